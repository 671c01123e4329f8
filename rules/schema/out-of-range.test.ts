import rule from './out-of-range.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    'phase: http_request_origin\nrules:\n  - action: route\n    expression: "true"\n    action_parameters:\n      origin: { port: 8443 }\n',
    'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: "true"\n    action_parameters:\n      response: { status_code: 429, content_type: text/plain, content: slow down }\n',
  ],
  invalid: [
    {
      code: 'phase: http_request_origin\nrules:\n  - action: route\n    expression: "true"\n    action_parameters:\n      origin: { port: 70000 }\n',
      errors: [{ messageId: 'problem', line: 6, column: 23, endLine: 6, endColumn: 28, message: '`port` must be at most 65535, not 70000' }],
    },
    {
      name: 'a value and an expression together',
      code: 'phase: http_request_dynamic_redirect\nrules:\n  - action: redirect\n    expression: "true"\n    action_parameters:\n      from_value:\n        target_url: { value: "https://a", expression: "concat(\\"a\\")" }\n',
      errors: [{ messageId: 'problem', line: 7, column: 21, endLine: 7, endColumn: 72, message: 'Exactly one of `value` or `expression` is needed in `target_url`.' }],
    },
    {
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: "true"\n    ref: ""\n    action_parameters:\n      response: { status_code: 503, content_type: text/plain, content: down }\n',
      errors: [
        { messageId: 'problem', line: 5, column: 10, endLine: 5, endColumn: 12, message: '`ref` must not be empty' },
        { messageId: 'problem', line: 7, column: 32, endLine: 7, endColumn: 35, message: '`status_code` must be at most 499, not 503' },
      ],
    },
  ],
});
