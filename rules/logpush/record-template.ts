import { defineRule } from '../../src/engine/rule.js';
import { LOGPUSH_MESSAGES } from '../../src/logpush/messages.js';
import { recordTemplateOf, reportValueProblems } from '../../src/logpush/rule-support.js';

export default defineRule({
  id: 'logpush/record-template',
  type: 'problem',
  defaultSeverity: 'error',
  description: '`output_options.record_template` uses only text, `{{ .Field }}`, quoted strings and comments, and names fields of the dataset that `field_names` lists (others render `null`).',
  messages: LOGPUSH_MESSAGES['record-template'],
  hasSuggestions: true,
  defaultOptions: undefined,
  create(context) {
    return {
      logpushJob(job) {
        const template = recordTemplateOf(context, job);
        if (template) reportValueProblems(context, template.path, template.analysis.problems, 'record-template');
      },
    };
  },
});
