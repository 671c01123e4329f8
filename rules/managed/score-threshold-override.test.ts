import rule from './score-threshold-override.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const execute = (id: string, rules: string): string =>
  `phase: http_request_firewall_managed\nrules:\n  - action: execute\n    expression: "true"\n    action_parameters:\n      id: ${id}\n      overrides:\n        rules:\n${rules}`;
const CORE = '4814384a9e5d4991b9815dcfc25d2f1f';

ruleTester(rule, {
  valid: [
    execute(CORE, '          - { id: 6179ae15870a4bb7b2d480d4843b323c, score_threshold: 25, action: block }\n'),
    execute(CORE, '          - { id: 8ac8bc2a661e475d940980f9317f28e1, enabled: false }\n'),
    { name: 'an unknown ruleset is not judged', code: execute('0123456789abcdef0123456789abcdef', '          - { id: 6179ae15870a4bb7b2d480d4843b323c, score_threshold: 25 }\n') },
    {
      name: 'an account ruleset whose listed rule carries a threshold',
      code: 'account:\n  id: a1\n  managed_rulesets:\n    - id: 0123456789abcdef0123456789abcdef\n      rules: [{ id: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, score_threshold: 10 }]\nzones:\n  - id: z1\n    rulesets:\n      - phase: http_request_firewall_managed\n        rules:\n          - action: execute\n            expression: "true"\n            action_parameters:\n              id: 0123456789abcdef0123456789abcdef\n              overrides: { rules: [{ id: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, score_threshold: 20 }] }\n',
    },
  ],
  invalid: [
    {
      name: 'a threshold on a scoring rule',
      code: execute(CORE, '          - { id: 8ac8bc2a661e475d940980f9317f28e1, score_threshold: 60 }\n'),
      errors: [{ messageId: 'notLastRule', line: 9, column: 53, endLine: 9, endColumn: 68, message: '`score_threshold` belongs on the core ruleset\'s last rule, not on a scoring rule.' }],
    },
    {
      name: 'a threshold on the Cloudflare Managed Ruleset',
      code: execute('efb7b8c949ac4650a09736fc376e9aee', '          - { id: 5de7edfa648c4d6891dc3e7f84534ffa, score_threshold: 60 }\n'),
      errors: [{ messageId: 'notCore', line: 9, column: 53, endLine: 9, endColumn: 68 }],
    },
  ],
});
