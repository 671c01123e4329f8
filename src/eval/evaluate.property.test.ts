/**
 * Property tests (issue 16 item 5): the evaluator never contradicts the type
 * checker, and its three-valued logic is sound.
 *
 * - total: any text and any request give `true`, `false` or `'undecided'`;
 * - an expression the type checker rejects is never decided;
 * - a comparison the checker finds constant (`constant-comparison`, a value
 *   outside the field's domain or case) never evaluates to the other result
 *   on a request whose values are inside the domain;
 * - `not E` is the negation of `E`, and undecided exactly when `E` is;
 * - giving more fields never changes a decided verdict (undecided means
 *   "depends on what is not given", never a guess).
 *
 * The semantic engine (src/semantic/) is checked against this evaluator in
 * src/semantic/engine-eval.property.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeExpression } from '../expr/analyze.js';
import { whenCodes } from '../esc/when.js';
import { evaluate, type RequestInput } from './index.js';

const ERROR_CODES = whenCodes('error');

/** Fields with values inside their domains (src/data/fields.ts FIELD_DOMAINS). */
const GIVEN_FIELDS: Record<string, fc.Arbitrary<unknown>> = {
  'ip.src.country': fc.constantFrom('DE', 'US', 'CH', 'GB', 'T1'),
  'ip.src.continent': fc.constantFrom('EU', 'NA', 'AS', 'T1'),
  'ip.src.asnum': fc.integer({ min: 1, max: 70000 }),
  'cf.bot_management.score': fc.integer({ min: 1, max: 99 }),
  'cf.bot_management.verified_bot': fc.boolean(),
  'cf.waf.score': fc.integer({ min: 1, max: 100 }),
  'http.request.timestamp.msec': fc.integer({ min: 0, max: 999 }),
  'http.response.code': fc.integer({ min: 100, max: 599 }),
};

const SEGMENT = fc.constantFrom('admin', 'api', 'v1', 'a.b', 'index.HTML', 'x y', '%2F', 'é', 'login', '');
const request: fc.Arbitrary<RequestInput> = fc.record(
  {
    method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'),
    url: fc.tuple(fc.constantFrom('https', 'http'), fc.constantFrom('example.com', 'www.example.com', 'API.example.com:8443'), fc.array(SEGMENT, { maxLength: 4 }), fc.option(fc.constantFrom('a=1', 'a=1&a=2&b', 'q=%20x', ''), { nil: undefined })).map(
      ([scheme, host, segments, query]) => `${scheme}://${host}/${segments.join('/')}${query === undefined ? '' : `?${query}`}`,
    ),
    headers: fc.dictionary(fc.constantFrom('user-agent', 'Accept', 'X-Token', 'cookie', 'referer'), fc.constantFrom('curl/8.5', 'a=1; b=2', 'text/html', 'Mozilla', ''), { maxKeys: 4 }),
    ip: fc.constantFrom('203.0.113.7', '192.0.2.1', '2001:db8::1', '198.51.100.200'),
    fields: fc.record(GIVEN_FIELDS, { requiredKeys: [] }),
  },
  { requiredKeys: ['url'] },
);

// ------------------------------------------------------------------ expressions

const STRING_FIELDS = ['http.host', 'http.request.uri.path', 'http.request.uri.query', 'http.request.full_uri', 'http.user_agent', 'http.request.method', 'ip.src.country', 'ip.src.continent', 'http.request.uri.path.extension', 'http.cookie'];
const INT_FIELDS = ['cf.bot_management.score', 'cf.waf.score', 'ip.src.asnum', 'cf.edge.server_port', 'http.request.timestamp.msec', 'http.response.code'];
const BOOL_FIELDS = ['ssl', 'cf.bot_management.verified_bot'];
const STRING_LITERALS = ['"/admin"', '"admin"', '"DE"', '"de"', '"GET"', '"get"', '"example.com"', '"HTML"', '"html"', '"a=1"', 'r"x"', '"\\x41"', '""', '"é"'];
const PATTERNS = ['"^/admin"', '"(?i)API"', '"\\\\.html$"', 'r"^/[a-z]+/v[0-9]$"', '"[^a]"', '"(?u)é"', '"(a+)+$"'];
const WILDCARDS = ['"*/admin*"', '"https://*.example.com/*"', '"*.HTML"', '"*"'];
const INT_LITERALS = ['0', '1', '30', '99', '100', '443', '-5', '1000', '0x1f', '017'];

const stringComparison = fc.oneof(
  fc.tuple(fc.constantFrom(...STRING_FIELDS), fc.constantFrom('eq', 'ne', '==', 'contains', 'lt', 'ge'), fc.constantFrom(...STRING_LITERALS)).map(([f, op, v]) => `${f} ${op} ${v}`),
  fc.tuple(fc.constantFrom(...STRING_FIELDS), fc.constantFrom(...PATTERNS)).map(([f, p]) => `${f} matches ${p}`),
  fc.tuple(fc.constantFrom(...STRING_FIELDS), fc.constantFrom('wildcard', 'strict wildcard'), fc.constantFrom(...WILDCARDS)).map(([f, op, p]) => `${f} ${op} ${p}`),
  fc.tuple(fc.constantFrom(...STRING_FIELDS), fc.subarray(STRING_LITERALS, { minLength: 1, maxLength: 3 })).map(([f, vs]) => `${f} in {${vs.join(' ')}}`),
  fc.tuple(fc.constantFrom('starts_with', 'ends_with'), fc.constantFrom(...STRING_FIELDS), fc.constantFrom(...STRING_LITERALS)).map(([fn, f, v]) => `${fn}(${f}, ${v})`),
  fc.tuple(fc.constantFrom(...STRING_FIELDS), fc.constantFrom(...STRING_LITERALS)).map(([f, v]) => `lower(${f}) eq ${v}`),
  fc.constantFrom(
    'any(http.request.headers.names[*] eq "Accept")',
    'all(http.request.headers["accept"][*] eq "text/html")',
    'any(lower(http.request.headers.values[*])[*] contains "mozilla")',
    'len(http.request.uri.args["a"]) ge 1',
    'http.request.uri.args["a"][1] eq "2"',
    'http.request.headers["x-token"][0] ne "a=1"',
    'any(http.request.cookies["b"][*] eq "2")',
  ),
);
const intComparison = fc
  .tuple(fc.constantFrom(...INT_FIELDS), fc.constantFrom('eq', 'ne', 'lt', 'le', 'gt', 'ge', 'in'), fc.constantFrom(...INT_LITERALS), fc.constantFrom(...INT_LITERALS))
  .map(([f, op, a, b]) => (op === 'in' ? `${f} in {${a} ${b}..${Number(b) + 10}}` : `${f} ${op} ${a}`));
const ipComparison = fc
  .tuple(fc.constantFrom('eq', 'ne', 'in', 'gt'), fc.constantFrom('203.0.113.7', '192.0.2.0/24', '2001:db8::/32', '10.0.0.1..10.0.0.9', '192.0.2.1/24'))
  .map(([op, v]) => (op === 'in' || v.includes('/') || v.includes('..') ? `ip.src in {${v}}` : `ip.src ${op} ${v}`));
const atom = fc.oneof(stringComparison, intComparison, ipComparison, fc.constantFrom(...BOOL_FIELDS), fc.constantFrom(...BOOL_FIELDS).map((f) => `not ${f}`));

const expression: fc.Arbitrary<string> = fc.letrec((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    atom,
    fc.tuple(tie('expr'), fc.constantFrom('and', 'or', 'xor', '&&', '||'), tie('expr')).map(([a, op, b]) => `(${a}) ${op} (${b})`),
    tie('expr').map((e) => `not (${e})`),
  ),
})).expr as fc.Arbitrary<string>;

const NUM_RUNS = 1000;

describe('the evaluator agrees with the type checker', () => {
  it('is total on any text and request', () => {
    fc.assert(
      fc.property(fc.oneof(expression, fc.string({ maxLength: 80 })), request, (text, r) => {
        expect([true, false, 'undecided']).toContain(evaluate(text, r));
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('never decides an expression the type checker rejects', () => {
    fc.assert(
      fc.property(fc.oneof(expression, fc.constantFrom('http.host eq 1', 'ip.src contains "a"', 'ssl eq true', 'http.request.uri.path[0] eq "a"', 'lower(1) eq "a"')), request, (text, r) => {
        const analysis = analyzeExpression(text, { kind: 'filter', phase: 'http_request_firewall_custom' });
        if (analysis.ast === null || analysis.problems.some((p) => ERROR_CODES.has(p.code))) expect(evaluate(text, r)).toBe('undecided');
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('a comparison the checker finds constant never evaluates to the other result', () => {
    const constant = fc.oneof(intComparison, stringComparison);
    fc.assert(
      fc.property(constant, request, (text, r) => {
        const analysis = analyzeExpression(text, { kind: 'filter', phase: 'http_request_firewall_custom' });
        const whole = analysis.problems.find((p) => p.code === 'constant-comparison' && p.messageId === 'outsideDomain' && p.start === 0 && p.end === text.length);
        const never = analysis.problems.some((p) => (p.code === 'constant-comparison' && p.messageId === 'caseNeverMatches') || p.code === 'method-case');
        const verdict = evaluate(text, r);
        if (whole) expect(verdict === 'undecided' || String(verdict) === whole.data?.['result']).toBe(true);
        // One literal compared for equality: the comparison never holds (a set may hold other members that do).
        if (never && /\s(eq|==)\s/.test(text) && !text.includes('{')) expect(verdict).not.toBe(true);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('three-valued logic is sound', () => {
  it('`not E` negates E, and is undecided exactly when E is', () => {
    fc.assert(
      fc.property(expression, request, (text, r) => {
        const verdict = evaluate(text, r);
        const negated = evaluate(`not (${text})`, r);
        expect(negated).toBe(verdict === 'undecided' ? 'undecided' : !verdict);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('giving more fields never changes a decided verdict', () => {
    const full = fc.record(GIVEN_FIELDS);
    fc.assert(
      fc.property(expression, request, full, (text, r, more) => {
        const before = evaluate(text, r);
        if (before === 'undecided') return;
        const after = evaluate(text, { ...r, fields: { ...more, ...r.fields } });
        expect(after).toBe(before);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
