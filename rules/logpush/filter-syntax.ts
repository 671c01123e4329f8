import { defineRule } from '../../src/engine/rule.js';
import { LOGFILTER_MESSAGES } from '../../src/logfilter/messages.js';
import { reportFilterProblems } from '../../src/logpush/rule-support.js';

export default defineRule({
  id: 'logpush/filter-syntax',
  type: 'problem',
  defaultSeverity: 'error',
  description: "A job's `filter` string is valid JSON; a syntax error is reported at its exact character inside the string.",
  messages: LOGFILTER_MESSAGES['filter-syntax'],
  fixable: true,
  hasSuggestions: true,
  defaultOptions: undefined,
  create(context) {
    return {
      logpushJob(job) {
        reportFilterProblems(context, job, 'filter-syntax');
      },
    };
  },
});
