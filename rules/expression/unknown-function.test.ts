import rule from './unknown-function.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'lower(http.host) eq "a"', code: 'rules:\n  - action: block\n    expression: lower(http.host) eq "a"\n' },
  ],
  invalid: [
    {
      name: 'lowercase(http.host) eq "a"',
      code: 'rules:\n  - action: block\n    expression: lowercase(http.host) eq "a"\n',
      errors: [{ messageId: 'unknownFunction', line: 3, column: 17, endLine: 3, endColumn: 26, message: 'Unknown function `lowercase`.' }],
    },
    {
      name: 'http.host(1) eq "a"',
      code: 'rules:\n  - action: block\n    expression: http.host(1) eq "a"\n',
      errors: [{ messageId: 'fieldCalled', line: 3, column: 17, endLine: 3, endColumn: 26 }],
    },
    {
      name: 'len eq 1',
      code: 'rules:\n  - action: block\n    expression: len eq 1\n',
      errors: [{ messageId: 'functionNotCalled', line: 3, column: 17, endLine: 3, endColumn: 20 }],
    },
  ],
});
