import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance } from './did-you-mean.js';

/** The definition: the first candidate of least distance within the limit, or a case-only match. */
function reference(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  const limit = Math.max(1, Math.floor(word.length / 3));
  const caseOnly = candidates.find((c) => c !== word && c.toLowerCase() === lower);
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (candidate === word) continue;
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return caseOnly ?? best;
}

const FIELDS = ['http.host', 'http.request.uri', 'http.request.uri.path', 'http.request.uri.query', 'ip.src', 'http.referer'];

describe('didYouMean', () => {
  it.each([
    ['http.request.urri.path', 'http.request.uri.path'],
    ['http.hots', 'http.host'],
    ['HTTP.HOST', 'http.host'],
    ['zzzzzzzz', undefined],
  ])('%s → %s', (word, match) => {
    expect(didYouMean(word, FIELDS)).toBe(match);
  });

  // Characters are counted modulo 128 for the bound: `á` (225) shares a count with `a` (97).
  it('finds what the unpruned definition finds', () => {
    const letters = fc.constantFrom(...'abcdeHT.é'.split(''), String.fromCharCode(97 + 128));
    const word = fc.string({ unit: letters, minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(word, fc.array(word, { maxLength: 30 }), (w, candidates) => {
        expect(didYouMean(w, candidates)).toBe(reference(w, candidates));
      }),
      { numRuns: 2000 },
    );
  });
});
