/**
 * The log filter and log push analysers suggest names through the shared
 * `didYouMean` (src/text/did-you-mean.ts); these are the suggestions they rely on.
 */
import { describe, expect, it } from 'vitest';
import { editDistance, didYouMean } from '../text/did-you-mean.js';
import { datasetFieldTables, TIMESTAMP_FORMATS } from '../data/logpush-datasets.js';
import { FILTER_OPERATORS } from '../data/logpush-filter-operators.js';
import { KNOWN_SCHEMES } from '../data/logpush-destinations.js';

describe('didYouMean for log push names', () => {
  const fields = datasetFieldTables().http_requests!.fields.map((f) => f.name);
  const operators = FILTER_OPERATORS.map((op) => op.name);

  it.each([
    ['clientcountry', 'ClientCountry'],
    ['ClientCountri', 'ClientCountry'],
    ['ClinetCity', 'ClientCity'],
    ['EdgeResponseStatu', 'EdgeResponseStatus'],
    ['ClientRequestHosts', 'ClientRequestHost'],
  ])('field %s → %s', (input, expected) => {
    expect(didYouMean(input, fields)).toBe(expected);
  });

  it.each([
    ['containz', 'contains'],
    ['startWith', 'startsWith'],
    ['!endWith', '!endsWith'],
    ['EQ', 'eq'],
  ])('operator %s → %s', (input, expected) => {
    expect(didYouMean(input, operators)).toBe(expected);
  });

  it.each([
    ['where', ['wehre', 'Where', 'whre']],
    ['value', ['vaule', 'Value', 'valu']],
    ['operator', ['operater', 'oprator']],
    ['rfc3339', ['rfc3399', 'RFC3339']],
    ['datadog', ['datdog']],
  ] as const)('%s from its misspellings', (expected, inputs) => {
    const candidates = ['where', 'and', 'or', 'key', 'operator', 'value', ...TIMESTAMP_FORMATS, ...KNOWN_SCHEMES];
    for (const input of inputs) expect(didYouMean(input, candidates)).toBe(expected);
  });

  it.each(['Temperature', '', 'x'.repeat(1000), 'matches', 'vals'])('no suggestion for %j', (input) => {
    expect(didYouMean(input, [...fields, ...operators])).toBeUndefined();
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('ab', 'ba', 5)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('kitten', 'sitting', 2)).toBe(3);
  });
});
