/**
 * The semantic engine: reasoning about the set of requests a Rules-language
 * condition matches. It over-approximates that set per key (equality sets,
 * integer and IP range sets, string prefixes, suffixes, shapes and case,
 * opaque variables for the rest) as a bounded union of boxes, so every
 * "never" it proves is certain, and it says nothing when it cannot decide.
 *
 * Public API (pure; trees come from `analyzeExpression`, type-checked):
 *
 * - `matchSetOf(ast)` — the match set of a condition;
 * - `neverMatches(ast)`, `alwaysMatches(ast)` — emptiness of it or of its complement;
 * - `isSubset(inner, outer)` — every request `inner` matches, `outer` matches too;
 * - `disjoint(a, b)` — no request matches both;
 * - `intersectSets(a, b)`, `disjointSets(a, b)`, `isEmptySet(s)` — for callers that keep match sets across many checks;
 * - `witnessOf(s)`, `holdsSomewhere(s, w)` — a request of one set, and a cheap test that rules out containment;
 * - `ContainmentIndex` — sets filed so that those that may contain a witness are found without meeting the others;
 * - `semanticProblems(ast, options)` — contradictions, tautologies, impossible literals, overlapping and
 *   reserved set members, as `ValueProblem`s.
 *
 * Pass one `ConditionAnalyzer` to several calls on the same trees (a ruleset's
 * rules) to share memoized sets and one work budget.
 */
import type { RootNode } from '../expr/ast.js';
import type { ValueProblem } from '../engine/value-problem.js';
import { type AnalyzerOptions, ConditionAnalyzer } from './condition.js';
import { findImpossibleValues } from './impossible-values.js';
import { findLogicDefects } from './logic.js';
import { type MatchSet, Budget, and, neverMatches as isNothing } from './match-set.js';
import { type SetMemberOptions, findSetMemberProblems } from './set-members.js';

export { type AnalyzerOptions, ConditionAnalyzer } from './condition.js';
export { finiteValues } from './constraint.js';
export { Budget, type MatchSet, and as intersectSets, disjointSets, neverMatches as isEmptySet } from './match-set.js';
export { type Witness, holdsSomewhere, witnessOf } from './witness.js';
export { ContainmentIndex } from './containment-index.js';
export { SEMANTIC_MESSAGES, type SemanticMessageId, type SemanticProblemCode } from './messages.js';

/** An analyzer whose caches and work budget are shared by the checks given it (default budget: the engine's). */
export function newAnalyzer(budget?: number, options?: AnalyzerOptions): ConditionAnalyzer {
  return new ConditionAnalyzer(new Budget(budget), options);
}

/** The set of requests a filter matches, for callers that combine sets themselves. */
export function matchSetOf(ast: RootNode, analyzer: ConditionAnalyzer = newAnalyzer()): MatchSet {
  return analyzer.setOf(ast, true);
}

/** Whether no request can match the filter (a contradiction). */
export function neverMatches(ast: RootNode, analyzer: ConditionAnalyzer = newAnalyzer()): boolean {
  return isNothing(analyzer.setOf(ast, true));
}

/** Whether every request matches the filter (a tautology). */
export function alwaysMatches(ast: RootNode, analyzer: ConditionAnalyzer = newAnalyzer()): boolean {
  return isNothing(analyzer.setOf(ast, false));
}

/** Whether every request `inner` matches, `outer` matches too. */
export function isSubset(inner: RootNode, outer: RootNode, analyzer: ConditionAnalyzer = newAnalyzer()): boolean {
  return isNothing(and(analyzer.setOf(inner, true), analyzer.setOf(outer, false), analyzer.budget));
}

/** Whether no request matches both filters. */
export function disjoint(a: RootNode, b: RootNode, analyzer: ConditionAnalyzer = newAnalyzer()): boolean {
  return isNothing(and(analyzer.setOf(a, true), analyzer.setOf(b, true), analyzer.budget));
}

/** Contradictions (`and`), tautologies (`or`), literals that never match and set-member hygiene, in order of position. */
export function semanticProblems(ast: RootNode, options: SetMemberOptions = { http: true }, analyzer: ConditionAnalyzer = newAnalyzer()): ValueProblem[] {
  const problems: ValueProblem[] = [...findImpossibleValues(ast), ...findSetMemberProblems(ast, options)];
  for (const defect of findLogicDefects(ast, analyzer)) {
    problems.push({ code: defect.kind, messageId: defect.kind, start: defect.operand.start, end: defect.operand.end });
  }
  return problems.sort((a, b) => a.start - b.start || a.end - b.end);
}
