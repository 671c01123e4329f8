import type { DataSource } from './source.js';

export const source: DataSource = {
  title: 'Managed rulesets: ids, names, phases, categories, known rules; the managed core ruleset\'s last rule, paranoia tags, scores, thresholds, actions; overrides and skip exceptions',
  refs: [
    'spec 1.5 (threat score; action of the last rule runs when the score is greater than the threshold), 2.4 (score_threshold only on the last rule of the managed core ruleset, whose description names an inbound anomaly score check, or in a rule override), 2.5 (execute and skip action_parameters), 2.7 (paranoia levels, thresholds, actions, defaults; rule 4: greater than), 3.2 (enabled flag; tag override disables all rules with the tag), 4.2 rules 1-4, 9.2 (version `latest` or a specific version)',
    '../shared/reference/rulesets-api.md §4 (ids `^[0-9a-f]{32}$`; version is a digit string starting at "1"), §6 (each managed ruleset can be deployed once per zone, many times per account), §8 (actions by phase), §9 (execute overrides: action, enabled, categories, rules, score_threshold on rule overrides only; OAS-2023 minItems/minProperties), §10 (override precedence; skip parameters, combination limits, a skip affects only execute rules after it), §11 (managed ruleset ids; OWASP last rule; scoring; thresholds; actions; paranoia; defaults)',
    'cloudflare-docs src/content/docs/waf/managed-rules/index.mdx (managed ruleset ids); waf/managed-rules/reference/owasp-core-ruleset/{index,concepts,configure-api,example}.mdx (example.mdx: per-rule scores +5 and +3, rule …317f28e1 at PL1; configure-api.mdx: last rule 6179ae15870a4bb7b2d480d4843b323c); older content/waf/managed-rulesets/owasp-core-ruleset.md @030b0502 (PL4 default, Medium default, Block default)',
    'terraform-provider-cloudflare issues #2056 and #2287 (a ruleset-level `overrides.action` on the core ruleset did not change the dashboard\'s OWASP action)',
  ],
  checked: '2026-11-21',
  notes: [
    'Default paranoia level: the spec (2.7) says PL4, as did the older docs page; the current docs (concepts.mdx) say PL1. edgelint follows the spec: no paranoia tag disabled means PL4.',
    'Threshold comparison: the spec (1.5, 2.7 rule 4) and configure-api.mdx say the action runs when the score is greater than the threshold; concepts.mdx ("minimum cumulative score") and example.mdx ("26 >= 25") say greater than or equal. edgelint follows the spec (score > threshold) and says so in its messages and docs.',
    'Dashboard actions: the spec lists Block, Managed Challenge, JS Challenge, Log, Interactive Challenge; the API names are block, managed_challenge, js_challenge, log, challenge (reference §11; the current dashboard calls js_challenge "Non-Interactive Challenge").',
    'Per-rule scores: the docs example shows +5 and +3 only; other values are unverified. The threshold checks use 3 as the smallest and 5 as the largest known per-rule score.',
    'Rule 8ac8bc2a661e475d940980f9317f28e1 (the OAS-2023 example OWASP rule id) is taken to be the PL1 rule `...317f28e1` of example.mdx (same 8-digit suffix); its paranoia tag is derived, not stated.',
    'Category and rule lists of the Cloudflare rulesets are not complete (upstream CRS tags such as attack-sqli are unverified as categories); only an account\'s own `managed_rulesets` entry in the manifest gives complete lists.',
    'Skip combinations: the SDK comments forbid `ruleset` with `rulesets` or `rules`, `phases` with `rulesets`, and `phase` with anything but `products`; the WAF docs allow `ruleset`, `phases` and `products` together [CONFLICT], so only the undisputed limits are checked.',
  ],
};

export interface KnownRuleInfo {
  readonly id: string;
  readonly description: string;
  /** The rule's `ref`, when known (the API's stable reference, not accepted where an id is expected). */
  readonly ref?: string;
  /** Category tags the rule is known to carry. */
  readonly categories?: readonly string[];
}

export interface ManagedRulesetInfo {
  readonly id: string;
  readonly name: string;
  /** Other names the API or docs use for the same ruleset. */
  readonly aliases?: readonly string[];
  readonly phase: string;
  /** Category tags known to exist in this ruleset (not exhaustive unless `categoriesComplete`). */
  readonly categories: readonly string[];
  readonly categoriesComplete: boolean;
  /** Rules known by id (not exhaustive). */
  readonly rules: readonly KnownRuleInfo[];
}

/** A managed ruleset id, and any ruleset or rule id (reference §4, §5). */
export const ID_PATTERN = /^[0-9a-f]{32}$/;
/** `ID_PATTERN` in words, for messages. */
export const ID_FORM = '32 lowercase hexadecimal characters';

/** The managed core ruleset (Cloudflare OWASP Core Ruleset) and its last rule (949110). */
export const CORE_RULESET_ID = '4814384a9e5d4991b9815dcfc25d2f1f';
export const CORE_LAST_RULE = {
  id: '6179ae15870a4bb7b2d480d4843b323c',
  ref: 'ad0beb2fce9f149e565ee78d6e659d47',
  description: '949110: Inbound Anomaly Score Exceeded',
  defaultAction: 'block',
  defaultThreshold: 40,
} as const;

/** The words by which the spec recognises the last rule: "its description names an inbound anomaly score check" (spec 2.4). */
export const ANOMALY_SCORE_DESCRIPTION = /inbound anomaly score/i;

export const PARANOIA_LEVELS = [1, 2, 3, 4] as const;
export const PARANOIA_TAG_PREFIX = 'paranoia-level-';
/** Spec 2.7: default PL4 (see notes for the docs' PL1). */
export const DEFAULT_PARANOIA_LEVEL = 4;

/** Dashboard sensitivity → threshold (spec 2.7: "60 and higher", "40 and higher", "25 and higher"). */
export const SCORE_THRESHOLDS = { low: 60, medium: 40, high: 25 } as const;
export const DEFAULT_SENSITIVITY = 'medium';
/** The dashboard's names of the sensitivities (spec 2.7). */
export const SENSITIVITY_NAMES: Readonly<Record<keyof typeof SCORE_THRESHOLDS, string>> = { low: 'Low', medium: 'Medium', high: 'High' };

/**
 * How the threat score is compared with the threshold: the spec (1.5, 2.7
 * rule 4) says the action runs when the score is *greater than* the threshold;
 * the docs' concepts page and example say "greater than or equal" (notes).
 */
export const THRESHOLD_COMPARISON = 'greater' as const;

/** Per-rule scores the docs show (example.mdx: +5 and +3); others are unverified. */
export const KNOWN_RULE_SCORES = [5, 3] as const;
export const SMALLEST_KNOWN_RULE_SCORE = Math.min(...KNOWN_RULE_SCORES);
export const LARGEST_KNOWN_RULE_SCORE = Math.max(...KNOWN_RULE_SCORES);

/** Actions the dashboard offers for the core ruleset (spec 2.7), with the dashboard's names. */
export const CORE_ACTIONS: Readonly<Record<string, string>> = {
  block: 'Block',
  managed_challenge: 'Managed Challenge',
  js_challenge: 'JS Challenge',
  log: 'Log',
  challenge: 'Interactive Challenge',
};
export const DEFAULT_CORE_ACTION = 'block';

/** Names users write for the dashboard actions, with the API action they mean (spec 2.7; reference §11: Interactive Challenge = challenge, Non-Interactive Challenge = js_challenge; old docs: Legacy CAPTCHA). */
export const ACTION_ALIASES: Readonly<Record<string, string>> = {
  interactive_challenge: 'challenge',
  non_interactive_challenge: 'js_challenge',
  legacy_captcha: 'challenge',
  captcha: 'challenge',
};

/**
 * Actions an override (ruleset, category or rule level) may set, by the phase
 * of the managed ruleset: the security actions of the WAF managed phases
 * (reference §8: block in managed rulesets, challenges and log in security
 * phases; §9 overrides `action`). Phases not listed are not checked.
 */
export const OVERRIDE_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  http_request_firewall_managed: ['block', 'challenge', 'js_challenge', 'managed_challenge', 'log'],
};

/** `version` of an execute rule: `latest` or a ruleset version, a digit string starting at 1 (spec 9.2; reference §4). */
export const LATEST_VERSION = 'latest';
export const VERSION_PATTERN = /^[1-9][0-9]*$/;

/** A managed ruleset is deployed at most once per zone; an account may deploy it many times (reference §6). */
export const DEPLOYMENTS_PER_ZONE = 1;

/** Phases a skip rule's `phases` is documented for (reference §10, WAF custom rules). */
export const DOCUMENTED_SKIP_PHASES: readonly string[] = ['http_ratelimit', 'http_request_sbfm', 'http_request_firewall_managed'];

/** Undisputed combination limits of skip parameters (reference §10; see notes for the disputed ones). */
export const SKIP_EXCLUSIONS: readonly { readonly member: string; readonly notWith: readonly string[] }[] = [
  { member: 'ruleset', notWith: ['rulesets', 'rules'] },
  { member: 'phases', notWith: ['rulesets'] },
  { member: 'phase', notWith: ['ruleset', 'phases', 'rulesets', 'rules'] },
];

/** The phase whose execute rules run custom rulesets rather than managed ones (reference §6, §8). */
export const CUSTOM_RULESET_PHASE = 'http_request_firewall_custom';

export const MANAGED_RULESETS: readonly ManagedRulesetInfo[] = [
  {
    id: 'efb7b8c949ac4650a09736fc376e9aee',
    name: 'Cloudflare Managed Ruleset',
    phase: 'http_request_firewall_managed',
    categories: ['wordpress', 'drupal', 'dos', 'cve-2014-5265', 'broken-access-control'],
    categoriesComplete: false,
    rules: [],
  },
  {
    id: CORE_RULESET_ID,
    name: 'Cloudflare OWASP Core Ruleset',
    phase: 'http_request_firewall_managed',
    categories: PARANOIA_LEVELS.map((n) => `${PARANOIA_TAG_PREFIX}${n}`),
    categoriesComplete: false,
    rules: [
      { id: CORE_LAST_RULE.id, ref: CORE_LAST_RULE.ref, description: CORE_LAST_RULE.description },
      { id: '8ac8bc2a661e475d940980f9317f28e1', description: 'an OWASP rule of paranoia level 1', categories: [`${PARANOIA_TAG_PREFIX}1`] },
    ],
  },
  { id: 'c2e184081120413c86c3ab7e14069605', name: 'Cloudflare Exposed Credentials Check', phase: 'http_request_firewall_managed', categories: [], categoriesComplete: false, rules: [] },
  { id: '77454fe2d30c4220b5701f6fdfb893ba', name: 'Cloudflare Free Managed Ruleset', aliases: ['Cloudflare Managed Free Ruleset'], phase: 'http_request_firewall_managed', categories: [], categoriesComplete: false, rules: [] },
  { id: 'e22d83c647c64a3eae91b71b499d988e', name: 'Cloudflare Sensitive Data Detection', phase: 'http_response_firewall_managed', categories: [], categoriesComplete: false, rules: [] },
  { id: '4d21379b4f9f4bb088e0729962c8b3cf', name: 'HTTP DDoS Attack Protection', phase: 'ddos_l7', categories: [], categoriesComplete: false, rules: [] },
  { id: '70339d97bdb34195bbf054b1ebe81f76', name: 'Cloudflare Normalization Ruleset', phase: 'http_request_sanitize', categories: [], categoriesComplete: false, rules: [] },
];

const BY_ID: ReadonlyMap<string, ManagedRulesetInfo> = new Map(MANAGED_RULESETS.map((r) => [r.id, r]));

export function managedRulesetInfo(id: string): ManagedRulesetInfo | undefined {
  return BY_ID.get(id);
}
