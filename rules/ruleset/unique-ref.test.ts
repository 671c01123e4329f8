import rule from './unique-ref.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    'phase: magic_transit\nrules:\n  - { action: skip, expression: "true", ref: a }\n  - { action: block, expression: "true", ref: b }\n',
    'phase: magic_transit\nrules:\n  - { action: skip, expression: "true" }\n  - { action: block, expression: "true" }\n',
    // The same ref in two different rulesets is fine.
    'zones:\n  - id: z\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules: [{ action: block, expression: "true", ref: a }]\n      - phase: http_ratelimit\n        rules: [{ action: block, expression: "true", ref: a }]\n',
  ],
  invalid: [
    {
      code: 'phase: magic_transit\nrules:\n  - action: skip\n    expression: "true"\n    ref: allow-office\n  - action: block\n    expression: "true"\n    ref: allow-office\n',
      errors: [{ messageId: 'duplicate', line: 8, column: 10, endLine: 8, endColumn: 22, message: 'rule 1 of this ruleset has it too' }],
    },
    {
      name: 'duplicate ids in an exported ruleset',
      filename: 'r.json',
      code: '{"phase": "magic_transit", "rules": [\n {"id": "aaaa", "action": "skip", "expression": "true"},\n {"id": "aaaa", "action": "block", "expression": "true"},\n {"id": "aaaa", "action": "block", "expression": "true"}\n]}',
      errors: [
        { messageId: 'duplicate', line: 3, column: 9, endLine: 3, endColumn: 15 },
        { messageId: 'duplicate', line: 4, column: 9, endLine: 4, endColumn: 15 },
      ],
    },
  ],
});
