/**
 * Wildcard matching of `wildcard`, `strict wildcard` and `wildcard_replace()`
 * (rules-language.md §4; wirefilter `rhs_types/wildcard.rs`, the `wildcard`
 * crate with `?` disabled): `*` matches any run of bytes (lazily: each star
 * as short as the whole match allows), `\*` and `\\` are literal, the whole
 * value must match. `wildcard` folds ASCII case, `strict wildcard` does not.
 *
 * With the stars splitting the pattern into literal segments, placing every
 * middle segment at its leftmost occurrence is both the lazy match and the
 * only placement that needs checking: linear in subject and pattern.
 */
import { asciiLower } from './bytes.js';

const BACKSLASH = 92;
const STAR = 42;

/** The literal segments between unescaped stars (one more than the stars). */
function segments(pattern: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern.charCodeAt(i);
    if (c === BACKSLASH && i + 1 < pattern.length) {
      current += pattern[i + 1];
      i++;
    } else if (c === STAR) {
      parts.push(current);
      current = '';
    } else {
      current += pattern[i];
    }
  }
  parts.push(current);
  return parts;
}

/**
 * The text each star matched (in order), or `null` when the whole subject
 * does not match. Both are byte strings; `caseSensitive: false` folds ASCII.
 */
export function wildcardCaptures(pattern: string, subject: string, caseSensitive: boolean): string[] | null {
  const parts = segments(pattern);
  const folded = caseSensitive ? subject : asciiLower(subject);
  const fold = (s: string): string => (caseSensitive ? s : asciiLower(s));
  const first = fold(parts[0]!);
  if (parts.length === 1) return folded === first ? [] : null;
  if (!folded.startsWith(first)) return null;
  const last = fold(parts[parts.length - 1]!);
  const lastStart = folded.length - last.length;
  if (lastStart < first.length || !folded.endsWith(last)) return null;
  const captures: string[] = [];
  let at = first.length;
  for (let k = 1; k < parts.length - 1; k++) {
    const part = fold(parts[k]!);
    const found = folded.indexOf(part, at);
    if (found < 0 || found + part.length > lastStart) return null;
    captures.push(subject.slice(at, found));
    at = found + part.length;
  }
  captures.push(subject.slice(at, lastStart));
  return captures;
}

export function wildcardMatches(pattern: string, subject: string, caseSensitive: boolean): boolean {
  return wildcardCaptures(pattern, subject, caseSensitive) !== null;
}
