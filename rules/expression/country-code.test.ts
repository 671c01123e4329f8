import rule from './country-code.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'ip.src.country in {"GB" "T1" "XK"} or ip.src.continent eq "EU"', code: 'rules:\n  - action: block\n    expression: ip.src.country in {"GB" "T1" "XK"} or ip.src.continent eq "EU"\n' },
  ],
  invalid: [
    {
      name: 'ip.src.country eq "UK"',
      code: 'rules:\n  - action: block\n    expression: ip.src.country eq "UK"\n',
      errors: [{ messageId: 'invalidCountry', line: 3, column: 35, endLine: 3, endColumn: 39, message: '`UK` is not an ISO 3166-1 alpha-2 country code; did you mean `GB`?' }],
    },
    {
      name: 'ip.src.country in {"US" "de"}',
      code: 'rules:\n  - action: block\n    expression: ip.src.country in {"US" "de"}\n',
      errors: [{ messageId: 'lowercaseCountry', line: 3, column: 41, endLine: 3, endColumn: 45 }],
      output: 'rules:\n  - action: block\n    expression: ip.src.country in {"US" "DE"}\n',
    },
    {
      name: 'ip.src.continent eq "EUR"',
      code: 'rules:\n  - action: block\n    expression: ip.src.continent eq "EUR"\n',
      errors: [{ messageId: 'invalidContinent', line: 3, column: 37, endLine: 3, endColumn: 42 }],
    },
  ],
});
