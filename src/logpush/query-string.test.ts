import { describe, expect, it } from 'vitest';
import { parseQuery } from './query-string.js';
import { isSecretReference, percentDecode, suggestedReference } from './secret-reference.js';

describe('parseQuery', () => {
  it('gives every name and value with its offsets', () => {
    expect(parseQuery('a=1&bb=&c')).toEqual({
      parameters: [
        { name: 'a', nameSpan: { start: 0, end: 1 }, value: '1', valueSpan: { start: 2, end: 3 }, span: { start: 0, end: 3 } },
        { name: 'bb', nameSpan: { start: 4, end: 6 }, value: '', valueSpan: { start: 7, end: 7 }, span: { start: 4, end: 7 } },
        { name: 'c', nameSpan: { start: 8, end: 9 }, span: { start: 8, end: 9 } },
      ],
      extraSeparators: [],
    });
  });

  it('keeps `=` inside values', () => {
    expect(parseQuery('sig=ab==').parameters[0]).toMatchObject({ name: 'sig', value: 'ab==' });
  });

  it('parses a slice with offsets into the whole text', () => {
    expect(parseQuery('x://h?k=v', 6).parameters[0]).toMatchObject({ nameSpan: { start: 6, end: 7 }, valueSpan: { start: 8, end: 9 } });
  });

  it.each([
    ['&a=1', [[0, 1]]],
    ['a=1&&b=2', [[3, 4]]],
    ['a=1&', [[3, 4]]],
    ['a=1&&', [[3, 4], [4, 5]]],
    ['&', [[0, 1]]],
    ['&&', [[0, 1], [1, 2]]],
    ['&&a=1', [[0, 1], [1, 2]]],
    ['', []],
  ])('reports the superfluous `&` of %j', (text, spans) => {
    expect(parseQuery(text).extraSeparators.map((s) => [s.start, s.end])).toEqual(spans);
  });
});

describe('secret references', () => {
  it.each(['${KEY}', '${A}${B}', 'Bearer%20${TOKEN}', 'Splunk ${HEC}', '%24%7BKEY%7D'])('%j is a reference', (value) => {
    expect(isSecretReference(value)).toBe(true);
  });

  it.each(['abc', '', '${}', '${1X}', 'Bearer abc', '${KEY}abc', 'x${KEY}', '$KEY', '{KEY}'])('%j is clear text', (value) => {
    expect(isSecretReference(value)).toBe(false);
  });

  it('decodes what it can', () => {
    expect(percentDecode('a%20b+c')).toBe('a b c');
    expect(percentDecode('100%')).toBe('100%');
  });

  it('suggests a reference name', () => {
    expect(suggestedReference('r2', 'secret-access-key')).toBe('${R2_SECRET_ACCESS_KEY}');
    expect(suggestedReference('datadog', 'header_DD-API-KEY')).toBe('${DATADOG_DD_API_KEY}');
  });
});
