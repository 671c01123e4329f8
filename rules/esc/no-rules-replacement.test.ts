import rule from './no-rules-replacement.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const behaviour = (lines: string): string => `zones:\n  - id: z1\n    esc:\n      behaviours:\n${lines}`;

ruleTester(rule, {
  valid: [
    behaviour('        - use_case: rewrite_sni\n          sni: origin.example.net\n'),
    behaviour('        - use_case: teleport\n'),
  ],
  invalid: [
    {
      name: 'a status redirect needs a worker script',
      code: behaviour('        - use_case: status_redirect\n          redirects: { "404": "https://example.com/missing", "503": "https://status.example.com/" }\n'),
      errors: [{ messageId: 'needsWorker', line: 5, column: 21, endLine: 5, endColumn: 36, message: 'ESC `status_redirect` has no rules product; replace it with an edge worker script.' }],
    },
    {
      name: '`other`: a worker script or discontinued',
      code: behaviour('        - use_case: other\n          description: Rewrites image URLs in HTML bodies\n'),
      errors: [{ messageId: 'workerOrDiscontinued', line: 5, column: 21, endLine: 5, endColumn: 26, message: 'ESC `other` has no rules product; write a worker script or drop it when ESC is removed.' }],
    },
  ],
});
