import rule from './known-category.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const execute = (id: string, categories: string): string =>
  `phase: http_request_firewall_managed\nrules:\n  - action: execute\n    expression: "true"\n    action_parameters:\n      id: ${id}\n      overrides:\n        categories:\n${categories}`;
const CORE = '4814384a9e5d4991b9815dcfc25d2f1f';
const MANAGED = 'efb7b8c949ac4650a09736fc376e9aee';

ruleTester(rule, {
  valid: [
    execute(CORE, '          - { category: paranoia-level-3, enabled: false }\n          - { category: paranoia-level-4, enabled: false }\n'),
    execute(MANAGED, '          - { category: wordpress, enabled: false }\n'),
    { name: 'the Cloudflare Managed Ruleset\'s category list is not complete', code: execute(MANAGED, '          - { category: joomla, action: log }\n') },
    { name: 'an unknown ruleset is not judged', code: execute('0123456789abcdef0123456789abcdef', '          - { category: anything, enabled: false }\n') },
    {
      name: 'an account ruleset\'s categories',
      code: 'account:\n  id: a1\n  managed_rulesets:\n    - { id: 0123456789abcdef0123456789abcdef, categories: [sqli, xss] }\nzones:\n  - id: z1\n    rulesets:\n      - phase: http_request_firewall_managed\n        rules:\n          - action: execute\n            expression: "true"\n            action_parameters:\n              id: 0123456789abcdef0123456789abcdef\n              overrides: { categories: [{ category: xss, enabled: false }] }\n',
    },
  ],
  invalid: [
    {
      name: 'a paranoia level written as PL3',
      code: execute(CORE, '          - { category: PL3, enabled: false }\n'),
      errors: [{ messageId: 'badParanoiaTag', line: 9, column: 25, endLine: 9, endColumn: 28, message: 'did you mean `paranoia-level-3`?' }],
      output: execute(CORE, '          - { category: paranoia-level-3, enabled: false }\n'),
    },
    {
      name: 'a fifth paranoia level',
      code: execute(CORE, '          - { category: paranoia-level-5, enabled: false }\n'),
      errors: [{ messageId: 'badParanoiaTag', line: 9, column: 25, endLine: 9, endColumn: 41 }],
      output: null,
    },
    {
      name: 'paranoia tags on the Cloudflare Managed Ruleset',
      code: execute(MANAGED, '          - { category: paranoia-level-2, enabled: false }\n'),
      errors: [{ messageId: 'paranoiaElsewhere', line: 9, column: 25, endLine: 9, endColumn: 41, message: '`paranoia-level-2` is a core ruleset paranoia tag, not a category of Cloudflare Managed Ruleset.' }],
    },
    {
      name: 'a typo of a known category',
      code: execute(MANAGED, '          - { category: wordpres, enabled: false }\n'),
      errors: [{ messageId: 'unknown', line: 9, column: 25, endLine: 9, endColumn: 33, message: 'did you mean `wordpress`?' }],
    },
    {
      name: 'an account ruleset lists its categories: others are unknown',
      code: 'account:\n  id: a1\n  managed_rulesets:\n    - { id: 0123456789abcdef0123456789abcdef, categories: [sqli, xss] }\nzones:\n  - id: z1\n    rulesets:\n      - phase: http_request_firewall_managed\n        rules:\n          - action: execute\n            expression: "true"\n            action_parameters:\n              id: 0123456789abcdef0123456789abcdef\n              overrides: { categories: [{ category: rce, enabled: false }] }\n',
      errors: [{ messageId: 'unknown', line: 14, column: 53, endLine: 14, endColumn: 56, message: '`rce` is not a category of managed ruleset 0123456789abcdef0123456789abcdef.' }],
    },
  ],
});
