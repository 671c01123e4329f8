import rule from './known-ruleset.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const zone = (rules: string): string => `zones:\n  - id: z1\n    rulesets:\n      - phase: http_request_firewall_managed\n        rules:\n${rules}`;

ruleTester(rule, {
  valid: [
    zone('          - action: execute\n            expression: "true"\n            action_parameters: { id: 4814384a9e5d4991b9815dcfc25d2f1f }\n'),
    zone('          - action: execute\n            expression: "true"\n            action_parameters: { id: efb7b8c949ac4650a09736fc376e9aee }\n'),
    {
      name: 'a managed ruleset the account declares',
      code:
        'account:\n  id: a1\n  managed_rulesets:\n    - { id: 0123456789abcdef0123456789abcdef, name: Partner ruleset }\nzones:\n  - id: z1\n    rulesets:\n      - phase: http_request_firewall_managed\n        rules:\n          - action: execute\n            expression: "true"\n            action_parameters: { id: 0123456789abcdef0123456789abcdef }\n',
    },
    {
      name: 'custom rulesets run from http_request_firewall_custom are not judged',
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: execute\n    expression: "true"\n    action_parameters: { id: 0123456789abcdef0123456789abcdef }\n',
    },
    { name: 'managed rulesets of phases the table does not cover', code: 'phase: magic_transit_managed\nrules:\n  - action: execute\n    expression: "true"\n    action_parameters: { id: 0123456789abcdef0123456789abcdef }\n' },
    { name: 'a placeholder filled in at apply time', code: 'phase: http_request_firewall_managed\nrules:\n  - action: execute\n    expression: "true"\n    action_parameters: { id: "${OWASP_ID}" }\n' },
    { name: 'not an execute rule', code: 'phase: http_request_firewall_managed\nrules:\n  - action: block\n    expression: "true"\n' },
  ],
  invalid: [
    {
      name: 'an unknown 32-hex id',
      code: zone('          - action: execute\n            expression: "true"\n            action_parameters: { id: 0123456789abcdef0123456789abcdef }\n'),
      errors: [{ messageId: 'unknown', line: 8, column: 38, endLine: 8, endColumn: 70, message: 'Unknown managed ruleset.' }],
    },
    {
      name: 'a typo of the core ruleset id',
      filename: 'entrypoint.json',
      code: '{\n  "phase": "http_request_firewall_managed",\n  "rules": [\n    { "action": "execute", "expression": "true", "action_parameters": { "id": "4814384a9e5d4991b9815dcfc25d2f1e" } }\n  ]\n}\n',
      errors: [{ messageId: 'unknown', line: 4, column: 79, endLine: 4, endColumn: 113, message: 'Unknown managed ruleset; did you mean `4814384a9e5d4991b9815dcfc25d2f1f`?' }],
    },
    {
      name: 'a name instead of an id',
      code: 'phase: http_request_firewall_managed\nrules:\n  - action: execute\n    expression: "true"\n    action_parameters:\n      id: Cloudflare OWASP Core Ruleset\n',
      errors: [{ messageId: 'name', line: 6, column: 11, endLine: 6, endColumn: 40, message: 'A ruleset name is not an id; write `4814384a9e5d4991b9815dcfc25d2f1f`.' }],
      output: 'phase: http_request_firewall_managed\nrules:\n  - action: execute\n    expression: "true"\n    action_parameters:\n      id: 4814384a9e5d4991b9815dcfc25d2f1f\n',
    },
    {
      name: 'neither an id nor a known name',
      code: 'phase: http_request_firewall_managed\nrules:\n  - action: execute\n    expression: "true"\n    action_parameters:\n      id: owasp\n',
      errors: [{ messageId: 'malformed', line: 6, column: 11, endLine: 6, endColumn: 16 }],
      output: null,
    },
  ],
});
