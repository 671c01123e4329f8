import rule from './function-arguments.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    // A map field used whole as an argument (changelog 2026-01-20: has_key(http.request.headers, "x-custom-header")).
    { name: 'has_key(http.request.headers, "x-custom-header")', code: 'rules:\n  - action: block\n    expression: has_key(http.request.headers, "x-custom-header")\n' },
    { name: 'has_value(split(…), ip.src.country)', code: 'phase: http_response_headers_transform\nrules:\n  - action: rewrite\n    expression: has_value(split(http.response.headers["x-allow-country"][0], ","), ip.src.country)\n' },
    { name: 'bit_slice over 16 bits', code: 'phase: magic_transit\nrules:\n  - action: block\n    expression: bit_slice("udp", 64, 80) == 1\n' },
    { name: 'bit_slice over exactly 32 bits', code: 'phase: magic_transit\nrules:\n  - action: block\n    expression: bit_slice("tcp", 0, 32) == 1\n' },
    { name: 'starts_with(http.request.uri.path, "/a")', code: 'rules:\n  - action: block\n    expression: starts_with(http.request.uri.path, "/a")\n' },
    { name: 'cidr(ip.src, 24, 64) eq 10.0.0.0', code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: cidr(ip.src, 24, 64) eq 10.0.0.0\n' },
  ],
  invalid: [
    {
      // The validate-expr API rejects a one-argument concat (nfowl/tree-sitter-cloudflare validator_test.go).
      name: 'concat("test") == "test"',
      code: 'rules:\n  - action: block\n    expression: concat("test") == "test"\n',
      errors: [{ messageId: 'arity', line: 3, column: 17, endLine: 3, endColumn: 31, message: '`concat()` takes at least 2 arguments, found 1.' }],
    },
    {
      // …and len of a literal.
      name: 'len("ten") == 3',
      code: 'rules:\n  - action: block\n    expression: len("ten") == 3\n',
      errors: [{ messageId: 'literalNotAllowed', line: 3, column: 21, endLine: 3, endColumn: 26 }],
    },
    {
      name: 'bit_slice wider than 32 bits',
      code: 'phase: magic_transit\nrules:\n  - action: block\n    expression: bit_slice("tcp", 0, 64) == 1\n',
      errors: [{ messageId: 'outOfRange', line: 4, column: 37, endLine: 4, endColumn: 39, message: 'must be between 1 and 32, not 64.' }],
    },
    {
      name: 'bit_slice ending before it starts',
      code: 'phase: magic_transit\nrules:\n  - action: block\n    expression: bit_slice("tcp", 100, 40) == 1\n',
      errors: [{ messageId: 'outOfRange', line: 4, column: 39, endLine: 4, endColumn: 41, message: 'must be between 101 and 132, not 40.' }],
    },
    {
      name: 'bit_slice past bit 2,040',
      code: 'phase: magic_transit\nrules:\n  - action: block\n    expression: bit_slice("ip", 2040, 2048) == 1\n',
      errors: [{ messageId: 'outOfRange', line: 4, column: 33, endLine: 4, endColumn: 37, message: 'must be between 0 and 2039, not 2040.' }],
    },
    {
      name: 'has_key of a string',
      code: 'rules:\n  - action: block\n    expression: has_key(http.host, "x")\n',
      errors: [{ messageId: 'argumentType', line: 3, column: 25, endLine: 3, endColumn: 34 }],
    },
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
