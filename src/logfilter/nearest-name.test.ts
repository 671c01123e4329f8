import { describe, expect, it } from 'vitest';
import { editDistance, nearestName } from './nearest-name.js';

describe('nearestName', () => {
  const fields = ['ClientCountry', 'ClientCity', 'ClientRequestHost', 'EdgeResponseStatus'];

  it.each([
    ['clientcountry', 'ClientCountry'],
    ['ClientCountri', 'ClientCountry'],
    ['ClinetCity', 'ClientCity'],
    ['EdgeResponseStatu', 'EdgeResponseStatus'],
    ['ClientRequestHosts', 'ClientRequestHost'],
  ])('%s → %s', (input, expected) => {
    expect(nearestName(input, fields)).toBe(expected);
  });

  it.each(['Temperature', '', 'x'.repeat(1000)])('no suggestion for %j', (input) => {
    expect(nearestName(input, fields)).toBeUndefined();
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('ab', 'ba', 5)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('kitten', 'sitting', 2)).toBe(3);
  });
});
