import { defineRule } from '../../src/engine/rule.js';

export default defineRule({
  id: 'ruleset/logging-only-on-skip',
  type: 'problem',
  defaultSeverity: 'error',
  description: '`logging` is a setting of `skip` rules only; the API rejects it on any other action (error 20018).',
  messages: {
    notSkip: '`logging` applies only to `skip` rules, not to a `{{action}}` rule; remove it.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      rule(rule) {
        if ('logging' in rule.value && rule.action !== undefined && rule.action !== 'skip') {
          context.report({ path: [...rule.path, 'logging'], target: 'key', messageId: 'notSkip', data: { action: rule.action } });
        }
      },
    };
  },
});
