import { defineRule } from '../../src/engine/rule.js';
import { LOGFILTER_MESSAGES } from '../../src/logfilter/messages.js';
import { reportFilterProblems } from '../../src/logpush/rule-support.js';

export default defineRule({
  id: 'logpush/filter-unfilterable-field',
  type: 'problem',
  defaultSeverity: 'error',
  description: "Conditions do not use fields that cannot be filtered (object fields and the dataset's exclusion list).",
  messages: LOGFILTER_MESSAGES['filter-unfilterable-field'],
  defaultOptions: undefined,
  create(context) {
    return {
      logpushJob(job) {
        reportFilterProblems(context, job, 'filter-unfilterable-field');
      },
    };
  },
});
