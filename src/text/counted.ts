/**
 * `1 error`, `2 errors`: a count with its noun, singular for one. Every
 * message that counts goes through it, so none reads "has 1 characters".
 * Regular plurals only (the nouns edgelint counts).
 */
export function counted(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
