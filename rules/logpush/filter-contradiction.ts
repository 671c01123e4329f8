import { defineRule } from '../../src/engine/rule.js';
import { LOGFILTER_MESSAGES } from '../../src/logfilter/messages.js';
import { reportFilterProblems } from '../../src/logpush/rule-support.js';

export default defineRule({
  id: 'logpush/filter-contradiction',
  type: 'problem',
  defaultSeverity: 'warn',
  description: 'Conditions under one `and` can be true together.',
  messages: LOGFILTER_MESSAGES['filter-contradiction'],
  defaultOptions: undefined,
  create(context) {
    return {
      logpushJob(job) {
        reportFilterProblems(context, job, 'filter-contradiction');
      },
    };
  },
});
