import rule from './unreachable-rule.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const firewall = 'phase: http_request_firewall_custom\nrules:\n';

ruleTester(rule, {
  valid: [
    {
      name: 'a dynamic block may make no rule: its catch-all hides nothing for certain',
      filename: 'waf.tf',
      code: 'variable "blocked" { type = list(string) }\nresource "cloudflare_ruleset" "waf" {\n  zone_id = "z"\n  kind    = "zone"\n  phase   = "http_request_firewall_custom"\n  dynamic "rules" {\n    for_each = var.blocked\n    content {\n      action     = "block"\n      expression = "true"\n    }\n  }\n  rules {\n    action     = "block"\n    expression = "http.host eq \\"shop.example.com\\""\n  }\n}\n',
    },
    { name: 'the catch-all block comes last', code: `${firewall}  - action: managed_challenge\n    expression: http.request.uri.path eq "/login"\n  - action: block\n    expression: "true"\n` },
    { name: 'a later rule matching more than the earlier one', code: `${firewall}  - action: block\n    expression: ip.src in {192.0.2.128/25} and http.request.uri.path eq "/login"\n  - action: managed_challenge\n    expression: ip.src in {192.0.2.0/24}\n` },
    { name: 'log does not stop evaluation', code: `${firewall}  - action: log\n    expression: "true"\n  - action: block\n    expression: http.host eq "a.example.com"\n` },
    { name: 'a disabled block stops nothing', code: `${firewall}  - action: block\n    expression: "true"\n    enabled: false\n  - action: block\n    expression: http.host eq "a.example.com"\n` },
    {
      name: 'rate limiting acts only above the rate',
      code: 'phase: http_ratelimit\nrules:\n  - action: block\n    expression: "true"\n    ratelimit: { characteristics: [cf.colo.id, ip.src], period: 60, requests_per_period: 100 }\n  - action: block\n    expression: http.request.uri.path eq "/login"\n    ratelimit: { characteristics: [cf.colo.id, ip.src], period: 60, requests_per_period: 5 }\n',
    },
    { name: 'a skip of other phases does not skip the rest of the ruleset', code: `${firewall}  - action: skip\n    expression: "true"\n    action_parameters: { phases: [http_ratelimit] }\n  - action: block\n    expression: http.host eq "a.example.com"\n` },
  ],
  invalid: [
    {
      name: 'a rule of a dynamic block is still checked against the certain rules before it',
      filename: 'waf.tf',
      code: 'variable "blocked" { type = list(string) }\nresource "cloudflare_ruleset" "waf" {\n  zone_id = "z"\n  kind    = "zone"\n  phase   = "http_request_firewall_custom"\n  rules {\n    action     = "block"\n    expression = "true"\n  }\n  dynamic "rules" {\n    for_each = var.blocked\n    content {\n      action     = "log"\n      expression = "http.host eq \\"a.example.com\\""\n    }\n  }\n}\n',
      errors: [{ messageId: 'action', line: 14, column: 20, endLine: 14, endColumn: 52 }],
    },
    {
      name: 'a block on true',
      code: `${firewall}  - action: block\n    expression: "true"\n  - action: managed_challenge\n    expression: http.request.uri.path eq "/login"\n`,
      errors: [{ messageId: 'action', line: 6, column: 17, endLine: 6, endColumn: 50, message: 'This rule never runs: rule 1 (`block`) catches every request it matches first.' }],
    },
    {
      name: 'a wider network blocked first',
      code: `${firewall}  - action: block\n    expression: ip.src in {192.0.2.0/24}\n  - action: managed_challenge\n    expression: ip.src in {192.0.2.128/25} and http.request.uri.path eq "/login"\n`,
      errors: [{ messageId: 'action', line: 6, column: 17, endLine: 6, endColumn: 81 }],
    },
    {
      name: 'skipped by ruleset: current',
      code: `${firewall}  - action: skip\n    expression: http.host eq "a.example.com"\n    action_parameters: { ruleset: current }\n  - action: block\n    expression: http.host eq "a.example.com" and http.request.uri.path eq "/x"\n`,
      errors: [{ messageId: 'skip', line: 7, column: 17, endLine: 7, endColumn: 79, message: 'rule 1 skips the rest of the ruleset' }],
    },
    {
      name: 'a single redirect after a redirect covering its host',
      filename: 'r.json',
      code: '{"phase": "http_request_dynamic_redirect", "rules": [\n {"action": "redirect", "expression": "http.host in {\\"a.example.com\\" \\"b.example.com\\"}", "action_parameters": {"from_value": {"target_url": {"value": "https://example.com"}}}},\n {"action": "redirect", "expression": "http.host eq \\"b.example.com\\"", "action_parameters": {"from_value": {"target_url": {"value": "https://example.net"}}}}\n]}',
      errors: [{ messageId: 'action', line: 3, column: 39, endLine: 3, endColumn: 71 }],
    },
  ],
});
