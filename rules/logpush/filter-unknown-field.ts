import { defineRule } from '../../src/engine/rule.js';
import { LOGFILTER_MESSAGES } from '../../src/logfilter/messages.js';
import { reportFilterProblems } from '../../src/logpush/rule-support.js';

export default defineRule({
  id: 'logpush/filter-unknown-field',
  type: 'problem',
  defaultSeverity: 'error',
  description: "Every condition's `key` is a field of the job's dataset.",
  messages: LOGFILTER_MESSAGES['filter-unknown-field'],
  hasSuggestions: true,
  defaultOptions: undefined,
  create(context) {
    return {
      logpushJob(job) {
        reportFilterProblems(context, job, 'filter-unknown-field');
      },
    };
  },
});
