/**
 * Turn a filter written as a YAML/JSON mapping (a mistake: the API wants a
 * string holding JSON) into the canonical compact JSON string, for the
 * `filter-not-string` autofix.
 *
 * Canonical means: no whitespace; `where` first; in a condition `key`,
 * `operator`, `value` first; combinators first in their node; any other
 * member kept after them in its original order (so the checks on the string
 * still report it); scalar values of operators other than `in`/`!in` written
 * as strings (spec 2.9: "a scalar written as a string"), so `value: 400` from
 * YAML becomes `"400"`. Nothing else is changed: a missing `where` is not
 * added (the string check offers that fix separately).
 */
import { filterOperator } from '../data/logpush-filter-operators.js';

/** Deeper than any real filter; guards against pathological input such as self-referencing YAML aliases. */
const MAX_NESTING = 256;

const LEADING_MEMBERS: readonly string[] = ['where', 'and', 'or', 'key', 'operator', 'value'];

class NotSerializable extends Error {}

/**
 * The compact JSON string for `value`, or `undefined` when it holds something
 * JSON cannot represent (functions, `undefined` at the top, non-finite
 * numbers, cycles, bigints, class instances other than `Date`).
 */
export function serializeFilter(value: unknown): string | undefined {
  try {
    return write(value, 0, new Set());
  } catch (error) {
    if (error instanceof NotSerializable) return undefined;
    throw error;
  }
}

function write(value: unknown, depth: number, ancestors: Set<object>): string {
  if (depth > MAX_NESTING) throw new NotSerializable();
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new NotSerializable();
    return JSON.stringify(value);
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new NotSerializable();
    return JSON.stringify(value.toISOString());
  }
  if (typeof value !== 'object' || value === undefined) throw new NotSerializable();
  if (ancestors.has(value)) throw new NotSerializable();
  ancestors.add(value);
  try {
    if (Array.isArray(value)) return `[${value.map((item) => write(item, depth + 1, ancestors)).join(',')}]`;
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) throw new NotSerializable();
    return writeObject(value as Record<string, unknown>, depth, ancestors);
  } finally {
    ancestors.delete(value);
  }
}

function writeObject(object: Record<string, unknown>, depth: number, ancestors: Set<object>): string {
  const keys = Object.keys(object).filter((key) => object[key] !== undefined);
  const ordered = [...LEADING_MEMBERS.filter((key) => keys.includes(key)), ...keys.filter((key) => !LEADING_MEMBERS.includes(key))];
  const operator = typeof object['operator'] === 'string' ? filterOperator(object['operator']) : undefined;
  const scalarAsString = operator?.value === 'scalar';
  const parts = ordered.map((key) => {
    let member = object[key];
    if (key === 'value' && scalarAsString && (typeof member === 'number' || typeof member === 'boolean')) member = String(member);
    return `${JSON.stringify(key)}:${write(member, depth + 1, ancestors)}`;
  });
  return `{${parts.join(',')}}`;
}

/** What a `filter-not-string` rule reports for a non-string filter, and the string that replaces it. */
export interface NotStringFilter {
  readonly messageId: 'notString';
  readonly data: { readonly type: string };
  /** The canonical JSON string to write instead; `undefined` when the value cannot be serialised. */
  readonly replacement?: string;
}

/**
 * The `filter-not-string` report for a filter `value` that is not a string
 * (the rule reports it on the YAML/JSON node and offers `replacement` as its
 * fix); `undefined` when `value` is a string.
 */
export function notStringFilter(value: unknown): NotStringFilter | undefined {
  if (typeof value === 'string') return undefined;
  const replacement = serializeFilter(value);
  return { messageId: 'notString', data: { type: describeType(value) }, ...(replacement !== undefined ? { replacement } : {}) };
}

function describeType(value: unknown): string {
  if (value === null) return '`null`';
  if (Array.isArray(value)) return 'a list';
  switch (typeof value) {
    case 'object':
      return 'a mapping';
    case 'number':
    case 'bigint':
      return 'a number';
    case 'boolean':
      return 'a boolean';
    default:
      return `a value of type ${typeof value}`;
  }
}
