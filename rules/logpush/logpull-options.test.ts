import rule from './logpull-options.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

/** A raw API job in YAML with `lines` after its dataset and destination. */
const job = (lines: string, dataset = 'http_requests'): string => `dataset: ${dataset}\ndestination_conf: s3://logs-bucket/http?region=us-east-1\n${lines}`;

ruleTester(rule, {
  valid: [
    job('logpull_options: fields=ClientRequestHost,EdgeResponseStatus&timestamps=rfc3339\n'),
    job('logpull_options: fields=RayID,ClientIP&timestamps=unixnano&sample=0.1&CVE-2021-44228=true\n'),
    job('logpull_options: fields=Action,ClientIP,Datetime,Source,Metadata\n', 'firewall_events'),
    job("logpull_options: ''\n"),
    job('logpull_options: fields=QueryName,ResponseCode\n', 'dns_logs'),
    job('logpull_options: fields=OriginResponseTime\n'),
  ],
  invalid: [
    {
      name: "misspelled field, plain scalar",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nlogpull_options: fields=ClientRequestHots,EdgeResponseStatus&timestamps=rfc3339\n",
      errors: [{ messageId: 'unknownFieldSuggestion', line: 3, column: 25, endLine: 3, endColumn: 42, message: "did you mean `ClientRequestHost`?" }],
    },
    {
      name: "bad timestamps and sample, single-quoted",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nlogpull_options: 'fields=ClientIP,RayID&timestamps=rfc3399&sample=2'\n",
      errors: [{ messageId: 'badTimestampsSuggestion', line: 3, column: 52, endLine: 3, endColumn: 59, message: "did you mean `rfc3339`?" }, { messageId: 'badSample', line: 3, column: 67, endLine: 3, endColumn: 68, message: '`sample` must be a fraction greater than 0 and at most 1, not `2`.' }],
    },
    {
      name: "leading ? and an empty option, double-quoted: fixed",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nlogpull_options: \"?fields=ClientIP&&timestamps=unix\"\n",
      errors: [{ messageId: 'leadingQuestionMark', line: 3, column: 19, endLine: 3, endColumn: 20 }, { messageId: 'emptyOption', line: 3, column: 35, endLine: 3, endColumn: 36 }],
      output: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nlogpull_options: \"fields=ClientIP&timestamps=unix\"\n",
    },
    {
      name: "a space in the field list: fixed",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nlogpull_options: fields=ClientIP, RayID\n",
      errors: [{ messageId: 'fieldWhitespace', line: 3, column: 34, endLine: 3, endColumn: 40, message: 'Spaces around `RayID`; separate the names in `fields` with `,` alone.' }],
      output: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nlogpull_options: fields=ClientIP,RayID\n",
    },
    {
      name: "misspelled option and a duplicate",
      code: "dataset: http_requests\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nlogpull_options: field=ClientIP&timestamps=rfc3339&timestamps=unix\n",
      errors: [{ messageId: 'unknownOptionSuggestion', line: 3, column: 18, endLine: 3, endColumn: 23, message: "did you mean `fields`?" }, { messageId: 'duplicateOption', line: 3, column: 52, endLine: 3, endColumn: 62 }],
    },
    {
      name: "an http_requests field in a firewall_events job",
      code: "dataset: firewall_events\ndestination_conf: s3://logs-bucket/http?region=us-east-1\nlogpull_options: fields=Action,ClientIP,WAFAttackScore\n",
      errors: [{ messageId: 'otherDataset', line: 3, column: 41, endLine: 3, endColumn: 55, message: '`WAFAttackScore` is a field of `http_requests`, not of `firewall_events`.' }],
    },
    {
      name: "removed field and a bad flag, JSON",
      filename: 'job.json',
      code: "{\n  \"dataset\": \"http_requests\",\n  \"destination_conf\": \"s3://logs-bucket/http?region=us-east-1\",\n  \"logpull_options\": \"fields=ClientIP,WAFAction&CVE-2021-44228=yes\"\n}\n",
      errors: [{ messageId: 'removedField', line: 4, column: 39, endLine: 4, endColumn: 48, message: "use `SecurityAction`" }, { messageId: 'badBoolean', line: 4, column: 64, endLine: 4, endColumn: 67 }],
    },
    {
      name: "a manifest job",
      code: "zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: example.com\n    logpush_jobs:\n      - name: edge-logs\n        dataset: http_requests\n        logpull_options: fields=ClientIP,EdgeStartTimestamp&timestamp=rfc3339\n        destination_conf: s3://logs-bucket/http?region=us-east-1\n",
      errors: [{ messageId: 'unknownOptionSuggestion', line: 7, column: 61, endLine: 7, endColumn: 70 }],
    },
  ],
});
