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
          message: 'Core ruleset: PL2, threshold 40 (Medium), action Managed Challenge.',
        },
      ],
    },
    {
      name: 'defaults, a narrower expression and a disabled last rule',
      code: `zones:\n  - id: z1\n    rulesets:\n      - phase: http_request_firewall_managed\n        rules:\n          - action: execute\n            expression: http.host eq "shop.example.com"\n            action_parameters:\n              id: ${CORE}\n              overrides: { rules: [{ id: ${LAST}, enabled: false }] }\n`,
      errors: [
        {
          messageId: 'neverActs',
          line: 9,
          column: 19,
          endLine: 9,
          endColumn: 51,
          message: 'Core ruleset: PL4 (default), threshold 40; its last rule is disabled, so it never acts.',
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
          message: 'Core ruleset: PL3, threshold 60 (Low), action JS Challenge.',
        },
      ],
    },
    {
      name: 'a zone with a managed-rules entry point that does not deploy the core ruleset',
      code: 'zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    rulesets:\n      - phase: http_request_firewall_managed\n        rules: []\n',
      errors: [{ messageId: 'notDeployed', line: 2, column: 9, endLine: 2, endColumn: 41, message: 'The managed core ruleset is not deployed for this zone.' }],
    },
    {
      name: 'an account-level deployment: reported at the account rule and at each zone',
      code: `account:\n  id: a1\n  rulesets:\n    - name: managed\n      kind: root\n      phase: http_request_firewall_managed\n      rules:\n        - action: execute\n          expression: cf.zone.plan eq "ENT"\n          action_parameters:\n            id: ${CORE}\n            overrides: { rules: [{ id: ${LAST}, score_threshold: 60, action: log }] }\nzones:\n  - { id: z1, name: a.example }\n`,
      errors: [
        { messageId: 'deployed', line: 11, column: 17, endLine: 11, endColumn: 49, message: 'Core ruleset: PL4 (default), threshold 60 (Low), action Log.' },
        { messageId: 'deployedByAccount', line: 14, column: 11, endLine: 14, endColumn: 13, message: 'Account core ruleset: PL4 (default), threshold 60 (Low), action Log.' },
      ],
    },
    {
      name: 'a zone deploying the ruleset its account deploys too: the other deployment as a second finding',
      code: `account:\n  id: a1\n  rulesets:\n    - name: managed\n      kind: root\n      phase: http_request_firewall_managed\n      rules:\n        - { action: execute, expression: "true", action_parameters: { id: ${CORE} } }\nzones:\n  - id: z1\n    rulesets:\n      - phase: http_request_firewall_managed\n        rules:\n          - { action: execute, expression: "true", action_parameters: { id: ${CORE} } }\n`,
      errors: [
        { messageId: 'deployed', line: 8, column: 75, endLine: 8, endColumn: 107, message: 'Core ruleset: PL4 (default), threshold 40 (Medium), action Block (default).' },
        { messageId: 'deployed', line: 14, column: 77, endLine: 14, endColumn: 109, message: 'Core ruleset: PL4 (default), threshold 40 (Medium), action Block (default).' },
        { messageId: 'alsoDeployed', line: 14, column: 77, endLine: 14, endColumn: 109, message: 'The core ruleset is also deployed by the account\'s rule 1.' },
      ],
    },
    {
      name: 'a raw entry point with inconsistent paranoia tags',
      filename: 'entrypoint.json',
      code: `{"result": {"kind": "zone", "phase": "http_request_firewall_managed", "rules": [{"action": "execute", "expression": "true", "enabled": false,\n  "action_parameters": {"id": "${CORE}", "overrides": {"categories": [{"category": "paranoia-level-2", "enabled": false}]}}}]},\n "success": true, "errors": [], "messages": []}\n`,
      errors: [
        {
          messageId: 'disabled',
          line: 2,
          column: 31,
          endLine: 2,
          endColumn: 65,
          message: 'Core ruleset deployed, but its execute rule is disabled: none of its rules run.',
        },
      ],
    },
  ],
});
