import { defineRule } from '../../src/engine/rule.js';

export default defineRule({
  id: 'ruleset/unique-ref',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'Rule `ref`s (and `id`s) must be unique within a ruleset: they are the stable references to a rule.',
  messages: {
    duplicate: 'Duplicate rule {{member}} `{{value}}`; rule {{first}} of this ruleset has it too.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      ruleset(ruleset) {
        for (const member of ['ref', 'id'] as const) {
          const seen = new Map<string, number>();
          for (const rule of ruleset.rules) {
            const value = rule[member];
            // A rule of a Terraform `dynamic` block may be absent or repeated: whether its ref repeats is not known.
            if (value === undefined || rule.mayRepeat === true) continue;
            const first = seen.get(value);
            if (first === undefined) seen.set(value, rule.index);
            else context.report({ path: [...rule.path, member], messageId: 'duplicate', data: { member, value, first: first + 1 } });
          }
        }
      },
    };
  },
});
