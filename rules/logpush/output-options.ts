import { defineRule } from '../../src/engine/rule.js';
import { SAMPLE_RATE } from '../../src/data/logpush-limits.js';
import { isObject } from '../../src/model/build.js';
import { LOGPUSH_MESSAGES } from '../../src/logpush/messages.js';
import { checkOutputField } from '../../src/logpush/output-fields.js';

export default defineRule({
  id: 'logpush/output-options',
  type: 'problem',
  defaultSeverity: 'error',
  description: '`output_options` values are valid: `sample_rate` is in (0, 1], and `field_names` lists fields of the job\'s dataset, each once.',
  messages: LOGPUSH_MESSAGES['output-options'],
  hasSuggestions: true,
  defaultOptions: undefined,
  create(context) {
    return {
      logpushJob(job) {
        const options = job.value['output_options'];
        if (!isObject(options)) return;
        const path = [...job.path, 'output_options'];
        const rate = options['sample_rate'];
        if (typeof rate === 'number' && !(rate > SAMPLE_RATE.exclusiveMin && rate <= SAMPLE_RATE.max)) {
          context.report({ path: [...path, 'sample_rate'], messageId: 'sampleRate', data: { value: String(rate) } });
        }
        const names = options['field_names'];
        if (!Array.isArray(names)) return;
        const seen = new Set<string>();
        names.forEach((name: unknown, index) => {
          if (typeof name !== 'string') return; // the schema reports it
          const at = [...path, 'field_names', index];
          if (seen.has(name)) {
            context.report({ path: at, messageId: 'duplicateField', data: { field: name } });
            return;
          }
          seen.add(name);
          const verdict = checkOutputField(name, job.dataset);
          if (verdict?.kind !== 'unknown') return; // deprecated fields are `logpush/output-deprecated-field`'s
          const suggest = verdict.replacement ? [{ desc: `Use \`${verdict.replacement}\``, fix: { start: 0, end: name.length, text: verdict.replacement } }] : undefined;
          context.report({ path: at, messageId: verdict.messageId, data: verdict.data, ...(suggest ? { suggest } : {}) });
        });
      },
    };
  },
});
