/**
 * How many terminal columns a text takes, for the text string-width would
 * answer for without segmenting it (scripts/bundle.mjs puts this in front of
 * string-width in the bundled default formatter).
 *
 * pretty.ts hands eslint-formatter-pretty every message with its backticks
 * and quotes replaced by control marks (U+0001, U+0002), and that formatter
 * asks string-width for the width of each message. Past printable ASCII
 * string-width segments the text into graphemes with `Intl.Segmenter` and
 * tests each cluster against Unicode-property regular expressions: on the
 * bench's estate (70,000 findings) that took 0.7 s of the main thread, an
 * eighth of the run and more than linting the files it formatted.
 *
 * Each character below is a grapheme cluster of its own next to any other of
 * them (none extends, joins or prepends), so the width is a sum per
 * character: 0 for a control character (string-width skips `\p{Control}`),
 * 1 for the rest. ESC (U+001B) starts an ANSI sequence, which string-width
 * strips first: the colour and style sequences chalk writes (SGR, `ESC [ … m`)
 * are stripped here the same way, since in colour every message carries them
 * (the formatter sets code in bold), and a coloured run with one finding
 * loaded string-width for it (about 30 ms, a fifth of such a run); text with
 * any other ESC is left to string-width. terminal-width.test.ts checks every
 * character of the ranges, and texts mixing them with SGR sequences, against
 * string-width itself.
 */

/** Controls except ESC, printable ASCII, and the narrow punctuation, letters and symbols messages and paths use (first and last code point of each range). */
export const NARROW_RANGES: readonly (readonly [number, number])[] = [
  [0x00, 0x1a],
  [0x1c, 0x7e],
  [0xa0, 0xac],
  [0xae, 0x2ff],
  [0x2010, 0x2027],
  [0x2030, 0x205e],
  [0x2190, 0x21ff],
];
const hex = (c: number): string => `\\u${c.toString(16).padStart(4, '0')}`;
const NARROW = new RegExp(`^[${NARROW_RANGES.map(([from, to]) => `${hex(from)}-${hex(to)}`).join('')}]*$`);
/** The characters of `NARROW` that take no column: the C0 controls. */
const CONTROL = /[\u0000-\u001F]/g;

/** An SGR sequence, which string-width's ansi-regex reads as one CSI sequence (parameters, then the final `m`). */
const SGR = /\u001B\[[0-9;]*m/g;

/** The width of `input` when every character of it outside SGR sequences is in `NARROW`; `undefined` for other text (string-width's business). */
export function narrowTextWidth(input: string): number | undefined {
  const text = input.includes('\u001B') ? input.replace(SGR, '') : input;
  if (!NARROW.test(text)) return undefined;
  const controls = text.match(CONTROL);
  return controls === null ? text.length : text.length - controls.length;
}
