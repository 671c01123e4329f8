import type { DataSource } from './source.js';

export const source: DataSource = {
  title: 'Cloudflare Terraform provider: resources read, and where their attributes differ from the API objects',
  refs: [
    'github.com/cloudflare/terraform-provider-cloudflare @a2efdc5786ae9726d56928dbfe91933bd92404ca (v5.22.0): internal/services/ruleset/migration/v500/{schema,transform}.go (the v4 schema and its v4 → v5 transform)',
    'same commit: internal/services/logpush_job/migration/v500/{schema,transform}.go, internal/services/list/migration/v500/{schema,transform}.go',
    'same commit: internal/services/{ruleset,logpush_job,list}/schema.go (v5 attributes, generated from the API schema); docs/resources/{ruleset,logpush_job,list}.md',
    'developer.hashicorp.com/terraform/language/meta-arguments (count, for_each, provider, depends_on, lifecycle)',
    'cloudflare_list_item: github.com/cloudflare/terraform-provider-cloudflare internal/services/list_item/schema.go @022e32767d4ad070974dbd6d15f3a894e1f5804a (v5: account_id and list_id required, one of ip, asn, hostname = { url_hostname, exclude_exact_hostname }, redirect = { source_url, target_url, include_subdomains, subpath_matching, preserve_query_string, preserve_path_suffix, status_code }, comment; id, created_on, modified_on, operation_id computed)',
    'same commit: internal/services/list_item/migration/v500/schema.go (v4 schema versions 0 and 1: hostname and redirect blocks, MaxItems 1; version 0 writes the redirect flags "enabled"/"disabled"), internal/services/list_item/migration/v500/transform.go @c3a3db27a652afafda2d7e9bb35e65a7c167ff72 (v4 → v5: blocks → single attributes, "enabled"/"disabled" → true/false)',
    'docs/resources/list_item.md @002b7b266a8535d189f63f9a5e7607b1d1adcabe (examples: list_id = cloudflare_list.<name>.id; v4 blocks hostname { url_hostname } and redirect { … })',
  ],
  checked: '2026-11-25',
  notes: [
    'v5 attributes are the API members (the v5 provider is generated from the API schema), so only v4 blocks, v4 conversions and renames are listed; every other attribute keeps its name.',
    'v4 writes a nested object as a block that may appear once (MaxItems 1, a one-element list in state); v5 as a single nested attribute. Both map to one API object.',
    'v4 `uri.origin` is dropped by the v5 transform but the API rewrite schema still has `origin`; it is passed through.',
    'v4 log push jobs store an unset `filter`, `logpull_options` and `name` as "" and unset upload limits as 0 (the v5 transform turns them into null); both mean "not set" here.',
    'v5 logpush `output_options.merge_subrequests` is passed through as the API member of that name (edgelint’s log push job schema has it; logpush/known-dataset reports it outside http_requests).',
    'A `cloudflare_list_item` is one item of the list its `list_id` names; `account_id` and `list_id` are Terraform’s, the computed `id`, `created_on`, `modified_on` and `operation_id` are left out too (a plan or state lists them; the configuration does not set them); the rest are the API item’s members (v4 blocks and flags converted as for a list’s `item`). v4 state writes an unset `ip` or `comment` as "" (as for log push jobs): not set. A v4 state’s `asn` of 0 beside another value is kept, so such an item is not classified on its own (no finding rather than a guessed one).',
    'v5 ruleset set_cache_control directives are attributes named with `_` (`max_age`, `s_maxage`, …) whose API members use `-` (`max-age`, `s-maxage`): internal/services/ruleset/model.go @a2efdc57 (tfsdk:"max_age" json:"max-age"); the acceptance tests TestAccCloudflareRuleset_SetCacheControlRules/{1,2,3}.tf write them so (checked 2026-11-25).',
    'The docs page at 002b7b26 (an early v5) also lists `account_identifier` and `item_id`; the schema at 022e3276 has neither, so they are not read as the account or the item.',
  ],
};

/** The resources edgelint reads. */
export type TerraformResourceType = 'cloudflare_ruleset' | 'cloudflare_logpush_job' | 'cloudflare_list' | 'cloudflare_list_item';

export const TERRAFORM_RESOURCE_TYPES: readonly TerraformResourceType[] = ['cloudflare_ruleset', 'cloudflare_logpush_job', 'cloudflare_list', 'cloudflare_list_item'];

/**
 * How a Terraform value becomes the API's, where it is not simply copied:
 * - `headers-by-name`: v4 `headers { name = "X" … }` blocks → the API's map `{ "X": { … } }`;
 * - `csv-lists`: v4 `rules = { "<ruleset id>" = "id1,id2" }` → `{ "<ruleset id>": ["id1", "id2"] }`;
 * - `field-names`: v4 sets of names → the API's `[{ name }]`;
 * - `query-string`: v4 `include`/`exclude` sets → `{ list: […] }`, and `["*"]` → `{ all: true }`;
 * - `list-items`: v4 `item { value { ip = … } comment = … }` blocks → the API's `items: [{ ip, comment }]`;
 * - `enabled-disabled`: v4 `"enabled"` / `"disabled"` → `true` / `false`;
 * - `unset-when-empty`: v4 stores an unset string as `""` and an unset number as `0`: not set.
 */
export type TerraformConversion = 'headers-by-name' | 'csv-lists' | 'field-names' | 'query-string' | 'list-items' | 'enabled-disabled' | 'unset-when-empty';

export interface ProviderAttribute {
  readonly resource: TerraformResourceType | '*';
  /** Block and attribute names from the resource body, joined by `.`. */
  readonly path: string;
  /** The provider major versions that write it this way. */
  readonly provider: 'v4' | 'v5' | 'v4, v5' | 'Terraform';
  /**
   * - `terraform-only`: where the resource lives or how Terraform manages it, not a member of the API object;
   * - `single-block`: a v4 block allowed once (MaxItems 1): one API object;
   * - `repeated-block`: a v4 block that may be repeated: a list in the API (in `.tf.json` one block may be written as an object);
   * - `renamed`: the API member is `api`;
   * - `converted`: see `conversion`.
   */
  readonly form: 'terraform-only' | 'single-block' | 'repeated-block' | 'renamed' | 'converted';
  /** The API member's name, when it differs. */
  readonly api?: string;
  readonly conversion?: TerraformConversion;
}

const ruleset = (path: string, form: ProviderAttribute['form'], extra: Partial<ProviderAttribute> = {}): ProviderAttribute => ({ resource: 'cloudflare_ruleset', path, provider: 'v4', form, ...extra });
const singles = (...paths: string[]): ProviderAttribute[] => paths.map((p) => ruleset(p, 'single-block'));

/** Rows in resource order; within a resource, from the top of the body down. */
export const PROVIDER_ATTRIBUTES: readonly ProviderAttribute[] = [
  // Terraform's meta-arguments, on every resource.
  ...['count', 'for_each', 'provider', 'depends_on', 'lifecycle', 'provisioner', 'connection', 'timeouts'].map(
    (path): ProviderAttribute => ({ resource: '*', path, provider: 'Terraform', form: 'terraform-only' }),
  ),
  // The scope: a zone-level or an account-level object (zone_id / account_id), never a member of it.
  ...(['cloudflare_ruleset', 'cloudflare_logpush_job', 'cloudflare_list', 'cloudflare_list_item'] as const).flatMap((resource) =>
    ['zone_id', 'account_id'].map((path): ProviderAttribute => ({ resource, path, provider: 'v4, v5', form: 'terraform-only' })),
  ),

  ruleset('rules', 'repeated-block', { provider: 'v4, v5' }),
  ...singles('rules.action_parameters', 'rules.ratelimit', 'rules.exposed_credential_check', 'rules.logging'),
  ...['rules.action_parameters.algorithms', 'rules.action_parameters.overrides.categories', 'rules.action_parameters.overrides.rules', 'rules.action_parameters.edge_ttl.status_code_ttl'].map((path) =>
    ruleset(path, 'repeated-block'),
  ),
  ...singles(
    'rules.action_parameters.uri',
    'rules.action_parameters.uri.path',
    'rules.action_parameters.uri.query',
    'rules.action_parameters.matched_data',
    'rules.action_parameters.response',
    'rules.action_parameters.autominify',
    'rules.action_parameters.edge_ttl',
    'rules.action_parameters.edge_ttl.status_code_ttl.status_code_range',
    'rules.action_parameters.browser_ttl',
    'rules.action_parameters.serve_stale',
    'rules.action_parameters.cache_key',
    'rules.action_parameters.cache_key.custom_key',
    'rules.action_parameters.cache_key.custom_key.query_string',
    'rules.action_parameters.cache_key.custom_key.header',
    'rules.action_parameters.cache_key.custom_key.cookie',
    'rules.action_parameters.cache_key.custom_key.user',
    'rules.action_parameters.cache_key.custom_key.host',
    'rules.action_parameters.cache_reserve',
    'rules.action_parameters.from_list',
    'rules.action_parameters.from_value',
    'rules.action_parameters.from_value.target_url',
    'rules.action_parameters.overrides',
    'rules.action_parameters.origin',
    'rules.action_parameters.sni',
  ),
  ruleset('rules.action_parameters.headers', 'converted', { conversion: 'headers-by-name' }),
  ruleset('rules.action_parameters.rules', 'converted', { conversion: 'csv-lists' }),
  ruleset('rules.action_parameters.cookie_fields', 'converted', { conversion: 'field-names' }),
  ruleset('rules.action_parameters.request_fields', 'converted', { conversion: 'field-names' }),
  ruleset('rules.action_parameters.response_fields', 'converted', { conversion: 'field-names' }),
  ruleset('rules.action_parameters.cache_key.custom_key.query_string.include', 'converted', { conversion: 'query-string' }),
  ruleset('rules.action_parameters.cache_key.custom_key.query_string.exclude', 'converted', { conversion: 'query-string' }),

  ...['filter', 'logpull_options', 'name', 'max_upload_bytes', 'max_upload_records', 'max_upload_interval_seconds'].map(
    (path): ProviderAttribute => ({ resource: 'cloudflare_logpush_job', path, provider: 'v4', form: 'converted', conversion: 'unset-when-empty' }),
  ),
  // v5 writes the set_cache_control directives with `_` (HCL-friendly names); the API members use `-`.
  ...['max_age', 's_maxage', 'stale_while_revalidate', 'stale_if_error', 'no_cache', 'no_store', 'no_transform', 'must_revalidate', 'proxy_revalidate', 'must_understand'].map(
    (name): ProviderAttribute => ({ resource: 'cloudflare_ruleset', path: `rules.action_parameters.${name}`, provider: 'v5', form: 'renamed', api: name.replace(/_/g, '-') }),
  ),

  { resource: 'cloudflare_logpush_job', path: 'output_options', provider: 'v4', form: 'single-block' },
  { resource: 'cloudflare_logpush_job', path: 'output_options.cve20214428', provider: 'v4', form: 'renamed', api: 'CVE-2021-44228' },
  { resource: 'cloudflare_logpush_job', path: 'output_options.cve_2021_44228', provider: 'v5', form: 'renamed', api: 'CVE-2021-44228' },

  { resource: 'cloudflare_list', path: 'item', provider: 'v4', form: 'converted', api: 'items', conversion: 'list-items' },
  ...['include_subdomains', 'subpath_matching', 'preserve_query_string', 'preserve_path_suffix'].map(
    (flag): ProviderAttribute => ({ resource: 'cloudflare_list', path: `item.value.redirect.${flag}`, provider: 'v4', form: 'converted', conversion: 'enabled-disabled' }),
  ),

  // A separate list item: the list it joins (`list_id`), then the API item's members.
  { resource: 'cloudflare_list_item', path: 'list_id', provider: 'v4, v5', form: 'terraform-only' },
  // Computed by the API (a plan or state lists them): not what the configuration asks for.
  ...['id', 'created_on', 'modified_on', 'operation_id'].map((path): ProviderAttribute => ({ resource: 'cloudflare_list_item', path, provider: 'v4, v5', form: 'terraform-only' })),
  ...['ip', 'comment'].map((path): ProviderAttribute => ({ resource: 'cloudflare_list_item', path, provider: 'v4', form: 'converted', conversion: 'unset-when-empty' })),
  { resource: 'cloudflare_list_item', path: 'hostname', provider: 'v4', form: 'single-block' },
  { resource: 'cloudflare_list_item', path: 'redirect', provider: 'v4', form: 'single-block' },
  ...['include_subdomains', 'subpath_matching', 'preserve_query_string', 'preserve_path_suffix'].map(
    (flag): ProviderAttribute => ({ resource: 'cloudflare_list_item', path: `redirect.${flag}`, provider: 'v4', form: 'converted', conversion: 'enabled-disabled' }),
  ),
];

/** `resource` + `path` → its row (meta-arguments under `*`). */
export const PROVIDER_ATTRIBUTE_INDEX: ReadonlyMap<string, ProviderAttribute> = new Map(PROVIDER_ATTRIBUTES.map((row) => [`${row.resource} ${row.path}`, row]));

/** The row of an attribute, if it is not simply copied. */
export function providerAttribute(resource: TerraformResourceType, path: readonly string[]): ProviderAttribute | undefined {
  const dotted = path.join('.');
  return PROVIDER_ATTRIBUTE_INDEX.get(`${resource} ${dotted}`) ?? (path.length === 1 ? PROVIDER_ATTRIBUTE_INDEX.get(`* ${dotted}`) : undefined);
}
