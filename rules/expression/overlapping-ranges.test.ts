import rule from './overlapping-ranges.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const ruleset = (phase: string, expression: string): string => `phase: ${phase}\nrules:\n  - action: block\n    expression: ${expression}\n`;

ruleTester(rule, {
  valid: [
    ruleset('http_request_firewall_custom', 'ip.src in {10.0.0.0/8 192.0.2.0/24 2001:db8::/32}'),
    ruleset('magic_transit', 'tcp.dstport in {80 443 8000..8999}'),
    { name: 'an exact duplicate is expression/duplicate-set-member\'s', code: ruleset('http_request_firewall_custom', 'ip.src in {192.0.2.1 192.0.2.1}') },
  ],
  invalid: [
    {
      code: ruleset('http_request_firewall_custom', 'ip.src in {10.0.0.0/8 192.0.2.0/24 10.1.0.0/16}'),
      errors: [{ messageId: 'inside', line: 4, column: 52, endLine: 4, endColumn: 63, message: '`10.1.0.0/16` is inside `10.0.0.0/8`, also in this set; remove it.' }],
    },
    {
      name: 'an address written before the network holding it',
      code: ruleset('http_request_firewall_custom', 'ip.src in {192.0.2.1 192.0.2.0/24}'),
      errors: [{ messageId: 'inside', line: 4, column: 28, endLine: 4, endColumn: 37 }],
    },
    {
      code: ruleset('magic_transit', 'tcp.dstport in {1..100 50..200}'),
      errors: [{ messageId: 'overlap', line: 4, column: 40, endLine: 4, endColumn: 47, message: '`50..200` overlaps `1..100` in this set; merge them into one range.' }],
    },
    {
      code: ruleset('magic_transit', 'tcp.dstport in {80 443 1..1024}'),
      errors: [
        { messageId: 'inside', line: 4, column: 33, endLine: 4, endColumn: 35 },
        { messageId: 'inside', line: 4, column: 36, endLine: 4, endColumn: 39 },
      ],
    },
  ],
});
