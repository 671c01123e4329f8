import rule from './output-options.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

/** A raw API job in YAML with `lines` after its dataset and destination. */
const job = (lines: string, dataset = 'http_requests'): string => `dataset: ${dataset}\ndestination_conf: s3://logs-bucket/http?region=us-east-1\n${lines}`;

ruleTester(rule, {
  valid: [
    job('output_options:\n  field_names: [ClientIP, EdgeResponseStatus, RayID]\n  sample_rate: 0.01\n  timestamp_format: rfc3339\n'),
    job('output_options:\n  sample_rate: 1\n'),
    job('output_options: null\n'),
    job('output_options:\n  field_names: [QueryName]\n', 'dns_logs'),
    // Deprecated fields are logpush/output-deprecated-field's.
    job('output_options:\n  field_names: [OriginResponseTime]\n'),
  ],
  invalid: [
    {
      name: 'ClientIP in an audit_logs job: the hint names http_requests',
      code: job('output_options:\n  field_names: [ActorEmail, ClientIP]\n', 'audit_logs'),
      errors: [{ messageId: 'otherDataset', line: 4, column: 29, endLine: 4, endColumn: 37, message: '`ClientIP` is a field of `http_requests`, not of `audit_logs`.' }],
    },
    {
      name: "sample_rate 0",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\noutput_options:\n  sample_rate: 0\n",
      errors: [{ messageId: 'sampleRate', line: 4, column: 16, endLine: 4, endColumn: 17, message: '`sample_rate` must be a fraction greater than 0 and at most 1, not 0.' }],
    },
    {
      name: "sample_rate over 1",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\noutput_options: {sample_rate: 1.5, timestamp_format: rfc3339}\n",
      errors: [{ messageId: 'sampleRate', line: 3, column: 31, endLine: 3, endColumn: 34 }],
    },
    {
      name: "field_names: misspelled, listed twice, removed, of another dataset",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\noutput_options:\n  field_names:\n    - ClientIP\n    - ClientIp\n    - ClientIP\n    - WAFRuleID\n    - Datetime\n",
      errors: [{ messageId: 'unknownFieldSuggestion', line: 6, column: 7, endLine: 6, endColumn: 15, message: "did you mean `ClientIP`?" }, { messageId: 'duplicateField', line: 7, column: 7, endLine: 7, endColumn: 15 }, { messageId: 'removedField', line: 8, column: 7, endLine: 8, endColumn: 16 }, { messageId: 'otherDataset', line: 9, column: 7, endLine: 9, endColumn: 15 }],
    },
    {
      name: "JSON",
      filename: 'job.json',
      code: "{\"dataset\": \"firewall_events\", \"destination_conf\": \"s3://b/x?region=r\", \"output_options\": {\"field_names\": [\"Datetime\", \"Actoin\"]}}",
      errors: [{ messageId: 'unknownFieldSuggestion', line: 1, column: 120, endLine: 1, endColumn: 128, message: "did you mean `Action`?" }],
    },
  ],
});
