import rule from './method-case.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'http.request.method eq "POST"', code: 'rules:\n  - action: block\n    expression: http.request.method eq "POST"\n' },
  ],
  invalid: [
    {
      name: 'http.request.method eq "post"',
      code: 'rules:\n  - action: block\n    expression: http.request.method eq "post"\n',
      errors: [{ messageId: 'lowercase', line: 3, column: 40, endLine: 3, endColumn: 46, message: '`post` never matches: request methods are upper case; write `POST`.' }],
      output: 'rules:\n  - action: block\n    expression: http.request.method eq "POST"\n',
    },
    {
      name: 'http.request.method in {"GET" "put"}',
      code: 'rules:\n  - action: block\n    expression: http.request.method in {"GET" "put"}\n',
      errors: [{ messageId: 'lowercase', line: 3, column: 47, endLine: 3, endColumn: 52 }],
      output: 'rules:\n  - action: block\n    expression: http.request.method in {"GET" "PUT"}\n',
    },
    {
      name: 'in a Terraform quoted string the fix rewrites the string',
      filename: 'rules.tf',
      code: 'resource "cloudflare_ruleset" "r" {\n  zone_id = "z"\n  rules = [{ action = "block", expression = "http.request.method eq \\"post\\"" }]\n}\n',
      errors: [{ messageId: 'lowercase', line: 3, column: 69, endLine: 3, endColumn: 77 }],
      output: 'resource "cloudflare_ruleset" "r" {\n  zone_id = "z"\n  rules = [{ action = "block", expression = "http.request.method eq \\"POST\\"" }]\n}\n',
    },
    {
      name: 'in a Terraform heredoc the finding points into it (no fix)',
      filename: 'rules.tf',
      code: 'resource "cloudflare_ruleset" "r" {\n  zone_id = "z"\n  rules {\n    action     = "block"\n    expression = <<-EOT\n      http.request.method in {"GET" "put"}\n    EOT\n  }\n}\n',
      errors: [{ messageId: 'lowercase', line: 6, column: 37, endLine: 6, endColumn: 42 }],
      output: null,
    },
  ],
});
