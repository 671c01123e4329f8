import rule from './disable-one-setting.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    'zones:\n  - id: z1\n    esc:\n      disable: { always: true }\n',
    'zones:\n  - id: z1\n    esc:\n      disable: { with_secret: "${ESC_SECRET}" }\n',
    '{"with_secret": "${ESC_SECRET}"}',
  ],
  invalid: [
    {
      code: 'zones:\n  - id: z1\n    esc:\n      disable:\n        always: true\n        with_secret: "${ESC_SECRET}"\n',
      errors: [{ messageId: 'both', line: 6, column: 9, endLine: 6, endColumn: 20 }],
    },
    {
      name: 'a raw API body',
      filename: 'disable.json',
      code: '{"always": true, "with_secret": "${ESC_SECRET}"}',
      errors: [{ messageId: 'both', line: 1, column: 18, endLine: 1, endColumn: 31 }],
    },
  ],
});
