/**
 * A rule expression may match the ESC test cookie with its secret written out
 * (`http.cookie contains "disable_esc=…"`; esc/disable-secret reports it). A
 * plan never prints a secret, and the masked text (`***`) would send another
 * rule, so the plan sends a `${NAME}` reference in its place, as it does for
 * a literal `with_secret`.
 */
import { escCookieSecrets } from '../text/secrets.js';

/** Members that hold Rules-language expressions (`expression`, `counting_expression`, `score_response_header_name` is not one). */
const EXPRESSION_KEY = /(^|_)expression$/;

/**
 * `value` with each literal cookie secret of an expression member replaced
 * by `reference`; the very same value when there is none (callers compare).
 * Bounded recursion: plan bodies are built from loaded documents, which the
 * loader limits in depth.
 */
export function referenceCookieSecrets(value: unknown, reference: string): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => referenceCookieSecrets(item, reference));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  let out: Record<string, unknown> | undefined;
  for (const [key, member] of Object.entries(value)) {
    const next = typeof member === 'string' ? (EXPRESSION_KEY.test(key) ? withReferences(member, reference) : member) : referenceCookieSecrets(member, reference);
    if (next !== member) (out ??= { ...value })[key] = next;
  }
  return out ?? value;
}

function withReferences(expression: string, reference: string): string {
  const secrets = escCookieSecrets(expression);
  if (secrets.length === 0) return expression;
  let out = '';
  let at = 0;
  for (const { start, end } of secrets) {
    out += expression.slice(at, start) + reference;
    at = end;
  }
  return out + expression.slice(at);
}
