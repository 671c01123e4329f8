import rule from './item-format.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const lists = (body: string): string => `account:\n  id: 01a7362d577a6c3019a474fd6f485823\n  lists:\n${body}`;

ruleTester(rule, {
  valid: [
    lists('    - name: office\n      kind: ip\n      items: ["192.0.2.0/24", "198.51.100.7", "2001:db8::/48", { ip: "203.0.113.0/24", comment: "vpn" }]\n'),
    lists('    - name: hosts\n      kind: hostname\n      items: ["example.com", "*.example.org", { hostname: { url_hostname: "api.example.net" } }]\n'),
    lists('    - name: asns\n      kind: asn\n      items: [13335, "64512", { asn: 1 }]\n'),
    lists('    - name: moved\n      kind: redirect\n      items:\n        - { source_url: "example.com/old", target_url: "https://example.com/new?from=old", status_code: 308 }\n        - redirect: { source_url: "https://example.com/a", target_url: "https://example.com/b", preserve_query_string: true }\n'),
  ],
  invalid: [
    {
      name: 'a name the Lists API refuses',
      code: lists('    - name: office-ips\n      kind: ip\n      items: ["192.0.2.0/24"]\n'),
      errors: [{ messageId: 'invalidName', line: 4, column: 13, endLine: 4, endColumn: 23, message: 'A list name has at most 50 letters, digits and `_`; `office-ips` does not fit.' }],
    },
    {
      name: 'IP, hostname and ASN items',
      code: lists('    - name: office\n      kind: ip\n      items: ["192.0.2.0/24", "2001:db8::1", "1.0.0.0/1", "nope", { ip: "2001:db8::/3" }]\n    - name: hosts\n      kind: hostname\n      items: ["example.com", "https://example.com/path", { hostname: { url_hostname: "*.example.org" } }]\n    - name: asns\n      kind: asn\n      items: [13335, "abc", 4294967296]\n'),
      errors: [
        { messageId: 'ipv6Host', line: 6, column: 31, endLine: 6, endColumn: 44, message: 'A list holds IPv6 ranges of at most /64, not single addresses; write `2001:db8::/64`.' },
        { messageId: 'ipv4Prefix', line: 6, column: 46, endLine: 6, endColumn: 57 },
        { messageId: 'ipInvalid', line: 6, column: 59, endLine: 6, endColumn: 65 },
        { messageId: 'ipv6Prefix', line: 6, column: 73, endLine: 6, endColumn: 87 },
        { messageId: 'hostnameInvalid', line: 9, column: 30, endLine: 9, endColumn: 56 },
        { messageId: 'mismatch', line: 12, column: 22, endLine: 12, endColumn: 27, message: 'This item of the `asn` list is not an AS number.' },
        { messageId: 'asnInvalid', line: 12, column: 29, endLine: 12, endColumn: 39 },
      ],
    },
    {
      name: 'URL redirects',
      code: lists('    - name: moved\n      kind: redirect\n      items:\n        - { source_url: "example.com/a?x=1", target_url: "https://example.com/b" }\n        - { source_url: "https://example.com:8443/c", target_url: "https://example.com/d?y", preserve_query_string: true, status_code: 303 }\n        - { target_url: "https://example.com/e" }\n        - redirect: { source_url: "ftp://example.com/f", target_url: "https://example.com/g" }\n        - { source_url: "example.com/h", target_url: "https://example.com/i" }\n        - { source_url: "example.com/h", target_url: "https://example.com/j" }\n'),
      errors: [
        { messageId: 'sourceComponent', line: 7, column: 25, endLine: 7, endColumn: 44, message: 'A source URL cannot hold a query string' },
        { messageId: 'sourceComponent', line: 8, column: 25, endLine: 8, endColumn: 53 },
        { messageId: 'targetQuery', line: 8, column: 67, endLine: 8, endColumn: 92 },
        { messageId: 'redirectStatus', line: 8, column: 136, endLine: 8, endColumn: 139, message: 'A URL redirect answers 301, 302, 307 or 308, not 303.' },
        { messageId: 'mismatch', line: 9, column: 11, endLine: 9, endColumn: 50 },
        { messageId: 'sourceComponent', line: 10, column: 35, endLine: 10, endColumn: 56 },
        { messageId: 'duplicateSource', line: 12, column: 25, endLine: 12, endColumn: 40 },
      ],
    },
  ],
});
