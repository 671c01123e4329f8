import rule from './expression-present.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    // deploy-custom-ruleset.mdx: a PUT keeps existing rules by listing their ids only.
    { name: 'rules kept by id in a PUT body', code: 'rules:\n  - id: 3591b9719a3b994d29d266b855b52258\n  - action: block\n    expression: "true"\n', filename: 'put.yaml' },
    // update-rule.mdx: a PATCH of `position` alone reorders a rule.
    { name: 'a PATCH body that only moves the rule', code: '{"position": {"before": ""}}', filename: 'patch.json' },
    'phase: magic_transit\nrules:\n  - action: block\n    expression: "true"\n',
    'phase: magic_transit\nrules:\n  - action: block\n    expression: tcp.dstport in { 8080 8443 }\n',
    // Managed rulesets are shown without expressions.
    'kind: managed\nphase: http_request_firewall_managed\nrules:\n  - { id: a, action: block }\n',
  ],
  invalid: [
    {
      name: 'a POST rule body without an expression',
      filename: 'rule.json',
      code: '{"action": "block", "description": "all"}',
      errors: [{ messageId: 'missing', line: 1, column: 1, endLine: 1, endColumn: 42 }],
    },
    {
      code: 'phase: magic_transit\nrules:\n  - action: block\n    description: no expression\n',
      errors: [{ messageId: 'missing', line: 3, column: 5, endLine: 4, endColumn: 31 }],
    },
    {
      name: 'blank (API error 20125)',
      code: 'phase: magic_transit\nrules:\n  - action: block\n    expression: "  "\n',
      errors: [{ messageId: 'blank', line: 4, column: 17, endLine: 4, endColumn: 21 }],
    },
    {
      filename: 'r.json',
      code: '{"phase": "magic_transit", "rules": [{"action": "block", "expression": ""}]}',
      errors: [{ messageId: 'blank', line: 1, column: 72, endLine: 1, endColumn: 74 }],
    },
  ],
});
