/**
 * "Did you mean …?" for misspelled keys, fields, phases and values: the
 * closest candidate by Damerau–Levenshtein distance (a swap of two adjacent
 * letters counts as one edit, the most common typo), accepted only when the
 * distance is small relative to the word so unrelated words are not offered.
 */

/** Optimal-string-alignment distance, O(a·b) time, O(b) memory; exits early above `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  // Three rows, reused: this runs for every candidate of every unknown name.
  let prevPrev = new Int32Array(b.length + 1);
  let prev = new Int32Array(b.length + 1);
  let row = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ai === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      row[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [prevPrev, prev, row] = [prev, row, prevPrev];
  }
  return prev[b.length]!;
}

/**
 * The candidate closest to `word`, or `undefined` when none is close enough:
 * at most one edit for short words, up to a third of the word's length for
 * longer ones. Case differences alone always match (`Phase` → `phase`).
 */
export function didYouMean(word: string, candidates: Iterable<string>): string | undefined {
  const lower = word.toLowerCase();
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (candidate === word || Math.abs(candidate.length - word.length) > limit) continue;
    const candidateLower = candidate.toLowerCase();
    if (candidateLower === lower) return candidate;
    const distance = editDistance(lower, candidateLower, limit);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** `; did you mean \`x\`?` or the empty string: the tail of CLI and configuration errors. */
export function didYouMeanSuffix(word: string, candidates: Iterable<string>): string {
  const match = didYouMean(word, candidates);
  return match === undefined ? '' : `; did you mean \`${match}\`?`;
}

/**
 * The end of a lint headline that may offer a correction: `; did you mean
 * \`x\`?`, or the closing period when there is none — so a template such as
 * "Unknown phase `{{phase}}`{{suggestion}}" is one sentence either way.
 */
export function suggestionEnd(match: string | undefined): string {
  return match === undefined ? '.' : `; did you mean \`${match}\`?`;
}
