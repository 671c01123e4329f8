import rule from './duplicate-set-member.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'http.host in {"a" "b"}', code: 'rules:\n  - action: block\n    expression: http.host in {"a" "b"}\n' },
  ],
  invalid: [
    {
      name: 'http.host in {"a" "b" "a"}',
      code: 'rules:\n  - action: block\n    expression: http.host in {"a" "b" "a"}\n',
      errors: [{ messageId: 'duplicate', line: 3, column: 39, endLine: 3, endColumn: 42, message: '`"a"` appears more than once in this set.' }],
      output: 'rules:\n  - action: block\n    expression: http.host in {"a" "b"}\n',
    },
    {
      name: 'tcp.dstport in {80 0x50} (magic_transit)',
      code: 'phase: magic_transit\nrules:\n  - action: block\n    expression: tcp.dstport in {80 0x50}\n',
      errors: [{ messageId: 'duplicate', line: 4, column: 36, endLine: 4, endColumn: 40 }],
      output: 'phase: magic_transit\nrules:\n  - action: block\n    expression: tcp.dstport in {80}\n',
    },
  ],
});
