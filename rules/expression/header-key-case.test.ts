import rule from './header-key-case.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'http.request.headers["user-agent"][0] contains "bot"', code: 'rules:\n  - action: block\n    expression: http.request.headers["user-agent"][0] contains "bot"\n' },
  ],
  invalid: [
    {
      name: 'http.request.headers["User-Agent"][0] contains "bot"',
      code: 'rules:\n  - action: block\n    expression: http.request.headers["User-Agent"][0] contains "bot"\n',
      errors: [{ messageId: 'uppercaseKey', line: 3, column: 38, endLine: 3, endColumn: 50, message: '`User-Agent` never matches: header keys are lower-cased; write `user-agent`.' }],
      output: 'rules:\n  - action: block\n    expression: http.request.headers["user-agent"][0] contains "bot"\n',
    },
    {
      name: 'http.response.headers["X-Cache"][0] (value response_header)',
      code: 'phase: http_response_headers_transform\nrules:\n  - action: rewrite\n    expression: "true"\n    action_parameters:\n      headers:\n        X-Edge:\n          operation: set\n          expression: http.response.headers["X-Cache"][0]\n',
      errors: [{ messageId: 'uppercaseKey', line: 9, column: 45, endLine: 9, endColumn: 54 }],
      output: 'phase: http_response_headers_transform\nrules:\n  - action: rewrite\n    expression: "true"\n    action_parameters:\n      headers:\n        X-Edge:\n          operation: set\n          expression: http.response.headers["x-cache"][0]\n',
    },
  ],
});
