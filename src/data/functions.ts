import type { DataSource } from './source.js';
import type { Tier } from './plans.js';

export const source: DataSource = {
  title: 'Rules-language functions: signatures, argument kinds, where they may be used, plan gates',
  refs: [
    '../shared/reference/rules-language.md §6 (calls, argument kinds, [*] mapping), §8 (function table), §13 (placement and argument checks)',
    'cloudflare/cloudflare-docs src/content/docs/ruleset-engine/rules-language/functions.mdx @12cd7d04ee8fc78422ffcb0a63ed83f5c2ce8475 (read 2026-11-24 through src/data/rules-language-catalogue.generated.ts: signatures, "must be a field"/literal notes, placement notes, once-per-expression, argument limits; rules-language-catalogue.test.ts holds FUNCTIONS to it), @5d2cc64 (older)',
    'developers.cloudflare.com/changelog/2026-01-20-array-map-functions (has_key(map, key), has_value(map, value), split and join; examples `has_key(http.request.headers, "x-custom-header")`, `has_value(split(…, ","), ip.src.country)`), /changelog/2026-01-22-sha256-base64-encode-functions (encode_base64, sha256)',
    'developers.cloudflare.com/api-shield/security/jwt-validation/api (token validation rules: `is_jwt_valid("<token configuration id>")`)',
    'cloudflare/cloudflare-go v0.116.0 rulesets_test.go TestGetRuleset_WAF (normalize_url_path in the Cloudflare Normalization Ruleset)',
    'nfowl/tree-sitter-cloudflare test/validations/validator_test.go (the validate-expr API rejects `concat("test")` and `len("ten")`)',
    'cloudflare/wirefilter @af1a1e960a8fdc44a1a154553470dfbb286afbe8 engine/src/functions/concat.rs, engine/src/ast/function_expr.rs (argument lexing, [*] only in the first argument)',
    '../shared/reference/rulesets-api.md §9 (value expressions of rewrite and redirect action parameters)',
  ],
  checked: '2026-11-24',
  notes: [
    'The spec (2.6) shows no functions; everything here comes from the reference and the docs above.',
    'concat: the docs show no minimum; the API rejects a single argument (validator_test.go), so two are required. len: the docs do not say its argument must be a field, but the API rejects a literal (validator_test.go).',
    'has_key/has_value: the changelog names the first parameter `map`, and its has_value example passes an Array (split()): both are accepted. No placement note: allowed in every HTTP rule expression.',
    'split: functions.mdx makes `limit` mandatory; the 2026-01-20 changelog example calls split() with two arguments, so `limit` is optional here (when given, 1..128 is checked).',
    'is_jwt_valid: the JWT validation API pages show it in token validation rules and say it needs the API Shield add-on; placement is not restricted, plan Enterprise.',
    'normalize_url_path is used only by Cloudflare\'s managed URL normalization ruleset: it is known in rulesets of kind `managed` and unknown elsewhere.',
    'remove_bytes: the docs signature shows one parameter but their example passes two; two are required here (the example).',
    'is_timed_hmac_valid_v0: the signature on functions.mdx makes MessageMAC a `String field`; a literal is reported (a function call such as concat() is allowed, as the page\'s example shows).',
    'regex_replace: functions.mdx names no plan; rules-language.md §13 gates it to Business like `matches` [V docs].',
    'Functions not on functions.mdx @12cd7d04 (encode_base64, has_key, has_value, is_jwt_valid, sha256, normalize_url_path) come from the changelog, product and API pages above; the catalogue test lists them so a new one is noticed.',
    'sha256: "requires enablement", return type unknown [U]; typed as returning String and not restricted.',
    'bit_slice: functions.mdx states the slice as `offset_end - offset_start` (at most 32 bits) and the offset as at most 2,040 bits; both are checked on literal offsets (offset_end must be after offset_start).',
    '"Transform rewrite expressions" is read as every value expression of a Transform Rule (URL rewrite and header modification); to_string, uuidv4 and regex_replace are allowed in all of them.',
    'Whether regex_replace counts towards the 64-regex limit is not known; it is not counted.',
    'decode_base64: functions.mdx @12cd7d04 allows it in "Transform Rules, custom rules, and rate limiting rules"; an older Hugo-era version said "header modification rules" and rules-language.md §8 follows it. The newer page wins: every Transform Rules phase, URL rewrites included (checked 2026-11-25).',
    'Functions other than bit_slice are not documented for the network phases; using them there is reported.',
    'ends_with/starts_with second argument, join separator: the docs do not say whether a field is allowed, so any value is accepted.',
    'split: the reference allows it only in response header Transform Rules and Custom Error Rules; the provider\'s acceptance test TestAccCloudflareRuleset_SetCacheTagsRules (terraform-provider-cloudflare internal/services/ruleset/testdata/TestAccCloudflareRuleset_SetCacheTagsRules/2.tf @a2efdc57) uses it in a set_cache_tags expression of http_response_cache_settings, so that phase is allowed too.',
    'Value expressions must produce a String (issue 3), but the provider\'s acceptance tests (TestAccCloudflareRuleset_RewriteRules/1.tf, 2.tf @a2efdc57) set headers from `ip.src`: header slots accept any scalar and Array<String>; cache tags accept String and Array<String>; URL and redirect slots require a String.',
  ],
};

/**
 * Where a value (rewrite/redirect) expression sits in `action_parameters`.
 * Functions such as `regex_replace` are allowed only in some of them.
 */
export type ValueSlot =
  /** `rewrite` → `uri.path.expression` (http_request_transform). */
  | 'uri_path'
  /** `rewrite` → `uri.query.expression` (http_request_transform). */
  | 'uri_query'
  /** `rewrite` → `headers.<name>.expression` in http_request_late_transform (or the exposed-credential header of account custom rules). */
  | 'request_header'
  /** `rewrite` → `headers.<name>.expression` in http_response_headers_transform. */
  | 'response_header'
  /** `redirect` → `from_value.target_url.expression` (http_request_dynamic_redirect). */
  | 'redirect_target'
  /** `redirect` → `from_list.key` (http_request_redirect). */
  | 'redirect_list_key'
  /** `set_cache_tags` → `expression` (cache phases) [U]. */
  | 'cache_tags';

/** Phase of each value slot: used when the caller gives the slot but no phase, and the reverse. */
export const VALUE_SLOT_PHASES: Readonly<Record<ValueSlot, readonly string[]>> = {
  uri_path: ['http_request_transform'],
  uri_query: ['http_request_transform'],
  request_header: ['http_request_late_transform', 'http_request_firewall_custom'],
  response_header: ['http_response_headers_transform'],
  redirect_target: ['http_request_dynamic_redirect'],
  redirect_list_key: ['http_request_redirect'],
  cache_tags: ['http_request_cache_settings', 'http_response_cache_settings'],
};

export const VALUE_SLOTS = Object.keys(VALUE_SLOT_PHASES) as readonly ValueSlot[];

/**
 * What a value expression in each slot must produce: `string` = a String;
 * `header` = any scalar or an Array<String> (header values are converted:
 * the provider's acceptance tests set a header from `ip.src`); `tags` = a
 * String or an Array<String> (cache tags, e.g. from split()).
 */
export type ValueResult = 'string' | 'header' | 'tags';

export const VALUE_SLOT_RESULTS: Readonly<Record<ValueSlot, ValueResult>> = {
  uri_path: 'string',
  uri_query: 'string',
  request_header: 'header',
  response_header: 'header',
  redirect_target: 'string',
  redirect_list_key: 'string',
  cache_tags: 'tags',
};

/** Transform Rules: URL rewrite, request header and response header modification. */
export const TRANSFORM_PHASES = ['http_request_transform', 'http_request_late_transform', 'http_response_headers_transform'] as const;
const HEADER_TRANSFORM_PHASES = ['http_request_late_transform', 'http_response_headers_transform'] as const;
const CUSTOM_RULES = 'http_request_firewall_custom';
const RATE_LIMITING = 'http_ratelimit';
const CUSTOM_ERRORS = 'http_custom_errors';
/** Phases that serve both the response-header transform and the custom error fields (`cf.response.*`). */
export const RESPONSE_TRANSFORM_AND_CUSTOM_ERROR_PHASES = ['http_response_headers_transform', CUSTOM_ERRORS] as const;

const TRANSFORM_REWRITE_SLOTS: readonly ValueSlot[] = ['uri_path', 'uri_query', 'request_header', 'response_header'];
const URL_REWRITE_SLOTS: readonly ValueSlot[] = ['uri_path', 'uri_query'];

/**
 * Types a parameter accepts, in the docs' names. `Array` and `Map` accept any
 * element type; `Array<String>` only arrays of strings.
 */
export type ParamType = 'String' | 'Integer' | 'IP address' | 'Boolean' | 'Array' | 'Array<String>' | 'Map';

export interface ParamInfo {
  readonly name: string;
  readonly types: readonly ParamType[];
  /**
   * `field`: anything but a literal (a field, an indexed field or a function call);
   * `literal`: a literal only (its value is checked while parsing);
   * `any`: either.
   */
  readonly kind: 'any' | 'field' | 'literal';
  readonly optional?: boolean;
  /** The last parameter may repeat. */
  readonly variadic?: boolean;
}

export interface FunctionPlacement {
  /** Allowed phases; `undefined` = every HTTP phase (or every network phase when `network`). */
  readonly phases?: readonly string[];
  /** Only in value expressions of these `action_parameters` slots (never in a rule's filter). */
  readonly valueSlots?: readonly ValueSlot[];
  /** Only in the network phases (Magic Firewall); other functions are HTTP-only. */
  readonly network?: boolean;
  /** Words for messages: where the docs allow the function. */
  readonly description: string;
}

export interface FunctionInfo {
  readonly name: string;
  readonly params: readonly ParamInfo[];
  /**
   * Result type in the docs' names; `first-argument` = the type of the first
   * argument (concat of arrays returns an array).
   */
  readonly returns: 'String' | 'Integer' | 'IP address' | 'Boolean' | 'Array<String>' | 'first-argument';
  readonly placement: FunctionPlacement;
  /** Minimum plan; `undefined` = every plan. */
  readonly plan?: Tier;
  /** At most once per expression, and not nested with another such function. */
  readonly oncePerExpression?: boolean;
  /** The first argument must be one of these fields. */
  readonly firstArgumentFields?: readonly string[];
  /** Documentation words for `edgelint explain`. */
  readonly summary: string;
  /** Used only by Cloudflare's own managed rulesets: unknown to customer rules. */
  readonly cloudflareOnly?: boolean;
}

const EVERYWHERE: FunctionPlacement = { description: 'any HTTP rule expression' };

/** Every function of rules-language.md §8 except `any`/`all`, which the parser treats as quantifiers. */
export const FUNCTIONS: readonly FunctionInfo[] = [
  {
    name: 'bit_slice',
    params: [
      { name: 'protocol', types: ['String'], kind: 'any' },
      { name: 'offset_start', types: ['Integer'], kind: 'literal' },
      { name: 'offset_end', types: ['Integer'], kind: 'literal' },
    ],
    returns: 'Integer',
    placement: { network: true, description: 'Network Firewall (Magic Firewall) rules' },
    summary: 'bits of the raw ip/tcp/udp/icmp header',
  },
  {
    name: 'cidr',
    params: [
      { name: 'address', types: ['IP address'], kind: 'field' },
      { name: 'ipv4_network_bits', types: ['Integer'], kind: 'literal' },
      { name: 'ipv6_network_bits', types: ['Integer'], kind: 'literal' },
    ],
    returns: 'IP address',
    placement: { phases: [CUSTOM_RULES, RATE_LIMITING], description: 'custom rules and rate limiting rules' },
    summary: 'the network address of an IP for the given prefix lengths',
  },
  {
    name: 'cidr6',
    params: [
      { name: 'address', types: ['IP address'], kind: 'field' },
      { name: 'ipv6_network_bits', types: ['Integer'], kind: 'literal' },
    ],
    returns: 'IP address',
    placement: { phases: [CUSTOM_RULES, RATE_LIMITING], description: 'custom rules and rate limiting rules' },
    summary: 'the IPv6 network address (IPv4 unchanged)',
  },
  {
    name: 'concat',
    params: [
      { name: 'value', types: ['String', 'Array'], kind: 'any' },
      { name: 'value', types: ['String', 'Array'], kind: 'any', variadic: true },
    ],
    returns: 'first-argument',
    placement: EVERYWHERE,
    summary: 'joins strings (or arrays) in order',
  },
  {
    name: 'decode_base64',
    params: [{ name: 'source', types: ['String'], kind: 'field' }],
    returns: 'String',
    placement: {
      phases: [...TRANSFORM_PHASES, CUSTOM_RULES, RATE_LIMITING],
      description: 'Transform Rules, custom rules and rate limiting rules',
    },
    summary: 'decodes a Base64 string',
  },
  {
    name: 'encode_base64',
    params: [
      { name: 'input', types: ['String'], kind: 'any' },
      { name: 'flags', types: ['String'], kind: 'literal', optional: true },
    ],
    returns: 'String',
    placement: { phases: [...HEADER_TRANSFORM_PHASES], description: 'header Transform Rules' },
    summary: 'encodes in Base64 (flags: u = URL-safe, p = padding)',
  },
  {
    name: 'ends_with',
    params: [
      { name: 'source', types: ['String'], kind: 'field' },
      { name: 'suffix', types: ['String'], kind: 'any' },
    ],
    returns: 'Boolean',
    placement: EVERYWHERE,
    summary: 'true when the value ends with the suffix',
  },
  {
    name: 'has_key',
    params: [
      { name: 'map', types: ['Map'], kind: 'any' },
      { name: 'key', types: ['String'], kind: 'any' },
    ],
    returns: 'Boolean',
    placement: EVERYWHERE,
    summary: 'true when the map has the key',
  },
  {
    name: 'has_value',
    params: [
      { name: 'map', types: ['Map', 'Array'], kind: 'any' },
      { name: 'value', types: ['String', 'Integer', 'IP address', 'Boolean'], kind: 'any' },
    ],
    returns: 'Boolean',
    placement: EVERYWHERE,
    summary: 'true when the map (or array) holds the value',
  },
  {
    name: 'is_jwt_valid',
    params: [{ name: 'token_configuration_id', types: ['String'], kind: 'literal' }],
    returns: 'Boolean',
    placement: EVERYWHERE,
    plan: 'enterprise',
    summary: 'true when the request carries a JWT valid for the API Shield token configuration',
  },
  {
    name: 'is_timed_hmac_valid_v0',
    params: [
      { name: 'key', types: ['String'], kind: 'literal' },
      { name: 'message_mac', types: ['String'], kind: 'field' },
      { name: 'ttl', types: ['Integer'], kind: 'literal' },
      { name: 'current_timestamp', types: ['Integer'], kind: 'any' },
      { name: 'length_of_separator', types: ['Integer'], kind: 'literal', optional: true },
      { name: 'flags', types: ['String'], kind: 'literal', optional: true },
    ],
    returns: 'Boolean',
    placement: EVERYWHERE,
    plan: 'pro',
    summary: 'validates a time-limited HMAC token',
  },
  {
    name: 'join',
    params: [
      { name: 'items', types: ['Array<String>'], kind: 'any' },
      { name: 'separator', types: ['String'], kind: 'any' },
    ],
    returns: 'String',
    placement: {
      phases: [...TRANSFORM_PHASES, CUSTOM_RULES, CUSTOM_ERRORS],
      description: 'Transform Rules, custom rules and Custom Error Rules',
    },
    summary: 'joins an array of strings with a separator',
  },
  {
    name: 'len',
    params: [{ name: 'value', types: ['String', 'Array'], kind: 'field' }],
    returns: 'Integer',
    placement: EVERYWHERE,
    summary: 'byte length of a string or number of elements of an array',
  },
  {
    name: 'lookup_json_integer',
    params: [
      { name: 'field', types: ['String'], kind: 'any' },
      { name: 'key', types: ['String', 'Integer'], kind: 'any', variadic: true },
    ],
    returns: 'Integer',
    placement: EVERYWHERE,
    summary: 'integer at a key path of a JSON document',
  },
  {
    name: 'lookup_json_string',
    params: [
      { name: 'field', types: ['String'], kind: 'any' },
      { name: 'key', types: ['String', 'Integer'], kind: 'any', variadic: true },
    ],
    returns: 'String',
    placement: EVERYWHERE,
    summary: 'string at a key path of a JSON document',
  },
  {
    name: 'lower',
    params: [{ name: 'value', types: ['String'], kind: 'any' }],
    returns: 'String',
    placement: EVERYWHERE,
    summary: 'ASCII lower case',
  },
  {
    name: 'normalize_url_path',
    params: [{ name: 'path', types: ['String'], kind: 'field' }],
    returns: 'String',
    placement: EVERYWHERE,
    cloudflareOnly: true,
    summary: 'the URL path normalized as by URL normalization (Cloudflare managed rulesets only)',
  },
  {
    name: 'regex_replace',
    params: [
      { name: 'source', types: ['String'], kind: 'any' },
      { name: 'regular_expression', types: ['String'], kind: 'literal' },
      { name: 'replacement', types: ['String'], kind: 'literal' },
    ],
    returns: 'String',
    placement: {
      valueSlots: [...TRANSFORM_REWRITE_SLOTS, 'redirect_target'],
      description: 'transform rewrites and dynamic redirect targets',
    },
    plan: 'business',
    oncePerExpression: true,
    summary: 'replaces the first regex match (${1}..${8} refer to groups)',
  },
  {
    name: 'remove_bytes',
    params: [
      { name: 'source', types: ['String'], kind: 'any' },
      { name: 'bytes', types: ['String'], kind: 'literal' },
    ],
    returns: 'String',
    placement: EVERYWHERE,
    summary: 'removes every listed byte',
  },
  {
    name: 'remove_query_args',
    params: [
      { name: 'field', types: ['String'], kind: 'field' },
      { name: 'name', types: ['String'], kind: 'literal', variadic: true },
    ],
    returns: 'String',
    placement: { valueSlots: URL_REWRITE_SLOTS, description: 'URL rewrite expressions of Transform Rules' },
    firstArgumentFields: ['http.request.uri.query', 'raw.http.request.uri.query'],
    summary: 'removes query arguments by name',
  },
  {
    name: 'sha256',
    params: [{ name: 'input', types: ['String'], kind: 'any' }],
    returns: 'String',
    placement: EVERYWHERE,
    summary: 'SHA-256 hash (requires enablement)',
  },
  {
    name: 'split',
    params: [
      { name: 'input', types: ['String'], kind: 'any' },
      { name: 'separator', types: ['String'], kind: 'literal' },
      { name: 'limit', types: ['Integer'], kind: 'literal', optional: true },
    ],
    returns: 'Array<String>',
    placement: {
      phases: [...RESPONSE_TRANSFORM_AND_CUSTOM_ERROR_PHASES, 'http_response_cache_settings'],
      description: 'response header transforms, custom errors and cache tags',
    },
    summary: 'splits a string into at most `limit` parts',
  },
  {
    name: 'starts_with',
    params: [
      { name: 'source', types: ['String'], kind: 'field' },
      { name: 'prefix', types: ['String'], kind: 'any' },
    ],
    returns: 'Boolean',
    placement: EVERYWHERE,
    summary: 'true when the value starts with the prefix',
  },
  {
    name: 'substring',
    params: [
      { name: 'field', types: ['String'], kind: 'any' },
      { name: 'start', types: ['Integer'], kind: 'any' },
      { name: 'end', types: ['Integer'], kind: 'any', optional: true },
    ],
    returns: 'String',
    placement: EVERYWHERE,
    summary: 'bytes from start (inclusive) to end (exclusive); negative indexes count from the end',
  },
  {
    name: 'to_string',
    params: [{ name: 'value', types: ['Integer', 'Boolean', 'IP address'], kind: 'any' }],
    returns: 'String',
    placement: {
      valueSlots: [...TRANSFORM_REWRITE_SLOTS, 'redirect_target'],
      description: 'transform rewrites and dynamic redirect targets',
    },
    summary: 'the text of an integer, boolean or IP address',
  },
  {
    name: 'upper',
    params: [{ name: 'value', types: ['String'], kind: 'any' }],
    returns: 'String',
    placement: EVERYWHERE,
    summary: 'ASCII upper case',
  },
  {
    name: 'url_decode',
    params: [
      { name: 'source', types: ['String'], kind: 'field' },
      { name: 'options', types: ['String'], kind: 'literal', optional: true },
    ],
    returns: 'String',
    placement: EVERYWHERE,
    summary: 'decodes %XX and + (options: r = recursive, u = %uXXXX)',
  },
  {
    name: 'uuidv4',
    params: [{ name: 'seed', types: ['String'], kind: 'any' }],
    returns: 'String',
    placement: { valueSlots: TRANSFORM_REWRITE_SLOTS, description: 'rewrite expressions of Transform Rules' },
    summary: 'a random UUID v4 (pass cf.random_seed)',
  },
  {
    name: 'wildcard_replace',
    params: [
      { name: 'source', types: ['String'], kind: 'field' },
      { name: 'wildcard_pattern', types: ['String'], kind: 'literal' },
      { name: 'replacement', types: ['String'], kind: 'literal' },
      { name: 'flags', types: ['String'], kind: 'literal', optional: true },
    ],
    returns: 'String',
    placement: {
      valueSlots: [...URL_REWRITE_SLOTS, 'redirect_target'],
      description: 'URL rewrites and dynamic redirect targets',
    },
    oncePerExpression: true,
    summary: 'replaces a whole-value wildcard match (${1}..${8} refer to stars)',
  },
];

/** Quantifiers: parsed as logical operators over an `Array<Boolean>` (rules-language.md §6). */
export const QUANTIFIERS = ['any', 'all'] as const;

/** Allowed characters in the flag/option literals of some functions (rules-language.md §8). */
export const FUNCTION_FLAG_CHARACTERS: Readonly<Record<string, string>> = {
  encode_base64: 'up',
  url_decode: 'ru',
  wildcard_replace: 's',
  is_timed_hmac_valid_v0: 's',
};
