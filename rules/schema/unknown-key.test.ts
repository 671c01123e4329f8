import rule from './unknown-key.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    'phase: magic_transit\nrules:\n  - action: block\n    expression: "true"\n    description: d\n    enabled: false\n    ref: r\n',
    'zones:\n  - id: z\n    name: example.com\n    owasp: { paranoia_level: PL2 }\n',
    '{"success": true, "errors": [], "messages": [], "result": {"always": true}}',
    // Headers are names chosen by the user, not schema keys.
    'phase: http_request_late_transform\nrules:\n  - action: rewrite\n    expression: "true"\n    action_parameters:\n      headers:\n        X-Anything: { operation: remove }\n',
    { name: 'an Instant Logs job with its kind, JSON', filename: 'instant.json', code: '{"fields": "ClientIP,RayID", "sample": 100, "filter": "", "kind": "instant-logs"}' },
    { name: 'the DDoS attack traffic exclusion of a log push job (2026-09)', code: 'dataset: http_requests\nfilter_attack_traffic: true\ndestination_conf: s3://b/x?region=r\n' },
  ],
  invalid: [
    {
      name: 'a key of 300 characters, quoted cut to a headline',
      code: `phase: magic_transit\nrules:\n  - action: block\n    ${'k'.repeat(300)}: "true"\n`,
      errors: [{ messageId: 'problem', line: 4, column: 5, endLine: 4, endColumn: 305, message: `Unexpected key \`${'k'.repeat(59)}…\` in rule.` }],
    },
    {
      code: 'phase: magic_transit\nrules:\n  - action: block\n    expresion: "true"\n',
      errors: [{ messageId: 'problem', line: 4, column: 5, endLine: 4, endColumn: 14, message: 'Unexpected key `expresion` in rule; did you mean `expression`?' }],
    },
    {
      code: 'zones:\n  - id: z\n    rulesets:\n      - phase: http_request_firewall_managed\n        rules:\n          - action: execute\n            expression: "true"\n            action_parameters:\n              id: x\n              overides: {}\n',
      errors: [{ messageId: 'problem', line: 10, column: 15, endLine: 10, endColumn: 23, message: 'in action_parameters of `execute`; did you mean `overrides`?' }],
    },
    {
      name: 'a parameter of another action (API: invalid JSON: unknown field "id")',
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: "true"\n    action_parameters:\n      id: 4814384a9e5d4991b9815dcfc25d2f1f\n',
      errors: [{ messageId: 'problem', line: 6, column: 7, endLine: 6, endColumn: 9, message: 'Unexpected key `id` in action_parameters of `block`.' }],
    },
    {
      code: 'acount:\n  id: a\nzones: []\n',
      errors: [{ messageId: 'problem', line: 1, column: 1, endLine: 1, endColumn: 7, message: 'did you mean `account`?' }],
    },
    {
      filename: 'job.json',
      code: '{"dataset": "http_requests", "destination_conf": "s3://b?region=us-east-1", "fitler": ""}',
      errors: [{ messageId: 'problem', line: 1, column: 77, endLine: 1, endColumn: 85, message: 'Unexpected key `fitler` in log push job; did you mean `filter`?' }],
    },
  ],
});
