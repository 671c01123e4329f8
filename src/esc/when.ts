/**
 * A behaviour's `when` is the condition of its future replacement rule, so
 * it is checked like any rule expression — as a filter in the replacement's
 * phase (a response field is fine in a response-header behaviour, not in a
 * redirect), with the configured plan and the account's lists. Behaviours
 * without a rules product (status_redirect, other) are checked without a
 * phase.
 */
import { listPlaceOf, projectListsOf } from '../cross-file/project-context.js';
import { analyzeExpression, EXPRESSION_MESSAGES, EXPRESSION_PROBLEM_CODES, type ExpressionAnalysis } from '../expr/analyze.js';
import type { ListKind } from '../data/managed-lists.js';
import type { LintSettings } from '../engine/rule.js';
import type { DocumentModel, EscBehaviourModel } from '../model/types.js';
import { behaviourReplacement } from './behaviour.js';

export interface WhenAnalysis {
  readonly text: string;
  readonly phase?: string;
  readonly analysis: ExpressionAnalysis;
}

const LIST_KINDS: readonly string[] = ['ip', 'hostname', 'asn', 'redirect'];

/** The analysis of the behaviour's `when` when it is a string. */
export function analyzeWhen(behaviour: EscBehaviourModel, settings: LintSettings, document: DocumentModel): WhenAnalysis | undefined {
  const text = behaviour.value['when'];
  if (typeof text !== 'string') return undefined;
  const phase = behaviourReplacement(behaviour)?.phase ?? undefined;
  const lists = new Map<string, ListKind>();
  for (const [name, kind] of Object.entries(settings.lists)) if (LIST_KINDS.includes(kind)) lists.set(name, kind as ListKind);
  // The account's lists declared in other files of the project (src/cross-file/).
  const project = projectListsOf(settings.project, listPlaceOf(behaviour.scope));
  for (const [name, kind] of Object.entries(project?.kinds ?? {})) if (LIST_KINDS.includes(kind)) lists.set(name, kind as ListKind);
  for (const list of document.lists) if (list.name !== undefined && list.kind !== undefined && LIST_KINDS.includes(list.kind)) lists.set(list.name, list.kind as ListKind);
  const analysis = analyzeExpression(text, {
    kind: 'filter',
    ...(phase ? { phase } : {}),
    ...(settings.tier ? { tier: settings.tier } : {}),
    lists: (name) => {
      const kind = lists.get(name);
      return kind === undefined ? undefined : { kind };
    },
  });
  return { text, ...(phase ? { phase } : {}), analysis };
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
