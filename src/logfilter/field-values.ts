/**
 * Reading a filter value as the type of its field. Values are written as
 * strings (`"400"`, `"true"`); `in` arrays hold JSON numbers for numeric
 * fields (the API decodes them as `[]uint64`, reference §7) and strings for
 * string fields.
 */
import type { FieldType } from '../data/logpush-datasets.js';

/** The scalar type one value is read as: a field's type, or an array field's element type. */
export type ScalarType = 'string' | 'int' | 'float' | 'bool' | 'timestamp';

/** A value read as its type. Ints are `bigint` so large ids compare exactly. */
export type TypedValue =
  | { readonly type: 'string'; readonly value: string }
  | { readonly type: 'int'; readonly value: bigint }
  | { readonly type: 'float'; readonly value: number }
  | { readonly type: 'bool'; readonly value: boolean }
  | { readonly type: 'date-time'; readonly value: string };

export type ValueMistake = 'notInt' | 'notNumber' | 'notBool' | 'notTimestamp';

const INTEGER = /^-?[0-9]+$/;
const DECIMAL = /^-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;
/** RFC 3339 date-time (`2023-11-01T00:00:00Z`, fractional seconds and offsets allowed). */
const RFC3339 = /^[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]+)?(?:[Zz]|[+-][0-9]{2}:[0-9]{2})$/;

/** The type a scalar value or an `in` element of a field of type `type` is read as. */
export function scalarTypeOf(type: FieldType): ScalarType | undefined {
  switch (type) {
    case 'array[string]':
      return 'string';
    case 'array[int]':
      return 'int';
    case 'object':
    case 'array[object]':
      return undefined;
    default:
      return type;
  }
}

/** Read `text` (the decoded string of a filter value) as `type`. */
export function readScalar(text: string, type: ScalarType): TypedValue | ValueMistake {
  switch (type) {
    case 'string':
      return { type: 'string', value: text };
    case 'int':
      return INTEGER.test(text) ? { type: 'int', value: BigInt(text) } : 'notInt';
    case 'float':
      return DECIMAL.test(text) ? { type: 'float', value: Number(text) } : 'notNumber';
    case 'bool':
      if (text === 'true' || text === 'false') return { type: 'bool', value: text === 'true' };
      return 'notBool';
    case 'timestamp':
      if (INTEGER.test(text)) return { type: 'int', value: BigInt(text) };
      return RFC3339.test(text) ? { type: 'date-time', value: text } : 'notTimestamp';
  }
}

/** Whether `raw`, written as a bare JSON number, is a value of the numeric type `type`. */
export function numberFitsType(raw: string, type: ScalarType): boolean {
  if (type === 'float') return DECIMAL.test(raw);
  return (type === 'int' || type === 'timestamp') && INTEGER.test(raw);
}

/**
 * `text` (a value of numeric type `type`) written as a JSON number: leading
 * zeros dropped, so `"007"` becomes `7` rather than the invalid JSON `007`.
 */
export function jsonNumberText(text: string, type: ScalarType): string | undefined {
  if (!numberFitsType(text, type)) return undefined;
  return INTEGER.test(text) ? BigInt(text).toString() : String(Number(text));
}

/** A key for sets of typed values: equal keys ⇔ equal values of one field. */
export function typedValueKey(value: TypedValue): string {
  return `${value.type}:${String(value.value)}`;
}
