import rule from './score-threshold.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const LAST = '6179ae15870a4bb7b2d480d4843b323c';
const core = (overrides: string): string =>
  `phase: http_request_firewall_managed\nrules:\n  - action: execute\n    expression: "true"\n    action_parameters:\n      id: 4814384a9e5d4991b9815dcfc25d2f1f\n      overrides:\n${overrides}`;
const threshold = (value: string): string => core(`        rules: [{ id: ${LAST}, score_threshold: ${value} }]\n`);
const owasp = (value: string): string => `zones:\n  - id: z1\n    owasp: { paranoia_level: PL2, score_threshold: ${value} }\n`;
const LISTED =
  'account:\n  id: a1\n  managed_rulesets:\n    - id: 4814384a9e5d4991b9815dcfc25d2f1f\n      rules:\n        - { id: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, categories: [paranoia-level-1] }\n        - { id: bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, categories: [paranoia-level-1] }\n        - { id: cccccccccccccccccccccccccccccccc, categories: [paranoia-level-3] }\n        - { id: 6179ae15870a4bb7b2d480d4843b323c, description: "949110: Inbound Anomaly Score Exceeded" }\nzones:\n  - id: z1\n    rulesets:\n      - phase: http_request_firewall_managed\n        rules:\n          - action: execute\n            expression: "true"\n            action_parameters:\n              id: 4814384a9e5d4991b9815dcfc25d2f1f\n              overrides:\n                categories: [{ category: paranoia-level-3, enabled: false }, { category: paranoia-level-4, enabled: false }]\n';

ruleTester(rule, {
  valid: [
    threshold('60'),
    threshold('40'),
    threshold('25'),
    owasp('medium'),
    owasp('25'),
    { name: 'a threshold on another rule is managed/score-threshold-override\'s', code: core('        rules: [{ id: 8ac8bc2a661e475d940980f9317f28e1, score_threshold: 1 }]\n') },
    { name: 'the ruleset disabled but the last rule re-enabled', code: core(`        enabled: false\n        categories: [{ category: paranoia-level-1, enabled: true }]\n        rules: [{ id: ${LAST}, enabled: true }]\n`) },
  ],
  invalid: [
    {
      name: 'a threshold the dashboard does not offer',
      code: threshold('45'),
      errors: [{ messageId: 'notDashboardLevel', line: 8, column: 74, endLine: 8, endColumn: 76 }],
    },
    {
      name: 'a custom integer in the owasp block',
      code: owasp('30'),
      errors: [{ messageId: 'notDashboardLevel', line: 3, column: 52, endLine: 3, endColumn: 54 }],
    },
    {
      name: 'fires on every scored request',
      code: threshold('2'),
      errors: [{ messageId: 'everyScored', line: 8, column: 74, endLine: 8, endColumn: 75, message: 'A threshold of 2 is below 3, so one matching rule triggers the action.' }],
    },
    {
      name: 'fires on every request',
      code: owasp('-1'),
      errors: [{ messageId: 'everyRequest', line: 3, column: 52, endLine: 3, endColumn: 54 }],
    },
    {
      name: 'beyond the configured maximum score',
      code: threshold('500'),
      options: { maxScore: 300 },
      errors: [{ messageId: 'unreachable', line: 8, column: 74, endLine: 8, endColumn: 77, message: 'A threshold of 500 is never exceeded: the score reaches at most 300.' }],
    },
    {
      name: 'beyond what the listed rules can reach at PL2',
      code: `${LISTED}                rules: [{ id: ${LAST}, score_threshold: 10 }]\n`,
      errors: [{ messageId: 'unreachable', line: 21, column: 82, endLine: 21, endColumn: 84, message: 'A threshold of 10 is never exceeded: the score reaches at most 10.' }],
    },
    {
      name: 'reachable with the rules the account lists (2 rules at PL2 reach 10), but not a dashboard level',
      code: `${LISTED}                rules: [{ id: ${LAST}, score_threshold: 9 }]\n`,
      errors: [{ messageId: 'notDashboardLevel', line: 21, column: 82, endLine: 21, endColumn: 83 }],
    },
    {
      name: 'a dashboard level the listed rules cannot reach',
      code: LISTED.replace('zones:\n  - id: z1\n', 'zones:\n  - id: z1\n    owasp: { paranoia_level: PL2, score_threshold: high }\n'),
      errors: [{ messageId: 'unreachable', line: 12, column: 52, endLine: 12, endColumn: 56, message: 'A threshold of 25 is never exceeded: the score reaches at most 10.' }],
    },
    {
      name: 'the last rule disabled',
      code: core(`        rules: [{ id: ${LAST}, enabled: false }]\n`),
      errors: [{ messageId: 'lastRuleDisabled', line: 8, column: 66, endLine: 8, endColumn: 71 }],
    },
    {
      name: 'the whole ruleset disabled, paranoia tags re-enabled, the last rule not',
      code: core('        enabled: false\n        categories: [{ category: paranoia-level-1, enabled: true }]\n'),
      errors: [{ messageId: 'rulesetDisabled', line: 8, column: 18, endLine: 8, endColumn: 23 }],
    },
  ],
});
