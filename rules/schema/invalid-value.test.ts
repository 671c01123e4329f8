import rule from './invalid-value.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    'zones:\n  - id: z\n    owasp: { paranoia_level: PL2, score_threshold: 45, action: managed_challenge }\n',
    'phase: http_request_firewall_custom\nrules:\n  - action: skip\n    expression: "true"\n    action_parameters: { ruleset: current, products: [waf, rateLimit] }\n',
    {
      name: 'an Instant Logs reply with its kind',
      filename: 'instant.json',
      code: '{"success": true, "errors": [], "messages": [], "result": {"id": 7, "fields": "ClientIP", "sample": 100, "filter": "", "destination_conf": "wss://logs.cloudflare.com/instant-logs/ws/sessions/1", "kind": "instant-logs"}}',
    },
    { name: 'RFC 3339 timestamps with milliseconds and nanoseconds', code: 'dataset: http_requests\ndestination_conf: s3://b/x?region=r\noutput_options: { timestamp_format: rfc3339ms }\n' },
    { name: 'RFC 3339 timestamps with nanoseconds, JSON', filename: 'job.json', code: '{"dataset": "http_requests", "destination_conf": "s3://b/x?region=r", "output_options": {"timestamp_format": "rfc3339ns"}}' },
  ],
  invalid: [
    {
      name: 'the Terraform v4 kind instant-logs, which the API does not take: the empty kind shown as ""',
      filename: 'logpush.tf',
      code: 'resource "cloudflare_logpush_job" "j" {\n  zone_id          = "023e105f4ecef8ad9ca31a8372d0c353"\n  dataset          = "http_requests"\n  destination_conf = "https://logs.example.com"\n  kind             = "instant-logs"\n}\n',
      errors: [{ messageId: 'problem', line: 5, column: 22, endLine: 5, endColumn: 36, message: '`kind` must be one of `""` or `edge`, not the string "instant-logs".' }],
    },
    {
      name: 'a timestamp format the API does not have',
      code: 'dataset: http_requests\ndestination_conf: s3://b/x?region=r\noutput_options: { timestamp_format: rfc3339us }\n',
      errors: [{ messageId: 'problem', line: 3, column: 37, endLine: 3, endColumn: 46, message: '`timestamp_format` cannot be the string "rfc3339us"; did you mean `rfc3339ms`?' }],
    },
    {
      code: 'zones:\n  - id: z\n    owasp:\n      paranoia_level: PL5\n      score_threshold: meduim\n      action: challange\n',
      errors: [
        { messageId: 'problem', line: 4, column: 23, endLine: 4, endColumn: 26, message: '`paranoia_level` must be one of `PL1`, `PL2`, `PL3` or `PL4`' },
        { messageId: 'problem', line: 5, column: 24, endLine: 5, endColumn: 30, message: 'must be `low`, `medium` or `high` or an integer' },
        { messageId: 'problem', line: 6, column: 15, endLine: 6, endColumn: 24, message: 'did you mean `challenge`?' },
      ],
    },
    {
      code: 'phase: http_request_dynamic_redirect\nrules:\n  - action: redirect\n    expression: "true"\n    action_parameters:\n      from_value:\n        target_url: { value: "https://a.example" }\n        status_code: 304\n',
      errors: [{ messageId: 'problem', line: 8, column: 22, endLine: 8, endColumn: 25, message: 'one of 301, 302, 303, 307 or 308, not the number 304' }],
    },
    {
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: skip\n    expression: "true"\n    action_parameters:\n      ruleset: all\n      products: [waf, ratelimit]\n',
      errors: [
        { messageId: 'problem', line: 6, column: 16, endLine: 6, endColumn: 19, message: '`ruleset` must be `current`' },
        { messageId: 'problem', line: 7, column: 23, endLine: 7, endColumn: 32, message: 'did you mean `rateLimit`?' },
      ],
    },
  ],
});
