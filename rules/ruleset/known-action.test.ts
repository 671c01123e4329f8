import rule from './known-action.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const ruleset = (action: string): string => `phase: http_request_firewall_custom\nrules:\n  - action: ${action}\n    expression: "true"\n`;

ruleTester(rule, {
  valid: [ruleset('transform_response_html'), ruleset('block'), ruleset('managed_challenge'), ruleset('skip'), ruleset('execute'), ruleset('log'), '{"phase": "magic_transit", "rules": [{"action": "block", "expression": "true"}]}', { name: 'a managed ruleset read back', code: 'kind: managed\nphase: ddos_l7\nrules:\n  - action: ddos_mitigation_v2\n' }],
  invalid: [
    { code: ruleset('blok'), errors: [{ messageId: 'unknown', line: 3, column: 13, endLine: 3, endColumn: 17, message: 'did you mean `block`' }] },
    { code: ruleset('managed-challenge'), errors: [{ messageId: 'unknown', line: 3, column: 13, endLine: 3, endColumn: 30, message: 'did you mean `managed_challenge`' }] },
    { code: ruleset('allow'), errors: [{ messageId: 'unknown', line: 3, column: 13, endLine: 3, endColumn: 18 }] },
    {
      filename: 'r.json',
      code: '{"phase": "magic_transit",\n "rules": [{"action": "Block", "expression": "true"}]}',
      errors: [{ messageId: 'unknown', line: 2, column: 23, endLine: 2, endColumn: 30, message: 'did you mean `block`' }],
    },
  ],
});
