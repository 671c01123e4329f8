/**
 * Literals a comparison can never match because of what every value of its
 * left side looks like (`src/data/value-shapes.ts`): `lower(x) eq "Upper"`,
 * a path without its leading `/`, an extension with its dot, a query with its
 * `?`, a host name with `/` or `*`, a percent-encoding that normalization
 * removes, a regular expression written where a literal is compared, a
 * `len()` compared with a negative number. Each problem points at the
 * literal (or, for `len()`, the comparison) and, where the intended literal
 * is clear, carries the fix. Linear: one walk, each literal tested once.
 */
import type { AccessNode, CallNode, ComparisonNode, LiteralNode, RootNode, StringNode } from '../expr/ast.js';
import { forEachNode } from '../expr/walk.js';
import { isAccess } from '../expr/ast.js';
import { printExpression } from '../expr/printer.js';
import { constantResult } from '../expr/value-checks/domain.js';
import { rewriteString } from '../expr/value-checks/literals.js';
import type { ValueProblem } from '../engine/value-problem.js';
import { SHAPES, URI_CHARACTERS } from '../data/value-shapes.js';
import { showChar } from '../text/describe-value.js';
import { intLiteral, regexAtom } from './condition.js';
import { type KeyShape, nonNegativeAccess, shapesOfAccess } from './key.js';
import { type Placement, asciiLower, impossibleEncoding, shapeExcludes, wildcardParts } from './shapes.js';
import type { SemanticMessageId } from './messages.js';

type MessageId = SemanticMessageId<'impossible-value'>;

const CODE = 'impossible-value';

/** The literal parts a comparison tests, each with where in the value it must sit. */
interface Part {
  readonly text: string;
  readonly placement: Placement;
}

function partsOf(operator: string, value: string): Part[] {
  switch (operator) {
    case 'eq':
    case 'ne':
    case 'in':
      return [{ text: value, placement: 'whole' }];
    case 'contains':
      return [{ text: value, placement: 'inside' }];
    case 'starts_with':
      return [{ text: value, placement: 'prefix' }];
    case 'ends_with':
      return [{ text: value, placement: 'suffix' }];
    case 'wildcard':
    case 'strict_wildcard': {
      const parts = wildcardParts(value);
      if (parts.exact !== undefined) return [{ text: parts.exact, placement: 'whole' }];
      return [
        { text: parts.prefix, placement: 'prefix' },
        { text: parts.suffix, placement: 'suffix' },
        ...parts.middles.map((text) => ({ text, placement: 'inside' as const })),
      ];
    }
    case 'matches': {
      // A regex that is an anchored literal tests like the literal (`^admin` = starts with "admin").
      const atom = regexAtom(value);
      if (atom === undefined) return [];
      if (atom.op === 'in') return [{ text: atom.values[0]!, placement: 'whole' }];
      if (atom.op === 'prefix') return [{ text: atom.text, placement: 'prefix' }];
      if (atom.op === 'suffix') return [{ text: atom.text, placement: 'suffix' }];
      return atom.op === 'contains' ? [{ text: atom.text, placement: 'inside' }] : [];
    }
    default:
      return [];
  }
}

function functionOf(node: AccessNode): string {
  let current: AccessNode = node;
  while (current.kind === 'index') current = current.target;
  return current.kind === 'call' ? current.name : printExpression(current);
}

function decodeUnreserved(text: string): string {
  return text.replace(/%([0-9A-Fa-f]{2})/g, (whole, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return /^[A-Za-z0-9._~-]$/.test(char) ? char : whole.toUpperCase();
  });
}

/** Regex syntax besides anchors: `.*`, `.+`, an escape, a class or a group. */
const REGEX_SYNTAX = /\.[*+]|\\[.dDwWsS/]|\[[^\]]*\]|\([^)]*\)/;

/**
 * `certain`: a literal compared whole that starts with `^` (no real value
 * does), or is anchored at both ends, or ends with `$` after other regex
 * syntax; `one`: a single anchor, a mistake only where the field's shape
 * cannot hold it.
 */
function looksLikeRegex(value: string, whole: boolean): 'certain' | 'one' | undefined {
  const starts = value.startsWith('^');
  const ends = value.endsWith('$') && !value.endsWith('\\$');
  if (!starts && !ends) return undefined;
  if (whole && (starts || REGEX_SYNTAX.test(value))) return 'certain';
  return 'one';
}

class Finder {
  readonly problems: ValueProblem[] = [];

  private report(messageId: MessageId, start: number, end: number, data: Record<string, string>, fixed?: { node: StringNode; value: string }): void {
    const fixable = fixed !== undefined && !fixed.node.text.includes('\\');
    this.problems.push({
      code: CODE,
      messageId,
      start,
      end,
      data,
      ...(fixable ? { fix: { start: fixed.node.start, end: fixed.node.end, text: rewriteString(fixed.node, fixed.value) } } : {}),
    });
  }

  /** One string literal compared with an access of the given shapes. */
  literal(lhs: AccessNode, operator: string, opText: string, literal: StringNode, shapes: readonly KeyShape[]): void {
    const value = literal.value;
    const parts = partsOf(operator, value);
    // `matches`, ordering and the rest compare otherwise: nothing here applies to them.
    if (parts.length === 0) return;
    const caseInsensitive = operator === 'wildcard';
    let violated: KeyShape | undefined;
    for (const part of parts) {
      violated = shapes.find((s) => !s.reportedElsewhere && shapeExcludes(s.shape, part.text, part.placement, caseInsensitive));
      if (violated !== undefined) break;
    }
    const regex = operator === 'wildcard' || operator === 'strict_wildcard' || operator === 'matches' ? undefined : looksLikeRegex(value, parts[0]?.placement === 'whole');
    const field = printExpression(lhs);
    const base = { literal: literal.text, operator: opText, field };
    if (regex === 'certain' || (regex === 'one' && violated !== undefined)) {
      this.report('regexAnchors', literal.start, literal.end, base);
      return;
    }
    if (violated === undefined) return;
    const at = [literal.start, literal.end] as const;
    if (operator === 'matches') {
      this.report('patternNeverMatches', ...at, { ...base, shape: SHAPES[violated.shape].describe });
      return;
    }
    const fix = (fixedValue: string): { node: StringNode; value: string } => ({ node: literal, value: fixedValue });
    switch (violated.shape) {
      case 'lower-case':
      case 'upper-case': {
        const fixedValue = violated.shape === 'lower-case' ? asciiLower(value) : value.replace(/[a-z]/g, (c) => c.toUpperCase());
        this.report(violated.shape === 'lower-case' ? 'lowerCase' : 'upperCase', ...at, { ...base, function: functionOf(lhs), fixed: rewriteString(literal, fixedValue) }, fix(fixedValue));
        return;
      }
      case 'path': {
        const fixedValue = `/${value}`;
        this.report('path', ...at, { ...base, fixed: rewriteString(literal, fixedValue) }, fix(fixedValue));
        return;
      }
      case 'absolute-url':
        this.report('absoluteUrl', ...at, base);
        return;
      case 'query': {
        const fixedValue = value.replace(/^\?+/, '');
        this.report('query', ...at, { ...base, fixed: rewriteString(literal, fixedValue) }, fix(fixedValue));
        return;
      }
      case 'extension': {
        const fixedValue = value.slice(value.lastIndexOf('.') + 1);
        this.report('extension', ...at, { ...base, fixed: rewriteString(literal, fixedValue) }, fixedValue === '' ? undefined : fix(fixedValue));
        return;
      }
      case 'hostname': {
        if (value.includes('*') && (operator === 'eq' || operator === 'ne' || operator === 'in')) {
          this.report('hostWildcard', ...at, base);
          return;
        }
        const character = showChar([...value].find((c) => shapeExcludes('hostname', c, 'inside')) ?? '');
        this.report('hostname', ...at, { ...base, character });
        return;
      }
      case 'normalized-url': {
        const sequence = impossibleEncoding(value, caseInsensitive);
        if (sequence !== undefined) {
          const fixedValue = decodeUnreserved(value);
          this.report('percentEncoded', ...at, { ...base, sequence, fixed: rewriteString(literal, fixedValue) }, fix(fixedValue));
          return;
        }
        const character = showChar([...value].find((c) => !URI_CHARACTERS.test(c)) ?? '');
        this.report('unencoded', ...at, { ...base, character });
        return;
      }
    }
  }

  comparison(node: ComparisonNode): void {
    const lhs = node.lhs;
    if (node.op === 'in' && node.rhs.kind === 'set' && node.rhs.elements.length === 0) {
      this.report('emptySet', node.rhs.start, node.rhs.end, {});
      return;
    }
    if (nonNegativeAccess(lhs)) {
      this.length(node, lhs);
      return;
    }
    const shapes = shapesOfAccess(lhs);
    if (shapes.length === 0 && node.op !== 'eq' && node.op !== 'ne' && node.op !== 'in') return;
    const literals: StringNode[] = node.rhs.kind === 'string' ? [node.rhs] : node.rhs.kind === 'set' && node.op === 'in' ? node.rhs.elements.filter((e): e is StringNode => e.kind === 'string') : [];
    for (const literal of literals) this.literal(lhs, node.op, node.opText, literal, shapes);
  }

  /** `len(x) lt 0`, `len(x) eq -1`, `len(x) in {-1}`: never true (a missing `x` makes them false too). */
  private length(node: ComparisonNode, lhs: AccessNode): void {
    const fn = functionOf(lhs);
    const rhs = node.rhs;
    if (rhs.kind === 'int') {
      const value = intLiteral(rhs);
      if (value === undefined) return;
      if (constantResult(node.op, Number(value), 0, Number.MAX_SAFE_INTEGER) === false) {
        this.report('negativeLength', node.start, node.end, { function: fn, result: 'false' });
      }
      return;
    }
    if (rhs.kind !== 'set' || node.op !== 'in') return;
    for (const element of rhs.elements) {
      const range = rangeOf(element);
      if (range !== undefined && range[1] < 0n) this.report('negativeLengthMember', element.start, element.end, { function: fn, value: element.text });
    }
  }

  call(node: CallNode): void {
    const [subject, literal] = node.args;
    if ((node.name !== 'starts_with' && node.name !== 'ends_with') || subject === undefined || !isAccess(subject) || literal?.kind !== 'string') return;
    this.literal(subject, node.name, `${node.name}()`, literal, shapesOfAccess(subject));
  }
}

function rangeOf(node: LiteralNode): readonly [bigint, bigint] | undefined {
  if (node.kind === 'range') {
    const lo = intLiteral(node.first);
    const hi = intLiteral(node.last);
    return lo === undefined || hi === undefined ? undefined : [lo, hi];
  }
  const value = intLiteral(node);
  return value === undefined ? undefined : [value, value];
}

/** Every comparison and `starts_with`/`ends_with` call of the expression, including inside `any()`/`all()`. */
export function findImpossibleValues(root: RootNode): ValueProblem[] {
  const finder = new Finder();
  forEachNode(root, (node) => {
    if (node.kind === 'comparison') finder.comparison(node);
    else if (node.kind === 'call') finder.call(node);
  });
  return finder.problems.sort((a, b) => a.start - b.start);
}
