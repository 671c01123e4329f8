import { defineRule } from '../../src/engine/rule.js';
import { rulesetSemanticsOf } from '../../src/expr-rules/ruleset-semantics.js';

export default defineRule({
  id: 'ruleset/duplicate-rule',
  type: 'suggestion',
  defaultSeverity: 'warn',
  description: 'Two enabled rules of a ruleset with equivalent expressions that do exactly the same (action, parameters, rate limit): the second one is redundant.',
  messages: {
    duplicate: 'Rule {{first}} has the same expression and does the same; remove one of them.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      ruleset(ruleset) {
        for (const { rule, first } of rulesetSemanticsOf(context, ruleset).duplicates) {
          context.report({ path: [...rule.path, 'expression'], messageId: 'duplicate', data: { first: first.index + 1 } });
        }
      },
    };
  },
});
