import { defineRule } from '../../src/engine/rule.js';
import { LOGFILTER_MESSAGES } from '../../src/logfilter/messages.js';
import { reportFilterProblems } from '../../src/logpush/rule-support.js';

export default defineRule({
  id: 'logpush/filter-operator',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'Every condition uses an operator of the filter language (`eq`, `!eq`, `lt`, …, `in`, `!in`).',
  messages: LOGFILTER_MESSAGES['filter-operator'],
  fixable: true,
  hasSuggestions: true,
  defaultOptions: undefined,
  create(context) {
    return {
      logpushJob(job) {
        reportFilterProblems(context, job, 'filter-operator');
      },
    };
  },
});
