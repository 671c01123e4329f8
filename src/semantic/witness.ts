/**
 * A witness: one request in the first box of a match set, with a value for
 * every key the box constrains and the polarity of each opaque literal it
 * names. It proves non-containment cheaply: when no box of `outer` can hold
 * the witness of `inner`, the engine cannot prove `inner ⊆ outer` either, so
 * callers may skip the costly proof (`disjointSets` against `outer`'s
 * complement) without changing any answer.
 *
 * Why that holds: the engine's sets of a condition and of its negation cover
 * every request between them (each literal splits its key's values, opaque
 * literals are variables, and every set operation only widens). A witness of
 * `inner` outside every box of `outer` therefore lies in a box of `outer`'s
 * complement, where no key can conflict with `inner`'s box — so the proof
 * fails. The witness is built only from values `admits` accepts, with every
 * constrained key given one; keys it does not name may take any value, and
 * `holdsSomewhere` treats them as satisfied (it proves exclusion only
 * through the keys the witness fixes).
 *
 * Cost: linear in the box and its literals; `holdsSomewhere` is linear in
 * the boxes of the set.
 */
import { type KeyConstraint, admits, finiteValues } from './constraint.js';
import type { MatchSet } from './match-set.js';
import { wildcardParts } from './shapes.js';

export interface Witness {
  /** A present value for each constrained key of kind int, ip or string, by key id. */
  readonly values: ReadonlyMap<string, bigint | string>;
  /** Opaque literals by key id and literal id, with the polarity the box requires. */
  readonly opaque: ReadonlyMap<string, boolean>;
  /** The box's constraint of each key in `values`: what it rejects, asked only by a containment index holding sets that reject values. */
  readonly constraints: ReadonlyMap<string, KeyConstraint>;
}

/** Where a witness keeps the polarity of one opaque literal of one key. */
export const opaqueSlot = (keyId: string, literalId: string): string => `${keyId}\u0000${literalId}`;

/** Strings the value may start with so that a key's shape admits it (a path, a URL). */
const SHAPE_HEADS = ['', '/', 'https://a.example/', 'a'];

/** A string the constraint admits, built from its literals; `undefined` when none of the tries fits. */
function stringValue(c: KeyConstraint): string | undefined {
  const finite = finiteValues(c);
  if (finite !== undefined) return finite[0];
  let prefix = '';
  let suffix = '';
  const middles: string[] = [];
  for (const { atom, positive } of c.strings) {
    if (!positive) continue;
    if (atom.op === 'prefix' && atom.text.length > prefix.length) prefix = atom.text;
    else if (atom.op === 'suffix' && atom.text.length > suffix.length) suffix = atom.text;
    else if (atom.op === 'contains') middles.push(atom.text);
    else if (atom.op === 'wildcard') {
      const parts = wildcardParts(atom.pattern);
      if (parts.prefix.length > prefix.length) prefix = parts.prefix;
      if (parts.suffix.length > suffix.length) suffix = parts.suffix;
      middles.push(...parts.middles);
    }
  }
  const body = middles.join('');
  for (const head of SHAPE_HEADS) {
    for (const candidate of [`${head}${prefix}${body}${suffix}`, `${prefix}${head}${body}${suffix}`]) {
      if (admits(c, candidate)) return candidate;
    }
  }
  return undefined;
}

/** A witness of the first box of `set`; `undefined` when the set is empty or a key's value could not be found. */
export function witnessOf(set: MatchSet): Witness | undefined {
  const box = set.boxes[0];
  if (box === undefined) return undefined;
  const values = new Map<string, bigint | string>();
  const opaque = new Map<string, boolean>();
  const constraints = new Map<string, KeyConstraint>();
  for (const [id, c] of box) {
    if (c.contradictory) return undefined;
    for (const [literal, positive] of c.opaque) opaque.set(opaqueSlot(id, literal), positive);
    if (c.key.kind === 'bool') continue;
    let value: bigint | string | undefined;
    if (c.key.kind === 'string') value = stringValue(c);
    else value = c.range?.ranges[0]?.lo;
    if (value === undefined || !admits(c, value)) return undefined;
    values.set(id, value);
    constraints.set(id, c);
  }
  return { values, opaque, constraints };
}

/** `false` only when no box of `set` can hold the witness, whatever the keys it leaves open hold. */
export function holdsSomewhere(set: MatchSet, witness: Witness): boolean {
  return set.boxes.some((box) => {
    for (const [id, c] of box) {
      for (const [literal, positive] of c.opaque) {
        const required = witness.opaque.get(opaqueSlot(id, literal));
        if (required !== undefined && required !== positive) return false;
      }
      const value = witness.values.get(id);
      // The witness was built with the key's shapes, and a key id names one key.
      if (value !== undefined && !admits(c, value, true)) return false;
    }
    return true;
  });
}
