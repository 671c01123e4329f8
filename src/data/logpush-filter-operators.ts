import type { DataSource } from './source.js';

export const source: DataSource = {
  title: 'Log push filter operators and the field types each accepts',
  refs: [
    'spec 2.9 (operator table with String/Int/Bool/Array/Object columns; `in`/`!in` take a JSON array, every other operator a scalar written as a string)',
    '../shared/reference/logpush.md §7 "Operators and value types" (cloudflare-docs logs/logpush/logpush-job/filters.mdx; go-v0 LogpushJobFilter)',
  ],
  checked: '2026-11-21',
  notes: [
    'The spec allows `in` and `!in` on Array fields; the docs table (reference §7) does not. The spec wins: `in`/`!in` are accepted on Array fields.',
    'The spec has no Object column entries set to "yes": no operator applies to an `object` field (the reference says the same: object fields cannot be filtered).',
    'The OpenAPI-2024 example writes `neq`; the spec and the docs write `!eq`. Whether the API accepts `neq` is unknown (reference §7 [U]); the spec wins, so `neq` is reported as an unknown operator with `!eq` as the fix.',
    'The spec has no Float column; float fields (EdgeResponseCompressionRatio) use the Int column, and timestamp fields ("int or string") use the Int column too (see logpush-datasets.ts).',
  ],
};

/** The spec 2.9 columns: the kind of field an operator may be applied to. */
export type OperatorColumn = 'String' | 'Int' | 'Bool' | 'Array' | 'Object';

export interface FilterOperator {
  readonly name: string;
  /** Meaning, as the spec words it. */
  readonly meaning: string;
  /** Field kinds the operator is allowed on (the spec's "yes" cells). */
  readonly allowedOn: readonly OperatorColumn[];
  /** `array`: the value is a JSON array (`in`, `!in`); `scalar`: a scalar written as a JSON string. */
  readonly value: 'array' | 'scalar';
}

/** Spec 2.9, in the spec's order. */
export const FILTER_OPERATORS: readonly FilterOperator[] = [
  { name: 'eq', meaning: 'equal', allowedOn: ['String', 'Int', 'Bool'], value: 'scalar' },
  { name: '!eq', meaning: 'not equal', allowedOn: ['String', 'Int', 'Bool'], value: 'scalar' },
  { name: 'lt', meaning: 'less than', allowedOn: ['Int'], value: 'scalar' },
  { name: 'leq', meaning: 'less than or equal', allowedOn: ['Int'], value: 'scalar' },
  { name: 'gt', meaning: 'greater than', allowedOn: ['Int'], value: 'scalar' },
  { name: 'geq', meaning: 'greater than or equal', allowedOn: ['Int'], value: 'scalar' },
  { name: 'startsWith', meaning: 'starts with', allowedOn: ['String'], value: 'scalar' },
  { name: 'endsWith', meaning: 'ends with', allowedOn: ['String'], value: 'scalar' },
  { name: '!startsWith', meaning: 'does not start with', allowedOn: ['String'], value: 'scalar' },
  { name: '!endsWith', meaning: 'does not end with', allowedOn: ['String'], value: 'scalar' },
  { name: 'contains', meaning: 'contains', allowedOn: ['String', 'Array'], value: 'scalar' },
  { name: '!contains', meaning: 'does not contain', allowedOn: ['String', 'Array'], value: 'scalar' },
  { name: 'in', meaning: 'value in a set', allowedOn: ['String', 'Int', 'Array'], value: 'array' },
  { name: '!in', meaning: 'value not in a set', allowedOn: ['String', 'Int', 'Array'], value: 'array' },
];

/**
 * Spellings users write for an operator, from other filter and query
 * languages (SQL, OpenAPI-2024's `neq`, Python, the Rules language). Keys are
 * lower-case; lookups lower-case the written operator first.
 */
export const FILTER_OPERATOR_ALIASES: Readonly<Record<string, string>> = {
  'neq': '!eq',
  'ne': '!eq',
  'noteq': '!eq',
  'not_eq': '!eq',
  'not-eq': '!eq',
  '!=': '!eq',
  '<>': '!eq',
  '==': 'eq',
  '=': 'eq',
  'equals': 'eq',
  'equal': 'eq',
  'is': 'eq',
  'gte': 'geq',
  'ge': 'geq',
  '>=': 'geq',
  'lte': 'leq',
  'le': 'leq',
  '<=': 'leq',
  '<': 'lt',
  '>': 'gt',
  'starts_with': 'startsWith',
  'startswith': 'startsWith',
  'beginswith': 'startsWith',
  'ends_with': 'endsWith',
  'endswith': 'endsWith',
  'notstartswith': '!startsWith',
  'not_starts_with': '!startsWith',
  '!startswith': '!startsWith',
  'notendswith': '!endsWith',
  'not_ends_with': '!endsWith',
  '!endswith': '!endsWith',
  'notcontains': '!contains',
  'not_contains': '!contains',
  'includes': 'contains',
  'notin': '!in',
  'not_in': '!in',
  'not in': '!in',
  'nin': '!in',
};

const OPERATOR_BY_NAME: ReadonlyMap<string, FilterOperator> = new Map(FILTER_OPERATORS.map((op) => [op.name, op]));

/** The operator named exactly `name`, or `undefined`. */
export function filterOperator(name: string): FilterOperator | undefined {
  return OPERATOR_BY_NAME.get(name);
}
