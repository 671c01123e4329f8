import rule from './list-name.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'ip.src in $office_ips_2', code: 'rules:\n  - action: block\n    expression: ip.src in $office_ips_2\n' },
  ],
  invalid: [
    {
      name: 'ip.src in $Office_IPs',
      code: 'rules:\n  - action: block\n    expression: ip.src in $Office_IPs\n',
      errors: [{ messageId: 'invalidName', line: 3, column: 27, endLine: 3, endColumn: 38, message: '`$Office_IPs` is not a valid list name: use lower-case letters, digits and `_`.' }],
    },
    {
      name: 'ip.src in $',
      code: 'rules:\n  - action: block\n    expression: ip.src in $\n',
      errors: [{ messageId: 'empty', line: 3, column: 27, endLine: 3, endColumn: 28 }],
    },
    {
      name: 'ip.src in $foo.bar',
      code: 'rules:\n  - action: block\n    expression: ip.src in $foo.bar\n',
      errors: [{ messageId: 'invalidName', line: 3, column: 27, endLine: 3, endColumn: 35 }],
    },
  ],
});
