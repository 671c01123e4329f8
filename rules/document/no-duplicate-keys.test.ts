import rule from './no-duplicate-keys.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: ['phase: magic_transit\nrules: []\n', '{"phase": "magic_transit", "rules": []}', 'zones:\n  - { id: a }\n  - { id: a }\n'],
  invalid: [
    { code: 'phase: magic_transit\nrules: []\nphase: http_request_firewall_custom\n', errors: [{ messageId: 'problem', line: 3, column: 1, endLine: 3, endColumn: 6, message: 'Duplicate key `phase`; line 1 has it too' }] },
    { filename: 'x.json', code: '{"phase": "magic_transit", "rules": [], "rules": []}', errors: [{ messageId: 'problem', line: 1, column: 41, endLine: 1, endColumn: 48 }] },
  ],
});
