import rule from './plan-feature.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'http.host matches "a.c"', code: 'rules:\n  - action: block\n    expression: http.host matches "a.c"\n' },
    { name: 'http.host matches "a.c"', settings: { tier: 'business' }, code: 'rules:\n  - action: block\n    expression: http.host matches "a.c"\n' },
    { name: 'cf.bot_management.score lt 30', settings: { tier: 'enterprise' }, code: 'rules:\n  - action: block\n    expression: cf.bot_management.score lt 30\n' },
  ],
  invalid: [
    {
      name: 'http.host matches "a.c" (plan pro)',
      settings: { tier: 'pro' },
      code: 'rules:\n  - action: block\n    expression: http.host matches "a.c"\n',
      errors: [{ messageId: 'regex', line: 3, column: 27, endLine: 3, endColumn: 34, message: '`matches` needs the Business plan or above; the plan is pro.' }],
    },
    {
      name: 'http.request.cookies["a"][0] eq "b" (plan free)',
      settings: { tier: 'free' },
      code: 'rules:\n  - action: block\n    expression: http.request.cookies["a"][0] eq "b"\n',
      errors: [{ messageId: 'field', line: 3, column: 17, endLine: 3, endColumn: 37 }],
    },
    {
      name: 'cf.bot_management.score lt 30 (plan business)',
      settings: { tier: 'business' },
      code: 'rules:\n  - action: block\n    expression: cf.bot_management.score lt 30\n',
      errors: [{ messageId: 'field', line: 3, column: 17, endLine: 3, endColumn: 40 }],
    },
    {
      name: 'regex_replace(http.request.uri.path, "a+", "b") (value uri_path, plan pro)',
      settings: { tier: 'pro' },
      code: 'phase: http_request_transform\nrules:\n  - action: rewrite\n    expression: "true"\n    action_parameters:\n      uri:\n        path:\n          expression: regex_replace(http.request.uri.path, "a+", "b")\n',
      errors: [{ messageId: 'function', line: 8, column: 23, endLine: 8, endColumn: 36 }],
    },
  ],
});
