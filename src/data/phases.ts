import type { DataSource } from './source.js';

export const source: DataSource = {
  title: 'Ruleset phases: stage, product, levels, ruleset kinds, customer and Cloudflare-only actions, field availability',
  refs: [
    'cloudflare/cloudflare-docs src/content/docs/ruleset-engine/reference/phases-list.mdx @046f5f9e (phases, products, order, configuration-only phases)',
    'cloudflare/cloudflare-docs src/content/docs/waf/account/rate-limiting-rulesets/create-api.mdx (account-level rate limiting: a `custom` ruleset in http_ratelimit deployed by an `execute` rule in the account\'s http_ratelimit entry point)',
    'cloudflare/cloudflare-docs src/content/docs/ddos-protection/managed-rulesets/http/configure-api.mdx (ddos_l7 entry points at the account, kind root, and at a zone)',
    'cloudflare/cloudflare-go v0.116.0 rulesets_test.go TestGetRuleset_WAF (the Cloudflare Normalization Ruleset: kind managed, phase http_request_sanitize, a `rewrite` rule)',
    'spec 1.4, 2.3 (observed phases magic_transit, http_request_firewall_managed; magic_transit rules use skip and block)',
    '../shared/reference/rulesets-api.md §6 (cloudflare-docs ruleset-engine/reference/phases-list.mdx @046f5f9e; TS-SDK Phase enum @faaaf89ed)',
    '../shared/reference/rulesets-api.md §8 (actions.mdx: actions by phase)',
    '../shared/reference/rules-language.md §9.6, §9.7 (response and packet fields by phase)',
  ],
  checked: '2026-11-21',
  notes: [
    'The spec observes only magic_transit and http_request_firewall_managed; the phase list comes from the reference (the spec marks the rest as a gap).',
    'Levels marked unknown are not checked: the reference states them for some phases only.',
    'Actions of network phases are not known from the sources (reference §15); the spec shows skip and block in magic_transit, so only actions that belong to an HTTP product are flagged there.',
    '`kinds` follow the docs pages that create or read each phase\'s rulesets; where no page shows a kind (entry points of the configuration-only and Cloudflare-only phases) the phase lists only what a page shows.',
    '`managedActions` are the actions Cloudflare\'s own managed rulesets run in a phase where customers cannot write rules; rules of a ruleset of kind `managed` are never held to the customer `actions`.',
  ],
};

/** Where a phase runs: the HTTP request, the HTTP response, or network packets (Magic Transit, L4). */
export type PhaseStage = 'request' | 'response' | 'network';

/** Level of an entry point ruleset: `root` rulesets at the account, `zone` rulesets at a zone. */
export type Level = 'account' | 'zone';

/** Ruleset kinds (spec 2.3; reference rulesets-api.md §4). */
export type RulesetKind = 'managed' | 'custom' | 'root' | 'zone';

export interface PhaseInfo {
  readonly name: string;
  readonly stage: PhaseStage;
  /** Product that owns the phase (reference §6). */
  readonly product: string;
  /** Levels where an entry point may exist; `undefined` when the sources do not say. */
  readonly levels?: readonly Level[];
  /**
   * Kinds of rulesets that exist in this phase: entry points (`root` at the
   * account, `zone` at a zone), `custom` rulesets run by an `execute` rule,
   * `managed` rulesets that Cloudflare provides.
   */
  readonly kinds: readonly RulesetKind[];
  /** Actions a customer rule in this phase may take. */
  readonly actions: readonly string[];
  /** Actions only available at one level (the account's http_ratelimit entry point executes custom rate limiting rulesets). */
  readonly levelActions?: Partial<Readonly<Record<Level, readonly string[]>>>;
  /** Actions that only the rules of Cloudflare's managed rulesets run here. */
  readonly managedActions?: readonly string[];
  /**
   * `true` when `actions` is the complete list the sources give. When `false`
   * the list holds only the actions known to work there, and a linter flags
   * only actions that belong to another product's phase.
   */
  readonly actionsComplete: boolean;
  /** Rules here are placed for configuration only and never run (reference §6 footnote). */
  readonly configurationOnly?: boolean;
  /** In the SDK `Phase` enum; `false` for phases named only by the docs. */
  readonly inSdkEnum: boolean;
  /** Whether request body fields (`http.request.body.*`) can be evaluated here. */
  readonly bodyAccess: boolean;
}

const SECURITY_ACTIONS = ['block', 'challenge', 'js_challenge', 'managed_challenge', 'log', 'skip'] as const;

/** Phases in execution order within their stage. */
export const PHASES: readonly PhaseInfo[] = [
  // Request phases (phases-list.mdx "Request phases", in execution order).
  { name: 'http_request_sanitize', stage: 'request', product: 'URL normalization', kinds: ['managed'], actions: [], managedActions: ['rewrite'], actionsComplete: false, inSdkEnum: true, bodyAccess: false },
  { name: 'http_request_dynamic_redirect', stage: 'request', product: 'Single Redirects', levels: ['zone'], kinds: ['zone'], actions: ['redirect'], actionsComplete: true, inSdkEnum: true, bodyAccess: false },
  { name: 'http_request_transform', stage: 'request', product: 'URL Rewrite Rules', levels: ['zone'], kinds: ['zone'], actions: ['rewrite'], actionsComplete: true, inSdkEnum: true, bodyAccess: false },
  { name: 'http_request_api_gateway_early', stage: 'request', product: 'API Shield', kinds: ['zone'], actions: [], actionsComplete: false, configurationOnly: true, inSdkEnum: false, bodyAccess: false },
  { name: 'http_config_settings', stage: 'request', product: 'Configuration Rules', levels: ['zone'], kinds: ['zone'], actions: ['set_config'], actionsComplete: true, inSdkEnum: true, bodyAccess: false },
  { name: 'http_request_origin', stage: 'request', product: 'Origin Rules', levels: ['zone'], kinds: ['zone'], actions: ['route'], actionsComplete: true, inSdkEnum: true, bodyAccess: false },
  { name: 'ddos_l7', stage: 'request', product: 'HTTP DDoS protection', levels: ['account', 'zone'], kinds: ['root', 'zone', 'managed'], actions: ['execute'], managedActions: ['ddos_dynamic', 'force_connection_close', 'block', 'challenge', 'js_challenge', 'managed_challenge', 'log'], actionsComplete: false, configurationOnly: true, inSdkEnum: true, bodyAccess: false },
  { name: 'http_request_firewall_custom', stage: 'request', product: 'WAF custom rules', levels: ['account', 'zone'], kinds: ['root', 'zone', 'custom'], actions: [...SECURITY_ACTIONS, 'execute', 'rewrite'], actionsComplete: true, inSdkEnum: true, bodyAccess: true },
  { name: 'http_ratelimit', stage: 'request', product: 'Rate limiting rules', levels: ['account', 'zone'], kinds: ['root', 'zone', 'custom'], actions: ['block', 'challenge', 'js_challenge', 'managed_challenge', 'log'], levelActions: { account: ['execute'] }, actionsComplete: true, inSdkEnum: true, bodyAccess: true },
  { name: 'http_request_api_gateway_late', stage: 'request', product: 'API Shield', kinds: ['zone'], actions: [], actionsComplete: false, inSdkEnum: false, bodyAccess: false },
  { name: 'http_request_firewall_managed', stage: 'request', product: 'WAF Managed Rules', levels: ['account', 'zone'], kinds: ['root', 'zone', 'managed'], actions: [...SECURITY_ACTIONS, 'execute'], actionsComplete: true, inSdkEnum: true, bodyAccess: true },
  { name: 'http_request_sbfm', stage: 'request', product: 'Super Bot Fight Mode', kinds: ['zone', 'managed'], actions: [], actionsComplete: false, inSdkEnum: true, bodyAccess: false },
  { name: 'http_request_redirect', stage: 'request', product: 'Bulk Redirects', levels: ['account'], kinds: ['root'], actions: ['redirect'], actionsComplete: true, inSdkEnum: true, bodyAccess: false },
  { name: 'http_request_late_transform', stage: 'request', product: 'Request header transform', levels: ['zone'], kinds: ['zone'], actions: ['rewrite'], actionsComplete: true, inSdkEnum: true, bodyAccess: false },
  { name: 'http_request_cache_settings', stage: 'request', product: 'Cache Rules', levels: ['zone'], kinds: ['zone'], actions: ['set_cache_settings', 'set_cache_control', 'set_cache_tags'], actionsComplete: false, inSdkEnum: true, bodyAccess: false },
  { name: 'http_request_snippets', stage: 'request', product: 'Snippets', levels: ['zone'], kinds: ['zone'], actions: [], actionsComplete: false, inSdkEnum: false, bodyAccess: false },
  { name: 'http_request_cloud_connector', stage: 'request', product: 'Cloud Connector', levels: ['zone'], kinds: ['zone'], actions: [], actionsComplete: false, inSdkEnum: false, bodyAccess: false },
  // Response phases (phases-list.mdx "Response phases", in order). http_ratelimit also runs here but is listed once.
  { name: 'http_custom_errors', stage: 'response', product: 'Custom Error Rules', levels: ['account', 'zone'], kinds: ['root', 'zone'], actions: ['serve_error'], actionsComplete: true, inSdkEnum: true, bodyAccess: false },
  { name: 'http_response_headers_transform', stage: 'response', product: 'Response header transform', kinds: ['zone'], actions: ['rewrite'], actionsComplete: true, inSdkEnum: true, bodyAccess: false },
  { name: 'http_response_compression', stage: 'response', product: 'Compression Rules', kinds: ['zone'], actions: ['compress_response'], actionsComplete: true, inSdkEnum: true, bodyAccess: false },
  { name: 'http_response_firewall_managed', stage: 'response', product: 'Sensitive Data Detection', kinds: ['root', 'zone', 'managed'], actions: ['execute', 'skip', 'log'], actionsComplete: false, inSdkEnum: true, bodyAccess: false },
  { name: 'http_log_custom_fields', stage: 'response', product: 'Logpush custom fields', kinds: ['zone'], actions: ['log_custom_field'], actionsComplete: true, inSdkEnum: true, bodyAccess: false },
  { name: 'http_response_cache_settings', stage: 'response', product: 'Cache Rules (response)', kinds: ['zone'], actions: ['set_cache_control', 'set_cache_tags', 'set_cache_settings'], actionsComplete: false, inSdkEnum: true, bodyAccess: false },
  // Network phases (phases-list.mdx "Network layer", in order); the spec's account ruleset example uses magic_transit with skip/block.
  { name: 'ddos_l4', stage: 'network', product: 'L4 DDoS protection', levels: ['account'], kinds: ['root', 'managed'], actions: ['execute'], managedActions: ['ddos_dynamic', 'block', 'log'], actionsComplete: false, inSdkEnum: true, bodyAccess: false },
  { name: 'magic_transit', stage: 'network', product: 'Magic Firewall (Network Firewall)', levels: ['account'], kinds: ['root'], actions: ['skip', 'block'], actionsComplete: false, inSdkEnum: true, bodyAccess: false },
  { name: 'magic_transit_managed', stage: 'network', product: 'Magic Firewall managed rules', levels: ['account'], kinds: ['root', 'managed'], actions: ['execute', 'skip', 'block', 'log'], actionsComplete: false, inSdkEnum: true, bodyAccess: false },
  { name: 'magic_transit_ratelimit', stage: 'network', product: 'Magic Firewall rate limiting', levels: ['account'], kinds: ['root'], actions: ['skip', 'block'], actionsComplete: false, inSdkEnum: true, bodyAccess: false },
  { name: 'magic_transit_ids_managed', stage: 'network', product: 'Magic Firewall IDS', levels: ['account'], kinds: ['root', 'managed'], actions: ['execute', 'log'], actionsComplete: false, inSdkEnum: true, bodyAccess: false },
];

const BY_NAME: ReadonlyMap<string, PhaseInfo> = new Map(PHASES.map((p) => [p.name, p]));

export function phaseInfo(name: string): PhaseInfo | undefined {
  return BY_NAME.get(name);
}

export const PHASE_NAMES: readonly string[] = PHASES.map((p) => p.name);

/** The actions a customer rule may take in `phase` at `level` (every level's when the level is not known). */
export function customerActions(phase: PhaseInfo, level: Level | undefined): readonly string[] {
  const extra = level === undefined ? Object.values(phase.levelActions ?? {}).flat() : (phase.levelActions?.[level] ?? []);
  return extra.length === 0 ? phase.actions : [...phase.actions, ...extra];
}

/** The phase where the WAF managed rulesets (and the managed core ruleset) are deployed (spec 4.2 rule 1). */
export const MANAGED_FIREWALL_PHASE = 'http_request_firewall_managed';
