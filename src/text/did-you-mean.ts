/**
 * "Did you mean …?" for misspelled keys, fields, phases and values: the
 * closest candidate by Damerau–Levenshtein distance (a swap of two adjacent
 * letters counts as one edit, the most common typo), accepted only when the
 * distance is small relative to the word so unrelated words are not offered.
 */

/**
 * Three rows of the distance table, kept between calls and grown as needed:
 * the distance runs for every candidate of every unknown name (a thousand
 * field names per unknown field), and three new arrays each time were most
 * of its garbage.
 */
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Optimal-string-alignment distance, O(a·b) time, O(b) memory; exits early above `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (rows[0].length <= b.length) rows = [new Int32Array(b.length + 1), new Int32Array(b.length + 1), new Int32Array(b.length + 1)];
  let [prevPrev, prev, row] = rows;
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
    const spare = prevPrev;
    prevPrev = prev;
    prev = row;
    row = spare;
  }
  return prev[b.length]!;
}

/** Counts of the characters of a word by their code modulo 128 (collisions only weaken the bound). */
const wordCounts = new Int32Array(128);

/**
 * A lower bound of the edit distance from the word counted in `wordCounts`
 * (of `wordLength` characters) to `candidate`: the larger of the characters
 * either has that the other lacks (the bag distance; every insertion,
 * deletion, substitution or swap mends at most one on each side). Linear, so
 * most candidates are passed over without the quadratic table.
 */
function bagDistance(wordLength: number, candidate: string): number {
  let common = 0;
  for (let i = 0; i < candidate.length; i++) {
    const c = candidate.charCodeAt(i) & 127;
    if (wordCounts[c]! > 0) common++;
    // Spent (below zero for characters the word lacks), and given back below.
    wordCounts[c]!--;
  }
  for (let i = 0; i < candidate.length; i++) wordCounts[candidate.charCodeAt(i) & 127]!++;
  return Math.max(wordLength, candidate.length) - common;
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
  for (let i = 0; i < lower.length; i++) wordCounts[lower.charCodeAt(i) & 127]!++;
  try {
    for (const candidate of candidates) {
      // Only a candidate closer than the best so far can win: the distance stops as soon as it cannot.
      const within = bestDistance - 1;
      if (candidate === word || Math.abs(candidate.length - word.length) > within) continue;
      const candidateLower = candidate.toLowerCase();
      if (candidateLower === lower) return candidate;
      if (bagDistance(lower.length, candidateLower) > within) continue;
      const distance = editDistance(lower, candidateLower, within);
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
    return best;
  } finally {
    for (let i = 0; i < lower.length; i++) wordCounts[lower.charCodeAt(i) & 127]!--;
  }
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
