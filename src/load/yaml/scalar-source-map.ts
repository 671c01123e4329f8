/**
 * Value offset → file offset for one scalar.
 *
 * Rules that analyse a string value (a Rules-language expression, a log push
 * filter) find problems at offsets into the *value*; the file holds the
 * value's *source*, which differs whenever the scalar is quoted, escaped,
 * folded or a block scalar. A `ScalarSourceMap` translates. It is built on
 * first use for a scalar (and cached), in time linear in the scalar's source;
 * lookups are O(1).
 *
 * What a value character maps to is described in `scalar-decode.ts`: itself,
 * its whole escape, or the line break a fold replaced. Non-string scalars
 * (numbers, booleans, null, binary) map their source text one to one: their
 * "value" for this purpose is the text as written.
 */
import { isScalar, type Scalar } from 'yaml';
import type { CST } from 'yaml';
import type { SourceRange } from '../position.js';
import { decodeBlockScalar, decodeFlowScalar, type DecodedScalar, type FoldGroup } from './scalar-decode.js';

export type { FoldGroup } from './scalar-decode.js';

/** Maps offsets in one scalar's value to offsets in the file. */
export class ScalarSourceMap {
  /** The string the map indexes: the scalar's value if it is a string, else its source text. */
  readonly value: string;
  /**
   * False only if our decoder disagreed with `yaml` about the value (it never
   * should); every character then maps to the whole scalar.
   */
  readonly exact: boolean;
  /** The value is the scalar's source text one to one (a non-string scalar). */
  readonly identity: boolean;
  /** File offset where the value's text begins (after an opening quote; a block scalar's first body line). */
  readonly contentStart: number;
  /** File offset where it ends (before a closing quote). */
  readonly contentEnd: number;
  /** Line folds, sorted by value index. */
  readonly folds: readonly FoldGroup[];
  private readonly starts: Uint32Array;
  private readonly ends: Uint32Array;

  constructor(decoded: DecodedScalar, options: { exact: boolean; identity: boolean }) {
    this.value = decoded.value;
    this.starts = decoded.starts;
    this.ends = decoded.ends;
    this.contentStart = decoded.contentStart;
    this.contentEnd = decoded.contentEnd;
    this.folds = decoded.folds;
    this.exact = options.exact;
    this.identity = options.identity;
  }

  /** Number of value characters (UTF-16 code units). */
  get length(): number {
    return this.value.length;
  }

  /** The file range of the source that produced value character `index` (`0 <= index < length`). */
  charRange(index: number): SourceRange {
    const i = this.clampIndex(index, this.length - 1);
    if (i < 0) return { start: this.contentStart, end: this.contentStart };
    return { start: this.starts[i] as number, end: this.ends[i] as number };
  }

  /**
   * The file offset for value offset `index` (`0 <= index <= length`): where
   * the source of character `index` starts, or for `index === length` where
   * the source of the last character ends.
   */
  offsetAt(index: number): number {
    const n = this.length;
    const i = this.clampIndex(index, n);
    if (i < n) return this.starts[i] as number;
    return n > 0 ? (this.ends[n - 1] as number) : this.contentStart;
  }

  /**
   * The file range covering exactly the source of value characters
   * `[start, end)`: from the start of the source of `start` to the end of the
   * source of `end - 1`. An empty value range gives an empty file range at
   * `offsetAt(start)`.
   */
  toSourceRange(start: number, end: number): SourceRange {
    const n = this.length;
    const s = this.clampIndex(start, n);
    const e = Math.max(s, this.clampIndex(end, n));
    if (e === s) {
      const at = this.offsetAt(s);
      return { start: at, end: at };
    }
    return { start: this.starts[s] as number, end: Math.max(this.starts[s] as number, this.ends[e - 1] as number) };
  }

  /** The fold run that produced value character `index`, if any (binary search). */
  foldAt(index: number): FoldGroup | undefined {
    const folds = this.folds;
    let lo = 0;
    let hi = folds.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const f = folds[mid] as FoldGroup;
      if (index < f.first) hi = mid - 1;
      else if (index >= f.first + f.count) lo = mid + 1;
      else return f;
    }
    return undefined;
  }

  private clampIndex(index: number, max: number): number {
    const i = Math.floor(index);
    return i < 0 ? 0 : i > max ? max : i;
  }
}

const cache = new WeakMap<Scalar, ScalarSourceMap>();

/** The source map of a scalar node (parsed with `keepSourceTokens`), built on first use and cached. */
export function scalarSourceMap(node: Scalar): ScalarSourceMap {
  let map = cache.get(node);
  if (!map) {
    map = buildScalarSourceMap(node);
    cache.set(node, map);
  }
  return map;
}

/** Build a scalar's source map without caching. */
export function buildScalarSourceMap(node: Scalar): ScalarSourceMap {
  if (!isScalar(node)) throw new TypeError('buildScalarSourceMap: not a scalar node');
  const token = node.srcToken as CST.Token | undefined;
  const [rangeStart = 0, rangeEnd = rangeStart] = node.range ?? [];
  let decoded: DecodedScalar | undefined;
  let sourceText: string | undefined;
  let sourceOffset = rangeStart;
  if (token?.type === 'block-scalar') {
    decoded = decodeBlockScalar(token);
    sourceText = token.props.map((p) => ('source' in p && typeof p.source === 'string' ? p.source : '')).join('') + token.source;
    sourceOffset = token.offset;
  } else if (token && (token.type === 'scalar' || token.type === 'single-quoted-scalar' || token.type === 'double-quoted-scalar')) {
    return flowScalarSourceMap(token, node.value, rangeStart, rangeEnd);
  }
  if (typeof node.value === 'string') {
    if (decoded && decoded.value === node.value) return new ScalarSourceMap(decoded, { exact: true, identity: false });
    // Should not happen: map every character to the whole scalar rather than to a wrong place.
    return new ScalarSourceMap(uniform(node.value, rangeStart, rangeEnd), { exact: false, identity: false });
  }
  return new ScalarSourceMap(identityMap(sourceText ?? '', sourceOffset), { exact: true, identity: true });
}

/**
 * The source map of a plain or quoted scalar written as `token` whose value
 * is `value` (a string: decoded and checked against it; anything else: its
 * text one to one). `rangeStart`/`rangeEnd`: the scalar's range, for the
 * coarse map should the decoder ever disagree.
 */
export function flowScalarSourceMap(
  token: Pick<CST.FlowScalar, 'type' | 'offset' | 'source'>,
  value: unknown,
  rangeStart: number,
  rangeEnd: number,
): ScalarSourceMap {
  if (typeof value === 'string') {
    const decoded = decodeFlowScalar(token);
    if (decoded.value === value) return new ScalarSourceMap(decoded, { exact: true, identity: false });
    return new ScalarSourceMap(uniform(value, rangeStart, rangeEnd), { exact: false, identity: false });
  }
  return new ScalarSourceMap(identityMap(token.source, token.offset), { exact: true, identity: true });
}

function uniform(value: string, start: number, end: number): DecodedScalar {
  return {
    value,
    starts: new Uint32Array(value.length).fill(start),
    ends: new Uint32Array(value.length).fill(end),
    contentStart: start,
    contentEnd: end,
    folds: [],
    errors: 0,
  };
}

function identityMap(text: string, offset: number): DecodedScalar {
  const starts = new Uint32Array(text.length);
  const ends = new Uint32Array(text.length);
  for (let i = 0; i < text.length; i++) {
    starts[i] = offset + i;
    ends[i] = offset + i + 1;
  }
  return { value: text, starts, ends, contentStart: offset, contentEnd: offset + text.length, folds: [], errors: 0 };
}
