/**
 * The engine against brute force. Random conditions over a small vocabulary
 * (strings with prefixes, wildcards, `lower()`, IP sets, integer ranges,
 * header lookups that may be missing, Booleans, regexes) are checked on every
 * request of a small request space, under both readings of missing values
 * (docs: every comparison false; wirefilter: `ne` true). Whatever the engine
 * calls certain must hold on every request:
 *
 * - `neverMatches(e)` ⇒ `e` is false on every request;
 * - `alwaysMatches(e)` ⇒ `e` is true on every request;
 * - `isSubset(a, b)` ⇒ every request matching `a` matches `b`;
 * - a reported contradiction's `and` is false everywhere, a tautology's `or` true everywhere.
 *
 * The oracle below is an independent evaluator written for this test (no
 * code shared with the engine but the parser and IP parsing), and it checks
 * both readings of missing values; `engine-eval.property.test.ts` runs the
 * same properties against the offline evaluator (`src/eval/`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccessNode, ExprNode, LiteralNode, RootNode } from '../expr/ast.js';
import { analyzeExpression } from '../expr/analyze.js';
import { type ParsedIp, parseIp } from '../expr/value-checks/ip.js';
import { alwaysMatches, isSubset, neverMatches, newAnalyzer } from './index.js';
import { findLogicDefects } from './logic.js';
import { condition } from '../testing/conditions.js';

// ---------------------------------------------------------------- requests

interface Request {
  readonly host: string;
  readonly path: string;
  readonly ip: string;
  readonly score: number;
  /** Values of header `x`: `undefined` = absent. */
  readonly header: readonly string[] | undefined;
  readonly ssl: boolean;
}

const HOSTS = ['a.com', 'A.com', 'b.com'];
const PATHS = ['/a', '/ab', '/A/x'];
const IPS = ['10.0.0.1', '192.0.2.1', '2001:db8::1', '2001:db8::2:1', '::ffff:10.0.0.1'];
const SCORES = [29, 30, 99];
const HEADERS: readonly (readonly string[] | undefined)[] = [undefined, [], ['v'], ['vv', 'w']];

const REQUESTS: Request[] = [];
for (const host of HOSTS) for (const path of PATHS) for (const ip of IPS) for (const score of SCORES) for (const header of HEADERS) for (const ssl of [true, false]) REQUESTS.push({ host, path, ip, score, header, ssl });

// ---------------------------------------------------------------- oracle

type Reading = 'docs' | 'wirefilter';
const MISSING = Symbol('missing');
type Value = string | number | boolean | ParsedIp | readonly string[] | typeof MISSING;

const parsedIps = new Map<string, ParsedIp>();

function parsedIp(text: string): ParsedIp {
  let ip = parsedIps.get(text);
  if (ip === undefined) {
    ip = parseIp(text)!;
    parsedIps.set(text, ip);
  }
  return ip;
}

function access(node: AccessNode, r: Request): Value {
  switch (node.kind) {
    case 'field':
      switch (node.name) {
        case 'http.host':
          return r.host;
        case 'http.request.uri.path':
          return r.path;
        case 'ip.src':
          return parsedIp(r.ip);
        case 'cf.bot_management.score':
          return r.score;
        case 'ssl':
          return r.ssl;
        default:
          throw new Error(`oracle: field ${node.name}`);
      }
    case 'index': {
      if (node.target.kind === 'field' && node.target.name === 'http.request.headers' && node.key.kind === 'key') return node.key.value === 'x' && r.header !== undefined ? r.header : MISSING;
      const target = access(node.target, r);
      if (target === MISSING || !Array.isArray(target) || node.key.kind !== 'position') return MISSING;
      return node.key.value < target.length ? (target[node.key.value] as string) : MISSING;
    }
    case 'call': {
      const args = node.args.map((a) => (a.kind === 'string' ? a.value : access(a as AccessNode, r)));
      const [first, second] = args;
      if (first === MISSING) return MISSING;
      switch (node.name) {
        case 'lower':
          return (first as string).replace(/[A-Z]/g, (c) => c.toLowerCase());
        case 'len':
          return (first as string | string[]).length;
        case 'starts_with':
          return (first as string).startsWith(second as string);
        case 'ends_with':
          return (first as string).endsWith(second as string);
        default:
          throw new Error(`oracle: function ${node.name}`);
      }
    }
  }
}

function ipBits(ip: ParsedIp): bigint {
  return ip.bytes.reduce((acc, b) => (acc << 8n) | BigInt(b), 0n);
}

function ipIn(ip: ParsedIp, member: LiteralNode): boolean {
  if (member.kind === 'ip') {
    const other = parsedIp(member.text);
    return other.family === ip.family && ipBits(other) === ipBits(ip);
  }
  if (member.kind === 'cidr') {
    const net = parsedIp(member.address);
    if (net.family !== ip.family) return false;
    const width = BigInt((ip.family === 4 ? 32 : 128) - Number(member.prefix));
    return ipBits(net) >> width === ipBits(ip) >> width;
  }
  throw new Error(`oracle: IP member ${member.kind}`);
}

const compiled = new Map<string, RegExp>();

function cachedRegex(source: string, flags: string): RegExp {
  const key = `${flags}/${source}`;
  let regex = compiled.get(key);
  if (regex === undefined) {
    regex = new RegExp(source, flags);
    compiled.set(key, regex);
  }
  return regex;
}

function wildcardRegex(pattern: string, caseInsensitive: boolean): RegExp {
  const body = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return cachedRegex(`^${body}$`, caseInsensitive ? 'is' : 's');
}

function compare(node: ExprNode & { kind: 'comparison' }, r: Request, reading: Reading): boolean {
  const value = access(node.lhs, r);
  if (value === MISSING) return node.op === 'ne' && reading === 'wirefilter';
  const rhs = node.rhs;
  if (typeof value === 'object' && 'family' in value) {
    if (node.op === 'in' && rhs.kind === 'set') return rhs.elements.some((m) => ipIn(value, m));
    if (rhs.kind === 'ip') return node.op === 'eq' ? ipIn(value, rhs) : !ipIn(value, rhs);
    throw new Error('oracle: IP comparison');
  }
  if (typeof value === 'number') {
    const literal = (n: LiteralNode): number => Number((n as { text: string }).text);
    if (node.op === 'in' && rhs.kind === 'set') return rhs.elements.some((m) => (m.kind === 'range' ? value >= literal(m.first) && value <= literal(m.last) : value === literal(m)));
    const n = literal(rhs as LiteralNode);
    const ops = { eq: value === n, ne: value !== n, lt: value < n, le: value <= n, gt: value > n, ge: value >= n } as Record<string, boolean>;
    return ops[node.op]!;
  }
  const s = value as string;
  const text = rhs.kind === 'string' ? rhs.value : '';
  switch (node.op) {
    case 'eq':
      return s === text;
    case 'ne':
      return s !== text;
    case 'in':
      return rhs.kind === 'set' && rhs.elements.some((m) => m.kind === 'string' && m.value === s);
    case 'contains':
      return s.includes(text);
    case 'matches':
      return cachedRegex(text, '').test(s);
    case 'wildcard':
      return wildcardRegex(text, true).test(s);
    case 'strict_wildcard':
      return wildcardRegex(text, false).test(s);
    default:
      throw new Error(`oracle: operator ${node.op}`);
  }
}

function evaluate(node: ExprNode, r: Request, reading: Reading): boolean {
  switch (node.kind) {
    case 'logical': {
      const values = node.operands.map((o) => evaluate(o, r, reading));
      return node.op === 'and' ? values.every(Boolean) : node.op === 'or' ? values.some(Boolean) : values.reduce((a, b) => a !== b, false);
    }
    case 'not':
      return !evaluate(node.operand, r, reading);
    case 'group':
      return evaluate(node.expr, r, reading);
    case 'bool':
      return node.value;
    case 'comparison':
      return compare(node, r, reading);
    case 'field':
    case 'call':
    case 'index': {
      const value = access(node, r);
      return value !== MISSING && value === true;
    }
    default:
      throw new Error(`oracle: node ${node.kind}`);
  }
}

/** The truth table of a condition over the request space, both readings. */
function truths(node: ExprNode): boolean[] {
  const out: boolean[] = [];
  for (const r of REQUESTS) for (const reading of ['docs', 'wirefilter'] as const) out.push(evaluate(node, r, reading));
  return out;
}

// ---------------------------------------------------------------- conditions

function tree(text: string): RootNode {
  const analysis = analyzeExpression(text, { kind: 'filter', phase: 'http_request_firewall_custom' });
  const blocking = analysis.problems.filter((p) => p.code !== 'plan-feature' && p.code !== 'boolLiteralPosition');
  if (analysis.ast === null || blocking.some((p) => p.code === 'syntax' && p.messageId !== 'boolLiteralPosition')) throw new Error(`does not parse: ${text}`);
  return analysis.ast;
}

/** How often the engine proved something (a property test that proves nothing tests nothing). */
const proofs = { never: 0, always: 0, subset: 0, defects: 0 };

describe('the engine is never wrong about certainty', () => {
  it('neverMatches / alwaysMatches agree with brute force', () => {
    fc.assert(
      fc.property(condition, (text) => {
        const ast = tree(text);
        const table = truths(ast as ExprNode);
        if (neverMatches(ast)) {
          proofs.never++;
          expect(table.every((t) => !t), text).toBe(true);
        }
        if (alwaysMatches(ast)) {
          proofs.always++;
          expect(table.every((t) => t), text).toBe(true);
        }
      }),
      { numRuns: 300, seed: 1313 },
    );
  }, 120_000);

  it('isSubset agrees with brute force', () => {
    fc.assert(
      fc.property(condition, condition, (a, b) => {
        const x = tree(a);
        const y = tree(b);
        if (!isSubset(x, y, newAnalyzer())) return;
        proofs.subset++;
        const tx = truths(x as ExprNode);
        const ty = truths(y as ExprNode);
        expect(tx.every((t, i) => !t || ty[i]), `${a} ⊆ ${b}`).toBe(true);
      }),
      { numRuns: 300, seed: 2626 },
    );
  }, 120_000);

  it('reported contradictions never hold and reported tautologies always do', () => {
    fc.assert(
      fc.property(condition, (text) => {
        const ast = tree(text);
        for (const defect of findLogicDefects(ast, newAnalyzer())) {
          proofs.defects++;
          const table = truths(defect.node);
          expect(table.every((t) => (defect.kind === 'contradiction' ? !t : t)), `${defect.kind} in ${text}`).toBe(true);
        }
      }),
      { numRuns: 300, seed: 3939 },
    );
  }, 120_000);

  it('the runs proved something of every kind', () => {
    expect(proofs.never).toBeGreaterThanOrEqual(3);
    expect(proofs.always).toBeGreaterThanOrEqual(3);
    expect(proofs.subset).toBeGreaterThanOrEqual(3);
    expect(proofs.defects).toBeGreaterThanOrEqual(3);
  });
});
