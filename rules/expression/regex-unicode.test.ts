import rule from './regex-unicode.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'http.host matches "(?u)\\\\p{Greek}"', code: 'rules:\n  - action: block\n    expression: http.host matches "(?u)\\\\p{Greek}"\n' },
  ],
  invalid: [
    {
      name: 'http.host matches "\\p{Greek}"',
      code: 'rules:\n  - action: block\n    expression: http.host matches "\\p{Greek}"\n',
      errors: [{ messageId: 'unicodeClass', line: 3, column: 36, endLine: 3, endColumn: 45, message: '`\\p{Greek}` needs Unicode mode, which is off by default; start the pattern with `(?u)`.' }],
    },
    {
      name: 'http.host matches "café"',
      code: 'rules:\n  - action: block\n    expression: http.host matches "café"\n',
      errors: [{ messageId: 'nonAscii', line: 3, column: 39, endLine: 3, endColumn: 40 }],
    },
  ],
});
