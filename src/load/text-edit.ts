/**
 * A replacement of `[start, end)` by `text`: what every fix becomes in the
 * end, whatever the file's format. For a value edit the offsets index the
 * string value; for a source edit, the file text.
 */
export interface TextEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** Apply non-overlapping edits to a text (in any order); throws on overlap. */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let out = '';
  let at = 0;
  for (const e of sorted) {
    if (e.start < at || e.end < e.start || e.end > text.length) throw new RangeError('overlapping or invalid edits');
    out += text.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + text.slice(at);
}
