/**
 * Conditions that can never be true together under one `and` (nested `and`s
 * included; `or` branches are not compared). Two conditions on the same field
 * are compared pairwise: `eq "a"` with `eq "b"`, `gt 500` with `lt 400`,
 * `startsWith "/a"` with `startsWith "/b"`, `in [1,2]` with `!in [1,2]`, ….
 * Only pairs are considered: three conditions that exclude each other only
 * together are not found.
 *
 * String comparisons are case-sensitive (the API documents no folding).
 * Timestamp fields are skipped: an integer and an RFC 3339 value may name the
 * same instant, and the API's comparison rules for them are not documented.
 *
 * Pairwise comparison is quadratic in the conditions on one field, so the
 * work is metered: the pass stops (reporting what it found so far) once it
 * has spent a budget proportional to the filter's length. Filters the API
 * accepts (about 1000 bytes) never come near the budget.
 */
import type { ValueProblem } from '../engine/value-problem.js';
import { typedValueKey, type TypedValue } from './field-values.js';
import type { TypedCondition } from './condition-check.js';
import { filterProblem } from './messages.js';
import { quoteForMessage } from './problem.js';

/** Work units per character of the filter (one unit ≈ one value or character compared). */
const WORK_PER_CHARACTER = 8;
/** Floor of the budget, so short filters are always analysed completely. */
const MIN_WORK = 10_000;

type Comparable = bigint | number;

type Constraint =
  | { readonly kind: 'set'; readonly values: ReadonlyMap<string, TypedValue>; readonly cost: number }
  | { readonly kind: 'notSet'; readonly keys: ReadonlySet<string>; readonly cost: number }
  | { readonly kind: 'range'; readonly lower?: Bound; readonly upper?: Bound }
  | { readonly kind: 'pattern'; readonly op: PatternOp; readonly negated: boolean; readonly text: string }
  | { readonly kind: 'member'; readonly key: string; readonly negated: boolean };

type PatternOp = 'startsWith' | 'endsWith' | 'contains';

interface Bound {
  readonly value: Comparable;
  readonly inclusive: boolean;
}

interface Entry {
  readonly condition: TypedCondition;
  readonly constraint: Constraint;
}

export function findContradictions(groups: ReadonlyMap<number, readonly TypedCondition[]>, text: string, problems: ValueProblem[]): void {
  let budget = Math.max(MIN_WORK, WORK_PER_CHARACTER * text.length);
  for (const conditions of groups.values()) {
    const byField = new Map<string, Entry[]>();
    for (const condition of conditions) {
      const constraint = constraintOf(condition);
      if (!constraint) continue;
      const entry: Entry = { condition, constraint };
      const earlier = byField.get(condition.field.name) ?? [];
      for (const other of earlier) {
        budget -= 1 + costOf(constraint) + costOf(other.constraint);
        if (budget < 0) return;
        if (exclusive(other.constraint, constraint) || exclusive(constraint, other.constraint)) {
          problems.push(
            filterProblem('filter-contradiction', 'contradiction', condition.condition.node, {
              key: condition.field.name,
              condition: describe(condition, text),
              other: describe(other.condition, text),
            }),
          );
          break;
        }
      }
      earlier.push(entry);
      byField.set(condition.field.name, earlier);
    }
  }
}

function describe(condition: TypedCondition, text: string): string {
  return `${condition.operator.name} ${quoteForMessage(text.slice(condition.valueNode.start, condition.valueNode.end))}`;
}

function costOf(constraint: Constraint): number {
  switch (constraint.kind) {
    case 'set':
    case 'notSet':
      return constraint.cost;
    case 'pattern':
      return constraint.text.length;
    default:
      return 1;
  }
}

function constraintOf(condition: TypedCondition): Constraint | undefined {
  const { field, operator, values } = condition;
  if (field.type === 'timestamp') return undefined;
  const first = values[0];
  if (!first) return undefined;
  const isArrayField = field.type === 'array[string]' || field.type === 'array[int]';
  if (isArrayField) {
    // On arrays, `contains` is membership; other operators' semantics on arrays are not documented.
    if (operator.name !== 'contains' && operator.name !== '!contains') return undefined;
    return { kind: 'member', key: typedValueKey(first), negated: operator.name === '!contains' };
  }
  switch (operator.name) {
    case 'eq':
    case 'in':
      return setOf(values);
    case '!eq':
    case '!in':
      return { kind: 'notSet', keys: new Set(values.map(typedValueKey)), cost: values.length };
    case 'lt':
      return rangeOf(first, 'upper', false);
    case 'leq':
      return rangeOf(first, 'upper', true);
    case 'gt':
      return rangeOf(first, 'lower', false);
    case 'geq':
      return rangeOf(first, 'lower', true);
    case 'startsWith':
    case 'endsWith':
    case 'contains':
      return patternOf(operator.name, false, first);
    case '!startsWith':
    case '!endsWith':
    case '!contains':
      return patternOf(operator.name.slice(1) as PatternOp, true, first);
    default:
      return undefined;
  }
}

function setOf(values: readonly TypedValue[]): Constraint {
  const map = new Map<string, TypedValue>();
  let cost = 0;
  for (const value of values) {
    map.set(typedValueKey(value), value);
    cost += 1 + (value.type === 'string' ? value.value.length : 0);
  }
  return { kind: 'set', values: map, cost };
}

function rangeOf(value: TypedValue, side: 'lower' | 'upper', inclusive: boolean): Constraint | undefined {
  if (value.type !== 'int' && value.type !== 'float') return undefined;
  return { kind: 'range', [side]: { value: value.value, inclusive } };
}

function patternOf(op: PatternOp, negated: boolean, value: TypedValue): Constraint | undefined {
  return value.type === 'string' ? { kind: 'pattern', op, negated, text: value.value } : undefined;
}

/** Whether no value satisfies both `a` and `b`, looking at `a` first (the caller tries both orders). */
function exclusive(a: Constraint, b: Constraint): boolean {
  if (a.kind === 'set') {
    if (b.kind === 'set') return ![...a.values.keys()].some((key) => b.values.has(key));
    return ![...a.values.values()].some((value) => satisfies(value, b));
  }
  if (a.kind === 'range' && b.kind === 'range') return emptyRange(a, b);
  if (a.kind === 'pattern' && b.kind === 'pattern') return patternsExclusive(a, b);
  if (a.kind === 'member' && b.kind === 'member') return a.key === b.key && a.negated !== b.negated;
  return false;
}

/** Whether `value` can satisfy constraint `c` (sets and members are handled by the caller). */
function satisfies(value: TypedValue, c: Constraint): boolean {
  switch (c.kind) {
    case 'notSet':
      return !c.keys.has(typedValueKey(value));
    case 'range':
      return inRange(value, c);
    case 'pattern':
      return value.type !== 'string' || matchesPattern(value.value, c);
    default:
      return true;
  }
}

function inRange(value: TypedValue, range: { lower?: Bound; upper?: Bound }): boolean {
  if (value.type !== 'int' && value.type !== 'float') return true;
  const v = value.value;
  if (range.lower && (range.lower.inclusive ? v < range.lower.value : v <= range.lower.value)) return false;
  if (range.upper && (range.upper.inclusive ? v > range.upper.value : v >= range.upper.value)) return false;
  return true;
}

function emptyRange(a: { lower?: Bound; upper?: Bound }, b: { lower?: Bound; upper?: Bound }): boolean {
  const lower = a.lower ?? b.lower;
  const upper = a.upper ?? b.upper;
  if (!lower || !upper || (a.lower && b.lower) || (a.upper && b.upper)) return false;
  if (lower.value > upper.value) return true;
  return lower.value === upper.value && !(lower.inclusive && upper.inclusive);
}

function matchesPattern(value: string, p: { op: PatternOp; negated: boolean; text: string }): boolean {
  const matches = p.op === 'startsWith' ? value.startsWith(p.text) : p.op === 'endsWith' ? value.endsWith(p.text) : value.includes(p.text);
  return matches !== p.negated;
}

/** Two string patterns with no common value. */
function patternsExclusive(a: { op: PatternOp; negated: boolean; text: string }, b: { op: PatternOp; negated: boolean; text: string }): boolean {
  if (!a.negated && !b.negated) {
    // Two prefixes (or suffixes) are compatible only when one extends the other.
    if (a.op === 'startsWith' && b.op === 'startsWith') return !a.text.startsWith(b.text) && !b.text.startsWith(a.text);
    if (a.op === 'endsWith' && b.op === 'endsWith') return !a.text.endsWith(b.text) && !b.text.endsWith(a.text);
    return false;
  }
  if (a.negated || !b.negated) return false;
  // `a` holds for every value; does that already force what `b` forbids?
  if (b.op === 'contains') return a.text.includes(b.text);
  return a.op === b.op && (a.op === 'startsWith' ? a.text.startsWith(b.text) : a.text.endsWith(b.text));
}
