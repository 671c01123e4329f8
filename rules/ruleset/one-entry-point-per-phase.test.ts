import rule from './one-entry-point-per-phase.js';
import { ruleTester } from '../../src/testing/rule-tester.js';
import type { ProjectContext } from '../../src/cross-file/project-context.js';

/** What the project index tells a file whose zone `z` has its `http_request_firewall_custom` entry point in an earlier file. */
const FIRST_IN_SHOP: ProjectContext = { entryPoints: { 'zone:z': { http_request_firewall_custom: { file: 'zones/shop.yaml', line: 12 } } } };

ruleTester(rule, {
  valid: [
    'zones:\n  - id: z\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules: []\n      - phase: http_ratelimit\n        rules: []\n',
    // Two zones may each have an entry point for the same phase.
    'zones:\n  - id: z1\n    rulesets: [{ phase: http_request_firewall_custom, rules: [] }]\n  - id: z2\n    rulesets: [{ phase: http_request_firewall_custom, rules: [] }]\n',
    // Custom rulesets are not entry points.
    'account:\n  id: a\n  rulesets:\n    - { name: a, kind: custom, phase: http_request_firewall_custom, rules: [] }\n    - { name: b, kind: custom, phase: http_request_firewall_custom, rules: [] }\n    - { name: c, kind: root, phase: http_request_firewall_custom, rules: [] }\n',
    // Across files (settings.project, src/cross-file/): another phase of the same zone, another zone, the first itself.
    { name: 'another file has an entry point of another phase', settings: { project: FIRST_IN_SHOP }, code: 'zones:\n  - id: z\n    rulesets: [{ phase: http_ratelimit, rules: [] }]\n' },
    { name: 'another file has one for another zone', settings: { project: FIRST_IN_SHOP }, code: 'zones:\n  - id: y\n    rulesets: [{ phase: http_request_firewall_custom, rules: [] }]\n' },
    { name: 'a custom ruleset is no entry point', settings: { project: { entryPoints: { 'account:a': { magic_transit: { file: 'account.yaml', line: 4 } } } } }, code: 'account:\n  id: a\n  rulesets: [{ name: c, kind: custom, phase: magic_transit, rules: [] }]\n' },
    { name: 'the first is this document', settings: { project: { entryPoints: { 'zone:z': { http_request_firewall_custom: { file: 'test.yaml', line: 3, document: 0 } } } } }, code: 'zones:\n  - id: z\n    rulesets: [{ phase: http_request_firewall_custom, rules: [] }]\n' },
    { name: 'a zone id known only at apply matches no other file', settings: { project: { entryPoints: { 'zone:${ZONE}': { http_request_firewall_custom: { file: 'a.yaml', line: 3 } } } } }, code: 'zones:\n  - id: ${ZONE}\n    rulesets: [{ phase: http_request_firewall_custom, rules: [] }]\n' },
    { name: 'a Terraform ruleset with count may not exist', filename: 'r.tf', settings: { project: FIRST_IN_SHOP }, code: 'resource "cloudflare_ruleset" "r" {\n  count   = 1\n  zone_id = "z"\n  kind    = "zone"\n  phase   = "http_request_firewall_custom"\n}\n' },
  ],
  invalid: [
    {
      code: 'zones:\n  - id: z\n    name: example.com\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules: []\n      - phase: http_request_firewall_custom\n        rules: []\n',
      errors: [{ messageId: 'duplicate', line: 7, column: 16, endLine: 7, endColumn: 44, message: 'Second `http_request_firewall_custom` entry point of zone example.com; merge it into ruleset 1.' }],
    },
    {
      code: 'account:\n  id: a\n  rulesets:\n    - { name: a, kind: root, phase: magic_transit, rules: [] }\n    - { name: b, kind: root, phase: magic_transit, rules: [] }\n',
      errors: [{ messageId: 'duplicate', line: 5, column: 37, endLine: 5, endColumn: 50, message: 'entry point of the account' }],
    },
    {
      name: 'the zone\'s first entry point of the phase is in another file',
      settings: { project: FIRST_IN_SHOP },
      code: 'zones:\n  - id: z\n    name: example.com\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules: []\n',
      errors: [{ messageId: 'duplicateInProject', line: 5, column: 16, endLine: 5, endColumn: 44, message: 'Second `http_request_firewall_custom` entry point of zone example.com; first in zones/shop.yaml:12.' }],
    },
    {
      name: 'in another file and again in this document: each reported once',
      settings: { project: FIRST_IN_SHOP },
      code: 'zones:\n  - id: z\n    rulesets:\n      - { phase: http_request_firewall_custom, rules: [] }\n      - { phase: http_request_firewall_custom, rules: [] }\n',
      errors: [
        { messageId: 'duplicateInProject', line: 4, column: 18, endLine: 4, endColumn: 46, message: 'zone z; first in zones/shop.yaml:12.' },
        { messageId: 'duplicate', line: 5, column: 18, endLine: 5, endColumn: 46, message: 'merge it into ruleset 1.' },
      ],
    },
    {
      name: 'the account\'s root ruleset of the phase is in another file',
      settings: { project: { entryPoints: { 'account:a': { magic_transit: { file: 'account.yaml', line: 4 } } } } },
      code: 'account:\n  id: a\n  rulesets:\n    - { name: b, kind: root, phase: magic_transit, rules: [] }\n',
      errors: [{ messageId: 'duplicateInProject', line: 4, column: 37, endLine: 4, endColumn: 50, message: 'Second `magic_transit` entry point of the account; first in account.yaml:4.' }],
    },
    {
      name: 'an earlier document of the same file',
      settings: { project: { entryPoints: { 'zone:z': { http_request_firewall_custom: { file: 'test.yaml', line: 3, document: 0 } } } } },
      code: 'zones:\n  - id: z\n    rulesets: [{ phase: http_request_firewall_custom, rules: [] }]\n---\nzones:\n  - id: z\n    rulesets: [{ phase: http_request_firewall_custom, rules: [] }]\n',
      errors: [{ messageId: 'duplicateInProject', line: 7, column: 25, endLine: 7, endColumn: 53, message: 'first in test.yaml:3.' }],
    },
    {
      name: 'a Terraform zone ruleset with a literal zone id',
      filename: 'r.tf',
      settings: { project: FIRST_IN_SHOP },
      code: 'resource "cloudflare_ruleset" "r" {\n  zone_id = "z"\n  kind    = "zone"\n  phase   = "http_request_firewall_custom"\n}\n',
      errors: [{ messageId: 'duplicateInProject', line: 4, column: 13, endLine: 4, endColumn: 43, message: 'first in zones/shop.yaml:12.' }],
    },
    {
      name: 'a Terraform zone known by its variable, named by it',
      filename: 'r.tf',
      code: 'resource "cloudflare_ruleset" "a" {\n  zone_id = var.zone_id\n  kind    = "zone"\n  phase   = "http_request_firewall_custom"\n}\nresource "cloudflare_ruleset" "b" {\n  zone_id = var.zone_id\n  kind    = "zone"\n  phase   = "http_request_firewall_custom"\n}\n',
      errors: [{ messageId: 'duplicate', line: 9, column: 13, endLine: 9, endColumn: 43, message: 'Second `http_request_firewall_custom` entry point of zone var.zone_id; merge it into ruleset 1.' }],
    },
    {
      name: 'a Terraform zone known by a literal id too long for the headline: this zone',
      filename: 'r.tf',
      code:
        'resource "cloudflare_ruleset" "a" {\n  zone_id = "023e105f4ecef8ad9ca31a8372d0c353"\n  kind    = "zone"\n  phase   = "http_response_headers_transform"\n}\n' +
        'resource "cloudflare_ruleset" "b" {\n  zone_id = "023e105f4ecef8ad9ca31a8372d0c353"\n  kind    = "zone"\n  phase   = "http_response_headers_transform"\n}\n',
      errors: [{ messageId: 'duplicate', line: 9, column: 13, endLine: 9, endColumn: 46, message: 'Second `http_response_headers_transform` entry point of this zone; merge it into ruleset 1.' }],
    },
    {
      name: 'a Terraform zone known by a long reference: this zone',
      filename: 'r.tf',
      code:
        'resource "cloudflare_ruleset" "a" {\n  zone_id = lookup(var.zone_ids, "production-shop")\n  kind    = "zone"\n  phase   = "http_request_firewall_custom"\n}\n' +
        'resource "cloudflare_ruleset" "b" {\n  zone_id = lookup(var.zone_ids, "production-shop")\n  kind    = "zone"\n  phase   = "http_request_firewall_custom"\n}\n',
      errors: [{ messageId: 'duplicate', line: 9, column: 13, endLine: 9, endColumn: 43, message: 'Second `http_request_firewall_custom` entry point of this zone; merge it into ruleset 1.' }],
    },
    {
      name: 'a Terraform zone known by its variable, whose first entry point is in another file of the module',
      filename: 'r.tf',
      settings: { project: { entryPoints: { 'module-zone:var.zone_id': { http_request_firewall_custom: { file: 'waf.tf', line: 4 } } } } },
      code: 'resource "cloudflare_ruleset" "r" {\n  zone_id = var.zone_id\n  kind    = "zone"\n  phase   = "http_request_firewall_custom"\n}\n',
      errors: [{ messageId: 'duplicateInProject', line: 4, column: 13, endLine: 4, endColumn: 43, message: 'Second `http_request_firewall_custom` entry point of zone var.zone_id; first in waf.tf:4.' }],
    },
    {
      name: 'JSON',
      filename: 'z.json',
      settings: { project: FIRST_IN_SHOP },
      code: '{"zones": [{"id": "z", "rulesets": [{"phase": "http_request_firewall_custom", "rules": []}]}]}',
      errors: [{ messageId: 'duplicateInProject', line: 1, column: 47, endLine: 1, endColumn: 77 }],
    },
  ],
});
