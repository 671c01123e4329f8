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
