import rule from './item-hygiene.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const lists = (body: string): string => `account:\n  id: 01a7362d577a6c3019a474fd6f485823\n  lists:\n${body}`;

/**
 * Terraform (v4 blocks): separate items join the list's own. An item with
 * `count`/`for_each` may be absent: it is reported against a certain item
 * (`lab`), never kept as the first of two (`203.0.113.7` is not reported
 * inside the `count` item `maybe`).
 */
const V4_ITEMS = `resource "cloudflare_list" "office" {
  account_id = var.account_id
  name       = "office"
  kind       = "ip"
  item {
    value {
      ip = "192.0.2.0/24"
    }
  }
  item {
    value {
      ip = "198.51.100.0/24"
    }
  }
}

resource "cloudflare_list_item" "same" {
  account_id = var.account_id
  list_id    = cloudflare_list.office.id
  ip         = "198.51.100.0/24"
}

resource "cloudflare_list_item" "inside" {
  account_id = var.account_id
  list_id    = cloudflare_list.office.id
  ip         = "192.0.2.128/25"
}

resource "cloudflare_list_item" "maybe" {
  count      = var.with_lab ? 1 : 0
  account_id = var.account_id
  list_id    = cloudflare_list.office.id
  ip         = "203.0.113.0/24"
}

resource "cloudflare_list_item" "after_maybe" {
  account_id = var.account_id
  list_id    = cloudflare_list.office.id
  ip         = "203.0.113.7"
}

resource "cloudflare_list_item" "lab" {
  for_each   = var.labs
  account_id = var.account_id
  list_id    = cloudflare_list.office.id
  ip         = "192.0.2.64/26"
}

resource "cloudflare_list_item" "host_bits" {
  count      = 2
  account_id = var.account_id
  list_id    = cloudflare_list.office.id
  ip         = "10.1.2.3/8"
}
`;
/** v5 attributes; two items naming the same list elsewhere (`var.shared`) are compared with each other. */
const V5_ITEMS = `resource "cloudflare_list" "hosts" {
  account_id = var.account_id
  name       = "hosts"
  kind       = "hostname"
  items      = [{ hostname = { url_hostname = "example.com" } }]
}

resource "cloudflare_list_item" "upper" {
  account_id = var.account_id
  list_id    = cloudflare_list.hosts.id
  hostname   = { url_hostname = "EXAMPLE.com" }
}

resource "cloudflare_list_item" "a" {
  account_id = var.account_id
  list_id    = var.shared
  ip         = "192.0.2.1"
}

resource "cloudflare_list_item" "b" {
  account_id = var.account_id
  list_id    = var.shared
  ip         = "192.0.2.1/32"
}
`;

ruleTester(rule, {
  valid: [
    lists('    - name: office\n      kind: ip\n      items: ["192.0.2.0/25", "192.0.2.128/25", "2001:db8::/48"]\n'),
    lists('    - name: hosts\n      kind: hostname\n      items: ["example.com", "*.example.com"]\n'),
  ],
  invalid: [
    {
      code: lists('    - name: office\n      kind: ip\n      items: ["192.0.2.0/24", "192.0.2.128/25", "10.0.0.1/8", "192.0.2.0/24", "198.51.100.0/24", "198.51.100.1"]\n    - name: hosts\n      kind: hostname\n      items: ["example.com", "EXAMPLE.com"]\n'),
      errors: [
        { messageId: 'inside', line: 6, column: 31, endLine: 6, endColumn: 47 },
        { messageId: 'hostBits', line: 6, column: 49, endLine: 6, endColumn: 61, message: '`10.0.0.1/8` has host bits set; the range is `10.0.0.0/8`.' },
        { messageId: 'duplicate', line: 6, column: 63, endLine: 6, endColumn: 77 },
        { messageId: 'inside', line: 6, column: 98, endLine: 6, endColumn: 112 },
        { messageId: 'duplicate', line: 9, column: 30, endLine: 9, endColumn: 43 },
      ],
      output: lists('    - name: office\n      kind: ip\n      items: ["192.0.2.0/24", "192.0.2.128/25", "10.0.0.0/8", "192.0.2.0/24", "198.51.100.0/24", "198.51.100.1"]\n    - name: hosts\n      kind: hostname\n      items: ["example.com", "EXAMPLE.com"]\n'),
    },
    {
      name: 'Terraform v4: duplicates and ranges across inline and separate items',
      filename: 'lists.tf',
      code: V4_ITEMS,
      errors: [
        { messageId: 'duplicate', line: 20, column: 16, endLine: 20, endColumn: 33, message: 'Item 2 of this list is the same; remove this one.' },
        { messageId: 'inside', line: 26, column: 16, endLine: 26, endColumn: 32 },
        { messageId: 'inside', line: 46, column: 16, endLine: 46, endColumn: 31, message: '`192.0.2.64/26` is inside `192.0.2.0/24`' },
        { messageId: 'hostBits', line: 53, column: 16, endLine: 53, endColumn: 28 },
      ],
      output: V4_ITEMS.replace('"10.1.2.3/8"', '"10.0.0.0/8"'),
    },
    {
      name: 'Terraform v5: a separate hostname item repeats an inline one; items of a list elsewhere',
      filename: 'lists.tf',
      code: V5_ITEMS,
      errors: [
        { messageId: 'duplicate', line: 11, column: 33, endLine: 11, endColumn: 46 },
        { messageId: 'duplicate', line: 23, column: 16, endLine: 23, endColumn: 30 },
      ],
    },
  ],
});
