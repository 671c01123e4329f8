import rule from './deprecated-field.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'ip.src.country eq "US" and ip.src.asnum eq 13335', code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: ip.src.country eq "US" and ip.src.asnum eq 13335\n' },
  ],
  invalid: [
    {
      name: 'ip.geoip.asnum eq 13335 (http_request_firewall_custom)',
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: ip.geoip.asnum eq 13335\n',
      errors: [{ messageId: 'deprecated', line: 4, column: 17, endLine: 4, endColumn: 31, message: '`ip.geoip.asnum` is deprecated; use `ip.src.asnum`.' }],
      output: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: ip.src.asnum eq 13335\n',
    },
    {
      name: 'cf.threat_score gt 10 (http_request_firewall_custom)',
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: cf.threat_score gt 10\n',
      errors: [{ messageId: 'obsolete', line: 4, column: 17, endLine: 4, endColumn: 32 }],
    },
    {
      name: 'ip.geoip.country eq "US" (magic_transit)',
      code: 'phase: magic_transit\nrules:\n  - action: block\n    expression: ip.geoip.country eq "US"\n',
      errors: [{ messageId: 'deprecatedAmbiguous', line: 4, column: 17, endLine: 4, endColumn: 33 }],
    },
    {
      name: 'plain scalar',
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: ip.geoip.country eq "GB"\n',
      errors: [{ messageId: 'deprecated', line: 4, column: 17, endLine: 4, endColumn: 33 }],
      output: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: ip.src.country eq "GB"\n',
    },
    {
      name: 'double-quoted scalar with escapes before the field',
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: "http.host eq \\"a\\\\\\\\b\\" and ip.geoip.country eq \\"GB\\""\n',
      errors: [{ messageId: 'deprecated', line: 4, column: 46, endLine: 4, endColumn: 62 }],
      output: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: "http.host eq \\"a\\\\\\\\b\\" and ip.src.country eq \\"GB\\""\n',
    },
    {
      name: 'literal block scalar',
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: |\n      http.host eq "a"\n      and ip.geoip.country eq "GB"\n',
      errors: [{ messageId: 'deprecated', line: 6, column: 11, endLine: 6, endColumn: 27 }],
      output: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: |\n      http.host eq "a"\n      and ip.src.country eq "GB"\n',
    },
    {
      name: 'folded block scalar',
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: >-\n      http.host eq "a"\n      and ip.geoip.country eq "GB"\n',
      errors: [{ messageId: 'deprecated', line: 6, column: 11, endLine: 6, endColumn: 27 }],
      output: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: >-\n      http.host eq "a"\n      and ip.src.country eq "GB"\n',
    },
    {
      name: 'JSON string with \\" escapes',
      filename: 'r.json',
      code: '{"phase": "http_request_firewall_custom", "rules": [{"action": "block", "expression": "http.host eq \\"a\\" and ip.geoip.country eq \\"GB\\""}]}',
      errors: [{ messageId: 'deprecated', line: 1, column: 111, endLine: 1, endColumn: 127 }],
      output: '{"phase": "http_request_firewall_custom", "rules": [{"action": "block", "expression": "http.host eq \\"a\\" and ip.src.country eq \\"GB\\""}]}',
    },
    {
      name: 'a value expression (docs Single Redirects example)',
      code: 'phase: http_request_dynamic_redirect\nrules:\n  - action: redirect\n    expression: "true"\n    action_parameters:\n      from_value:\n        target_url: { expression: "lower(concat(\\"https://\\", ip.geoip.country, \\".example.com\\"))" }\n',
      errors: [{ messageId: 'deprecated', line: 7, column: 63, endLine: 7, endColumn: 79 }],
      output: 'phase: http_request_dynamic_redirect\nrules:\n  - action: redirect\n    expression: "true"\n    action_parameters:\n      from_value:\n        target_url: { expression: "lower(concat(\\"https://\\", ip.src.country, \\".example.com\\"))" }\n',
    },
  ],
});
