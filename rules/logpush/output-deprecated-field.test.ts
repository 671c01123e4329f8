import rule from './output-deprecated-field.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

/** A raw API job in YAML with `lines` after its dataset and destination. */
const job = (lines: string, dataset = 'http_requests'): string => `dataset: ${dataset}\ndestination_conf: s3://logs-bucket/http?region=us-east-1\n${lines}`;

ruleTester(rule, {
  valid: [
    job('logpull_options: fields=ClientIP,RayID\n'),
    job('output_options:\n  field_names: [AISecurityTokenCount, Datetime]\n  record_template: \'{{ .AISecurityTokenCount }}\'\n', 'firewall_events'),
    job('output_options:\n  field_names: [Temperature]\n'),
  ],
  invalid: [
    {
      name: "in logpull_options",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nlogpull_options: fields=ClientIP,OriginResponseBytes&timestamps=rfc3339\n",
      errors: [{ messageId: 'deprecated', line: 3, column: 34, endLine: 3, endColumn: 53, message: "`OriginResponseBytes` is deprecated in `http_requests`" }],
    },
    {
      name: "in output_options.field_names",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\noutput_options:\n  field_names: [ClientIP, CacheResponseStatus, RayID]\n",
      errors: [{ messageId: 'deprecated', line: 4, column: 27, endLine: 4, endColumn: 46 }],
    },
    {
      name: "with its replacement, in field_names and record_template",
      code: "dataset: firewall_events\ndestination_conf: s3://logs-bucket/http?region=us-east-1\noutput_options:\n  field_names: [Datetime, FirewallForAITokenCount]\n  record_template: '{{ .FirewallForAITokenCount }}'\n",
      errors: [{ messageId: 'deprecatedWithReplacement', line: 4, column: 27, endLine: 4, endColumn: 50, message: "use `AISecurityTokenCount`" }, { messageId: 'deprecatedWithReplacement', line: 5, column: 25, endLine: 5, endColumn: 48 }],
    },
    {
      name: "JSON",
      filename: 'job.json',
      code: "{\"dataset\": \"http_requests\", \"destination_conf\": \"s3://b/x?region=r\", \"output_options\": {\"field_names\": [\"WAFFlags\"]}}",
      errors: [{ messageId: 'deprecated', line: 1, column: 106, endLine: 1, endColumn: 116 }],
    },
  ],
});
