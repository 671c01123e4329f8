import rule from './unverified-action.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const ruleset = (phase: string, action: string, parameters = ''): string => `phase: ${phase}\nrules:\n  - action: ${action}\n    expression: "true"\n${parameters}`;

ruleTester(rule, {
  valid: [
    ruleset('http_response_cache_settings', 'set_cache_tags', '    action_parameters: { operation: add, values: [a] }\n'),
    ruleset('http_response_cache_settings', 'set_cache_control', '    action_parameters: { max-age: { operation: set, value: 60 } }\n'),
    ruleset('http_request_firewall_custom', 'block'), ruleset('http_request_cache_settings', 'set_cache_settings'), ruleset('http_request_firewall_custom', 'blok'), { name: 'a managed ruleset read back', code: 'kind: managed\nphase: ddos_l4\nrules:\n  - action: ddos_dynamic\n' }],
  invalid: [
    {
      code: ruleset('ddos_l7', 'ddos_mitigation'),
      errors: [{ messageId: 'unverified', line: 3, column: 13, endLine: 3, endColumn: 28 }],
    },
    { code: ruleset('ddos_l7', 'force_connection_close'), errors: [{ messageId: 'unverified', line: 3, column: 13, endLine: 3, endColumn: 35 }] },
  ],
});
