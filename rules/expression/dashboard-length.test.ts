import rule from './dashboard-length.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

/** `http.host eq "aaa…"` of exactly `length` characters. */
const expression = (length: number): string => `http.host eq "${'a'.repeat(length - 15)}"`;
const yaml = (length: number): string => `rules:\n  - action: block\n    expression: ${expression(length)}\n`;

ruleTester(rule, {
  valid: [
    { name: 'exactly 4,000 characters', code: yaml(4000) },
    { name: 'above the API\'s 4,096: expression/max-length reports it', code: yaml(4100) },
  ],
  invalid: [
    {
      name: '4,050 characters: the part beyond 4,000 is reported',
      code: yaml(4050),
      errors: [{ messageId: 'tooLong', line: 3, column: 4017, endLine: 3, endColumn: 4067, message: 'The expression has 4050 characters; the dashboard\'s editor accepts at most 4000.' }],
    },
    {
      name: 'option maxLength',
      options: { maxLength: 50 },
      code: yaml(60),
      errors: [{ messageId: 'tooLong', line: 3, column: 67, endLine: 3, endColumn: 77 }],
    },
  ],
});
