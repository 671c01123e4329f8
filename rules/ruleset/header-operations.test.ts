import rule from './header-operations.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const transform = (phase: string, headers: string): string => `phase: ${phase}\nrules:\n  - action: rewrite\n    expression: "true"\n    action_parameters:\n      headers:\n${headers}`;
const REQUEST = 'http_request_late_transform';
const RESPONSE = 'http_response_headers_transform';

ruleTester(rule, {
  valid: [
    transform(REQUEST, '        x-origin-auth: { operation: set, value: "token" }\n        cf-connecting-ip: { operation: remove }\n        x-forwarded-for: { operation: remove }\n        cookie: { operation: remove }\n        x-country: { operation: set, expression: ip.src.country }\n'),
    transform(RESPONSE, '        set-cookie: { operation: add, value: "a=b; Secure" }\n        x-powered-by: { operation: remove }\n'),
    { name: 'URL rewrites are not header operations', code: 'phase: http_request_transform\nrules:\n  - action: rewrite\n    expression: "true"\n    action_parameters: { uri: { path: { value: "/x" } } }\n' },
  ],
  invalid: [
    {
      name: 'reserved headers, a bad name, add on requests, missing or double values',
      code: transform(REQUEST, '        cf-connecting-ip: { operation: remove }\n        cf-ray: { operation: remove }\n        x-forwarded-for: { operation: set, value: "1.2.3.4" }\n        "x api": { operation: set, value: a }\n        x-add: { operation: add, value: b }\n        x-empty: { operation: set }\n        x-both: { operation: set, value: a, expression: http.host }\n'),
      errors: [
        { messageId: 'reserved', line: 8, column: 9, endLine: 8, endColumn: 15, message: 'Transform rules cannot remove the reserved header `cf-ray`.' },
        { messageId: 'reserved', line: 9, column: 9, endLine: 9, endColumn: 24 },
        { messageId: 'invalidRequestName', line: 10, column: 9, endLine: 10, endColumn: 16 },
        { messageId: 'addInRequest', line: 11, column: 29, endLine: 11, endColumn: 32 },
        { messageId: 'missingValue', line: 12, column: 31, endLine: 12, endColumn: 34 },
        { messageId: 'valueAndExpression', line: 13, column: 45, endLine: 13, endColumn: 55 },
      ],
    },
    {
      name: 'a response header Cloudflare keeps',
      filename: 'r.json',
      code: '{"phase": "http_response_headers_transform", "rules": [{"action": "rewrite", "expression": "true",\n "action_parameters": {"headers": {"Server": {"operation": "set", "value": "edge"}}}}]}',
      errors: [{ messageId: 'reserved', line: 2, column: 36, endLine: 2, endColumn: 44 }],
    },
  ],
});
