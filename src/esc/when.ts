/**
 * A behaviour's `when` is the condition of its future replacement rule, so
 * it is checked like any rule expression — as a filter in the replacement's
 * phase (a response field is fine in a response-header behaviour, not in a
 * redirect), with the configured plan and the account's lists. Behaviours
 * without a rules product (status_redirect, other) are checked without a
 * phase.
 */
import { analyzeExpression, EXPRESSION_MESSAGES, EXPRESSION_PROBLEM_CODES, type ExpressionAnalysis } from '../expr/analyze.js';
import { accountListsOf, isKindlessListProblem } from '../expr-rules/list-resolver.js';
import type { LintSettings } from '../engine/rule.js';
import type { EscBehaviourModel } from '../model/types.js';
import { behaviourReplacement } from './behaviour.js';

export interface WhenAnalysis {
  readonly text: string;
  readonly phase?: string;
  readonly analysis: ExpressionAnalysis;
}

/**
 * The analysis of the behaviour's `when` when it is a string. Its lists are
 * the account's as its replacement rule would see them, as for any rule of
 * the scope (list-resolver.ts): not checked when nothing shows the account's
 * lists, and a list declared without a valid kind exists (its kind is the
 * schema rules' finding, not a kind mismatch here).
 */
export function analyzeWhen(behaviour: EscBehaviourModel, settings: LintSettings): WhenAnalysis | undefined {
  const text = behaviour.value['when'];
  if (typeof text !== 'string') return undefined;
  const phase = behaviourReplacement(behaviour)?.phase ?? undefined;
  const lists = accountListsOf(behaviour.scope, settings);
  const analysis = analyzeExpression(text, {
    kind: 'filter',
    ...(phase ? { phase } : {}),
    ...(settings.tier ? { tier: settings.tier } : {}),
    ...(lists.resolve === undefined ? {} : { lists: lists.resolve }),
  });
  const comparable = analysis.problems.filter((p) => !isKindlessListProblem(p, lists));
  return { text, ...(phase ? { phase } : {}), analysis: comparable.length === analysis.problems.length ? analysis : { ...analysis, problems: comparable } };
}

/** Problem codes whose default severity is `error` (esc/when-invalid) or `warn` (esc/when-suspicious). */
export function whenCodes(severity: 'error' | 'warn'): ReadonlySet<string> {
  return new Set(EXPRESSION_PROBLEM_CODES.filter((c) => c.defaultSeverity === severity).map((c) => c.code));
}

/**
 * The analyser's message templates of `codes`, keyed `<code>/<messageId>`:
 * the expression rules' headlines as they are (the rule id and the position
 * inside `when` say where).
 */
export function whenMessages(codes: ReadonlySet<string>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [code, table] of Object.entries(EXPRESSION_MESSAGES)) {
    if (!codes.has(code)) continue;
    for (const [id, template] of Object.entries(table as Record<string, string>)) messages[`${code}/${id}`] = template;
  }
  return messages;
}
