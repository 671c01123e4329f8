import rule from './core-ruleset-summary.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const CORE = '4814384a9e5d4991b9815dcfc25d2f1f';
const LAST = '6179ae15870a4bb7b2d480d4843b323c';

ruleTester(rule, {
  valid: [
    // A zone that does not manage the WAF phase at all is not told about it.
    'zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n',
    { name: 'an account that deploys nothing says nothing', code: 'account:\n  id: a1\n' },
    { name: 'a raw ruleset without the core ruleset', code: 'phase: http_request_firewall_managed\nrules:\n  - action: execute\n    expression: "true"\n    action_parameters: { id: efb7b8c949ac4650a09736fc376e9aee }\n' },
  ],
  invalid: [
    {
      name: 'a zone at PL2, threshold medium, managed challenge',
      code: `zones:\n  - id: z1\n    name: example.com\n    rulesets:\n      - phase: http_request_firewall_managed\n        rules:\n          - action: execute\n            expression: "true"\n            action_parameters:\n              id: ${CORE}\n              overrides:\n                categories: [{ category: paranoia-level-3, enabled: false }, { category: paranoia-level-4, enabled: false }]\n                rules: [{ id: ${LAST}, score_threshold: 40, action: managed_challenge }]\n`,
      errors: [
        {
          messageId: 'deployed',
          line: 10,
          column: 19,
          endLine: 10,
          endColumn: 51,
          message:
            'zone example.com: the managed core ruleset is deployed by rule 1 of the zone\'s `http_request_firewall_managed` entry point for every request; paranoia level PL2, score threshold 40 (Medium sensitivity), action Managed Challenge (`managed_challenge`); the action runs only when a request\'s threat score is greater than 40 (spec 2.7 rule 4)',
        },
      ],
    },
    {
      name: 'defaults, a narrower expression and a disabled last rule',
      code: `zones:\n  - id: z1\n    rulesets:\n      - phase: http_request_firewall_managed\n        rules:\n          - action: execute\n            expression: http.host eq "shop.example.com"\n            action_parameters:\n              id: ${CORE}\n              overrides: { rules: [{ id: ${LAST}, enabled: false }] }\n`,
      errors: [
        {
          messageId: 'deployed',
          line: 9,
          column: 19,
          endLine: 9,
          endColumn: 51,
          message: 'for requests matching `http.host eq "shop.example.com"`; paranoia level PL4 (default), score threshold 40 (Medium sensitivity, default), action Block (`block`, default); the action runs only when a request\'s threat score is greater than 40 (spec 2.7 rule 4); its last rule is disabled, so the action never runs',
        },
      ],
    },
    {
      name: 'the owasp: block applied to the zone\'s own execute rule',
      code: `zones:\n  - id: z1\n    owasp: { paranoia_level: PL3, score_threshold: low, action: js_challenge }\n    rulesets:\n      - phase: http_request_firewall_managed\n        rules:\n          - { action: execute, expression: "true", action_parameters: { id: ${CORE} } }\n`,
      errors: [
        {
          messageId: 'deployed',
          line: 7,
          column: 77,
          endLine: 7,
          endColumn: 109,
          message: 'paranoia level PL3 (from `owasp:`), score threshold 60 (Low sensitivity, from `owasp:`), action JS Challenge (`js_challenge`, from `owasp:`)',
        },
      ],
    },
    {
      name: 'a zone with a managed-rules entry point that does not deploy the core ruleset',
      code: 'zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    rulesets:\n      - phase: http_request_firewall_managed\n        rules: []\n',
      errors: [{ messageId: 'notDeployed', line: 2, column: 9, endLine: 2, endColumn: 41, message: 'zone 023e105f4ecef8ad9ca31a8372d0c353: the managed core ruleset is not deployed' }],
    },
    {
      name: 'an account-level deployment: reported at the account rule and at each zone',
      code: `account:\n  id: a1\n  rulesets:\n    - name: managed\n      kind: root\n      phase: http_request_firewall_managed\n      rules:\n        - action: execute\n          expression: cf.zone.plan eq "ENT"\n          action_parameters:\n            id: ${CORE}\n            overrides: { rules: [{ id: ${LAST}, score_threshold: 60, action: log }] }\nzones:\n  - { id: z1, name: a.example }\n`,
      errors: [
        { messageId: 'deployed', line: 11, column: 17, endLine: 11, endColumn: 49, message: 'account: the managed core ruleset is deployed by rule 1 of the account\'s `http_request_firewall_managed` entry point for requests matching `cf.zone.plan eq "ENT"`; paranoia level PL4 (default), score threshold 60 (Low sensitivity), action Log (`log`)' },
        { messageId: 'deployed', line: 14, column: 11, endLine: 14, endColumn: 13, message: 'zone a.example: the managed core ruleset is deployed at account level by rule 1 of the account\'s' },
      ],
    },
    {
      name: 'a raw entry point with inconsistent paranoia tags',
      filename: 'entrypoint.json',
      code: `{"result": {"kind": "zone", "phase": "http_request_firewall_managed", "rules": [{"action": "execute", "expression": "true", "enabled": false,\n  "action_parameters": {"id": "${CORE}", "overrides": {"categories": [{"category": "paranoia-level-2", "enabled": false}]}}}]},\n "success": true, "errors": [], "messages": []}\n`,
      errors: [
        {
          messageId: 'deployed',
          line: 2,
          column: 31,
          endLine: 2,
          endColumn: 65,
          message: 'this entry point: the managed core ruleset is deployed by rule 1 of the zone\'s `http_request_firewall_managed` entry point for every request; no paranoia level (`paranoia-level-2` disabled while `paranoia-level-1`, `paranoia-level-3` and `paranoia-level-4` stay enabled), score threshold 40 (Medium sensitivity, default), action Block (`block`, default); the action runs only when a request\'s threat score is greater than 40 (spec 2.7 rule 4); the execute rule is disabled, so nothing of it runs',
        },
      ],
    },
  ],
});
