import rule from './override-no-effect.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const execute = (overrides: string): string =>
  `phase: http_request_firewall_managed\nrules:\n  - action: execute\n    expression: "true"\n    action_parameters:\n      id: 4814384a9e5d4991b9815dcfc25d2f1f\n${overrides}`;

ruleTester(rule, {
  valid: [
    execute('      overrides:\n        categories: [{ category: paranoia-level-4, enabled: false }]\n'),
    execute('      overrides: { enabled: true }\n'),
    execute('      overrides:\n        rules: [{ id: 6179ae15870a4bb7b2d480d4843b323c, score_threshold: 60 }]\n'),
    { name: 'no overrides at all', code: execute('      version: latest\n') },
  ],
  invalid: [
    {
      code: execute('      overrides: {}\n'),
      errors: [{ messageId: 'emptyOverrides', line: 7, column: 7, endLine: 7, endColumn: 16 }],
    },
    {
      name: 'an empty list',
      code: execute('      overrides:\n        categories: []\n        rules: [{ id: 6179ae15870a4bb7b2d480d4843b323c, action: log }]\n'),
      errors: [{ messageId: 'emptyList', line: 8, column: 9, endLine: 8, endColumn: 19 }],
    },
    {
      name: 'entries that set nothing',
      code: execute('      overrides:\n        categories:\n          - category: paranoia-level-4\n        rules:\n          - { id: 6179ae15870a4bb7b2d480d4843b323c }\n'),
      errors: [
        { messageId: 'noChange', line: 9, column: 13, endLine: 9, endColumn: 39, message: 'This override of tag `paranoia-level-4` sets nothing; it has no effect.' },
        { messageId: 'noChange', line: 11, column: 13, endLine: 11, endColumn: 53, message: 'This override of rule `6179ae15870a4bb7b2d480d4843b323c` sets nothing; it has no effect.' },
      ],
    },
  ],
});
