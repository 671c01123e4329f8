import rule from './missing-required.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    'phase: magic_transit\nrules:\n  - action: block\n    expression: "true"\n',
    'account:\n  id: a\n  rulesets:\n    - { name: n, kind: root, phase: magic_transit, rules: [] }\n',
    'zones:\n  - id: z\n    esc:\n      behaviours:\n        - use_case: rewrite_sni\n          sni: origin.example.net\n',
  ],
  invalid: [
    {
      code: 'phase: magic_transit\nrules:\n  - expression: "true"\n',
      errors: [{ messageId: 'problem', line: 3, column: 5, endLine: 3, endColumn: 23, message: 'Missing required key `action` in rule.' }],
    },
    {
      name: 'an account and its ruleset (spec 4.2 create body: name, kind, phase)',
      code: 'account:\n  rulesets:\n    - phase: magic_transit\n      rules: []\n',
      errors: [
        { messageId: 'problem', line: 1, column: 1, endLine: 1, endColumn: 8, message: 'Missing required key `id` in account.' },
        { messageId: 'problem', line: 3, column: 7, endLine: 4, endColumn: 16, message: 'Missing required keys `kind` and `name` in account ruleset.' },
      ],
    },
    {
      code: 'zones:\n  - id: z\n    esc:\n      behaviours:\n        - use_case: rewrite_sni\n          when: http.host eq "a"\n',
      errors: [{ messageId: 'problem', line: 5, column: 11, endLine: 6, endColumn: 33, message: 'Missing required key `sni` in ESC behaviour `rewrite_sni`.' }],
    },
  ],
});
