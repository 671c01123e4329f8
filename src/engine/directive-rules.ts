/**
 * The rules whose findings are about suppression directives themselves:
 * a directive that suppresses nothing, or names a rule that is not enabled
 * (`document/unused-directive`, ESLint's `reportUnusedDisableDirectives`),
 * and a directive without a `-- reason` (`document/directive-reason`,
 * off by default). The engine applies directives after the rules ran, so
 * these rules report nothing themselves: the linter reports for them, at
 * the severity and with the options the configuration gives them, and only
 * when they are enabled (`src/engine/directives.ts`).
 */
import { defineRule, type RuleModule } from './rule.js';

export const UNUSED_DIRECTIVE_RULE_ID = 'document/unused-directive';
export const DIRECTIVE_REASON_RULE_ID = 'document/directive-reason';

export type UnusedDirectiveMessageId = 'unused' | 'unusedRule' | 'misplaced' | 'unknownRule' | 'disabledRule';

export const unusedDirectiveRule: RuleModule<undefined, UnusedDirectiveMessageId> = defineRule<undefined, UnusedDirectiveMessageId>({
  id: UNUSED_DIRECTIVE_RULE_ID,
  type: 'problem',
  defaultSeverity: 'warn',
  description:
    'A suppression directive that suppresses nothing, or names a rule that does not exist or is not enabled, so stale directives do not pile up; the top-level `reportUnusedDisableDirectives` sets its severity.',
  messages: {
    unused: 'Unused `edgelint-{{kind}}`: no problem was reported {{where}}.',
    unusedRule: 'Unused `edgelint-{{kind}}`: no {{rule}} problem {{where}}.',
    misplaced: '{{rule}} fires on line {{line}} in the item; use `edgelint-disable-next-item`.',
    unknownRule: 'Unknown rule {{rule}} in the directive{{suggestion}}',
    disabledRule: 'The directive names {{rule}}, which is not enabled for this file.',
  },
  defaultOptions: undefined,
  create: () => ({}),
});

export const directiveReasonRule: RuleModule<undefined, 'missing'> = defineRule<undefined, 'missing'>({
  id: DIRECTIVE_REASON_RULE_ID,
  type: 'suggestion',
  defaultSeverity: 'off',
  description: 'Every suppression directive says why, after ` -- `, so a reviewer can judge it and a later reader can remove it when the reason is gone.',
  messages: {
    missing: 'The directive gives no reason; add `-- <reason>` after its rules.',
  },
  defaultOptions: undefined,
  create: () => ({}),
});
