import rule from './limits.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const lists = (body: string): string => `account:\n  id: 01a7362d577a6c3019a474fd6f485823\n  lists:\n${body}`;

ruleTester(rule, {
  valid: [
    { name: 'within the free plan', settings: { tier: 'free' }, code: lists('    - { name: a, kind: ip, items: ["192.0.2.1"] }\n    - { name: r, kind: redirect, items: [] }\n') },
    { name: 'no tier configured', code: lists('    - { name: a, kind: ip, items: [] }\n    - { name: b, kind: ip, items: [] }\n    - { name: h, kind: hostname, items: [] }\n') },
    { name: 'hostname lists on enterprise', settings: { tier: 'enterprise' }, code: lists('    - { name: h, kind: hostname, items: ["example.com"] }\n') },
  ],
  invalid: [
    {
      settings: { tier: 'free' },
      code: lists('    - { name: a, kind: ip, items: ["192.0.2.1"] }\n    - { name: b, kind: ip, items: ["192.0.2.2"] }\n    - { name: h, kind: hostname, items: ["example.com"] }\n'),
      errors: [
        { messageId: 'tooManyLists', line: 5, column: 15, endLine: 5, endColumn: 16, message: 'Exceeds the free plan\'s limit of custom lists (1).' },
        { messageId: 'kindPlan', line: 6, column: 24, endLine: 6, endColumn: 32 },
      ],
    },
    {
      name: 'items across lists',
      settings: { tier: 'pro' },
      code: lists(`    - { name: a, kind: ip, items: [${Array.from({ length: 6000 }, (_, i) => `"10.${i >> 8}.${i & 255}.1"`).join(', ')}] }\n    - name: b\n      kind: ip\n      items: [${Array.from({ length: 4001 }, (_, i) => `"172.16.${i >> 8}.${i & 255}"`).join(', ')}]\n`),
      errors: [{ messageId: 'tooManyItems', line: 7, column: 7, endLine: 7, endColumn: 12, message: 'The pro plan allows 10000 items across custom lists; this list brings the total to 10001.' }],
    },
  ],
});
