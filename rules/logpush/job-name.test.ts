import rule from './job-name.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

/** A raw API job in YAML with `lines` after its dataset and destination. */
const job = (lines: string, dataset = 'http_requests'): string => `dataset: ${dataset}\ndestination_conf: s3://logs-bucket/http?region=us-east-1\n${lines}`;

ruleTester(rule, {
  valid: [
    job('name: blocked-requests\n'),
    job('name: logs.example.com-v2\n'),
    job('name: null\n'),
    job("name: ''\n"),
    job('name: ' + 'a'.repeat(512) + '\n'),
  ],
  invalid: [
    {
      name: "an underscore",
      code: "zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: example.com\n    logpush_jobs:\n      - name: blocked_requests\n        dataset: http_requests\n        destination_conf: s3://logs-bucket/http?region=us-east-1\n",
      errors: [{ messageId: 'badCharacter', line: 5, column: 22, endLine: 5, endColumn: 23, message: 'Job names use letters, digits, `-` and `.` only, not `_`.' }],
    },
    {
      name: "a space, JSON",
      filename: 'job.json',
      code: "{\"name\": \"waf events\", \"dataset\": \"firewall_events\", \"destination_conf\": \"s3://b/x?region=r\"}",
      errors: [{ messageId: 'badCharacter', line: 1, column: 14, endLine: 1, endColumn: 15, message: 'Job names use letters, digits, `-` and `.` only, not a space.' }],
    },
    {
      name: "a non-ASCII letter",
      code: "name: 'zürich-logs'\ndataset: http_requests\ndestination_conf: s3://b/x?region=r\n",
      errors: [{ messageId: 'badCharacter', line: 1, column: 9, endLine: 1, endColumn: 10, message: 'Job names use letters, digits, `-` and `.` only, not `ü`.' }],
    },
    {
      name: "513 characters: from the 513th",
      code: "name: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\ndataset: http_requests\ndestination_conf: s3://b/x?region=r\n",
      errors: [{ messageId: 'tooLong', line: 1, column: 519, endLine: 1, endColumn: 520, message: 'The job name is 513 characters long, more than the limit of 512.' }],
    },
  ],
});
