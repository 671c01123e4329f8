import rule from './syntax.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'http.host eq "a" and ssl', code: 'rules:\n  - action: block\n    expression: http.host eq "a" and ssl\n' },
    { name: '(ssl)', code: 'rules:\n  - action: block\n    expression: (ssl)\n' },
    { name: 'true', code: 'rules:\n  - action: block\n    expression: "true"\n' },
  ],
  invalid: [
    {
      name: 'http.host AND ssl',
      code: 'rules:\n  - action: block\n    expression: http.host AND ssl\n',
      errors: [{ messageId: 'uppercaseKeyword', line: 3, column: 27, endLine: 3, endColumn: 30, message: '`AND` is not an operator; keywords are lower case: `and`.' }],
    },
    {
      name: 'http.host eq',
      code: 'rules:\n  - action: block\n    expression: http.host eq\n',
      errors: [{ messageId: 'expectedValue', line: 3, column: 29, endLine: 3, endColumn: 29 }],
    },
    {
      name: 'ip.src in {1.1.1.1, 2.2.2.2}',
      filename: 'r.json',
      code: '{"rules": [{"action": "block", "expression": "ip.src in {1.1.1.1, 2.2.2.2}"}]}',
      errors: [{ messageId: 'setComma', line: 1, column: 65, endLine: 1, endColumn: 66 }],
    },
    {
      name: 'http.host eq "a\\nb"',
      code: 'rules:\n  - action: block\n    expression: http.host eq "a\\nb"\n',
      errors: [{ messageId: 'invalidEscape', line: 3, column: 32, endLine: 3, endColumn: 34 }],
    },
    {
      name: 'http.host eq "a" (value request_header)',
      code: 'phase: http_request_late_transform\nrules:\n  - action: rewrite\n    expression: "true"\n    action_parameters:\n      headers:\n        X-Edge:\n          operation: set\n          expression: http.host eq "a"\n',
      errors: [{ messageId: 'valueTrailing', line: 9, column: 33, endLine: 9, endColumn: 35 }],
    },
    {
      name: 'an empty value expression',
      code: 'phase: http_request_transform\nrules:\n  - action: rewrite\n    expression: "true"\n    action_parameters:\n      uri:\n        path:\n          expression: ""\n',
      errors: [{ messageId: 'emptyValue', line: 8, column: 24, endLine: 8, endColumn: 24 }],
    },
  ],
});
