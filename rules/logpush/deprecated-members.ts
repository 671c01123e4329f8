import { defineRule } from '../../src/engine/rule.js';
import { formatForPath } from '../../src/load/source-file.js';
import { isObject } from '../../src/model/build.js';
import { logpullOptionsOf } from '../../src/logpush/rule-support.js';

/** Longest `output_options` a message quotes; the suggestion carries the whole value. */
const QUOTED_MAX = 240;

export default defineRule({
  id: 'logpush/deprecated-members',
  type: 'suggestion',
  defaultSeverity: 'warn',
  description: 'A job uses no deprecated members: `logpull_options` is replaced by `output_options`, `frequency` by the `max_upload_*` batch caps.',
  messages: {
    logpullOptions: '`logpull_options` is deprecated: write the same options as `output_options: {{outputOptions}}`',
    logpullOptionsUnconverted:
      '`logpull_options` is deprecated: write the options as `output_options` (`fields` → `field_names`, `timestamps` → `timestamp_format`, `sample` → `sample_rate`)',
    logpullOptionsIgnored: '`logpull_options` is deprecated and ignored here: the job has `output_options`, which take precedence; remove `logpull_options`',
    frequency: '`frequency` is deprecated: batches are sized with `max_upload_bytes`, `max_upload_records` and `max_upload_interval_seconds`',
  },
  hasSuggestions: true,
  defaultOptions: undefined,
  create(context) {
    // The suggestion replaces the member's value with `null` and adds `output_options` after it. JSON
    // needs no indentation for that; in a YAML block mapping the new member would need the mapping's
    // indentation, which a rule cannot see, so YAML gets the replacement in the message only.
    const json = formatForPath(context.filePath) === 'json';
    return {
      logpushJob(job) {
        const logpull = logpullOptionsOf(context, job);
        if (logpull && logpull.text !== '') {
          const at = { path: logpull.path, target: 'key' as const };
          if (isObject(job.value['output_options'])) {
            context.report({ ...at, messageId: 'logpullOptionsIgnored', ...(json ? { suggest: [{ desc: 'Set `logpull_options` to null', fix: { replaceNode: 'null' } }] } : {}) });
          } else if (logpull.analysis.complete && logpull.analysis.problems.length === 0) {
            const converted = JSON.stringify(logpull.analysis.outputOptions);
            const shown = converted.length > QUOTED_MAX ? `${converted.slice(0, QUOTED_MAX)}…` : converted;
            const suggest = json ? [{ desc: `Replace with \`output_options\``, fix: { replaceNode: `null, "output_options": ${converted}` } }] : undefined;
            context.report({ ...at, messageId: 'logpullOptions', data: { outputOptions: shown }, ...(suggest ? { suggest } : {}) });
          } else {
            context.report({ ...at, messageId: 'logpullOptionsUnconverted' });
          }
        }
        const frequency = job.value['frequency'];
        if (frequency !== undefined && frequency !== null) context.report({ path: [...job.path, 'frequency'], target: 'key', messageId: 'frequency' });
      },
    };
  },
});
