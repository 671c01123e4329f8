import rule from './map-each.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'any(lower(http.request.headers.names[*])[*] eq "a")', code: 'rules:\n  - action: block\n    expression: any(lower(http.request.headers.names[*])[*] eq "a")\n' },
  ],
  invalid: [
    {
      name: 'concat("a", http.request.headers.names[*]) eq "x"',
      code: 'rules:\n  - action: block\n    expression: concat("a", http.request.headers.names[*]) eq "x"\n',
      errors: [{ messageId: 'notFirstArgument', line: 3, column: 55, endLine: 3, endColumn: 58, message: '`[*]` can only be used in the first argument of a function.' }],
    },
    {
      name: 'http.request.headers.names[*] (value request_header)',
      code: 'phase: http_request_late_transform\nrules:\n  - action: rewrite\n    expression: "true"\n    action_parameters:\n      headers:\n        X-Edge:\n          operation: set\n          expression: http.request.headers.names[*]\n',
      errors: [{ messageId: 'valueExpression', line: 9, column: 49, endLine: 9, endColumn: 52 }],
    },
    {
      name: 'any((http.request.headers.names[*] eq "a" and http.request.uri.args.names[*] eq "b"))',
      code: 'rules:\n  - action: block\n    expression: any((http.request.headers.names[*] eq "a" and http.request.uri.args.names[*] eq "b"))\n',
      errors: [{ messageId: 'differentArrays', line: 3, column: 90, endLine: 3, endColumn: 93 }],
    },
  ],
});
