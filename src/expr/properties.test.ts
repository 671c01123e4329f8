/**
 * Property-based tests: the analyser is total (never throws, every problem
 * lies inside the text) on arbitrary input, and printing a parsed tree then
 * parsing it again gives the same tree.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeExpression } from './analyze.js';
import { explain } from './explain.js';
import { parseExpression } from './parser.js';
import { printExpression } from './printer.js';
import { ProblemList } from './problems.js';
import type { RootNode } from './ast.js';

/** Keys that hold offsets, checker output or notation: a tree without them is its meaning. */
const POSITIONAL_KEYS = new Set(['start', 'end', 'opStart', 'opEnd', 'nameEnd', 'slash', 'type', 'opText']);

/** A deep copy of the tree without offsets, types and operator spelling. */
function stripPositions(node: RootNode | null): unknown {
  return strip(node);
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (!POSITIONAL_KEYS.has(key)) out[key] = strip(child);
  }
  return out;
}


/** Pieces of real expressions, so random input reaches deep into the grammar. */
const TOKENS = [
  'http.host', 'ip.src', 'tcp.dstport', 'ssl', 'http.request.headers', 'http.request.headers.names', 'cf.waf.score',
  'http.request.uri.path', 'lower', 'concat', 'len', 'any', 'all', 'regex_replace', 'not', 'and', 'or', 'xor', '&&', '||',
  '^^', '!', 'eq', '==', 'ne', '!=', 'lt', '<', 'le', '<=', 'gt', '>', 'ge', '>=', 'contains', 'matches', '~', 'wildcard',
  'strict wildcard', 'in', '&', '(', ')', '[', ']', '[*]', '[0]', '["a"]', '{', '}', ',', '$', '$cf.vpn', '$list', '"a"',
  '"\\x41"', '"\\"', '"', 'r"', 'r#"x"#', 'r#"', '#', '"[\\"]"', '80', '-1', '0x1f', '0123', '1..5', '10.0.0.1', '10.0.0.0/8',
  '2001:db8::/32', 'aa:bb', 'true', 'false', 'AND', 'EQ', ' ', '  ', '\t', '\n', '.', '..', '/', '*', '**', '\\', 'é', '😀',
];

const tokenSoup = fc.array(fc.constantFrom(...TOKENS), { maxLength: 40 }).map((parts) => parts.join(' '));
const tightSoup = fc.array(fc.constantFrom(...TOKENS), { maxLength: 40 }).map((parts) => parts.join(''));
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ maxLength: 200 }),
  tokenSoup,
  tightSoup,
);
const deepText = fc
  .tuple(fc.constantFrom('(', 'not ', '!', 'lower(', 'any(', 'f(', '{', '"', '[', 'concat(x, '), fc.integer({ min: 100, max: 20_000 }), tokenSoup)
  .map(([opener, depth, tail]) => `${opener.repeat(depth)}${tail}`);

const kinds = fc.constantFrom<'filter' | 'value'>('filter', 'value');
const phases = fc.constantFrom(undefined, 'http_request_firewall_custom', 'http_request_transform', 'magic_transit', 'http_response_headers_transform');

describe('totality', () => {
  it('analyzeExpression never throws and keeps every problem inside the text', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, deepText), kinds, phases, (text, kind, phase) => {
        const analysis = analyzeExpression(text, phase === undefined ? { kind } : { kind, phase, tier: 'free', lists: () => undefined });
        for (const problem of analysis.problems) {
          expect(problem.start).toBeGreaterThanOrEqual(0);
          expect(problem.end).toBeGreaterThanOrEqual(problem.start);
          expect(problem.end).toBeLessThanOrEqual(text.length);
          if (problem.fix !== undefined) {
            expect(problem.fix.start).toBeGreaterThanOrEqual(0);
            expect(problem.fix.end).toBeLessThanOrEqual(text.length);
          }
        }
        if (analysis.ast === null) expect(analysis.problems.some((p) => p.code === 'syntax')).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('explain never throws', () => {
    fc.assert(
      fc.property(anyText, phases, (text, phase) => {
        expect(typeof explain(text, phase === undefined ? {} : { phase })).toBe('string');
      }),
      { numRuns: 500 },
    );
  });
});

// ------------------------------------------------------------ printing round trip

const stringContent = fc.string({ unit: fc.constantFrom(...'ab/.-_ *?é😀"\\#[]'), maxLength: 8 });
const stringLiteral = fc.oneof(
  stringContent.map((s) => `"${s.replace(/[\\"]/g, (c) => `\\${c}`)}"`),
  stringContent.filter((s) => !s.includes('"#')).map((s) => `r#"${s}"#`),
);
const comparison = fc.oneof(
  fc.tuple(fc.constantFrom('http.host', 'http.request.uri.path', 'lower(http.host)'), fc.constantFrom('eq', '==', 'ne', 'contains', 'wildcard', 'strict wildcard', 'lt'), stringLiteral).map(
    ([lhs, op, rhs]) => `${lhs} ${op} ${rhs}`,
  ),
  // In regex escape mode a `[` opens a class in which `"` does not end the string.
  fc.tuple(fc.constantFrom('matches', '~'), stringLiteral.filter((s) => !s.includes('['))).map(([op, rhs]) => `http.request.uri.path ${op} ${rhs}`),
  fc.tuple(fc.constantFrom('tcp.dstport', 'cf.waf.score'), fc.constantFrom('eq', '>=', '<', 'ne'), fc.integer({ min: -5, max: 70000 })).map(([lhs, op, rhs]) => `${lhs} ${op} ${rhs}`),
  fc.array(fc.oneof(fc.integer({ min: 0, max: 65535 }).map(String), fc.constantFrom('80..90', '0x50', '0123')), { minLength: 1, maxLength: 5 }).map((items) => `tcp.dstport in {${items.join(' ')}}`),
  fc.array(fc.constantFrom('10.0.0.0/8', '192.0.2.1', '2001:db8::/32', '10.0.0.1..10.0.0.9', '::1'), { minLength: 1, maxLength: 4 }).map((items) => `ip.src in { ${items.join('  ')} }`),
  fc.constantFrom('ip.src in $cf.open_proxies', 'ssl', 'not ssl', 'any(http.request.headers.names[*] == "a")', 'len(http.request.uri.args["q"]) gt 0', 'starts_with(http.host, "a")'),
);
const expression: fc.Arbitrary<string> = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    comparison,
    tie('expr').map((e) => `(${e})`),
    tie('expr').map((e) => `not ${e}`),
    tie('expr').map((e) => `!${e}`),
    fc.tuple(tie('expr'), fc.constantFrom('and', 'or', 'xor', '&&', '||', '^^'), tie('expr')).map(([a, op, b]) => `${a} ${op} ${b}`),
  ),
})).expr;

function roundTrip(text: string, kind: 'filter' | 'value'): void {
  const first = parseExpression(text, kind, new ProblemList());
  if (first === null) return;
  const printed = printExpression(first);
  const second = parseExpression(printed, kind, new ProblemList());
  expect(second, printed).not.toBeNull();
  expect(stripPositions(second)).toEqual(stripPositions(first));
  // Printing is a normal form: printing again changes nothing.
  expect(printExpression(second!)).toBe(printed);
}

describe('print → parse gives the same tree', () => {
  it('for generated expressions', () => {
    fc.assert(
      fc.property(expression, (text) => {
        expect(parseExpression(text, 'filter', new ProblemList()), text).not.toBeNull();
        roundTrip(text, 'filter');
      }),
      { numRuns: 2000 },
    );
  });

  it('for arbitrary input that happens to parse', () => {
    fc.assert(
      fc.property(fc.oneof(tokenSoup, tightSoup, anyText), kinds, (text, kind) => roundTrip(text, kind)),
      { numRuns: 5000 },
    );
  });
});
