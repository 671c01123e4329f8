import rule from './field-phase.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'http.response.code eq 404', code: 'phase: http_response_firewall_managed\nrules:\n  - action: block\n    expression: http.response.code eq 404\n' },
    { name: 'http.response.code eq 404', code: 'phase: http_ratelimit\nrules:\n  - action: block\n    expression: "true"\n    ratelimit:\n      characteristics: [cf.colo.id, ip.src]\n      period: 60\n      counting_expression: http.response.code eq 404\n' },
    { name: 'http.host eq "a"', code: 'rules:\n  - action: block\n    expression: http.host eq "a"\n' },
  ],
  invalid: [
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
