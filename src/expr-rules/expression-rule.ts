/**
 * The `expression/*` rules: one rule per problem code of the Rules-language
 * library (`EXPRESSION_PROBLEM_CODES`), all fed by one shared analysis per
 * expression (`expression-sites.ts`). A rule file names its code and the
 * factory does the rest: id, type, default severity, description, messages
 * (the library's template table), fixability; the tunable limits
 * (`max-length`, `dashboard-length`, `max-regexes`) take their maximum as an
 * option and re-measure instead of using the library's default verdict.
 */
import { defineRule, type RuleModule } from '../engine/rule.js';
import { reportValueProblem } from '../engine/report-value-problem.js';
import { NO_PROBLEMS, type ValueProblem } from '../engine/value-problem.js';
import { EXPRESSION_MESSAGES, EXPRESSION_PROBLEM_CODES, type ExpressionAnalysis, type ExpressionProblemCode, type MessageIdOf } from '../expr/analyze.js';
import type { ExpressionProblemCodeInfo } from '../expr/messages.js';
import { EXPRESSION_LIMITS } from '../data/expression-limits.js';
import type { Path, RuleModel } from '../model/types.js';
import { type AnyRuleContext, type ExpressionSite, analysisOf, expressionSitesOf } from './expression-sites.js';
import { isKindlessListProblem } from './list-resolver.js';

const INFO: ReadonlyMap<string, ExpressionProblemCodeInfo> = new Map(EXPRESSION_PROBLEM_CODES.map((info) => [info.code, info]));

export function codeInfo(code: ExpressionProblemCode): ExpressionProblemCodeInfo {
  const info = INFO.get(code);
  if (info === undefined) throw new Error(`unknown expression problem code ${code}`);
  return info;
}

/** Report problems (offsets into the string at `path`) with their fix and suggestions. */
export function reportProblems(context: AnyRuleContext, path: Path, problems: readonly ValueProblem[]): void {
  for (const problem of problems) reportValueProblem(context, path, problem);
}

function metaOf<C extends ExpressionProblemCode>(code: C) {
  const info = codeInfo(code);
  return {
    id: `expression/${code}`,
    type: info.type,
    defaultSeverity: info.defaultSeverity,
    description: info.description,
    messages: EXPRESSION_MESSAGES[code] as unknown as Readonly<Record<MessageIdOf<C>, string>>,
    ...(info.fixable ? { fixable: true } : {}),
    ...(info.hasSuggestions ? { hasSuggestions: true } : {}),
  };
}

/** Run `check` on every expression of every rule (filters, counting expressions, value expressions). */
export function forEachExpression(
  context: AnyRuleContext,
  check: (site: ExpressionSite, analysis: ExpressionAnalysis) => readonly ValueProblem[],
): { rule(rule: RuleModel): void } {
  return {
    rule(rule) {
      // Indexed, and nothing reported for no problems: this runs for every rule of a document times every expression rule.
      const sites = expressionSitesOf(context, rule);
      for (let i = 0; i < sites.length; i++) {
        const site = sites[i]!;
        const problems = check(site, analysisOf(context, site));
        if (problems.length > 0) reportProblems(context, site.path, problems);
      }
    },
  };
}

/**
 * Messages the rules add to the library's tables: the library's `empty`
 * advice ("write a condition, or `true`") fits a filter, not a value
 * expression.
 */
const EXTRA_MESSAGES: Partial<Record<ExpressionProblemCode, Readonly<Record<string, string>>>> = {
  syntax: { emptyValue: 'The value expression is empty; write a field or function call, or use `value`.' },
};

/** The library's problems of `code` for one expression, as the rule reports them. */
function problemsOf(code: ExpressionProblemCode, site: ExpressionSite, analysis: ExpressionAnalysis): readonly ValueProblem[] {
  if (analysis.problems.length === 0) return NO_PROBLEMS;
  const problems: ValueProblem[] = [];
  for (const p of analysis.problems) {
    if (p.code !== code) continue;
    // A list whose kind is not known (declared without a valid kind, or not declared in a partial document): it cannot be compared.
    if (isKindlessListProblem(p, site)) continue;
    if (code === 'syntax' && p.messageId === 'empty' && site.context.kind === 'value') problems.push({ ...p, messageId: 'emptyValue' });
    else problems.push(p);
  }
  return problems;
}

/** A rule that reports the library's problems of one code. */
export function expressionRule<C extends ExpressionProblemCode>(code: C): RuleModule<undefined, MessageIdOf<C>> {
  const meta = metaOf(code);
  return defineRule<undefined, MessageIdOf<C>>({
    ...meta,
    messages: { ...meta.messages, ...EXTRA_MESSAGES[code] },
    defaultOptions: undefined,
    create(context) {
      return forEachExpression(context, (site, analysis) => problemsOf(code, site, analysis));
    },
  });
}

export interface MaxLengthOptions {
  /** Most characters (UTF-16 code units) an expression may have. */
  readonly maxLength: number;
}

/**
 * `max-length` (the API's 4,096) and `dashboard-length` (the dashboard
 * editor's 4,000): report the part of the expression beyond `maxLength`.
 * `dashboard-length` is silent above the API limit, where `max-length`
 * already reports the expression.
 */
export function lengthRule(code: 'max-length' | 'dashboard-length', defaultMax: number): RuleModule<MaxLengthOptions, 'tooLong'> {
  return defineRule<MaxLengthOptions, 'tooLong'>({
    ...metaOf(code),
    messages: EXPRESSION_MESSAGES[code],
    schema: {
      type: 'object',
      properties: { maxLength: { type: 'integer', minimum: 1, description: 'Most characters an expression may have.' } },
      additionalProperties: false,
    },
    defaultOptions: { maxLength: defaultMax },
    create(context) {
      const max = context.options.maxLength;
      return forEachExpression(context, (_site, { length }) => {
        if (length <= max) return [];
        if (code === 'dashboard-length' && length > EXPRESSION_LIMITS.maxLength) return [];
        return [{ code, messageId: 'tooLong', start: max, end: length, data: { length, max } }];
      });
    },
  });
}

export interface MaxRegexesOptions {
  /** Most `matches`/`~` comparisons one expression may hold. */
  readonly max: number;
}

/** `max-regexes`: report the first regex comparison beyond `max` (operator to pattern). */
export function regexCountRule(): RuleModule<MaxRegexesOptions, 'tooMany'> {
  return defineRule<MaxRegexesOptions, 'tooMany'>({
    ...metaOf('max-regexes'),
    messages: EXPRESSION_MESSAGES['max-regexes'],
    schema: {
      type: 'object',
      properties: { max: { type: 'integer', minimum: 0, description: 'Most regular expressions (`matches`, `~`) one expression may use.' } },
      additionalProperties: false,
    },
    defaultOptions: { max: EXPRESSION_LIMITS.maxRegexes },
    create(context) {
      const max = context.options.max;
      return forEachExpression(context, (_site, { regexSpans, regexCount }) => {
        const beyond = regexSpans[max];
        if (beyond === undefined) return [];
        return [{ code: 'max-regexes', messageId: 'tooMany', start: beyond.start, end: beyond.end, data: { count: regexCount, max } }];
      });
    },
  });
}
