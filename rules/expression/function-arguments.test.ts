import rule from './function-arguments.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'starts_with(http.request.uri.path, "/a")', code: 'rules:\n  - action: block\n    expression: starts_with(http.request.uri.path, "/a")\n' },
    { name: 'cidr(ip.src, 24, 64) eq 10.0.0.0', code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: cidr(ip.src, 24, 64) eq 10.0.0.0\n' },
  ],
  invalid: [
    {
      name: 'lower(http.host, "x") eq "a"',
      code: 'rules:\n  - action: block\n    expression: lower(http.host, "x") eq "a"\n',
      errors: [{ messageId: 'arity', line: 3, column: 17, endLine: 3, endColumn: 38, message: '`lower()` takes 1 argument, found 2.' }],
    },
    {
      name: 'starts_with("abc", "a")',
      code: 'rules:\n  - action: block\n    expression: starts_with("abc", "a")\n',
      errors: [{ messageId: 'literalNotAllowed', line: 3, column: 29, endLine: 3, endColumn: 34 }],
    },
    {
      name: 'cidr(ip.src, 33, 64) eq 10.0.0.0 (http_request_firewall_custom)',
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: cidr(ip.src, 33, 64) eq 10.0.0.0\n',
      errors: [{ messageId: 'outOfRange', line: 4, column: 30, endLine: 4, endColumn: 32 }],
    },
    {
      name: 'regex_replace(http.request.uri.path, "(a)", "${9}") (value uri_path)',
      code: 'phase: http_request_transform\nrules:\n  - action: rewrite\n    expression: "true"\n    action_parameters:\n      uri:\n        path:\n          expression: regex_replace(http.request.uri.path, "(a)", "${9}")\n',
      errors: [{ messageId: 'replacementReference', line: 8, column: 68, endLine: 8, endColumn: 72 }],
    },
  ],
});
