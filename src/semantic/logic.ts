/**
 * Defects of the logic of one expression, found with the engine:
 *
 * - a contradiction: an `and` whose operands cannot all hold, although each
 *   can on its own — reported at the first operand that makes the prefix
 *   conjunction empty (the condition that conflicts with those before it);
 * - a tautology: an `or` that every request satisfies, although no operand
 *   does on its own — reported at the first operand that completes it.
 *
 * An operand that never (or always) holds on its own is a value problem
 * (`impossible-values.ts`, the `expression/*` value rules), not a logic one,
 * so it is left to them. Linear in the tree (each node's sets are memoized).
 */
import type { ExprNode, LogicalNode, RootNode } from '../expr/ast.js';
import { forEachNode } from '../expr/walk.js';
import type { ConditionAnalyzer } from './condition.js';
import { EVERYTHING, and, neverMatches } from './match-set.js';

export interface LogicDefect {
  readonly kind: 'contradiction' | 'tautology';
  /** The operand reported (the one that completes the defect). */
  readonly operand: ExprNode;
  /** The `and` / `or` node it belongs to. */
  readonly node: LogicalNode;
}

export function findLogicDefects(root: RootNode, analyzer: ConditionAnalyzer): LogicDefect[] {
  const defects: LogicDefect[] = [];
  // Element-wise logic under any()/all() combines arrays, not requests: the walk looks at request-level `and`/`or` only.
  forEachNode(root, (node) => {
    if (node.kind !== 'logical' || node.op === 'xor' || node.type?.kind === 'array') return;
    const defect = node.op === 'and' ? contradiction(node, analyzer) : tautology(node, analyzer);
    if (defect !== undefined) defects.push(defect);
  });
  return defects.sort((a, b) => a.operand.start - b.operand.start);
}

function contradiction(node: LogicalNode, analyzer: ConditionAnalyzer): LogicDefect | undefined {
  if (node.operands.some((operand) => neverMatches(analyzer.setOf(operand, true)))) return undefined;
  let prefix = EVERYTHING;
  for (const operand of node.operands) {
    prefix = and(prefix, analyzer.setOf(operand, true), analyzer.budget);
    if (neverMatches(prefix)) return { kind: 'contradiction', operand, node };
  }
  return undefined;
}

function tautology(node: LogicalNode, analyzer: ConditionAnalyzer): LogicDefect | undefined {
  if (node.operands.some((operand) => neverMatches(analyzer.setOf(operand, false)))) return undefined;
  let uncovered = EVERYTHING;
  for (const operand of node.operands) {
    uncovered = and(uncovered, analyzer.setOf(operand, false), analyzer.budget);
    if (neverMatches(uncovered)) return { kind: 'tautology', operand, node };
  }
  return undefined;
}
