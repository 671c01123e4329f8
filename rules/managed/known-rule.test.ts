import rule from './known-rule.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const execute = (id: string, rules: string): string =>
  `phase: http_request_firewall_managed\nrules:\n  - action: execute\n    expression: "true"\n    action_parameters:\n      id: ${id}\n      overrides:\n        rules:\n${rules}`;
const CORE = '4814384a9e5d4991b9815dcfc25d2f1f';
const MANAGED = 'efb7b8c949ac4650a09736fc376e9aee';
const ACCOUNT =
  'account:\n  id: a1\n  managed_rulesets:\n    - id: 0123456789abcdef0123456789abcdef\n      rules:\n        - { id: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, description: SQLi }\n        - { id: bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, description: XSS }\nzones:\n  - id: z1\n    rulesets:\n      - phase: http_request_firewall_managed\n        rules:\n          - action: execute\n            expression: "true"\n            action_parameters:\n              id: 0123456789abcdef0123456789abcdef\n              overrides:\n                rules:\n';

ruleTester(rule, {
  valid: [
    execute(CORE, '          - { id: 6179ae15870a4bb7b2d480d4843b323c, score_threshold: 60, action: managed_challenge }\n'),
    { name: 'a rule the table does not know (lists of Cloudflare rulesets are not complete)', code: execute(CORE, '          - { id: 5de7edfa648c4d6891dc3e7f84534ffa, enabled: false }\n') },
    execute(MANAGED, '          - { id: 5de7edfa648c4d6891dc3e7f84534ffa, action: log }\n'),
    { name: 'a rule the account lists', code: `${ACCOUNT}                  - { id: bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, enabled: false }\n` },
  ],
  invalid: [
    {
      name: 'the last rule\'s ref instead of its id',
      code: execute(CORE, '          - { id: ad0beb2fce9f149e565ee78d6e659d47, score_threshold: 60 }\n'),
      errors: [{ messageId: 'ref', line: 9, column: 19, endLine: 9, endColumn: 51, message: 'Rule overrides name rules by id, not by `ref`; write `6179ae15870a4bb7b2d480d4843b323c`.' }],
      output: execute(CORE, '          - { id: 6179ae15870a4bb7b2d480d4843b323c, score_threshold: 60 }\n'),
    },
    {
      name: 'the core ruleset\'s last rule in the Cloudflare Managed Ruleset\'s overrides',
      code: execute(MANAGED, '          - { id: 6179ae15870a4bb7b2d480d4843b323c, enabled: false }\n'),
      errors: [{ messageId: 'otherRuleset', line: 9, column: 19, endLine: 9, endColumn: 51, message: 'belongs to Cloudflare OWASP Core Ruleset' }],
    },
    {
      name: 'a rule number of the upstream rule set',
      code: execute(CORE, '          - { id: "949110", score_threshold: 60 }\n'),
      errors: [{ messageId: 'ruleNumber', line: 9, column: 19, endLine: 9, endColumn: 27, message: 'Rule overrides name rules by id, not by upstream number; write `6179ae15870a4bb7b2d480d4843b323c`.' }],
      output: execute(CORE, '          - { id: "6179ae15870a4bb7b2d480d4843b323c", score_threshold: 60 }\n'),
    },
    {
      name: 'an upstream rule number the table does not know',
      code: execute(CORE, '          - { id: "942100", enabled: false }\n'),
      errors: [{ messageId: 'malformed', line: 9, column: 19, endLine: 9, endColumn: 27 }],
    },
    {
      name: 'one character off the last rule',
      code: execute(CORE, '          - { id: 6179ae15870a4bb7b2d480d4843b323d, action: block }\n'),
      errors: [{ messageId: 'unknown', line: 9, column: 19, endLine: 9, endColumn: 51, message: 'Not a rule of this managed ruleset; did you mean `6179ae15870a4bb7b2d480d4843b323c`?' }],
      output: null,
    },
    {
      name: 'a rule the account\'s list does not have',
      code: `${ACCOUNT}                  - { id: cccccccccccccccccccccccccccccccc, enabled: false }\n`,
      errors: [{ messageId: 'unknown', line: 19, column: 27, endLine: 19, endColumn: 59 }],
    },
  ],
});
