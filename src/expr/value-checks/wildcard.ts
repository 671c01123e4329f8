/**
 * Wildcard patterns of `wildcard`, `strict wildcard` and wildcard_replace(),
 * as wirefilter validates them (`engine/src/rhs_types/wildcard.rs` with the
 * `wildcard` crate 0.3, `?` disabled): `*` matches any run of bytes, the only
 * escapes are `\*` and `\\`, and `**` is rejected.
 */

export interface WildcardIssue {
  readonly messageId: 'doubleStar' | 'invalidEscape' | 'trailingEscape';
  /** Start index into the pattern (the decoded string value). */
  readonly index: number;
  readonly length: number;
  readonly data?: Readonly<Record<string, string>>;
}

const BACKSLASH = 92;
const STAR = 42;

/** The first problem, escapes first (as the crate validates them before wirefilter looks for `**`). */
export function checkWildcard(pattern: string): WildcardIssue | undefined {
  let escaped = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern.charCodeAt(i);
    if (escaped) {
      if (c !== STAR && c !== BACKSLASH) {
        const width = c >= 0xd800 && c <= 0xdbff ? 2 : 1;
        return { messageId: 'invalidEscape', index: i - 1, length: 1 + width, data: { escape: pattern.slice(i - 1, i + width) } };
      }
      escaped = false;
    } else if (c === BACKSLASH) {
      escaped = true;
    }
  }
  if (escaped) return { messageId: 'trailingEscape', index: pattern.length - 1, length: 1 };
  let previousStar = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern.charCodeAt(i);
    if (c === BACKSLASH) {
      i++;
      previousStar = false;
    } else if (c === STAR) {
      if (previousStar) return { messageId: 'doubleStar', index: i - 1, length: 2 };
      previousStar = true;
    } else {
      previousStar = false;
    }
  }
  return undefined;
}

/** Number of unescaped `*` (the groups `${n}` of wildcard_replace can refer to). */
export function countWildcardStars(pattern: string): number {
  let count = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === STAR) count++;
  }
  return count;
}
