import rule from './max-regexes.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

/** `count` regex comparisons of 23 characters joined by ` or ` (each starts 27 characters after the previous). */
const expression = (count: number): string => Array.from({ length: count }, () => 'http.host matches "a.c"').join(' or ');
const yaml = (count: number): string => `rules:\n  - action: block\n    expression: ${expression(count)}\n`;

ruleTester(rule, {
  valid: [
    { name: '64 regexes', code: yaml(64) },
    { name: 'regex_replace is not counted (not known whether it counts)', code: 'phase: http_request_transform\nrules:\n  - action: rewrite\n    expression: http.host matches "a.c"\n    action_parameters:\n      uri:\n        path: { expression: "regex_replace(http.request.uri.path, \\"^/a\\", \\"/b\\")" }\n' },
    { name: 'option max', options: { max: 2 }, code: yaml(2) },
  ],
  invalid: [
    {
      name: '65 regexes: the 65th is reported, from its operator to its pattern',
      code: yaml(65),
      // Comparison 64 (0-based) starts at 64 × 27 = 1728; `matches` at +10, the pattern ends at +23; the value starts at column 17.
      errors: [{ messageId: 'tooMany', line: 3, column: 17 + 1738, endLine: 3, endColumn: 17 + 1751, message: 'The expression uses 65 regular expressions; a rule may use at most 64.' }],
    },
    {
      name: 'option max',
      options: { max: 2 },
      code: yaml(3),
      errors: [{ messageId: 'tooMany', line: 3, column: 81, endLine: 3, endColumn: 94, message: 'The expression uses 3 regular expressions; a rule may use at most 2.' }],
    },
  ],
});
