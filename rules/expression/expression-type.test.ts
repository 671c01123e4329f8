import rule from './expression-type.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'an unknown field under any() is reported once, by unknown-field', code: 'rules:\n  - action: block\n    expression: any(cf.intl.ip.datasets[*] eq "waf") or all(http.hots[*] ne "a")\n' },
    { name: 'any() over an array field added from the detection pages', code: 'rules:\n  - action: block\n    expression: any(cf.intel.ip.datasets[*] eq "waf")\n' },
    { name: 'any(http.request.headers.names[*] eq "a")', code: 'rules:\n  - action: block\n    expression: any(http.request.headers.names[*] eq "a")\n' },
    { name: 'lower(http.request.uri.path)', code: 'phase: http_request_transform\nrules:\n  - action: rewrite\n    expression: "true"\n    action_parameters:\n      uri:\n        path:\n          expression: lower(http.request.uri.path)\n' },
  ],
  invalid: [
    {
      name: 'http.request.headers.names[*] eq "a"',
      code: 'rules:\n  - action: block\n    expression: http.request.headers.names[*] eq "a"\n',
      errors: [{ messageId: 'arrayRoot', line: 3, column: 17, endLine: 3, endColumn: 53, message: 'This yields one result per array element ([*]); wrap it in `any(…)` or `all(…)`.' }],
    },
    {
      name: 'any(ssl)',
      code: 'rules:\n  - action: block\n    expression: any(ssl)\n',
      errors: [{ messageId: 'quantifierArgument', line: 3, column: 21, endLine: 3, endColumn: 24 }],
    },
    {
      name: 'cf.bot_management.score (value uri_path)',
      code: 'phase: http_request_transform\nrules:\n  - action: rewrite\n    expression: "true"\n    action_parameters:\n      uri:\n        path:\n          expression: cf.bot_management.score\n',
      errors: [{ messageId: 'valueNotString', line: 8, column: 23, endLine: 8, endColumn: 46 }],
    },
    {
      name: 'a range spanning the lines of a folded scalar',
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: >-\n      http.request.headers.names[*]\n      eq "a"\n',
      errors: [{ messageId: 'arrayRoot', line: 5, column: 7, endLine: 6, endColumn: 13 }],
    },
  ],
});
