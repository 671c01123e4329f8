import rule from './execute-version.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const execute = (version: string): string =>
  `phase: http_request_firewall_managed\nrules:\n  - action: execute\n    expression: "true"\n    action_parameters:\n      id: 4814384a9e5d4991b9815dcfc25d2f1f\n      version: ${version}\n`;

ruleTester(rule, {
  valid: [
    execute('latest'),
    execute('"35"'),
    { name: 'no version: the API deploys the newest', code: 'phase: http_request_firewall_managed\nrules:\n  - action: execute\n    expression: "true"\n    action_parameters: { id: 4814384a9e5d4991b9815dcfc25d2f1f }\n' },
    { name: 'a number is the schema rules\' to report', code: execute('35') },
    { name: 'a placeholder', code: execute('"${OWASP_VERSION}"') },
    { name: 'version on another action is not an execute version', code: 'phase: http_request_firewall_managed\nrules:\n  - action: block\n    expression: "true"\n    version: "2"\n' },
  ],
  invalid: [
    {
      code: execute('Latest'),
      errors: [{ messageId: 'latestCase', line: 7, column: 16, endLine: 7, endColumn: 22 }],
      output: execute('latest'),
    },
    {
      name: 'the upstream CRS version',
      code: execute('"3.3.0"'),
      errors: [{ messageId: 'softwareVersion', line: 7, column: 16, endLine: 7, endColumn: 23 }],
      output: null,
    },
    {
      name: 'JSON',
      filename: 'rule.json',
      code: '{"phase": "http_request_firewall_managed", "rules": [{"action": "execute", "expression": "true",\n  "action_parameters": {"id": "4814384a9e5d4991b9815dcfc25d2f1f", "version": "newest"}}]}\n',
      errors: [{ messageId: 'invalid', line: 2, column: 78, endLine: 2, endColumn: 86 }],
    },
  ],
});
