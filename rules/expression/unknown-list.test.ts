import rule from './unknown-list.js';
import { ruleTester } from '../../src/testing/rule-tester.js';
import type { ProjectContext } from '../../src/cross-file/project-context.js';

/** What the project index tells a zones-only manifest when the account file declares `office_ips`. */
const ACCOUNT_LISTS: ProjectContext = { lists: { 'account:?': { kinds: { office_ips: 'ip' }, closed: true } } };

ruleTester(rule, {
  valid: [
    { name: 'ip.src in $office_ips', code: 'rules:\n  - action: block\n    expression: ip.src in $office_ips\n' },
    { name: 'ip.src in $office_ips', settings: { lists: { office_ips: 'ip' } }, code: 'rules:\n  - action: block\n    expression: ip.src in $office_ips\n' },
    { name: 'ip.src in $cf.anonymizer or ip.src in $svc.malware', settings: { lists: { office_ips: 'ip' } }, code: 'rules:\n  - action: block\n    expression: ip.src in $cf.anonymizer or ip.src in $svc.malware\n' },
    { name: 'a raw ruleset without configured lists: account lists unknown, not checked', code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: ip.src in $office_ips\n' },
    { name: 'a manifest account without lists: (lists managed elsewhere)', code: 'account:\n  id: a\n  rulesets:\n    - name: n\n      kind: root\n      phase: magic_transit\n      rules:\n        - action: block\n          expression: ip.src in $office_ips\n' },
    { name: 'a zones-only manifest', code: 'zones:\n  - id: z\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules:\n          - action: block\n            expression: ip.src in $office_ips\n' },
    { name: 'declared in the manifest', code: 'account:\n  id: a\n  lists:\n    - { name: office_ips, kind: ip }\n  rulesets:\n    - name: n\n      kind: root\n      phase: magic_transit\n      rules:\n        - action: block\n          expression: ip.src in $office_ips\n' },
    { name: 'declared in the configuration, used from a manifest that declares other lists', settings: { lists: { partners: 'ip' } }, code: 'account:\n  id: a\n  lists:\n    - { name: office_ips, kind: ip }\n  rulesets:\n    - name: n\n      kind: root\n      phase: magic_transit\n      rules:\n        - action: block\n          expression: ip.src in $partners\n' },
    // Across files (settings.project, src/cross-file/): the lists the account file declares.
    { name: 'a zones-only manifest reads the lists the account file declares', settings: { project: ACCOUNT_LISTS }, code: 'zones:\n  - id: z\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules:\n          - action: block\n            expression: ip.src in $office_ips\n' },
    { name: 'a Terraform module not wholly seen stays open', filename: 'r.tf', settings: { project: { lists: { module: { kinds: { office_ips: 'ip' }, closed: false } } } }, code: 'resource "cloudflare_ruleset" "r" {\n  zone_id = "z"\n  kind    = "zone"\n  phase   = "http_request_firewall_custom"\n  rules = [{ action = "block", expression = "ip.src in $unknown" }]\n}\n' },
    { name: 'a manifest that declares its account lists reads its own', settings: { project: ACCOUNT_LISTS }, code: 'account:\n  id: a\n  lists:\n    - { name: partners, kind: ip }\n  rulesets:\n    - name: n\n      kind: root\n      phase: magic_transit\n      rules:\n        - action: block\n          expression: ip.src in $partners\n' },
  ],
  invalid: [
    {
      name: 'a zones-only manifest: a name the account file does not declare',
      settings: { project: ACCOUNT_LISTS },
      code: 'zones:\n  - id: z\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules:\n          - action: block\n            expression: ip.src in $ofice_ips\n',
      errors: [{ messageId: 'unknownList', line: 7, column: 35, endLine: 7, endColumn: 45, message: 'No list named `$ofice_ips` is declared.' }],
    },
    {
      name: 'a Terraform module wholly seen: a name none of its files declares',
      filename: 'r.tf',
      settings: { project: { lists: { module: { kinds: { office_ips: 'ip' }, closed: true } } } },
      code: 'resource "cloudflare_ruleset" "r" {\n  zone_id = "z"\n  kind    = "zone"\n  phase   = "http_request_firewall_custom"\n  rules = [{ action = "block", expression = "ip.src in $ofice_ips" }]\n}\n',
      errors: [{ messageId: 'unknownList', line: 5, column: 56, endLine: 5, endColumn: 66 }],
    },
    {
      name: 'ip.src in $blocklist',
      settings: { lists: { office_ips: 'ip' } },
      code: 'rules:\n  - action: block\n    expression: ip.src in $blocklist\n',
      errors: [{ messageId: 'unknownList', line: 3, column: 27, endLine: 3, endColumn: 37, message: 'No list named `$blocklist` is declared.' }],
    },
    {
      name: 'ip.src in $cf.proxies',
      code: 'rules:\n  - action: block\n    expression: ip.src in $cf.proxies\n',
      errors: [{ messageId: 'unknownManagedList', line: 3, column: 27, endLine: 3, endColumn: 38 }],
    },
    {
      name: 'the manifest declares the account lists',
      code: 'account:\n  id: a\n  lists:\n    - { name: office_ips, kind: ip, items: ["192.0.2.0/24"] }\n  rulesets:\n    - name: n\n      kind: root\n      phase: magic_transit\n      rules:\n        - action: block\n          expression: ip.src in $office_ip\n',
      errors: [{ messageId: 'unknownList', line: 11, column: 33, endLine: 11, endColumn: 43 }],
    },
    {
      name: 'an empty lists: declares that there are none',
      code: 'account:\n  id: a\n  lists: []\n  rulesets:\n    - name: n\n      kind: root\n      phase: magic_transit\n      rules:\n        - action: block\n          expression: ip.src in $office_ips\n',
      errors: [{ messageId: 'unknownList', line: 10, column: 33, endLine: 10, endColumn: 44 }],
    },
    {
      name: 'a zone ruleset sees its account\'s lists',
      code: 'account:\n  id: a\n  lists:\n    - { name: office_ips, kind: ip }\nzones:\n  - id: z\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules:\n          - action: block\n            expression: ip.src in $ofice_ips\n',
      errors: [{ messageId: 'unknownList', line: 11, column: 35, endLine: 11, endColumn: 45 }],
    },
    {
      name: 'configured lists (settings.lists) for a raw ruleset',
      settings: { lists: { office_ips: 'ip' } },
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: ip.src in $office_ips or ip.src in $partners\n',
      errors: [{ messageId: 'unknownList', line: 4, column: 52, endLine: 4, endColumn: 61 }],
    },
    {
      name: 'a custom name close to a managed list',
      settings: { lists: { office_ips: 'ip' } },
      code: 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: ip.src in $anonymiser\n',
      errors: [{ messageId: 'unknownList', line: 4, column: 27, endLine: 4, endColumn: 38, message: '; did you mean `$cf.anonymizer`?' }],
    },
  ],
});
