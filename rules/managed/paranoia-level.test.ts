import rule from './paranoia-level.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const core = (overrides: string): string =>
  `phase: http_request_firewall_managed\nrules:\n  - action: execute\n    expression: "true"\n    action_parameters:\n      id: 4814384a9e5d4991b9815dcfc25d2f1f\n      overrides:\n${overrides}`;
const tags = (...entries: string[]): string => `        categories:\n${entries.map((e) => `          - { ${e} }\n`).join('')}`;

ruleTester(rule, {
  valid: [
    core(tags('category: paranoia-level-3, enabled: false', 'category: paranoia-level-4, enabled: false')),
    core(tags('category: paranoia-level-4, enabled: false')),
    core(tags('category: paranoia-level-2, enabled: false', 'category: paranoia-level-3, enabled: false', 'category: paranoia-level-4, enabled: false')),
    { name: 'no tag disabled: PL4, the spec\'s default', code: core('        rules: [{ id: 6179ae15870a4bb7b2d480d4843b323c, score_threshold: 60 }]\n') },
    { name: 'disable everything, then enable PL1 and PL2', code: core(`        enabled: false\n${tags('category: paranoia-level-1, enabled: true', 'category: paranoia-level-2, enabled: true')}`) },
    { name: 'a later override re-enables a tag (the last one wins)', code: core(tags('category: paranoia-level-3, enabled: false', 'category: paranoia-level-3, enabled: true')) },
    { name: 'paranoia tags of another ruleset are managed/known-category\'s', code: 'phase: http_request_firewall_managed\nrules:\n  - action: execute\n    expression: "true"\n    action_parameters:\n      id: efb7b8c949ac4650a09736fc376e9aee\n      overrides: { categories: [{ category: paranoia-level-3, enabled: false }] }\n' },
  ],
  invalid: [
    {
      name: 'PL3 disabled while PL4 stays enabled (the design.md example)',
      code: core(tags('category: paranoia-level-3, enabled: false')),
      errors: [{ messageId: 'gap', line: 9, column: 52, endLine: 9, endColumn: 57, message: '`paranoia-level-3` is disabled but PL4 stays enabled, so no paranoia level is set.' }],
    },
    {
      name: 'PL2 disabled while PL3 stays enabled',
      code: core(tags('category: paranoia-level-2, enabled: false', 'category: paranoia-level-4, enabled: false')),
      errors: [{ messageId: 'gap', line: 9, column: 52, endLine: 9, endColumn: 57, message: '`paranoia-level-2` is disabled but PL3 stays enabled, so no paranoia level is set.' }],
    },
    {
      name: 'PL1 switched off alone',
      code: core(tags('category: paranoia-level-1, enabled: false')),
      errors: [{ messageId: 'lowestOff', line: 9, column: 52, endLine: 9, endColumn: 57, message: '`paranoia-level-1` cannot be disabled alone; disable the tags above the level you want.' }],
    },
    {
      name: 'all four disabled',
      code: core(tags('category: paranoia-level-1, enabled: false', 'category: paranoia-level-2, enabled: false', 'category: paranoia-level-3, enabled: false', 'category: paranoia-level-4, enabled: false')),
      errors: [{ messageId: 'allDisabled', line: 9, column: 52, endLine: 9, endColumn: 57 }],
    },
    {
      name: 'the ruleset disabled and PL3 alone re-enabled',
      code: core(`        enabled: false\n${tags('category: paranoia-level-3, enabled: true')}`),
      errors: [{ messageId: 'rulesetGap', line: 8, column: 18, endLine: 8, endColumn: 23, message: '`enabled: false` with PL3 re-enabled sets no paranoia level.' }],
    },
  ],
});
