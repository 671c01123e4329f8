/**
 * Lists in messages: "`a`, `b` or `c`", "x, y and z". One helper, so every
 * message joins its lists the same way.
 */

export interface WordListOptions {
  /** The word before the last item; default `and`. */
  readonly conjunction?: 'and' | 'or';
  /** Write each item as code (`` `item` ``). */
  readonly code?: boolean;
}

export function wordList(items: readonly unknown[], options: WordListOptions = {}): string {
  // An empty string as code is `""`: two backticks alone would render as nothing.
  const shown = items.map((item) => (options.code && typeof item === 'string' ? (item === '' ? '`""`' : `\`${item}\``) : String(item)));
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} ${options.conjunction ?? 'and'} ${shown[shown.length - 1]}`;
}
