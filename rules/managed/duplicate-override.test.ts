import rule from './duplicate-override.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const execute = (overrides: string): string =>
  `phase: http_request_firewall_managed\nrules:\n  - action: execute\n    expression: "true"\n    action_parameters:\n      id: 4814384a9e5d4991b9815dcfc25d2f1f\n      overrides:\n${overrides}`;

ruleTester(rule, {
  valid: [
    execute('        categories:\n          - { category: paranoia-level-3, enabled: false }\n          - { category: paranoia-level-4, enabled: false }\n'),
    execute('        rules:\n          - { id: 6179ae15870a4bb7b2d480d4843b323c, score_threshold: 60 }\n          - { id: 8ac8bc2a661e475d940980f9317f28e1, enabled: false }\n'),
    { name: 'the same id as a category and as a rule are different things', code: execute('        categories: [{ category: x1, enabled: false }]\n        rules: [{ id: x1, enabled: false }]\n') },
  ],
  invalid: [
    {
      name: 'the same tag twice with different enabled',
      code: execute('        categories:\n          - { category: paranoia-level-3, enabled: false }\n          - { category: paranoia-level-4, enabled: false }\n          - { category: paranoia-level-3, enabled: true }\n'),
      errors: [{ messageId: 'contradictoryTag', line: 11, column: 25, endLine: 11, endColumn: 41, message: 'Entry 1 also overrides tag `paranoia-level-3`, with another `enabled`; keep one entry.' }],
    },
    {
      name: 'an identical duplicate',
      code: execute('        categories:\n          - { category: paranoia-level-4, enabled: false }\n          - { category: paranoia-level-4, enabled: false }\n'),
      errors: [{ messageId: 'duplicate', line: 10, column: 25, endLine: 10, endColumn: 41 }],
    },
    {
      name: 'threshold and action in two entries of the last rule',
      code: execute('        rules:\n          - { id: 6179ae15870a4bb7b2d480d4843b323c, score_threshold: 60 }\n          - { id: 6179ae15870a4bb7b2d480d4843b323c, action: managed_challenge }\n'),
      errors: [{ messageId: 'contradictoryRule', line: 10, column: 19, endLine: 10, endColumn: 51, message: 'Entry 1 also overrides this rule, with another `action` and `score_threshold`; merge the entries.' }],
    },
  ],
});
