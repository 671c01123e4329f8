/**
 * The semantic engine (`src/semantic/`) applied to the conditions of a
 * document: which expression trees it may reason about, and its problems per
 * expression, computed once per document through `context.memo` like the
 * expression analysis they build on.
 *
 * The engine reads a tree only when the expression analysis found nothing
 * that makes the tree's meaning uncertain (a syntax or type error, an unknown
 * field, an invalid literal): on such input it would reason about something
 * the API never runs.
 */
import type { RootNode } from '../expr/ast.js';
import type { ExpressionAnalysis } from '../expr/analyze.js';
import { BOOL } from '../expr/types.js';
import { NO_PROBLEMS, type ValueProblem } from '../engine/value-problem.js';
import { type ConditionAnalyzer, newAnalyzer, semanticProblems } from '../semantic/index.js';
import { phaseInfo } from '../data/phases.js';
import { holdsUnknownPlaceholder } from '../load/unknown-placeholder.js';
import { type AnyRuleContext, type ExpressionSite, analysisOf, perText } from './expression-sites.js';

/** Problem codes that leave the tree's meaning intact (warnings about style, plan, phase or limits). */
const HARMLESS_CODES: ReadonlySet<string> = new Set([
  'plan-feature',
  'field-phase',
  'function-phase',
  'unknown-list',
  'max-length',
  'dashboard-length',
  'max-regexes',
  'account-zone-plan',
  'deprecated-field',
  'constant-comparison',
  'duplicate-set-member',
  'prefer-contains',
  'method-case',
  'header-key-case',
  'country-code',
  'undocumented-syntax',
  'regex-unicode',
  'cidr-host-bits',
]);

/** Engine work one document may spend; beyond it the engine joins eagerly (coarser, still certain). */
const DOCUMENT_BUDGET = 20_000_000;

/**
 * One analyzer per document: match sets are memoized per tree node, so the
 * expression rules and the cross-rule rules compute each condition's set once.
 */
export function analyzerOf(context: AnyRuleContext): ConditionAnalyzer {
  // Terraform values known only at apply may be anything: the engine reads them as such (it only widens).
  return context.memo('semantic-analyzer', () => newAnalyzer(DOCUMENT_BUDGET, { holdsUnknown: holdsUnknownPlaceholder }));
}

/** The condition tree of an analysis, when the engine may reason about it. */
export function semanticTree(analysis: ExpressionAnalysis): RootNode | undefined {
  if (analysis.ast === null || analysis.type !== BOOL) return undefined;
  return analysis.problems.every((p) => HARMLESS_CODES.has(p.code)) ? analysis.ast : undefined;
}

/** The engine's problems of one filter expression (none for value expressions). */
export function semanticProblemsOf(context: AnyRuleContext, site: ExpressionSite): readonly ValueProblem[] {
  if (site.context.kind !== 'filter') return NO_PROBLEMS;
  return perText(context, 'semantic', site, semanticProblemsOfText);
}

function semanticProblemsOfText(context: AnyRuleContext, site: ExpressionSite): readonly ValueProblem[] {
  const tree = semanticTree(analysisOf(context, site));
  if (tree === undefined) return NO_PROBLEMS;
  const phase = site.context.phase === undefined ? undefined : phaseInfo(site.context.phase);
  return semanticProblems(tree, { http: phase !== undefined && phase.stage !== 'network' }, analyzerOf(context));
}
