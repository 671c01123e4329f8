import { defineRule } from '../../src/engine/rule.js';
import { formatForPath } from '../../src/load/source-file.js';
import { escapeDoubleQuoted } from '../../src/load/source-edit.js';
import { LOGFILTER_MESSAGES } from '../../src/logfilter/messages.js';
import { notStringFilter } from '../../src/logfilter/serialize-filter.js';
import { isObject } from '../../src/model/build.js';

/** YAML's printable characters (1.2 §5.1) minus line breaks: what a single-quoted scalar can hold as written. */
const SINGLE_QUOTABLE = /^[\t\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]*$/u;

/**
 * The filter string written as a YAML or JSON scalar: a JSON string in JSON
 * files; in YAML a single-quoted scalar (no escaping of the JSON's `"`), or a
 * double-quoted one when the text holds characters YAML must escape.
 */
function scalarSource(text: string, json: boolean): string {
  if (json) return JSON.stringify(text);
  if (SINGLE_QUOTABLE.test(text)) return `'${text.replace(/'/g, "''")}'`;
  return `"${escapeDoubleQuoted(text)}"`;
}

export default defineRule({
  id: 'logpush/filter-not-string',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A job\'s `filter` is a string holding JSON (spec 2.8), not a YAML or JSON mapping; the fix writes the mapping as that string.',
  messages: LOGFILTER_MESSAGES['filter-not-string'],
  fixable: true,
  defaultOptions: undefined,
  create(context) {
    const json = formatForPath(context.filePath) === 'json';
    return {
      logpushJob(job) {
        const filter = job.value['filter'];
        // `null` (like an absent member or `""`) means "no filter": job replies may echo an unset filter that way.
        if (filter === null || filter === undefined) return;
        const report = notStringFilter(filter);
        if (!report) return;
        // Only a mapping is a filter written in the wrong form; for a list or a number there is no string to write.
        const fix = isObject(filter) && report.replacement !== undefined ? { fix: { replaceNode: scalarSource(report.replacement, json) } } : {};
        context.report({ path: [...job.path, 'filter'], messageId: report.messageId, data: report.data, ...fix });
      },
    };
  },
});
