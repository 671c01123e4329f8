/**
 * The set of requests a condition matches, over-approximated as a union of
 * at most `MAX_BOXES` boxes. A box holds one constraint per key (keys it does
 * not name are unrestricted); a request is in the box when its value of every
 * key satisfies that key's constraint. An empty union is a condition that
 * matches nothing — and because every step only ever widens the set, that
 * verdict is certain.
 *
 * Cost: `and` of two unions is at most `MAX_BOXES²` box meets, `or` a
 * concatenation; beyond `MAX_BOXES` the boxes are joined into one (wider,
 * still sound). A `Budget` shared by one analysis caps the total work, so
 * every analysis is linear in the expression with a constant factor; when the
 * budget runs out the remaining steps join eagerly.
 */
import { type KeyConstraint, isEmpty, join, meet } from './constraint.js';

export type Box = ReadonlyMap<string, KeyConstraint>;

/** A set of requests, as a union of boxes (per field constraints); empty when it has no box. */
export interface MatchSet {
  readonly boxes: readonly Box[];
}

/** Boxes kept before joining: enough for `a or b` chains of a few keys, small enough to stay cheap. */
export const MAX_BOXES = 16;

/** Key-constraint operations one analysis may spend before it switches to eager joins. */
export const DEFAULT_BUDGET = 200_000;

export class Budget {
  constructor(private remaining: number = DEFAULT_BUDGET) {}

  spend(units: number): void {
    this.remaining -= units;
  }

  get exhausted(): boolean {
    return this.remaining <= 0;
  }
}

export const NOTHING: MatchSet = { boxes: [] };
export const EVERYTHING: MatchSet = { boxes: [new Map()] };

export function single(constraint: KeyConstraint): MatchSet {
  return isEmpty(constraint) ? NOTHING : { boxes: [new Map<string, KeyConstraint>().set(constraint.key.id, constraint)] };
}

export function neverMatches(set: MatchSet): boolean {
  return set.boxes.length === 0;
}

function meetBoxes(a: Box, b: Box, budget: Budget): Box | undefined {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  budget.spend(small.size + 1);
  if (small.size === 0) return large;
  const out = new Map(large);
  for (const [id, constraint] of small) {
    const other = out.get(id);
    const combined = other === undefined ? constraint : meet(other, constraint);
    if (isEmpty(combined)) return undefined;
    out.set(id, combined);
  }
  return out;
}

function joinBoxes(a: Box, b: Box, budget: Budget): Box {
  budget.spend(a.size + 1);
  const out = new Map<string, KeyConstraint>();
  for (const [id, constraint] of a) {
    const other = b.get(id);
    if (other !== undefined) out.set(id, join(constraint, other));
  }
  return out;
}

function bounded(boxes: Box[], budget: Budget): MatchSet {
  const limit = budget.exhausted ? 1 : MAX_BOXES;
  if (boxes.length <= limit) return { boxes };
  let merged = boxes[0]!;
  for (let i = 1; i < boxes.length; i++) merged = joinBoxes(merged, boxes[i]!, budget);
  return { boxes: [merged] };
}

/** Requests in both sets. */
export function and(a: MatchSet, b: MatchSet, budget: Budget): MatchSet {
  if (a.boxes.length === 0 || b.boxes.length === 0) return NOTHING;
  const out: Box[] = [];
  for (const x of a.boxes) {
    for (const y of b.boxes) {
      const box = meetBoxes(x, y, budget);
      if (box !== undefined) out.push(box);
    }
  }
  return bounded(out, budget);
}

/**
 * `true` when no request is in both sets: every pair of boxes has a key whose
 * constraints conflict. Cheaper than `and` for a yes/no answer: no box is
 * built, and each pair stops at its first conflicting key.
 */
export function disjointSets(a: MatchSet, b: MatchSet, budget: Budget): boolean {
  for (const x of a.boxes) {
    for (const y of b.boxes) {
      const [small, large] = x.size <= y.size ? [x, y] : [y, x];
      budget.spend(small.size + 1);
      let conflict = false;
      for (const [id, constraint] of small) {
        const other = large.get(id);
        if (other !== undefined && isEmpty(meet(other, constraint))) {
          conflict = true;
          break;
        }
      }
      if (!conflict) return false;
    }
  }
  return true;
}

/** Requests in either set. */
export function or(a: MatchSet, b: MatchSet, budget: Budget): MatchSet {
  if (a.boxes.length === 0) return b;
  if (b.boxes.length === 0) return a;
  return bounded([...a.boxes, ...b.boxes], budget);
}
