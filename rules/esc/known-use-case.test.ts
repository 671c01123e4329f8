import rule from './known-use-case.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const behaviour = (lines: string): string => `zones:\n  - id: z1\n    esc:\n      behaviours:\n${lines}`;

ruleTester(rule, {
  valid: [
    behaviour('        - use_case: rewrite_sni\n          sni: origin.example.net\n'),
    behaviour('        - use_case: other\n          description: something custom\n'),
    // No use_case at all is schema/missing-required's to report.
    behaviour('        - sni: origin.example.net\n'),
    // A raw ESC setting has no behaviours.
    '{"always": true}',
  ],
  invalid: [
    {
      code: behaviour('        - use_case: rewrite-sni\n          sni: origin.example.net\n'),
      errors: [{ messageId: 'unknown', line: 5, column: 21, endLine: 5, endColumn: 32, message: 'did you mean `rewrite_sni`' }],
    },
    {
      name: 'the spec\'s wording of a use case',
      code: behaviour('        - use_case: "Set/clear request headers"\n          set: { X-A: b }\n'),
      errors: [{ messageId: 'unknown', line: 5, column: 21, endLine: 5, endColumn: 48, message: 'did you mean `request_headers`' }],
    },
    {
      name: 'a use case with no close match',
      code: behaviour('        - use_case: teleport\n'),
      errors: [{ messageId: 'unknown', line: 5, column: 21, endLine: 5, endColumn: 29, message: 'Unknown ESC use case `teleport`.' }],
    },
    {
      name: 'JSON manifest',
      filename: 'manifest.json',
      code: '{"zones": [{"id": "z1", "esc": {"behaviours": [{"use_case": "status-redirect", "redirects": {"404": "https://x.example/"}}]}}]}',
      errors: [{ messageId: 'unknown', line: 1, column: 61, endLine: 1, endColumn: 78, message: 'did you mean `status_redirect`' }],
    },
  ],
});
