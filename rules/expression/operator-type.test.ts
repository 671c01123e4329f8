import rule from './operator-type.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'ssl', code: 'rules:\n  - action: block\n    expression: ssl\n' },
    { name: 'not ssl', code: 'rules:\n  - action: block\n    expression: not ssl\n' },
    { name: 'tcp.dstport eq 80', code: 'phase: magic_transit\nrules:\n  - action: block\n    expression: tcp.dstport eq 80\n' },
  ],
  invalid: [
    {
      name: 'ssl eq true',
      code: 'rules:\n  - action: block\n    expression: ssl eq true\n',
      errors: [{ messageId: 'boolOperator', line: 3, column: 21, endLine: 3, endColumn: 23, message: '`ssl` is a Boolean; test it without `eq`, alone or with `not`.' }],
    },
    {
      name: 'tcp.dstport contains "80" (magic_transit)',
      code: 'phase: magic_transit\nrules:\n  - action: block\n    expression: tcp.dstport contains "80"\n',
      errors: [{ messageId: 'notForType', line: 4, column: 29, endLine: 4, endColumn: 37 }],
    },
    {
      name: 'ip.src matches "1.*"',
      filename: 'r.json',
      code: '{"rules": [{"action": "block", "expression": "ip.src matches \\"1.*\\""}]}',
      errors: [{ messageId: 'notForType', line: 1, column: 54, endLine: 1, endColumn: 61 }],
    },
  ],
});
