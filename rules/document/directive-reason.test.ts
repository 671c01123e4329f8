import rule from './directive-reason.js';
import knownPhase from '../ruleset/known-phase.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { withRules: [knownPhase], code: '# edgelint-disable-next-line ruleset/known-phase -- the phase is new\nphase: http_request_new_phase\nrules: []\n' },
    { name: 'an enable needs no reason', code: '# edgelint-enable\nphase: magic_transit\nrules: []\n' },
    { name: 'JSON has no comments, hence no directives', filename: 'r.json', code: '{"phase": "magic_transit", "rules": []}' },
  ],
  invalid: [
    {
      withRules: [knownPhase],
      code: '# edgelint-disable-next-line ruleset/known-phase\nphase: http_request_new_phase\nrules: []\n',
      errors: [{ messageId: 'missing', line: 1, column: 1, endLine: 1, endColumn: 49 }],
    },
    {
      name: 'an empty reason is no reason',
      withRules: [knownPhase],
      code: 'phase: http_request_new_phase # edgelint-disable-line ruleset/known-phase --\nrules: []\n',
      errors: [{ messageId: 'missing', line: 1, column: 31, endLine: 1, endColumn: 77 }],
    },
  ],
});
