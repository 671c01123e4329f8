import rule from './account-zone-plan.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const account = (phase: string, kind: string, expression: string): string =>
  `account:\n  id: 01a7362d577a6c3019a474fd6f485823\n  rulesets:\n    - name: Account WAF\n      kind: ${kind}\n      phase: ${phase}\n      rules:\n        - action: block\n          expression: ${expression}\n`;

ruleTester(rule, {
  valid: [
    { name: 'the docs\' deploy example (cf.zone.name == …) and cf.zone.plan eq "ENT"', code: account('http_request_firewall_custom', 'root', '(cf.zone.name == "example.com") and cf.zone.plan eq "ENT"') },
    { name: 'parenthesised clause (terraform-provider acceptance test)', code: account('http_request_firewall_custom', 'root', '(cf.zone.name eq "example.com") and (cf.zone.plan eq "ENT")') },
    { name: 'managed ruleset deployment (docs Terraform example)', code: account('http_request_firewall_managed', 'root', 'http.host in {"api.example.com" "store.example.com"} and cf.zone.plan eq "ENT"') },
    { name: 'C-like notation, clause first', code: account('http_request_firewall_custom', 'root', 'cf.zone.plan == "ENT" && http.host eq "a"') },
    { name: 'the clause alone', code: account('http_request_firewall_managed', 'root', 'cf.zone.plan eq "ENT"') },
    { name: 'zone rulesets need no clause', code: 'zones:\n  - id: z\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules:\n          - action: block\n            expression: http.host eq "a"\n' },
    { name: 'raw zone ruleset', code: 'kind: zone\nphase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: http.host eq "a"\n' },
    { name: 'rules inside an account custom ruleset (docs create-api example)', code: 'kind: custom\nphase: http_request_firewall_custom\nrules:\n  - action: managed_challenge\n    expression: not starts_with(http.request.uri.path, "/api/")\n' },
    { name: 'account phases outside the WAF', code: account('magic_transit', 'root', 'tcp.dstport eq 22') },
    { name: 'an expression that does not parse is expression/syntax\'s', code: account('http_request_firewall_custom', 'root', 'http.host eq') },
  ],
  invalid: [
    {
      name: 'manifest account entry point: the clause is appended',
      code: account('http_request_firewall_custom', 'root', 'http.host eq "a"'),
      errors: [{ messageId: 'missing', line: 9, column: 39, endLine: 9, endColumn: 39, message: 'Account-level `http_request_firewall_custom` rules must end with `and cf.zone.plan eq "ENT"`.' }],
      output: account('http_request_firewall_custom', 'root', 'http.host eq "a" and cf.zone.plan eq "ENT"'),
    },
    {
      name: 'raw API root ruleset in JSON: an or-expression is parenthesised first',
      filename: 'r.json',
      code: '{"name": "root", "kind": "root", "phase": "http_request_firewall_custom", "rules": [{"action": "block", "expression": "http.host eq \\"a\\" or ssl"}]}',
      errors: [{ messageId: 'missing', line: 1, column: 145, endLine: 1, endColumn: 145 }],
      output: '{"name": "root", "kind": "root", "phase": "http_request_firewall_custom", "rules": [{"action": "block", "expression": "(http.host eq \\"a\\" or ssl) and cf.zone.plan eq \\"ENT\\""}]}',
    },
    {
      name: 'execute of a managed ruleset with `true` (literal block): `true` becomes the clause',
      code: 'kind: root\nphase: http_request_firewall_managed\nrules:\n  - action: execute\n    expression: |\n      true\n    action_parameters: { id: efb7b8c949ac4650a09736fc376e9aee }\n',
      errors: [{ messageId: 'missing', line: 6, column: 11, endLine: 6, endColumn: 11 }],
      output: 'kind: root\nphase: http_request_firewall_managed\nrules:\n  - action: execute\n    expression: |\n      cf.zone.plan eq "ENT"\n    action_parameters: { id: efb7b8c949ac4650a09736fc376e9aee }\n',
    },
    {
      name: '`false` is reported without a fix',
      code: 'kind: root\nphase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: "false"\n',
      errors: [{ messageId: 'missing', line: 5, column: 23, endLine: 5, endColumn: 23 }],
      output: null,
    },
    {
      name: 'custom rulesets too with the option kinds: [root, custom]',
      options: { kinds: ['root', 'custom'] },
      code: 'kind: custom\nphase: http_request_firewall_custom\nrules:\n  - action: managed_challenge\n    expression: not starts_with(http.request.uri.path, "/api/")\n',
      errors: [{ messageId: 'missing', line: 5, column: 64, endLine: 5, endColumn: 64 }],
      output: 'kind: custom\nphase: http_request_firewall_custom\nrules:\n  - action: managed_challenge\n    expression: not starts_with(http.request.uri.path, "/api/") and cf.zone.plan eq "ENT"\n',
    },
  ],
});
