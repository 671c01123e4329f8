/**
 * Value-domain checks of comparisons on fields whose values are known:
 * score and port ranges (constant comparisons), enumerations, country and
 * continent codes, and fields that are always upper or lower case.
 */
import type { ComparisonNode, IntNode, LiteralNode, RangeNode, StringNode } from '../ast.js';
import type { CheckContext } from '../context.js';
import { COUNTRY_CODE_CORRECTIONS, CONTINENT_CODES, isContinentCode, isCountryCode } from '../../data/countries.js';
import { FIELD_DOMAINS, type FieldDomain } from '../../data/fields.js';
import type { CompareOp } from '../tokens.js';
import { rewriteString } from './literals.js';
import { suggestionEnd } from '../../text/did-you-mean.js';

/** Operators that compare the whole value with a string (case matters). */
const CASE_SENSITIVE_OPS: ReadonlySet<CompareOp> = new Set<CompareOp>(['eq', 'ne', 'in', 'contains', 'strict_wildcard']);
const EQUALITY_OPS: ReadonlySet<CompareOp> = new Set<CompareOp>(['eq', 'ne', 'in']);

/** Runs the checks for `node` when its left side is the plain field `field`. */
export function checkFieldDomain(ctx: CheckContext, node: ComparisonNode, field: string): void {
  const domain = FIELD_DOMAINS.get(field);
  if (domain === undefined) return;
  if (domain.kind === 'int-range') {
    checkIntDomain(ctx, node, field, domain.min, domain.max);
    return;
  }
  // The quoted or raw strings on the right: one, or each member of a set.
  const rhs = node.rhs;
  if (rhs.kind === 'string') checkString(ctx, node, field, domain, rhs);
  else if (rhs.kind === 'set' && node.op === 'in') for (const element of rhs.elements) if (element.kind === 'string') checkString(ctx, node, field, domain, element);
}

function checkString(ctx: CheckContext, node: ComparisonNode, field: string, domain: FieldDomain, literal: StringNode): void {
  const value = literal.value;
  const { problems } = ctx;
  // Fixes rewrite the literal's source, which is only safe without escapes.
  const fixable = !literal.text.includes('\\');
  const replaceWith = (text: string) => (fixable ? { fix: { start: literal.start, end: literal.end, text: rewriteString(literal, text) } } : undefined);
  switch (domain.kind) {
    case 'enum':
      if (EQUALITY_OPS.has(node.op) && !domain.values.includes(value)) {
        problems.report('constant-comparison', 'notInEnum', literal.start, literal.end, { value, lhs: field, values: domain.values.join(', ') });
      }
      return;
    case 'country':
    case 'continent': {
      if (!EQUALITY_OPS.has(node.op)) return;
      const valid = domain.kind === 'country' ? isCountryCode : isContinentCode;
      if (valid(value)) return;
      const upper = value.toUpperCase();
      if (upper !== value && valid(upper)) {
        problems.report('country-code', 'lowercaseCountry', literal.start, literal.end, { value, upper }, replaceWith(upper));
        return;
      }
      if (domain.kind === 'continent') {
        problems.report('country-code', 'invalidContinent', literal.start, literal.end, { value, codes: Object.keys(CONTINENT_CODES).join(', ') });
        return;
      }
      const corrected = COUNTRY_CODE_CORRECTIONS[upper];
      problems.report(
        'country-code',
        'invalidCountry',
        literal.start,
        literal.end,
        { value, suggestion: suggestionEnd(corrected) },
        corrected === undefined || !fixable
          ? undefined
          : { suggestions: [{ desc: `Replace with \`${corrected}\``, fix: { start: literal.start, end: literal.end, text: rewriteString(literal, corrected) } }] },
      );
      return;
    }
    case 'upper-case': {
      if (!CASE_SENSITIVE_OPS.has(node.op)) return;
      const upper = value.toUpperCase();
      if (upper !== value) problems.report('method-case', 'lowercase', literal.start, literal.end, { value, upper }, replaceWith(upper));
      return;
    }
    case 'lower-case': {
      if (!CASE_SENSITIVE_OPS.has(node.op)) return;
      const lower = value.toLowerCase();
      if (lower !== value) {
        problems.report('constant-comparison', 'caseNeverMatches', literal.start, literal.end, { lhs: field, case: 'lower case', value }, replaceWith(lower));
      }
      return;
    }
    case 'int-range':
      return;
  }
}

function checkIntDomain(ctx: CheckContext, node: ComparisonNode, field: string, min: number, max: number): void {
  const domain = (): string => `between ${min} and ${max}`;
  const rhs = node.rhs;
  if (rhs.kind === 'int' && rhs.problem === undefined) {
    const result = constantResult(node.op, rhs.value, min, max);
    if (result !== undefined) {
      ctx.problems.report('constant-comparison', 'outsideDomain', node.start, node.end, { lhs: field, domain: domain(), result: String(result) });
    }
    return;
  }
  if (rhs.kind !== 'set' || node.op !== 'in') return;
  for (const element of rhs.elements) {
    if (outsideIntDomain(element, min, max)) {
      ctx.problems.report('constant-comparison', 'memberOutsideDomain', element.start, element.end, { value: element.text, lhs: field, domain: domain() });
    }
  }
}

function outsideIntDomain(element: LiteralNode, min: number, max: number): boolean {
  if (element.kind === 'int') return element.problem === undefined && (element.value < min || element.value > max);
  if (element.kind === 'range' && element.first.kind === 'int' && element.last.kind === 'int') {
    const range = element as RangeNode & { first: IntNode; last: IntNode };
    return range.last.value < min || range.first.value > max;
  }
  return false;
}

/** The constant result of `value <op> literal` for every value in `[min, max]`, or `undefined` when it depends. */
export function constantResult(op: CompareOp, literal: number, min: number, max: number): boolean | undefined {
  switch (op) {
    case 'eq':
      return literal < min || literal > max ? false : undefined;
    case 'ne':
      return literal < min || literal > max ? true : undefined;
    case 'lt':
      return literal <= min ? false : literal > max ? true : undefined;
    case 'le':
      return literal < min ? false : literal >= max ? true : undefined;
    case 'gt':
      return literal >= max ? false : literal < min ? true : undefined;
    case 'ge':
      return literal > max ? false : literal <= min ? true : undefined;
    default:
      return undefined;
  }
}
