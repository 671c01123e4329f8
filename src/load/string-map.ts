/**
 * Where the characters of a string value are written in the file, for front
 * ends that build strings from parts: an HCL template (literal text, escapes,
 * interpolations), a heredoc without its indentation, the JSON text that
 * `jsonencode(…)` makes of an HCL value. The map is a sorted list of
 * segments; an `exact` segment maps character for character, any other maps
 * each of its characters to the whole of its source (an escape like `\"`,
 * the interpolation an unknown part stands for, the key a JSON member came
 * from). Lookups are binary searches: O(log segments).
 */
import type { SourceRange } from './position.js';

export interface StringMap {
  /** The value's length in UTF-16 code units. */
  readonly length: number;
  /** The file range of the value characters `[start, end)`; an empty range maps to a position. */
  toSourceRange(start: number, end: number): SourceRange;
}

export interface Segment {
  /** Value offsets `[valueStart, valueEnd)`. */
  readonly valueStart: number;
  readonly valueEnd: number;
  /** File offsets `[sourceStart, sourceEnd)`. */
  readonly sourceStart: number;
  readonly sourceEnd: number;
  /** Character `valueStart + i` is written at `sourceStart + i`. */
  readonly exact: boolean;
}

export class SegmentMap implements StringMap {
  readonly length: number;
  readonly segments: readonly Segment[];
  /** Where an empty value is (just inside its quotes). */
  private readonly origin: number;

  constructor(segments: readonly Segment[], origin: number) {
    this.segments = segments;
    this.length = segments.length ? (segments[segments.length - 1] as Segment).valueEnd : 0;
    this.origin = origin;
  }

  /** Index of the segment holding value offset `at` (the last one for `at === length`). */
  indexAt(at: number): number {
    const segs = this.segments;
    let lo = 0;
    let hi = segs.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((segs[mid] as Segment).valueStart <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  toSourceRange(start: number, end: number): SourceRange {
    const s = Math.max(0, Math.min(start, this.length));
    const e = Math.max(s, Math.min(end, this.length));
    if (this.segments.length === 0) return { start: this.origin, end: this.origin };
    const i = this.indexAt(s);
    const first = this.segments[i] as Segment;
    if (s === e) {
      // A position: inside an exact segment it is exact; at the end of the value, after the last character.
      if (s === this.length) return { start: first.sourceEnd, end: first.sourceEnd };
      const at = first.exact ? first.sourceStart + (s - first.valueStart) : first.sourceStart;
      return { start: at, end: at };
    }
    // Parts may come from anywhere in the file (jsonencode sorts keys): the range spans every part touched.
    let from = Infinity;
    let to = -Infinity;
    for (let k = i; k < this.segments.length; k++) {
      const seg = this.segments[k] as Segment;
      if (seg.valueStart >= e) break;
      const a = seg.exact ? seg.sourceStart + (Math.max(s, seg.valueStart) - seg.valueStart) : seg.sourceStart;
      const b = seg.exact ? seg.sourceStart + (Math.min(e, seg.valueEnd) - seg.valueStart) : seg.sourceEnd;
      from = Math.min(from, a);
      to = Math.max(to, b);
    }
    return { start: from, end: Math.max(from, to) };
  }
}

/** Builds a `SegmentMap` and its value together, part by part. */
export class StringMapBuilder {
  private readonly segments: Segment[] = [];
  private text = '';

  get value(): string {
    return this.text;
  }

  get length(): number {
    return this.text.length;
  }

  /** `text` written as is at `sourceStart`. */
  exact(text: string, sourceStart: number): void {
    if (text === '') return;
    const last = this.segments[this.segments.length - 1];
    const valueStart = this.text.length;
    this.text += text;
    if (last && last.exact && last.valueEnd === valueStart && last.sourceEnd === sourceStart) {
      this.segments[this.segments.length - 1] = { ...last, valueEnd: this.text.length, sourceEnd: sourceStart + text.length };
      return;
    }
    this.segments.push({ valueStart, valueEnd: this.text.length, sourceStart, sourceEnd: sourceStart + text.length, exact: true });
  }

  /** `text` standing for the whole of `source` (an escape, an interpolation, a key). */
  mapped(text: string, source: SourceRange): void {
    if (text === '') return;
    const valueStart = this.text.length;
    this.text += text;
    this.segments.push({ valueStart, valueEnd: this.text.length, sourceStart: source.start, sourceEnd: source.end, exact: false });
  }

  /** Characters `[from, to)` of another mapped string, with their positions. */
  copy(map: SegmentMap, value: string, from: number, to: number): void {
    if (from >= to || map.segments.length === 0) return;
    for (let k = map.indexAt(from); k < map.segments.length; k++) {
      const seg = map.segments[k] as Segment;
      if (seg.valueStart >= to) break;
      if (seg.valueEnd <= from) continue;
      const s = Math.max(seg.valueStart, from);
      const e = Math.min(seg.valueEnd, to);
      if (seg.exact) this.exact(value.slice(s, e), seg.sourceStart + (s - seg.valueStart));
      else this.mapped(value.slice(s, e), { start: seg.sourceStart, end: seg.sourceEnd });
    }
  }

  /** Characters `[from, to)` of a string with any map (a YAML scalar's): character by character, exact where they are. */
  copyOrMap(map: StringMap, value: string, from: number, to: number): void {
    if (map instanceof SegmentMap) {
      this.copy(map, value, from, to);
      return;
    }
    for (let i = from; i < to; i++) {
      const at = map.toSourceRange(i, i + 1);
      if (at.end - at.start === 1) this.exact(value[i] as string, at.start);
      else this.mapped(value[i] as string, at);
    }
  }

  build(origin: number): SegmentMap {
    return new SegmentMap(this.segments, origin);
  }
}
