import { defineRule } from '../../src/engine/rule.js';
import { LOGPUSH_MESSAGES } from '../../src/logpush/messages.js';
import { logpullOptionsOf, reportValueProblems } from '../../src/logpush/rule-support.js';

export default defineRule({
  id: 'logpush/logpull-options',
  type: 'problem',
  defaultSeverity: 'error',
  description: '`logpull_options` is a query string of known options (`fields`, `timestamps`, `sample`, `CVE-2021-44228`) whose fields exist in the job\'s dataset and whose values are valid.',
  messages: LOGPUSH_MESSAGES['logpull-options'],
  fixable: true,
  hasSuggestions: true,
  defaultOptions: undefined,
  create(context) {
    return {
      logpushJob(job) {
        const options = logpullOptionsOf(context, job);
        if (options) reportValueProblems(context, options.path, options.analysis.problems, 'logpull-options');
      },
    };
  },
});
