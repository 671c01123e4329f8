/**
 * What a comparison's left side is, for the engine: a *key* (the access
 * printed in normal form, so `http.host` in two comparisons is one key), the
 * kind of value it holds, whether it can be missing (a map key or array index
 * that may be absent: every comparison on a missing value is false, except
 * `ne` in wirefilter's default), and what every value of it looks like (its
 * domain: an integer range, or string shapes from `src/data/value-shapes.ts`).
 */
import type { AccessNode } from '../expr/ast.js';
import { printExpression } from '../expr/printer.js';
import { BOOL, BYTES, INT, IP } from '../expr/types.js';
import { FIELD_DOMAINS } from '../data/fields.js';
import { INT64_MAX, INT64_MIN } from '../data/expression-limits.js';
import { FIELD_SHAPES, FUNCTION_RESULT_SHAPES, NON_NEGATIVE_FUNCTIONS, type ValueShape } from '../data/value-shapes.js';
import { ALL_IPS } from './ip-line.js';
import { RangeSet } from './range-set.js';

export type KeyKind = 'string' | 'int' | 'ip' | 'bool';

export interface KeyShape {
  readonly shape: ValueShape;
  /**
   * `true` when another rule already reports literals outside this shape
   * (the field domains of `src/data/fields.ts`: method case, extension case),
   * so the engine uses it but `expression/impossible-value` stays silent.
   */
  readonly reportedElsewhere: boolean;
}

export interface KeyInfo {
  /** The access in normal form: equal keys hold equal values within one request and phase. */
  readonly id: string;
  readonly kind: KeyKind;
  /** A map lookup or array index may be absent (a missing value). */
  readonly mayBeMissing: boolean;
  /** For `int` and `ip` keys: every value the key can hold. */
  readonly universe: RangeSet;
  /** For `string` keys: what every value looks like. */
  readonly shapes: readonly KeyShape[];
  /** The function at the root of the access (`lower` for `lower(http.host)`), if any. */
  readonly functionName?: string;
  /** The field at the root of the access when the access is the plain field. */
  readonly field?: string;
}

const FULL_INT = RangeSet.of(INT64_MIN, INT64_MAX);
const NON_NEGATIVE_INT = RangeSet.of(0n, INT64_MAX);

/** Whether any part of the access reads a map key or array element (which may be absent). */
function readsElement(node: AccessNode): boolean {
  // Bounded by the nesting limit: calls and indexes each add a level.
  switch (node.kind) {
    case 'field':
      return false;
    case 'index':
      return true;
    case 'call':
      return node.name.startsWith('lookup_json') || node.args.some((arg) => (arg.kind === 'field' || arg.kind === 'call' || arg.kind === 'index') && readsElement(arg));
  }
}

function fieldShapes(field: string): KeyShape[] {
  const shapes: KeyShape[] = (FIELD_SHAPES.get(field) ?? []).map((shape) => ({ shape, reportedElsewhere: false }));
  const domain = FIELD_DOMAINS.get(field);
  if (domain?.kind === 'lower-case') shapes.push({ shape: 'lower-case', reportedElsewhere: true });
  if (domain?.kind === 'upper-case') shapes.push({ shape: 'upper-case', reportedElsewhere: true });
  return shapes;
}

/**
 * The shapes of the String values an access yields, element-wise under
 * `[*]` (`lower(x[*])[*]` yields lower-case strings): the field's shapes, or
 * the shape of the function that produces the value.
 */
export function shapesOfAccess(node: AccessNode): KeyShape[] {
  let current: AccessNode = node;
  while (current.kind === 'index' && current.key.kind === 'each') current = current.target;
  if (current.kind === 'field') return fieldShapes(current.name);
  if (current.kind === 'call') {
    const shape = FUNCTION_RESULT_SHAPES.get(current.name);
    return shape === undefined ? [] : [{ shape, reportedElsewhere: false }];
  }
  return [];
}

/** `true` when the access yields the result of a function whose values are never negative (`len`), element-wise under `[*]`. */
export function nonNegativeAccess(node: AccessNode): boolean {
  let current: AccessNode = node;
  while (current.kind === 'index' && current.key.kind === 'each') current = current.target;
  return current.kind === 'call' && NON_NEGATIVE_FUNCTIONS.includes(current.name);
}

/** Whether the access expands an array (`[*]`): it then yields one value per element, not one value. */
function expandsArray(node: AccessNode): boolean {
  switch (node.kind) {
    case 'field':
      return false;
    case 'index':
      return node.key.kind === 'each' || expandsArray(node.target);
    case 'call':
      return node.args.some((arg) => (arg.kind === 'field' || arg.kind === 'call' || arg.kind === 'index') && expandsArray(arg));
  }
}

/**
 * Keys by access node, `null` for none: each comparison is read once per
 * polarity, and several analyses read one tree (its types are final by then).
 */
const KEYS = new WeakMap<AccessNode, KeyInfo | null>();

/** The key of an access whose type the checker filled in; `undefined` for containers, `[*]` and untyped accesses. */
export function keyOf(node: AccessNode): KeyInfo | undefined {
  const known = KEYS.get(node);
  if (known !== undefined) return known ?? undefined;
  const key = computeKey(node);
  KEYS.set(node, key ?? null);
  return key;
}

function computeKey(node: AccessNode): KeyInfo | undefined {
  if (expandsArray(node)) return undefined;
  const type = node.type;
  const kind: KeyKind | undefined = type === BYTES ? 'string' : type === INT ? 'int' : type === IP ? 'ip' : type === BOOL ? 'bool' : undefined;
  if (kind === undefined) return undefined;
  const id = printExpression(node);
  const mayBeMissing = readsElement(node);
  const field = node.kind === 'field' ? node.name : undefined;
  const functionName = node.kind === 'call' ? node.name : undefined;
  let universe = kind === 'ip' ? ALL_IPS : FULL_INT;
  if (kind === 'int' && field !== undefined) {
    const domain = FIELD_DOMAINS.get(field);
    if (domain?.kind === 'int-range') universe = RangeSet.of(BigInt(domain.min), BigInt(domain.max));
  }
  if (kind === 'int' && nonNegativeAccess(node)) universe = NON_NEGATIVE_INT;
  const shapes = kind === 'string' ? shapesOfAccess(node) : [];
  return {
    id,
    kind,
    mayBeMissing,
    universe,
    shapes,
    ...(functionName === undefined ? {} : { functionName }),
    ...(field === undefined ? {} : { field }),
  };
}
