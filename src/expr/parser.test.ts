import { describe, expect, it } from 'vitest';
import type { ComparisonNode, ExprNode, LogicalNode, RootNode } from './ast.js';
import { parseExpression } from './parser.js';
import { ProblemList } from './problems.js';
import { printExpression } from './printer.js';
import { EXPRESSION_LIMITS } from '../data/expression-limits.js';

function parse(text: string, kind: 'filter' | 'value' = 'filter'): { root: RootNode | null; problems: ProblemList } {
  const problems = new ProblemList();
  return { root: parseExpression(text, kind, problems), problems };
}

/** A compact rendering of the tree's shape: `(and a (or b c))`. */
function shape(node: RootNode | ExprNode): string {
  switch (node.kind) {
    case 'logical':
      return `(${node.op} ${node.operands.map(shape).join(' ')})`;
    case 'not':
      return `(not ${shape(node.operand)})`;
    case 'group':
      return `[${shape(node.expr)}]`;
    case 'field':
      return node.name;
    case 'comparison':
      return `${shape(node.lhs)}${node.op}`;
    default:
      return node.kind;
  }
}

describe('precedence: not > and > xor > or', () => {
  it.each([
    ['a or b and c', '(or a (and b c))'],
    ['a and b or c', '(or (and a b) c)'],
    ['a xor b or c', '(or (xor a b) c)'],
    ['a or b xor c and d', '(or a (xor b (and c d)))'],
    ['not a and b', '(and (not a) b)'],
    ['not (a and b)', '(not [(and a b)])'],
    ['a and b and c', '(and a b c)'],
    ['a or b or c and d and e', '(or a b (and c d e))'],
    ['a && b || c ^^ d', '(or (and a b) (xor c d))'],
    ['!a and !b', '(and (not a) (not b))'],
    ['not not a', '(not (not a))'],
  ])('%s', (text, expected) => {
    const { root, problems } = parse(text);
    expect(problems.items).toEqual([]);
    expect(shape(root!)).toBe(expected);
  });
});

describe('comparisons', () => {
  it.each([
    ['x eq 1', 'eq', '=='],
    ['x == 1', 'eq', '=='],
    ['x != 1', 'ne', 'ne'],
    ['x <= 1', 'le', 'le'],
    ['x >= 1', 'ge', 'ge'],
    ['x < 1', 'lt', 'lt'],
    ['x > 1', 'gt', 'gt'],
    ['x ~ "a"', 'matches', 'matches'],
    ['x strict wildcard "a"', 'strict_wildcard', 'strict wildcard'],
    ['x & 1', 'bitwise_and', 'bitwise_and'],
    ['x bitwise_and 1', 'bitwise_and', 'bitwise_and'],
  ])('%s → %s', (text, op) => {
    const { root } = parse(text);
    expect(root?.kind).toBe('comparison');
    expect((root as ComparisonNode).op).toBe(op);
  });

  it('records exact offsets of every part', () => {
    const text = 'http.request.headers["x"][0] eq "v"';
    const root = parse(text).root as ComparisonNode;
    expect([root.start, root.end]).toEqual([0, text.length]);
    expect([root.opStart, root.opEnd]).toEqual([29, 31]);
    expect(text.slice(root.lhs.start, root.lhs.end)).toBe('http.request.headers["x"][0]');
    expect(text.slice(root.rhs.start, root.rhs.end)).toBe('"v"');
  });

  it('lexes the right side of matches in regex escape mode', () => {
    const root = parse(String.raw`x matches "a\.b\"[\"]"`).root as ComparisonNode;
    expect(root.rhs.kind).toBe('string');
    expect(root.rhs.kind === 'string' && root.rhs.value).toBe(String.raw`a\.b"[\"]`);
  });

  it('decodes the escapes of plain strings', () => {
    const root = parse(String.raw`x eq "a\"b\\c\x41\101"`).root as ComparisonNode;
    expect(root.rhs.kind === 'string' && root.rhs.value).toBe('a"b\\cAA');
  });

  it('reads raw strings with any number of #', () => {
    const root = parse('x eq r##"a"#b"##').root as ComparisonNode;
    expect(root.rhs.kind === 'string' && root.rhs.value).toBe('a"#b');
  });

  it('classifies bare literals by shape', () => {
    const kinds = (text: string) => {
      const root = parse(`x in {${text}}`).root as ComparisonNode;
      return root.rhs.kind === 'set' ? root.rhs.elements.map((e) => e.kind) : [];
    };
    expect(kinds('80 0x1f -3 0123')).toEqual(['int', 'int', 'int', 'int']);
    expect(kinds('10.0.0.1 2001:db8::1 ::1')).toEqual(['ip', 'ip', 'ip']);
    expect(kinds('10.0.0.0/8 2001:db8::/32')).toEqual(['cidr', 'cidr']);
    expect(kinds('1..5 10.0.0.1..10.0.0.9')).toEqual(['range', 'range']);
    expect(kinds('aa:bb aa-bb-cc')).toEqual(['bytes', 'bytes']);
    expect(kinds('GET foo-bar')).toEqual(['word', 'word']);
  });
});

describe('whole-expression literals and value expressions', () => {
  it('parses true and false as whole expressions', () => {
    expect(parse('true').root?.kind).toBe('bool');
    expect(parse('  false ').root?.kind).toBe('bool');
  });

  it('parses a value expression as an access or a literal', () => {
    expect(parse('concat("/a", http.request.uri.path)', 'value').root?.kind).toBe('call');
    expect(parse('http.request.headers["a"][0]', 'value').root?.kind).toBe('index');
    expect(parse('"static"', 'value').root?.kind).toBe('string');
  });
});

describe('nesting limit', () => {
  const max = EXPRESSION_LIMITS.maxNestingDepth;

  it(`accepts ${max} levels`, () => {
    const { root, problems } = parse(`${'('.repeat(max)}ssl${')'.repeat(max)}`);
    expect(problems.items).toEqual([]);
    expect(root).not.toBeNull();
  });

  it(`reports level ${max + 1} as a problem at its token`, () => {
    const { root, problems } = parse(`${'not '.repeat(max + 1)}ssl`);
    expect(root).toBeNull();
    expect(problems.items).toMatchObject([{ code: 'syntax', messageId: 'nestingLimit', start: max * 4, end: max * 4 + 3 }]);
  });

  it('survives a million levels without overflowing the stack', () => {
    const depth = 1_000_000;
    for (const text of [`${'('.repeat(depth)}ssl`, `${'lower('.repeat(depth)}x`, `${'!'.repeat(depth)}ssl`, `${'any('.repeat(depth)}x`]) {
      const { root, problems } = parse(text);
      expect(root).toBeNull();
      expect(problems.items[0]?.messageId).toBe('nestingLimit');
    }
  });

  it('parses long flat runs in linear time', () => {
    const text = Array.from({ length: 50_000 }, (_, i) => `tcp.dstport eq ${i}`).join(' or ');
    const started = performance.now();
    const { root } = parse(text);
    expect(root?.kind).toBe('logical');
    expect((root as LogicalNode).operands).toHaveLength(50_000);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('printer', () => {
  it.each([
    ['http.host == "a" && !ssl', 'http.host eq "a" and not ssl'],
    ['ip.src in { 10.0.0.0/8   192.0.2.1 }', 'ip.src in {10.0.0.0/8 192.0.2.1}'],
    ['x  strict   wildcard "a"', undefined],
    ['(a||b)^^c', '(a or b) xor c'],
    ['any( lower( x[*] )[*] ~ r#"a"# )', 'any(lower(x[*])[*] matches r#"a"#)'],
    ['http.request.headers["a"][0]', 'http.request.headers["a"][0]'],
  ])('%s', (text, printed) => {
    const { root } = parse(text, text.startsWith('http.request.headers') ? 'value' : 'filter');
    if (printed === undefined) expect(root).toBeNull();
    else expect(printExpression(root!)).toBe(printed);
  });
});
