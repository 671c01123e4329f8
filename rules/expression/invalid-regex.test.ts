import rule from './invalid-regex.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'http.host matches "^a+$"', code: 'rules:\n  - action: block\n    expression: http.host matches "^a+$"\n' },
    { name: 'http.request.uri.path matches r"^/api/v[0-9]+/"', code: 'rules:\n  - action: block\n    expression: http.request.uri.path matches r"^/api/v[0-9]+/"\n' },
  ],
  invalid: [
    {
      name: 'http.host matches "(?=a)"',
      code: 'rules:\n  - action: block\n    expression: http.host matches "(?=a)"\n',
      errors: [{ messageId: 'lookAround', line: 3, column: 36, endLine: 3, endColumn: 39, message: 'Look-around `(?=` is not supported by the regex engine (Rust regex).' }],
    },
    {
      name: 'http.host matches "(a)\\1"',
      code: 'rules:\n  - action: block\n    expression: http.host matches "(a)\\1"\n',
      errors: [{ messageId: 'backreference', line: 3, column: 39, endLine: 3, endColumn: 41 }],
    },
    {
      name: 'http.host matches "(abc"',
      code: 'rules:\n  - action: block\n    expression: http.host matches "(abc"\n',
      errors: [{ messageId: 'syntax', line: 3, column: 36, endLine: 3, endColumn: 37 }],
    },
    {
      name: 'regex_replace(http.request.uri.path, "(?!a)", "b") (value uri_path)',
      code: 'phase: http_request_transform\nrules:\n  - action: rewrite\n    expression: "true"\n    action_parameters:\n      uri:\n        path:\n          expression: regex_replace(http.request.uri.path, "(?!a)", "b")\n',
      errors: [{ messageId: 'lookAround', line: 8, column: 61, endLine: 8, endColumn: 64 }],
    },
  ],
});
