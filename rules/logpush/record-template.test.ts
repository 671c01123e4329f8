import rule from './record-template.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

/** A raw API job in YAML with `lines` after its dataset and destination. */
const job = (lines: string, dataset = 'http_requests'): string => `dataset: ${dataset}\ndestination_conf: s3://logs-bucket/http?region=us-east-1\n${lines}`;

ruleTester(rule, {
  valid: [
    job('output_options:\n  field_names: [ClientIP, RayID]\n  record_template: \'{"ip":{{ .ClientIP }},"ray":{{ .RayID }}}\'\n'),
    job('output_options:\n  record_template: \'{{/* no fields */}}{{ "const" }}\'\n'),
    job('output_options:\n  record_template: \'{{ .ClientIP }}\'\n'),
  ],
  invalid: [
    {
      name: "a field not listed and a misspelled one, single-quoted",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\noutput_options:\n  field_names: [ClientIP, RayID]\n  record_template: '{\"ip\":{{ .ClientIP }},\"status\":{{ .EdgeResponseStatus }},\"ray\":{{ .RayId }}}'\n",
      errors: [{ messageId: 'fieldNotListed', line: 5, column: 56, endLine: 5, endColumn: 74, message: "renders it as `null`" }, { messageId: 'unknownFieldSuggestion', line: 5, column: 88, endLine: 5, endColumn: 93, message: "did you mean `RayID`?" }],
    },
    {
      name: "a pipeline, JSON with escapes",
      filename: 'job.json',
      code: "{\"dataset\": \"http_requests\", \"destination_conf\": \"s3://b/x?region=r\", \"output_options\": {\"field_names\": [\"ClientIP\"], \"record_template\": \"{\\\"ip\\\":{{ .ClientIP | printf \\\"%q\\\" }}}\"}}",
      errors: [{ messageId: 'unsupportedAction', line: 1, column: 147, endLine: 1, endColumn: 178, message: 'Unsupported template action; write a field such as `{{ .ClientIP }}`, a quoted string or a comment.' }],
    },
    {
      name: "a conditional, double-quoted",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\noutput_options:\n  record_template: \"{{ if .ClientIP }}{{ .ClientIP }}{{ end }}\\n\"\n",
      errors: [{ messageId: 'unsupportedAction', line: 4, column: 21, endLine: 4, endColumn: 39 }, { messageId: 'unsupportedAction', line: 4, column: 54, endLine: 4, endColumn: 63 }],
    },
    {
      name: "an action never closed, literal block",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\noutput_options:\n  record_template: |\n    {{ .ClientIP }}\n    {{ .ClientIP\n",
      errors: [{ messageId: 'unclosedAction', line: 6, column: 5, endLine: 6, endColumn: 7 }],
    },
  ],
});
