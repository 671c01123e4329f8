/**
 * Runtime values of the Rules language, with the two values a static
 * evaluation adds: `missing` (the language's own missing value — an absent
 * map key, an index out of range) and `undecided` (the value depends on
 * something the request does not determine and the test does not give, or on
 * behaviour the sources leave open). Undecided is never resolved by a guess:
 * it propagates until a decided operand settles the result (`false and x`).
 */
import type { ParsedIp } from '../expr/value-checks/ip.js';

export type Value =
  | { readonly kind: 'bytes'; readonly value: string }
  | { readonly kind: 'int'; readonly value: number }
  | { readonly kind: 'ip'; readonly value: ParsedIp }
  | { readonly kind: 'bool'; readonly value: boolean }
  | { readonly kind: 'array'; readonly items: readonly Value[] }
  /** Keys are byte strings (case-sensitive). */
  | { readonly kind: 'map'; readonly entries: ReadonlyMap<string, Value> }
  | { readonly kind: 'missing' }
  | Undecided;

/** A value that cannot be decided, and why (in words, for traces: "`ip.src.country` is not given"). */
export interface Undecided {
  readonly kind: 'undecided';
  readonly reason: string;
}

export type BoolValue = { readonly kind: 'bool'; readonly value: boolean };

export const TRUE: BoolValue = Object.freeze({ kind: 'bool', value: true });
export const FALSE: BoolValue = Object.freeze({ kind: 'bool', value: false });
export const MISSING: Value = Object.freeze({ kind: 'missing' });

export function bool(value: boolean): BoolValue {
  return value ? TRUE : FALSE;
}

export function bytes(value: string): Value {
  return { kind: 'bytes', value };
}

export function int(value: number): Value {
  return { kind: 'int', value };
}

export function undecided(reason: string): Undecided {
  return { kind: 'undecided', reason };
}

export function isUndecided(value: Value): value is Undecided {
  return value.kind === 'undecided';
}

/** The three-valued result of a condition. */
export type Verdict = true | false | 'undecided';

/** A condition's value as a verdict: a missing Boolean is false (a comparison on a missing value is false). */
export function verdictOf(value: Value): Verdict {
  if (value.kind === 'bool') return value.value;
  if (value.kind === 'undecided') return 'undecided';
  return false;
}
