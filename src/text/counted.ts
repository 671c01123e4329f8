/**
 * `1 error`, `2 errors`: a count with its noun, singular for one, for
 * messages whose count may be 1 (a count written by hand there read "has 1
 * characters"). Regular plurals only (the nouns edgelint counts).
 */
export function counted(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
