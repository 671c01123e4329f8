/**
 * Property-based tests: the analyser is total (never throws, every problem
 * lies inside the text) on arbitrary input, and printing a parsed tree then
 * parsing it again gives the same tree.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeExpression } from './analyze.js';
import { explain } from './explain.js';
import { classifyBare } from './lexer.js';
import { parseIpv6 } from './value-checks/ip.js';
import { parseExpression } from './parser.js';
import { printExpression } from './printer.js';
import { ProblemList } from './problems.js';
import type { RootNode } from './ast.js';
import type { LogicalOp } from './tokens.js';

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

/**
 * The reading of `a op b op c …` by the grammar as written (wirefilter
 * `logical_expr.rs`): split at every `or`, each part at every `xor`, each of
 * those at every `and`; a part of one operand is that operand, else one
 * n-ary node. The parser reads the runs in one loop; this is the reference
 * it must agree with.
 */
function logicalReference(operands: readonly unknown[], ops: readonly LogicalOp[], level = 0): unknown {
  const LEVELS: readonly LogicalOp[] = ['or', 'xor', 'and'];
  if (level === LEVELS.length) return operands[0];
  const wanted = LEVELS[level];
  const parts: { operands: unknown[]; ops: LogicalOp[] }[] = [{ operands: [operands[0]], ops: [] }];
  ops.forEach((op, i) => {
    if (op === wanted) parts.push({ operands: [operands[i + 1]], ops: [] });
    else {
      parts.at(-1)!.operands.push(operands[i + 1]);
      parts.at(-1)!.ops.push(op);
    }
  });
  const read = parts.map((part) => logicalReference(part.operands, part.ops, level + 1));
  return read.length === 1 ? read[0] : { kind: 'logical', op: wanted, operands: read };
}

describe('logical operators', () => {
  const OPERANDS = ['ssl', 'http.host eq "a"', 'not ip.src in {10.0.0.0/8}', '(tcp.dstport eq 80 or ssl)', 'any(http.request.headers.names[*] eq "x")', 'true', 'lower(http.host) contains "b"'];
  const SPELLINGS: Readonly<Record<LogicalOp, readonly string[]>> = { and: ['and', '&&'], or: ['or', '||'], xor: ['xor', '^^'] };
  const chain = fc
    .array(fc.tuple(fc.constantFrom<LogicalOp>('and', 'or', 'xor'), fc.boolean(), fc.constantFrom(...OPERANDS), fc.constantFrom(' ', '  ', '\n')), { maxLength: 12 })
    .chain((rest) => fc.constantFrom(...OPERANDS).map((first) => ({ first, rest })));

  it('group by precedence (and, then xor, then or) into one n-ary node per run, as the grammar reads them', () => {
    fc.assert(
      fc.property(chain, ({ first, rest }) => {
        const text = [first, ...rest.map(([op, symbol, operand, space]) => `${space}${SPELLINGS[op][symbol ? 1 : 0]}${space}${operand}`)].join('');
        const tree = parseExpression(text, 'filter', new ProblemList());
        expect(tree, text).not.toBeNull();
        const alone = (operand: string): unknown => stripPositions(parseExpression(operand, 'filter', new ProblemList()));
        const expected = logicalReference([alone(first), ...rest.map(([, , operand]) => alone(operand))], rest.map(([op]) => op));
        expect(stripPositions(tree), text).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('bare literal shapes', () => {
  // The shapes as the lexer's grammar writes them; the lexer checks them with loops.
  const SHAPES: readonly [string, RegExp][] = [
    ['hex int', /^0x[0-9a-fA-F]+$/],
    ['decimal int', /^-?[0-9]+$/],
    ['IPv4', /^[0-9]+(\.[0-9]+){3}$/],
    ['hex bytes', /^[0-9a-fA-F]{2}([:.-][0-9a-fA-F]{2})+$/],
    ['dotted digits', /^[0-9.]+$/],
  ];
  /** The kind the shapes give a bare literal without `..` or `/` (`classifyBare` handles those first). */
  function referenceKind(text: string): string {
    const [hexInt, decimalInt, ipv4, hexBytes, dotted] = SHAPES.map(([, shape]) => shape.test(text));
    if (hexInt || decimalInt) return 'int';
    if (ipv4) return 'ip';
    if (text.includes(':')) return parseIpv6(text) !== undefined ? 'ip' : hexBytes ? 'bytes' : /^[0-9a-fA-F:.]+$/.test(text) ? 'ip' : 'word';
    if (hexBytes) return 'bytes';
    if (text.includes('.') && dotted) return 'ip';
    return 'word';
  }
  const bare = fc
    .array(fc.constantFrom('0', '1', '7', '9', 'a', 'f', 'F', 'g', 'x', '.', '-', ':', '_', 'Z'), { minLength: 1, maxLength: 14 })
    .map((chars) => chars.join(''))
    .filter((text) => !text.includes('..'));

  it('are recognised as their regexes say', () => {
    fc.assert(
      fc.property(bare, (text) => {
        expect(classifyBare(text, 0, text.length).kind, text).toBe(referenceKind(text));
      }),
      { numRuns: 20_000 },
    );
  });
});
