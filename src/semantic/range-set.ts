/**
 * Sets of integers as sorted, disjoint, non-adjacent closed ranges of
 * `bigint`s. One representation serves both value kinds the engine counts
 * exactly: signed 64-bit integers (wirefilter `Int`) and IP addresses, which
 * live on one number line (IPv4 first, then IPv6, see `ip-line.ts`).
 *
 * Every operation is exact and linear in the number of ranges of its
 * operands (a merge of two sorted lists); nothing recurses.
 */

export interface Range {
  readonly lo: bigint;
  readonly hi: bigint;
}

export class RangeSet {
  private constructor(readonly ranges: readonly Range[]) {}

  static readonly EMPTY = new RangeSet([]);

  static of(lo: bigint, hi: bigint): RangeSet {
    return lo > hi ? RangeSet.EMPTY : new RangeSet([{ lo, hi }]);
  }

  static point(value: bigint): RangeSet {
    return new RangeSet([{ lo: value, hi: value }]);
  }

  /** The union of arbitrary (unsorted, overlapping) ranges: sorted once, O(n log n). */
  static fromRanges(ranges: readonly Range[]): RangeSet {
    const sorted = ranges.filter((r) => r.lo <= r.hi).sort((a, b) => (a.lo < b.lo ? -1 : a.lo > b.lo ? 1 : 0));
    const out: Range[] = [];
    for (const r of sorted) {
      const last = out[out.length - 1];
      if (last !== undefined && r.lo <= last.hi + 1n) {
        if (r.hi > last.hi) out[out.length - 1] = { lo: last.lo, hi: r.hi };
      } else {
        out.push(r);
      }
    }
    return out.length === 0 ? RangeSet.EMPTY : new RangeSet(out);
  }

  get isEmpty(): boolean {
    return this.ranges.length === 0;
  }

  has(value: bigint): boolean {
    return this.ranges.some((r) => r.lo <= value && value <= r.hi);
  }

  /** `true` when every member of this set is in `other`. */
  within(other: RangeSet): boolean {
    return this.minus(other).isEmpty;
  }

  equals(other: RangeSet): boolean {
    return this.ranges.length === other.ranges.length && this.ranges.every((r, i) => r.lo === other.ranges[i]!.lo && r.hi === other.ranges[i]!.hi);
  }

  intersect(other: RangeSet): RangeSet {
    const out: Range[] = [];
    let i = 0;
    let j = 0;
    const a = this.ranges;
    const b = other.ranges;
    while (i < a.length && j < b.length) {
      const x = a[i]!;
      const y = b[j]!;
      const lo = x.lo > y.lo ? x.lo : y.lo;
      const hi = x.hi < y.hi ? x.hi : y.hi;
      if (lo <= hi) out.push({ lo, hi });
      if (x.hi < y.hi) i++;
      else j++;
    }
    return out.length === 0 ? RangeSet.EMPTY : new RangeSet(out);
  }

  union(other: RangeSet): RangeSet {
    if (this.isEmpty) return other;
    if (other.isEmpty) return this;
    return RangeSet.fromRanges([...this.ranges, ...other.ranges]);
  }

  /** The members of `universe` that are not in this set. */
  complementIn(universe: RangeSet): RangeSet {
    return universe.minus(this);
  }

  minus(other: RangeSet): RangeSet {
    const out: Range[] = [];
    let j = 0;
    const b = other.ranges;
    for (const r of this.ranges) {
      let lo = r.lo;
      while (j < b.length && b[j]!.hi < lo) j++;
      let k = j;
      while (k < b.length && b[k]!.lo <= r.hi) {
        const cut = b[k]!;
        if (cut.lo > lo) out.push({ lo, hi: cut.lo - 1n });
        if (cut.hi >= r.hi) {
          lo = r.hi + 1n;
          break;
        }
        lo = cut.hi + 1n;
        k++;
      }
      if (lo <= r.hi) out.push({ lo, hi: r.hi });
    }
    return out.length === 0 ? RangeSet.EMPTY : new RangeSet(out);
  }
}
