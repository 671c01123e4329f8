import { defineRule } from '../../src/engine/rule.js';
import { LOGFILTER_MESSAGES } from '../../src/logfilter/messages.js';
import { reportFilterProblems } from '../../src/logpush/rule-support.js';

export default defineRule({
  id: 'logpush/filter-structure',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A filter is `{"where": node}`, where a node is exactly one of `and`, `or` (non-empty arrays of nodes) or a condition `{"key", "operator", "value"}`.',
  messages: LOGFILTER_MESSAGES['filter-structure'],
  fixable: true,
  hasSuggestions: true,
  defaultOptions: undefined,
  create(context) {
    return {
      logpushJob(job) {
        reportFilterProblems(context, job, 'filter-structure');
      },
    };
  },
});
