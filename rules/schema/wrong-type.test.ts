import rule from './wrong-type.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    'phase: magic_transit\nrules:\n  - action: block\n    expression: "true"\n    enabled: false\n',
    'always: true\n',
    'zones:\n  - id: z\n    esc:\n      disable:\n        with_secret: "${ESC_SECRET}"\n',
  ],
  invalid: [
    {
      name: 'YAML booleans and a YAML 1.1 boolean',
      code: 'phase: magic_transit\nrules:\n  - action: block\n    expression: true\n    enabled: no\n',
      errors: [
        { messageId: 'problem', line: 4, column: 17, endLine: 4, endColumn: 21, message: '`expression` must be a string, not the boolean true; quote it to write a string.' },
        { messageId: 'problem', line: 5, column: 14, endLine: 5, endColumn: 16, message: '`enabled` must be a boolean (true or false), not the YAML 1.1 boolean "no"; write `false`.' },
      ],
    },
    {
      code: 'phase: http_request_origin\nrules:\n  - action: route\n    expression: "true"\n    action_parameters:\n      origin: { port: "8443" }\n',
      errors: [{ messageId: 'problem', line: 6, column: 23, endLine: 6, endColumn: 29, message: '`port` must be an integer, not the string "8443"; remove the quotes.' }],
    },
    { code: 'always: "true"\n', errors: [{ messageId: 'problem', line: 1, column: 9, endLine: 1, endColumn: 15, message: '`always` must be a boolean (true or false), not the string "true"; remove the quotes.' }] },
    {
      name: 'a secret of the wrong type is never echoed',
      code: 'zones:\n  - id: z\n    esc:\n      disable:\n        with_secret: 12345678\n',
      errors: [{ messageId: 'problem', line: 5, column: 22, endLine: 5, endColumn: 30, message: 'not an integer (hidden: secret)' }],
    },
    {
      filename: 'r.json',
      code: '{"phase": "magic_transit", "rules": {"action": "block"}}',
      errors: [{ messageId: 'problem', line: 1, column: 37, endLine: 1, endColumn: 56, message: '`rules` must be a list, not a mapping.' }],
    },
  ],
});
