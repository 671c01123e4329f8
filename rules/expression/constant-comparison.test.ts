import rule from './constant-comparison.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'cf.waf.score lt 20', code: 'rules:\n  - action: block\n    expression: cf.waf.score lt 20\n' },
    { name: 'http.request.uri.path.extension eq "pdf"', code: 'rules:\n  - action: block\n    expression: http.request.uri.path.extension eq "pdf"\n' },
  ],
  invalid: [
    {
      name: 'cf.waf.score gt 100',
      code: 'rules:\n  - action: block\n    expression: cf.waf.score gt 100\n',
      errors: [{ messageId: 'outsideDomain', line: 3, column: 17, endLine: 3, endColumn: 36, message: '`cf.waf.score` is always between 1 and 100, so this comparison is always false.' }],
    },
    {
      name: 'tcp.dstport eq 70000 (magic_transit)',
      code: 'phase: magic_transit\nrules:\n  - action: block\n    expression: tcp.dstport eq 70000\n',
      errors: [{ messageId: 'outsideDomain', line: 4, column: 17, endLine: 4, endColumn: 37 }],
    },
    {
      name: 'cf.waf.score.class eq "malicious"',
      code: 'rules:\n  - action: block\n    expression: cf.waf.score.class eq "malicious"\n',
      errors: [{ messageId: 'notInEnum', line: 3, column: 39, endLine: 3, endColumn: 50 }],
    },
    {
      name: 'http.request.uri.path.extension eq "PDF"',
      code: 'rules:\n  - action: block\n    expression: http.request.uri.path.extension eq "PDF"\n',
      errors: [{ messageId: 'caseNeverMatches', line: 3, column: 52, endLine: 3, endColumn: 57 }],
    },
  ],
});
