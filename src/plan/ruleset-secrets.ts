/**
 * Secrets a ruleset body may hold that the plan must not send as written:
 *
 * - a rule expression matching the ESC test cookie with its secret
 *   (`http.cookie contains "disable_esc=…"`; esc/disable-secret reports it);
 * - a header transform setting a credential header to a literal
 *   (`Authorization: { value: "Bearer …" }`; ruleset/header-secret reports it).
 *
 * A plan never prints a secret, and the masked text (`***`) would send
 * another rule, so the plan sends a `${NAME}` reference in its place, as it
 * does for a literal `with_secret` or a destination's credential.
 */
import { CREDENTIAL_VALUE_PREFIXES } from '../data/logpush-destinations.js';
import { escCookieSecrets, literalHeaderCredential } from '../text/secrets.js';

/** Members that hold Rules-language expressions (`expression`, `counting_expression`). */
const EXPRESSION_KEY = /(^|_)expression$/;

/** How a reference is named: the scope's ESC secret for a cookie; for a header, one per header name and distinct value. */
export interface SecretReferences {
  readonly cookie: string;
  header(name: string, value: string): string;
}

/**
 * Names for credential headers of one scope: `base(name)` for the first
 * value a header is set to, `base(name)_2`, `_3`, … for other values — two
 * rules setting `Authorization` to different tokens need two inputs, the
 * same token set twice needs one. The values are kept only for the
 * comparison, never written.
 */
export function headerReferenceNamer(base: (name: string) => string): (name: string, value: string) => string {
  const byHeader = new Map<string, string[]>();
  return (name, value) => {
    const key = name.toLowerCase();
    const values = byHeader.get(key) ?? [];
    byHeader.set(key, values);
    let index = values.indexOf(value);
    if (index < 0) index = values.push(value) - 1;
    return index === 0 ? base(name) : `${base(name)}_${index + 1}`;
  };
}

/**
 * `value` with each literal secret replaced by its reference, and the
 * references used; the very same value when there is none (callers compare).
 * Bounded recursion: plan bodies are built from loaded documents, which the
 * loader limits in depth.
 */
export function referenceRulesetSecrets(value: unknown, references: SecretReferences, used: Set<string> = new Set()): { value: unknown; used: Set<string> } {
  if (value === null || typeof value !== 'object') return { value, used };
  if (Array.isArray(value)) {
    const items = value.map((item) => referenceRulesetSecrets(item, references, used).value);
    return { value: items.some((item, i) => item !== value[i]) ? items : value, used };
  }
  let out: Record<string, unknown> | undefined;
  for (const [key, member] of Object.entries(value)) {
    let next: unknown;
    if (typeof member === 'string') next = EXPRESSION_KEY.test(key) ? withCookieReferences(member, references.cookie, used) : member;
    else if (key === 'headers' && member !== null && typeof member === 'object' && !Array.isArray(member)) next = withHeaderReferences(member as Record<string, unknown>, references, used);
    else next = referenceRulesetSecrets(member, references, used).value;
    if (next !== member) (out ??= { ...value })[key] = next;
  }
  return { value: out ?? value, used };
}

function withCookieReferences(expression: string, reference: string, used: Set<string>): string {
  const secrets = escCookieSecrets(expression);
  if (secrets.length === 0) return expression;
  used.add(reference);
  let out = '';
  let at = 0;
  for (const { start, end } of secrets) {
    out += expression.slice(at, start) + reference;
    at = end;
  }
  return out + expression.slice(at);
}

function withHeaderReferences(headers: Record<string, unknown>, references: SecretReferences, used: Set<string>): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  for (const [name, operation] of Object.entries(headers)) {
    const value = literalHeaderCredential(name, operation);
    if (value === undefined) continue;
    // An authentication scheme word stays (`Bearer ${…}`), as ruleset/header-secret suggests.
    const scheme = CREDENTIAL_VALUE_PREFIXES.find((word) => value.toLowerCase().startsWith(`${word.toLowerCase()} `));
    const reference = references.header(name, value);
    used.add(reference);
    (out ??= { ...headers })[name] = { ...(operation as Record<string, unknown>), value: `${scheme === undefined ? '' : value.slice(0, scheme.length + 1)}${reference}` };
  }
  return out ?? headers;
}
