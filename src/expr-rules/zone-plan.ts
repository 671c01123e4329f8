/**
 * `expression/account-zone-plan`: rules of account-level WAF entry point
 * rulesets must end with `and cf.zone.plan eq "ENT"` (reference
 * rulesets-api.md §6: "account-level WAF rules/exceptions must end with
 * `and cf.zone.plan eq "ENT"` or the API rejects them"; the docs' deploy
 * examples write `(cf.zone.name == "example.com") and cf.zone.plan eq "ENT"`).
 *
 * Accepted: the clause as the whole expression or as any operand of the
 * top-level `and` (`&&`), in either notation (`eq`/`==`), in parentheses or
 * not. Whether the API insists on the clause being *last* is not known; the
 * semantics are the same, so edgelint does not insist.
 */
import type { ExprNode, RootNode } from '../expr/ast.js';
import type { ValueEdit } from '../engine/value-problem.js';

export const ZONE_PLAN_FIELD = 'cf.zone.plan';
export const ZONE_PLAN_VALUE = 'ENT';
export const ZONE_PLAN_CLAUSE = `${ZONE_PLAN_FIELD} eq "${ZONE_PLAN_VALUE}"`;

/** Phases whose account-level rules need the clause (reference §6: the WAF phases). */
export const ZONE_PLAN_PHASES: readonly string[] = ['http_request_firewall_custom', 'http_request_firewall_managed'];

function unwrap(node: RootNode): RootNode {
  let current = node;
  while (current.kind === 'group') current = current.expr;
  return current;
}

function isClause(node: RootNode): boolean {
  const inner = unwrap(node);
  return (
    inner.kind === 'comparison' &&
    inner.op === 'eq' &&
    inner.lhs.kind === 'field' &&
    inner.lhs.name === ZONE_PLAN_FIELD &&
    inner.rhs.kind === 'string' &&
    inner.rhs.value === ZONE_PLAN_VALUE
  );
}

/** `true` when the expression restricts itself to Enterprise zones as required. */
export function hasZonePlanClause(root: RootNode): boolean {
  if (isClause(root)) return true;
  const top = unwrap(root);
  return top.kind === 'logical' && top.op === 'and' && top.operands.some((operand: ExprNode) => isClause(operand));
}

/** Where the expression's content ends (before trailing whitespace and line breaks of block scalars). */
export function contentEnd(text: string): number {
  return text.trimEnd().length;
}

/**
 * The edit that adds the clause: appended after the last token; an `or`/`xor`
 * expression is parenthesised first (`and` binds tighter, so appending would
 * change its meaning); a whole-expression `true` becomes the clause itself
 * (`true and …` does not parse). `false` gets no fix: the rule never matches,
 * and what the author wants is not clear.
 */
export function zonePlanFix(text: string, root: RootNode): ValueEdit | undefined {
  const end = contentEnd(text);
  const start = text.length - text.trimStart().length;
  if (root.kind === 'bool') return root.value ? { start, end, text: ZONE_PLAN_CLAUSE } : undefined;
  if (root.kind === 'logical' && root.op !== 'and') return { start, end, text: `(${text.slice(start, end)}) and ${ZONE_PLAN_CLAUSE}` };
  return { start: end, end, text: ` and ${ZONE_PLAN_CLAUSE}` };
}
