import rule from './contradiction.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const firewall = (expression: string): string => `phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: ${expression}\n`;

ruleTester(rule, {
  valid: [
    firewall('http.host eq "a.example.com" or http.host eq "b.example.com"'),
    // 10.0.0.0/7 is 10.0.0.0 – 11.255.255.255: the addresses of 11.0.0.0/8 satisfy both.
    firewall('ip.src in {10.0.0.0/7} and not ip.src in {10.0.0.0/8}'),
    firewall('starts_with(http.request.uri.path, "/api") and starts_with(http.request.uri.path, "/api/v1")'),
    { name: 'a missing header satisfies ne and not eq under both readings', code: firewall('http.request.headers["x"][0] ne "a" and not http.request.headers["x"][0] eq "a"') },
    { name: 'regexes are opaque: two different ones may both match', code: firewall('http.request.uri.path matches "^/a" and http.request.uri.path matches "b$"') },
    { name: 'an impossible literal is expression/impossible-value\'s, not a contradiction', code: firewall('http.request.uri.path eq "admin" and http.host eq "a.example.com"') },
  ],
  invalid: [
    {
      code: firewall('http.host eq "a.example.com" and http.host eq "b.example.com"'),
      errors: [{ messageId: 'contradiction', line: 4, column: 50, endLine: 4, endColumn: 78, message: 'This condition can never hold together with the conditions before it in this `and`.' }],
    },
    {
      name: 'an IP set and the negation of a wider one, in a block scalar',
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: |\n      ip.src in {10.0.0.0/8}\n      and not ip.src in {10.0.0.0/7}\n',
      errors: [{ messageId: 'contradiction', line: 6, column: 11, endLine: 6, endColumn: 37 }],
    },
    {
      name: 'numeric ranges that cannot overlap, in JSON',
      filename: 'r.json',
      code: '{"phase": "http_request_firewall_custom", "rules": [\n  {"action": "block", "expression": "cf.waf.score lt 10 and cf.waf.score gt 50"}\n]}',
      errors: [{ messageId: 'contradiction', line: 2, column: 61, endLine: 2, endColumn: 79 }],
    },
    {
      name: 'a group of alternatives that excludes a later condition',
      code: firewall('\'(http.request.method eq "GET" or http.request.method eq "HEAD") and http.request.method eq "POST"\''),
      errors: [{ messageId: 'contradiction', line: 4, column: 86, endLine: 4, endColumn: 115 }],
    },
    {
      name: 'inside a counting expression',
      code: 'phase: http_ratelimit\nrules:\n  - action: block\n    expression: http.request.uri.path eq "/login"\n    ratelimit:\n      characteristics: [cf.colo.id, ip.src]\n      period: 60\n      requests_per_period: 5\n      counting_expression: http.response.code eq 401 and http.response.code eq 403\n',
      errors: [{ messageId: 'contradiction', line: 9, column: 58, endLine: 9, endColumn: 83 }],
    },
  ],
});
