import type { DataSource } from './source.js';

export const source: DataSource = {
  title: 'Managed rulesets: ids, names, phases; the managed core ruleset\'s last rule, categories and score thresholds',
  refs: [
    'spec 1.5, 2.4 (score_threshold only on the last rule of the managed core ruleset, whose description names an inbound anomaly score check), 2.7 (paranoia levels, thresholds, actions, defaults), 4.2 rules 1-4',
    '../shared/reference/rulesets-api.md §11 (cloudflare-docs waf/managed-rules/index.mdx; waf/managed-rules/reference/owasp-core-ruleset/{index,concepts,configure-api,example}.mdx)',
  ],
  checked: '2026-11-21',
  notes: [
    'Default paranoia level: the spec says PL4; the current docs say PL1 (older docs said PL4). edgelint follows the spec: no paranoia tag disabled means PL4.',
    'Threshold comparison: the spec (2.7 rule 4) says the action runs when the score is greater than the threshold; the docs\' concepts page and example say "greater than or equal". edgelint follows the spec and says so in its reports.',
    'Dashboard actions: the spec lists Block, Managed Challenge, JS Challenge, Log, Interactive Challenge; the API names are block, managed_challenge, js_challenge, log, challenge.',
  ],
};

export interface ManagedRulesetInfo {
  readonly id: string;
  readonly name: string;
  readonly phase: string;
  /** Category tags known to exist in this ruleset (not exhaustive unless `categoriesComplete`). */
  readonly categories: readonly string[];
  readonly categoriesComplete: boolean;
  /** Rules known by id (not exhaustive). */
  readonly rules: readonly { readonly id: string; readonly description: string }[];
}

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

/** Actions the dashboard offers for the core ruleset (spec 2.7), with the dashboard's names. */
export const CORE_ACTIONS: Readonly<Record<string, string>> = {
  block: 'Block',
  managed_challenge: 'Managed Challenge',
  js_challenge: 'JS Challenge',
  log: 'Log',
  challenge: 'Interactive Challenge',
};
export const DEFAULT_CORE_ACTION = 'block';

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
      { id: CORE_LAST_RULE.id, description: CORE_LAST_RULE.description },
      { id: '8ac8bc2a661e475d940980f9317f28e1', description: 'example OWASP rule id from the 2023 OpenAPI description' },
    ],
  },
  { id: 'c2e184081120413c86c3ab7e14069605', name: 'Cloudflare Exposed Credentials Check', phase: 'http_request_firewall_managed', categories: [], categoriesComplete: false, rules: [] },
  { id: '77454fe2d30c4220b5701f6fdfb893ba', name: 'Cloudflare Free Managed Ruleset', phase: 'http_request_firewall_managed', categories: [], categoriesComplete: false, rules: [] },
  { id: 'e22d83c647c64a3eae91b71b499d988e', name: 'Cloudflare Sensitive Data Detection', phase: 'http_response_firewall_managed', categories: [], categoriesComplete: false, rules: [] },
  { id: '4d21379b4f9f4bb088e0729962c8b3cf', name: 'HTTP DDoS Attack Protection', phase: 'ddos_l7', categories: [], categoriesComplete: false, rules: [] },
  { id: '70339d97bdb34195bbf054b1ebe81f76', name: 'Cloudflare Normalization Ruleset', phase: 'http_request_sanitize', categories: [], categoriesComplete: false, rules: [] },
];

const BY_ID: ReadonlyMap<string, ManagedRulesetInfo> = new Map(MANAGED_RULESETS.map((r) => [r.id, r]));

export function managedRulesetInfo(id: string): ManagedRulesetInfo | undefined {
  return BY_ID.get(id);
}
