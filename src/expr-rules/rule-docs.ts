/**
 * The docs pages of the `expression/*` rules (`rules/expression/<name>.md`),
 * rendered from this table: the why, a real invalid and valid example, the
 * options, and the facts with their sources and the differences between the
 * spec, the reference and the library's reading of them (the `notes` of the
 * `src/data/` tables). `rule-docs.test.ts` checks that every page is the
 * rendering of this table (regenerate with `UPDATE_GOLDEN=1`) and that every
 * example lints as it claims.
 */
import type { AnyRule } from '../engine/rule.js';
import { MANAGED_LIST_NAMES } from '../expr/scheme.js';
import { wordList } from '../text/word-list.js';

export interface RuleDocExample {
  /** The document (YAML). */
  readonly code: string;
  /** Tool configuration the example needs (shown above it, applied when it is tested). */
  readonly config?: {
    readonly tier?: 'free' | 'pro' | 'business' | 'enterprise';
    readonly lists?: Readonly<Record<string, string>>;
    readonly options?: Readonly<Record<string, unknown>>;
  };
}

export interface RuleDoc {
  readonly why: string;
  readonly invalid: RuleDocExample;
  readonly valid: RuleDocExample;
  /** Markdown of the `## Options` section (rules with options). */
  readonly options?: string;
  /** Markdown bullets of `## Facts and sources`. */
  readonly facts: readonly string[];
}

const ruleset = (phase: string, expression: string, action = 'block'): string => `phase: ${phase}\nrules:\n  - action: ${action}\n    expression: ${expression}\n`;

const FIREWALL = 'http_request_firewall_custom';

/** Shared facts. */
const REF = '`../shared/reference/rules-language.md`';
const PARSE_ERRORS = 'The API\'s answer to an expression it cannot parse: `\'<expr>\' is not a valid value for expression because could not parse filter expression: Filter parsing error (<line>:<col>)` (reference rulesets-api.md §14).';
const WHERE_CHECKED =
  'Checked everywhere an expression sits: a rule\'s `expression`, `ratelimit.counting_expression`, `exposed_credential_check.username_expression`/`password_expression`, and the value expressions of `action_parameters` (`uri.path`/`uri.query.expression`, `headers.<name>.expression`, `from_value.target_url.expression`, `from_list.key`, the `expression` of `set_cache_tags`).';

export const RULE_DOCS: Readonly<Record<string, RuleDoc>> = {
  syntax: {
    why: `The API parses every expression when a rule is created or updated and rejects the whole request when one does not parse. edgelint parses with the grammar of wirefilter, the open-source engine of the Rules language: lower-case keywords (\`and\`, not \`AND\`), strings in double quotes with the escapes \`\\"\`, \`\\\\\`, \`\\xHH\` and \`\\OOO\` only, set members separated by spaces (not commas), \`starts_with\`/\`ends_with\` called as functions, never written as operators. Where the intent is clear (an upper-case keyword, \`=\` for \`==\`) the fix rewrites the token.`,
    invalid: {
      // cloudflare-docs operators.mdx: labelled "Invalid use of ends_with function".
      code: ruleset(FIREWALL, 'http.request.uri.path ends_with ".html"'),
    },
    valid: { code: ruleset(FIREWALL, 'ends_with(http.request.uri.path, ".html")') },
    facts: [
      `Grammar, lexical rules, literals and precedence (\`not\` > \`and\` > \`xor\` > \`or\`): ${REF} §1–§5, derived from cloudflare/wirefilter \`engine/src/ast/parse.rs\`; the invalid example is the one cloudflare-docs \`operators.mdx\` labels "Invalid use of ends_with function".`,
      PARSE_ERRORS,
      'Nesting depth: at most 128 levels (parentheses, `not`, calls, `any`/`all`), the wirefilter default; the production value is not known. Deeper input is a diagnostic, never a crash.',
      'A whole-expression `true` or `false` is accepted: the API accepts `"true"` (spec 2.6: "literal `true` matches all requests") although wirefilter has no Boolean literal [CONFLICT]; inside a larger expression it is an error.',
      'A blank rule `expression` is reported by `ruleset/expression-present` (API error 20125), and a blank `counting_expression` means "count what the rule matches"; an empty value expression (`uri.path.expression: ""`) is reported here.',
      '`any(… eq N and <Boolean field>)` is reported (decided 2026-11-25). wirefilter reads one argument inside `any(`/`all(` (cloudflare/wirefilter @af1a1e96 `engine/src/ast/function_expr.rs` `FunctionCallArgExpr::lex_with`, `logical_expr.rs` `lex_quantifier_expr`): a comparison, or a logical expression only when it starts with `(`, `not` or `any`/`all`; after `a[*] eq N` it expects `)` and fails at `and`. In double parentheses, `any((a[*] eq N and ssl))`, `and` joins an array of Booleans and a Boolean, a type mismatch (`lex_more_with_precedence`). A cloudflare-docs example (WAF leaked-credentials detection: rate limiting an ATO detection ID) writes `(any(cf.bot_management.detection_ids[*] eq 201326593 and cf.waf.credential_check.username_and_password_leaked))`; the spec says nothing of `any`, so the grammar decides. The working form closes `any()` first: `any(cf.bot_management.detection_ids[*] eq 201326593) and cf.waf.credential_check.username_and_password_leaked`. The message gives that fix only: the other form wirefilter reads, both sides in parentheses of their own (`any((a[*] eq 1 and a[*] ne 3))`), is right only when both sides compare elements of the same array, which the parser does not know where it stops, at the operator.',
      'Symbols from other languages get the Rules-language spelling: `===` → `==`, `!==` → `!=`, `=~` → `~`, `=>` → `>=`, `=<` → `<=`, a lone `=`, `&` or `|` between conditions → `==`, `&&`, `||`, a lone `^` → `^^`. A logical operator where a condition belongs (`a and and b`, `and a`) is reported at that operator (wirefilter reads it as a field name and fails with "unknown identifier").',
      'wirefilter skips only space, CR and LF between tokens (`lex.rs` `SPACE_CHARS`) after trimming the whole expression with Rust\'s `str::trim`. A no-break space or another Unicode space, a zero-width space or a byte order mark inside the expression (often pasted from a web page) is an error named by its code point; the fix writes a plain space. Quotes other than `"` (`\'`, `` ` ``, typographic quotes) do not start a string.',
      WHERE_CHECKED,
    ],
  },
  'unknown-field': {
    why: 'The API rejects an expression that names a field it does not know ("unknown identifier"). The field catalog holds every documented request, response and network (Magic Firewall) field with its type; a misspelt field gets a "did you mean".',
    invalid: {
      // cloudflare/cf-terraforming testdata/cloudflare/v4/cloudflare_filter.yaml: `ip.addr` is not a Rules-language field.
      code: ruleset(FIREWALL, 'http.request.uri.path contains "/xmlrpc.php" and ip.addr ne 172.16.22.155'),
    },
    valid: { code: ruleset(FIREWALL, 'http.request.uri.path contains "/xmlrpc.php" and ip.src ne 172.16.22.155') },
    facts: [
      'Fields: `../shared/reference/fields.tsv` (179 request and response fields from cloudflare-docs `src/content/fields/index.yaml` @0026d94e, 32 network fields from `magic-firewall.mdx` @abe3a22c) and the spec 2.6 (`tcp.dstport`, `ip.geoip.country`, `ip.src`, `ip.dst`).',
      '`cf.zone.plan` (required in account-level WAF rules, rulesets-api.md §6) and `cf.zone.name` (used by public configurations the API accepts: terraform-provider-cloudflare acceptance tests, cloudflare-docs Terraform examples) are in neither table and are added as String request fields.',
      '`cf.colo.id`, `cf.unique_visitor_id` and `cf.sequence.*` are named by the references only as rate-limit characteristics or header values, without a type: they are reported as unknown in expressions.',
      'The invalid example comes from a recorded legacy Filters API fixture (cloudflare/cf-terraforming `testdata/cloudflare/v4/cloudflare_filter.yaml`).',
      WHERE_CHECKED,
    ],
  },
  'unknown-function': {
    why: 'A call of a function the Rules language does not have is rejected by the API. Calling a field (`http.host(1)`) or naming a function without calling it (`len eq 1`) is reported here too.',
    invalid: { code: ruleset(FIREWALL, 'lowercase(http.host) eq "example.com"') },
    valid: { code: ruleset(FIREWALL, 'lower(http.host) eq "example.com"') },
    facts: [
      `Functions and signatures: ${REF} §8, from cloudflare-docs \`ruleset-engine/rules-language/functions.mdx\` @12cd7d0 and @5d2cc64 (and the 2026-01-22 changelog for \`encode_base64\`). The spec (2.6) shows no functions.`,
      'Completeness of the function list is not known (functions added after the copies read are missing); `sha256` "requires enablement" and its return type is not known — it is typed as a String.',
      'Added from later sources: `has_key`, `has_value` (developers.cloudflare.com/changelog/2026-01-20-array-map-functions), `is_jwt_valid` (API Shield JWT validation rules). `normalize_url_path` is used only by Cloudflare\'s managed URL normalization ruleset (cloudflare-go `TestGetRuleset_WAF`): it is known in a ruleset of kind `managed` read back from the API and reported as unknown in customer rules.',
    ],
  },
  'operator-type': {
    why: 'Each comparison operator is defined for some types only: `contains`, `matches` and `wildcard` need a String, ordering operators a number, and a Boolean field is tested bare (`ssl`, `not ssl`) — `ssl eq true` does not parse in wirefilter. The fix rewrites a Boolean comparison to the bare or negated field.',
    invalid: { code: ruleset(FIREWALL, 'cf.bot_management.verified_bot eq false and cf.bot_management.score lt 30') },
    valid: { code: ruleset(FIREWALL, 'not cf.bot_management.verified_bot and cf.bot_management.score lt 30') },
    facts: [
      `Operator/type table: ${REF} §7, from cloudflare/wirefilter \`engine/src/ast/field_expr.rs\`; Boolean fields with an operator: §13.`,
      'Arrays and maps (`http.request.headers.names`) cannot be compared directly: index them or use `any(… [*] …)`.',
    ],
  },
  'literal-type': {
    why: 'The right side of a comparison must be a literal of the left side\'s type: a quoted string for a String field, an integer for a number, an address for an IP field. CIDRs and ranges are allowed only inside a set (`in { … }`), sets and lists only after `in`, and fields cannot be compared with fields.',
    invalid: {
      // cloudflare-docs operators.mdx, logical operators table (OR row): a docs typo the parser rejects.
      code: ruleset(FIREWALL, 'http.host eq "www.cloudflare.com" or ip.src in 203.0.113.0/24'),
    },
    valid: { code: ruleset(FIREWALL, 'http.host eq "www.cloudflare.com" or ip.src in {203.0.113.0/24}') },
    facts: [
      `Literals and types: ${REF} §2, §7; CIDR or range outside \`{}\` and field-to-field comparisons: §13.`,
      'The invalid example is the OR row of the logical operators table in cloudflare-docs `operators.mdx` @38b341dd, a docs typo (the AND, XOR and NOT rows of the same table write `{203.0.113.0/24}`) [CONFLICT].',
      'cloudflare-docs `cloudflare-network-firewall/how-to/form-expressions.mdx` marks `ip.src == 192.0.2.0/24` as "# bad" for the same reason.',
    ],
  },
  'expression-type': {
    why: 'A rule\'s filter must be a Boolean and a value expression must produce a String. A comparison over `[*]` yields one result per element (an array of Booleans) and must be wrapped in `any(…)` or `all(…)`; `any`/`all` in turn need such an array.',
    invalid: {
      // cloudflare-docs values.mdx: marked "Invalid expression".
      code: ruleset(FIREWALL, 'http.request.headers.names[*] == "content-type"'),
    },
    valid: { code: ruleset(FIREWALL, 'any(http.request.headers.names[*] == "content-type")') },
    facts: [
      `\`[*]\`, \`any\`, \`all\`: ${REF} §6, §13; the invalid example is marked "Invalid expression" in cloudflare-docs \`ruleset-engine/rules-language/values.mdx\` @146311af.`,
      'Value expressions: the issue asks for String; the provider\'s acceptance tests (terraform-provider-cloudflare `TestAccCloudflareRuleset_RewriteRules/1.tf`, `2.tf` @a2efdc57) set headers from `ip.src`, so header values accept any scalar and Array<String>; cache tags accept String and Array<String>; URL rewrites and redirect targets require a String.',
    ],
  },
  'map-each': {
    why: '`[*]` maps a function or comparison over an array. It is allowed only in the first argument of a function and in a comparison that `any`/`all` wrap; every `[*]` inside one `any`/`all` must expand the same array; value expressions (a single String) cannot use it.',
    invalid: { code: ruleset(FIREWALL, 'any((http.request.headers.names[*] eq "x-api-key" and http.request.uri.args.names[*] eq "key"))') },
    valid: { code: ruleset(FIREWALL, 'any(http.request.headers.names[*] eq "x-api-key") and any(http.request.uri.args.names[*] eq "key")') },
    facts: [
      `${REF} §6 and §13, from cloudflare/wirefilter \`engine/src/ast/function_expr.rs\` (\`[*]\` only in the first argument) and cloudflare-docs \`values.mdx\`.`,
      'Two `[*]` in one index chain (`any(http.request.headers[*][*] eq "x")`) expand one array: the second unpacks the elements of the first, and wirefilter flattens them (@af1a1e96 `engine/src/ast/index_expr.rs` `MapEachIterator`, tested there with `[MapEach, MapEach]`); the "same array" rule of values.mdx is about separate `[*]` accesses (checked 2026-11-25).',
    ],
  },
  'field-phase': {
    why: 'Fields exist only where their data does: response fields (`http.response.*`) not in request phases, body fields only where the phase reads the body, packet fields (`tcp.dstport`) only in the network phases (`magic_transit*`, `ddos_l4`) and HTTP fields only outside them, and some fields only in certain products. A rate limiting rule\'s `counting_expression` may read response fields; its rule `expression` may not.',
    invalid: { code: ruleset(FIREWALL, 'http.request.uri.path eq "/login" and http.response.code eq 401') },
    valid: {
      // cloudflare-docs terraform/additional-configurations/rate-limiting-rules.mdx @151a90d2: a counting expression with a response field.
      code: 'phase: http_ratelimit\nrules:\n  - action: block\n    expression: (http.host eq "www.example.com") and (http.request.uri.path matches "^/status/")\n    ratelimit:\n      characteristics: [cf.colo.id, ip.src]\n      period: 60\n      requests_per_period: 100\n      mitigation_timeout: 600\n      counting_expression: (http.host eq "www.example.com") and (http.request.uri.path matches "^/status/") and (http.response.code eq 404)\n',
    },
    facts: [
      `Where fields are usable: \`fields.tsv\` (\`where_usable\`), ${REF} §9.3, §9.6, §9.7, §13; which phases read the body: reference rulesets-api.md §6 (\`src/data/phases.ts\`).`,
      'HTTP and network fields are separate tables: `ip.src`, `ip.src.country` and `ip.geoip.country` exist in both, with different meanings.',
      'The valid example is the rate limiting rule of cloudflare-docs `terraform/additional-configurations/rate-limiting-rules.mdx` @151a90d2.',
      'Phase-dependent checks are skipped for a ruleset without a known phase (`ruleset/known-phase` reports the phase).',
    ],
  },
  'function-phase': {
    why: 'Some functions are allowed only in some places: `regex_replace`, `wildcard_replace`, `to_string`, `uuidv4` and `remove_query_args` only in value expressions (rewrites, redirect targets), `cidr`/`cidr6` only in custom and rate limiting rules, `bit_slice` only in network phases; `regex_replace`/`wildcard_replace` at most once per expression and not together.',
    invalid: { code: ruleset(FIREWALL, 'regex_replace(http.request.uri.path, "^/old/", "/new/") eq "/new/"') },
    valid: {
      code: 'phase: http_request_transform\nrules:\n  - action: rewrite\n    expression: starts_with(http.request.uri.path, "/old/")\n    action_parameters:\n      uri:\n        path:\n          expression: regex_replace(http.request.uri.path, "^/old/", "/new/")\n',
    },
    facts: [
      `Placement: ${REF} §8 (function table), §13; rulesets-api.md §9 (value expressions of rewrite and redirect rules).`,
      '"Transform rewrite expressions" is read as every value expression of a Transform Rule (URL rewrite and header modification).',
      '`split` is documented for response header transforms and Custom Error Rules only; the provider\'s acceptance test `TestAccCloudflareRuleset_SetCacheTagsRules/2.tf` @a2efdc57 uses it in a `set_cache_tags` expression of `http_response_cache_settings`, which is therefore allowed too.',
      'Functions other than `bit_slice` are not documented for the network phases; using them there is reported.',
    ],
  },
  'function-arguments': {
    why: 'A call needs the right number of arguments, of the right kind and type: some arguments must be a field (not a literal), some a literal, some within a range (`split` limit 1..128, `cidr` bits 1..32/1..128), replacement references at most `${8}`.',
    invalid: {
      // cloudflare-docs functions.mdx: url_decode("John%20Doe") is an illustration; "the source must be a field".
      code: ruleset(FIREWALL, 'url_decode("John%20Doe") eq "John Doe"'),
    },
    valid: { code: ruleset(FIREWALL, 'url_decode(http.request.uri.query) contains "John Doe"') },
    facts: [
      `Signatures and argument constraints: ${REF} §8, §13, from cloudflare-docs \`functions.mdx\` @12cd7d04; the invalid example is one of the page's \`url_decode\` illustrations, whose source "must be a field, that is, it cannot be a literal string".`,
      '`remove_bytes`: the docs signature shows one parameter but their example passes two; two are required.',
      '`bit_slice`: functions.mdx ("Magic Firewall Functions") says the slice (`offset_end` – `offset_start`) cannot be longer than 32 bits and the offset cannot exceed 2,040 bits; literal offsets are checked against both. `ends_with`/`starts_with` second argument and the `join` separator accept any value.',
      '`concat` needs two arguments and `len` a field: the docs say neither, but the validate-expr API rejects `concat("test")` and `len("ten")` (nfowl/tree-sitter-cloudflare `test/validations/validator_test.go`).',
      '`has_key(map, key)` and `has_value(map, value)` (changelog 2026-01-20) take a map field whole, such as `http.request.headers`; `has_value` also takes an array, as the changelog\'s `has_value(split(…), ip.src.country)` does.',
    ],
  },
  'invalid-ip': {
    why: 'An IP literal must be a valid IPv4 (four decimal octets, no leading zeros) or IPv6 address, and a CIDR prefix must fit the family (0–32, 0–128). The API rejects anything else.',
    invalid: { code: ruleset(FIREWALL, 'ip.src in {192.0.2.0/24 198.51.100.300 2001:db8::/129}') },
    valid: { code: ruleset(FIREWALL, 'ip.src in {192.0.2.0/24 198.51.100.30 2001:db8::/48}') },
    facts: [`IP literals, CIDRs: ${REF} §2 (IPv4, IPv6, CIDR inside sets), §13.`],
  },
  'invalid-range': {
    why: 'A range `a..b` inside a set must not be reversed, an IP range cannot mix IPv4 and IPv6, and a range is one token: `{8000.. 8009}` is the range `8000..` without an end, followed by `8009`. The fix swaps a reversed range.',
    invalid: { code: ruleset('magic_transit', 'tcp.dstport in {8009..8000}') },
    valid: { code: ruleset('magic_transit', 'tcp.dstport in {8000..8009}') },
    facts: [
      `Ranges: spec 2.6 (range \`a..b\` in a set); ${REF} §2, §13 (last < first and mixed families are errors in wirefilter).`,
      'A bound missing on either side of `..` (`8000..`, `..8009`, a lone `..` between spaces): wirefilter reads the value after `..` at once (cloudflare/wirefilter @af1a1e96 `engine/src/rhs_types/int.rs`, `ip.rs`) and fails on the space (checked 2026-11-25).',
    ],
  },
  'cidr-host-bits': {
    why: '`192.0.2.1/24` has host bits set; the network is `192.0.2.0/24`. Such a CIDR is probably rejected, and at best it means the network, not the host — the fix writes the network address.',
    invalid: { code: ruleset(FIREWALL, 'ip.src in {192.0.2.1/24}') },
    valid: { code: ruleset(FIREWALL, 'ip.src in {192.0.2.0/24}') },
    facts: [`${REF} §13: "CIDR with host bits set → likely error" [U] — whether the API rejects it is not verified, so this is a warning.`],
  },
  'invalid-regex': {
    why: '`matches` (and `regex_replace`) patterns are compiled by the Rust `regex` engine when the rule is saved. It has no look-around (`(?=`, `(?!`, `(?<=`, `(?<!`) and no backreferences (`\\1`); a pattern that does not compile is rejected. The report points at the offending token inside the pattern.',
    invalid: { code: ruleset(FIREWALL, 'http.request.uri.path matches "^/(?!api/)"') },
    valid: { code: ruleset(FIREWALL, 'http.request.uri.path matches "^/api/v[0-9]+/"') },
    facts: [
      `Regex dialect: ${REF} §12 (Rust \`regex\`, leftmost-first, linear time; no look-around, no backreferences), from cloudflare/wirefilter (\`imp_real.rs\`).`,
      'The valid example is from terraform-provider-cloudflare `internal/services/ruleset/testdata/TestAccCloudflareRuleset_SetCacheTagsRules/2.tf` @a2efdc57. Regexes need the Business plan or above: see `expression/plan-feature`.',
    ],
  },
  'regex-unicode': {
    why: 'The Rules language compiles regexes with Unicode off: patterns match bytes, `.` is one byte and classes are ASCII. `\\p{…}` classes and non-ASCII letters need Unicode mode, switched on with `(?u)` at the start of the pattern.',
    invalid: { code: ruleset(FIREWALL, 'url_decode(http.request.uri.path) matches "\\p{Hangul}+"') },
    valid: {
      // cloudflare-docs functions.mdx @12cd7d04: the (?u) example.
      code: ruleset(FIREWALL, 'url_decode(http.request.uri.path) matches "(?u)\\p{Hangul}+"'),
    },
    facts: [`${REF} §12: "Built with Unicode and UTF-8 off → byte matching"; "\`(?u)\` turns Unicode on inside a pattern". The valid example is cloudflare-docs \`ruleset-engine/rules-language/functions.mdx\` @12cd7d04.`],
  },
  'invalid-wildcard': {
    why: 'In a `wildcard`/`strict wildcard` pattern, `*` matches any run of characters; `**` is rejected, and the only escapes are `\\*` and `\\\\`.',
    invalid: { code: ruleset('http_request_dynamic_redirect', 'http.request.full_uri wildcard "https://example.com/**"', 'redirect') },
    valid: { code: ruleset('http_request_dynamic_redirect', 'http.request.full_uri wildcard "https://example.com/*"', 'redirect') },
    facts: [`Wildcard semantics: ${REF} §4 ("Wildcard semantics", from cloudflare/wirefilter \`wildcard.rs\`), §11 (\`**\` rejected), §13.`],
  },
  'unknown-list': {
    why: `A \`$name\` that no list answers to never matches (or is rejected). Managed lists (\`$cf.*\`, \`$svc.*\`) are always known: ${wordList(MANAGED_LIST_NAMES.map((n) => `$${n}`), { code: true })}. Account lists come from the manifest's \`account.lists\` — when the account has a \`lists\` member (an empty one declares there are none) — and from the tool configuration's \`lists: { name: kind }\`. When edgelint lints a project (\`edgelint\` on files or folders, the library's \`lint\`), a manifest that declares no lists of its own reads those its account declares in another file of the run — by the account's \`id\`, or for a zones-only file the only account that declares lists — so a zone file is checked against the account file. A Terraform file reads the lists of the other files of its folder (the module), and a name none of them declares is reported once every Terraform file of the folder is in the run. For a document whose lists are described nowhere (a raw API ruleset, a zones-only manifest alone, an account without \`lists\`) and no configured lists, custom list names are **not** checked: the lists live in the account where edgelint cannot see them. Configure \`lists\` to have them checked. A file linted alone (standard input, an editor's buffer) sees only itself and the configuration.`,
    invalid: {
      code: 'account:\n  id: 01a7362d577a6c3019a474fd6f485823\n  lists:\n    - { name: office_ips, kind: ip, items: ["192.0.2.0/24"] }\n  rulesets:\n    - name: Network firewall\n      kind: root\n      phase: magic_transit\n      rules:\n        - action: block\n          expression: tcp.dstport in { 8080 8443 } and not ip.src in $office_ip\n',
    },
    valid: {
      // design.md: the manifest example.
      code: 'account:\n  id: 01a7362d577a6c3019a474fd6f485823\n  lists:\n    - { name: office_ips, kind: ip, items: ["192.0.2.0/24"] }\n  rulesets:\n    - name: Network firewall\n      kind: root\n      phase: magic_transit\n      rules:\n        - action: block\n          expression: tcp.dstport in { 8080 8443 } and not ip.src in $office_ips\n',
    },
    facts: [
      'Spec 2.6: lists usable with `ip.src`/`ip.dst` are `$svc.anonymizer`, `$svc.botnetcc`, `$svc.malware` "and the name of an account-level rules list"; the public docs name the managed lists `$cf.open_proxies`, `$cf.anonymizer`, `$cf.vpn`, `$cf.malware`, `$cf.botnetcc` (' + REF + ' §10). Both namespaces are accepted [CONFLICT: the spec wins, real configurations use `$cf.*`].',
      'The reference suggests only a warning for an unknown managed list; edgelint reports it as unknown like any other list, because a misspelt managed list never matches.',
      'Tool configuration: `lists: { office_ips: ip, partners: hostname }` (kinds `ip`, `hostname`, `asn`, `redirect`); a manifest declaration wins over the configuration for the same name.',
    ],
  },
  'list-name': {
    why: 'A custom list name is lower-case letters, digits and `_`, at most 50 characters; a name with a dot must be a managed list (`$cf.…`, `$svc.…`). wirefilter\'s list lexer cannot even read other names.',
    invalid: { code: ruleset(FIREWALL, 'ip.src in $Office_IPs') },
    valid: { code: ruleset(FIREWALL, 'ip.src in $office_ips') },
    facts: [
      `${REF} §10, §11: \`^[a-z0-9_]+$\`, at most 50 characters (Lists index page).`,
      'The lists json-object page and OpenAPI-2023 allow upper case (`^[a-zA-Z0-9_]+$`) [CONFLICT]; in an expression wirefilter\'s lexer accepts only `[a-z0-9_.]`, so an upper-case name cannot be referenced and the lower-case pattern is applied.',
    ],
  },
  'list-kind': {
    why: 'Each list holds one kind of item: an IP list is compared with IP fields (`ip.src`), an ASN list with `ip.src.asnum`, a hostname or redirect list with String fields. A list of another kind never matches. The kind comes from the declaration the file sees: its manifest\'s `account.lists`, the configuration\'s `lists`, or in a project run the account file (or another Terraform file of the module) that declares the list (see `expression/unknown-list`).',
    invalid: {
      code: 'account:\n  id: 01a7362d577a6c3019a474fd6f485823\n  lists:\n    - { name: partner_hosts, kind: hostname }\n  rulesets:\n    - name: Network firewall\n      kind: root\n      phase: magic_transit\n      rules:\n        - action: skip\n          expression: ip.src in $partner_hosts\n',
    },
    valid: {
      code: 'account:\n  id: 01a7362d577a6c3019a474fd6f485823\n  lists:\n    - { name: partner_ips, kind: ip }\n  rulesets:\n    - name: Network firewall\n      kind: root\n      phase: magic_transit\n      rules:\n        - action: skip\n          expression: ip.src in $partner_ips\n',
    },
    facts: [
      `${REF} §10: kinds custom IP, hostname, ASN; Bulk Redirect lists are a separate kind; one type per list. Managed lists are IP lists.`,
      'A declared list whose `kind` is not valid is not compared (the schema rules report the kind).',
    ],
  },
  'max-length': {
    why: 'The API accepts expressions of at most 4,096 characters; a longer one is rejected. The part beyond the limit is reported. Long expressions usually want a list (`$name`) or a set instead of chained comparisons.',
    invalid: { code: ruleset(FIREWALL, 'http.host in {"a.example.com" "b.example.com"}'), config: { options: { maxLength: 40 } } },
    valid: { code: ruleset(FIREWALL, 'http.host in $partner_hosts'), config: { options: { maxLength: 40 } } },
    options: '- `maxLength` (integer, default 4096): the most characters (UTF-16 code units) an expression may have. The examples use `maxLength: 40`.',
    facts: [`${REF} §11: 4,096 characters (cloudflare-docs \`ruleset-engine/rules-language/expressions/\`). The spec states no limit.`],
  },
  'dashboard-length': {
    why: 'The dashboard\'s expression editor stops at 4,000 characters: a longer expression (up to the API\'s 4,096) can be deployed through the API but not edited in the dashboard. Above 4,096 `expression/max-length` reports it instead.',
    invalid: { code: ruleset(FIREWALL, 'http.host in {"a.example.com" "b.example.com"}'), config: { options: { maxLength: 40 } } },
    valid: { code: ruleset(FIREWALL, 'http.host in $partner_hosts'), config: { options: { maxLength: 40 } } },
    options: '- `maxLength` (integer, default 4000): the longest expression the editor accepts. The examples use `maxLength: 40`.',
    facts: [`${REF} §11: "Expression length 4,096 characters (dashboard: 4,000)" [V docs].`],
  },
  'max-regexes': {
    why: 'A rule may use at most 64 regular expressions (`matches`, `~`); above that it cannot be created or updated. The first regex beyond the limit is reported, from its operator to its pattern.',
    invalid: { code: ruleset(FIREWALL, 'http.request.uri.path matches "^/wp-" or http.user_agent matches "(?i)curl"'), config: { options: { max: 1 } } },
    valid: { code: ruleset(FIREWALL, 'starts_with(http.request.uri.path, "/wp-") or http.user_agent matches "(?i)curl"'), config: { options: { max: 1 } } },
    options: '- `max` (integer, default 64): the most regex comparisons one expression may use. The examples use `max: 1`.',
    facts: [
      `${REF} §11: 64 regexes per rule; "rules above it cannot be created/updated" (2026 docs).`,
      'Whether `regex_replace` counts towards the limit is not known; it is not counted.',
    ],
  },
  'plan-feature': {
    why: 'Some features need a higher plan than the account\'s: regular expressions (`matches`, `regex_replace`) need Business or Enterprise, some fields and functions Enterprise or an add-on. The check runs only when the tool configuration (or `--tier`) names the plan.',
    invalid: { code: ruleset(FIREWALL, 'http.request.uri.path matches "^/api/"'), config: { tier: 'pro' } },
    valid: { code: ruleset(FIREWALL, 'starts_with(http.request.uri.path, "/api/")'), config: { tier: 'pro' } },
    facts: [
      `${REF} §11 (custom rules per plan: regex only on Business and Enterprise, cloudflare-docs \`waf/custom-rules\`), plans of fields from \`fields.tsv\` (\`plan\`), function plans from ${REF} §8.`,
      'The plan is the tool configuration\'s `tier` (`free`, `pro`, `business`, `enterprise`); without it nothing is reported.',
    ],
  },
  'deprecated-field': {
    why: 'The `ip.geoip.*` fields are deprecated aliases of `ip.src.*`; they still work, but new rules should use the replacement, which the fix writes. `cf.threat_score` is obsolete: it is always 0, so a rule that tests it never (or always) matches.',
    invalid: { code: ruleset(FIREWALL, 'ip.geoip.country in {"GB" "FR"}') },
    valid: { code: ruleset(FIREWALL, 'ip.src.country in {"GB" "FR"}') },
    facts: [
      'The spec names `ip.geoip.country` as the country field (2.6); the reference marks it deprecated in favour of `ip.src.country` (' + REF + ' §9.4, `fields.tsv` `deprecated_alias_of`). The spec wins on validity: it is accepted, typed like `ip.src.country`, and reported only as deprecated (a warning), never as unknown.',
      'In the network phases `ip.geoip.country` matches the source *or* the destination address; the replacement depends on intent (`ip.src.country` or `ip.dst.country`), so the report offers suggestions instead of an automatic fix.',
      '`cf.threat_score` is obsolete (always 0) but not marked deprecated (`fields.tsv`).',
    ],
  },
  'constant-comparison': {
    why: 'A comparison with a value outside the field\'s domain is always true or always false: `cf.waf.score` is 1–99, ports 0–65535, enumerations have fixed values (`cf.waf.score.class` is `attack`, `likely_attack`, `likely_clean` or `clean`), and some fields are always lower case (`http.request.uri.path.extension`). The rule then never (or always) matches.',
    invalid: { code: ruleset(FIREWALL, 'http.request.uri.path.extension eq "PDF"') },
    valid: { code: ruleset(FIREWALL, 'http.request.uri.path.extension eq "pdf"') },
    facts: [
      `Value domains and case: ${REF} §13 (\`cf.waf.score*\` 1–99, \`cf.bot_management.score\` 1–99, \`cf.edge.server_port\` 1–65535, \`http.request.timestamp.msec\` 0–999, enumerations of \`cf.waf.score.class\` and \`cf.response.error_type\`; lower-cased extension and media type).`,
      'Packet field domains (ports 0–65535, 8-bit TTL/type/code/flags) come from the header field widths (RFC 791, 793, 768, 792); the reference says its sources do not state them.',
    ],
  },
  'duplicate-set-member': {
    why: 'A set member written twice (or once as `80` and once as `0x50`) is harmless but usually a copy-paste slip that hides a missing value. The fix removes the repetition.',
    invalid: { code: ruleset(FIREWALL, 'http.host in {"www.example.com" "api.example.com" "www.example.com"}') },
    valid: { code: ruleset(FIREWALL, 'http.host in {"www.example.com" "api.example.com"}') },
    facts: [`Sets: ${REF} §2 (set literals), §4 (\`in\`).`],
  },
  'prefer-contains': {
    why: 'A regex without special characters is a substring test (`contains`) or, anchored at both ends, an equality (`eq`). The plain operators do the same without spending one of the 64 regexes a rule may use, and work on every plan (regexes need Business or above). The fix rewrites the comparison.',
    invalid: { code: ruleset(FIREWALL, 'http.request.uri.path matches "wp-login"') },
    valid: { code: ruleset(FIREWALL, 'http.request.uri.path contains "wp-login"') },
    facts: [`${REF} §11 (64 regexes per rule; regex on Business and Enterprise only), §12 (\`matches\` is a partial match unless anchored).`],
  },
  'method-case': {
    why: '`http.request.method` holds the method in upper case; compared with `"post"` it never matches. The fix writes it in upper case.',
    invalid: { code: ruleset(FIREWALL, 'http.request.method eq "post" and http.request.uri.path eq "/login"') },
    valid: { code: ruleset(FIREWALL, 'http.request.method eq "POST" and http.request.uri.path eq "/login"') },
    facts: [`${REF} §13: "\`http.request.method\` compared with a lowercase literal never matches (values are uppercase)" [V docs].`],
  },
  'header-key-case': {
    why: 'The keys of `http.request.headers`, `http.response.headers` (and the other header maps) are lower-cased: `http.request.headers["X-Api-Key"]` never matches anything. The fix writes the key in lower case.',
    invalid: { code: ruleset(FIREWALL, 'not any(http.request.headers["X-Api-Key"][*] eq "s3cr3t")') },
    valid: { code: ruleset(FIREWALL, 'not any(http.request.headers["x-api-key"][*] eq "s3cr3t")') },
    facts: [`${REF} §13: "Header map keys with uppercase letters (\`http.request.headers["Content-Type"]\`) never match (keys are lowercased)" [V docs].`],
  },
  'country-code': {
    why: 'Country fields hold ISO 3166-1 alpha-2 codes in upper case (plus `T1` for Tor); continent fields hold `AF AN AS EU NA OC SA T1`. An invalid or lower-case code never matches. `UK` is not an ISO code: the United Kingdom is `GB`.',
    invalid: { code: ruleset(FIREWALL, 'ip.src.country in {"UK" "IE"}') },
    valid: { code: ruleset(FIREWALL, 'ip.src.country in {"GB" "IE"}') },
    facts: [
      'Spec 2.6: `ip.geoip.country` is a "2-letter code, ISO 3166-1 alpha 2"; ' + REF + ' §9.4, §13 (T1 = Tor; continents AF AN AS EU NA OC SA T1).',
      '`XX` (no country information) and `XK` (Kosovo, user-assigned) are accepted because Cloudflare geolocation returns them; the reference does not list them [U].',
    ],
  },
  'undocumented-syntax': {
    why: 'Some syntax is accepted by the open-source parser but not documented by Cloudflare (or rejected by it although users write it): tabs as whitespace, octal integers (`0123` is 83), hex byte strings, the bitwise `&`, ordering of IP addresses, `contains { … }`. Whether production accepts them is not known; write the documented form.',
    invalid: { code: ruleset('magic_transit', 'tcp.dstport eq 0123') },
    valid: { code: ruleset('magic_transit', 'tcp.dstport eq 123') },
    facts: [
      `${REF} §1 (tabs are not whitespace in wirefilter), §2 (octal integers, hex byte strings), §13 (\`&\`/\`bitwise_and\`, IP ordering [CONFLICT: docs say unsupported]); production behaviour [U], hence warnings.`,
    ],
  },
  'account-zone-plan': {
    why: 'Account-level WAF rules run on every zone of the account, but only Enterprise zones may use them: the API rejects a rule of an account-level `http_request_firewall_custom` or `http_request_firewall_managed` entry point ruleset (kind `root`) whose expression does not end with `and cf.zone.plan eq "ENT"`. The fix appends the clause (parenthesising an `or`/`xor` expression first, and turning a whole-expression `true` into the clause itself).',
    invalid: {
      code: 'account:\n  id: 01a7362d577a6c3019a474fd6f485823\n  rulesets:\n    - name: Account WAF\n      kind: root\n      phase: http_request_firewall_custom\n      rules:\n        - action: execute\n          expression: cf.zone.name eq "example.com"\n          action_parameters: { id: 2f2feab2026849078ba485f918791bdc }\n',
    },
    valid: {
      // cloudflare-docs ruleset-engine/custom-rulesets/deploy-custom-ruleset: the deploy example.
      code: 'account:\n  id: 01a7362d577a6c3019a474fd6f485823\n  rulesets:\n    - name: Account WAF\n      kind: root\n      phase: http_request_firewall_custom\n      rules:\n        - action: execute\n          expression: (cf.zone.name == "example.com") and cf.zone.plan eq "ENT"\n          action_parameters: { id: 2f2feab2026849078ba485f918791bdc }\n',
    },
    options: '- `kinds` (array of `root`, `custom`; default `["root"]`): the kinds of account rulesets whose rules need the clause. Add `custom` to check the rules inside account custom rulesets too.',
    facts: [
      'Reference rulesets-api.md §6: "account-level WAF rules/exceptions must end with `and cf.zone.plan eq "ENT"` or the API rejects them"; the docs\' deploy examples (`ruleset-engine/custom-rulesets/deploy-custom-ruleset`, `waf/account/managed-rulesets/deploy-api`) write `(cf.zone.name == "example.com") and cf.zone.plan eq "ENT"`.',
      'Only entry point (`root`) rulesets are checked by default: the rules *inside* an account custom ruleset are run by the entry point\'s execute rule, and the docs\' own custom ruleset example (`waf/account/custom-rulesets/create-api`: `not starts_with(http.request.uri.path, "/api/")`) has no clause. The option `kinds` extends the check.',
      'Accepted: the clause as the whole expression or as any operand of the top-level `and`, in either notation (`eq`/`==`, `and`/`&&`), in parentheses or not. Whether the API insists on the clause being last is not known; the meaning is the same, so edgelint does not insist.',
      'Account-level rate limiting rulesets (`http_ratelimit`) also use the clause in the docs\' Terraform example, but the reference does not require it there: not checked.',
    ],
  },
  contradiction: {
    why: 'The semantic engine (`src/semantic/`) computes, per field, the set of requests each condition matches: equality sets, integer and IP ranges, string prefixes, suffixes, case and shape, and an opaque variable for what it does not model (a regex, a list, `any(…)`). An `and` whose operands cannot all hold at once never matches, so the rule around it does nothing (or, under `not`, everything) — usually a typo such as `and` written for `or`, or two values of one field. The report points at the operand that conflicts with those before it. The engine only over-approximates, so a contradiction it reports is certain; an `and` whose operand never holds on its own is `expression/impossible-value`\'s report instead.',
    invalid: { code: ruleset(FIREWALL, 'http.host eq "a.example.com" and http.host eq "b.example.com"') },
    valid: { code: ruleset(FIREWALL, 'http.host eq "a.example.com" or http.host eq "b.example.com"') },
    facts: [
      'A field holds one value per request, and field values do not change within a phase (`../shared/reference/rulesets-api.md` §7).',
      'Missing values (an absent header or map key): the docs say every comparison on them is false, wirefilter answers `ne` with true [CONFLICT, rules-language.md §7]. The engine treats both readings as possible and reports only what is impossible under both.',
      'Integer and IP comparisons (`eq`, `ne`, ordering, `in` with ranges and CIDRs) are exact; IPv4 and IPv6 addresses never equal each other. String literals are exact with `eq`/`in`; prefixes (`starts_with`), suffixes, `contains` and wildcards conflict only when certain (two prefixes that disagree, a negated prefix implied by a positive one).',
      `Checked in rule filters and rate limiting counting expressions, when the expression has no error that makes its meaning uncertain (syntax, types, unknown fields, invalid literals). The property test \`src/semantic/engine.property.test.ts\` checks the engine against brute-force evaluation of generated conditions on generated requests.`,
      'Terraform: a comparison whose literal holds a value known only at apply time (`"${var.host}"`, a `local`, a resource attribute) stands for any value of its type, so it never makes a contradiction; the known parts of the same expression are still checked. The property test `src/semantic/engine-eval.property.test.ts` checks every proof made with such a literal against concrete values.',
    ],
  },
  tautology: {
    why: 'An `or` that every request satisfies makes the rule (or that part of it) match everything: usually `ne` written twice with `or` where `and` was meant (`host ne "a" or host ne "b"` is true for every host), or numeric ranges that overlap. The engine (`src/semantic/`) proves it by showing that no request fails every operand; the report points at the operand that completes the cover. An operand that is always true on its own is not reported here.',
    invalid: { code: ruleset(FIREWALL, 'http.host ne "a.example.com" or http.host ne "b.example.com"') },
    valid: { code: ruleset(FIREWALL, 'http.host ne "a.example.com" and http.host ne "b.example.com"') },
    facts: [
      'Same engine and missing-value rule as `expression/contradiction`: `h["x"][0] eq "a" or h["x"][0] ne "a"` is not reported, because under the docs\' reading a request without the header fails both.',
      'A whole-expression `true` is the documented way to match everything and is not an `or`.',
    ],
  },
  'impossible-value': {
    why: 'Some fields and function results have a known shape, and a literal outside it never matches: `lower()` returns lower-case text, a path starts with `/`, `http.request.uri.query` has no leading `?`, an extension has no dot, `http.host` is a host name (no `/`, no `*` — `eq` does not expand wildcards), `http.request.full_uri` starts with `http://` or `https://`, `len()` is never negative. The normalized URL fields hold every character outside the URI character set percent-encoded and never hold an encoded unreserved character (`%61` is `a`) or lower-case hex — compare `raw.*` fields to see the URL as sent. A literal with both `^` and `$`, or an anchor where the field cannot have one, is a regular expression written with a literal operator. Where the intended literal is clear the fix writes it.',
    invalid: { code: ruleset(FIREWALL, 'lower(http.user_agent) eq "Curl" or http.request.uri.path eq "admin"') },
    valid: { code: ruleset(FIREWALL, 'lower(http.user_agent) eq "curl" or http.request.uri.path eq "/admin"') },
    facts: [
      'Shapes and their sources: `src/data/value-shapes.ts` — URL normalization (cloudflare-docs `rules/normalization/how-it-works.mdx`: unreserved characters decoded, encodings upper-cased, other characters percent-encoded; `settings.mdx`: "Normalize incoming URLs" is on by default), rules-language.md §9.1 (query without `?`, extension after the last dot), RFC 9110/3986 (host names).',
      'Reserved characters stay encoded after normalization, so `%2F` and `%20` are not reported, whatever other linters assume.',
      '`lower()`/`upper()` change ASCII letters only, so only ASCII letters make a literal impossible; `wildcard` ignores case and is not checked for it.',
      '`len(x) ge 0` is the documented test that a key exists (false when it is missing), so only comparisons that are always false are reported.',
      'Case rules that already exist are not repeated: method case is `expression/method-case`, extension case `expression/constant-comparison`.',
      'An empty set (`in {}`) never matches and is reported here too.',
      'A `matches` pattern that is a literal with anchors at most (`^/admin`, `\\.php$`) is checked as the prefix, suffix or value it stands for; other regexes are not.',
    ],
  },
  'overlapping-ranges': {
    why: 'In `ip.src in { … }` (or an integer set) a member inside another member adds nothing, and two members that partly overlap are usually a typo in a prefix length or a range end. The members are sorted once and swept, so a large set is cheap to check. Exact duplicates are `expression/duplicate-set-member`\'s.',
    invalid: { code: ruleset(FIREWALL, 'ip.src in {10.0.0.0/8 192.0.2.0/24 10.1.0.0/16}') },
    valid: { code: ruleset(FIREWALL, 'ip.src in {10.0.0.0/8 192.0.2.0/24}') },
    facts: [
      'CIDR and range semantics: rules-language.md §3 (sets hold addresses, CIDRs and ranges); a CIDR with host bits set is read as its network, as `expression/cidr-host-bits` suggests.',
      'The same check on account list items is `list/item-hygiene`.',
    ],
  },
  'reserved-ip': {
    why: 'In an HTTP phase `ip.src` is the address of the client that reached the edge over the Internet. Some blocks are never such an address — loopback, "this network", link-local, multicast, limited broadcast, the unspecified address — so a comparison with them never matches and is usually a copied test value. Private, shared and documentation ranges are not reported: they can reach a zone through tunnels, WARP or test setups.',
    invalid: { code: ruleset(FIREWALL, 'ip.src in {127.0.0.1 192.0.2.10}') },
    valid: { code: ruleset(FIREWALL, 'ip.src in {192.0.2.10 10.0.0.0/8}') },
    facts: [
      'Blocks and sources: `src/data/reserved-ips.ts` (IANA special-purpose registries, RFC 6890; RFC 1122, 3927, 5771, 4291).',
      'Network phases (Magic Transit, L4 DDoS) see packets on customer links where these addresses can occur, and are not checked.',
    ],
  },
};

function yamlBlock(example: RuleDocExample): string {
  const parts: string[] = [];
  const config = example.config;
  if (config?.tier !== undefined || config?.lists !== undefined) {
    const lines = ['# .edgelintrc.yaml'];
    if (config.tier !== undefined) lines.push(`tier: ${config.tier}`);
    if (config.lists !== undefined) lines.push(`lists: { ${Object.entries(config.lists).map(([n, k]) => `${n}: ${k}`).join(', ')} }`);
    parts.push(`\`\`\`yaml\n${lines.join('\n')}\n\`\`\``);
  }
  parts.push(`\`\`\`yaml\n${example.code.trimEnd()}\n\`\`\``);
  return parts.join('\n\n');
}

/** The markdown page of `rule` (README "Docs page" convention). */
export function renderRuleDoc(rule: AnyRule, doc: RuleDoc): string {
  const { meta } = rule;
  const options = doc.invalid.config?.options;
  const lines = [
    `# ${meta.id}`,
    '',
    meta.docs.description,
    '',
    `Type: ${meta.type} · Default severity: ${meta.defaultSeverity} · Fixable: ${meta.fixable ? 'yes' : 'no'}`,
    '',
    '## Why',
    '',
    doc.why,
    '',
    '## Examples',
    '',
  ];
  if (options !== undefined) {
    const flow = `{ ${Object.entries(options).map(([key, value]) => `${key}: ${JSON.stringify(value)}`).join(', ')} }`;
    lines.push(`With the options \`${flow}\` (configuration: \`rules: { ${meta.id}: [${meta.defaultSeverity}, ${flow}] }\`).`, '');
  }
  lines.push('Invalid:', '', yamlBlock(doc.invalid), '', 'Valid:', '', yamlBlock(doc.valid), '');
  if (doc.options !== undefined) lines.push('## Options', '', doc.options, '');
  lines.push('## Facts and sources', '', ...doc.facts.map((fact) => `- ${fact}`), '');
  return lines.join('\n');
}
