import rule from './prefer-contains.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'http.host matches "^a.*b$"', code: 'rules:\n  - action: block\n    expression: http.host matches "^a.*b$"\n' },
    { name: 'http.host contains "example"', code: 'rules:\n  - action: block\n    expression: http.host contains "example"\n' },
  ],
  invalid: [
    {
      name: 'http.host matches "example"',
      code: 'rules:\n  - action: block\n    expression: http.host matches "example"\n',
      errors: [{ messageId: 'preferContains', line: 3, column: 27, endLine: 3, endColumn: 44, message: 'This regex has no special characters; use `contains "example"`.' }],
      output: 'rules:\n  - action: block\n    expression: http.host contains "example"\n',
    },
    {
      name: 'http.host matches "^example\\.com$"',
      code: 'rules:\n  - action: block\n    expression: http.host matches "^example\\.com$"\n',
      errors: [{ messageId: 'preferEq', line: 3, column: 27, endLine: 3, endColumn: 51 }],
      output: 'rules:\n  - action: block\n    expression: http.host eq "example.com"\n',
    },
  ],
});
