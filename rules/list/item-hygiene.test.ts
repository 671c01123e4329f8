import rule from './item-hygiene.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const lists = (body: string): string => `account:\n  id: 01a7362d577a6c3019a474fd6f485823\n  lists:\n${body}`;

ruleTester(rule, {
  valid: [
    lists('    - name: office\n      kind: ip\n      items: ["192.0.2.0/25", "192.0.2.128/25", "2001:db8::/48"]\n'),
    lists('    - name: hosts\n      kind: hostname\n      items: ["example.com", "*.example.com"]\n'),
  ],
  invalid: [
    {
      code: lists('    - name: office\n      kind: ip\n      items: ["192.0.2.0/24", "192.0.2.128/25", "10.0.0.1/8", "192.0.2.0/24", "198.51.100.0/24", "198.51.100.1"]\n    - name: hosts\n      kind: hostname\n      items: ["example.com", "EXAMPLE.com"]\n'),
      errors: [
        { messageId: 'inside', line: 6, column: 31, endLine: 6, endColumn: 47 },
        { messageId: 'hostBits', line: 6, column: 49, endLine: 6, endColumn: 61, message: '`10.0.0.1/8` has host bits set; the range is `10.0.0.0/8`.' },
        { messageId: 'duplicate', line: 6, column: 63, endLine: 6, endColumn: 77 },
        { messageId: 'inside', line: 6, column: 98, endLine: 6, endColumn: 112 },
        { messageId: 'duplicate', line: 9, column: 30, endLine: 9, endColumn: 43 },
      ],
      output: lists('    - name: office\n      kind: ip\n      items: ["192.0.2.0/24", "192.0.2.128/25", "10.0.0.0/8", "192.0.2.0/24", "198.51.100.0/24", "198.51.100.1"]\n    - name: hosts\n      kind: hostname\n      items: ["example.com", "EXAMPLE.com"]\n'),
    },
  ],
});
