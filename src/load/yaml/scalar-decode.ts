/**
 * Decoders for every YAML scalar style that, besides the value, record where
 * in the file each value character comes from.
 *
 * They mirror `yaml` 2.9's own resolvers (`compose/resolve-flow-scalar.js`
 * and `compose/resolve-block-scalar.js`) step by step, so they produce the
 * same value for the same token, including for malformed input; the caller
 * (`scalar-source-map.ts`) checks that the values agree and falls back to a
 * coarse map if they ever do not. Keep them in step when upgrading `yaml`.
 *
 * Mapping conventions (value index `i` → file range `[starts[i], ends[i])`):
 * - a character copied from the source maps to itself (one code unit);
 * - a character produced by an escape (`\"`, `\n`, `\x41`, `\u0041`, `''` in
 *   single quotes, ...) maps to the whole escape; both code units of a
 *   `\U0001F600` map to it;
 * - a space or line feed produced by line folding maps to a line break
 *   (`\n`, or `\r\n` as one unit): a run of `k` folded characters made from
 *   `m >= k` line breaks maps to the last `k` of them, so a single fold maps
 *   to the break it replaced and each empty line's `\n` to that line's break;
 * - the clip/keep line feed of a block scalar that has no line break in the
 *   source (end of file) maps to an empty range at the end of the scalar.
 *
 * Everything is O(length of the scalar's source).
 */
import type { CST } from 'yaml';

/** A run of value characters produced by one line fold, and the source it replaced. */
export interface FoldGroup {
  /** Index of the first value character of the run. */
  readonly first: number;
  /** Number of value characters in the run (≥ 1). */
  readonly count: number;
  /** File offset where the replaced source starts: just after the last kept character before the fold. */
  readonly srcStart: number;
  /** File offset where it ends: the first kept character (or escape, or closing quote) after the fold. */
  readonly srcEnd: number;
}

export interface DecodedScalar {
  readonly value: string;
  /** `starts[i]`/`ends[i]`: file range of the source of `value[i]`. */
  readonly starts: Uint32Array;
  readonly ends: Uint32Array;
  /** File offset where the value's text begins (after an opening quote; the first body line of a block scalar). */
  readonly contentStart: number;
  /** File offset where it ends (before a closing quote; the end of a block scalar's body). */
  readonly contentEnd: number;
  /** Line folds, in value order (also the line breaks of literal block scalars: deleting one joins two lines). */
  readonly folds: readonly FoldGroup[];
  /**
   * How many errors `yaml` reports for this token (bad escapes, missing quotes,
   * block lines less indented than the block). `source-edit.ts` accepts an
   * edit only if the edited token has none.
   */
  readonly errors: number;
  /** For a block scalar: the indentation its content lines share (-1 when it has no content line). */
  readonly blockIndent?: number;
}

/** Collects value characters with their source ranges. */
class MapBuilder {
  private readonly chunks: string[] = [];
  private starts: Uint32Array;
  private ends: Uint32Array;
  length = 0;
  errors = 0;
  readonly folds: FoldGroup[] = [];

  constructor(capacity: number) {
    this.starts = new Uint32Array(Math.max(4, capacity));
    this.ends = new Uint32Array(Math.max(4, capacity));
  }

  /** Append `text` (each of its code units) mapped to `[start, end)`. */
  push(text: string, start: number, end: number): void {
    const n = text.length;
    if (this.length + n > this.starts.length) this.grow(this.length + n);
    for (let k = 0; k < n; k++) {
      this.starts[this.length] = start;
      this.ends[this.length] = end;
      this.length++;
    }
    this.chunks.push(text);
  }

  /** Append source characters `src[from, to)` that map to themselves (`base` = file offset of `src[0]`). */
  copy(src: string, from: number, to: number, base: number): void {
    if (to <= from) return;
    const n = to - from;
    if (this.length + n > this.starts.length) this.grow(this.length + n);
    for (let k = from; k < to; k++) {
      this.starts[this.length] = base + k;
      this.ends[this.length] = base + k + 1;
      this.length++;
    }
    this.chunks.push(src.slice(from, to));
  }

  /** The last value character so far ('' if none). */
  lastChar(): string {
    for (let c = this.chunks.length - 1; c >= 0; c--) {
      const chunk = this.chunks[c] as string;
      if (chunk) return chunk[chunk.length - 1] as string;
    }
    return '';
  }

  /** Re-point the source of value character `i` (used when a fold run is closed). */
  remap(i: number, start: number, end: number): void {
    this.starts[i] = start;
    this.ends[i] = end;
  }

  private grow(min: number): void {
    const size = Math.max(min, this.starts.length * 2);
    const s = new Uint32Array(size);
    const e = new Uint32Array(size);
    s.set(this.starts);
    e.set(this.ends);
    this.starts = s;
    this.ends = e;
  }

  finish(contentStart: number, contentEnd: number, blockIndent?: number): DecodedScalar {
    return {
      ...(blockIndent === undefined ? {} : { blockIndent }),
      value: this.chunks.join(''),
      starts: this.starts.slice(0, this.length),
      ends: this.ends.slice(0, this.length),
      contentStart,
      contentEnd,
      folds: this.folds,
      errors: this.errors,
    };
  }
}

/** A line break in the file: `[start, end)`, one or two code units. */
type Break = readonly [number, number];

/**
 * The characters a fold run emitted since `first` are mapped to the last of
 * `breaks` (see the conventions at the top), and the run is recorded.
 */
function closeRun(b: MapBuilder, first: number, breaks: readonly Break[], srcStart: number, srcEnd: number): void {
  const k = b.length - first;
  if (k <= 0) return;
  const m = breaks.length;
  for (let j = 0; j < k; j++) {
    // k <= m always holds for yaml's folding; the fallbacks only guard malformed input.
    const br = breaks[Math.max(0, m - k + j)] ?? ([srcStart, srcStart] as const);
    b.remap(first + j, br[0], br[1]);
  }
  b.folds.push({ first, count: k, srcStart, srcEnd });
}

// ---------------------------------------------------------------------------
// Flow scalars

/** Decode a plain, single-quoted or double-quoted scalar token with source offsets. */
export function decodeFlowScalar(token: Pick<CST.FlowScalar, 'type' | 'offset' | 'source'>): DecodedScalar {
  const { source, offset } = token;
  switch (token.type) {
    case 'single-quoted-scalar': {
      const b = new MapBuilder(source.length);
      if (source.length < 2 || source[source.length - 1] !== "'") b.errors++;
      // yaml: unfoldLines(source.slice(1, -1)).replace(/''/g, "'")
      const to = Math.max(1, source.length - 1);
      unfoldLines(b, source, Math.min(1, source.length), to, offset, true);
      return b.finish(offset + Math.min(1, source.length), offset + to);
    }
    case 'double-quoted-scalar':
      return decodeDoubleQuoted(source, offset);
    default: {
      // 'scalar' (plain); an alias token never reaches here.
      const b = new MapBuilder(source.length);
      unfoldLines(b, source, 0, source.length, offset, false);
      return b.finish(offset, offset + source.length);
    }
  }
}

function isBlank(c: string | undefined): boolean {
  return c === ' ' || c === '\t';
}

/**
 * yaml's `unfoldLines` over `src[from, to)` (plain and single-quoted content):
 * first line trimmed at its end, middle lines at both ends, the last line at
 * its start; one line break folds to a space, `n` breaks to `n - 1` line feeds.
 */
function unfoldLines(b: MapBuilder, src: string, from: number, to: number, base: number, single: boolean): void {
  const emit = (s: number, e: number): void => (single ? copyUnquoting(b, src, s, e, base) : b.copy(src, s, e, base));
  let nl = src.indexOf('\n', from);
  if (nl < 0 || nl >= to) {
    emit(from, to);
    return;
  }
  // First line: trailing blanks dropped.
  let le = nl > from && src[nl - 1] === '\r' ? nl - 1 : nl;
  let ce = le;
  while (ce > from && isBlank(src[ce - 1])) ce--;
  emit(from, ce);
  let lastKeptEnd = base + ce;
  let breaks: Break[] = [[base + le, base + nl + 1]];
  let sep: ' ' | '\n' = ' ';
  let runFirst = b.length;
  let pos = nl + 1;
  for (;;) {
    nl = src.indexOf('\n', pos);
    if (nl < 0 || nl >= to) break;
    le = nl > pos && src[nl - 1] === '\r' ? nl - 1 : nl;
    let cs = pos;
    while (cs < le && isBlank(src[cs])) cs++;
    ce = le;
    while (ce > cs && isBlank(src[ce - 1])) ce--;
    if (cs === ce) {
      // An empty (or blank) line.
      if (sep === '\n') b.push('\n', 0, 0);
      else sep = '\n';
    } else {
      b.push(sep, 0, 0);
      closeRun(b, runFirst, breaks, lastKeptEnd, base + cs);
      emit(cs, ce);
      lastKeptEnd = base + ce;
      sep = ' ';
      breaks = [];
      runFirst = b.length;
    }
    breaks.push([base + le, base + nl + 1]);
    pos = nl + 1;
  }
  // Last line: leading blanks dropped, trailing ones kept (before a closing quote).
  let cs = pos;
  while (cs < to && isBlank(src[cs])) cs++;
  b.push(sep, 0, 0);
  closeRun(b, runFirst, breaks, lastKeptEnd, base + cs);
  emit(cs, to);
}

/** Copy single-quoted content, turning each `''` into one `'` mapped to both quotes. */
function copyUnquoting(b: MapBuilder, src: string, from: number, to: number, base: number): void {
  let run = from;
  for (let k = from; k < to; k++) {
    if (src[k] === "'" && src[k + 1] === "'" && k + 1 < to) {
      b.copy(src, run, k, base);
      b.push("'", base + k, base + k + 2);
      k++;
      run = k + 1;
    }
  }
  b.copy(src, run, to, base);
}

/** yaml's escape table for double-quoted scalars. */
export const ESCAPES: Readonly<Record<string, string>> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  e: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  N: '\u0085',
  _: '\u00a0',
  L: '\u2028',
  P: '\u2029',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  '\t': '\t',
};

/** yaml's `doubleQuotedValue`, with offsets. `base` is the file offset of the opening quote. */
function decodeDoubleQuoted(source: string, base: number): DecodedScalar {
  const b = new MapBuilder(source.length);
  let lastKeptEnd = base + 1;
  for (let i = 1; i < source.length - 1; ++i) {
    const ch = source[i];
    if (ch === '\r' && source[i + 1] === '\n') continue;
    if (ch === '\n') {
      const breaks: Break[] = [[base + (source[i - 1] === '\r' ? i - 1 : i), base + i + 1]];
      let off = i;
      let next = source[off + 1];
      let fold = '';
      while (next === ' ' || next === '\t' || next === '\n' || next === '\r') {
        if (next === '\r' && source[off + 2] !== '\n') break;
        if (next === '\n') {
          fold += '\n';
          breaks.push([base + (source[off] === '\r' ? off : off + 1), base + off + 2]);
        }
        off += 1;
        next = source[off + 1];
      }
      if (!fold) fold = ' ';
      const first = b.length;
      b.push(fold, 0, 0);
      closeRun(b, first, breaks, lastKeptEnd, base + off + 1);
      i = off;
      lastKeptEnd = base + off + 1;
    } else if (ch === '\\') {
      const p = i;
      let next = source[++i];
      const cc = next === undefined ? undefined : ESCAPES[next];
      if (cc) {
        b.push(cc, base + p, base + i + 1);
      } else if (next === '\n') {
        // An escaped line break: nothing is produced, and the next line's
        // leading blanks are skipped too.
        next = source[i + 1];
        while (next === ' ' || next === '\t') next = source[++i + 1];
      } else if (next === '\r' && source[i + 1] === '\n') {
        next = source[++i + 1];
        while (next === ' ' || next === '\t') next = source[++i + 1];
      } else if (next === 'x' || next === 'u' || next === 'U') {
        const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
        const hex = source.substr(i + 1, length);
        const ok = hex.length === length && /^[0-9a-fA-F]+$/.test(hex);
        let decoded: string | undefined;
        if (ok) {
          try {
            decoded = String.fromCodePoint(parseInt(hex, 16));
          } catch {
            decoded = undefined;
          }
        }
        if (decoded !== undefined) {
          b.push(decoded, base + p, base + i + 1 + length);
        } else {
          // yaml keeps the malformed escape as written (and reports an error).
          const raw = source.substr(p, length + 2);
          b.copy(source, p, p + raw.length, base);
          b.errors++;
        }
        i += length;
      } else {
        const raw = source.substr(i - 1, 2);
        b.copy(source, i - 1, i - 1 + raw.length, base);
        b.errors++;
      }
      lastKeptEnd = base + Math.min(i + 1, source.length);
      continue;
    } else if (ch === ' ' || ch === '\t') {
      // Blanks before a line break are dropped (they belong to the fold).
      const wsStart = i;
      let next = source[i + 1];
      while (next === ' ' || next === '\t') next = source[++i + 1];
      if (next !== '\n' && !(next === '\r' && source[i + 2] === '\n')) {
        b.copy(source, wsStart, i + 1, base);
        lastKeptEnd = base + i + 1;
      }
    } else {
      b.copy(source, i, i + 1, base);
      lastKeptEnd = base + i + 1;
    }
  }
  const closed = source.length >= 2 && source[source.length - 1] === '"';
  if (!closed) b.errors++;
  const contentEnd = closed ? source.length - 1 : source.length;
  return b.finish(base + Math.min(1, source.length), base + contentEnd);
}

// ---------------------------------------------------------------------------
// Block scalars

interface BlockHeader {
  readonly mode: string;
  readonly indent: number;
  readonly chomp: string;
  /** Length of the header line(s) up to and including its line break. */
  readonly length: number;
}

/** yaml's `parseBlockScalarHeader` without the error reporting. */
function parseBlockHeader(token: Pick<CST.BlockScalar, 'props'>): BlockHeader | undefined {
  const first = token.props[0];
  if (!first || first.type !== 'block-scalar-header') return undefined;
  const src = first.source;
  let indent = 0;
  let chomp = '';
  for (let i = 1; i < src.length; ++i) {
    const ch = src[i] as string;
    if (!chomp && (ch === '-' || ch === '+')) chomp = ch;
    else {
      const n = Number(ch);
      if (!indent && n) indent = n;
    }
  }
  let length = src.length;
  for (let i = 1; i < token.props.length; ++i) {
    const t = token.props[i] as { source?: unknown };
    if (typeof t.source === 'string') length += t.source.length;
  }
  return { mode: src[0] ?? '|', indent, chomp, length };
}

interface BlockLine {
  /** Offset (in the body source) of the line's first character. */
  readonly start: number;
  /** Number of leading spaces. */
  readonly indent: number;
  /** Content after the indentation up to (excluding) `\n`; may end in `\r`. */
  readonly content: string;
}

/** yaml's `splitLines`: split at `\n`, each line as leading spaces + the rest. */
function splitLines(source: string): BlockLine[] {
  const lines: BlockLine[] = [];
  let start = 0;
  for (;;) {
    const nl = source.indexOf('\n', start);
    const end = nl < 0 ? source.length : nl;
    let i = start;
    while (i < end && source.charCodeAt(i) === 32) i++;
    lines.push({ start, indent: i - start, content: source.slice(i, end) });
    if (nl < 0) break;
    start = nl + 1;
  }
  return lines;
}

/** Decode a literal (`|`) or folded (`>`) block scalar token with source offsets. */
export function decodeBlockScalar(
  token: Pick<CST.BlockScalar, 'offset' | 'indent' | 'props' | 'source'>,
): DecodedScalar {
  const header = parseBlockHeader(token);
  if (!header) {
    const empty = new MapBuilder(0);
    empty.errors++;
    return empty.finish(token.offset, token.offset);
  }
  const source = token.source;
  const base = token.offset + header.length;
  const bodyEnd = base + source.length;
  const b = new MapBuilder(source.length + 2);
  const lines = source ? splitLines(source) : [];
  const brk = (i: number): Break | undefined => {
    if (i < 0 || i >= lines.length - 1) return undefined;
    const l = lines[i] as BlockLine;
    const end = l.start + l.indent + l.content.length; // offset of the '\n'
    return [base + (l.content.endsWith('\r') ? end - 1 : end), base + end + 1];
  };
  const pushBreak = (i: number): void => {
    const br = brk(i);
    b.push('\n', br ? br[0] : bodyEnd, br ? br[1] : bodyEnd);
  };

  let chompStart = lines.length;
  for (let i = lines.length - 1; i >= 0; --i) {
    const content = (lines[i] as BlockLine).content;
    if (content === '' || content === '\r') chompStart = i;
    else break;
  }
  if (chompStart === 0) {
    if (header.chomp === '+' && lines.length > 0) {
      const n = Math.max(1, lines.length - 1);
      for (let j = 0; j < n; j++) pushBreak(j);
    }
    return b.finish(base, bodyEnd, -1);
  }

  let trimIndent = token.indent + header.indent;
  let contentStart = 0;
  for (let i = 0; i < chompStart; ++i) {
    const { indent, content } = lines[i] as BlockLine;
    if (content === '' || content === '\r') {
      if (header.indent === 0 && indent > trimIndent) trimIndent = indent;
    } else {
      if (indent < trimIndent) b.errors++; // more-indented leading empty lines need an indicator
      if (header.indent === 0) trimIndent = indent;
      contentStart = i;
      break;
    }
  }
  // Trailing more-indented empty lines are content.
  for (let i = lines.length - 1; i >= chompStart; --i) {
    if ((lines[i] as BlockLine).indent > trimIndent) chompStart = i + 1;
  }

  const folded = header.mode === '>';
  // Leading empty lines: their extra indentation and their line break.
  for (let i = 0; i < contentStart; ++i) {
    const l = lines[i] as BlockLine;
    b.copy(source, l.start + trimIndent, l.start + l.indent, base);
    pushBreak(i);
  }

  let sep = '';
  let prevMoreIndented = false;
  let breaks: Break[] = [];
  let runFirst = b.length;
  let prevContentEnd = base;
  for (let i = contentStart; i < chompStart; ++i) {
    const l = lines[i] as BlockLine;
    let content = l.content;
    if (content.endsWith('\r')) content = content.slice(0, -1);
    // yaml drops the indentation of a wrongly less-indented line (and reports it).
    const lessIndented = content !== '' && l.indent < trimIndent;
    if (lessIndented) b.errors++;
    const indent = lessIndented ? 0 : l.indent;
    const lineStart = base + l.start;
    const contentAt = l.start + l.indent;
    /** Emit this line's extra indentation and content, closing the fold run before it. */
    const emitLine = (): void => {
      closeRun(b, runFirst, breaks, prevContentEnd, lineStart + Math.min(indent, trimIndent));
      b.copy(source, l.start + trimIndent, l.start + indent, base);
      b.copy(source, contentAt, contentAt + content.length, base);
      prevContentEnd = base + contentAt + content.length;
      breaks = [];
      runFirst = b.length;
    };
    if (!folded) {
      b.push(sep, 0, 0);
      emitLine();
      sep = '\n';
    } else if (indent > trimIndent || content[0] === '\t') {
      // More-indented lines are not folded.
      if (sep === ' ') sep = '\n';
      else if (!prevMoreIndented && sep === '\n') sep = '\n\n';
      b.push(sep, 0, 0);
      emitLine();
      sep = '\n';
      prevMoreIndented = true;
    } else if (content === '') {
      if (sep === '\n') b.push('\n', 0, 0);
      else sep = '\n';
    } else {
      b.push(sep, 0, 0);
      emitLine();
      sep = ' ';
      prevMoreIndented = false;
    }
    const br = brk(i);
    if (br) breaks.push(br);
  }

  switch (header.chomp) {
    case '-':
      break;
    case '+':
      for (let i = chompStart; i < lines.length; ++i) {
        pushBreak(i - 1);
        const l = lines[i] as BlockLine;
        b.copy(source, l.start + trimIndent, l.start + l.indent, base);
      }
      if (b.lastChar() !== '\n') b.push('\n', bodyEnd, bodyEnd);
      break;
    default:
      pushBreak(chompStart - 1);
  }
  return b.finish(base, bodyEnd, trimIndent);
}
