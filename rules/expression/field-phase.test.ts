import rule from './field-phase.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'raw request headers in a header value', code: 'phase: http_request_late_transform\nrules:\n  - action: rewrite\n    expression: "true"\n    action_parameters:\n      headers:\n        X-Host:\n          operation: set\n          expression: raw.http.request.headers["host"][0]\n' },
    { name: 'jwt claims in a custom rule', code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: lookup_json_string(http.request.jwt.claims["0c6f1a2b"][0], "role") ne "admin"\n' },
    { name: 'http.response.code eq 404', code: 'phase: http_response_firewall_managed\nrules:\n  - action: block\n    expression: http.response.code eq 404\n' },
    { name: 'http.response.code eq 404', code: 'phase: http_ratelimit\nrules:\n  - action: block\n    expression: "true"\n    ratelimit:\n      characteristics: [cf.colo.id, ip.src]\n      period: 60\n      counting_expression: http.response.code eq 404\n' },
    { name: 'http.host eq "a"', code: 'rules:\n  - action: block\n    expression: http.host eq "a"\n' },
  ],
  invalid: [
    {
      name: 'jwt claims in a URL rewrite filter',
      code: 'phase: http_request_transform\nrules:\n  - action: rewrite\n    expression: lookup_json_string(http.request.jwt.claims["0c6f1a2b"][0], "role") eq "x"\n',
      errors: [{ messageId: 'restricted', line: 4, column: 36, endLine: 4, endColumn: 59, message: '`http.request.jwt.claims` works only in WAF, rate limiting and header transforms.' }],
    },
    {
      name: 'http.response.code eq 404 (http_request_firewall_custom)',
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: http.response.code eq 404\n',
      errors: [{ messageId: 'responseField', line: 4, column: 17, endLine: 4, endColumn: 35, message: '`http.response.code` is a response field, not available in a request phase.' }],
    },
    {
      name: 'tcp.dstport eq 80 (http_request_firewall_custom)',
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: tcp.dstport eq 80\n',
      errors: [{ messageId: 'networkField', line: 4, column: 17, endLine: 4, endColumn: 28 }],
    },
    {
      name: 'http.host eq "a" (magic_transit)',
      code: 'phase: magic_transit\nrules:\n  - action: block\n    expression: http.host eq "a"\n',
      errors: [{ messageId: 'httpField', line: 4, column: 17, endLine: 4, endColumn: 26 }],
    },
    {
      name: 'http.response.code eq 429 (http_ratelimit)',
      code: 'phase: http_ratelimit\nrules:\n  - action: block\n    expression: http.response.code eq 429\n',
      errors: [{ messageId: 'responseField', line: 4, column: 17, endLine: 4, endColumn: 35 }],
    },
  ],
});
