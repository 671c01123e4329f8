import { defineRule } from '../../src/engine/rule.js';
import { LOGFILTER_MESSAGES } from '../../src/logfilter/messages.js';
import { reportFilterProblems } from '../../src/logpush/rule-support.js';

export default defineRule({
  id: 'logpush/filter-value-type',
  type: 'problem',
  defaultSeverity: 'error',
  description: "`in`/`!in` take a JSON array, every other operator a scalar written as a string, and the value reads as the field's type.",
  messages: LOGFILTER_MESSAGES['filter-value-type'],
  fixable: true,
  hasSuggestions: true,
  defaultOptions: undefined,
  create(context) {
    return {
      logpushJob(job) {
        reportFilterProblems(context, job, 'filter-value-type');
      },
    };
  },
});
