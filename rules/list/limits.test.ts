import rule from './limits.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const lists = (body: string): string => `account:\n  id: 01a7362d577a6c3019a474fd6f485823\n  lists:\n${body}`;

/** Terraform: one list with a separate item, an item of a list elsewhere, a list with `count`: only the first is certainly one of the account's lists. */
const TF_LISTS = `resource "cloudflare_list" "a" {
  account_id = var.account_id
  name       = "a"
  kind       = "ip"
  items      = [{ ip = "192.0.2.1" }]
}

resource "cloudflare_list_item" "two" {
  account_id = var.account_id
  list_id    = cloudflare_list.a.id
  ip         = "192.0.2.2"
}

resource "cloudflare_list_item" "elsewhere" {
  account_id = var.account_id
  list_id    = var.other_list
  ip         = "192.0.2.3"
}

resource "cloudflare_list" "b" {
  count      = 1
  account_id = var.account_id
  name       = "b"
  kind       = "ip"
}
`;
/** A v5 list of 9,999 inline items and separate ones: those with `count` may be absent, so they do not count. */
const tfItems = (separate: string): string =>
  `resource "cloudflare_list" "big" {\n  account_id = var.account_id\n  name       = "big"\n  kind       = "ip"\n  items = [\n${Array.from({ length: 9999 }, (_, i) => `    { ip = "10.${i >> 8}.${i & 255}.1" },\n`).join('')}  ]\n}\n${separate}`;
const tfItem = (name: string, ip: string, meta = ''): string => `resource "cloudflare_list_item" "${name}" {\n${meta}  account_id = var.account_id\n  list_id    = cloudflare_list.big.id\n  ip         = "${ip}"\n}\n`;

ruleTester(rule, {
  valid: [
    { name: 'within the free plan', settings: { tier: 'free' }, code: lists('    - { name: a, kind: ip, items: ["192.0.2.1"] }\n    - { name: r, kind: redirect, items: [] }\n') },
    { name: 'no tier configured', code: lists('    - { name: a, kind: ip, items: [] }\n    - { name: b, kind: ip, items: [] }\n    - { name: h, kind: hostname, items: [] }\n') },
    { name: 'hostname lists on enterprise', settings: { tier: 'enterprise' }, code: lists('    - { name: h, kind: hostname, items: ["example.com"] }\n') },
    { name: 'Terraform: a list elsewhere and a list with count are not counted', settings: { tier: 'free' }, filename: 'lists.tf', code: TF_LISTS },
    { name: 'Terraform: an item with count may be absent', settings: { tier: 'free' }, filename: 'lists.tf', code: tfItems(tfItem('office', '192.0.2.1') + tfItem('lab', '192.0.2.2', '  count = var.lab ? 1 : 0\n')) },
  ],
  invalid: [
    {
      settings: { tier: 'free' },
      code: lists('    - { name: a, kind: ip, items: ["192.0.2.1"] }\n    - { name: b, kind: ip, items: ["192.0.2.2"] }\n    - { name: h, kind: hostname, items: ["example.com"] }\n'),
      errors: [
        { messageId: 'tooManyLists', line: 5, column: 15, endLine: 5, endColumn: 16, message: 'Exceeds the free plan\'s limit of custom lists (1).' },
        { messageId: 'kindPlan', line: 6, column: 24, endLine: 6, endColumn: 32 },
      ],
    },
    {
      name: 'items across lists',
      settings: { tier: 'pro' },
      code: lists(`    - { name: a, kind: ip, items: [${Array.from({ length: 6000 }, (_, i) => `"10.${i >> 8}.${i & 255}.1"`).join(', ')}] }\n    - name: b\n      kind: ip\n      items: [${Array.from({ length: 4001 }, (_, i) => `"172.16.${i >> 8}.${i & 255}"`).join(', ')}]\n`),
      errors: [{ messageId: 'tooManyItems', line: 7, column: 7, endLine: 7, endColumn: 12, message: 'The pro plan allows 10000 items across custom lists; this list brings the total to 10001.' }],
    },
    {
      name: 'Terraform: separate items count with the inline ones',
      settings: { tier: 'free' },
      filename: 'lists.tf',
      code: tfItems(tfItem('office', '192.0.2.1') + tfItem('vpn', '192.0.2.2')),
      errors: [{ messageId: 'tooManyItems', line: 5, column: 3, endLine: 5, endColumn: 8, message: 'The free plan allows 10000 items across custom lists; this list brings the total to 10001.' }],
    },
  ],
});
