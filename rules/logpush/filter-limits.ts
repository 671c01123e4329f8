import { defineRule } from '../../src/engine/rule.js';
import { FILTER_LIMITS } from '../../src/data/logpush-limits.js';
import { checkFilterLimits } from '../../src/logfilter/filter-limits.js';
import { LOGFILTER_MESSAGES } from '../../src/logfilter/messages.js';
import { filterOf, reportValueProblems } from '../../src/logpush/rule-support.js';

export interface FilterLimitsOptions {
  /** Most conditions a filter may hold (spec 8: approximately 30). */
  readonly maxOperators: number;
  /** Most UTF-8 bytes the filter string may have (spec 8: approximately 1000). */
  readonly maxBytes: number;
}

export default defineRule<FilterLimitsOptions>({
  id: 'logpush/filter-limits',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A filter stays within the API\'s limits (spec 8): at most 30 operators (one per condition) and 1000 bytes (UTF-8 length of the filter string); both are options.',
  messages: LOGFILTER_MESSAGES['filter-limits'],
  schema: {
    type: 'object',
    properties: {
      maxOperators: { type: 'integer', minimum: 1, description: 'Most conditions `{key, operator, value}` a filter may hold; `and`/`or` are not counted.' },
      maxBytes: { type: 'integer', minimum: 1, description: 'Most bytes (UTF-8) the filter string may have, as the job member holds it.' },
    },
    additionalProperties: false,
  },
  defaultOptions: { maxOperators: FILTER_LIMITS.maxOperators, maxBytes: FILTER_LIMITS.maxBytes },
  create(context) {
    const limits = { maxOperators: context.options.maxOperators, maxBytes: context.options.maxBytes };
    return {
      logpushJob(job) {
        const filter = filterOf(context, job);
        if (!filter) return;
        reportValueProblems(context, filter.path, checkFilterLimits(filter.text, filter.analysis.measurements, limits), 'filter-limits');
      },
    };
  },
});
