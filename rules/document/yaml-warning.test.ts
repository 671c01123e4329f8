import rule from './yaml-warning.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: ['phase: magic_transit\nrules: []\n', 'phase: !!str magic_transit\nrules: []\n'],
  invalid: [{ code: 'phase: !foo magic_transit\nrules: []\n', errors: [{ messageId: 'problem', line: 1, column: 8, endLine: 1, endColumn: 12, message: '!foo' }] }],
});
