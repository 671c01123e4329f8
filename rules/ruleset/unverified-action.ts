import { defineRule } from '../../src/engine/rule.js';
import { actionInfo } from '../../src/data/actions.js';

export default defineRule({
  id: 'ruleset/unverified-action',
  type: 'problem',
  defaultSeverity: 'warn',
  description: 'An action that only some API descriptions list (one SDK snapshot, or marked unverified in the reference) may be rejected by the API.',
  messages: {
    unverified: 'Action `{{action}}` is not in every API description; check your account accepts it.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      rule(rule) {
        // Cloudflare's own managed rulesets read back use the actions their account has, by definition.
        if (rule.ruleset.kind === 'managed') return;
        if (rule.action !== undefined && actionInfo(rule.action)?.unverified) {
          context.report({ path: [...rule.path, 'action'], messageId: 'unverified', data: { action: rule.action } });
        }
      },
    };
  },
});
