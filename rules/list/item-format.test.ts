import rule from './item-format.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const lists = (body: string): string => `account:\n  id: 01a7362d577a6c3019a474fd6f485823\n  lists:\n${body}`;

// Terraform: a `cloudflare_list_item` joins the list of the file its `list_id` names (v4 blocks, v5 attributes).
const V4_ITEMS = `resource "cloudflare_list" "office" {
  account_id = var.account_id
  name       = "office"
  kind       = "ip"
}

resource "cloudflare_list_item" "vpn" {
  account_id = var.account_id
  list_id    = cloudflare_list.office.id
  ip         = "198.51.100.300"
}

resource "cloudflare_list_item" "partner" {
  account_id = var.account_id
  list_id    = cloudflare_list.office.id
  hostname {
    url_hostname = "partner.example.com"
  }
}
`;
const V5_ITEMS = `resource "cloudflare_list" "moved" {
  account_id = var.account_id
  name       = "moved"
  kind       = "redirect"
  items = [{
    redirect = { source_url = "example.com/a", target_url = "https://example.com/b" }
  }]
}

resource "cloudflare_list_item" "again" {
  account_id = var.account_id
  list_id    = cloudflare_list.moved.id
  redirect = {
    source_url  = "example.com/a"
    target_url  = "https://example.com/c"
    status_code = 303
  }
}

resource "cloudflare_list_item" "shop" {
  account_id = var.account_id
  list_id    = var.redirect_list_id
  redirect = {
    source_url = "https://shop.example.com:8443/"
    target_url = "https://example.com/shop"
  }
}
`;
// Items whose list is not in the file: each is checked by the value it sets, nothing is said about the list.
const ITEMS_ELSEWHERE = `resource "cloudflare_list_item" "old" {
  account_id = var.account_id
  list_id    = var.redirect_list_id
  redirect {
    source_url            = "example.com/old"
    target_url            = "https://example.com/new?from=old"
    preserve_query_string = "enabled"
  }
}

resource "cloudflare_list_item" "asn" {
  account_id = var.account_id
  list_id    = "2c0fc9fa937b11eaa1b71c4d701ab86e"
  asn        = 4294967296
}
`;
const VALID_ELSEWHERE = `resource "cloudflare_list_item" "ip" {
  account_id = var.account_id
  list_id    = var.list_id
  ip         = "192.0.2.0/24"
}

resource "cloudflare_list_item" "asn" {
  account_id = var.account_id
  list_id    = var.list_id
  asn        = 13335
}

resource "cloudflare_list_item" "each" {
  for_each   = var.hosts
  account_id = var.account_id
  list_id    = cloudflare_list.hosts.id
  hostname {
    url_hostname = each.value
  }
}

resource "cloudflare_list" "hosts" {
  account_id = var.account_id
  name       = "hosts"
  kind       = var.kind
}
`;
const TF_JSON_ITEMS = `{
  "resource": {
    "cloudflare_list": {
      "office": {
        "account_id": "\${var.account_id}",
        "name": "office",
        "kind": "ip"
      }
    },
    "cloudflare_list_item": {
      "vpn": {
        "account_id": "\${var.account_id}",
        "list_id": "\${cloudflare_list.office.id}",
        "ip": "2001:db8::1"
      },
      "asn": {
        "account_id": "\${var.account_id}",
        "list_id": "\${cloudflare_list.office.id}",
        "asn": 13335
      }
    }
  }
}
`;
/** `terraform show -json` of a plan: the item's list_id is known after apply, its configuration names the list. */
const PLAN_ITEMS = `{
 "format_version": "1.2",
 "terraform_version": "1.9.8",
 "planned_values": {
  "root_module": {
   "resources": [
    {
     "address": "cloudflare_list.office",
     "mode": "managed",
     "type": "cloudflare_list",
     "name": "office",
     "values": {
      "account_id": "f037e56e89293a057740de681ac9abbe",
      "name": "office",
      "kind": "ip",
      "items": null
     }
    },
    {
     "address": "cloudflare_list_item.vpn",
     "mode": "managed",
     "type": "cloudflare_list_item",
     "name": "vpn",
     "values": {
      "account_id": "f037e56e89293a057740de681ac9abbe",
      "ip": "10.0.0.0/1",
      "asn": null,
      "hostname": null,
      "redirect": null,
      "comment": null
     }
    }
   ]
  }
 },
 "resource_changes": [
  {
   "address": "cloudflare_list_item.vpn",
   "change": {
    "actions": [
     "create"
    ],
    "after_unknown": {
     "list_id": true,
     "id": true
    }
   }
  }
 ],
 "configuration": {
  "root_module": {
   "resources": [
    {
     "address": "cloudflare_list_item.vpn",
     "mode": "managed",
     "type": "cloudflare_list_item",
     "name": "vpn",
     "expressions": {
      "list_id": {
       "references": [
        "cloudflare_list.office.id",
        "cloudflare_list.office"
       ]
      }
     }
    }
   ]
  }
 }
}
`;

ruleTester(rule, {
  valid: [
    lists('    - name: office\n      kind: ip\n      items: ["192.0.2.0/24", "198.51.100.7", "2001:db8::/48", { ip: "203.0.113.0/24", comment: "vpn" }]\n'),
    lists('    - name: hosts\n      kind: hostname\n      items: ["example.com", "*.example.org", { hostname: { url_hostname: "api.example.net" } }]\n'),
    lists('    - name: asns\n      kind: asn\n      items: [13335, "64512", { asn: 1 }]\n'),
    lists('    - name: moved\n      kind: redirect\n      items:\n        - { source_url: "example.com/old", target_url: "https://example.com/new?from=old", status_code: 308 }\n        - redirect: { source_url: "https://example.com/a", target_url: "https://example.com/b", preserve_query_string: true }\n'),
    { name: 'Terraform items of lists elsewhere and of a list whose kind is known at apply', filename: 'lists.tf', code: VALID_ELSEWHERE },
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
    {
      name: 'Terraform v4: separate items join their list (a typo, a hostname block in an IP list)',
      filename: 'lists.tf',
      code: V4_ITEMS,
      errors: [
        { messageId: 'ipInvalid', line: 10, column: 16, endLine: 10, endColumn: 32, message: '`198.51.100.300` is not an IP address or CIDR range.' },
        { messageId: 'mismatch', line: 13, column: 1, endLine: 19, endColumn: 2, message: 'This item of the `ip` list is not an IP address or CIDR range.' },
      ],
    },
    {
      name: 'Terraform v5: a separate redirect repeats an inline source URL; a list elsewhere still gets its items checked',
      filename: 'lists.tf',
      code: V5_ITEMS,
      errors: [
        { messageId: 'duplicateSource', line: 14, column: 19, endLine: 14, endColumn: 34, message: 'Redirect 1 of this list has the same source URL' },
        { messageId: 'redirectStatus', line: 16, column: 19, endLine: 16, endColumn: 22 },
        { messageId: 'sourceComponent', line: 24, column: 18, endLine: 24, endColumn: 50, message: 'cannot hold a port' },
      ],
    },
    {
      name: 'Terraform v4 items of lists not in the file (a variable, a literal id)',
      filename: 'lists.tf',
      code: ITEMS_ELSEWHERE,
      errors: [
        { messageId: 'targetQuery', line: 6, column: 29, endLine: 6, endColumn: 63 },
        { messageId: 'asnInvalid', line: 14, column: 16, endLine: 14, endColumn: 26 },
      ],
    },
    {
      name: 'Terraform JSON (.tf.json) items',
      filename: 'lists.tf.json',
      code: TF_JSON_ITEMS,
      errors: [
        { messageId: 'ipv6Host', line: 14, column: 15, endLine: 14, endColumn: 28 },
        { messageId: 'mismatch', line: 16, column: 14, endLine: 20, endColumn: 8 },
      ],
    },
    {
      name: 'terraform show -json: the item joins the list its configuration names, labelled with its address',
      filename: 'plan.json',
      code: PLAN_ITEMS,
      errors: [{ messageId: 'ipv4Prefix', line: 26, column: 13, endLine: 26, endColumn: 25, message: '`cloudflare_list_item.vpn`: A list holds IPv4 ranges from /2 to /32, not /1.' }],
    },
    {
      name: 'Terraform: a list whose kind is known at apply has each item checked by the value it sets',
      filename: 'lists.tf',
      code: 'resource "cloudflare_list" "blocked" {\n  account_id = var.account_id\n  name       = "blocked"\n  kind       = var.blocked_kind\n  items = [\n    { ip = "192.0.2.0/24" },\n    { ip = "192.0.2.300" },\n    { hostname = { url_hostname = "bad host.example.com" } },\n  ]\n}\n',
      errors: [
        { messageId: 'ipInvalid', line: 7, column: 12, endLine: 7, endColumn: 25 },
        { messageId: 'hostnameInvalid', line: 8, column: 35, endLine: 8, endColumn: 57 },
      ],
    },
  ],
});
