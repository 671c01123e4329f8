import { defineRule } from '../../src/engine/rule.js';
import { ACTION_NAMES, actionInfo } from '../../src/data/actions.js';
import { didYouMean, suggestionEnd } from '../../src/text/did-you-mean.js';

export default defineRule({
  id: 'ruleset/known-action',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A rule\'s `action` must be one of the rule actions of the rulesets API.',
  messages: {
    unknown: 'Unknown action `{{action}}`{{suggestion}}',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      rule(rule) {
        const action = rule.action;
        // Cloudflare's managed rulesets read back may run actions customers never see documented (ddos phases).
        if (action === undefined || rule.ruleset.kind === 'managed') return;
        if (!actionInfo(action)) context.report({ path: [...rule.path, 'action'], messageId: 'unknown', data: { action, suggestion: suggestionEnd(didYouMean(action, ACTION_NAMES)) } });
      },
    };
  },
});
