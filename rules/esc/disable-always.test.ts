import rule from './disable-always.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    'zones:\n  - id: z1\n    esc:\n      disable: { always: true }\n',
    'account:\n  id: a1\n  esc:\n    disable: { with_secret: "${ESC_SECRET}" }\n',
    '{"always": true}',
    'success: true\nerrors: []\nmessages: []\nresult: { always: true }\n',
  ],
  invalid: [
    {
      name: 'a zone',
      code: 'zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    esc:\n      disable: { always: false }\n',
      errors: [{ messageId: 'alwaysFalse', line: 4, column: 26, endLine: 4, endColumn: 31, message: '`always: false` does not re-enable ESC; remove the setting (re-enabling is a DELETE).' }],
    },
    {
      name: 'the account',
      code: 'account:\n  id: 01a7362d577a6c3019a474fd6f485823\n  esc:\n    disable:\n      always: false\n',
      errors: [{ messageId: 'alwaysFalse', line: 5, column: 15, endLine: 5, endColumn: 20, message: '`always: false` does not re-enable ESC; remove the setting (re-enabling is a DELETE).' }],
    },
    {
      name: 'a raw API body',
      filename: 'disable-esc.json',
      code: '{"always": false}',
      errors: [{ messageId: 'alwaysFalse', line: 1, column: 12, endLine: 1, endColumn: 17, message: '`always: false` does not re-enable ESC; remove the setting (re-enabling is a DELETE).' }],
    },
  ],
});
