import { beforeAll, describe, expect, it } from 'vitest';
import { loadSource, prepareFrontEnds, type SourceFile } from '../source-file.js';
import { mayRepeat, UnknownValue } from '../value-tree.js';
import { buildDocumentModel } from '../../model/build.js';

beforeAll(() => prepareFrontEnds(['x.tf', 'x.json']));

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

function rule(body: string): Record<string, unknown> {
  const text = `resource "cloudflare_ruleset" "r" {\n  zone_id = "z"\n  rules {\n    action = "rewrite"\n${body}\n  }\n}\n`;
  const file = loadSource('x.tf', text);
  expect(file.problems).toEqual([]);
  return (file.documents[0]!.value as { zones: { rulesets: { rules: Record<string, unknown>[] }[] }[] }).zones[0]!.rulesets[0]!.rules[0]!;
}

describe('Terraform → API shapes (src/data/terraform-provider.ts)', () => {
  it('v4 headers blocks become the API map by name, each header name at its `name` value', () => {
    const text = 'resource "cloudflare_ruleset" "r" {\n  zone_id = "z"\n  rules {\n    action = "rewrite"\n    action_parameters {\n      headers {\n        name      = "X-A"\n        operation = "set"\n        value     = "1"\n      }\n      headers {\n        name      = var.header\n        operation = "remove"\n      }\n    }\n  }\n}\n';
    const file = loadSource('x.tf', text);
    const doc = file.documents[0]!;
    const headers = (doc.value as any).zones[0].rulesets[0].rules[0].action_parameters.headers;
    expect(headers['X-A']).toEqual({ operation: 'set', value: '1' });
    const keyRange = doc.rangeOf(['zones', 0, 'rulesets', 0, 'rules', 0, 'action_parameters', 'headers', 'X-A'], 'key');
    expect(file.text.slice(keyRange.start, keyRange.end)).toBe('"X-A"');
    // A header named by a variable: its member is unknown, and reports under it are dropped.
    const unknownKey = Object.keys(headers).find((k) => k !== 'X-A')!;
    expect(headers[unknownKey]).toBeInstanceOf(UnknownValue);
    expect(doc.unknownAt?.(['zones', 0, 'rulesets', 0, 'rules', 0, 'action_parameters', 'headers', unknownKey, 'operation'])).toBe(true);
  });

  it('v5 headers maps are the API map already', () => {
    const r = rule('    action_parameters = { headers = { "X-A" = { operation = "set", value = "1" } } }');
    expect(plain(r['action_parameters'])).toEqual({ headers: { 'X-A': { operation: 'set', value: '1' } } });
  });

  it('v4 skip `rules` (comma-separated ids) become lists, each id at its place in the string', () => {
    const text = 'resource "cloudflare_ruleset" "r" {\n  zone_id = "z"\n  rules {\n    action = "skip"\n    action_parameters {\n      rules = { "efb7b8c949ac4650a09736fc376e9aee" = "5de7edfa648c4d6891dc3e7f84534ffa, e3a567afc347477d9702d9047e97d760" }\n    }\n  }\n}\n';
    const file = loadSource('x.tf', text);
    const doc = file.documents[0]!;
    const path = ['zones', 0, 'rulesets', 0, 'rules', 0, 'action_parameters', 'rules', 'efb7b8c949ac4650a09736fc376e9aee', 1];
    expect((doc.value as any).zones[0].rulesets[0].rules[0].action_parameters.rules.efb7b8c949ac4650a09736fc376e9aee).toEqual(['5de7edfa648c4d6891dc3e7f84534ffa', 'e3a567afc347477d9702d9047e97d760']);
    const r = doc.rangeOf(path);
    expect(file.text.slice(r.start, r.end)).toBe('e3a567afc347477d9702d9047e97d760');
  });

  it('v4 field names and query string sets, single blocks, repeated blocks', () => {
    const r = rule(
      [
        '    action_parameters {',
        '      cookie_fields = ["session"]',
        '      cache_key {',
        '        custom_key {',
        '          query_string {',
        '            include = ["*"]',
        '          }',
        '        }',
        '      }',
        '      edge_ttl {',
        '        status_code_ttl {',
        '          status_code_range {',
        '            from = 500',
        '            to   = 599',
        '          }',
        '          value = 10',
        '        }',
        '      }',
        '    }',
      ].join('\n'),
    );
    expect(plain(r['action_parameters'])).toEqual({
      cookie_fields: [{ name: 'session' }],
      cache_key: { custom_key: { query_string: { include: { all: true } } } },
      edge_ttl: { status_code_ttl: [{ status_code_range: { from: 500, to: 599 }, value: 10 }] },
    });
  });

  it('Terraform-only attributes are left out; `null` means not set; primitives convert to the member’s type', () => {
    const text = 'resource "cloudflare_ruleset" "r" {\n  count       = 1\n  provider    = cloudflare.other\n  zone_id     = "z"\n  description = null\n  lifecycle {\n    create_before_destroy = true\n  }\n  rules {\n    action  = "serve_error"\n    enabled = "true"\n    ref     = 7\n    action_parameters {\n      status_code = "503"\n    }\n  }\n}\n';
    const ruleset = (loadSource('x.tf', text).documents[0]!.value as any).zones[0].rulesets[0];
    expect(Object.keys(ruleset)).toEqual(['rules']);
    const r = ruleset.rules[0];
    expect(r.enabled).toBe(true);
    expect(r.ref).toBe('7');
    expect(r.action_parameters).toEqual({ status_code: 503 });
  });

  it('items of a list convert to its element type, as Terraform converts a list(number); an item that is no number stays', () => {
    const text =
      'resource "cloudflare_ruleset" "r" {\n  zone_id = "z"\n  rules = [{\n    action = "set_cache_settings"\n    expression = "true"\n' +
      '    action_parameters = {\n      additional_cacheable_ports = ["8080", 8443, "x"]\n    }\n  }]\n}\n';
    const ruleset = (loadSource('x.tf', text).documents[0]!.value as any).zones[0].rulesets[0];
    expect(ruleset.rules[0].action_parameters).toEqual({ additional_cacheable_ports: [8080, 8443, 'x'] });
  });

  it('log push jobs: v4 output_options block and cve20214428, v5 cve_2021_44228; v4 "" and 0 mean not set', () => {
    const text =
      'resource "cloudflare_logpush_job" "v4" {\n  zone_id = "z"\n  dataset = "http_requests"\n  filter = ""\n  max_upload_bytes = 0\n  output_options {\n    cve20214428 = true\n  }\n}\n' +
      'resource "cloudflare_logpush_job" "v5" {\n  zone_id = "z"\n  dataset = "http_requests"\n  output_options = { cve_2021_44228 = false }\n}\n';
    const jobs = (loadSource('x.tf', text).documents[0]!.value as any).zones[0].logpush_jobs;
    expect(jobs).toEqual([
      { dataset: 'http_requests', output_options: { 'CVE-2021-44228': true } },
      { dataset: 'http_requests', output_options: { 'CVE-2021-44228': false } },
    ]);
  });

  it('rulesets: v5 set_cache_control directives written with `_` are the API members with `-`', () => {
    const text = 'resource "cloudflare_ruleset" "c" {\n  zone_id = "z"\n  kind = "zone"\n  phase = "http_response_cache_settings"\n  rules = [{\n    expression = "true"\n    action = "set_cache_control"\n    action_parameters = {\n      max_age = { operation = "set", value = 60 }\n      no_store = { operation = "remove" }\n    }\n  }]\n}\n';
    const rule = (loadSource('x.tf', text).documents[0]!.value as any).zones[0].rulesets[0].rules[0];
    expect(rule.action_parameters).toEqual({ 'max-age': { operation: 'set', value: 60 }, 'no-store': { operation: 'remove' } });
  });

  it('lists: v4 `item { value { … } }` blocks become the API items; redirect flags become booleans', () => {
    const text = 'resource "cloudflare_list" "l" {\n  account_id = "a"\n  name = "r"\n  kind = "redirect"\n  item {\n    value {\n      redirect {\n        source_url = "example.com/a"\n        target_url = "https://example.com/b"\n        include_subdomains = "enabled"\n        preserve_query_string = "disabled"\n      }\n    }\n    comment = "c"\n  }\n}\n';
    const list = (loadSource('x.tf', text).documents[0]!.value as any).account.lists[0];
    expect(list).toEqual({ name: 'r', kind: 'redirect', items: [{ redirect: { source_url: 'example.com/a', target_url: 'https://example.com/b', include_subdomains: true, preserve_query_string: false }, comment: 'c' }] });
  });
});

describe('Terraform → one manifest: scopes', () => {
  const resource = (name: string, zone: string, extra = ''): string => `resource "cloudflare_ruleset" "${name}" {\n  zone_id = ${zone}\n  kind = "zone"\n  phase = "http_request_firewall_custom"\n${extra}}\n`;

  it('resources of the same zone share it; count, for_each and each./count. references get their own', () => {
    const text = [
      resource('a', 'var.zone'),
      resource('b', 'var.zone'),
      resource('c', '"023e105f4ecef8ad9ca31a8372d0c353"'),
      resource('d', 'var.zone', '  count = 1\n'),
      resource('e', 'each.value', '  for_each = var.zones\n'),
    ].join('');
    const zones = (loadSource('x.tf', text).documents[0]!.value as any).zones as { rulesets: unknown[] }[];
    expect(zones.map((z) => z.rulesets.length)).toEqual([2, 1, 1, 1]);
  });

  it('a zone named by a data source or a zone resource gets its name', () => {
    const text = 'data "cloudflare_zone" "shop" {\n  filter = { name = "shop.example.com" }\n}\nresource "cloudflare_zone" "blog" {\n  zone = "blog.example.com"\n}\n' + resource('a', 'data.cloudflare_zone.shop.zone_id') + resource('b', 'cloudflare_zone.blog.id');
    const zones = (loadSource('x.tf', text).documents[0]!.value as any).zones as { name?: string }[];
    expect(zones.map((z) => z.name)).toEqual(['shop.example.com', 'blog.example.com']);
  });

  it('a Terraform document is partial: it shows part of its module', () => {
    expect(loadSource('x.tf', resource('a', 'var.zone')).documents[0]!.partial).toBe(true);
  });
});

describe('Terraform JSON', () => {
  function load(path: string, text: string): SourceFile {
    const file = loadSource(path, text);
    expect(file.problems.filter((p) => p.fatal)).toEqual([]);
    return file;
  }

  it('.tf.json: resources, templates with unknown parts, locals, one block written as an object, dynamic blocks', () => {
    const text = JSON.stringify(
      {
        locals: { host: 'http.host eq "a.example.com"' },
        resource: {
          cloudflare_ruleset: {
            r: {
              zone_id: '${var.zone}',
              kind: 'zone',
              phase: 'http_request_firewall_custom',
              rules: { action: 'block', expression: '${local.host} and ip.src eq ${var.ip}' },
              dynamic: { rules: { for_each: '${var.more}', content: { action: 'log', expression: '${rules.value}' } } },
            },
          },
        },
      },
      null,
      2,
    );
    const file = load('x.tf.json', text);
    const doc = file.documents[0]!;
    const rules = (doc.value as any).zones[0].rulesets[0].rules;
    expect(rules).toHaveLength(2);
    expect(rules[0].expression).toMatch(/^http\.host eq "a\.example\.com" and ip\.src eq tf_unknown_\d+$/);
    expect(rules[1].expression).toBeInstanceOf(UnknownValue);
    const path = ['zones', 0, 'rulesets', 0, 'rules', 0, 'expression'];
    const r = doc.valueRange(path, 0, 9);
    expect(file.text.slice(r.start, r.end)).toBe('http.host');
    const at = rules[0].expression.indexOf('tf_unknown');
    expect(file.text.slice(doc.valueRange(path, at, at + 3).start, doc.valueRange(path, at, at + 3).end)).toBe('${var.ip}');
    expect(doc.unknownAt?.(path, [at, at + 1])).toBe(true);
    // The dynamic block's content may stand for no rule or several; the rule written out is certain.
    expect(rules.map(mayRepeat)).toEqual([false, true]);
  });

  it('rules of a `dynamic` block and rulesets with `count` / `for_each` may be absent or repeated, in the model too', () => {
    const text =
      'resource "cloudflare_ruleset" "a" {\n  zone_id = "z"\n  kind    = "zone"\n  phase   = "http_request_firewall_custom"\n' +
      '  rules {\n    action     = "block"\n    expression = "true"\n  }\n' +
      '  dynamic "rules" {\n    for_each = var.hosts\n    content {\n      action     = "log"\n      expression = "true"\n    }\n  }\n}\n' +
      'resource "cloudflare_ruleset" "b" {\n  for_each = var.zones\n  zone_id = each.value\n  kind    = "zone"\n  phase   = "http_request_firewall_custom"\n  rules = [{ action = "log", expression = "true" }]\n}\n';
    const doc = load('x.tf', text).documents[0]!;
    const model = buildDocumentModel(doc.index, doc.value);
    const rulesets = model.rulesets.map((r) => ({ repeats: r.mayRepeat === true, rules: r.rules.map((rule) => rule.mayRepeat === true) }));
    expect(rulesets).toEqual([
      { repeats: false, rules: [false, true] },
      { repeats: true, rules: [false] },
    ]);
  });

  it('terraform show -json: planned values of every module, unknown after apply, addresses as labels', () => {
    const plan = {
      format_version: '1.2',
      terraform_version: '1.9.0',
      planned_values: {
        root_module: {
          child_modules: [
            {
              address: 'module.m',
              resources: [
                { address: 'module.m.cloudflare_ruleset.r', mode: 'managed', type: 'cloudflare_ruleset', name: 'r', values: { zone_id: 'z', kind: 'zone', phase: 'http_request_firewall_custom', rules: [{ action: 'block' }] } },
                { address: 'module.m.data.cloudflare_zone.z', mode: 'data', type: 'cloudflare_zone', name: 'z', values: {} },
              ],
            },
          ],
        },
      },
      resource_changes: [{ address: 'module.m.cloudflare_ruleset.r', change: { after_unknown: { rules: [{ expression: true }] } } }],
    };
    const file = load('plan.json', JSON.stringify(plan, null, 1));
    const doc = file.documents[0]!;
    const rule = (doc.value as any).zones[0].rulesets[0].rules[0];
    expect(rule.expression).toBeInstanceOf(UnknownValue);
    expect(doc.labelAt?.(['zones', 0, 'rulesets', 0, 'rules', 0])).toBe('module.m.cloudflare_ruleset.r');
    expect(doc.unknownAt?.(['zones', 0, 'rulesets', 0, 'rules', 0, 'expression'])).toBe(true);
  });

  it('other JSON stays JSON', () => {
    const file = load('x.json', '{"phase": "http_request_firewall_custom", "rules": []}');
    expect(file.documents[0]!.value).toEqual({ phase: 'http_request_firewall_custom', rules: [] });
  });
});

describe('Terraform → one manifest: list items (cloudflare_list_item)', () => {
  const list = (name: string, extra = ''): string => `resource "cloudflare_list" "${name}" {\n  account_id = var.account_id\n  name       = "${name}"\n  kind       = "ip"\n${extra}}\n`;
  const item = (name: string, body: string): string => `resource "cloudflare_list_item" "${name}" {\n  account_id = var.account_id\n${body}}\n`;
  const lists = (text: string, path = 'x.tf'): any[] => (loadSource(path, text).documents[0]!.value as any).account.lists;

  it('an item naming a list of the file joins its items after the inline ones, in file order, wherever it is written', () => {
    const text = [
      item('early', '  list_id = cloudflare_list.office.id\n  ip      = "192.0.2.1"\n'),
      list('office', '  item {\n    value {\n      ip = "192.0.2.0/24"\n    }\n  }\n'),
      item('v5_host', '  list_id  = cloudflare_list.office.id\n  hostname = { url_hostname = "example.com" }\n  comment  = "wrong kind"\n'),
    ].join('');
    const file = loadSource('x.tf', text);
    const doc = file.documents[0]!;
    const [office] = (doc.value as any).account.lists;
    expect(plain(office)).toEqual({ name: 'office', kind: 'ip', items: [{ ip: '192.0.2.0/24' }, { ip: '192.0.2.1' }, { hostname: { url_hostname: 'example.com' }, comment: 'wrong kind' }] });
    const at = doc.rangeOf(['account', 'lists', 0, 'items', 1, 'ip']);
    expect(file.text.slice(at.start, at.end)).toBe('"192.0.2.1"');
    // The item itself is its resource.
    const whole = doc.rangeOf(['account', 'lists', 0, 'items', 2]);
    expect(file.text.slice(whole.start, whole.end)).toMatch(/^resource "cloudflare_list_item" "v5_host" \{[\s\S]*\}$/);
  });

  it('v4 blocks, "enabled"/"disabled" flags and "" for unset; v5 attributes; a list without items gets them', () => {
    const text = [
      'resource "cloudflare_list" "moved" {\n  account_id = var.account_id\n  name = "moved"\n  kind = "redirect"\n}\n',
      item('v4', '  list_id = cloudflare_list.moved.id\n  ip = ""\n  redirect {\n    source_url = "example.com/a"\n    target_url = "https://example.com/b"\n    include_subdomains = "enabled"\n    subpath_matching = "disabled"\n  }\n'),
      item('v5', '  list_id = cloudflare_list.moved.id\n  redirect = {\n    source_url = "example.com/c"\n    target_url = "https://example.com/d"\n    status_code = "302"\n  }\n'),
    ].join('');
    const [moved] = lists(text);
    expect(plain(moved.items)).toEqual([
      { redirect: { source_url: 'example.com/a', target_url: 'https://example.com/b', include_subdomains: true, subpath_matching: false } },
      { redirect: { source_url: 'example.com/c', target_url: 'https://example.com/d', status_code: 302 } },
    ]);
  });

  it('an item whose list is elsewhere is in a list standing for it: id = list_id, name and kind unknown; the same reference shares it', () => {
    const text = [
      item('a', '  list_id = var.blocklist_id\n  ip = "192.0.2.1"\n'),
      item('b', '  list_id = var.blocklist_id\n  ip = "192.0.2.2"\n'),
      item('c', '  list_id = "2c0fc9fa937b11eaa1b71c4d701ab86e"\n  asn = 13335\n'),
      item('d', '  list_id = data.cloudflare_list.shared.id\n  ip = "192.0.2.3"\n'),
      item('e', '  for_each = var.ids\n  list_id = each.value\n  ip = "192.0.2.4"\n'),
      list('counted', '  count = 2\n'),
      item('f', '  list_id = cloudflare_list.counted[0].id\n  ip = "192.0.2.5"\n'),
    ].join('');
    const doc = loadSource('x.tf', text).documents[0]!;
    const all = (doc.value as any).account.lists as any[];
    expect(all).toHaveLength(6);
    const [counted, ...elsewhere] = all;
    expect(plain(counted)).toEqual({ name: 'counted', kind: 'ip' });
    expect(elsewhere.map((l) => l.items.length)).toEqual([2, 1, 1, 1, 1]);
    expect(elsewhere[0].name).toBeInstanceOf(UnknownValue);
    expect(elsewhere[0].kind).toBeInstanceOf(UnknownValue);
    expect(elsewhere[0].id).toBeInstanceOf(UnknownValue);
    expect(elsewhere[1].id).toBe('2c0fc9fa937b11eaa1b71c4d701ab86e');
    expect(doc.unknownAt?.(['account', 'lists', 1, 'name'])).toBe(true);
    expect(mayRepeat(elsewhere[3].items[0])).toBe(true);
    expect(mayRepeat(elsewhere[0].items[0])).toBe(false);
    // The account's model sees them as lists without a name or kind.
    const model = buildDocumentModel(doc.index, doc.value, [], { partial: true });
    expect(model.lists.map((l) => [l.name, l.kind])).toEqual([['counted', 'ip'], ...Array.from({ length: 5 }, () => [undefined, undefined])]);
  });

  it('.tf.json: "${cloudflare_list.NAME.id}" joins; count makes an item that may be absent or many', () => {
    const json = {
      resource: {
        cloudflare_list: { office: { account_id: '${var.account_id}', name: 'office', kind: 'ip' } },
        cloudflare_list_item: {
          vpn: { account_id: '${var.account_id}', list_id: '${cloudflare_list.office.id}', ip: '192.0.2.1' },
          more: { count: 2, account_id: '${var.account_id}', list_id: '${cloudflare_list.office.id}', hostname: [{ url_hostname: 'example.com' }] },
        },
      },
    };
    const [office] = lists(JSON.stringify(json, null, 1), 'x.tf.json');
    expect(plain(office.items)).toEqual([{ ip: '192.0.2.1' }, { hostname: { url_hostname: 'example.com' } }]);
    expect(office.items.map(mayRepeat)).toEqual([false, true]);
  });

  it('terraform show -json: a list_id known after apply joins by the configuration reference (per module), a literal one by the list id; labels name the item', () => {
    const values = (extra: Record<string, unknown>) => ({ account_id: 'f037e56e89293a057740de681ac9abbe', ip: null, asn: null, hostname: null, redirect: null, comment: null, ...extra });
    const plan = {
      format_version: '1.2',
      terraform_version: '1.9.0',
      planned_values: {
        root_module: {
          resources: [
            { address: 'cloudflare_list.known', mode: 'managed', type: 'cloudflare_list', name: 'known', values: { account_id: 'f037e56e89293a057740de681ac9abbe', id: '2c0fc9fa937b11eaa1b71c4d701ab86e', name: 'known', kind: 'ip' } },
            { address: 'cloudflare_list_item.by_id', mode: 'managed', type: 'cloudflare_list_item', name: 'by_id', values: values({ list_id: '2c0fc9fa937b11eaa1b71c4d701ab86e', ip: '192.0.2.9' }) },
          ],
          child_modules: [
            {
              address: 'module.edge["a"]',
              resources: [
                { address: 'module.edge["a"].cloudflare_list.office', mode: 'managed', type: 'cloudflare_list', name: 'office', values: { account_id: 'f037e56e89293a057740de681ac9abbe', name: 'office', kind: 'ip', items: null } },
                { address: 'module.edge["a"].cloudflare_list_item.vpn[0]', mode: 'managed', type: 'cloudflare_list_item', name: 'vpn', index: 0, values: values({ ip: '192.0.2.1' }) },
              ],
            },
          ],
        },
      },
      resource_changes: [{ address: 'module.edge["a"].cloudflare_list_item.vpn[0]', change: { after_unknown: { list_id: true, id: true } } }],
      configuration: {
        root_module: {
          module_calls: {
            edge: {
              module: {
                resources: [{ address: 'cloudflare_list_item.vpn', mode: 'managed', type: 'cloudflare_list_item', name: 'vpn', expressions: { list_id: { references: ['cloudflare_list.office.id', 'cloudflare_list.office'] } } }],
              },
            },
          },
        },
      },
    };
    const doc = loadSource('plan.json', JSON.stringify(plan, null, 1)).documents[0]!;
    const all = (doc.value as any).account.lists as any[];
    // The item's own id, timestamps and operation are the API's to set, not the configuration's.
    expect(all.map((l) => plain(l.items))).toEqual([[{ ip: '192.0.2.9' }], [{ ip: '192.0.2.1' }]]);
    expect(doc.labelAt?.(['account', 'lists', 1, 'items', 0, 'ip'])).toBe('module.edge["a"].cloudflare_list_item.vpn[0]');
    expect(doc.labelAt?.(['account', 'lists', 1, 'name'])).toBe('module.edge["a"].cloudflare_list.office');
    expect(doc.labelAt?.(['account', 'lists', 0, 'items', 0])).toBe('cloudflare_list_item.by_id');
  });
});
