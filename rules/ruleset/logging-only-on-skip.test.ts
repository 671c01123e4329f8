import rule from './logging-only-on-skip.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    'phase: http_request_firewall_custom\nrules:\n  - action: skip\n    expression: "true"\n    action_parameters: { ruleset: current }\n    logging: { enabled: false }\n',
    'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: "true"\n',
  ],
  invalid: [
    {
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: "true"\n    logging:\n      enabled: false\n',
      errors: [{ messageId: 'notSkip', line: 5, column: 5, endLine: 5, endColumn: 12, message: 'not to a `block` rule' }],
    },
    {
      filename: 'r.json',
      code: '{"phase": "magic_transit", "rules": [{"action": "block", "expression": "true", "logging": {"enabled": true}}]}',
      errors: [{ messageId: 'notSkip', line: 1, column: 80, endLine: 1, endColumn: 89 }],
    },
  ],
});
