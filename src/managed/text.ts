/** Small wording helpers shared by the managed/* rules' messages. */

/** `` `a` ``, `` `a` or `b` ``, `` `a`, `b`, `c` ``. */
export function codeList(names: readonly string[], conjunction: 'or' | 'and' = 'or'): string {
  const quoted = names.map((n) => `\`${n}\``);
  if (quoted.length <= 1) return quoted.join('');
  if (quoted.length === 2) return `${quoted[0]} ${conjunction} ${quoted[1]}`;
  return `${quoted.slice(0, -1).join(', ')} ${conjunction} ${quoted[quoted.length - 1]}`;
}

/** `; did you mean `x`?` or the empty string. */
export function suggestionSuffix(suggestion: string | undefined, note?: string): string {
  if (suggestion === undefined) return '';
  return `; did you mean \`${suggestion}\`${note ? ` (${note})` : ''}?`;
}

/** 1-based position of a rule or an override entry, for messages. */
export function ordinal(index: number): number {
  return index + 1;
}
