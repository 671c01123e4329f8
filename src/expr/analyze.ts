/**
 * The entry point of the Rules-language library: parse, type-check and
 * value-check one expression, and return every problem with offsets into the
 * expression string. Pure: no I/O, no clock, no shared state.
 */
import type { Span, RootNode } from './ast.js';
import { checkExpression } from './checker.js';
import { type FilterSlot, type ListResolver, makeContext } from './context.js';
import { EXPRESSION_LIMITS } from '../data/expression-limits.js';
import type { ValueSlot } from '../data/functions.js';
import type { Tier } from '../data/plans.js';
import type { ValueProblem } from '../engine/value-problem.js';
import { parseExpression } from './parser.js';
import { ProblemList } from './problems.js';
import type { ValueType } from './types.js';

export type { FilterSlot, ListResolver } from './context.js';
export type { ValueSlot } from '../data/functions.js';
export { EXPRESSION_MESSAGES, EXPRESSION_PROBLEM_CODES, type ExpressionProblemCode, type MessageIdOf } from './messages.js';

/** Where an expression is used: a filter or a value expression, its phase, slot, plan and lists. */
export interface ExpressionContext {
  /** A rule's filter (must be a Boolean) or an `action_parameters` value expression (must be a String). */
  readonly kind: 'filter' | 'value';
  /** Where a value expression sits; decides where regex_replace, to_string, … may be used. */
  readonly valueSlot?: ValueSlot;
  /** Which filter of a rate limiting rule (`counting_expression` may read response fields). */
  readonly filterSlot?: FilterSlot;
  /** The ruleset's phase; `undefined` (or an unknown name) skips phase-dependent checks. */
  readonly phase?: string;
  /** The account's plan; `undefined` skips plan checks. */
  readonly tier?: Tier;
  /** Account and configuration lists by name (without `$`); `undefined` skips the existence check of custom lists. */
  readonly lists?: ListResolver;
  /**
   * `true` for an expression of a Cloudflare managed ruleset read back from
   * the API (kind `managed`): Cloudflare-only functions are known, and where
   * a field or function may be used is not checked (Cloudflare's own rules
   * are not held to what customers may write).
   */
  readonly managed?: boolean;
}

/** What `analyzeExpression` finds: the typed tree, the type, the problems, regex counts and the length. */
export interface ExpressionAnalysis {
  /** The tree (types filled in), or `null` when the expression does not parse. */
  readonly ast: RootNode | null;
  /** The expression's type: Boolean for a good filter, String for a good value expression. */
  readonly type: ValueType | undefined;
  /** Problems in order of position. */
  readonly problems: readonly ValueProblem[];
  /** Number of `matches`/`~` comparisons (the 64-per-rule limit). */
  readonly regexCount: number;
  /** Operator-to-pattern span of each regex comparison, for rules that apply their own maximum. */
  readonly regexSpans: readonly Span[];
  /** Length in UTF-16 code units (the 4,096-character limit). */
  readonly length: number;
}

/**
 * Parse, type-check and value-check one Rules-language expression; every
 * problem carries offsets into the text. Default context: a filter of any
 * phase (`{ kind: 'filter' }`), no plan or list checks. Pure and total: it
 * never throws.
 */
export function analyzeExpression(text: string, context: ExpressionContext = { kind: 'filter' }): ExpressionAnalysis {
  const problems = new ProblemList();
  const length = text.length;
  if (length > EXPRESSION_LIMITS.maxLength) {
    problems.report('max-length', 'tooLong', EXPRESSION_LIMITS.maxLength, length, { length, max: EXPRESSION_LIMITS.maxLength });
  } else if (length > EXPRESSION_LIMITS.dashboardMaxLength) {
    problems.report('dashboard-length', 'tooLong', EXPRESSION_LIMITS.dashboardMaxLength, length, { length, max: EXPRESSION_LIMITS.dashboardMaxLength });
  }
  const ast = parseExpression(text, context.kind, problems);
  let type: ValueType | undefined;
  let regexSpans: readonly Span[] = [];
  if (ast !== null) {
    const result = checkExpression(makeContext(text, context.kind, context, problems), ast);
    type = result.type;
    regexSpans = result.regexSpans;
    const beyond = regexSpans[EXPRESSION_LIMITS.maxRegexes];
    if (beyond !== undefined) {
      problems.report('max-regexes', 'tooMany', beyond.start, beyond.end, { count: regexSpans.length, max: EXPRESSION_LIMITS.maxRegexes });
    }
  }
  const sorted = problems.items.length > 1 ? [...problems.items].sort((a, b) => a.start - b.start || a.end - b.end) : problems.items;
  return { ast, type, problems: sorted, regexCount: regexSpans.length, regexSpans, length };
}
