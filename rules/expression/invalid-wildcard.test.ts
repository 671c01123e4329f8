import rule from './invalid-wildcard.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'http.host wildcard "*.example.com"', code: 'rules:\n  - action: block\n    expression: http.host wildcard "*.example.com"\n' },
  ],
  invalid: [
    {
      name: 'http.host wildcard "a**"',
      code: 'rules:\n  - action: block\n    expression: http.host wildcard "a**"\n',
      errors: [{ messageId: 'doubleStar', line: 3, column: 38, endLine: 3, endColumn: 40, message: '`**` is not allowed in a wildcard pattern; one `*` already matches any number of characters.' }],
    },
    {
      name: 'http.host wildcard "a\\\\?"',
      code: 'rules:\n  - action: block\n    expression: http.host wildcard "a\\\\?"\n',
      errors: [{ messageId: 'invalidEscape', line: 3, column: 38, endLine: 3, endColumn: 41 }],
    },
    {
      name: 'wildcard_replace(http.request.uri.path, "/a/**", "/${1}") (value uri_path)',
      code: 'phase: http_request_transform\nrules:\n  - action: rewrite\n    expression: "true"\n    action_parameters:\n      uri:\n        path:\n          expression: wildcard_replace(http.request.uri.path, "/a/**", "/${1}")\n',
      errors: [{ messageId: 'doubleStar', line: 8, column: 67, endLine: 8, endColumn: 69 }],
    },
  ],
});
