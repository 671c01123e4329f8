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
import { credentialStart, escCookieSecrets, literalHeaderCredential } from '../text/secrets.js';

/** Members that hold Rules-language expressions (`expression`, `counting_expression`). */
const EXPRESSION_KEY = /(^|_)expression$/;

/** How a reference is named: the scope's ESC secret for a cookie; for a header, one per header name and distinct value. */
export interface SecretReferences {
  readonly cookie: string;
  header(name: string, value: string): string;
}

/**
 * Names for credential headers: `base(scope, name)` for the first value a
 * header of a scope is set to, `…_2`, `…_3` for other values — two rules
 * setting `Authorization` to different tokens need two inputs, the same token
 * set twice needs one. The values are kept only for the comparison (a map:
 * one lookup per use), never written.
 */
export function headerReferenceNamer(base: (scope: string, name: string) => string): (scope: string, name: string, value: string) => string {
  const byHeader = new Map<string, Map<string, number>>();
  return (scope, name, value) => {
    const key = `${scope}\n${name.toLowerCase()}`;
    let values = byHeader.get(key);
    if (!values) byHeader.set(key, (values = new Map()));
    let index = values.get(value);
    if (index === undefined) values.set(value, (index = values.size));
    return index === 0 ? base(scope, name) : `${base(scope, name)}_${index + 1}`;
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
    const reference = references.header(name, value);
    used.add(reference);
    (out ??= { ...headers })[name] = { ...(operation as Record<string, unknown>), value: `${value.slice(0, credentialStart(value))}${reference}` };
  }
  return out ?? headers;
}
