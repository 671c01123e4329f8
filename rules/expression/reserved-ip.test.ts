import rule from './reserved-ip.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const ruleset = (phase: string, expression: string): string => `phase: ${phase}\nrules:\n  - action: block\n    expression: ${expression}\n`;

ruleTester(rule, {
  valid: [
    { name: 'private and documentation ranges can reach a zone', code: ruleset('http_request_firewall_custom', 'ip.src in {10.0.0.0/8 192.0.2.0/24 100.64.0.0/10}') },
    { name: 'network phases see any address', code: ruleset('magic_transit', 'ip.src in {127.0.0.0/8}') },
    { name: 'a range merely containing loopback', code: ruleset('http_request_firewall_custom', 'ip.src in {0.0.0.0/0}') },
  ],
  invalid: [
    {
      code: ruleset('http_request_firewall_custom', 'ip.src in {127.0.0.1 192.0.2.1}'),
      errors: [{ messageId: 'neverClient', line: 4, column: 28, endLine: 4, endColumn: 37, message: '`127.0.0.1` is in loopback (127.0.0.0/8), never a client address; it never matches.' }],
    },
    {
      code: ruleset('http_request_firewall_custom', 'not ip.src eq ::1'),
      errors: [{ messageId: 'neverClient', line: 4, column: 31, endLine: 4, endColumn: 34 }],
    },
    {
      code: ruleset('http_ratelimit', 'ip.src in {169.254.0.0/16 fe80::/10}'),
      errors: [
        { messageId: 'neverClient', line: 4, column: 28, endLine: 4, endColumn: 42 },
        { messageId: 'neverClient', line: 4, column: 43, endLine: 4, endColumn: 52 },
      ],
    },
  ],
});
