import rule from './undocumented-syntax.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'tcp.dstport eq 123', code: 'phase: magic_transit\nrules:\n  - action: block\n    expression: tcp.dstport eq 123\n' },
  ],
  invalid: [
    {
      name: 'http.host\teq "a"',
      code: 'rules:\n  - action: block\n    expression: "http.host\\teq \\"a\\""\n',
      errors: [{ messageId: 'tab', line: 3, column: 27, endLine: 3, endColumn: 29, message: 'A tab is not whitespace for the Rules-language parser (wirefilter); use spaces.' }],
    },
    {
      name: 'tcp.dstport & 2 (magic_transit)',
      code: 'phase: magic_transit\nrules:\n  - action: block\n    expression: tcp.dstport & 2\n',
      errors: [{ messageId: 'bitwiseAnd', line: 4, column: 29, endLine: 4, endColumn: 30 }],
    },
    {
      name: 'tcp.dstport eq 0123 (magic_transit)',
      code: 'phase: magic_transit\nrules:\n  - action: block\n    expression: tcp.dstport eq 0123\n',
      errors: [{ messageId: 'octalInt', line: 4, column: 32, endLine: 4, endColumn: 36 }],
    },
    {
      name: 'http.host eq 61:62',
      code: 'rules:\n  - action: block\n    expression: http.host eq 61:62\n',
      errors: [{ messageId: 'hexBytes', line: 3, column: 30, endLine: 3, endColumn: 35 }],
    },
    {
      name: 'ip.src gt 10.0.0.1',
      code: 'rules:\n  - action: block\n    expression: ip.src gt 10.0.0.1\n',
      errors: [{ messageId: 'ipOrdering', line: 3, column: 24, endLine: 3, endColumn: 26 }],
    },
  ],
});
