import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILTER_LIMITS } from '../data/logpush-limits.js';
import { expectWellFormed, summary } from './__tests__/problem-assertions.js';
import { analyzeFilter } from './analyze-filter.js';
import { byteLimitSpan, checkFilterLimits, operatorLimitSpan, utf8ByteLength } from './filter-limits.js';
import { LOGFILTER_MESSAGES } from './messages.js';
import filterLimits from '../../rules/logpush/filter-limits.js';

const cond = (i: number): string => `{"key":"EdgeResponseStatus","operator":"!eq","value":"${i}"}`;
const filterWith = (count: number): string => `{"where":{"and":[${Array.from({ length: count }, (_, i) => cond(i)).join(',')}]}}`;

function limits(text: string, options?: { maxOperators?: number; maxBytes?: number }) {
  const problems = checkFilterLimits(text, analyzeFilter(text, { dataset: 'http_requests' }).measurements, options);
  expectWellFormed(problems, LOGFILTER_MESSAGES, text);
  return problems;
}

describe('filter-limits: operators', () => {
  it('defaults to the spec limit of 30 operators', () => {
    expect(FILTER_LIMITS.maxOperators).toBe(30);
    expect(filterLimits.defaultOptions).toEqual({ maxOperators: 30, maxBytes: 1000 });
  });

  it.each([
    [1, { maxOperators: 1, maxBytes: 100_000 }],
    [30, { maxBytes: 100_000 }],
    [5, { maxOperators: 5, maxBytes: 100_000 }],
  ])('valid: %i conditions within %j', (count, options) => {
    expect(limits(filterWith(count), options)).toEqual([]);
  });

  it('invalid: the 31st condition is where the limit is passed', () => {
    const text = filterWith(31);
    const problems = limits(text, { maxBytes: 100_000 });
    const start = text.indexOf(cond(30));
    expect(summary(problems)).toEqual([['filter-limits', 'tooManyOperators', start, start + cond(30).length]]);
    expect(problems[0]!.data).toEqual({ count: 31, max: 30 });
  });

  it('invalid: a configured limit', () => {
    const text = filterWith(4);
    const start = text.indexOf(cond(2));
    expect(summary(limits(text, { maxOperators: 2, maxBytes: 100_000 }))).toEqual([['filter-limits', 'tooManyOperators', start, start + cond(2).length]]);
  });

  it('does not count and/or', () => {
    const text = '{"where":{"or":[{"and":[' + cond(1) + ']},{"and":[' + cond(2) + ']}]}}';
    const { measurements } = analyzeFilter(text);
    expect([measurements.operatorCount, measurements.combinatorCount]).toEqual([2, 3]);
    expect(limits(text, { maxOperators: 2 })).toEqual([]);
  });

  it('operatorLimitSpan is undefined within the limit and without a count', () => {
    const m = analyzeFilter(filterWith(3)).measurements;
    expect(operatorLimitSpan(m, 3)).toBeUndefined();
    expect(operatorLimitSpan({ byteSize: 5, conditionSpans: [] }, 0)).toBeUndefined();
  });
});

describe('filter-limits: bytes', () => {
  it('valid: exactly at the limit', () => {
    const text = 'x'.repeat(FILTER_LIMITS.maxBytes);
    expect(byteLimitSpan(text, FILTER_LIMITS.maxBytes)).toBeUndefined();
  });

  it('invalid: from the first character beyond the limit to the end', () => {
    const text = filterWith(25); // about 1500 bytes
    expect(text.length).toBeGreaterThan(1000);
    const problems = limits(text);
    expect(summary(problems)).toEqual([['filter-limits', 'tooManyBytes', 1000, text.length]]);
    expect(problems[0]!.data).toEqual({ size: text.length, max: 1000 });
  });

  it('counts UTF-8 bytes, and never splits a character', () => {
    // "é" is 2 bytes: 3 of them are 6 bytes; with a limit of 5 the third does not fit.
    expect(byteLimitSpan('ééé', 5)).toEqual({ start: 2, end: 3 });
    // "😀" is 4 bytes in 2 UTF-16 units.
    expect(byteLimitSpan('a😀b', 4)).toEqual({ start: 1, end: 4 });
    expect(byteLimitSpan('a😀b', 5)).toEqual({ start: 3, end: 4 });
  });

  it('reports both limits at once', () => {
    const text = filterWith(40);
    expect(summary(limits(text)).map((p) => p[1])).toEqual(['tooManyOperators', 'tooManyBytes']);
  });

  it('utf8ByteLength equals TextEncoder on any string, lone surrogates included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length);
      }),
      { numRuns: 1000 },
    );
  });
});
