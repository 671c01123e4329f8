import rule from './invalid-ip.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'ip.src in {10.0.0.0/8 2001:db8::/32 192.0.2.1}', code: 'rules:\n  - action: block\n    expression: ip.src in {10.0.0.0/8 2001:db8::/32 192.0.2.1}\n' },
  ],
  invalid: [
    {
      name: 'ip.src eq 256.1.1.1',
      code: 'rules:\n  - action: block\n    expression: ip.src eq 256.1.1.1\n',
      errors: [{ messageId: 'invalidAddress', line: 3, column: 27, endLine: 3, endColumn: 36, message: '`256.1.1.1` is not a valid IP address.' }],
    },
    {
      name: 'ip.src in {10.0.0.0/33}',
      code: 'rules:\n  - action: block\n    expression: ip.src in {10.0.0.0/33}\n',
      errors: [{ messageId: 'invalidPrefix', line: 3, column: 37, endLine: 3, endColumn: 39 }],
    },
    {
      name: 'ip.src in {2001:db8::/129}',
      filename: 'r.json',
      code: '{"rules": [{"action": "block", "expression": "ip.src in {2001:db8::/129}"}]}',
      errors: [{ messageId: 'invalidPrefix', line: 1, column: 69, endLine: 1, endColumn: 72 }],
    },
  ],
});
