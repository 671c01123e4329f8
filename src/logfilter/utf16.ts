/** UTF-16 facts the offset arithmetic needs: offsets are code units, limits count code points or UTF-8 bytes. */

const HIGH_SURROGATE_FIRST = 0xd800;
const HIGH_SURROGATE_LAST = 0xdbff;
const LOW_SURROGATE_FIRST = 0xdc00;
const LOW_SURROGATE_LAST = 0xdfff;

/** Whether a surrogate pair (one astral code point) starts at `i`. */
export function isSurrogatePairAt(text: string, i: number): boolean {
  const high = text.charCodeAt(i);
  const low = text.charCodeAt(i + 1);
  return high >= HIGH_SURROGATE_FIRST && high <= HIGH_SURROGATE_LAST && low >= LOW_SURROGATE_FIRST && low <= LOW_SURROGATE_LAST;
}

/** How many code units the code point at `i` spans (2 for a surrogate pair, else 1). */
export function codeUnitsAt(text: string, i: number): 1 | 2 {
  return isSurrogatePairAt(text, i) ? 2 : 1;
}
