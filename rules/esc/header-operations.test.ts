import rule from './header-operations.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const behaviour = (lines: string): string => `zones:\n  - id: z1\n    esc:\n      behaviours:\n${lines}`;

ruleTester(rule, {
  valid: [
    behaviour('        - use_case: request_headers\n          set: { X-Region: eu, X-Auth: "${ORIGIN_TOKEN}" }\n          remove: [X-Debug, cf-connecting-ip, x-forwarded-for, cookie]\n'),
    behaviour('        - use_case: response_headers\n          set: { Strict-Transport-Security: max-age=31536000 }\n          add: { Link: "</a.css>; rel=preload" }\n          remove: [X-Powered-By]\n'),
    behaviour('        - use_case: add_response_cookies\n          cookies: ["a=b; Path=/; Secure; HttpOnly; SameSite=None", "c=\\"quoted\\"; Max-Age=60"]\n'),
    // Other use cases have no header operations.
    behaviour('        - use_case: rewrite_sni\n          sni: origin.example.net\n'),
  ],
  invalid: [
    {
      name: 'no operation',
      code: behaviour('        - use_case: response_headers\n'),
      errors: [{ messageId: 'nothingToDo', line: 5, column: 21, endLine: 5, endColumn: 37 }],
    },
    {
      name: 'a request header name with a dot',
      code: behaviour('        - use_case: request_headers\n          set: { X.Region: eu }\n'),
      errors: [{ messageId: 'invalidHeaderName', line: 6, column: 18, endLine: 6, endColumn: 26 }],
    },
    {
      name: 'a protected request header, and cookie set instead of removed',
      code: behaviour('        - use_case: request_headers\n          set:\n            CF-Connecting-IP: 192.0.2.1\n            Cookie: session=1\n'),
      errors: [
        { messageId: 'protectedHeader', line: 7, column: 13, endLine: 7, endColumn: 29, message: 'A transform rule cannot set the `CF-Connecting-IP` header.' },
        { messageId: 'protectedHeader', line: 8, column: 13, endLine: 8, endColumn: 19, message: 'A transform rule cannot set the `Cookie` header.' },
      ],
    },
    {
      name: 'a protected response header',
      code: behaviour('        - use_case: response_headers\n          remove: [Server]\n'),
      errors: [{ messageId: 'protectedHeader', line: 6, column: 20, endLine: 6, endColumn: 26 }],
    },
    {
      name: 'one header set and removed',
      code: behaviour('        - use_case: request_headers\n          set: { X-Debug: "1" }\n          remove: [x-debug]\n'),
      errors: [{ messageId: 'conflictingOperations', line: 7, column: 20, endLine: 7, endColumn: 27, message: 'both set and removed' }],
    },
    {
      name: 'a request header value with a character transforms refuse',
      code: behaviour('        - use_case: request_headers\n          set: { X-Note: "café" }\n'),
      errors: [{ messageId: 'headerValueCharacter', line: 6, column: 30, endLine: 6, endColumn: 31, message: 'U+00E9' }],
    },
    {
      name: 'a request header value above 4 KB',
      code: behaviour(`        - use_case: request_headers\n          set: { X-Big: ${'a'.repeat(4097)} }\n`),
      errors: [{ messageId: 'headerValueTooLong', line: 6, column: 25, endLine: 6, endColumn: 4122 }],
    },
    {
      name: 'cookies without `=`, with a space in the value, an unknown attribute, SameSite=None without Secure',
      code: behaviour('        - use_case: add_response_cookies\n          cookies:\n            - session\n            - "a=b c"\n            - "a=b; Pth=/"\n            - "a=b; SameSite=None"\n'),
      errors: [
        { messageId: 'invalidCookie', line: 7, column: 15, endLine: 7, endColumn: 22, message: 'no `=`' },
        { messageId: 'invalidCookie', line: 8, column: 19, endLine: 8, endColumn: 20, message: 'a space' },
        { messageId: 'invalidCookie', line: 9, column: 21, endLine: 9, endColumn: 24, message: '`Pth` is not a Set-Cookie attribute' },
        { messageId: 'invalidCookie', line: 10, column: 21, endLine: 10, endColumn: 34, message: 'needs `Secure`' },
      ],
    },
  ],
});
