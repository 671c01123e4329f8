import rule from './known-phase.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    'phase: http_request_firewall_custom\nrules: []\n',
    '{"phase": "magic_transit", "rules": []}',
    'zones:\n  - id: z1\n    rulesets:\n      - phase: http_request_firewall_managed\n        rules: []\n',
    // A raw ruleset without a phase (a PUT entry point body) has nothing to check here.
    'rules:\n  - action: block\n    expression: "true"\n',
  ],
  invalid: [
    {
      code: 'phase: http_request_firewall_custm\nrules: []\n',
      errors: [{ messageId: 'unknown', line: 1, column: 8, endLine: 1, endColumn: 35, message: 'did you mean `http_request_firewall_custom`' }],
    },
    {
      filename: 'ruleset.json',
      code: '{\n  "phase": "magic-transit",\n  "rules": []\n}\n',
      errors: [{ messageId: 'unknown', line: 2, column: 12, endLine: 2, endColumn: 27, message: 'did you mean `magic_transit`' }],
    },
    {
      name: 'a zone ruleset in a manifest',
      code: 'zones:\n  - id: z1\n    rulesets:\n      - phase: request_headers\n        rules: []\n',
      errors: [{ messageId: 'unknown', line: 4, column: 16, endLine: 4, endColumn: 31 }],
    },
    {
      name: 'a phase the docs name but the API enum lacks',
      code: 'phase: http_request_snippets\nrules: []\n',
      errors: [{ messageId: 'notInApi', line: 1, column: 8, endLine: 1, endColumn: 29 }],
    },
    {
      name: 'a response envelope',
      code: 'success: true\nerrors: []\nmessages: []\nresult:\n  phase: "http_request_firewall_mangaed"\n  rules: []\n',
      errors: [{ messageId: 'unknown', line: 5, column: 10, endLine: 5, endColumn: 41 }],
    },
  ],
});
