/**
 * "Did you mean" for names: the closest candidate by edit distance
 * (insertions, deletions, substitutions and swaps of neighbours), ignoring
 * case first because `clientrequesthost` for `ClientRequestHost` is the most
 * common slip.
 */

/**
 * Names longer than this get no suggestion: the longest known name is well
 * under it, and the bound keeps the cost per lookup constant however long the
 * user's text is.
 */
const MAX_COMPARED_LENGTH = 64;

/** A typo budget growing with the name: one edit per three characters, at least two. */
const CHARACTERS_PER_EDIT = 3;
const MIN_EDITS = 2;

export function maxEditsFor(name: string): number {
  return Math.max(MIN_EDITS, Math.floor(name.length / CHARACTERS_PER_EDIT));
}

/** The candidate closest to `input`, or `undefined` when none is close enough. */
export function nearestName(input: string, candidates: Iterable<string>): string | undefined {
  if (input.length === 0 || input.length > MAX_COMPARED_LENGTH) return undefined;
  const lower = input.toLowerCase();
  const budget = maxEditsFor(input);
  let best: string | undefined;
  let bestDistance = budget + 1;
  for (const candidate of candidates) {
    if (candidate === input) continue;
    const candidateLower = candidate.toLowerCase();
    if (candidateLower === lower) return candidate;
    if (Math.abs(candidate.length - input.length) >= bestDistance) continue;
    const distance = editDistance(lower, candidateLower, bestDistance - 1);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * Optimal string alignment distance between `a` and `b`, or `limit + 1` when
 * it exceeds `limit` (rows whose minimum is over the limit end the search).
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  const distance = previous[b.length]!;
  return distance > limit ? limit + 1 : distance;
}
