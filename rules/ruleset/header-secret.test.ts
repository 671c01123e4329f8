import rule from './header-secret.js';
import { lintWithRule, ruleTester } from '../../src/testing/rule-tester.js';
import { expect, it } from 'vitest';

const transform = (phase: string, headers: string): string => `phase: ${phase}\nrules:\n  - action: rewrite\n    expression: "true"\n    action_parameters:\n      headers:\n${headers}`;
const REQUEST = 'http_request_late_transform';
const RESPONSE = 'http_response_headers_transform';

ruleTester(rule, {
  valid: [
    transform(REQUEST, '        Authorization: { operation: set, value: "Bearer ${ORIGIN_TOKEN}" }\n        x-api-key: { operation: set, value: "${API_KEY}" }\n        x-token: { operation: set, expression: \'http.request.headers["x-t"][0]\' }\n        x-secret: { operation: remove }\n'),
    // Cookies and other headers are plain values; an expression computes the value.
    transform(RESPONSE, '        set-cookie: { operation: add, value: "consent=yes; Secure" }\n        x-session-region: { operation: set, value: eu }\n        x-origin-auth: { operation: set, value: "token" }\n'),
    { name: 'only the header transform phases', code: 'phase: http_request_transform\nrules:\n  - action: rewrite\n    expression: "true"\n    action_parameters: { headers: { Authorization: { operation: set, value: "Bearer abc" } } }\n' },
  ],
  invalid: [
    {
      name: 'credential headers set to literals; a scheme word stays outside the range',
      code: transform(REQUEST, '        Authorization: { operation: set, value: "Bearer S3cr3tT0ken" }\n        X-Api-Key: { operation: set, value: k3y }\n        Proxy-Authorization: { operation: set, value: "Basic dXNlcjpwYXNz" }\n'),
      errors: [
        { messageId: 'literal', line: 7, column: 57, endLine: 7, endColumn: 68, message: '`Authorization` is set to a credential (<secret, 11 characters>); write a `${NAME}` reference.' },
        { messageId: 'literal', line: 8, column: 45, endLine: 8, endColumn: 48 },
        { messageId: 'literal', line: 9, column: 62, endLine: 9, endColumn: 74 },
      ],
    },
    {
      name: 'a response header, in JSON',
      filename: 'r.json',
      code: '{"phase": "http_response_headers_transform", "rules": [{"action": "rewrite", "expression": "true",\n "action_parameters": {"headers": {"X-Upstream-Token": {"operation": "add", "value": "t0k"}}}}]}',
      errors: [{ messageId: 'literal', line: 2, column: 87, endLine: 2, endColumn: 90 }],
    },
    {
      name: 'a literal block scalar',
      code: transform(REQUEST, '        x-client-secret:\n          operation: set\n          value: |-\n            s3cr3t\n'),
      errors: [{ messageId: 'literal', line: 10, column: 13, endLine: 10, endColumn: 19 }],
    },
  ],
});

it('suggests a reference named after the header, keeping the scheme word, and never repeats the credential', () => {
  const { messages } = lintWithRule(rule, { code: transform(REQUEST, '        Authorization: { operation: set, value: "Bearer S3cr3tT0ken" }\n') });
  expect(messages[0]?.suggestions?.map((s) => [s.desc, s.fix.text])).toEqual([['Replace the credential with the reference `${AUTHORIZATION}`', '${AUTHORIZATION}']]);
  expect(JSON.stringify(messages)).not.toContain('S3cr3tT0ken');
});
