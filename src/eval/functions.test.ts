/**
 * Every function of the catalogue, evaluated on the examples Cloudflare's
 * documentation gives for it. Each case names its source; where an example
 * had to be adapted (a literal where the same page requires a field, a
 * result the page gets wrong), the case says how.
 */
import { describe, expect, it } from 'vitest';
import { FUNCTIONS } from '../data/functions.js';
import { EVALUATED_FUNCTIONS } from './functions.js';
import { evaluate, evaluateValue, type RequestInput } from './index.js';

/** cloudflare-docs src/content/docs/ruleset-engine/rules-language/functions.mdx at commit 12cd7d04 (the newest read). */
const FUNCTIONS_DOCS = 'cloudflare-docs ruleset-engine/rules-language/functions.mdx @12cd7d04';
/** The same page at commit 5d2cc64b (older: concat with an Integer). */
const FUNCTIONS_DOCS_OLD = 'cloudflare-docs ruleset-engine/rules-language/functions.mdx @5d2cc64b';
/** cloudflare-docs src/content/changelog/rules/2026-01-22-sha256-base64-encode-functions.mdx @15d3ebe7. */
const CHANGELOG = 'cloudflare-docs changelog/rules/2026-01-22-sha256-base64-encode-functions.mdx @15d3ebe7';

/** cloudflare-docs src/content/changelog/rules/2026-01-20-array-map-functions.mdx (has_key, has_value; split without a limit). */
const MAP_CHANGELOG = 'cloudflare-docs changelog/rules/2026-01-20-array-map-functions.mdx';
/** developers.cloudflare.com/api-shield/security/jwt-validation/api (token validation rules call is_jwt_valid with a token configuration id). */
const JWT_DOCS = 'developers.cloudflare.com/api-shield/security/jwt-validation/api';
/** cloudflare/cloudflare-go v0.116.0 rulesets_test.go TestGetRuleset_WAF (the URL normalization managed rule calls normalize_url_path). */
const NORMALIZATION_FIXTURE = 'cloudflare-go v0.116.0 rulesets_test.go TestGetRuleset_WAF';

const url = (path = '/'): RequestInput => ({ url: `https://www.example.com${path}` });
const host = (name: string): RequestInput => ({ url: `https://${name}/` });
const body = (raw: string): RequestInput => ({ url: 'https://example.com/api', method: 'POST', body: raw });

interface FilterCase {
  readonly fn: string;
  readonly source: string;
  readonly expression: string;
  readonly request: RequestInput;
  readonly expected: boolean | 'undecided';
  readonly phase?: string;
}

const FILTERS: readonly FilterCase[] = [
  { fn: 'any', source: FUNCTIONS_DOCS, expression: 'any(url_decode(http.request.body.form.values[*])[*] contains "an xss attack")', request: { url: 'https://example.com/', fields: { 'http.request.body.form.values': ['hello', 'an%20xss+attack%21'] } }, expected: true },
  { fn: 'any', source: FUNCTIONS_DOCS, expression: 'any(url_decode(http.request.body.form.values[*])[*] contains "an xss attack")', request: { url: 'https://example.com/', fields: { 'http.request.body.form.values': ['hello'] } }, expected: false },
  { fn: 'all', source: FUNCTIONS_DOCS, expression: 'all(http.request.headers["content-type"][*] == "application/json")', request: { url: 'https://example.com/', headers: { 'Content-Type': 'application/json' } }, expected: true },
  { fn: 'all', source: FUNCTIONS_DOCS, expression: 'all(http.request.headers["content-type"][*] == "application/json")', request: { url: 'https://example.com/', headers: { 'content-type': ['application/json', 'text/plain'] } }, expected: false },
  // "If ip.src is 113.10.0.2, cidr(ip.src, 24, 24) will return 113.10.0.0."
  { fn: 'cidr', source: FUNCTIONS_DOCS, expression: 'cidr(ip.src, 24, 24) eq 113.10.0.0', request: { url: 'https://example.com/', ip: '113.10.0.2' }, expected: true },
  { fn: 'cidr', source: FUNCTIONS_DOCS, expression: 'cidr(ip.src, 24, 24) eq 2001:0000:0000:0000:0000:0000:0000:0000', request: { url: 'https://example.com/', ip: '2001:0000:130F:0000:0000:09C0:876A:130B' }, expected: true },
  { fn: 'cidr6', source: FUNCTIONS_DOCS, expression: 'cidr6(ip.src, 24) eq 2001::', request: { url: 'https://example.com/', ip: '2001:0000:130F:0000:0000:09C0:876A:130B' }, expected: true },
  // "If you provide an IPv4 address in the first parameter, it will be returned unchanged."
  { fn: 'cidr6', source: FUNCTIONS_DOCS, expression: 'cidr6(ip.src, 24) eq 113.10.0.2', request: { url: 'https://example.com/', ip: '113.10.0.2' }, expected: true },
  // "with the following HTTP request header: client_id: MTIzYWJj … would return true"
  { fn: 'decode_base64', source: FUNCTIONS_DOCS, expression: '(any(decode_base64(http.request.headers["client_id"][*])[*] eq "123abc"))', request: { url: 'https://example.com/', headers: { client_id: 'MTIzYWJj' } }, expected: true },
  { fn: 'ends_with', source: FUNCTIONS_DOCS, expression: 'ends_with(http.request.uri.path, ".html")', request: url('/welcome.html'), expected: true },
  // split() is allowed only in response header Transform Rules and Custom Error Rules, hence the phase of the has_value cases.
  // Header names are keys of the map in lower case, whatever case the request used.
  { fn: 'has_key', source: MAP_CHANGELOG, expression: 'has_key(http.request.headers, "x-custom-header")', request: { url: 'https://example.com/', headers: { 'X-Custom-Header': '1' } }, expected: true },
  { fn: 'has_key', source: MAP_CHANGELOG, expression: 'has_key(http.request.headers, "x-custom-header")', request: { url: 'https://example.com/', headers: { accept: '*/*' } }, expected: false },
  { fn: 'has_value', source: MAP_CHANGELOG, expression: 'has_value(split(http.request.headers["x-allowed-countries"][0], ","), ip.src.country)', request: { url: 'https://example.com/', headers: { 'x-allowed-countries': 'FR,DE,CH' }, fields: { 'ip.src.country': 'DE' } }, expected: true, phase: 'http_response_headers_transform' },
  { fn: 'has_value', source: MAP_CHANGELOG, expression: 'has_value(split(http.request.headers["x-allowed-countries"][0], ","), ip.src.country)', request: { url: 'https://example.com/', headers: { 'x-allowed-countries': 'FR,CH' }, fields: { 'ip.src.country': 'DE' } }, expected: false, phase: 'http_response_headers_transform' },
  // Whether the token is valid depends on the zone's token configuration: never decided offline.
  { fn: 'is_jwt_valid', source: JWT_DOCS, expression: 'is_jwt_valid("52973293-cb04-4a97-8f55-e7d2ad1107dd")', request: { url: 'https://example.com/api' }, expected: 'undecided' },
  // Cloudflare's URL normalization is not documented step by step: never decided offline.
  { fn: 'normalize_url_path', source: NORMALIZATION_FIXTURE, expression: 'normalize_url_path(http.request.uri.path) ne http.request.uri.path', request: url('/a/../b'), expected: 'undecided' },
  { fn: 'ends_with', source: FUNCTIONS_DOCS, expression: 'ends_with(http.request.uri.path, ".html")', request: url('/welcome.htm'), expected: false },
  // "if the value of http.host is "example.com", then len(http.host) will return 11"
  { fn: 'len', source: FUNCTIONS_DOCS, expression: 'len(http.host) eq 11', request: host('example.com'), expected: true },
  { fn: 'lookup_json_integer', source: FUNCTIONS_DOCS, expression: 'lookup_json_integer(http.request.body.raw, "version") eq 2', request: body('{ "record_id": "aed53a", "version": 2 }'), expected: true },
  { fn: 'lookup_json_integer', source: FUNCTIONS_DOCS, expression: 'lookup_json_integer(http.request.body.raw, "product", "id") eq 356', request: body('{ "product": { "id": 356 } }'), expected: true },
  { fn: 'lookup_json_integer', source: FUNCTIONS_DOCS, expression: 'lookup_json_integer(http.request.body.raw, 1) eq -234', request: body('["first_item", -234]'), expected: true },
  { fn: 'lookup_json_integer', source: FUNCTIONS_DOCS, expression: 'lookup_json_integer(http.request.body.raw, "network_ids", 0) eq 123', request: body('{ "network_ids": [123, 456] }'), expected: true },
  { fn: 'lookup_json_integer', source: FUNCTIONS_DOCS, expression: 'lookup_json_integer(http.request.body.raw, 1, "product_id") eq 456', request: body('[{ "product_id": 123 }, { "product_id": 456 }]'), expected: true },
  // "it will not work for floating numbers with a zero decimal part such as 42.0": not an integer, so not decided here.
  { fn: 'lookup_json_integer', source: FUNCTIONS_DOCS, expression: 'lookup_json_integer(http.request.body.raw, "version") eq 42', request: body('{ "version": 42.0 }'), expected: 'undecided' },
  { fn: 'lookup_json_string', source: FUNCTIONS_DOCS, expression: 'lookup_json_string(http.request.body.raw, "company") == "cloudflare"', request: body('{ "company": "cloudflare", "product": "rulesets" }'), expected: true },
  { fn: 'lookup_json_string', source: FUNCTIONS_DOCS, expression: 'lookup_json_string(http.request.body.raw, "network", "name") == "cloudflare"', request: body('{ "network": { "name": "cloudflare" } }'), expected: true },
  { fn: 'lookup_json_string', source: FUNCTIONS_DOCS, expression: 'lookup_json_string(http.request.body.raw, 1) == "cloudflare"', request: body('["other_company", "cloudflare"]'), expected: true },
  { fn: 'lookup_json_string', source: FUNCTIONS_DOCS, expression: 'lookup_json_string(http.request.body.raw, "networks", 1) == "cloudflare"', request: body('{ "networks": ["other_company", "cloudflare"] }'), expected: true },
  { fn: 'lookup_json_string', source: FUNCTIONS_DOCS, expression: 'lookup_json_string(http.request.body.raw, 1, "network") == "cloudflare"', request: body('[{ "network": "other_company" }, { "network": "cloudflare" }]'), expected: true },
  // A key that is not there: a missing value, and comparisons on it are false.
  { fn: 'lookup_json_string', source: FUNCTIONS_DOCS, expression: 'lookup_json_string(http.request.body.raw, "nope") == "cloudflare"', request: body('{ "company": "cloudflare" }'), expected: false },
  // "if http.host is "WWW.cloudflare.com", then lower(http.host) == "www.cloudflare.com" will return true"
  { fn: 'lower', source: FUNCTIONS_DOCS, expression: 'lower(http.host) == "www.cloudflare.com"', request: host('WWW.cloudflare.com'), expected: true },
  { fn: 'starts_with', source: FUNCTIONS_DOCS, expression: 'starts_with(http.request.uri.path, "/blog")', request: url('/blog/first-post'), expected: true },
  { fn: 'starts_with', source: FUNCTIONS_DOCS, expression: 'starts_with(http.request.uri.path, "/blog")', request: url('/news/blog'), expected: false },
  { fn: 'substring', source: FUNCTIONS_DOCS, expression: 'substring(http.request.body.raw, 2, 5) eq "dfg"', request: body('asdfghjk'), expected: true },
  { fn: 'substring', source: FUNCTIONS_DOCS, expression: 'substring(http.request.body.raw, 2) eq "dfghjk"', request: body('asdfghjk'), expected: true },
  { fn: 'substring', source: FUNCTIONS_DOCS, expression: 'substring(http.request.body.raw, -2) eq "jk"', request: body('asdfghjk'), expected: true },
  { fn: 'substring', source: FUNCTIONS_DOCS, expression: 'substring(http.request.body.raw, 0, -2) eq "asdfgh"', request: body('asdfghjk'), expected: true },
  // "if http.host is "www.cloudflare.com", then upper(http.host) will return "WWW.CLOUDFLARE.COM""
  { fn: 'upper', source: FUNCTIONS_DOCS, expression: 'upper(http.host) eq "WWW.CLOUDFLARE.COM"', request: host('www.cloudflare.com'), expected: true },
  // The docs write url_decode("John%20Doe"), but the same page says the source must be a field: the value is in the query here.
  { fn: 'url_decode', source: `${FUNCTIONS_DOCS} (adapted: field instead of literal)`, expression: 'url_decode(http.request.uri.query) eq "John Doe"', request: url('/?John%20Doe'), expected: true },
  { fn: 'url_decode', source: `${FUNCTIONS_DOCS} (adapted: field instead of literal)`, expression: 'url_decode(http.request.uri.query) eq "John Doe"', request: url('/?John+Doe'), expected: true },
  { fn: 'url_decode', source: `${FUNCTIONS_DOCS} (adapted: field instead of literal)`, expression: 'url_decode(http.request.uri.query) eq "%20"', request: url('/?%2520'), expected: true },
  { fn: 'url_decode', source: `${FUNCTIONS_DOCS} (adapted: field instead of literal)`, expression: 'url_decode(http.request.uri.query, "r") eq " "', request: url('/?%2520'), expected: true },
  // "%u2601" with `u` is the cloud emoji in UTF-8, "\xe2\x98\x81" (3 bytes).
  { fn: 'url_decode', source: FUNCTIONS_DOCS, expression: 'url_decode(http.request.uri.query, "u") eq "\\xe2\\x98\\x81"', request: url('/?%u2601'), expected: true },
  { fn: 'url_decode', source: FUNCTIONS_DOCS, expression: 'url_decode(http.request.uri.path) matches "(?u)\\p{Hangul}+"', request: url('/%ED%95%9C%EA%B5%AD'), expected: true },
  { fn: 'url_decode', source: FUNCTIONS_DOCS, expression: 'url_decode(http.request.uri.path) matches "(?u)\\p{Hangul}+"', request: url('/abc'), expected: false },
  // HMAC validation: the MAC's input is not documented exactly; a secret-keyed check is never guessed.
  { fn: 'is_timed_hmac_valid_v0', source: FUNCTIONS_DOCS, expression: 'http.host == "downloads.example.com" and not is_timed_hmac_valid_v0("mysecretkey", http.request.uri, 100000, http.request.timestamp.sec, 8)', request: { url: 'https://downloads.example.com/download/cat.jpg?verify=1484063787-IaLGSmELTvlhfd0ItdN6PhhHTFhzx73EX8uy%2FcSDiIU%3D', fields: { 'http.request.timestamp.sec': 1484063800 } }, expected: 'undecided', phase: 'http_request_firewall_custom' },
  { fn: 'is_timed_hmac_valid_v0', source: FUNCTIONS_DOCS, expression: 'http.host == "downloads.example.com" and not is_timed_hmac_valid_v0("mysecretkey", http.request.uri, 100000, http.request.timestamp.sec, 8)', request: { url: 'https://www.example.com/' }, expected: false },
];

interface ValueCase {
  readonly fn: string;
  readonly source: string;
  readonly expression: string;
  readonly request: RequestInput;
  readonly slot: 'uri_path' | 'uri_query' | 'request_header' | 'response_header' | 'redirect_target';
  readonly expected: string | readonly string[] | 'undecided';
}

const ANY_REQUEST = url('/');

const VALUES: readonly ValueCase[] = [
  { fn: 'concat', source: FUNCTIONS_DOCS, expression: 'concat("String1", " ", "String", "2")', request: ANY_REQUEST, slot: 'request_header', expected: 'String1 String2' },
  { fn: 'concat', source: `${FUNCTIONS_DOCS} (missing values are empty: wirefilter functions/concat.rs)`, expression: 'concat("a", http.request.headers["x-none"][0], "b")', request: ANY_REQUEST, slot: 'request_header', expected: 'ab' },
  { fn: 'encode_base64', source: CHANGELOG, expression: 'encode_base64("hello world")', request: ANY_REQUEST, slot: 'request_header', expected: 'aGVsbG8gd29ybGQ' },
  { fn: 'encode_base64', source: CHANGELOG, expression: 'encode_base64("hello world", "p")', request: ANY_REQUEST, slot: 'request_header', expected: 'aGVsbG8gd29ybGQ=' },
  { fn: 'encode_base64', source: CHANGELOG, expression: 'encode_base64("hello world", "u")', request: ANY_REQUEST, slot: 'request_header', expected: 'aGVsbG8gd29ybGQ' },
  { fn: 'sha256', source: `${CHANGELOG}: the form of the hash is not documented`, expression: 'encode_base64(sha256("my-token"))', request: ANY_REQUEST, slot: 'request_header', expected: 'undecided' },
  // "Joins all HTTP request header names into a single string, with names separated by commas"
  { fn: 'join', source: FUNCTIONS_DOCS, expression: 'join(http.request.headers.names, ",")', request: { url: 'https://example.com/', headers: { Accept: '*/*', 'X-Team': 'edge' } }, slot: 'request_header', expected: 'Accept,X-Team' },
  { fn: 'regex_replace', source: FUNCTIONS_DOCS, expression: 'regex_replace("/foo/bar", "/bar$", "/baz")', request: ANY_REQUEST, slot: 'uri_path', expected: '/foo/baz' },
  { fn: 'regex_replace', source: FUNCTIONS_DOCS, expression: 'regex_replace("/x", "^/y$", "/mumble")', request: ANY_REQUEST, slot: 'uri_path', expected: '/x' },
  { fn: 'regex_replace', source: FUNCTIONS_DOCS, expression: 'regex_replace("/foo", "^/FOO$", "/x")', request: ANY_REQUEST, slot: 'uri_path', expected: '/foo' },
  { fn: 'regex_replace', source: FUNCTIONS_DOCS, expression: 'regex_replace("/a/a", "/a", "/b")', request: ANY_REQUEST, slot: 'uri_path', expected: '/b/a' },
  { fn: 'regex_replace', source: FUNCTIONS_DOCS, expression: 'regex_replace("/b", "^/b$", "/b$$")', request: ANY_REQUEST, slot: 'uri_path', expected: '/b$' },
  // The page gives "/bar/path/a/"; the pattern and replacement give "/bar/path/a" (no trailing slash anywhere in them).
  { fn: 'regex_replace', source: `${FUNCTIONS_DOCS} (the page's result has a stray trailing slash)`, expression: 'regex_replace("/foo/a/path", "^/foo/([^/]*)/(.*)$", "/bar/${2}/${1}")', request: ANY_REQUEST, slot: 'uri_path', expected: '/bar/path/a' },
  // values.mdx: replace 'a' with '\' (backslash)
  { fn: 'regex_replace', source: 'cloudflare-docs ruleset-engine/rules-language/values.mdx @146311af', expression: 'regex_replace(http.host, "a", "\\\\")', request: host('bar.example.com'), slot: 'request_header', expected: 'b\\r.example.com' },
  { fn: 'regex_replace', source: 'cloudflare-docs ruleset-engine/rules-language/values.mdx @146311af', expression: 'regex_replace(http.host, r"\\\\", "a")', request: { url: 'https://example.com/', headers: { host: 'x\\y' } }, slot: 'request_header', expected: 'xay' },
  // "if http.host is "www.cloudflare.com", then remove_bytes(http.host, "\x2e\x77") will return "cloudflarecom""
  { fn: 'remove_bytes', source: FUNCTIONS_DOCS, expression: 'remove_bytes(http.host, "\\x2e\\x77")', request: host('www.cloudflare.com'), slot: 'request_header', expected: 'cloudflarecom' },
  { fn: 'remove_query_args', source: FUNCTIONS_DOCS, expression: 'remove_query_args(http.request.uri.query, "country")', request: url('/?order=asc&country=GB'), slot: 'uri_query', expected: 'order=asc' },
  { fn: 'remove_query_args', source: FUNCTIONS_DOCS, expression: 'remove_query_args(http.request.uri.query, "order")', request: url('/?order=asc&country=GB'), slot: 'uri_query', expected: 'country=GB' },
  { fn: 'remove_query_args', source: FUNCTIONS_DOCS, expression: 'remove_query_args(http.request.uri.query, "search")', request: url('/?order=asc&country=GB'), slot: 'uri_query', expected: 'order=asc&country=GB' },
  { fn: 'remove_query_args', source: FUNCTIONS_DOCS, expression: 'remove_query_args(http.request.uri.query, "order")', request: url('/?category=Foo&order=desc&category=Bar'), slot: 'uri_query', expected: 'category=Foo&category=Bar' },
  { fn: 'remove_query_args', source: FUNCTIONS_DOCS, expression: 'remove_query_args(http.request.uri.query, "category")', request: url('/?category=Foo&order=desc&category=Bar'), slot: 'uri_query', expected: 'order=desc' },
  { fn: 'split', source: FUNCTIONS_DOCS, expression: 'split(http.request.headers["x-categories"][0], ",", 64)', request: { url: 'https://example.com/', headers: { 'x-categories': 'groceries,electronics,diy,auto' } }, slot: 'response_header', expected: ['groceries', 'electronics', 'diy', 'auto'] },
  { fn: 'split', source: FUNCTIONS_DOCS, expression: 'split(http.request.headers["x-categories"][0], ",", 3)', request: { url: 'https://example.com/', headers: { 'x-categories': 'groceries,electronics,diy,auto' } }, slot: 'response_header', expected: ['groceries', 'electronics', 'diy,auto'] },
  { fn: 'split', source: FUNCTIONS_DOCS, expression: 'split(http.request.headers["x-categories"][0], ",", 64)', request: { url: 'https://example.com/', headers: { 'x-categories': 'groceries,,electronics' } }, slot: 'response_header', expected: ['groceries', '', 'electronics'] },
  // "If cf.bot_management.score is 5: to_string(cf.bot_management.score) will return "5"; if ssl is true: "true""
  { fn: 'to_string', source: FUNCTIONS_DOCS, expression: 'to_string(cf.bot_management.score)', request: { url: 'https://example.com/', fields: { 'cf.bot_management.score': 5 } }, slot: 'request_header', expected: '5' },
  { fn: 'to_string', source: FUNCTIONS_DOCS, expression: 'to_string(ssl)', request: { url: 'https://example.com/' }, slot: 'request_header', expected: 'true' },
  { fn: 'uuidv4', source: `${FUNCTIONS_DOCS}: a random value is never predicted`, expression: 'uuidv4(cf.random_seed)', request: ANY_REQUEST, slot: 'request_header', expected: 'undecided' },
  { fn: 'wildcard_replace', source: FUNCTIONS_DOCS, expression: 'wildcard_replace(http.request.full_uri, "https://*.example.com/*/*", "https://example.com/${1}/${2}/${3}")', request: { url: 'https://apps.example.com/calendar/admin?expand=true' }, slot: 'redirect_target', expected: 'https://example.com/apps/calendar/admin?expand=true' },
  { fn: 'wildcard_replace', source: FUNCTIONS_DOCS, expression: 'wildcard_replace(http.request.full_uri, "/applications/*", "/apps/${1}")', request: { url: 'https://example.com/applications/app1' }, slot: 'redirect_target', expected: 'https://example.com/applications/app1' },
  { fn: 'wildcard_replace', source: FUNCTIONS_DOCS, expression: 'wildcard_replace(http.request.uri.path, "/*", "/apps/${1}")', request: url('/calendar'), slot: 'uri_path', expected: '/apps/calendar' },
  { fn: 'wildcard_replace', source: FUNCTIONS_DOCS, expression: 'wildcard_replace(http.request.uri.path, "/apps/*", "/${1}")', request: url('/Apps/calendar'), slot: 'uri_path', expected: '/calendar' },
  { fn: 'wildcard_replace', source: FUNCTIONS_DOCS, expression: 'wildcard_replace(http.request.uri.path, "/apps/*", "/${1}", "s")', request: url('/Apps/calendar'), slot: 'uri_path', expected: '/Apps/calendar' },
  { fn: 'wildcard_replace', source: FUNCTIONS_DOCS, expression: 'wildcard_replace(http.request.uri.path, "/apps/*/login", "/${1}/login")', request: url('/apps/calendar/login'), slot: 'uri_path', expected: '/calendar/login' },
];

describe('functions: documented examples', () => {
  it.each(FILTERS.map((c) => [c.fn, c.expression, c] as const))('%s: %s', (_fn, _expression, c) => {
    expect(evaluate(c.expression, c.request, c.phase ? { phase: c.phase } : {})).toBe(c.expected);
  });
  it.each(VALUES.map((c) => [c.fn, c.expression, c] as const))('%s: %s', (_fn, _expression, c) => {
    expect(evaluateValue(c.expression, c.request, { valueSlot: c.slot })).toEqual(c.expected);
  });
});

describe('functions: catalogue', () => {
  it('every catalogue function is evaluated (or answers undecided on purpose)', () => {
    const missing = FUNCTIONS.map((f) => f.name).filter((name) => !EVALUATED_FUNCTIONS.includes(name));
    expect(missing).toEqual([]);
  });
  it('every catalogue function has a documented example here, with its source', () => {
    const tested = new Set([...FILTERS, ...VALUES].filter((c) => c.source.length > 0).map((c) => c.fn));
    // bit_slice reads packet headers, which a request has not: it is undecided by construction.
    const untested = FUNCTIONS.map((f) => f.name).filter((name) => !tested.has(name) && name !== 'bit_slice');
    expect(untested).toEqual([]);
  });
  it('the older page concatenates an Integer; the catalogue follows the newer page, which does not', () => {
    expect(FUNCTIONS_DOCS_OLD).toContain('5d2cc64b');
    expect(evaluateValue('concat("String1", " ", "String", 2)', ANY_REQUEST, { valueSlot: 'request_header' })).toBe('undecided');
  });
});
