import rule from './duplicate-rule.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const firewall = 'phase: http_request_firewall_custom\nrules:\n';
const transform = 'phase: http_request_late_transform\nrules:\n';

ruleTester(rule, {
  valid: [
    {
      name: 'the earlier twin comes from a dynamic block, which may make no rule',
      filename: 'waf.tf',
      code: 'variable "blocked" { type = list(string) }\nresource "cloudflare_ruleset" "waf" {\n  zone_id = "z"\n  kind    = "zone"\n  phase   = "http_request_firewall_custom"\n  dynamic "rules" {\n    for_each = var.blocked\n    content {\n      action     = "log"\n      expression = "http.host eq \\"a.example.com\\""\n    }\n  }\n  rules {\n    action     = "log"\n    expression = "http.host eq \\"a.example.com\\""\n  }\n}\n',
    },
    { name: 'same expression, different actions', code: `${firewall}  - action: log\n    expression: http.host eq "a.example.com"\n  - action: managed_challenge\n    expression: http.host eq "a.example.com"\n` },
    {
      name: 'same expression, different headers set',
      code: `${transform}  - action: rewrite\n    expression: "true"\n    action_parameters: { headers: { x-a: { operation: set, value: "1" } } }\n  - action: rewrite\n    expression: "true"\n    action_parameters: { headers: { x-b: { operation: set, value: "2" } } }\n`,
    },
    {
      name: 'two rate limits on one path with different rates',
      code: 'phase: http_ratelimit\nrules:\n  - action: block\n    expression: http.request.uri.path eq "/login"\n    ratelimit: { characteristics: [cf.colo.id, ip.src], period: 10, requests_per_period: 5 }\n  - action: block\n    expression: http.request.uri.path eq "/login"\n    ratelimit: { characteristics: [cf.colo.id, ip.src], period: 3600, requests_per_period: 100 }\n',
    },
  ],
  invalid: [
    {
      name: 'in JSON: the later twin, at its expression string',
      filename: 'waf.json',
      code: '{\n  "phase": "http_request_firewall_custom",\n  "rules": [\n    { "action": "log", "expression": "http.host eq \\"a.example.com\\"" },\n    { "action": "log", "expression": "(http.host eq \\"a.example.com\\")" }\n  ]\n}\n',
      errors: [{ messageId: 'duplicate', line: 5, column: 38, endLine: 5, endColumn: 72, message: 'Rule 1 has the same expression and does the same; remove one of them.' }],
    },
    {
      code: `${firewall}  - action: log\n    expression: http.host eq "a.example.com"\n  - action: log\n    expression: (http.host eq "a.example.com")\n`,
      errors: [{ messageId: 'duplicate', line: 6, column: 17, endLine: 6, endColumn: 47, message: 'Rule 1 has the same expression and does the same; remove one of them.' }],
    },
    {
      name: 'equivalent sets written in another order',
      code: `${transform}  - action: rewrite\n    expression: http.host in {"a.example.com" "b.example.com"}\n    action_parameters: { headers: { x-a: { operation: remove } } }\n  - action: rewrite\n    expression: http.host in {"b.example.com" "a.example.com"}\n    action_parameters: { headers: { x-a: { operation: remove } } }\n`,
      errors: [{ messageId: 'duplicate', line: 7, column: 17, endLine: 7, endColumn: 63 }],
    },
  ],
});
