import rule from './invalid-characters.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: ['phase: magic_transit\nrules: []\n', 'phase: magic_transit\nrules: []\ndescription: "tab\\tand \\u0007 escaped"\n'],
  invalid: [{ code: 'phase: magic_transit\u0007\nrules: []\n', errors: [{ messageId: 'problem', line: 1, column: 21, endLine: 1, endColumn: 22, message: 'U+0007 (BEL)' }] }],
});
