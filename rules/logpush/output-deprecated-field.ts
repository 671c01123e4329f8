import { defineRule } from '../../src/engine/rule.js';
import { isObject } from '../../src/model/build.js';
import { LOGPUSH_MESSAGES } from '../../src/logpush/messages.js';
import { checkOutputField } from '../../src/logpush/output-fields.js';
import { logpullOptionsOf, recordTemplateOf, reportValueProblems } from '../../src/logpush/rule-support.js';

const CODE = 'output-deprecated-field';

export default defineRule({
  id: 'logpush/output-deprecated-field',
  type: 'suggestion',
  defaultSeverity: 'warn',
  description: 'The fields a job outputs (`output_options.field_names` and `record_template`, `fields` of `logpull_options`) are not ones the dataset marks deprecated.',
  messages: LOGPUSH_MESSAGES[CODE],
  hasSuggestions: true,
  defaultOptions: undefined,
  create(context) {
    return {
      logpushJob(job) {
        const logpull = logpullOptionsOf(context, job);
        if (logpull) reportValueProblems(context, logpull.path, logpull.analysis.problems, CODE);
        const options = job.value['output_options'];
        const names = isObject(options) ? options['field_names'] : undefined;
        if (Array.isArray(names)) {
          names.forEach((name: unknown, index) => {
            if (typeof name !== 'string') return;
            const verdict = checkOutputField(name, job.dataset);
            if (verdict?.kind !== 'deprecated') return;
            const suggest = verdict.replacement ? [{ desc: `Use \`${verdict.replacement}\``, fix: { start: 0, end: name.length, text: verdict.replacement } }] : undefined;
            context.report({ path: [...job.path, 'output_options', 'field_names', index], messageId: verdict.messageId, data: verdict.data, ...(suggest ? { suggest } : {}) });
          });
        }
        const template = recordTemplateOf(context, job);
        if (template) reportValueProblems(context, template.path, template.analysis.problems, CODE);
      },
    };
  },
});
