/**
 * What one condition says about one key: the values it allows. A constraint
 * is the conjunction of the literals seen for the key, kept in a form whose
 * emptiness is decidable or safely over-approximated:
 *
 * - integers and IP addresses: an exact `RangeSet` (every comparison on them
 *   — `eq`, `ne`, ordering, `in { … }` with ranges and CIDRs — is a range set,
 *   and so is its complement);
 * - strings: the list of literals (`eq`/`in`, `ne`, `contains`, prefix,
 *   suffix, wildcard; each with its polarity). With a finite set of
 *   candidates (`eq`, `in`) emptiness is exact: filter the candidates.
 *   Otherwise only certain conflicts count (two prefixes that disagree, a
 *   negated prefix implied by a positive one, a shape the literal cannot
 *   have); anything else is assumed satisfiable;
 * - opaque literals (a regex, a list, anything not modelled): a propositional
 *   variable per literal text, so `x` and `not x` still conflict.
 *
 * Missing values (an absent map key or array element) are two extra members,
 * one per reading of the Rules language: under the docs every comparison on
 * a missing value is false, under wirefilter's default `ne` is true. A
 * constraint is empty only when it is empty under both readings.
 */
import type { KeyInfo } from './key.js';
import { RangeSet } from './range-set.js';
import { asciiLower, shapeExcludes, wildcardMatches, wildcardParts } from './shapes.js';

export type StringAtom =
  /** `eq "a"` (one value) or `in {"a" "b"}`. */
  | { readonly op: 'in'; readonly values: readonly string[] }
  | { readonly op: 'ne'; readonly value: string }
  | { readonly op: 'contains' | 'prefix' | 'suffix'; readonly text: string }
  | { readonly op: 'wildcard'; readonly pattern: string; readonly caseInsensitive: boolean };

export interface StringLiteral {
  readonly atom: StringAtom;
  readonly positive: boolean;
  /** Identity of the atom (without polarity). */
  readonly id: string;
}

export interface KeyConstraint {
  readonly key: KeyInfo;
  /** Integer and IP keys: the values allowed. */
  readonly range?: RangeSet;
  /** String keys: the literals that all hold. */
  readonly strings: readonly StringLiteral[];
  /** String keys: a finite set the value is known to be in (left by a union of finite sets). */
  readonly candidates?: ReadonlySet<string>;
  /** Opaque literals by identity, with the polarity they must have. */
  readonly opaque: ReadonlyMap<string, boolean>;
  /** Two opaque literals of one identity with opposite polarity. */
  readonly contradictory: boolean;
  /** A missing value satisfies the constraint under the docs' reading (every comparison false). */
  readonly missingDocs: boolean;
  /** A missing value satisfies it under wirefilter's default (`ne` true, every other comparison false). */
  readonly missingWirefilter: boolean;
}

const NO_OPAQUE: ReadonlyMap<string, boolean> = new Map();
const NO_STRINGS: readonly StringLiteral[] = [];

/** An unrestricted constraint on `key` whose missing-value membership is given. */
function withMissing(key: KeyInfo, missingDocs: boolean, missingWirefilter: boolean, opaque: ReadonlyMap<string, boolean> = NO_OPAQUE): KeyConstraint {
  const ranged = key.kind === 'int' || key.kind === 'ip';
  return ranged
    ? { key, range: key.universe, strings: NO_STRINGS, opaque, contradictory: false, missingDocs, missingWirefilter }
    : { key, strings: NO_STRINGS, opaque, contradictory: false, missingDocs, missingWirefilter };
}

/** How a missing value answers a literal: [docs reading, wirefilter reading]. */
function missingAnswers(isNe: boolean, positive: boolean): readonly [boolean, boolean] {
  // Docs: every comparison is false. Wirefilter: only `ne` is true.
  return positive ? [false, isNe] : [true, !isNe];
}

export function rangeConstraint(key: KeyInfo, set: RangeSet, isNe: boolean, positive: boolean): KeyConstraint {
  const [d, w] = missingAnswers(isNe, positive);
  return { ...withMissing(key, key.mayBeMissing && d, key.mayBeMissing && w), range: positive ? set.intersect(key.universe) : key.universe.minus(set) };
}

export function stringConstraint(key: KeyInfo, atom: StringAtom, positive: boolean): KeyConstraint {
  const [d, w] = missingAnswers(atom.op === 'ne', positive);
  return { ...withMissing(key, key.mayBeMissing && d, key.mayBeMissing && w), strings: [{ atom, positive, id: atomId(atom) }] };
}

/** An unmodelled literal on `key`; `isNe` when it is an `ne` comparison (true for a missing value under wirefilter). */
export function opaqueConstraint(key: KeyInfo, id: string, positive: boolean, isNe = false): KeyConstraint {
  const [d, w] = missingAnswers(isNe, positive);
  return withMissing(key, key.mayBeMissing && d, key.mayBeMissing && w, new Map([[id, positive]]));
}

function atomId(atom: StringAtom): string {
  switch (atom.op) {
    case 'in':
      return `in:${JSON.stringify([...atom.values].sort())}`;
    case 'ne':
      return `ne:${JSON.stringify(atom.value)}`;
    case 'wildcard':
      return `${atom.caseInsensitive ? 'wildcard' : 'strict'}:${JSON.stringify(atom.pattern)}`;
    default:
      return `${atom.op}:${JSON.stringify(atom.text)}`;
  }
}

function holds(atom: StringAtom, value: string): boolean {
  switch (atom.op) {
    case 'in':
      return atom.values.includes(value);
    case 'ne':
      return value !== atom.value;
    case 'contains':
      return value.includes(atom.text);
    case 'prefix':
      return value.startsWith(atom.text);
    case 'suffix':
      return value.endsWith(atom.text);
    case 'wildcard':
      return wildcardMatches(atom.pattern, value, atom.caseInsensitive);
  }
}

/**
 * Whether a present value of the key satisfies the constraint's values: its
 * range, its candidates, every string literal with its polarity and — unless
 * the caller already knows the value has them (`shapesChecked`) — the key's
 * shapes. Opaque literals are not values (see `witness.ts`).
 */
export function admits(c: KeyConstraint, value: bigint | string, shapesChecked = false): boolean {
  if (typeof value === 'bigint') return c.range === undefined || c.range.has(value);
  if (c.candidates !== undefined && !c.candidates.has(value)) return false;
  for (const literal of c.strings) if (holds(literal.atom, value) !== literal.positive) return false;
  return shapesChecked || c.key.shapes.every((s) => !shapeExcludes(s.shape, value, 'whole'));
}

/**
 * Most literals a conjunction keeps per key (strings, and opaque literals).
 * Past that the rest are dropped: the set only widens, so a "never matches"
 * verdict stays sound, and a chain of thousands of conditions on one key stays
 * linear instead of re-checking a growing list at every step.
 */
export const MAX_LITERALS = 128;

/** Both constraints at once (conjunction). */
export function meet(a: KeyConstraint, b: KeyConstraint): KeyConstraint {
  let opaque = a.opaque;
  let contradictory = a.contradictory || b.contradictory;
  if (b.opaque.size > 0) {
    const merged = new Map(a.opaque);
    for (const [id, positive] of b.opaque) {
      const seen = merged.get(id);
      if (seen !== undefined && seen !== positive) contradictory = true;
      if (seen === undefined && merged.size >= MAX_LITERALS) continue;
      merged.set(id, positive);
    }
    opaque = merged;
  }
  let candidates = a.candidates;
  if (b.candidates !== undefined) candidates = candidates === undefined ? b.candidates : new Set([...candidates].filter((v) => b.candidates!.has(v)));
  const range = a.range !== undefined && b.range !== undefined ? a.range.intersect(b.range) : (a.range ?? b.range);
  return {
    key: a.key,
    ...(range === undefined ? {} : { range }),
    strings: b.strings.length === 0 ? a.strings : a.strings.length === 0 ? b.strings : [...a.strings, ...b.strings].slice(0, MAX_LITERALS),
    ...(candidates === undefined ? {} : { candidates }),
    opaque,
    contradictory,
    missingDocs: a.missingDocs && b.missingDocs,
    missingWirefilter: a.missingWirefilter && b.missingWirefilter,
  };
}

/** Either constraint (disjunction), over-approximated where the literals cannot express the union. */
export function join(a: KeyConstraint, b: KeyConstraint): KeyConstraint {
  const opaque = new Map<string, boolean>();
  for (const [id, positive] of a.opaque) if (b.opaque.get(id) === positive) opaque.set(id, positive);
  const base = {
    key: a.key,
    opaque,
    contradictory: a.contradictory && b.contradictory,
    missingDocs: a.missingDocs || b.missingDocs,
    missingWirefilter: a.missingWirefilter || b.missingWirefilter,
  };
  if (a.range !== undefined || b.range !== undefined) {
    const range = (a.range ?? a.key.universe).union(b.range ?? b.key.universe);
    return { ...base, range, strings: [] };
  }
  const left = finiteValues(a);
  const right = finiteValues(b);
  if (left !== undefined && right !== undefined) {
    // Past MAX_CANDIDATES values the union is widened to any string (sound: the set only grows), so that an `or`
    // of thousands of `eq` stays linear instead of copying and re-checking a growing set at every step.
    if (left.length + right.length > MAX_CANDIDATES) return { ...base, strings: [] };
    const candidates = new Set([...left, ...right]);
    // Every value already passed the key's shapes and literals: finiteValues need not check them again.
    return Object.assign({ ...base, strings: [], candidates }, { [CHECKED]: [...candidates] });
  }
  const inB = new Set(b.strings.map((l) => `${l.positive}${l.id}`));
  return { ...base, strings: a.strings.filter((l) => inB.has(`${l.positive}${l.id}`)) };
}

/** Most values a union of finite sets keeps before it is widened to "any string" (see `join`). */
export const MAX_CANDIDATES = 1_000;

/** The candidates of a join, already filtered: they are the constraint's finite values. */
const CHECKED = Symbol('checked');

/** The string values a constraint allows when they are a finite set (filtered by every literal and shape); `undefined` when not finite. */
export function finiteValues(c: KeyConstraint): readonly string[] | undefined {
  const checked = (c as KeyConstraint & { [CHECKED]?: readonly string[] })[CHECKED];
  if (checked !== undefined) return checked;
  let candidates: Set<string> | undefined = c.candidates === undefined ? undefined : new Set(c.candidates);
  for (const literal of c.strings) {
    // `eq`/`in` and a negated `ne` name their values; every other literal leaves the set infinite.
    const values = literal.positive && literal.atom.op === 'in' ? literal.atom.values : !literal.positive && literal.atom.op === 'ne' ? [literal.atom.value] : undefined;
    if (values === undefined) continue;
    candidates = candidates === undefined ? new Set(values) : new Set(values.filter((v) => candidates!.has(v)));
  }
  if (candidates === undefined) return undefined;
  return [...candidates].filter((value) => c.key.shapes.every((s) => !shapeExcludes(s.shape, value, 'whole')) && c.strings.every((l) => holds(l.atom, value) === l.positive));
}

/**
 * The values a string constraint rejects when it only rejects named values
 * (`ne "a"`, `not … in {"a" "b"}`; none when it has no literal): it then
 * admits every other value its key's shapes allow. `undefined` when it says
 * more (a finite set of candidates, a positive literal, a prefix, an
 * opaque literal, …).
 */
export function exclusionsOf(c: KeyConstraint): readonly string[] | undefined {
  // An opaque literal on the key (`lower(http.host) eq "a"`) may reject values too.
  if (c.candidates !== undefined || c.opaque.size > 0) return undefined;
  const excluded: string[] = [];
  for (const { atom, positive } of c.strings) {
    if (atom.op === 'in' && !positive) for (const value of atom.values) excluded.push(value);
    else if (atom.op === 'ne' && positive) excluded.push(atom.value);
    else return undefined;
  }
  return excluded;
}

/** The emptiness of a constraint, computed once (constraints are immutable once built). */
const EMPTY = Symbol('empty');
type Cached = KeyConstraint & { [EMPTY]?: boolean };

/** `true` only when no value (present or missing) satisfies the constraint. */
export function isEmpty(c: KeyConstraint): boolean {
  const cached = c as Cached;
  const known = cached[EMPTY];
  if (known !== undefined) return known;
  const empty = c.contradictory || (!valuesPossible(c) && !c.missingDocs && !c.missingWirefilter);
  cached[EMPTY] = empty;
  return empty;
}

function valuesPossible(c: KeyConstraint): boolean {
  if (c.range !== undefined) return !c.range.isEmpty;
  if (c.key.kind !== 'string') return true;
  const finite = finiteValues(c);
  if (finite !== undefined) return finite.length > 0;
  return !stringLiteralsConflict(c);
}

const compatiblePrefixes = (a: string, b: string): boolean => a.startsWith(b) || b.startsWith(a);
const compatibleSuffixes = (a: string, b: string): boolean => a.endsWith(b) || b.endsWith(a);

function pairwise(items: readonly string[], compatible: (a: string, b: string) => boolean): boolean {
  // The longest item must be compatible with every other for all of them to be (prefix and suffix chains are totally ordered).
  let longest = '';
  for (const item of items) if (item.length > longest.length) longest = item;
  return items.every((item) => compatible(longest, item));
}

/**
 * Certain conflicts among string literals without a finite candidate set.
 * Sound, not complete: `true` means no string satisfies them all.
 */
function stringLiteralsConflict(c: KeyConstraint): boolean {
  const polarity = new Map<string, boolean>();
  for (const l of c.strings) {
    const seen = polarity.get(l.id);
    if (seen !== undefined && seen !== l.positive) return true;
    polarity.set(l.id, l.positive);
  }
  const prefixes: string[] = [];
  const suffixes: string[] = [];
  const inside: string[] = [];
  const foldedPrefixes: string[] = [];
  const foldedSuffixes: string[] = [];
  const foldedInside: string[] = [];
  for (const { atom, positive } of c.strings) {
    if (!positive) continue;
    if (atom.op === 'prefix') prefixes.push(atom.text);
    else if (atom.op === 'suffix') suffixes.push(atom.text);
    else if (atom.op === 'contains') inside.push(atom.text);
    else if (atom.op === 'wildcard') {
      const parts = wildcardParts(atom.pattern);
      const into = atom.caseInsensitive ? [foldedPrefixes, foldedSuffixes, foldedInside] : [prefixes, suffixes, inside];
      into[0]!.push(parts.prefix);
      into[1]!.push(parts.suffix);
      into[2]!.push(...parts.middles);
    }
  }
  const fold = (list: readonly string[]): string[] => list.map(asciiLower);
  if (!pairwise(prefixes, compatiblePrefixes) || !pairwise(suffixes, compatibleSuffixes)) return true;
  if (!pairwise([...fold(prefixes), ...fold(foldedPrefixes)], compatiblePrefixes)) return true;
  if (!pairwise([...fold(suffixes), ...fold(foldedSuffixes)], compatibleSuffixes)) return true;
  for (const { atom, positive } of c.strings) {
    if (positive) continue;
    if (atom.op === 'prefix' && prefixes.some((p) => p.startsWith(atom.text))) return true;
    if (atom.op === 'suffix' && suffixes.some((s) => s.endsWith(atom.text))) return true;
    if (atom.op === 'contains' && [...prefixes, ...suffixes, ...inside].some((t) => t.includes(atom.text))) return true;
  }
  for (const { shape } of c.key.shapes) {
    if (prefixes.some((p) => shapeExcludes(shape, p, 'prefix'))) return true;
    if (suffixes.some((s) => shapeExcludes(shape, s, 'suffix'))) return true;
    if (inside.some((t) => shapeExcludes(shape, t, 'inside'))) return true;
    if (foldedPrefixes.some((p) => shapeExcludes(shape, p, 'prefix', true))) return true;
    if (foldedSuffixes.some((s) => shapeExcludes(shape, s, 'suffix', true))) return true;
    if (foldedInside.some((t) => shapeExcludes(shape, t, 'inside', true))) return true;
  }
  return false;
}
