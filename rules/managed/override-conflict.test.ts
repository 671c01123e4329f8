import rule from './override-conflict.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const core = (overrides: string): string =>
  `phase: http_request_firewall_managed\nrules:\n  - action: execute\n    expression: "true"\n    action_parameters:\n      id: 4814384a9e5d4991b9815dcfc25d2f1f\n      overrides:\n${overrides}`;
const PL1_RULE = '8ac8bc2a661e475d940980f9317f28e1';
const ACCOUNT =
  'account:\n  id: a1\n  managed_rulesets:\n    - id: 0123456789abcdef0123456789abcdef\n      rules:\n        - { id: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, description: SQLi probe, categories: [sqli, wordpress] }\nzones:\n  - id: z1\n    rulesets:\n      - phase: http_request_firewall_managed\n        rules:\n          - action: execute\n            expression: "true"\n            action_parameters:\n              id: 0123456789abcdef0123456789abcdef\n              overrides:\n';

ruleTester(rule, {
  valid: [
    core(`        categories: [{ category: paranoia-level-1, enabled: true }]\n        rules: [{ id: ${PL1_RULE}, action: log }]\n`),
    core(`        rules: [{ id: ${PL1_RULE}, enabled: false }]\n`),
    { name: 'tags of rules the table does not know cannot conflict', code: core('        categories: [{ category: paranoia-level-4, enabled: false }]\n        rules: [{ id: 5de7edfa648c4d6891dc3e7f84534ffa, enabled: true }]\n') },
    { name: 'two tags of one rule that agree', code: `${ACCOUNT}                categories: [{ category: sqli, enabled: false }, { category: wordpress, enabled: false }]\n` },
  ],
  invalid: [
    {
      name: 'a rule override re-enables a rule of a disabled paranoia level',
      code: core(`        categories: [{ category: paranoia-level-1, enabled: false }]\n        rules: [{ id: ${PL1_RULE}, enabled: true }]\n`),
      errors: [{ messageId: 'ruleOverTag', line: 9, column: 66, endLine: 9, endColumn: 70, message: 'The rule is enabled here but tag `paranoia-level-1` is disabled; the rule override wins.' }],
    },
    {
      name: 'rule action against tag action',
      code: core(`        categories: [{ category: paranoia-level-1, action: block }]\n        rules: [{ id: ${PL1_RULE}, action: log }]\n`),
      errors: [{ messageId: 'ruleActionOverTag', line: 9, column: 65, endLine: 9, endColumn: 68 }],
    },
    {
      name: 'two tags of one rule that disagree',
      code: `${ACCOUNT}                categories:\n                  - { category: sqli, enabled: false }\n                  - { category: wordpress, enabled: true }\n`,
      errors: [{ messageId: 'lastTagWins', line: 19, column: 53, endLine: 19, endColumn: 57, message: 'This override of `wordpress` wins over `sqli` (entry 1) for rules with both tags.' }],
    },
  ],
});
