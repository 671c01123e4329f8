import rule from './one-entry-point-per-phase.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    'zones:\n  - id: z\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules: []\n      - phase: http_ratelimit\n        rules: []\n',
    // Two zones may each have an entry point for the same phase.
    'zones:\n  - id: z1\n    rulesets: [{ phase: http_request_firewall_custom, rules: [] }]\n  - id: z2\n    rulesets: [{ phase: http_request_firewall_custom, rules: [] }]\n',
    // Custom rulesets are not entry points.
    'account:\n  id: a\n  rulesets:\n    - { name: a, kind: custom, phase: http_request_firewall_custom, rules: [] }\n    - { name: b, kind: custom, phase: http_request_firewall_custom, rules: [] }\n    - { name: c, kind: root, phase: http_request_firewall_custom, rules: [] }\n',
  ],
  invalid: [
    {
      code: 'zones:\n  - id: z\n    name: example.com\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules: []\n      - phase: http_request_firewall_custom\n        rules: []\n',
      errors: [{ messageId: 'duplicate', line: 7, column: 16, endLine: 7, endColumn: 44, message: 'Second `http_request_firewall_custom` entry point of zone example.com; merge it into ruleset 1.' }],
    },
    {
      code: 'account:\n  id: a\n  rulesets:\n    - { name: a, kind: root, phase: magic_transit, rules: [] }\n    - { name: b, kind: root, phase: magic_transit, rules: [] }\n',
      errors: [{ messageId: 'duplicate', line: 5, column: 37, endLine: 5, endColumn: 50, message: 'entry point of the account' }],
    },
  ],
});
