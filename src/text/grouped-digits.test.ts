import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupedDigits } from './grouped-digits.js';

describe('groupedDigits', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [123456, '123,456'],
    [1234567, '1,234,567'],
    [-1000, '-1,000'],
    [-12, '-12'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'],
  ])('%d → %s', (n, expected) => {
    expect(groupedDigits(n)).toBe(expected);
  });

  it('writes what is not a safe integer as String does', () => {
    expect(groupedDigits(1.5)).toBe('1.5');
    expect(groupedDigits(Number.NaN)).toBe('NaN');
    expect(groupedDigits(Number.POSITIVE_INFINITY)).toBe('Infinity');
    expect(groupedDigits(2 ** 60)).toBe(String(2 ** 60));
  });

  it('agrees with toLocaleString("en-US") on every safe integer', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(groupedDigits(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
  });
});
