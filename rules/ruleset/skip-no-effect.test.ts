import rule from './skip-no-effect.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const firewall = 'phase: http_request_firewall_custom\nrules:\n';
const skip = '  - action: skip\n    expression: http.host eq "a.example.com"\n    action_parameters: { ruleset: current }\n';

ruleTester(rule, {
  valid: [
    {
      name: 'a skip of a dynamic block may be absent or repeated: nothing is certain about what it skips',
      filename: 'waf.tf',
      code: 'variable "blocked" { type = list(string) }\nresource "cloudflare_ruleset" "waf" {\n  zone_id = "z"\n  kind    = "zone"\n  phase   = "http_request_firewall_custom"\n  dynamic "rules" {\n    for_each = var.blocked\n    content {\n      action     = "skip"\n      expression = "ip.src in {198.51.100.0/24}"\n      action_parameters {\n        ruleset = \"current\"\n      }\n    }\n  }\n  rules {\n    action     = "block"\n    expression = "ip.src in {192.0.2.0/24}"\n  }\n}\n',
    },
    { name: 'a later rule the skip can apply to', code: `${firewall}${skip}  - action: block\n    expression: ip.src in {192.0.2.0/24}\n` },
    { name: 'a skip that also skips phases', code: `${firewall}  - action: skip\n    expression: http.host eq "a.example.com"\n    action_parameters: { ruleset: current, phases: [http_ratelimit] }\n  - action: block\n    expression: http.host eq "b.example.com"\n` },
    { name: 'the last rule of a ruleset is ruleset/skip-no-op\'s', code: `${firewall}  - action: block\n    expression: http.host eq "b.example.com"\n${skip}` },
  ],
  invalid: [
    {
      name: 'no later rule matches the skipped requests',
      code: `${firewall}${skip}  - action: block\n    expression: http.host eq "b.example.com"\n`,
      errors: [{ messageId: 'disjoint', line: 5, column: 35, endLine: 5, endColumn: 42, message: 'This skip never applies: no later rule of this ruleset matches a request it matches.' }],
    },
    {
      name: 'only disabled rules follow',
      code: `${firewall}${skip}  - action: block\n    expression: http.host eq "b.example.com"\n    enabled: false\n`,
      errors: [{ messageId: 'nothingFollows', line: 5, column: 35, endLine: 5, endColumn: 42 }],
    },
  ],
});
