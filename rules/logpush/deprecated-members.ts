import { defineRule } from '../../src/engine/rule.js';
import { isObject } from '../../src/model/build.js';
import { logpullOptionsOf } from '../../src/logpush/rule-support.js';

export default defineRule({
  id: 'logpush/deprecated-members',
  type: 'suggestion',
  defaultSeverity: 'warn',
  description: 'A job uses no deprecated members: `logpull_options` is replaced by `output_options`, `frequency` by the `max_upload_*` batch caps.',
  messages: {
    logpullOptions: '`logpull_options` is deprecated; write the options as `output_options`.',
    logpullOptionsUnconverted:
      '`logpull_options` is deprecated; convert it to `output_options` by hand.',
    logpullOptionsIgnored: '`logpull_options` is deprecated and ignored next to `output_options`; remove it.',
    frequency: '`frequency` is deprecated; size batches with the `max_upload_*` members.',
  },
  hasSuggestions: true,
  defaultOptions: undefined,
  create(context) {
    return {
      logpushJob(job) {
        const logpull = logpullOptionsOf(context, job);
        // The validate/origin endpoint validates `logpull_options` itself: there it is the subject, not a leftover.
        if (logpull && logpull.text !== '' && job.body !== 'validate_origin') {
          const at = { path: logpull.path, target: 'key' as const };
          if (isObject(job.value['output_options'])) {
            context.report({ ...at, messageId: 'logpullOptionsIgnored', suggest: [{ desc: 'Set `logpull_options` to null', fix: { replaceValue: null } }] });
          } else if (logpull.analysis.complete && logpull.analysis.problems.length === 0) {
            const outputOptions = logpull.analysis.outputOptions;
            context.report({
              ...at,
              messageId: 'logpullOptions',
              suggest: [{ desc: `Replace with \`output_options: ${JSON.stringify(outputOptions)}\``, fix: { replaceMember: logpull.path, key: 'output_options', value: outputOptions } }],
            });
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
