import type { DataSource } from './source.js';
import type { Tier } from './plans.js';

export const source: DataSource = {
  title: 'Rules-language limits: expression length, regexes, nesting, literals, list names, function arguments, plan gates',
  refs: [
    '../shared/reference/rules-language.md §2 (raw strings, integers), §5 (nesting), §8 (split, cidr, replacement references), §10 (list names), §11 (limits), §13',
    'cloudflare/wirefilter @af1a1e960a8fdc44a1a154553470dfbb286afbe8 engine/src/ast/parse.rs (max_nesting_depth 128), engine/src/rhs_types/bytes.rs (255 #), engine/src/rhs_types/int.rs (i64)',
    'developers.cloudflare.com/ruleset-engine/rules-language/expressions/ (4,096 characters); /waf/custom-rules (regex on Business and Enterprise)',
    'cloudflare/cloudflare-docs src/content/docs/ruleset-engine/rules-language/functions.mdx @12cd7d04 "Magic Firewall Functions" (bit_slice: the slice offset_end - offset_start cannot be longer than 32 bits; the offset cannot exceed 2,040 bits)',
  ],
  checked: '2026-11-24',
  notes: [
    'The spec states no expression limits; all values come from the reference.',
    'Nesting depth 128 is the open-source wirefilter default; the production value is not known [U].',
    'List names: the Lists index page gives ^[a-z0-9_]+$, the json-object page and OpenAPI-2023 ^[a-zA-Z0-9_]+$ [CONFLICT]. In an expression, wirefilter\'s list lexer accepts only [a-z0-9_.], so an upper-case name cannot be referenced: the lower-case pattern is applied.',
    'Regex plan gate: `matches` (and regex_replace) need Business or Enterprise (waf/custom-rules).',
  ],
};

export const EXPRESSION_LIMITS = {
  /** Maximum length of a rule expression, in characters. */
  maxLength: 4096,
  /** The dashboard's expression editor stops at this length. */
  dashboardMaxLength: 4000,
  /** Regex uses (`matches`/`~`) per rule; above it the rule cannot be created or updated. */
  maxRegexes: 64,
  /** Parentheses, `not`, function calls and `any`/`all` each add one level. */
  maxNestingDepth: 128,
  /** `#` characters around a raw string. */
  maxRawStringHashes: 255,
  /** Custom list names. */
  maxListNameLength: 50,
  /** `${n}` references in regex_replace / wildcard_replace replacements. */
  maxReplacementReference: 8,
  /** `split(input, separator, limit)`: limit bounds. */
  splitLimitMin: 1,
  splitLimitMax: 128,
  /** `cidr(ip, v4bits, v6bits)` / `cidr6(ip, v6bits)` bounds. */
  cidrIpv4BitsMin: 1,
  cidrIpv4BitsMax: 32,
  cidrIpv6BitsMin: 1,
  cidrIpv6BitsMax: 128,
  /** `bit_slice(protocol, offset_start, offset_end)`: at most 32 bits, offsets at most 2,040 bits. */
  bitSliceMaxBits: 32,
  bitSliceMaxOffset: 2040,
  /** Array indexes are unsigned 32-bit integers in wirefilter. */
  maxArrayIndex: 4294967295,
  /** Smallest plan on which `matches` and regex_replace are available. */
  regexMinimumTier: 'business' as Tier,
} as const;

/** Integer literals are signed 64-bit (wirefilter `i64`). */
export const INT64_MIN = -(2n ** 63n);
export const INT64_MAX = 2n ** 63n - 1n;

/** Custom list names (rules-language.md §10). */
export const LIST_NAME_PATTERN = /^[a-z0-9_]+$/;

/** Ports of origin rules and the edge port field (rulesets-api.md §9 route; rules-language.md §9.5). */
export const PORT_MIN = 0;
export const PORT_MAX = 65535;
