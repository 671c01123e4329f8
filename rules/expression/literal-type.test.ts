import rule from './literal-type.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'ip.src in {10.0.0.0/8}', code: 'rules:\n  - action: block\n    expression: ip.src in {10.0.0.0/8}\n' },
    { name: 'http.host in {"a" "b"}', code: 'rules:\n  - action: block\n    expression: http.host in {"a" "b"}\n' },
  ],
  invalid: [
    {
      name: 'http.host eq 80',
      code: 'rules:\n  - action: block\n    expression: http.host eq 80\n',
      errors: [{ messageId: 'wrongType', line: 3, column: 30, endLine: 3, endColumn: 32, message: '`eq` on `http.host` (String) expects a quoted String, not an Integer.' }],
    },
    {
      name: 'http.host eq example.com',
      code: 'rules:\n  - action: block\n    expression: http.host eq example.com\n',
      errors: [{ messageId: 'unquotedString', line: 3, column: 30, endLine: 3, endColumn: 41 }],
    },
    {
      name: 'ip.src in 10.0.0.0/8',
      code: 'rules:\n  - action: block\n    expression: ip.src in 10.0.0.0/8\n',
      errors: [{ messageId: 'inNeedsSet', line: 3, column: 27, endLine: 3, endColumn: 37 }],
    },
    {
      name: 'ip.src eq 10.0.0.0/8',
      filename: 'r.json',
      code: '{"rules": [{"action": "block", "expression": "ip.src eq 10.0.0.0/8"}]}',
      errors: [{ messageId: 'cidrOutsideSet', line: 1, column: 57, endLine: 1, endColumn: 67 }],
    },
  ],
});
