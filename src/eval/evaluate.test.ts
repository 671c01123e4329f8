/**
 * Every operator of the Rules language, evaluated on the examples of
 * Cloudflare's operators and values pages (each case names its source), and
 * the three-valued semantics: missing values, `[*]`, `any`/`all`, undecided
 * fields and undocumented syntax.
 */
import { describe, expect, it } from 'vitest';
import { evaluate, evaluateWithReason, type RequestInput } from './index.js';
import { listLookup } from './lists.js';
import type { ListModel, ScopeModel } from '../model/types.js';

/** cloudflare-docs src/content/docs/ruleset-engine/rules-language/operators.mdx @38b341dd. */
const OPERATORS = 'cloudflare-docs ruleset-engine/rules-language/operators.mdx @38b341dd';
/** cloudflare-docs src/content/docs/ruleset-engine/rules-language/values.mdx @146311af. */
const VALUES = 'cloudflare-docs ruleset-engine/rules-language/values.mdx @146311af';

interface Case {
  readonly source: string;
  readonly expression: string;
  readonly request: RequestInput;
  readonly expected: boolean | 'undecided';
}

const at = (fullUri: string, more: Partial<RequestInput> = {}): RequestInput => ({ url: fullUri, ...more });
const COUNTRY_HOST = { url: 'https://www.cloudflare.com/', ip: '203.0.113.9' };

const OPERATOR_CASES: readonly Case[] = [
  { source: OPERATORS, expression: 'http.request.uri.path eq "/articles/2008/"', request: at('https://example.com/articles/2008/'), expected: true },
  { source: OPERATORS, expression: 'http.request.uri.path == "/articles/2008/"', request: at('https://example.com/articles/2009/'), expected: false },
  { source: OPERATORS, expression: 'ip.src ne 203.0.113.0', request: at('https://example.com/', { ip: '203.0.113.1' }), expected: true },
  { source: OPERATORS, expression: 'ip.src != 203.0.113.0', request: at('https://example.com/', { ip: '203.0.113.0' }), expected: false },
  { source: OPERATORS, expression: 'cf.threat_score lt 10', request: at('https://example.com/', { fields: { 'cf.threat_score': 5 } }), expected: true },
  { source: OPERATORS, expression: 'cf.threat_score le 20', request: at('https://example.com/', { fields: { 'cf.threat_score': 20 } }), expected: true },
  { source: OPERATORS, expression: 'cf.threat_score gt 25', request: at('https://example.com/', { fields: { 'cf.threat_score': 25 } }), expected: false },
  { source: OPERATORS, expression: 'cf.threat_score ge 60', request: at('https://example.com/', { fields: { 'cf.threat_score': 60 } }), expected: true },
  { source: OPERATORS, expression: 'cf.threat_score < 10', request: at('https://example.com/'), expected: 'undecided' },
  { source: OPERATORS, expression: 'http.request.uri.path contains "/articles/"', request: at('https://example.com/blog/articles/1'), expected: true },
  { source: OPERATORS, expression: 'http.request.uri.path contains "/articles/"', request: at('https://example.com/Articles/1'), expected: false },
  { source: OPERATORS, expression: 'http.request.uri.path matches "^/articles/200[7-8]/$"', request: at('https://example.com/articles/2008/'), expected: true },
  { source: OPERATORS, expression: 'http.request.uri.path ~ "^/articles/200[7-8]/$"', request: at('https://example.com/articles/2009/'), expected: false },
  { source: OPERATORS, expression: 'ip.src in { 203.0.113.0 203.0.113.1 }', request: at('https://example.com/', { ip: '203.0.113.1' }), expected: true },
  { source: OPERATORS, expression: 'ip.src in { 203.0.113.0 203.0.113.1 }', request: at('https://example.com/', { ip: '203.0.113.2' }), expected: false },
  // "Comparing string values": case-sensitive, so lower() first.
  { source: OPERATORS, expression: 'lower(http.request.uri.path) contains "/wp-login.php"', request: at('https://example.com/WP-Login.php'), expected: true },
  // Strings compare bytewise with the ordering operators.
  { source: OPERATORS, expression: 'http.request.uri.path lt "/b"', request: at('https://example.com/a'), expected: true },
  // Wildcard Example A.
  ...['https://example.com/a/', 'https://example.com/a/page.html', 'https://example.com/a/sub/folder/?name=value'].map((u) => ({ source: `${OPERATORS} Example A`, expression: 'http.request.full_uri wildcard "https://example.com/a/*"', request: at(u), expected: true })),
  ...['https://example.com/ab/', 'https://example.com/b/page.html', 'https://sub.example.com/a/'].map((u) => ({ source: `${OPERATORS} Example A`, expression: 'http.request.full_uri wildcard "https://example.com/a/*"', request: at(u), expected: false })),
  // Example B.
  ...['http://sub.example.com/folder/page.html', 'https://admin.example.com/team/page.html', 'https://admin.example.com/team/subteam/page.html'].map((u) => ({ source: `${OPERATORS} Example B`, expression: 'http.request.full_uri wildcard "*.example.com/*/page.html"', request: at(u), expected: true })),
  ...['https://example.com/ab/page.html', 'https://sub.example.com/folder2/page.html?s=value', 'https://sub.example.com/a/'].map((u) => ({ source: `${OPERATORS} Example B`, expression: 'http.request.full_uri wildcard "*.example.com/*/page.html"', request: at(u), expected: false })),
  // Example C.
  ...['https://example.com/folder/list.htm', 'https://admin.example.com/folder/team/app1/', 'https://admin.example.com/folder/team/app1/?s=foobar'].map((u) => ({ source: `${OPERATORS} Example C`, expression: 'http.request.full_uri wildcard "*.example.com/*" or http.request.full_uri wildcard "example.com/*"', request: at(u), expected: u.startsWith('https://example.com') ? false : true })),
  // `wildcard` folds case, `strict wildcard` does not.
  { source: OPERATORS, expression: 'http.request.full_uri wildcard "HTTPS://EXAMPLE.COM/A/*"', request: at('https://example.com/a/x'), expected: true },
  { source: OPERATORS, expression: 'http.request.full_uri strict wildcard "HTTPS://EXAMPLE.COM/A/*"', request: at('https://example.com/a/x'), expected: false },
  // Logical operators: the examples of the precedence table.
  { source: OPERATORS, expression: 'not ( http.host eq "www.cloudflare.com" and ip.src in {203.0.113.0/24} )', request: COUNTRY_HOST, expected: false },
  { source: OPERATORS, expression: 'http.host eq "www.cloudflare.com" and ip.src in {203.0.113.0/24}', request: COUNTRY_HOST, expected: true },
  { source: OPERATORS, expression: 'http.host eq "www.cloudflare.com" xor ip.src in {203.0.113.0/24}', request: COUNTRY_HOST, expected: false },
  { source: OPERATORS, expression: 'http.host eq "www.cloudflare.com" ^^ ip.src in {198.51.100.0/24}', request: COUNTRY_HOST, expected: true },
  { source: OPERATORS, expression: 'http.host eq "example.org" || ip.src in {203.0.113.0/24}', request: COUNTRY_HOST, expected: true },
  { source: OPERATORS, expression: 'http.host eq "example.org" && ip.src in {203.0.113.0/24}', request: COUNTRY_HOST, expected: false },
  { source: OPERATORS, expression: '! (http.host eq "example.org")', request: COUNTRY_HOST, expected: true },
  // The nested example.
  {
    source: OPERATORS,
    expression: '((http.host eq "api.example.com" and http.request.uri.path eq "/api/v2/auth") or (http.host matches "^(www|store|blog)\\.example\\.com" and http.request.uri.path contains "wp-login.php") or ip.geoip.country in {"CN" "TH" "US" "ID" "KR" "MY" "IT" "SG" "GB"} or ip.geoip.asnum in {12345 54321 11111}) and not ip.src in {11.22.33.0/24}',
    request: { url: 'https://store.example.com/wp-login.php', ip: '203.0.113.9' },
    expected: true,
  },
  {
    source: OPERATORS,
    expression: '((http.host eq "api.example.com" and http.request.uri.path eq "/api/v2/auth") or (http.host matches "^(www|store|blog)\\.example\\.com" and http.request.uri.path contains "wp-login.php") or ip.geoip.country in {"CN" "TH" "US" "ID" "KR" "MY" "IT" "SG" "GB"} or ip.geoip.asnum in {12345 54321 11111}) and not ip.src in {11.22.33.0/24}',
    request: { url: 'https://store.example.com/wp-login.php', ip: '11.22.33.4' },
    expected: false,
  },
  // Neither host branch holds and the country is not given: undecided, not guessed.
  {
    source: OPERATORS,
    expression: '((http.host eq "api.example.com" and http.request.uri.path eq "/api/v2/auth") or (http.host matches "^(www|store|blog)\\.example\\.com" and http.request.uri.path contains "wp-login.php") or ip.geoip.country in {"CN" "TH" "US" "ID" "KR" "MY" "IT" "SG" "GB"} or ip.geoip.asnum in {12345 54321 11111}) and not ip.src in {11.22.33.0/24}',
    request: { url: 'https://shop.example.com/', ip: '203.0.113.9' },
    expected: 'undecided',
  },
  {
    source: OPERATORS,
    expression: '((http.host eq "api.example.com" and http.request.uri.path eq "/api/v2/auth") or (http.host matches "^(www|store|blog)\\.example\\.com" and http.request.uri.path contains "wp-login.php") or ip.geoip.country in {"CN" "TH" "US" "ID" "KR" "MY" "IT" "SG" "GB"} or ip.geoip.asnum in {12345 54321 11111}) and not ip.src in {11.22.33.0/24}',
    request: { url: 'https://shop.example.com/', ip: '203.0.113.9', fields: { 'ip.src.country': 'DE', 'ip.src.asnum': 64500 } },
    expected: false,
  },
];

const VALUES_CASES: readonly Case[] = [
  // String values and regular expressions.
  { source: VALUES, expression: 'http.request.uri.path matches "a\\"b"', request: at('https://example.com/a"b'), expected: true },
  // `#` starts a URL's fragment, so the path is given as a field.
  { source: VALUES, expression: 'http.request.uri.path matches "a\\"#b"', request: at('https://example.com/', { fields: { 'http.request.uri.path': '/a"#b' } }), expected: true },
  { source: VALUES, expression: 'http.request.uri.path matches r#"a"b"#', request: at('https://example.com/a"b'), expected: true },
  { source: VALUES, expression: 'http.request.uri.path matches r##"a"#b"##', request: at('https://example.com/', { fields: { 'http.request.uri.path': '/a"#b' } }), expected: true },
  { source: VALUES, expression: 'http.request.uri.path matches r"/api/login\\.aspx$"', request: at('https://example.com/api/login.aspx'), expected: true },
  { source: VALUES, expression: 'http.request.uri.path matches r"/api/login\\.aspx$"', request: at('https://example.com/api/loginXaspx'), expected: false },
  // Boolean values.
  { source: VALUES, expression: 'ssl', request: at('https://example.com/'), expected: true },
  { source: VALUES, expression: 'not ssl', request: at('http://example.com/'), expected: true },
  // Arrays.
  { source: VALUES, expression: 'http.request.headers.names[0] == "Content-Type"', request: at('https://example.com/', { headers: { 'Content-Type': 'text/html' } }), expected: true },
  { source: VALUES, expression: 'any(http.request.headers.names[*] == "Content-Type")', request: at('https://example.com/', { headers: { Accept: '*/*', 'Content-Type': 'text/html' } }), expected: true },
  { source: VALUES, expression: 'any(http.request.headers.names[*] == "Content-Type")', request: at('https://example.com/', { headers: { 'content-type': 'text/html' } }), expected: false },
  { source: VALUES, expression: 'any(lower(http.request.headers.names[*])[*] == "content-type")', request: at('https://example.com/', { headers: { 'CONTENT-TYPE': 'text/html' } }), expected: true },
  // Maps: "a single Accept: application/json HTTP header".
  { source: VALUES, expression: 'http.request.headers["accept"][0] eq "application/json"', request: at('https://example.com/', { headers: { Accept: 'application/json' } }), expected: true },
  { source: VALUES, expression: 'any(http.request.headers["accept"][*] == "application/json")', request: at('https://example.com/', { headers: { Accept: 'application/json' } }), expected: true },
  { source: VALUES, expression: 'any(http.request.headers["accept"][*] == "text/plain")', request: at('https://example.com/', { headers: { Accept: 'application/json' } }), expected: false },
  // https://example.com/?filter=waf&filter=botm&filter=cdn
  ...([
    ['len(http.request.uri.args["filter"][1]) == 4', true],
    ['all(len(http.request.uri.args["filter"][*])[*] in {3 4})', true],
    ['all(not len(http.request.uri.args["filter"][*])[*] in {3 4})', false],
    ['len(http.request.uri.args["filter"]) >= 0', true],
    ['not len(http.request.uri.args["order"]) >= 0', true],
  ] as const).map(([expression, expected]) => ({ source: VALUES, expression, request: at('https://example.com/?filter=waf&filter=botm&filter=cdn'), expected })),
  // Inline lists.
  { source: VALUES, expression: 'http.host in {"example.com" "example.net"}', request: at('https://example.net/'), expected: true },
  ...['198.51.100.1', '198.51.100.5', '192.0.2.200', '2001:db8::1'].map((ip) => ({ source: VALUES, expression: 'ip.src in {198.51.100.1 198.51.100.3..198.51.100.7 192.0.2.0/24 2001:0db8::/32}', request: at('https://example.com/', { ip }), expected: true })),
  ...['198.51.100.2', '198.51.100.8', '2001:db9::1'].map((ip) => ({ source: VALUES, expression: 'ip.src in {198.51.100.1 198.51.100.3..198.51.100.7 192.0.2.0/24 2001:0db8::/32}', request: at('https://example.com/', { ip }), expected: false })),
  // The page's `tcp.dstport in {8000..8009 8080..8089}` uses a network field; the same integer ranges on the edge port:
  { source: `${VALUES} (adapted: cf.edge.server_port for tcp.dstport)`, expression: 'cf.edge.server_port in {8000..8009 8080..8089}', request: at('https://example.com:8085/'), expected: true },
  { source: `${VALUES} (adapted: cf.edge.server_port for tcp.dstport)`, expression: 'cf.edge.server_port in {8000..8009 8080..8089}', request: at('https://example.com:8010/'), expected: false },
];

describe('operators and values: documented examples', () => {
  it.each([...OPERATOR_CASES, ...VALUES_CASES].map((c) => [c.expression, c] as const))('%s', (_expression, c) => {
    expect(evaluate(c.expression, c.request)).toBe(c.expected);
  });
});

describe('lists', () => {
  const account = { kind: 'account' } as ScopeModel;
  const list = (name: string, kind: string, items: unknown[]): ListModel => ({ path: [], value: { name, kind, items }, scope: account, name, kind });
  const lists = listLookup([
    list('office_network', 'ip', ['192.0.2.0/24', { ip: '2001:db8::1' }]),
    list('partners', 'hostname', ['partner.example.net', { hostname: { url_hostname: '*.example.org' } }]),
    list('carriers', 'asn', [64500, { asn: 64501 }]),
  ]);
  it.each([
    // values.mdx: "(ip.src in $office_network)"
    ['(ip.src in $office_network)', { url: 'https://example.com/', ip: '192.0.2.7' }, true],
    ['(ip.src in $office_network)', { url: 'https://example.com/', ip: '2001:db8::1' }, true],
    ['(ip.src in $office_network)', { url: 'https://example.com/', ip: '198.51.100.7' }, false],
    ['http.host in $partners', { url: 'https://partner.example.net/' }, true],
    ['http.host in $partners', { url: 'https://shop.example.org/' }, true],
    // exclude_exact_hostname defaults to true: `*.example.org` does not match `example.org`.
    ['http.host in $partners', { url: 'https://example.org/' }, false],
    ['ip.src.asnum in $carriers', { url: 'https://example.com/', fields: { 'ip.src.asnum': 64501 } }, true],
    ['ip.src in $cf.open_proxies', { url: 'https://example.com/', ip: '192.0.2.7' }, 'undecided'],
  ] as const)('%s', (expression, request, expected) => {
    expect(evaluate(expression, request, { lists, listKinds: (name) => (['office_network', 'partners', 'carriers'].includes(name) ? { kind: name === 'partners' ? 'hostname' : name === 'carriers' ? 'asn' : 'ip' } : undefined) })).toBe(expected);
  });
});

describe('three-valued semantics', () => {
  const plain = { url: 'https://example.com/a' };
  it('a field the request does not determine is undecided, and says which', () => {
    expect(evaluateWithReason('ip.src.country eq "DE"', plain)).toEqual({ verdict: 'undecided', reason: '`ip.src.country` is not given (add it under `fields`)' });
  });
  it('a decided operand settles and/or despite an undecided one', () => {
    expect(evaluate('http.request.uri.path eq "/b" and ip.src.country eq "DE"', plain)).toBe(false);
    expect(evaluate('http.request.uri.path eq "/a" or ip.src.country eq "DE"', plain)).toBe(true);
    expect(evaluate('http.request.uri.path eq "/a" and ip.src.country eq "DE"', plain)).toBe('undecided');
    expect(evaluate('http.request.uri.path eq "/a" xor ip.src.country eq "DE"', plain)).toBe('undecided');
    expect(evaluate('not ip.src.country eq "DE"', plain)).toBe('undecided');
  });
  it('comparisons on a missing value are false, except `ne`, where docs and wirefilter disagree', () => {
    expect(evaluate('http.request.headers["x-a"][0] eq "1"', plain)).toBe(false);
    expect(evaluate('http.request.headers["x-a"][0] contains "1"', plain)).toBe(false);
    expect(evaluate('http.request.headers["x-a"][0] ne "1"', plain)).toBe('undecided');
    expect(evaluate('http.request.uri.args.names[5] eq "a"', { url: 'https://example.com/?a=1' })).toBe(false);
  });
  it('any/all: a missing array is false for both, an empty one false for any and true for all', () => {
    expect(evaluate('any(http.request.headers["x-a"][*] eq "1")', plain)).toBe(false);
    expect(evaluate('all(http.request.headers["x-a"][*] eq "1")', plain)).toBe(false);
    expect(evaluate('any(http.request.uri.args.names[*] eq "1")', plain)).toBe(false);
    expect(evaluate('all(http.request.uri.args.names[*] eq "1")', plain)).toBe(true);
  });
  it('undocumented syntax is undecided: octal, `&`, IP ordering, `contains` with a set', () => {
    expect(evaluate('cf.edge.server_port eq 0123', plain)).toBe('undecided');
    expect(evaluate('cf.edge.server_port & 1', plain)).toBe('undecided');
    expect(evaluate('ip.src gt 10.0.0.1', { ...plain, ip: '10.0.0.2' })).toBe('undecided');
    expect(evaluate('http.request.uri.path contains {"a" "b"}', plain)).toBe('undecided');
  });
  it('a CIDR with host bits set is undecided; a decided member still matches', () => {
    expect(evaluate('ip.src in {192.0.2.1/24}', { ...plain, ip: '192.0.2.5' })).toBe('undecided');
    expect(evaluate('ip.src in {192.0.2.1/24 192.0.2.5}', { ...plain, ip: '192.0.2.5' })).toBe(true);
  });
  it('an expression the type checker rejects is never evaluated', () => {
    expect(evaluate('http.request.uri.path eq 1', plain)).toBe('undecided');
    expect(evaluate('http.host eq', plain)).toBe('undecided');
  });
  it('header keys are lower-cased, values kept; cookies are a map', () => {
    const request = { url: 'https://example.com/', headers: { 'X-Token': 'AbC', Cookie: 'session=1; theme=dark' } };
    expect(evaluate('http.request.headers["x-token"][0] eq "AbC"', request)).toBe(true);
    expect(evaluate('any(http.request.cookies["theme"][*] eq "dark")', request)).toBe(true);
    expect(evaluate('http.cookie contains "session=1"', request)).toBe(true);
  });
  it('the extension is the lower-cased text after the last dot of the last segment', () => {
    for (const [path, ext] of [['/foo', ''], ['/foo.mp3', 'mp3'], ['/.mp3', ''], ['/.foo.mp3', 'mp3'], ['/foo.tar.bz2', 'bz2'], ['/foo.', ''], ['/foo.MP3', 'mp3']] as const) {
      expect([path, evaluate(`http.request.uri.path.extension eq "${ext}"`, { url: `https://example.com${path}` })]).toEqual([path, true]);
    }
  });
});
