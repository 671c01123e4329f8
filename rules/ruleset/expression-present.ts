import { defineRule } from '../../src/engine/rule.js';

export default defineRule({
  id: 'ruleset/expression-present',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'Every rule needs a non-blank `expression` (API error 20125); write `"true"` to match every request.',
  messages: {
    missing: 'Rule has no `expression`; write `expression: "true"` to match every request.',
    blank: 'The expression is blank; write `"true"` to match every request.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      rule(rule) {
        // Rules of managed rulesets are shown to customers without their expression.
        if (rule.ruleset.kind === 'managed') return;
        // `{"id": …}` in a PUT keeps an existing rule; `position` alone reorders one: neither restates the expression.
        if (rule.keepsExisting) return;
        const expression = rule.value['expression'];
        if (expression === undefined) context.report({ path: rule.path, messageId: 'missing' });
        else if (typeof expression === 'string' && expression.trim() === '') context.report({ path: [...rule.path, 'expression'], messageId: 'blank' });
      },
    };
  },
});
