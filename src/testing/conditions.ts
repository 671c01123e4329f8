/**
 * Generated conditions for the property tests of the semantic engine: atoms
 * over a small vocabulary — strings with prefixes, suffixes, wildcards and
 * `lower()`, regexes (anchored literals and real ones), IP sets of both
 * families, integer ranges, header lookups that may be missing, Booleans —
 * combined with `and`, `or`, `xor` and `not`. Small pools of values, so that
 * atoms often talk about the same key and the engine has something to prove.
 */
import fc from 'fast-check';

export const CONDITION_ATOMS: readonly string[] = [
  'http.host eq "a.com"', 'http.host eq "b.com"', 'http.host ne "a.com"', 'http.host in {"a.com" "b.com"}', 'http.host in {"A.com"}',
  'lower(http.host) eq "a.com"', 'lower(http.host) in {"b.com" "c.com"}', 'http.host wildcard "a.*"', 'http.host strict wildcard "A*"',
  'http.host contains "com"', 'starts_with(http.host, "a")', 'ends_with(http.host, ".com")',
  'http.request.uri.path eq "/a"', 'http.request.uri.path ne "/ab"', 'starts_with(http.request.uri.path, "/a")', 'starts_with(http.request.uri.path, "/b")',
  'ends_with(http.request.uri.path, "b")', 'http.request.uri.path contains "x"', 'http.request.uri.path wildcard "/a*"', 'http.request.uri.path matches "^/a"',
  'http.request.uri.path matches "b$"', 'http.request.uri.path matches "^/ab$"', 'http.request.uri.path matches "A"', 'http.request.uri.path matches "^/(a|b)"',
  'ip.src in {10.0.0.0/8}', 'ip.src in {10.0.0.0/16 192.0.2.0/24}', 'ip.src eq 10.0.0.1', 'ip.src ne 192.0.2.1', 'ip.src in {2001:db8::/32}', 'ip.src in {10.0.0.0/7}', 'ip.src in {::/0}', 'ip.src in {2001:db8::/127}', 'ip.src in {::ffff:0.0.0.0/96}',
  'cf.bot_management.score lt 30', 'cf.bot_management.score ge 30', 'cf.bot_management.score eq 29', 'cf.bot_management.score in {1..29 99}', 'cf.bot_management.score gt 50',
  'http.request.headers["x"][0] eq "v"', 'http.request.headers["x"][0] ne "v"', 'http.request.headers["x"][0] in {"v" "w"}', 'starts_with(http.request.headers["x"][0], "v")',
  'len(http.request.headers["x"]) gt 1', 'len(http.request.headers["x"][0]) eq 1', 'len(http.request.headers["x"]) ge 0',
  'ssl', 'true', 'false',
];

export const condition: fc.Arbitrary<string> = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...CONDITION_ATOMS),
    fc.tuple(fc.constantFrom('and', 'or', 'xor'), fc.array(tie('expr'), { minLength: 2, maxLength: 3 })).map(([op, parts]) => parts.map((p) => `(${p})`).join(` ${op} `)),
    tie('expr').map((e) => `not (${e})`),
  ),
})).expr;
