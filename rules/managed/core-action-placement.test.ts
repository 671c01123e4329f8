import rule from './core-action-placement.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const execute = (id: string, overrides: string): string =>
  `phase: http_request_firewall_managed\nrules:\n  - action: execute\n    expression: "true"\n    action_parameters:\n      id: ${id}\n      overrides:\n${overrides}`;
const CORE = '4814384a9e5d4991b9815dcfc25d2f1f';
const LAST = '6179ae15870a4bb7b2d480d4843b323c';

ruleTester(rule, {
  valid: [
    execute(CORE, `        rules: [{ id: ${LAST}, action: managed_challenge }]\n`),
    execute(CORE, '        categories: [{ category: paranoia-level-4, enabled: false }]\n'),
    { name: 'other managed rulesets take ruleset-level actions', code: execute('efb7b8c949ac4650a09736fc376e9aee', '        action: log\n        categories: [{ category: wordpress, action: block }]\n') },
  ],
  invalid: [
    {
      name: 'the ruleset-level action (terraform-provider-cloudflare #2056)',
      code: execute(CORE, '        action: log\n'),
      errors: [{ messageId: 'rulesetAction', line: 8, column: 9, endLine: 8, endColumn: 15, message: 'A ruleset-level `action` also hits the scoring rules; set the action on the last rule instead.' }],
    },
    {
      name: 'actions on paranoia tags',
      code: execute(CORE, '        categories:\n          - { category: paranoia-level-1, action: block, enabled: true }\n          - { category: paranoia-level-2, action: block, enabled: true }\n'),
      errors: [
        { messageId: 'categoryAction', line: 9, column: 43, endLine: 9, endColumn: 49 },
        { messageId: 'categoryAction', line: 10, column: 43, endLine: 10, endColumn: 49 },
      ],
    },
    {
      name: 'an action on a scoring rule',
      code: execute(CORE, '        rules: [{ id: 8ac8bc2a661e475d940980f9317f28e1, action: block }]\n'),
      errors: [{ messageId: 'scoringRuleAction', line: 8, column: 57, endLine: 8, endColumn: 63 }],
    },
  ],
});
