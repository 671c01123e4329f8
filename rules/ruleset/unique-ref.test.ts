import rule from './unique-ref.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    'phase: magic_transit\nrules:\n  - { action: skip, expression: "true", ref: a }\n  - { action: block, expression: "true", ref: b }\n',
    'phase: magic_transit\nrules:\n  - { action: skip, expression: "true" }\n  - { action: block, expression: "true" }\n',
    // The same ref in two different rulesets is fine.
    'zones:\n  - id: z\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules: [{ action: block, expression: "true", ref: a }]\n      - phase: http_ratelimit\n        rules: [{ action: block, expression: "true", ref: a }]\n',
  ],
  invalid: [
    {
      code: 'phase: magic_transit\nrules:\n  - action: skip\n    expression: "true"\n    ref: allow-office\n  - action: block\n    expression: "true"\n    ref: allow-office\n',
      errors: [{ messageId: 'duplicate', line: 8, column: 10, endLine: 8, endColumn: 22, message: 'rule 1 of this ruleset has it too' }],
    },
    {
      name: 'duplicate ids in an exported ruleset',
      filename: 'r.json',
      code: '{"phase": "magic_transit", "rules": [\n {"id": "aaaa", "action": "skip", "expression": "true"},\n {"id": "aaaa", "action": "block", "expression": "true"},\n {"id": "aaaa", "action": "block", "expression": "true"}\n]}',
      errors: [
        { messageId: 'duplicate', line: 3, column: 9, endLine: 3, endColumn: 15 },
        { messageId: 'duplicate', line: 4, column: 9, endLine: 4, endColumn: 15 },
      ],
    },
    {
      name: 'duplicate refs in a Terraform ruleset (v4 blocks)',
      filename: 'waf.tf',
      code: 'resource "cloudflare_ruleset" "waf" {\n  zone_id = var.zone_id\n  kind    = "zone"\n  phase   = "http_request_firewall_custom"\n  rules {\n    ref        = "geo"\n    action     = "block"\n    expression = "true"\n  }\n  rules {\n    ref        = "geo"\n    action     = "log"\n    expression = "true"\n  }\n}\n',
      errors: [{ messageId: 'duplicate', line: 11, column: 18, endLine: 11, endColumn: 23 }],
    },
    {
      name: 'a dynamic block may make no rule or several: its ref is not compared',
      filename: 'waf.tf',
      code: 'resource "cloudflare_ruleset" "waf" {\n  zone_id = var.zone_id\n  phase   = "http_request_firewall_custom"\n  dynamic "rules" {\n    for_each = var.hosts\n    content {\n      ref        = "geo"\n      action     = "block"\n      expression = "true"\n    }\n  }\n  rules {\n    ref        = "geo"\n    action     = "log"\n    expression = "true"\n  }\n  rules {\n    ref        = "geo"\n    action     = "log"\n    expression = "true"\n  }\n}\n',
      errors: [{ messageId: 'duplicate', line: 18, column: 18, endLine: 18, endColumn: 23 }],
    },
    {
      name: 'a ref Terraform knows only at plan time is not a duplicate',
      filename: 'waf.tf',
      code: 'resource "cloudflare_ruleset" "waf" {\n  zone_id = var.zone_id\n  phase   = "http_request_firewall_custom"\n  rules = [\n    { ref = "geo", action = "block", expression = "true" },\n    { ref = "geo", action = "log", expression = "true" },\n    { ref = var.ref, action = "log", expression = "true" },\n  ]\n}\n',
      errors: [{ messageId: 'duplicate', line: 6, column: 13, endLine: 6, endColumn: 18 }],
    },
  ],
});
