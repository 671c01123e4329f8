/**
 * From a type-checked expression tree to the set of requests it matches
 * (`MatchSet`). Negation is pushed to the comparisons (De Morgan), where it is
 * exact: the complement of a range set, a negated string literal, a flipped
 * opaque variable. A comparison the engine does not model — a regex, a list,
 * `any(…)`, `xor`, a Boolean function — becomes an opaque variable named by
 * its normal form, so it still conflicts with its own negation.
 *
 * Each node is evaluated at most once per polarity (memoized); the recursion
 * follows the tree, whose depth the parser bounds by the nesting limit.
 */
import type { AccessNode, CallNode, ComparisonNode, ExprNode, LiteralNode, RootNode, SetNode, StringNode } from '../expr/ast.js';
import { isAccess } from '../expr/ast.js';
import { printExpression } from '../expr/printer.js';
import { type KeyConstraint, type StringAtom, opaqueConstraint, rangeConstraint, stringConstraint } from './constraint.js';
import { ipLiteralRange } from './ip-line.js';
import { type KeyInfo, keyOf } from './key.js';
import { type Budget, type MatchSet, EVERYTHING, NOTHING, and, or, single } from './match-set.js';
import { type Range, RangeSet } from './range-set.js';
import { wildcardParts } from './shapes.js';
import { regexAsLiteral } from '../expr/value-checks/regex.js';

/** The value of an integer literal, exactly; `undefined` when it is not a valid i64. */
export function intLiteral(node: LiteralNode): bigint | undefined {
  if (node.kind !== 'int' || node.problem !== undefined) return undefined;
  if (node.radix === 16) return BigInt(node.text);
  if (node.radix === 8) return BigInt(`0o${node.text.slice(1)}`);
  return BigInt(node.text);
}

function intRange(node: LiteralNode): Range | undefined {
  if (node.kind === 'range') {
    const lo = intLiteral(node.first);
    const hi = intLiteral(node.last);
    return lo === undefined || hi === undefined ? undefined : { lo, hi };
  }
  const value = intLiteral(node);
  return value === undefined ? undefined : { lo: value, hi: value };
}

function ipRange(node: LiteralNode): Range | undefined {
  return node.kind === 'ip' || node.kind === 'cidr' || node.kind === 'range' ? ipLiteralRange(node.text) : undefined;
}

/** The members of `{ … }` (or a single literal) as ranges; `undefined` when one of them is not a valid literal of the kind. */
function rangesOf(rhs: LiteralNode | SetNode, read: (n: LiteralNode) => Range | undefined): RangeSet | undefined {
  const elements = rhs.kind === 'set' ? rhs.elements : [rhs];
  const ranges: Range[] = [];
  for (const element of elements) {
    const range = read(element);
    if (range === undefined) return undefined;
    ranges.push(range);
  }
  return RangeSet.fromRanges(ranges);
}

function stringsOf(rhs: SetNode): string[] | undefined {
  const values: string[] = [];
  for (const element of rhs.elements) {
    if (element.kind !== 'string') return undefined;
    values.push(element.value);
  }
  return values;
}

/** What the engine is told about its input beyond the trees. */
export interface AnalyzerOptions {
  /**
   * Whether printed text holds a value known only later (a Terraform
   * interpolation, held by a placeholder word): a comparison or function
   * call whose text holds one may match any requests, so it becomes an
   * opaque variable of its own, which only widens what the engine proves.
   */
  readonly holdsUnknown?: (text: string) => boolean;
}

export class ConditionAnalyzer {
  private readonly memo = new Map<ExprNode, [MatchSet | undefined, MatchSet | undefined]>();
  /** Normal forms of the nodes printed so far: a node is read once per polarity, and printed once. */
  private readonly printed = new Map<ExprNode | CallNode, string>();
  private readonly print = (node: ExprNode | CallNode): string => {
    let text = this.printed.get(node);
    if (text === undefined) this.printed.set(node, (text = printExpression(node)));
    return text;
  };

  constructor(
    readonly budget: Budget,
    private readonly options: AnalyzerOptions = {},
  ) {}

  /** The requests for which `node` is true (`positive`) or false. */
  setOf(node: ExprNode | RootNode, positive = true): MatchSet {
    const expr = node as ExprNode;
    let entry = this.memo.get(expr);
    if (entry === undefined) {
      entry = [undefined, undefined];
      this.memo.set(expr, entry);
    }
    const slot = positive ? 0 : 1;
    const known = entry[slot];
    if (known !== undefined) return known;
    const computed = this.compute(expr, positive);
    entry[slot] = computed;
    return computed;
  }

  private compute(node: ExprNode, positive: boolean): MatchSet {
    switch (node.kind) {
      case 'group':
        return this.setOf(node.expr, positive);
      case 'not':
        return this.setOf(node.operand, !positive);
      case 'bool':
        return node.value === positive ? EVERYTHING : NOTHING;
      case 'logical': {
        if (node.op === 'xor') return this.opaque(node, positive);
        const conjunction = (node.op === 'and') === positive;
        let result = conjunction ? EVERYTHING : NOTHING;
        for (const operand of node.operands) {
          const part = this.setOf(operand, positive);
          result = conjunction ? and(result, part, this.budget) : or(result, part, this.budget);
        }
        return result;
      }
      case 'comparison':
        return this.comparison(node, positive);
      case 'quantifier':
        return this.opaque(node, positive);
      case 'field':
      case 'index':
        return this.opaque(node, positive);
      case 'call':
        return this.call(node, positive);
      default:
        return this.opaque(node, positive);
    }
  }

  /** An unmodelled condition: a propositional variable named by its normal form. */
  private opaque(node: ExprNode, positive: boolean): MatchSet {
    const id = this.print(node);
    const key: KeyInfo = { id: `?${id}`, kind: 'bool', mayBeMissing: false, universe: RangeSet.EMPTY, shapes: [] };
    return single(opaqueConstraint(key, id, positive));
  }

  /**
   * A comparison or call with a part known only later (`http.host eq "${var.host}"`): any value of its
   * type, so an opaque variable on its key (missing values answer as the operator says), never a literal.
   */
  private unknownPart(node: ComparisonNode | CallNode, positive: boolean): MatchSet | undefined {
    const holdsUnknown = this.options.holdsUnknown;
    if (holdsUnknown === undefined) return undefined;
    const id = this.print(node);
    if (!holdsUnknown(id)) return undefined;
    const subject = node.kind === 'comparison' ? node.lhs : node.args[0];
    const key = subject !== undefined && isAccess(subject) ? keyOf(subject) : undefined;
    if (key === undefined) return this.opaque(node, positive);
    return single(opaqueConstraint(key, id, positive, node.kind === 'comparison' && node.op === 'ne'));
  }

  /** `starts_with(x, "p")` / `ends_with(x, "s")` constrain `x`; other Boolean functions are opaque. */
  private call(node: CallNode, positive: boolean): MatchSet {
    const unknown = this.unknownPart(node, positive);
    if (unknown !== undefined) return unknown;
    const [subject, literal] = node.args;
    if ((node.name === 'starts_with' || node.name === 'ends_with') && node.args.length === 2 && subject !== undefined && isAccess(subject) && literal?.kind === 'string') {
      const key = keyOf(subject);
      if (key?.kind === 'string') {
        return single(stringConstraint(key, { op: node.name === 'starts_with' ? 'prefix' : 'suffix', text: literal.value }, positive));
      }
    }
    return this.opaque(node, positive);
  }

  private comparison(node: ComparisonNode, positive: boolean): MatchSet {
    const unknown = this.unknownPart(node, positive);
    if (unknown !== undefined) return unknown;
    const constraint = comparisonConstraint(node, positive, this.print);
    return constraint === undefined ? this.opaque(node, positive) : single(constraint);
  }
}

/** The constraint a comparison puts on its key; `undefined` when the engine does not model it (it is then opaque). */
export function comparisonConstraint(node: ComparisonNode, positive: boolean, print: (node: ComparisonNode) => string = printExpression): KeyConstraint | undefined {
  const key = keyOf(node.lhs as AccessNode);
  if (key === undefined) return undefined;
  const { op, rhs } = node;
  if (rhs.kind === 'list') return opaqueConstraint(key, `in $${rhs.name}`, positive);
  if (key.kind === 'int' || key.kind === 'ip') {
    if (!isLiteral(rhs) && rhs.kind !== 'set') return undefined;
    const read = key.kind === 'int' ? intRange : ipRange;
    if (op === 'in' && rhs.kind === 'set') {
      const set = rangesOf(rhs, read);
      return set === undefined ? undefined : rangeConstraint(key, set, false, positive);
    }
    if (rhs.kind === 'set' || rhs.kind === 'range' || rhs.kind === 'cidr') return undefined;
    const range = read(rhs);
    if (range === undefined || range.lo !== range.hi) return undefined;
    const v = range.lo;
    const universe = key.universe;
    const below = (bound: bigint): RangeSet => RangeSet.of(universe.ranges[0]?.lo ?? bound, bound);
    const above = (bound: bigint): RangeSet => RangeSet.of(bound, universe.ranges[universe.ranges.length - 1]?.hi ?? bound);
    switch (op) {
      case 'eq':
        return rangeConstraint(key, RangeSet.point(v), false, positive);
      case 'ne':
        return rangeConstraint(key, key.universe.minus(RangeSet.point(v)), true, positive);
      case 'lt':
        return key.kind === 'int' ? rangeConstraint(key, below(v - 1n), false, positive) : undefined;
      case 'le':
        return key.kind === 'int' ? rangeConstraint(key, below(v), false, positive) : undefined;
      case 'gt':
        return key.kind === 'int' ? rangeConstraint(key, above(v + 1n), false, positive) : undefined;
      case 'ge':
        return key.kind === 'int' ? rangeConstraint(key, above(v), false, positive) : undefined;
      default:
        return undefined;
    }
  }
  if (key.kind !== 'string') return undefined;
  const atom = stringAtom(op, rhs);
  if (atom === undefined) return opaqueConstraint(key, print(node), positive);
  return stringConstraint(key, atom, positive);
}

function isLiteral(node: { readonly kind: string }): node is LiteralNode {
  return node.kind === 'string' || node.kind === 'int' || node.kind === 'ip' || node.kind === 'cidr' || node.kind === 'range' || node.kind === 'bytes' || node.kind === 'word';
}

function stringAtom(op: ComparisonNode['op'], rhs: ComparisonNode['rhs']): StringAtom | undefined {
  if (op === 'in' && rhs.kind === 'set') {
    const values = stringsOf(rhs);
    return values === undefined ? undefined : { op: 'in', values };
  }
  if (rhs.kind !== 'string') return undefined;
  const value = (rhs as StringNode).value;
  switch (op) {
    case 'eq':
      return { op: 'in', values: [value] };
    case 'ne':
      return { op: 'ne', value };
    case 'contains':
      return { op: 'contains', text: value };
    case 'strict_wildcard': {
      const exact = wildcardParts(value).exact;
      return exact === undefined ? { op: 'wildcard', pattern: value, caseInsensitive: false } : { op: 'in', values: [exact] };
    }
    case 'wildcard':
      return { op: 'wildcard', pattern: value, caseInsensitive: true };
    case 'matches':
      return regexAtom(value);
    default:
      return undefined;
  }
}

const ASCII = /^[\x20-\x7e]*$/;

/**
 * A regex that is a literal with anchors at most (`^/admin`, `\.php$`,
 * `^/a$`, `wp-login`) is a prefix, suffix, equality or substring test; any
 * other regex stays opaque. ASCII only: without `(?u)` patterns match bytes,
 * which equal characters only for ASCII.
 */
export function regexAtom(pattern: string): StringAtom | undefined {
  const start = pattern.startsWith('^');
  const end = pattern.endsWith('$') && !pattern.endsWith('\\$');
  const body = pattern.slice(start ? 1 : 0, end ? pattern.length - 1 : pattern.length);
  const literal = body === '' ? undefined : regexAsLiteral(body);
  if (literal === undefined || literal.anchored || !ASCII.test(literal.literal)) return undefined;
  const text = literal.literal;
  if (start && end) return { op: 'in', values: [text] };
  if (start) return { op: 'prefix', text };
  if (end) return { op: 'suffix', text };
  return { op: 'contains', text };
}
