import { defineRule } from '../../src/engine/rule.js';
import { LOGFILTER_MESSAGES } from '../../src/logfilter/messages.js';
import { reportFilterProblems } from '../../src/logpush/rule-support.js';

export default defineRule({
  id: 'logpush/filter-deprecated-field',
  type: 'suggestion',
  defaultSeverity: 'warn',
  description: 'Conditions do not filter on fields the dataset marks deprecated.',
  messages: LOGFILTER_MESSAGES['filter-deprecated-field'],
  hasSuggestions: true,
  defaultOptions: undefined,
  create(context) {
    return {
      logpushJob(job) {
        reportFilterProblems(context, job, 'filter-deprecated-field');
      },
    };
  },
});
