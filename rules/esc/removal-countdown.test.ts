import rule from './removal-countdown.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const zone = 'zones:\n  - id: z1\n    esc:\n      behaviours:\n        - use_case: status_redirect\n          redirects: { "404": "https://example.com/404" }\n';

ruleTester(rule, {
  valid: [
    { name: 'on the removal date: esc/removal-deadline reports it', code: zone, settings: { now: '2024-01-01' } },
    { name: 'no behaviours', code: 'zones:\n  - id: z1\n    esc:\n      disable: { always: true }\n' },
  ],
  invalid: [
    {
      name: 'the default test date, 2023-11-01',
      code: zone,
      errors: [{ messageId: 'daysLeftWorker', line: 5, column: 21, endLine: 5, endColumn: 36, message: 'ESC is removed on 2024-01-01, in 61 days; replace it with an edge worker script.' }],
    },
    {
      name: 'the day before',
      code: zone,
      settings: { now: '2023-12-31' },
      errors: [{ messageId: 'daysLeftWorker', line: 5, column: 21, endLine: 5, endColumn: 36, message: 'in 1 day;' }],
    },
    {
      name: 'the postponed date from the reference, configured once',
      code: zone,
      settings: { now: '2024-06-01', removalDate: '2025-01-01' },
      errors: [{ messageId: 'daysLeftWorker', line: 5, column: 21, endLine: 5, endColumn: 36, message: 'removed on 2025-01-01, in 214 days' }],
    },
    {
      name: 'the postponed date as the rule option',
      code: zone,
      settings: { now: '2024-06-01' },
      options: { removalDate: '2025-01-01' },
      errors: [{ messageId: 'daysLeftWorker', line: 5, column: 21, endLine: 5, endColumn: 36, message: 'removed on 2025-01-01, in 214 days' }],
    },
  ],
});
