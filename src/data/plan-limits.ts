/**
 * How many rules and lists each plan allows: rules per entry point phase of a
 * zone (per product), account custom lists and their items, Bulk Redirect
 * lists and URL redirects.
 */
import type { DataSource } from './source.js';
import type { Tier } from './plans.js';

export const source: DataSource = {
  title: 'Rules per phase, lists and list items per plan',
  refs: [
    'cloudflare-docs src/content/plans/index.json @0188ca2f50e3f50c3cc67cbc095989ebabe9e062 (rules.*.num_rules: Single Redirects, Transform Rules, Configuration Rules, Origin Rules, Compression Rules, Custom Errors, Cloud Connector, Bulk Redirects; cache.cache_rules.rules; security.waf_c_custom_rules.b_custom_rules; security.rate_limiting.rules; global_configurations.lists; rules.bulk_redirects.total_lists, url_redirects)',
    'cloudflare-docs src/content/partials/waf/rate-limiting-availability-by-plan.mdx @07acbb6612b5cefa1f8348106c158b0814a2972a ("Number of rules": Free 1, Pro 2, Business 5, Enterprise 100)',
    '../shared/reference/rulesets-api.md §12 (Enterprise: ≤40 hostname lists with 10,000 items across them, ≤40 ASN lists with 30,000 items across them)',
    'cloudflare-docs src/content/docs/waf/tools/lists/custom-lists.mdx @1215e033399494999d646687df3c5c72083adce3 (lists with hostnames and ASNs: Enterprise only)',
  ],
  checked: '2026-11-24',
  notes: [
    'Rate limiting rules on Enterprise: the plans table says 5 ("ent") and 100 ("ent_plus", Advanced Rate Limiting), the availability partial 100 [CONFLICT]; the higher number is used so that no Enterprise account gets a false error. Enterprise limits are contract defaults; the rule option `maxRules` overrides any of them.',
    'Transform Rules count "active" rules, possibly across the three transform phases; each phase is checked alone against the limit, which never over-reports (only disabled rules are not counted).',
    'The "lite" and "pro_plus" columns of the plans table are not tiers edgelint knows; the tier `pro` uses the "pro" column.',
  ],
};

export type PlanNumbers = Readonly<Record<Tier, number>>;

const RULES_PRODUCT: PlanNumbers = { free: 10, pro: 25, business: 50, enterprise: 300 };

/** The most enabled rules an entry point of each phase may hold, by plan. */
export const PHASE_RULE_LIMITS: ReadonlyMap<string, { readonly product: string; readonly limits: PlanNumbers }> = new Map([
  ['http_request_firewall_custom', { product: 'WAF custom rules', limits: { free: 5, pro: 20, business: 100, enterprise: 1000 } }],
  ['http_ratelimit', { product: 'rate limiting rules', limits: { free: 1, pro: 2, business: 5, enterprise: 100 } }],
  ['http_request_dynamic_redirect', { product: 'Single Redirects', limits: RULES_PRODUCT }],
  ['http_request_transform', { product: 'Transform Rules', limits: RULES_PRODUCT }],
  ['http_request_late_transform', { product: 'Transform Rules', limits: RULES_PRODUCT }],
  ['http_response_headers_transform', { product: 'Transform Rules', limits: RULES_PRODUCT }],
  ['http_config_settings', { product: 'Configuration Rules', limits: RULES_PRODUCT }],
  ['http_request_origin', { product: 'Origin Rules', limits: RULES_PRODUCT }],
  ['http_request_cache_settings', { product: 'Cache Rules', limits: RULES_PRODUCT }],
  ['http_response_compression', { product: 'Compression Rules', limits: RULES_PRODUCT }],
  ['http_request_cloud_connector', { product: 'Cloud Connector rules', limits: RULES_PRODUCT }],
  ['http_custom_errors', { product: 'Custom Error Rules', limits: { free: 0, pro: 25, business: 50, enterprise: 300 } }],
  ['http_request_redirect', { product: 'Bulk Redirect Rules', limits: { free: 15, pro: 15, business: 15, enterprise: 50 } }],
]);

/** Custom lists (IP, hostname, ASN) per account. */
export const CUSTOM_LISTS: PlanNumbers = { free: 1, pro: 10, business: 10, enterprise: 1000 };

/** Items across all custom lists of an account. */
export const CUSTOM_LIST_ITEMS: PlanNumbers = { free: 10_000, pro: 10_000, business: 10_000, enterprise: 500_000 };

/** List kinds only Enterprise may create. */
export const ENTERPRISE_LIST_KINDS: readonly string[] = ['hostname', 'asn'];

/** Enterprise caps per kind: lists of the kind, and items across them. */
export const ENTERPRISE_KIND_LIMITS: Readonly<Record<string, { readonly lists: number; readonly items: number }>> = {
  hostname: { lists: 40, items: 10_000 },
  asn: { lists: 40, items: 30_000 },
};

/** Bulk Redirect lists per account. */
export const REDIRECT_LISTS: PlanNumbers = { free: 5, pro: 5, business: 5, enterprise: 25 };

/** URL redirects across all Bulk Redirect lists. */
export const REDIRECT_ITEMS: PlanNumbers = { free: 10_000, pro: 25_000, business: 50_000, enterprise: 1_000_000 };
