import rule from './deploy-once.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const CORE = '          - action: execute\n            expression: "true"\n            action_parameters: { id: 4814384a9e5d4991b9815dcfc25d2f1f }\n';
const MANAGED = '          - action: execute\n            expression: "true"\n            action_parameters: { id: efb7b8c949ac4650a09736fc376e9aee }\n';
const zone = (rules: string): string => `zones:\n  - id: z1\n    rulesets:\n      - phase: http_request_firewall_managed\n        rules:\n${rules}`;

ruleTester(rule, {
  valid: [
    zone(CORE + MANAGED),
    {
      name: 'two zones each deploy it once',
      code: `${zone(CORE)}  - id: z2\n    rulesets:\n      - phase: http_request_firewall_managed\n        rules:\n${CORE}`,
    },
    {
      name: 'an account may deploy a managed ruleset many times',
      code: 'account:\n  id: a1\n  rulesets:\n    - name: managed\n      kind: root\n      phase: http_request_firewall_managed\n      rules:\n        - { action: execute, expression: \'cf.zone.name eq "a.example" and cf.zone.plan eq "ENT"\', action_parameters: { id: 4814384a9e5d4991b9815dcfc25d2f1f } }\n        - { action: execute, expression: \'cf.zone.name eq "b.example" and cf.zone.plan eq "ENT"\', action_parameters: { id: 4814384a9e5d4991b9815dcfc25d2f1f } }\n',
    },
  ],
  invalid: [
    {
      code: zone(CORE + MANAGED + CORE),
      errors: [{ messageId: 'again', line: 14, column: 38, endLine: 14, endColumn: 70, message: 'Rule 1 already deploys Cloudflare OWASP Core Ruleset in this zone; merge the two execute rules.' }],
    },
    {
      name: 'a raw zone entry point from the API',
      filename: 'entrypoint.json',
      code: '{"result": {"kind": "zone", "phase": "http_request_firewall_managed", "rules": [\n  {"action": "execute", "expression": "true", "action_parameters": {"id": "efb7b8c949ac4650a09736fc376e9aee"}},\n  {"action": "execute", "expression": "http.host eq \\"a.example\\"", "action_parameters": {"id": "efb7b8c949ac4650a09736fc376e9aee"}}\n]}, "success": true, "errors": [], "messages": []}\n',
      errors: [{ messageId: 'again', line: 3, column: 97, endLine: 3, endColumn: 131 }],
    },
  ],
});
