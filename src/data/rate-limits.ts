/**
 * Parameters of rate limiting rules (`ratelimit` of rules in `http_ratelimit`):
 * the periods and mitigation timeouts the product offers, what each plan
 * allows, the mandatory and mutually exclusive characteristics, and the
 * configuration restrictions on counting expressions.
 */
import type { DataSource } from './source.js';
import type { Tier } from './plans.js';

export const source: DataSource = {
  title: 'Rate limiting rule parameters: periods, mitigation timeouts, characteristics, plan limits',
  refs: [
    'cloudflare-docs src/content/docs/waf/rate-limiting-rules/parameters.mdx @12dd7ce4e625b68c9ce511a256bdcda70fbc3f6c ("The available API values are: 10, 60, 120, 300, 600, or 3600" for period; "0, 10, 60, 120, 300, 600, 3600, or 86400" for mitigation_timeout; challenge actions need mitigation_timeout 0 below Enterprise; only Enterprise throttles with Block; cf.colo.id mandatory; IP and IP with NAT support incompatible; header names lower case; configuration restrictions)',
    'cloudflare-docs src/content/partials/waf/rate-limiting-availability-by-plan.mdx @07acbb6612b5cefa1f8348106c158b0814a2972a (counting periods Free 10 s, Pro up to 1 min, Business up to 10 min, Enterprise up to 65,535 s; mitigation timeouts Free 10 s, Pro up to 1 h, Business and Enterprise up to 1 day; characteristics per plan; custom counting expression from Business; footnote 3: the supported values 10 … 86400; footnote 4: Enterprise may set a custom mitigation timeout via API)',
    'cloudflare-docs src/content/docs/waf/rate-limiting-rules/request-rate.mdx @04bf3f55846cd47b3e20abde749b7c3184ca4943 (complexity-based rules need score_per_period, period and score_response_header_name; Enterprise with Advanced Rate Limiting)',
  ],
  checked: '2026-11-24',
  notes: [
    'The parameters page lists 6 API period values, the plan table\'s footnote 21 supported values (15, 20, 30, 45, 90 … among them). The plan table is the product\'s own list and the dashboard offers its values, so a period is rejected only when it is in neither list, or beyond the plan\'s maximum when the tier is configured; the 15 values only the plan table names are accepted.',
    'The footnote list also holds 86400, but no plan counts over more than 65,535 s: 86400 is a mitigation timeout, never a period.',
    'Enterprise may set a custom mitigation timeout via API (footnote 4): with `tier: enterprise` any value up to one day is accepted; without a configured tier the offered values are expected, and the message says how to declare Enterprise.',
    'No source states bounds of requests_per_period or score_per_period besides being positive integers (the schema\'s minimum 1); other linters\' 1–10,000,000 is not documented and not checked.',
  ],
};

/** `period` values the parameters page lists for the API. */
export const API_PERIODS: readonly number[] = [10, 60, 120, 300, 600, 3600];

/** Counting and mitigation period values of the plan table (footnote 3). */
export const SUPPORTED_PERIOD_VALUES: readonly number[] = [10, 15, 20, 30, 40, 45, 60, 90, 120, 180, 240, 300, 480, 600, 900, 1200, 1800, 2400, 3600, 65535, 86400];

/** `mitigation_timeout` values the parameters page lists for the API (0 = throttle). */
export const API_MITIGATION_TIMEOUTS: readonly number[] = [0, 10, 60, 120, 300, 600, 3600, 86400];

/** The longest counting period of any plan (Enterprise: 65,535 s). */
export const MAX_PERIOD = 65535;

/** The longest mitigation timeout of any plan (one day). */
export const MAX_MITIGATION_TIMEOUT = 86400;

/** The characteristic every rule must have (the counters are per data center). */
export const MANDATORY_CHARACTERISTIC = 'cf.colo.id';

/** Characteristics that cannot be used together. */
export const EXCLUSIVE_CHARACTERISTICS: readonly (readonly [string, string])[] = [['ip.src', 'cf.unique_visitor_id']];

/** Actions that throttle (mitigation_timeout 0) below Enterprise. */
export const CHALLENGE_ACTIONS: readonly string[] = ['challenge', 'js_challenge', 'managed_challenge'];

export interface RateLimitPlan {
  /** The longest counting period, in seconds. */
  readonly maxPeriod: number;
  /** The longest mitigation timeout, in seconds. */
  readonly maxMitigationTimeout: number;
  /** Counting characteristics besides `cf.colo.id`; `undefined` = any (Enterprise with Advanced Rate Limiting). */
  readonly characteristics?: readonly string[];
  /** A custom `counting_expression` is available. */
  readonly countingExpression: boolean;
  /** Complexity-based counting (`score_per_period`) may be available. */
  readonly complexity: boolean;
  /** `block` may throttle (mitigation_timeout 0) and challenge actions may have a duration. */
  readonly throttleAndDuration: boolean;
  /** Any mitigation timeout up to the maximum may be set through the API. */
  readonly customMitigationTimeout: boolean;
}

export const RATE_LIMIT_PLANS: Readonly<Record<Tier, RateLimitPlan>> = {
  free: { maxPeriod: 10, maxMitigationTimeout: 10, characteristics: ['ip.src'], countingExpression: false, complexity: false, throttleAndDuration: false, customMitigationTimeout: false },
  pro: { maxPeriod: 60, maxMitigationTimeout: 3600, characteristics: ['ip.src'], countingExpression: false, complexity: false, throttleAndDuration: false, customMitigationTimeout: false },
  business: { maxPeriod: 600, maxMitigationTimeout: 86400, characteristics: ['ip.src', 'cf.unique_visitor_id'], countingExpression: true, complexity: false, throttleAndDuration: false, customMitigationTimeout: false },
  enterprise: { maxPeriod: MAX_PERIOD, maxMitigationTimeout: MAX_MITIGATION_TIMEOUT, countingExpression: true, complexity: true, throttleAndDuration: true, customMitigationTimeout: true },
};
