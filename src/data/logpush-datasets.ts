import type { DataSource } from './source.js';
import type { OperatorColumn } from './logpush-filter-operators.js';

export const source: DataSource = {
  title: 'Log push datasets: the dataset enum, the http_requests and firewall_events field tables, logpull_options and output_options keys',
  refs: [
    'spec 2.8 (dataset `http_requests` observed; field names seen in filters), spec 2.9 (field kinds String/Int/Bool/Array/Object)',
    '../shared/reference/logpush.md §2 (dataset enum: cloudflare-go v6 logpush/job.go)',
    '../shared/reference/logpush.md §4 (output_options and the deprecated logpull_options; cloudflare-docs logpush-job/log-output-options.mdx, go-v0 logpush.go)',
    '../shared/reference/logpush.md §7 (fields that cannot be filtered), §8 (field tables: cloudflare-docs logpush-job/datasets/zone/http_requests.md @0c7dc2b0, firewall_events.md @0309c8be; change notice 2023-02-01-security-fields-updates.mdx)',
  ],
  checked: '2026-11-21',
  notes: [
    'The spec lists the fields available per dataset as a gap and observes only `http_requests`; the field tables come from the reference.',
    'Field types map to the spec 2.9 columns: string → String, int → Int, bool → Bool, array[…] → Array, object → Object. The spec has no Float column: `float` fields use the Int column with decimal values. Timestamp fields ("int or string" in the docs: int for unix/unixnano output, string for rfc3339 output) use the Int column; a filter value may be an integer or an RFC 3339 date-time — how the API compares them is not documented.',
    'Deprecated fields are still accepted (warning); removed fields (2023-08-01) are reported with their replacement. The docs mark CacheResponseStatus, OriginResponseBytes, OriginResponseTime, WAFFlags and WAFMatchedVar deprecated without naming a replacement.',
    'Only `http_requests` and `firewall_events` have field tables; for other datasets edgelint checks structure and operators but not field names or types.',
    '`logpull_options` timestamps values: the spec observes `rfc3339`; the reference lists `unixnano`, `unix`, `rfc3339` for output_options.timestamp_format, which edgelint accepts for both.',
  ],
};

/** Every dataset named by the cloudflare-go v6 enum (reference §2). */
export const LOGPUSH_DATASETS = [
  'access_requests', 'audit_logs', 'audit_logs_v2', 'biso_user_actions', 'casb_findings', 'device_posture_results',
  'dex_application_tests', 'dex_device_state_events', 'dlp_forensic_copies', 'dns_firewall_logs', 'dns_logs',
  'email_security_alerts', 'firewall_events', 'gateway_dns', 'gateway_http', 'gateway_network', 'http_requests',
  'ipsec_logs', 'magic_ids_detections', 'nel_reports', 'network_analytics_logs', 'page_shield_events',
  'sinkhole_http_logs', 'spectrum_events', 'ssh_logs', 'warp_config_changes', 'warp_toggle_changes',
  'workers_trace_events', 'zaraz_events', 'zero_trust_network_sessions',
] as const;

export type LogpushDataset = (typeof LOGPUSH_DATASETS)[number];

/** Datasets whose fields edgelint knows. */
export type FieldTableDataset = 'http_requests' | 'firewall_events';

/** Datasets delivered through the zone path (reference §1); `firewall_events` is also an account dataset. */
export const ZONE_DATASETS: readonly LogpushDataset[] = ['http_requests', 'firewall_events'];

/**
 * Datasets pushed only by zone jobs (reference §1: `http_requests` uses the
 * zone path; `firewall_events` exists as an account dataset too). The
 * reference does not say which of the other datasets are zone or account
 * datasets, so no other dataset is placed.
 */
export const ZONE_ONLY_DATASETS: readonly LogpushDataset[] = ['http_requests'];

/** Field types as the docs write them; `timestamp` is the docs' "int or string". */
export type FieldType = 'string' | 'int' | 'float' | 'bool' | 'timestamp' | 'array[string]' | 'array[int]' | 'object';

/** The spec 2.9 column each field type is checked against (see `notes`). */
export const OPERATOR_COLUMN_OF: Readonly<Record<FieldType, OperatorColumn>> = {
  'string': 'String',
  'int': 'Int',
  'float': 'Int',
  'timestamp': 'Int',
  'bool': 'Bool',
  'array[string]': 'Array',
  'array[int]': 'Array',
  'object': 'Object',
};

/** Why a field cannot be used in a filter. */
export type UnfilterableReason = 'object' | 'excluded';

export interface DatasetField {
  readonly name: string;
  readonly type: FieldType;
  /** Set when the field cannot be filtered (reference §7): `object` fields and the dataset's exclusion list. */
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

interface DatasetFieldEntry {
  readonly name: string;
  readonly type: FieldType;
  readonly deprecated?: { readonly replacement?: string };
}

const HTTP_REQUESTS_FIELDS: readonly DatasetFieldEntry[] = [
  { name: 'BotDetectionIDs', type: 'array[int]' },
  { name: 'BotDetectionTags', type: 'array[string]' },
  { name: 'BotScore', type: 'int' },
  { name: 'BotScoreSrc', type: 'string' },
  { name: 'BotTags', type: 'array[string]' },
  { name: 'CacheCacheStatus', type: 'string' },
  { name: 'CacheReserveUsed', type: 'bool' },
  { name: 'CacheResponseBytes', type: 'int' },
  { name: 'CacheResponseStatus', type: 'int', deprecated: {} },
  { name: 'CacheTieredFill', type: 'bool' },
  { name: 'ClientASN', type: 'int' },
  { name: 'ClientCity', type: 'string' },
  { name: 'ClientCountry', type: 'string' },
  { name: 'ClientDeviceType', type: 'string' },
  { name: 'ClientIP', type: 'string' },
  { name: 'ClientIPClass', type: 'string' },
  { name: 'ClientLatitude', type: 'string' },
  { name: 'ClientLongitude', type: 'string' },
  { name: 'ClientMTLSAuthCertFingerprint', type: 'string' },
  { name: 'ClientMTLSAuthStatus', type: 'string' },
  { name: 'ClientRegionCode', type: 'string' },
  { name: 'ClientRequestBytes', type: 'int' },
  { name: 'ClientRequestHost', type: 'string' },
  { name: 'ClientRequestMethod', type: 'string' },
  { name: 'ClientRequestPath', type: 'string' },
  { name: 'ClientRequestProtocol', type: 'string' },
  { name: 'ClientRequestReferer', type: 'string' },
  { name: 'ClientRequestScheme', type: 'string' },
  { name: 'ClientRequestSource', type: 'string' },
  { name: 'ClientRequestURI', type: 'string' },
  { name: 'ClientRequestUserAgent', type: 'string' },
  { name: 'ClientSSLCipher', type: 'string' },
  { name: 'ClientSSLProtocol', type: 'string' },
  { name: 'ClientSrcPort', type: 'int' },
  { name: 'ClientTCPRTTMs', type: 'int' },
  { name: 'ClientXRequestedWith', type: 'string' },
  { name: 'ContentScanObjResults', type: 'array[string]' },
  { name: 'ContentScanObjSizes', type: 'array[int]' },
  { name: 'ContentScanObjTypes', type: 'array[string]' },
  { name: 'Cookies', type: 'object' },
  { name: 'EdgeCFConnectingO2O', type: 'bool' },
  { name: 'EdgeColoCode', type: 'string' },
  { name: 'EdgeColoID', type: 'int' },
  { name: 'EdgeEndTimestamp', type: 'timestamp' },
  { name: 'EdgePathingOp', type: 'string' },
  { name: 'EdgePathingSrc', type: 'string' },
  { name: 'EdgePathingStatus', type: 'string' },
  { name: 'EdgeRequestHost', type: 'string' },
  { name: 'EdgeResponseBodyBytes', type: 'int' },
  { name: 'EdgeResponseBytes', type: 'int' },
  { name: 'EdgeResponseCompressionRatio', type: 'float' },
  { name: 'EdgeResponseContentType', type: 'string' },
  { name: 'EdgeResponseStatus', type: 'int' },
  { name: 'EdgeServerIP', type: 'string' },
  { name: 'EdgeStartTimestamp', type: 'timestamp' },
  { name: 'EdgeTimeToFirstByteMs', type: 'int' },
  { name: 'FraudAttack', type: 'string' },
  { name: 'FraudDetectionIDs', type: 'array[int]' },
  { name: 'FraudDetectionTags', type: 'array[string]' },
  { name: 'FraudEmailRisk', type: 'string' },
  { name: 'FraudUserID', type: 'string' },
  { name: 'JA3Hash', type: 'string' },
  { name: 'JA4', type: 'string' },
  { name: 'JA4Signals', type: 'object' },
  { name: 'JSDetectionPassed', type: 'string' },
  { name: 'LeakedCredentialCheckResult', type: 'string' },
  { name: 'OriginDNSResponseTimeMs', type: 'int' },
  { name: 'OriginIP', type: 'string' },
  { name: 'OriginRequestHeaderSendDurationMs', type: 'int' },
  { name: 'OriginResponseBytes', type: 'int', deprecated: {} },
  { name: 'OriginResponseDurationMs', type: 'int' },
  { name: 'OriginResponseHTTPExpires', type: 'string' },
  { name: 'OriginResponseHTTPLastModified', type: 'string' },
  { name: 'OriginResponseHeaderReceiveDurationMs', type: 'int' },
  { name: 'OriginResponseStatus', type: 'int' },
  { name: 'OriginResponseTime', type: 'int', deprecated: {} },
  { name: 'OriginSSLProtocol', type: 'string' },
  { name: 'OriginTCPHandshakeDurationMs', type: 'int' },
  { name: 'OriginTLSHandshakeDurationMs', type: 'int' },
  { name: 'ParentRayID', type: 'string' },
  { name: 'PayPerCrawlStatus', type: 'string' },
  { name: 'RayID', type: 'string' },
  { name: 'RequestHeaders', type: 'object' },
  { name: 'ResponseHeaders', type: 'object' },
  { name: 'SecurityAction', type: 'string' },
  { name: 'SecurityActions', type: 'array[string]' },
  { name: 'SecurityRuleDescription', type: 'string' },
  { name: 'SecurityRuleID', type: 'string' },
  { name: 'SecurityRuleIDs', type: 'array[string]' },
  { name: 'SecuritySources', type: 'array[string]' },
  { name: 'SmartRouteColoID', type: 'int' },
  { name: 'UpperTierColoID', type: 'int' },
  { name: 'VerifiedBotCategory', type: 'string' },
  { name: 'WAFAttackScore', type: 'int' },
  { name: 'WAFFlags', type: 'string', deprecated: {} },
  { name: 'WAFMatchedVar', type: 'string', deprecated: {} },
  { name: 'WAFRCEAttackScore', type: 'int' },
  { name: 'WAFSQLiAttackScore', type: 'int' },
  { name: 'WAFXSSAttackScore', type: 'int' },
  { name: 'WebAssetsLabelsManaged', type: 'array[string]' },
  { name: 'WebAssetsOperationID', type: 'string' },
  { name: 'WorkerCPUTime', type: 'int' },
  { name: 'WorkerScriptName', type: 'string' },
  { name: 'WorkerStatus', type: 'string' },
  { name: 'WorkerSubrequest', type: 'bool' },
  { name: 'WorkerSubrequestCount', type: 'int' },
  { name: 'WorkerWallTimeUs', type: 'int' },
  { name: 'ZoneName', type: 'string' },
];

const FIREWALL_EVENTS_FIELDS: readonly DatasetFieldEntry[] = [
  { name: 'AISecurityInjectionScore', type: 'int' },
  { name: 'AISecurityPIICategories', type: 'array[string]' },
  { name: 'AISecurityTokenCount', type: 'int' },
  { name: 'AISecurityUnsafeTopicCategories', type: 'array[string]' },
  { name: 'Action', type: 'string' },
  { name: 'ClientASN', type: 'int' },
  { name: 'ClientASNDescription', type: 'string' },
  { name: 'ClientCountry', type: 'string' },
  { name: 'ClientIP', type: 'string' },
  { name: 'ClientIPClass', type: 'string' },
  { name: 'ClientRefererHost', type: 'string' },
  { name: 'ClientRefererPath', type: 'string' },
  { name: 'ClientRefererQuery', type: 'string' },
  { name: 'ClientRefererScheme', type: 'string' },
  { name: 'ClientRequestHost', type: 'string' },
  { name: 'ClientRequestMethod', type: 'string' },
  { name: 'ClientRequestPath', type: 'string' },
  { name: 'ClientRequestProtocol', type: 'string' },
  { name: 'ClientRequestQuery', type: 'string' },
  { name: 'ClientRequestScheme', type: 'string' },
  { name: 'ClientRequestUserAgent', type: 'string' },
  { name: 'ContentScanObjResults', type: 'array[string]' },
  { name: 'ContentScanObjSizes', type: 'array[int]' },
  { name: 'ContentScanObjTypes', type: 'array[string]' },
  { name: 'Datetime', type: 'timestamp' },
  { name: 'Description', type: 'string' },
  { name: 'EdgeColoCode', type: 'string' },
  { name: 'EdgeResponseStatus', type: 'int' },
  { name: 'FirewallForAIInjectionScore', type: 'int', deprecated: { replacement: 'AISecurityInjectionScore' } },
  { name: 'FirewallForAIPIICategories', type: 'array[string]', deprecated: { replacement: 'AISecurityPIICategories' } },
  { name: 'FirewallForAITokenCount', type: 'int', deprecated: { replacement: 'AISecurityTokenCount' } },
  { name: 'FirewallForAIUnsafeTopicCategories', type: 'array[string]', deprecated: { replacement: 'AISecurityUnsafeTopicCategories' } },
  { name: 'FraudUserID', type: 'string' },
  { name: 'Kind', type: 'string' },
  { name: 'LeakedCredentialCheckResult', type: 'string' },
  { name: 'MatchIndex', type: 'int' },
  { name: 'Metadata', type: 'object' },
  { name: 'OriginResponseStatus', type: 'int' },
  { name: 'OriginatorRayID', type: 'string' },
  { name: 'RayID', type: 'string' },
  { name: 'Ref', type: 'string' },
  { name: 'RuleID', type: 'string' },
  { name: 'Source', type: 'string' },
];

/** firewall_events fields that cannot be filtered (reference §7 exclusion list). */
const FIREWALL_EVENTS_EXCLUDED: ReadonlySet<string> = new Set([
  'Action', 'Description', 'Kind', 'MatchIndex', 'Metadata', 'OriginatorRayID', 'RuleID', 'Source',
]);

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

function withFilterability(entries: readonly DatasetFieldEntry[], excluded: ReadonlySet<string>): readonly DatasetField[] {
  return entries.map((entry): DatasetField => {
    if (excluded.has(entry.name)) return { ...entry, unfilterable: 'excluded' };
    if (entry.type === 'object') return { ...entry, unfilterable: 'object' };
    return entry;
  });
}

export interface DatasetFieldTable {
  readonly dataset: FieldTableDataset;
  readonly fields: readonly DatasetField[];
  readonly removed: readonly RemovedField[];
}

export const DATASET_FIELD_TABLES: Readonly<Record<FieldTableDataset, DatasetFieldTable>> = {
  http_requests: {
    dataset: 'http_requests',
    fields: withFilterability(HTTP_REQUESTS_FIELDS, new Set()),
    removed: HTTP_REQUESTS_REMOVED,
  },
  firewall_events: {
    dataset: 'firewall_events',
    fields: withFilterability(FIREWALL_EVENTS_FIELDS, FIREWALL_EVENTS_EXCLUDED),
    removed: [],
  },
};

/** Lookup structure built once per dataset: fields and removed fields by name. */
export interface DatasetIndex {
  readonly table: DatasetFieldTable;
  readonly fieldNames: readonly string[];
  field(name: string): DatasetField | undefined;
  removed(name: string): RemovedField | undefined;
}

const INDEXES = new Map<FieldTableDataset, DatasetIndex>();

function isFieldTableDataset(dataset: string): dataset is FieldTableDataset {
  return Object.prototype.hasOwnProperty.call(DATASET_FIELD_TABLES, dataset);
}

/** The field index of `dataset`, or `undefined` when edgelint has no field table for it. */
export function datasetIndex(dataset: string | undefined): DatasetIndex | undefined {
  if (dataset === undefined || !isFieldTableDataset(dataset)) return undefined;
  let index = INDEXES.get(dataset);
  if (!index) {
    const table = DATASET_FIELD_TABLES[dataset];
    const fields = new Map(table.fields.map((f) => [f.name, f]));
    const removed = new Map(table.removed.map((f) => [f.name, f]));
    index = {
      table,
      fieldNames: table.fields.map((f) => f.name),
      field: (name) => fields.get(name),
      removed: (name) => removed.get(name),
    };
    INDEXES.set(dataset, index);
  }
  return index;
}

/** Whether `dataset` is a dataset name the API knows (reference §2 enum). */
export function isKnownDataset(dataset: string): dataset is LogpushDataset {
  return (LOGPUSH_DATASETS as readonly string[]).includes(dataset);
}

/** Other datasets with a field table that do have `name` (for "it belongs to firewall_events" hints). */
export function datasetsWithField(name: string): FieldTableDataset[] {
  return (Object.keys(DATASET_FIELD_TABLES) as FieldTableDataset[]).filter((d) => datasetIndex(d)?.field(name) !== undefined);
}

// ---------------------------------------------------------------------------
// Record output: logpull_options (deprecated) and output_options (reference §4).

/** Values of `output_options.timestamp_format` and of logpull_options' `timestamps`. */
export const TIMESTAMP_FORMATS = ['unixnano', 'unix', 'rfc3339'] as const;
export type TimestampFormat = (typeof TIMESTAMP_FORMATS)[number];

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
  'field_delimiter', 'record_template', 'timestamp_format', 'sample_rate', 'CVE-2021-44228',
] as const;
