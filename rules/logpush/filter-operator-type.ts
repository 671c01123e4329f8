import { defineRule } from '../../src/engine/rule.js';
import { LOGFILTER_MESSAGES } from '../../src/logfilter/messages.js';
import { reportFilterProblems } from '../../src/logpush/rule-support.js';

export default defineRule({
  id: 'logpush/filter-operator-type',
  type: 'problem',
  defaultSeverity: 'error',
  description: "The operator of a condition is allowed for the type of its field, as the spec's operator table (2.9) says.",
  messages: LOGFILTER_MESSAGES['filter-operator-type'],
  defaultOptions: undefined,
  create(context) {
    return {
      logpushJob(job) {
        reportFilterProblems(context, job, 'filter-operator-type');
      },
    };
  },
});
