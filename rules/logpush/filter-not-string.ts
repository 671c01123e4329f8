import { defineRule } from '../../src/engine/rule.js';
import { LOGFILTER_MESSAGES } from '../../src/logfilter/messages.js';
import { notStringFilter } from '../../src/logfilter/serialize-filter.js';
import { isObject } from '../../src/model/build.js';

export default defineRule({
  id: 'logpush/filter-not-string',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A job\'s `filter` is a string holding JSON (spec 2.8), not a YAML or JSON mapping; the fix writes the mapping as that string.',
  messages: LOGFILTER_MESSAGES['filter-not-string'],
  fixable: true,
  defaultOptions: undefined,
  create(context) {
    return {
      logpushJob(job) {
        const filter = job.value['filter'];
        // `null` (like an absent member or `""`) means "no filter": job replies may echo an unset filter that way.
        if (filter === null || filter === undefined) return;
        const report = notStringFilter(filter);
        if (!report) return;
        // Only a mapping is a filter written in the wrong form; for a list or a number there is no string to write.
        const fix = isObject(filter) && report.replacement !== undefined ? { fix: { replaceValue: report.replacement } } : {};
        context.report({ path: [...job.path, 'filter'], messageId: report.messageId, data: report.data, ...fix });
      },
    };
  },
});
