import rule from './list-kind.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

ruleTester(rule, {
  valid: [
    { name: 'ip.src in $office_ips', settings: { lists: { office_ips: 'ip' } }, code: 'rules:\n  - action: block\n    expression: ip.src in $office_ips\n' },
    { name: 'http.host in $hosts', settings: { lists: { hosts: 'hostname' } }, code: 'rules:\n  - action: block\n    expression: http.host in $hosts\n' },
    { name: 'a declared list without a valid kind is not compared (schema reports the kind)', code: 'account:\n  id: a\n  lists:\n    - { name: office_ips, kind: ipv4 }\n  rulesets:\n    - name: n\n      kind: root\n      phase: magic_transit\n      rules:\n        - action: block\n          expression: ip.src in $office_ips\n' },
  ],
  invalid: [
    {
      name: 'a zones-only manifest: the kind the account file declares',
      settings: { project: { lists: { 'account:a': { kinds: { partner_hosts: 'hostname' }, closed: true } } } },
      code: 'account:\n  id: a\nzones:\n  - id: z\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules:\n          - action: block\n            expression: ip.src in $partner_hosts\n',
      errors: [{ messageId: 'kindMismatch', line: 9, column: 35, endLine: 9, endColumn: 49, message: '`$partner_hosts` is a hostname list; `ip.src` (IP address) needs an IP list.' }],
    },
    {
      name: 'a Terraform file: the kind another file of the module declares',
      filename: 'r.tf',
      settings: { project: { lists: { module: { kinds: { partner_hosts: 'hostname' }, closed: false } } } },
      code: 'resource "cloudflare_ruleset" "r" {\n  zone_id = "z"\n  kind    = "zone"\n  phase   = "http_request_firewall_custom"\n  rules = [{ action = "block", expression = "ip.src in $partner_hosts" }]\n}\n',
      errors: [{ messageId: 'kindMismatch', line: 5, column: 56, endLine: 5, endColumn: 70 }],
    },
    {
      name: 'http.host in $office_ips',
      settings: { lists: { office_ips: 'ip' } },
      code: 'rules:\n  - action: block\n    expression: http.host in $office_ips\n',
      errors: [{ messageId: 'kindMismatch', line: 3, column: 30, endLine: 3, endColumn: 41, message: '`$office_ips` is an IP list; `http.host` (String) needs a hostname list or a redirect list.' }],
    },
    {
      name: 'ip.src in $hosts',
      settings: { lists: { hosts: 'hostname' } },
      code: 'rules:\n  - action: block\n    expression: ip.src in $hosts\n',
      errors: [{ messageId: 'kindMismatch', line: 3, column: 27, endLine: 3, endColumn: 33 }],
    },
    {
      name: 'ip.src.asnum in $cf.vpn',
      code: 'rules:\n  - action: block\n    expression: ip.src.asnum in $cf.vpn\n',
      errors: [{ messageId: 'kindMismatch', line: 3, column: 33, endLine: 3, endColumn: 40 }],
    },
    {
      name: 'kind declared in the manifest',
      code: 'account:\n  id: a\n  lists:\n    - { name: hosts, kind: hostname }\n  rulesets:\n    - name: n\n      kind: root\n      phase: magic_transit\n      rules:\n        - action: block\n          expression: ip.src in $hosts\n',
      errors: [{ messageId: 'kindMismatch', line: 11, column: 33, endLine: 11, endColumn: 39 }],
    },
  ],
});
