import { defineRule } from '../../src/engine/rule.js';
import { rulesetSemanticsOf } from '../../src/expr-rules/ruleset-semantics.js';

export default defineRule({
  id: 'ruleset/unreachable-rule',
  type: 'problem',
  defaultSeverity: 'warn',
  description: 'A rule never runs when an earlier enabled rule of the same ruleset stops evaluation (a terminating action such as `block`, or a skip of the rest of the ruleset) for every request it matches.',
  messages: {
    action: 'This rule never runs: rule {{by}} (`{{action}}`) catches every request it matches first.',
    skip: 'This rule never runs: rule {{by}} skips the rest of the ruleset for every request it matches.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      ruleset(ruleset) {
        for (const { rule, by } of rulesetSemanticsOf(context, ruleset).unreachable) {
          context.report({ path: [...rule.path, 'expression'], messageId: by.how, data: { by: by.rule.index + 1, action: by.rule.action ?? '' } });
        }
      },
    };
  },
});
