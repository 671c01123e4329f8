import rule from './removal-deadline.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const zone = 'zones:\n  - id: z1\n    name: example.com\n    esc:\n      disable: { always: true }\n      behaviours:\n        - use_case: rewrite_sni\n          sni: origin.example.net\n';
const covered = `${zone}    rulesets:\n      - phase: http_request_origin\n        rules:\n          - action: route\n            expression: "true"\n            action_parameters: { sni: { value: origin.example.net } }\n`;

ruleTester(rule, {
  valid: [
    // Before the removal date: esc/removal-countdown's.
    zone,
    { name: 'the day before', code: zone, settings: { now: '2023-12-31' } },
    { name: 'a later removal date configured', code: zone, settings: { now: '2024-06-01', removalDate: '2025-01-01' } },
    { name: 'a rule option narrows the configured date', code: zone, settings: { now: '2024-06-01', removalDate: '2024-03-01' }, options: { removalDate: '2025-01-01' } },
    { name: 'no ESC in the document', code: 'zones:\n  - id: z1\n', settings: { now: '2024-06-01' } },
  ],
  invalid: [
    {
      name: 'on the removal date',
      code: zone,
      settings: { now: '2024-01-01' },
      errors: [
        { messageId: 'controlNoEffect', line: 5, column: 7, endLine: 5, endColumn: 14, message: 'ESC was removed on 2024-01-01, so this disable setting has no effect; delete it.' },
        { messageId: 'removedUncovered', line: 7, column: 21, endLine: 7, endColumn: 32, message: 'ESC was removed on 2024-01-01; replace this behaviour with origin rules.' },
      ],
    },
    {
      name: 'a covered behaviour after the date',
      code: covered,
      settings: { now: '2024-03-01' },
      errors: [
        { messageId: 'controlNoEffect', line: 5, column: 7, endLine: 5, endColumn: 14 },
        { messageId: 'removedCovered', line: 7, column: 21, endLine: 7, endColumn: 32, message: 'ESC was removed on 2024-01-01; the replacement is in place, delete this behaviour.' },
      ],
    },
    {
      name: 'the configured removal date',
      code: zone,
      settings: { now: '2025-02-01', removalDate: '2025-01-01' },
      errors: [
        { messageId: 'controlNoEffect', line: 5, column: 7, endLine: 5, endColumn: 14, message: 'removed on 2025-01-01' },
        { messageId: 'removedUncovered', line: 7, column: 21, endLine: 7, endColumn: 32, message: 'removed on 2025-01-01' },
      ],
    },
    {
      name: 'a removal date of the rule alone',
      code: zone,
      settings: { now: '2025-02-01' },
      options: { removalDate: '2025-01-01' },
      errors: [
        { messageId: 'controlNoEffect', line: 5, column: 7, endLine: 5, endColumn: 14, message: 'removed on 2025-01-01' },
        { messageId: 'removedUncovered', line: 7, column: 21, endLine: 7, endColumn: 32, message: 'removed on 2025-01-01' },
      ],
    },
    {
      name: 'a raw ESC setting',
      filename: 'disable-esc.json',
      code: '{"always": true}',
      settings: { now: '2024-01-02' },
      errors: [{ messageId: 'controlNoEffect', line: 1, column: 1, endLine: 1, endColumn: 17 }],
    },
  ],
});
