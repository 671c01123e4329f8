import type { DataSource } from './source.js';
import { customerActions, PHASES } from './phases.js';

export const source: DataSource = {
  title: 'Rule actions: termination and action_parameters members',
  refs: [
    'spec 2.4 (observed actions skip, block, execute, managed_challenge), spec 2.5 (action_parameters of skip and execute)',
    '../shared/reference/rulesets-api.md §8 (actions.mdx; TS-SDK and Go v6 action unions), §9 (action_parameters by action)',
    'cloudflare/terraform-provider-cloudflare @a2efdc5786ae9726d56928dbfe91933bd92404ca internal/services/ruleset/testdata/TestAccCloudflareRuleset_SetCacheControlRules/*.tf and TestAccCloudflareRuleset_SetCacheTagsRules/*.tf (acceptance tests run against the live API, phase http_response_cache_settings)',
  ],
  checked: '2026-11-25',
  notes: [
    'The spec lists the complete set of actions as a gap; the reference gives the SDK union, which is used here.',
    'set_cache_control and set_cache_tags: the reference marks them [U] (one SDK snapshot), but the provider\'s acceptance tests create rules with both against the API, so they are no longer reported as unverified (checked 2026-11-25).',
    'transform_response_html and ddos_mitigation are in one SDK snapshot only; they are accepted but their parameters are not checked.',
  ],
};

export interface ActionInfo {
  readonly name: string;
  /** Stops evaluation when the rule matches (reference §7); `undefined` when not known. */
  readonly terminating?: boolean;
  /** The top-level members `action_parameters` may hold for this action (empty: no parameters). */
  readonly parameters: readonly string[];
  /** Parameters that must be present (spec 2.5 for execute; reference §9 and error 20113 for set_config). */
  readonly requiredParameters?: readonly string[];
  /** At least one of these must be present (route, rewrite, redirect). */
  readonly oneOfParameters?: readonly string[];
  /** `true` when the action is listed only by an SDK snapshot or marked unverified. */
  readonly unverified?: boolean;
  /** Available only on the Enterprise plan (reference §8: `log`). */
  readonly enterpriseOnly?: boolean;
  /** Parameters that belong to particular phases of the action (reference §8: `uri` rewrites vs header rewrites). */
  readonly parameterPhases?: Readonly<Record<string, readonly string[]>>;
}

const SKIP_PARAMETERS = ['ruleset', 'phase', 'phases', 'products', 'rulesets', 'rules'] as const;

const SET_CONFIG_PARAMETERS = [
  'automatic_https_rewrites', 'bic', 'email_obfuscation', 'fonts', 'hotlink_protection', 'opportunistic_encryption',
  'redirects_for_ai_training', 'rocket_loader', 'server_side_excludes', 'content_converter', 'mirage', 'sxg', 'autominify',
  'disable_apps', 'disable_pay_per_crawl', 'disable_rum', 'disable_zaraz', 'polish', 'request_body_buffering',
  'response_body_buffering', 'security_level', 'ssl', 'disable_railgun', 'read_timeout',
] as const;

const CACHE_SETTINGS_PARAMETERS = [
  'cache', 'origin_cache_control', 'origin_error_page_passthru', 'respect_strong_etags', 'strip_etags', 'strip_last_modified',
  'strip_set_cookie', 'additional_cacheable_ports', 'browser_ttl', 'edge_ttl', 'cache_key', 'cache_reserve', 'read_timeout',
  'serve_stale', 'shared_dictionary', 'vary',
] as const;

const CACHE_CONTROL_DIRECTIVES = [
  'max-age', 's-maxage', 'stale-if-error', 'stale-while-revalidate', 'no-cache', 'private', 'public', 'no-store',
  'no-transform', 'must-revalidate', 'must-understand', 'proxy-revalidate', 'immutable',
] as const;

export const ACTIONS: readonly ActionInfo[] = [
  { name: 'block', terminating: true, parameters: ['response'] },
  { name: 'challenge', terminating: true, parameters: [] },
  { name: 'js_challenge', terminating: true, parameters: [] },
  { name: 'managed_challenge', terminating: true, parameters: [] },
  { name: 'log', terminating: false, parameters: [], enterpriseOnly: true },
  { name: 'skip', terminating: false, parameters: SKIP_PARAMETERS, oneOfParameters: SKIP_PARAMETERS },
  { name: 'execute', terminating: false, parameters: ['id', 'version', 'overrides', 'matched_data'], requiredParameters: ['id'] },
  {
    name: 'rewrite',
    terminating: false,
    parameters: ['uri', 'headers'],
    oneOfParameters: ['uri', 'headers'],
    // Header rewrites also serve the account-level exposed-credential header in firewall_custom (reference §6).
    parameterPhases: { uri: ['http_request_transform'], headers: ['http_request_late_transform', 'http_response_headers_transform', 'http_request_firewall_custom'] },
  },
  {
    name: 'redirect',
    terminating: true,
    parameters: ['from_value', 'from_list'],
    oneOfParameters: ['from_value', 'from_list'],
    parameterPhases: { from_value: ['http_request_dynamic_redirect'], from_list: ['http_request_redirect'] },
  },
  { name: 'route', terminating: false, parameters: ['host_header', 'origin', 'sni'], oneOfParameters: ['host_header', 'origin', 'sni'] },
  { name: 'set_config', terminating: false, parameters: SET_CONFIG_PARAMETERS, oneOfParameters: SET_CONFIG_PARAMETERS },
  { name: 'compress_response', terminating: false, parameters: ['algorithms'], requiredParameters: ['algorithms'] },
  { name: 'set_cache_settings', terminating: false, parameters: CACHE_SETTINGS_PARAMETERS },
  { name: 'set_cache_control', parameters: CACHE_CONTROL_DIRECTIVES },
  { name: 'set_cache_tags', parameters: ['operation', 'values', 'expression'], requiredParameters: ['operation'] },
  { name: 'serve_error', terminating: true, parameters: ['content', 'content_type', 'status_code', 'asset_name'], oneOfParameters: ['content', 'asset_name'] },
  { name: 'log_custom_field', terminating: true, parameters: ['request_fields', 'transformed_request_fields', 'response_fields', 'raw_response_fields', 'cookie_fields'] },
  { name: 'score', terminating: false, parameters: ['increment'], requiredParameters: ['increment'] },
  { name: 'ddos_dynamic', parameters: [], unverified: true },
  { name: 'force_connection_close', parameters: [], unverified: true },
  { name: 'transform_response_html', parameters: ['link_maze'], unverified: true },
  { name: 'ddos_mitigation', parameters: [], unverified: true },
];

const BY_NAME: ReadonlyMap<string, ActionInfo> = new Map(ACTIONS.map((a) => [a.name, a]));

export function actionInfo(name: string): ActionInfo | undefined {
  return BY_NAME.get(name);
}

export const ACTION_NAMES: readonly string[] = ACTIONS.map((a) => a.name);

/** Phases whose known customer actions (at any level) contain `action` (derived from the phase table, so the two never disagree). */
export function phasesOfAction(action: string): readonly string[] {
  return PHASES.filter((p) => customerActions(p, undefined).includes(action)).map((p) => p.name);
}
