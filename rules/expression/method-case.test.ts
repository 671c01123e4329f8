import rule from './method-case.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'http.request.method eq "POST"', code: 'rules:\n  - action: block\n    expression: http.request.method eq "POST"\n' },
  ],
  invalid: [
    {
      name: 'http.request.method eq "post"',
      code: 'rules:\n  - action: block\n    expression: http.request.method eq "post"\n',
      errors: [{ messageId: 'lowercase', line: 3, column: 40, endLine: 3, endColumn: 46, message: '`post` never matches: request methods are upper case; write `POST`.' }],
      output: 'rules:\n  - action: block\n    expression: http.request.method eq "POST"\n',
    },
    {
      name: 'http.request.method in {"GET" "put"}',
      code: 'rules:\n  - action: block\n    expression: http.request.method in {"GET" "put"}\n',
      errors: [{ messageId: 'lowercase', line: 3, column: 47, endLine: 3, endColumn: 52 }],
      output: 'rules:\n  - action: block\n    expression: http.request.method in {"GET" "PUT"}\n',
    },
  ],
});
