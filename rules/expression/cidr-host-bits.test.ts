import rule from './cidr-host-bits.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'ip.src in {192.0.2.0/24 2001:db8::/32}', code: 'rules:\n  - action: block\n    expression: ip.src in {192.0.2.0/24 2001:db8::/32}\n' },
  ],
  invalid: [
    {
      name: 'ip.src in {192.0.2.1/24}',
      code: 'rules:\n  - action: block\n    expression: ip.src in {192.0.2.1/24}\n',
      errors: [{ messageId: 'hostBits', line: 3, column: 28, endLine: 3, endColumn: 40, message: '`192.0.2.1/24` has host bits set; the network is `192.0.2.0/24`.' }],
      output: 'rules:\n  - action: block\n    expression: ip.src in {192.0.2.0/24}\n',
    },
    {
      name: 'ip.src in {2001:db8::1/32}',
      filename: 'r.json',
      code: '{"rules": [{"action": "block", "expression": "ip.src in {2001:db8::1/32}"}]}',
      errors: [{ messageId: 'hostBits', line: 1, column: 58, endLine: 1, endColumn: 72 }],
      output: '{"rules": [{"action": "block", "expression": "ip.src in {2001:db8::/32}"}]}',
    },
    {
      name: 'single-quoted scalar',
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: \'ip.src in {192.0.2.1/24 198.51.100.0/24}\'\n',
      errors: [{ messageId: 'hostBits', line: 4, column: 29, endLine: 4, endColumn: 41 }],
      output: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: \'ip.src in {192.0.2.0/24 198.51.100.0/24}\'\n',
    },
    {
      name: 'JSON, two CIDRs',
      filename: 'r.json',
      code: '{"phase": "magic_transit", "rules": [{"action": "block", "expression": "ip.dst in {10.1.2.3/8 2001:db8::1/32} and tcp.dstport eq 22"}]}',
      errors: [
        { messageId: 'hostBits', line: 1, column: 84, endLine: 1, endColumn: 94 },
        { messageId: 'hostBits', line: 1, column: 95, endLine: 1, endColumn: 109 },
      ],
      output: '{"phase": "magic_transit", "rules": [{"action": "block", "expression": "ip.dst in {10.0.0.0/8 2001:db8::/32} and tcp.dstport eq 22"}]}',
    },
  ],
});
