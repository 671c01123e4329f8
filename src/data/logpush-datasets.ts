import type { DataSource } from './source.js';
import type { OperatorColumn } from './logpush-filter-operators.js';
import { DATASET_PAGES, type GeneratedDatasetField } from './logpush-dataset-fields.generated.js';

export const source: DataSource = {
  title: 'Log push datasets: the dataset names, every dataset\'s field table (generated), removed and feature-added fields, logpull_options and output_options keys',
  refs: [
    'src/data/logpush-dataset-fields.generated.ts (every dataset page of cloudflare/cloudflare-docs logs/logpush/logpush-job/datasets/{zone,account}/, with the commit each was read at; scripts/generate-logpush-datasets.mjs)',
    'cloudflare/cloudflare-docs src/content/docs/logs/logpush/logpush-job/subrequests.mdx (subrequest merging adds the `Subrequests` field, `array<object>`, to http_requests)',
    'spec 2.8 (dataset `http_requests` observed; field names seen in filters), spec 2.9 (field kinds String/Int/Bool/Array/Object)',
    '../shared/reference/logpush.md §2 (dataset enum: cloudflare-go v6 logpush/job.go)',
    '../shared/reference/logpush.md §4 (output_options and the deprecated logpull_options; cloudflare-docs logpush-job/log-output-options.mdx, go-v0 logpush.go)',
    '../shared/reference/logpush.md §8.1 (fields removed from http_requests on 2023-08-01; change notice 2023-02-01-security-fields-updates.mdx)',
    'cloudflare/cloudflare-docs src/content/docs/logs/logpush/logpush-job/api-configuration.mdx @0be487de ("Make sure that Account-scoped datasets use `/accounts/{account_id}` and Zone-scoped datasets use `/zone/{zone_id}`"; the datasets/account/ and datasets/zone/ pages tell which is which)',
    'cloudflare/cloudflare-docs changelog 2026-09-18-filter-ddos-attack-traffic ("Logpush jobs can now exclude identified distributed denial-of-service (DDoS) attack traffic … It supports the `http_requests`, `firewall_events`, and `network_analytics_logs` datasets", job member `filter_attack_traffic`); developers.cloudflare.com/api/resources/logpush/subresources/jobs (LogpushJob `filter_attack_traffic`: "This option is supported for the `http_requests`, `firewall_events`, and `network_analytics_logs` datasets")',
    'cloudflare/terraform-provider-cloudflare internal/services/logpush_job/schema.go @a2efdc57 (`output_options.merge_subrequests`: "Only supported for the `http_requests` dataset")',
    'developers.cloudflare.com/api/resources/logpush/subresources/jobs (OutputOptions `timestamp_format`: "unixnano", "unix", "rfc3339", "rfc3339ms", "rfc3339ns"); registry.terraform.io cloudflare/cloudflare 5.19.0 logpush_job `output_options.timestamp_format` (the same five values)',
  ],
  checked: '2026-12-02',
  notes: [
    'The spec lists the fields available per dataset as a gap and observes only `http_requests`; the field tables are generated from the docs\' dataset pages.',
    'Field types map to the spec 2.9 columns: string → String, int → Int, bool → Bool, array[…] → Array, object → Object. The spec has no Float column: `float` fields use the Int column with decimal values. Timestamp fields ("int or string" in the docs: int for unix/unixnano output, string for rfc3339 output) use the Int column; a filter value may be an integer or an RFC 3339 date-time — how the API compares them is not documented.',
    'Deprecated fields are still accepted (warning); removed fields (2023-08-01) are reported with their replacement. Replacements come from the pages\' own words ("Deprecated: Use X instead", "Deprecated by X", "This field replaces X").',
    'A dataset with a zone page and an account page (firewall_events, websocket_analytics) gets the union of both pages\' fields: a raw job does not say which path it is sent to.',
    'The dataset names are the cloudflare-go v6 enum plus every dataset the docs have a page for (account_abuse_protection_events, email_security_post_delivery_events, magic_bgp_logs, mcp_portal_logs, mnm_flow_logs, turnstile_events, websocket_analytics); casb_findings, nel_reports and page_shield_events are in the enum without a docs page, so their fields are not checked.',
    '`logpull_options` timestamps values: the spec observes `rfc3339`; the reference lists `unixnano`, `unix`, `rfc3339` for output_options.timestamp_format, which edgelint accepts for both.',
    '`output_options.timestamp_format` also takes `rfc3339ms` and `rfc3339ns` in the API reference and the Terraform provider (5.19.0) checked on 2026-12-02, newer than the reference (which lists three); the docs page log-output-options.mdx still lists three. The Logpull API\'s `timestamps` lists three only, so logpull_options keeps three.',
  ],
};

/** Every dataset: the cloudflare-go v6 enum (reference §2) and every dataset with a docs page (see `notes`). */
export const LOGPUSH_DATASETS = [
  'access_requests', 'account_abuse_protection_events', 'audit_logs', 'audit_logs_v2', 'biso_user_actions', 'casb_findings',
  'device_posture_results', 'dex_application_tests', 'dex_device_state_events', 'dlp_forensic_copies', 'dns_firewall_logs', 'dns_logs',
  'email_security_alerts', 'email_security_post_delivery_events', 'firewall_events', 'gateway_dns', 'gateway_http', 'gateway_network',
  'http_requests', 'ipsec_logs', 'magic_bgp_logs', 'magic_ids_detections', 'mcp_portal_logs', 'mnm_flow_logs', 'nel_reports',
  'network_analytics_logs', 'page_shield_events', 'sinkhole_http_logs', 'spectrum_events', 'ssh_logs', 'turnstile_events',
  'warp_config_changes', 'warp_toggle_changes', 'websocket_analytics', 'workers_trace_events', 'zaraz_events', 'zero_trust_network_sessions',
] as const;

export type LogpushDataset = (typeof LOGPUSH_DATASETS)[number];

/** A job setting only some datasets offer: where it sits in the job, and the datasets that take it. */
export interface DatasetOption {
  readonly path: readonly [string, ...string[]];
  readonly datasets: readonly LogpushDataset[];
}

/** Job settings only some datasets offer (see `refs`): the DDoS attack traffic exclusion and subrequest merging. */
export const DATASET_OPTIONS: readonly DatasetOption[] = [
  { path: ['filter_attack_traffic'], datasets: ['http_requests', 'firewall_events', 'network_analytics_logs'] },
  { path: ['output_options', 'merge_subrequests'], datasets: ['http_requests'] },
];

/** Datasets whose fields edgelint knows (every dataset with a docs page). */
export type FieldTableDataset = string;

/** Datasets with a zone page (the zone path); `firewall_events` and `websocket_analytics` have an account page too. */
export const ZONE_DATASETS: readonly LogpushDataset[] = [...new Set(DATASET_PAGES.filter((p) => p.scope === 'zone').map((p) => p.dataset as LogpushDataset))];

/** Datasets pushed only by zone jobs: a zone page and no account page. */
export const ZONE_ONLY_DATASETS: readonly LogpushDataset[] = ZONE_DATASETS.filter((d) => !DATASET_PAGES.some((p) => p.dataset === d && p.scope === 'account'));

/**
 * Datasets pushed only by account jobs: an account page and no zone page
 * (api-configuration.mdx: "Account-scoped datasets use `/accounts/{account_id}`
 * and Zone-scoped datasets use `/zone/{zone_id}`"). Datasets without a page
 * (`casb_findings`, `nel_reports`, `page_shield_events`) are in neither list.
 */
export const ACCOUNT_ONLY_DATASETS: readonly LogpushDataset[] = [
  ...new Set(DATASET_PAGES.filter((p) => p.scope === 'account' && !ZONE_DATASETS.includes(p.dataset as LogpushDataset)).map((p) => p.dataset as LogpushDataset)),
];

/** Field types as the docs write them; `timestamp` is the docs' "int or string". */
export type FieldType = 'string' | 'int' | 'float' | 'bool' | 'timestamp' | 'array[string]' | 'array[int]' | 'array[object]' | 'object';

/** The docs' type words → FieldType. */
const FIELD_TYPE_OF_DOCS: Readonly<Record<string, FieldType>> = {
  'string': 'string',
  'int': 'int',
  'float': 'float',
  'bool': 'bool',
  'int or string': 'timestamp',
  'array[string]': 'array[string]',
  'array[int]': 'array[int]',
  'array[object]': 'array[object]',
  'object': 'object',
};

/** The spec 2.9 column each field type is checked against (see `notes`). */
export const OPERATOR_COLUMN_OF: Readonly<Record<FieldType, OperatorColumn>> = {
  'string': 'String',
  'int': 'Int',
  'float': 'Int',
  'timestamp': 'Int',
  'bool': 'Bool',
  'array[string]': 'Array',
  'array[int]': 'Array',
  'array[object]': 'Array',
  'object': 'Object',
};

/** Why a field cannot be used in a filter. */
export type UnfilterableReason = 'object' | 'excluded';

export interface DatasetField {
  readonly name: string;
  readonly type: FieldType;
  /** Set when the field cannot be filtered (filtering-limitations.mdx): an `object`/`array[object]` field, or the dataset's exclusion list. */
  readonly unfilterable?: UnfilterableReason;
  /** Still delivered but deprecated; `replacement` when the docs name one. */
  readonly deprecated?: { readonly replacement?: string };
}

/** A field the dataset no longer has; old jobs may still name it. */
export interface RemovedField {
  readonly name: string;
  readonly replacement?: string;
  readonly removed: string;
}

const SECURITY_FIELDS_REMOVED_ON = '2023-08-01';

/** http_requests fields removed by the 2023 security fields update (reference §8.1). */
const HTTP_REQUESTS_REMOVED: readonly RemovedField[] = [
  { name: 'WAFRuleID', replacement: 'SecurityRuleID', removed: SECURITY_FIELDS_REMOVED_ON },
  { name: 'WAFRuleMessage', replacement: 'SecurityRuleDescription', removed: SECURITY_FIELDS_REMOVED_ON },
  { name: 'WAFAction', replacement: 'SecurityAction', removed: SECURITY_FIELDS_REMOVED_ON },
  { name: 'FirewallMatchesRuleIDs', replacement: 'SecurityRuleIDs', removed: SECURITY_FIELDS_REMOVED_ON },
  { name: 'FirewallMatchesActions', replacement: 'SecurityActions', removed: SECURITY_FIELDS_REMOVED_ON },
  { name: 'FirewallMatchesSources', replacement: 'SecuritySources', removed: SECURITY_FIELDS_REMOVED_ON },
  { name: 'WAFProfile', removed: SECURITY_FIELDS_REMOVED_ON },
  { name: 'EdgeRateLimitAction', removed: SECURITY_FIELDS_REMOVED_ON },
  { name: 'EdgeRateLimitID', removed: SECURITY_FIELDS_REMOVED_ON },
  { name: 'SecurityLevel', removed: SECURITY_FIELDS_REMOVED_ON },
];

/** Fields a job feature adds to a dataset, which its page does not list (subrequests.mdx: `Subrequests`, `array<object>`). */
const FEATURE_FIELDS: Readonly<Record<string, readonly GeneratedDatasetField[]>> = {
  http_requests: [{ name: 'Subrequests', type: 'array[object]', filterable: false, deprecated: false }],
};

function toDatasetField(field: GeneratedDatasetField): DatasetField {
  const type = FIELD_TYPE_OF_DOCS[field.type];
  if (type === undefined) throw new Error(`logpush dataset field ${field.name}: unknown docs type "${field.type}"`);
  const unfilterable: UnfilterableReason | undefined = field.filterable ? undefined : type === 'object' || type === 'array[object]' ? 'object' : 'excluded';
  return {
    name: field.name,
    type,
    ...(unfilterable ? { unfilterable } : {}),
    ...(field.deprecated ? { deprecated: field.replacement === undefined ? {} : { replacement: field.replacement } } : {}),
  };
}

export interface DatasetFieldTable {
  readonly dataset: FieldTableDataset;
  readonly fields: readonly DatasetField[];
  readonly removed: readonly RemovedField[];
}

/** The field table of every dataset with a docs page: its pages' fields (zone page first), feature fields, removed fields. */
function buildTables(): Readonly<Record<string, DatasetFieldTable>> {
  const fields = new Map<string, Map<string, DatasetField>>();
  for (const page of DATASET_PAGES) {
    const table = fields.get(page.dataset) ?? new Map<string, DatasetField>();
    fields.set(page.dataset, table);
    for (const field of [...page.fields, ...(FEATURE_FIELDS[page.dataset] ?? [])]) if (!table.has(field.name)) table.set(field.name, toDatasetField(field));
  }
  const tables: Record<string, DatasetFieldTable> = {};
  for (const [dataset, table] of fields) {
    tables[dataset] = { dataset, fields: [...table.values()], removed: dataset === 'http_requests' ? HTTP_REQUESTS_REMOVED : [] };
  }
  return tables;
}

let tables: Readonly<Record<FieldTableDataset, DatasetFieldTable>> | undefined;

/**
 * The field table of every dataset with a docs page, built on first use: a run
 * that lints no log push job does not build them (about 0.6 ms of every start).
 */
export function datasetFieldTables(): Readonly<Record<FieldTableDataset, DatasetFieldTable>> {
  tables ??= buildTables();
  return tables;
}

/** Lookup structure built once per dataset: fields and removed fields by name. */
export interface DatasetIndex {
  readonly table: DatasetFieldTable;
  readonly fieldNames: readonly string[];
  /** The fields a filter condition may use (not those marked unfilterable): what a misspelt key is pointed to. */
  readonly filterableFieldNames: readonly string[];
  field(name: string): DatasetField | undefined;
  removed(name: string): RemovedField | undefined;
}

const INDEXES = new Map<FieldTableDataset, DatasetIndex>();

function isFieldTableDataset(dataset: string): boolean {
  return Object.prototype.hasOwnProperty.call(datasetFieldTables(), dataset);
}

/** The field index of `dataset`, or `undefined` when edgelint has no field table for it. */
export function datasetIndex(dataset: string | undefined): DatasetIndex | undefined {
  if (dataset === undefined || !isFieldTableDataset(dataset)) return undefined;
  let index = INDEXES.get(dataset);
  if (!index) {
    const table = datasetFieldTables()[dataset]!;
    const fields = new Map(table.fields.map((f) => [f.name, f]));
    const removed = new Map(table.removed.map((f) => [f.name, f]));
    index = {
      table,
      fieldNames: table.fields.map((f) => f.name),
      filterableFieldNames: table.fields.filter((f) => f.unfilterable === undefined).map((f) => f.name),
      field: (name) => fields.get(name),
      removed: (name) => removed.get(name),
    };
    INDEXES.set(dataset, index);
  }
  return index;
}

/** Whether `dataset` is a dataset name the API knows (reference §2 enum and the docs pages). */
export function isKnownDataset(dataset: string): dataset is LogpushDataset {
  return (LOGPUSH_DATASETS as readonly string[]).includes(dataset);
}

/**
 * The datasets a "`ClientIP` is a field of …" hint names first when several
 * have the field: the two the spec and the reference describe (spec 2.8
 * observes `http_requests`; reference §8 has the field tables of
 * `http_requests` and `firewall_events`), which most jobs push. Without this,
 * the first page in the table (`account_abuse_protection_events`) was named
 * for `ClientIP`, `RayID` and `Timestamp`.
 */
export const FIELD_HINT_DATASETS: readonly LogpushDataset[] = ['http_requests', 'firewall_events'];

/** The datasets with a field table that have `name` (for "it belongs to firewall_events" hints): `FIELD_HINT_DATASETS` first, then in table order. */
export function datasetsWithField(name: string): FieldTableDataset[] {
  const rank = (d: string): number => {
    const i = (FIELD_HINT_DATASETS as readonly string[]).indexOf(d);
    return i === -1 ? FIELD_HINT_DATASETS.length : i;
  };
  return Object.keys(datasetFieldTables())
    .filter((d) => datasetIndex(d)?.field(name) !== undefined)
    .sort((a, b) => rank(a) - rank(b));
}

// ---------------------------------------------------------------------------
// Record output: logpull_options (deprecated) and output_options (reference §4).

/** Values of logpull_options' `timestamps` (the Logpull API's `timestamps`), each one an `output_options.timestamp_format` too. */
export const TIMESTAMP_FORMATS = ['unixnano', 'unix', 'rfc3339'] as const;
export type TimestampFormat = (typeof TIMESTAMP_FORMATS)[number];

/** Values of `output_options.timestamp_format`: the logpull ones and RFC 3339 with milliseconds or nanoseconds (see `refs`). */
export const OUTPUT_TIMESTAMP_FORMATS = [...TIMESTAMP_FORMATS, 'rfc3339ms', 'rfc3339ns'] as const;

/** The options `logpull_options` understands, and the `output_options` key each maps to. */
export const LOGPULL_OPTIONS = {
  'fields': { outputOption: 'field_names', value: 'field-list' },
  'timestamps': { outputOption: 'timestamp_format', value: 'timestamp-format' },
  'sample': { outputOption: 'sample_rate', value: 'sample-rate' },
  'CVE-2021-44228': { outputOption: 'CVE-2021-44228', value: 'boolean' },
} as const;

export type LogpullOptionName = keyof typeof LOGPULL_OPTIONS;

/** Keys of `output_options` (reference §4), with their defaults where the reference gives one. */
export const OUTPUT_OPTION_KEYS = [
  'field_names', 'output_type', 'batch_prefix', 'batch_suffix', 'record_prefix', 'record_suffix', 'record_delimiter',
  'field_delimiter', 'record_template', 'timestamp_format', 'sample_rate', 'CVE-2021-44228', 'merge_subrequests', 'stringify_object',
] as const;
