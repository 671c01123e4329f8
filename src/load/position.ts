/**
 * Offsets ↔ 1-based line/column, the way an editor shows them.
 *
 * Line breaks are CRLF, LF and a lone CR: YAML 1.2 treats all three as line
 * breaks (production b-break) and so do editors, so a rule's line matches
 * what the user sees even in a file with classic-Mac line ends. U+2028/U+2029
 * are *not* line breaks in YAML 1.2, so they are not counted here either.
 *
 * Columns count UTF-16 code units, like ESLint. A byte-order mark at the start
 * of the file is kept in the text (offsets stay offsets into the original
 * text, so fixes apply to it unchanged) but is not counted as a column: an
 * editor does not show it, and ESLint strips it before computing columns.
 */

/** A 1-based position. `column` counts UTF-16 code units. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

/** ESLint's location fields for a `[start, end)` offset range (end is exclusive, 1-based like ESLint's `endColumn`). */
export interface LineColumnRange {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

/** Line-start table for one text; lookups are O(log lines). */
export class LineIndex {
  /** Offset of the first character of each line; `lineStarts[0] === 0`. */
  private readonly lineStarts: Uint32Array;
  private readonly length: number;
  /** The text starts with U+FEFF, which takes no column. */
  readonly hasBOM: boolean;

  constructor(text: string) {
    this.length = text.length;
    this.hasBOM = text.charCodeAt(0) === 0xfeff;
    // Two passes (count, then fill) keep this a flat typed array, which
    // matters for 10 MB files with a million lines; `indexOf` is much faster
    // than a character loop when there is no CR to consider.
    const hasCR = text.includes('\r');
    let count = 1;
    if (hasCR) {
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 10) count++;
        else if (c === 13) {
          if (text.charCodeAt(i + 1) === 10) i++;
          count++;
        }
      }
    } else {
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count++;
    }
    const starts = new Uint32Array(count);
    let n = 1;
    if (hasCR) {
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 10) starts[n++] = i + 1;
        else if (c === 13) {
          if (text.charCodeAt(i + 1) === 10) i++;
          starts[n++] = i + 1;
        }
      }
    } else {
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts[n++] = i + 1;
    }
    this.lineStarts = starts;
  }

  /** Number of lines (a text ending in a line break has an empty last line). */
  get lineCount(): number {
    return this.lineStarts.length;
  }

  /** 1-based line and column of `offset` (clamped to `[0, text.length]`). */
  position(offset: number): Position {
    const o = clamp(Math.floor(offset), 0, this.length);
    const starts = this.lineStarts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if ((starts[mid] as number) <= o) lo = mid;
      else hi = mid - 1;
    }
    const lineStart = starts[lo] as number;
    let column = o - lineStart + 1;
    if (lo === 0 && this.hasBOM && o > 0) column -= 1;
    return { line: lo + 1, column };
  }

  /** ESLint-style location of the offset range `[start, end)`. */
  range(start: number, end: number): LineColumnRange {
    const s = this.position(start);
    const e = this.position(Math.max(start, end));
    return { line: s.line, column: s.column, endLine: e.line, endColumn: e.column };
  }

  /**
   * Offset of a 1-based line/column (the inverse of `position`); a column past
   * the end of its line is clamped to the start of the next line.
   */
  offset(line: number, column: number): number {
    const l = clamp(Math.floor(line), 1, this.lineStarts.length) - 1;
    const start = this.lineStarts[l] as number;
    const next = l + 1 < this.lineStarts.length ? (this.lineStarts[l + 1] as number) : this.length;
    const bom = l === 0 && this.hasBOM ? 1 : 0;
    return clamp(start + bom + Math.floor(column) - 1, start, next);
  }

  /** Offset of the first character of 1-based `line`. */
  lineStart(line: number): number {
    return this.lineStarts[clamp(Math.floor(line), 1, this.lineStarts.length) - 1] as number;
  }
}

function clamp(n: number, lo: number, hi: number): number {
  return n < lo ? lo : n > hi ? hi : n;
}

/** A range of file offsets `[start, end)` (UTF-16 code units into the file text). */
export interface SourceRange {
  readonly start: number;
  readonly end: number;
}
