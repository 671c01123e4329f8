import { defineRule } from '../../src/engine/rule.js';
import { LATEST_VERSION, VERSION_PATTERN } from '../../src/data/managed-rulesets.js';
import { isPlaceholder } from '../../src/managed/known-rulesets.js';

export default defineRule({
  id: 'managed/execute-version',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'The `version` of an execute rule must be `latest` or a ruleset version: a whole number written as a string, such as `"35"`.',
  messages: {
    latestCase: '`{{version}}` must be written `latest`, in lower case.',
    softwareVersion: '`{{version}}` looks like a software version; write a ruleset version such as `"35"` or `latest`.',
    invalid: '`{{version}}` is not a ruleset version; write `latest` or a number such as `"35"`.',
  },
  fixable: true,
  defaultOptions: undefined,
  create(context) {
    return {
      rule(rule) {
        if (rule.action !== 'execute') return;
        const version = rule.parameters?.['version'];
        if (typeof version !== 'string') return; // absent, or the wrong type (schema/wrong-type)
        if (version === LATEST_VERSION || VERSION_PATTERN.test(version) || isPlaceholder(version)) return;
        const path = [...rule.path, 'action_parameters', 'version'];
        if (version.trim().toLowerCase() === LATEST_VERSION) {
          context.report({ path, messageId: 'latestCase', data: { version }, fix: { start: 0, end: version.length, text: LATEST_VERSION } });
        } else if (/^v?[0-9]+(\.[0-9]+)+$/.test(version.trim())) {
          context.report({ path, messageId: 'softwareVersion', data: { version } });
        } else {
          context.report({ path, messageId: 'invalid', data: { version } });
        }
      },
    };
  },
});
