import rule from './terraform-scope.js';
import { ruleTester } from '../../src/testing/rule-tester.js';

const ruleset = (scope: string): string =>
  `resource "cloudflare_ruleset" "waf" {\n${scope}  kind  = "zone"\n  phase = "http_request_firewall_custom"\n  rules = [{ action = "block", expression = "ip.src eq 192.0.2.1" }]\n}\n`;

/** `terraform show -json` output with one resource of `values`. */
const plan = (values: Record<string, unknown>): string =>
  `${JSON.stringify({ format_version: '1.2', terraform_version: '1.9.8', planned_values: { root_module: { resources: [{ address: 'cloudflare_ruleset.acct', mode: 'managed', type: 'cloudflare_ruleset', name: 'acct', values }] } } }, null, 1)}\n`;
const accountValues = { account_id: 'f037e56e89293a057740de681ac9abbe', zone_id: null, kind: 'root', name: 'Account WAF', phase: 'http_request_firewall_custom', rules: [{ action: 'block', expression: 'ip.src eq 192.0.2.1' }] };

ruleTester(rule, {
  valid: [
    { filename: 'waf.tf', code: ruleset('  zone_id = var.zone_id\n') },
    { filename: 'waf.tf', code: ruleset('  zone_id = "023e105f4ecef8ad9ca31a8372d0c353"\n') },
    { filename: 'lists.tf', code: 'resource "cloudflare_list" "ips" {\n  account_id = var.account_id\n  name       = "office"\n  kind       = "ip"\n}\n' },
    // A plan lists every attribute; `"zone_id": null` is an account resource.
    { filename: 'plan.json', code: plan(accountValues) },
    { filename: 'lists.tf', code: 'resource "cloudflare_list_item" "vpn" {\n  account_id = var.account_id\n  list_id    = var.list_id\n  ip         = "192.0.2.1"\n}\n' },
    // State of the provider's SDKv2 resources lists an unset string as `""`: an account job, not both.
    { filename: 'plan.json', code: plan({ ...accountValues, zone_id: '' }) },
    { filename: 'waf.tf', code: ruleset('  zone_id    = var.zone_id\n  account_id = ""\n') },
  ],
  invalid: [
    {
      name: 'neither zone_id nor account_id',
      filename: 'waf.tf',
      code: ruleset(''),
      errors: [{ messageId: 'problem', line: 1, column: 1, endLine: 1, endColumn: 36, message: '`cloudflare_ruleset.waf` sets no zone_id or account_id; Terraform needs exactly one of them.' }],
    },
    {
      name: 'both zone_id and account_id',
      filename: 'waf.tf',
      code: ruleset('  zone_id    = var.zone_id\n  account_id = var.account_id\n'),
      errors: [{ messageId: 'problem', line: 3, column: 3, endLine: 3, endColumn: 13, message: '`cloudflare_ruleset.waf` sets both zone_id and account_id; keep only one of them.' }],
    },
    {
      name: 'a list without account_id',
      filename: 'lists.tf',
      code: 'resource "cloudflare_list" "ips" {\n  name = "office"\n  kind = "ip"\n}\n',
      errors: [{ messageId: 'problem', line: 1, column: 1, endLine: 1, endColumn: 33, message: '`cloudflare_list.ips` sets no account_id; Terraform needs it.' }],
    },
    {
      name: 'a list item without account_id (it still joins its list)',
      filename: 'lists.tf',
      code: 'resource "cloudflare_list" "ips" {\n  account_id = var.account_id\n  name       = "office"\n  kind       = "ip"\n}\nresource "cloudflare_list_item" "vpn" {\n  list_id = cloudflare_list.ips.id\n  ip      = "192.0.2.1"\n}\n',
      errors: [{ messageId: 'problem', line: 6, column: 1, endLine: 6, endColumn: 38, message: '`cloudflare_list_item.vpn` sets no account_id; Terraform needs it.' }],
    },
    {
      name: 'a list with an empty account_id',
      filename: 'lists.tf',
      code: 'resource "cloudflare_list" "ips" {\n  account_id = ""\n  name       = "office"\n  kind       = "ip"\n}\n',
      errors: [{ messageId: 'problem', line: 2, column: 16, endLine: 2, endColumn: 18, message: '`cloudflare_list.ips` has an empty account_id; give the account id.' }],
    },
    {
      name: 'an empty zone_id and no account_id',
      filename: 'waf.tf',
      code: ruleset('  zone_id = ""\n'),
      errors: [{ messageId: 'problem', line: 2, column: 13, endLine: 2, endColumn: 15, message: '`cloudflare_ruleset.waf` has an empty zone_id; give a zone or account id.' }],
    },
    {
      name: 'both empty in a plan',
      filename: 'plan.json',
      code: plan({ ...accountValues, zone_id: '', account_id: '' }),
      errors: [{ messageId: 'problem', line: 14, column: 18, endLine: 14, endColumn: 20, message: '`cloudflare_ruleset.acct` has an empty zone_id; give a zone or account id.' }],
    },
    {
      name: 'both null in a plan',
      filename: 'plan.json',
      code: plan({ ...accountValues, account_id: null }),
      errors: [{ messageId: 'problem', line: 8, column: 17, endLine: 8, endColumn: 42, message: '`cloudflare_ruleset.acct` sets no zone_id or account_id; Terraform needs exactly one of them.' }],
    },
  ],
});
