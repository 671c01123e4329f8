import rule from './override-action.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const execute = (id: string, overrides: string): string =>
  `phase: http_request_firewall_managed\nrules:\n  - action: execute\n    expression: "true"\n    action_parameters:\n      id: ${id}\n      overrides:\n${overrides}`;
const CORE = '4814384a9e5d4991b9815dcfc25d2f1f';
const MANAGED = 'efb7b8c949ac4650a09736fc376e9aee';
const LAST = '6179ae15870a4bb7b2d480d4843b323c';

ruleTester(rule, {
  valid: [
    execute(CORE, `        rules: [{ id: ${LAST}, action: managed_challenge, score_threshold: 40 }]\n`),
    execute(CORE, `        rules: [{ id: ${LAST}, action: log }]\n`),
    execute(MANAGED, '        action: log\n        categories: [{ category: wordpress, action: block }]\n        rules: [{ id: 5de7edfa648c4d6891dc3e7f84534ffa, action: js_challenge }]\n'),
    { name: 'actions of the DDoS phase are not known', code: 'phase: ddos_l7\nrules:\n  - action: execute\n    expression: "true"\n    action_parameters:\n      id: 4d21379b4f9f4bb088e0729962c8b3cf\n      overrides: { action: ddos_dynamic }\n' },
  ],
  invalid: [
    {
      name: 'the dashboard\'s name instead of the API\'s',
      code: execute(CORE, `        rules: [{ id: ${LAST}, action: interactive_challenge }]\n`),
      errors: [{ messageId: 'notDashboard', line: 8, column: 65, endLine: 8, endColumn: 86, message: 'did you mean `challenge`?' }],
      output: execute(CORE, `        rules: [{ id: ${LAST}, action: challenge }]\n`),
    },
    {
      name: 'skip is an action of rules, not of overrides',
      code: execute(MANAGED, '        categories: [{ category: wordpress, action: skip }]\n'),
      errors: [{ messageId: 'notAllowed', line: 8, column: 53, endLine: 8, endColumn: 57, message: 'Overrides cannot set action `skip` here.' }],
      output: null,
    },
    {
      name: 'a ruleset-level action with a typo',
      code: execute(MANAGED, '        action: managed-challenge\n'),
      errors: [{ messageId: 'notAllowed', line: 8, column: 17, endLine: 8, endColumn: 34, message: 'did you mean `managed_challenge`?' }],
      output: execute(MANAGED, '        action: managed_challenge\n'),
    },
    {
      name: 'allow does not exist',
      code: execute(MANAGED, '        rules: [{ id: 5de7edfa648c4d6891dc3e7f84534ffa, action: allow }]\n'),
      errors: [{ messageId: 'notAllowed', line: 8, column: 65, endLine: 8, endColumn: 70 }],
    },
  ],
});
