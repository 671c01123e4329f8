import rule from './invalid-range.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'tcp.dstport in {80..90}', code: 'phase: magic_transit\nrules:\n  - action: block\n    expression: tcp.dstport in {80..90}\n' },
    { name: 'ip.src in {10.0.0.1..10.0.0.9}', code: 'rules:\n  - action: block\n    expression: ip.src in {10.0.0.1..10.0.0.9}\n' },
  ],
  invalid: [
    {
      name: 'tcp.dstport in {90..80} (magic_transit)',
      code: 'phase: magic_transit\nrules:\n  - action: block\n    expression: tcp.dstport in {90..80}\n',
      errors: [{ messageId: 'reversed', line: 4, column: 33, endLine: 4, endColumn: 39, message: 'The range `90..80` is reversed; write `80..90`.' }],
      output: 'phase: magic_transit\nrules:\n  - action: block\n    expression: tcp.dstport in {80..90}\n',
    },
    {
      name: 'ip.src in {10.0.0.9..10.0.0.1}',
      code: 'rules:\n  - action: block\n    expression: ip.src in {10.0.0.9..10.0.0.1}\n',
      errors: [{ messageId: 'reversed', line: 3, column: 28, endLine: 3, endColumn: 46 }],
      output: 'rules:\n  - action: block\n    expression: ip.src in {10.0.0.1..10.0.0.9}\n',
    },
    {
      name: 'ip.src in {10.0.0.1..2001:db8::1}',
      code: 'rules:\n  - action: block\n    expression: ip.src in {10.0.0.1..2001:db8::1}\n',
      errors: [{ messageId: 'mixedFamilies', line: 3, column: 28, endLine: 3, endColumn: 49 }],
    },
  ],
});
