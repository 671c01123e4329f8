import type { DataSource } from './source.js';

export const source: DataSource = {
  title: 'API bodies: the members that tell which API object a raw document (or a list item, or an envelope result) is',
  refs: [
    'cloudflare/cloudflare-docs src/content/docs/ruleset-engine/rulesets-api/{create,update,add-rule,update-rule,view}.mdx (ruleset bodies; POST …/rules and PATCH …/rules/{rule_id} bodies with `position`)',
    'cloudflare/cloudflare-docs src/content/docs/ruleset-engine/custom-rulesets/deploy-custom-ruleset.mdx ("include in the PUT request the IDs of all existing rules you want to keep": rules given as `{"id": …}` only)',
    'cloudflare/cloudflare-docs src/content/docs/ddos-protection/managed-rulesets/http/configure-api.mdx (a response printed as `{"result": …}` alone)',
    'cloudflare/cloudflare-docs src/content/docs/logs/logpush/examples/example-logpush-curl.mdx (job create body, `PUT …/jobs/{id}` bodies `{"enabled": true}` and `{"output_options": …}`, ownership challenge reply, delete reply)',
    'cloudflare/cloudflare-docs src/content/docs/rules/url-forwarding/bulk-redirects/create-api.mdx (rules list create body, list items array body, bulk operation replies)',
    '../shared/reference/logpush.md §1 (ownership, validate destination/origin and exists replies; Instant Logs jobs `{fields, filter, sample}` and their `wss://` reply), §2 (job members)',
    'spec 2.1 (envelope), 2.2 (ESC setting), 2.3 (ruleset), 2.4 (rule), 2.8 (log push job)',
    'cloudflare/cloudflare-docs changelog 2026-09-18-filter-ddos-attack-traffic (job member `filter_attack_traffic`)',
    'cloudflare/cloudflare-docs src/content/docs/logs/instant-logs.mdx @10ead741 (Instant Logs create body `{fields, sample, filter, kind: "instant-logs"}`; reply `{id, fields, sample, filter, destination_conf, kind}`); cloudflare-docs issue #26491 (the same body sent to `/logpush/edge/jobs`)',
  ],
  checked: '2026-12-02',
  notes: [
    'The spec names only ruleset, rule, log push job, ESC setting and the envelope; the docs pages above show the other bodies. A raw document is recognised by members only one shape has, never by its file name.',
    'The spec defines an envelope as `result` with `success`, `errors` and `messages`; the docs print some responses with `result` alone, which is recognised as an envelope too when the result is an API object (or a list, or null).',
    '`{"enabled": true}` alone is the documented job update of example-logpush-curl.mdx; no docs page shows a rule PATCH without `action` or `expression`, so a body of only `enabled` (and `id`, `name`) is read as a log push job.',
    'A file outside the configured `files` patterns needs stronger evidence than these members (`src/model/edge-evidence.ts`): ordinary configuration files have top-level `rules` (ESLint, Stylelint, Spectral, Semgrep, Firebase), `logging` or `filter` (Helm values) too.',
  ],
};

/** Members only a ruleset has (a ruleset list item has `phase`; a PUT body may hold `rules` alone). */
export const RULESET_MEMBERS: readonly string[] = ['phase', 'rules'];

/** Members only a rule has (spec 2.4; `position` on the rule endpoints). */
export const RULE_MEMBERS: readonly string[] = [
  'action', 'expression', 'action_parameters', 'ratelimit', 'exposed_credential_check', 'logging', 'position', 'ref', 'score_threshold', 'categories',
];

/** Members only a log push job (or one of its update, ownership or validation bodies) has. */
export const LOGPUSH_JOB_MEMBERS: readonly string[] = [
  'dataset', 'destination_conf', 'ownership_challenge', 'logpull_options', 'output_options', 'filter', 'frequency', 'max_upload_bytes',
  'max_upload_records', 'max_upload_interval_seconds', 'last_complete', 'last_error', 'error_message', 'subrequest_merging',
  'filter_attack_traffic',
];

/** Members a log push job shares with other shapes: a body made only of these is a job update (see `notes`). */
export const LOGPUSH_JOB_SHARED_MEMBERS: readonly string[] = ['enabled'];

/**
 * Members only an Instant Logs job has (`POST /zones/{zone_id}/logpush/edge/jobs`
 * body `{fields, filter, sample}`, with `kind: "instant-logs"` in instant-logs.mdx;
 * the reply adds `destination_conf` (a `wss://` URL), `session_id`, and in
 * instant-logs.mdx the job's `id` and `kind`). Instant Logs stream `http_requests`.
 */
export const INSTANT_LOGS_MEMBERS: readonly string[] = ['fields', 'sample', 'session_id'];
export const INSTANT_LOGS_ALL_MEMBERS: readonly string[] = [...INSTANT_LOGS_MEMBERS, 'filter', 'destination_conf', 'kind', 'id'];
export const INSTANT_LOGS_DATASET = 'http_requests';

/** Members of an ESC setting (spec 2.2). */
export const ESC_SETTING_MEMBERS: readonly string[] = ['always', 'with_secret'];

/** The one member that holds a rules list item's value, by list kind (bulk-redirects/create-api.mdx; Lists API). */
export const LIST_ITEM_MEMBERS: readonly string[] = ['ip', 'hostname', 'asn', 'redirect'];

/** Members of an envelope besides `result` (spec 2.1; `result_info` on list responses). */
export const ENVELOPE_MEMBERS: readonly string[] = ['success', 'errors', 'messages', 'result_info'];

/**
 * Replies that carry no configuration, by the members that make them up: the
 * log push ownership challenge (`filename`, `valid`, `message`), destination
 * and origin validation (`valid`, `message`), destination exists (`exists`),
 * the Lists API bulk operation (`operation_id`; `id`, `status`, `completed`,
 * `error`) and delete replies (`id` alone, or `{}`).
 */
export const OPERATION_RESULT_MEMBERS: readonly string[] = ['filename', 'valid', 'message', 'exists', 'operation_id', 'id', 'status', 'completed', 'error'];

/**
 * The reply of `GET …/logpush/datasets/{dataset_id}/fields` (reference
 * logpush.md §1): `{FieldName: description}`. Dataset field names are
 * PascalCase (the dataset pages), which tells the reply from other objects.
 */
export const DATASET_FIELD_NAME = /^[A-Z][A-Za-z0-9]*$/;

/** Every member a rule may have (spec 2.4; `schemas/rule.json`, which `api-bodies.test.ts` compares). */
export const RULE_KEYS: readonly string[] = [...RULE_MEMBERS, 'id', 'version', 'description', 'enabled', 'last_updated'];

/** The members of a rule PATCH body's `position` (update-rule.mdx; `schemas/rule-position.json`). */
export const RULE_POSITION_KEYS: readonly string[] = ['before', 'after', 'index'];

/** The top-level members of a manifest (`schemas/manifest.json`). */
export const MANIFEST_KEYS: readonly string[] = ['$schema', 'account', 'zones'];

/**
 * Log push job members that only Cloudflare's job bodies have, so that one of
 * them tells a job in a file outside the configured patterns (`filter`,
 * `frequency`, `enabled` and `name` are common words elsewhere).
 */
export const LOGPUSH_JOB_DISTINCT_MEMBERS: readonly string[] = ['dataset', 'destination_conf', 'ownership_challenge', 'logpull_options', 'output_options', 'subrequest_merging', 'filter_attack_traffic'];
