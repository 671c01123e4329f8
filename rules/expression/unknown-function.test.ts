import rule from './unknown-function.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'has_key and has_value', code: 'rules:\n  - action: block\n    expression: has_key(http.request.cookies, "session") and has_value(http.request.headers.names, "x-debug")\n' },
    { name: 'is_jwt_valid', code: 'phase: http_request_firewall_custom\nrules:\n  - action: log\n    expression: not is_jwt_valid("52973293-cb04-4a97-8f55-e7d2ad1107dd")\n' },
    {
      // Cloudflare's managed URL normalization ruleset read back (cloudflare-go TestGetRuleset_WAF).
      name: 'normalize_url_path in a managed ruleset',
      code: 'kind: managed\nphase: http_request_sanitize\nrules:\n  - action: rewrite\n    action_parameters:\n      uri:\n        path:\n          expression: normalize_url_path(raw.http.request.uri.path)\n',
    },
    { name: 'lower(http.host) eq "a"', code: 'rules:\n  - action: block\n    expression: lower(http.host) eq "a"\n' },
  ],
  invalid: [
    {
      name: 'normalize_url_path in a customer rule',
      code: 'phase: http_request_transform\nrules:\n  - action: rewrite\n    expression: "true"\n    action_parameters:\n      uri:\n        path:\n          expression: normalize_url_path(raw.http.request.uri.path)\n',
      errors: [{ messageId: 'unknownFunction', line: 8, column: 23, endLine: 8, endColumn: 41, message: 'Unknown function `normalize_url_path`.' }],
    },
    {
      name: 'lowercase(http.host) eq "a"',
      code: 'rules:\n  - action: block\n    expression: lowercase(http.host) eq "a"\n',
      errors: [{ messageId: 'unknownFunction', line: 3, column: 17, endLine: 3, endColumn: 26, message: 'Unknown function `lowercase`.' }],
    },
    {
      name: 'http.host(1) eq "a"',
      code: 'rules:\n  - action: block\n    expression: http.host(1) eq "a"\n',
      errors: [{ messageId: 'fieldCalled', line: 3, column: 17, endLine: 3, endColumn: 26 }],
    },
    {
      name: 'len eq 1',
      code: 'rules:\n  - action: block\n    expression: len eq 1\n',
      errors: [{ messageId: 'functionNotCalled', line: 3, column: 17, endLine: 3, endColumn: 20 }],
    },
  ],
});
