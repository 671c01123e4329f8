import rule from './when-suspicious.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const sni = (when: string): string => `zones:\n  - id: z1\n    esc:\n      behaviours:\n        - use_case: rewrite_sni\n          sni: origin.example.net\n          when: ${when}\n`;

ruleTester(rule, {
  valid: [
    sni('http.request.method eq "GET"'),
    sni('http.host in {"a.example.com" "b.example.com"}'),
    // Errors are esc/when-invalid's, not this rule's.
    sni('http.hots eq "x"'),
  ],
  invalid: [
    {
      name: 'a lower-case method never matches',
      code: sni('http.request.method eq "get"'),
      errors: [{ messageId: 'method-case/lowercase', line: 7, column: 40, endLine: 7, endColumn: 45 }],
      output: sni('http.request.method eq "GET"'),
    },
    {
      name: 'a duplicate set member',
      code: sni('http.host in {"a.example.com" "a.example.com"}'),
      errors: [{ messageId: 'duplicate-set-member/duplicate', line: 7, column: 47, endLine: 7, endColumn: 62 }],
    },
  ],
});
