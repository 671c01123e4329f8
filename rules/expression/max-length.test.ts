import rule from './max-length.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

/** `http.host eq "aaa…"` of exactly `length` characters. */
const expression = (length: number): string => `http.host eq "${'a'.repeat(length - 15)}"`;
const yaml = (length: number): string => `rules:\n  - action: block\n    expression: ${expression(length)}\n`;

ruleTester(rule, {
  valid: [
    { name: 'exactly 4,096 characters', code: yaml(4096) },
    { name: 'a lower maximum, not exceeded', options: { maxLength: 100 }, code: yaml(100) },
  ],
  invalid: [
    {
      name: '4,100 characters: the part beyond 4,096 is reported',
      code: yaml(4100),
      errors: [{ messageId: 'tooLong', line: 3, column: 4113, endLine: 3, endColumn: 4117, message: 'The expression has 4100 characters; the maximum is 4096.' }],
    },
    {
      name: 'option maxLength',
      options: { maxLength: 100 },
      code: yaml(120),
      errors: [{ messageId: 'tooLong', line: 3, column: 117, endLine: 3, endColumn: 137, message: 'The expression has 120 characters; the maximum is 100.' }],
    },
    {
      name: 'JSON',
      filename: 'r.json',
      code: `{"rules": [{"action": "block", "expression": "${expression(4097).replace(/"/g, '\\"')}"}]}`,
      // The expression starts at column 47; `http.host eq \"` takes one more column than its 14 characters.
      errors: [{ messageId: 'tooLong', line: 1, column: 47 + 4096 + 1, endLine: 1, endColumn: 47 + 4097 + 2 }],
    },
  ],
});
