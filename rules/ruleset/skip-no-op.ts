import { defineRule } from '../../src/engine/rule.js';

export default defineRule({
  id: 'ruleset/skip-no-op',
  type: 'suggestion',
  defaultSeverity: 'warn',
  description: 'A `skip` rule with `ruleset: current` as the last rule of its ruleset skips nothing: the API accepts it, but it has no effect.',
  messages: {
    nothingAfter: '`ruleset: current` on the last rule of its ruleset skips nothing.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      ruleset(ruleset) {
        // Cloudflare's managed rulesets are read back as they are; a customer cannot change them.
        if (ruleset.kind === 'managed') return;
        const last = ruleset.rules[ruleset.rules.length - 1];
        if (last?.action !== 'skip' || last.parameters?.['ruleset'] !== 'current') return;
        context.report({ path: [...last.path, 'action_parameters', 'ruleset'], messageId: 'nothingAfter' });
      },
    };
  },
});
