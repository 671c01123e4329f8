import rule from './owasp-settings.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const zone = (owasp: string, rulesets = ''): string => `zones:\n  - id: z1\n    owasp: ${owasp}\n${rulesets}`;
const deployed = (overrides: string): string =>
  `    rulesets:\n      - phase: http_request_firewall_managed\n        rules:\n          - action: execute\n            expression: "true"\n            action_parameters:\n              id: 4814384a9e5d4991b9815dcfc25d2f1f\n${overrides}`;
const LAST = '6179ae15870a4bb7b2d480d4843b323c';

ruleTester(rule, {
  valid: [
    { name: 'deployed without overrides: the plan derives them from owasp:', code: zone('{ paranoia_level: PL2, score_threshold: medium, action: managed_challenge }', deployed('')) },
    {
      name: 'overrides that agree',
      code: zone(
        '{ paranoia_level: PL2, score_threshold: high, action: block }',
        deployed(`              overrides:\n                categories: [{ category: paranoia-level-3, enabled: false }, { category: paranoia-level-4, enabled: false }]\n                rules: [{ id: ${LAST}, score_threshold: 25, action: block }]\n`),
      ),
    },
    { name: 'PL4 needs no tag disabled', code: zone('{ paranoia_level: PL4 }', deployed(`              overrides: { rules: [{ id: ${LAST}, score_threshold: 40 }] }\n`)) },
    { name: 'a zone without owasp:', code: 'zones:\n  - id: z1\n' },
  ],
  invalid: [
    {
      name: 'owasp: without a deployment',
      code: zone('{ paranoia_level: PL2 }'),
      errors: [{ messageId: 'notDeployed', line: 3, column: 5, endLine: 3, endColumn: 10, message: '`owasp:` needs the core ruleset deployed in this zone; add its execute rule to the zone.' }],
    },
    {
      name: 'owasp: with only an account-level deployment',
      code: `account:\n  id: a1\n  rulesets:\n    - name: managed\n      kind: root\n      phase: http_request_firewall_managed\n      rules:\n        - { action: execute, expression: 'cf.zone.plan eq "ENT"', action_parameters: { id: 4814384a9e5d4991b9815dcfc25d2f1f } }\n${zone('{ action: log }')}`,
      errors: [{ messageId: 'accountDeployment', line: 11, column: 5, endLine: 11, endColumn: 10, message: '`owasp:` cannot configure the account\'s deployment; deploy the core ruleset in this zone.' }],
    },
    {
      name: 'the design.md example: PL2 asked, only paranoia-level-3 disabled',
      code: zone('{ paranoia_level: PL2, score_threshold: medium, action: managed_challenge }', deployed('              overrides:\n                categories: [{ category: paranoia-level-3, enabled: false }]\n')),
      errors: [{ messageId: 'paranoiaMismatch', line: 3, column: 30, endLine: 3, endColumn: 33, message: 'The execute rule disables `paranoia-level-3` only, not what `paranoia_level: PL2` needs.' }],
    },
    {
      name: 'threshold and action disagree',
      code: zone('{ score_threshold: low, action: managed_challenge }', deployed(`              overrides:\n                rules: [{ id: ${LAST}, score_threshold: 40, action: block }]\n`)),
      errors: [
        { messageId: 'thresholdMismatch', line: 3, column: 31, endLine: 3, endColumn: 34, message: '`score_threshold: low` disagrees with the execute rule\'s `score_threshold: 40`.' },
        { messageId: 'actionMismatch', line: 3, column: 44, endLine: 3, endColumn: 61, message: '`action: managed_challenge` disagrees with the execute rule\'s `action: block`.' },
      ],
    },
  ],
});
