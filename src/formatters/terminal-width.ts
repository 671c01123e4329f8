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
 * 1 for the rest. ESC (U+001B) is left out: it starts an ANSI sequence,
 * which string-width strips first. terminal-width.test.ts checks every
 * character of the ranges against string-width itself.
 */

/** Controls except ESC, printable ASCII, and the narrow punctuation, letters and symbols messages and paths use. */
const NARROW = /^[\u0000-\u001A\u001C-\u007E\u00A0-\u00AC\u00AE-\u02FF\u2010-\u2027\u2030-\u205E\u2190-\u21FF]*$/;
/** The characters of `NARROW` that take no column: the C0 controls. */
const CONTROL = /[\u0000-\u001F]/g;

/** The width of `text` when every character of it is in `NARROW`; `undefined` for other text (string-width's business). */
export function narrowTextWidth(text: string): number | undefined {
  if (!NARROW.test(text)) return undefined;
  const controls = text.match(CONTROL);
  return controls === null ? text.length : text.length - controls.length;
}
