import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeFilter } from './analyze-filter.js';
import { expectWellFormed } from './__tests__/problem-assertions.js';
import { LOGFILTER_MESSAGES } from './messages.js';
import { notStringFilter, serializeFilter } from './serialize-filter.js';

describe('serializeFilter', () => {
  it('writes a YAML-style mapping as the canonical compact JSON string', () => {
    const mapping = {
      where: {
        and: [
          { value: 400, operator: 'geq', key: 'EdgeResponseStatus' },
          { key: 'ClientCountry', operator: 'in', value: ['us', 'ca'] },
          { or: [{ key: 'WorkerSubrequest', operator: 'eq', value: true }] },
        ],
      },
    };
    const text = serializeFilter(mapping);
    expect(text).toBe(
      '{"where":{"and":[{"key":"EdgeResponseStatus","operator":"geq","value":"400"},' +
        '{"key":"ClientCountry","operator":"in","value":["us","ca"]},' +
        '{"or":[{"key":"WorkerSubrequest","operator":"eq","value":"true"}]}]}}',
    );
    expect(analyzeFilter(text!, { dataset: 'http_requests' }).problems).toEqual([]);
  });

  it('keeps in/!in arrays as they are and unknown members after the known ones', () => {
    expect(serializeFilter({ where: { note: 'x', operator: 'in', key: 'EdgeResponseStatus', value: [200, 201] } })).toBe(
      '{"where":{"key":"EdgeResponseStatus","operator":"in","value":[200,201],"note":"x"}}',
    );
  });

  it('does not add a missing where', () => {
    expect(serializeFilter({ and: [] })).toBe('{"and":[]}');
  });

  it('writes dates as ISO strings and drops undefined members', () => {
    expect(serializeFilter({ where: { key: 'Datetime', operator: 'gt', value: new Date(Date.UTC(2024, 0, 1)), x: undefined } })).toBe(
      '{"where":{"key":"Datetime","operator":"gt","value":"2024-01-01T00:00:00.000Z"}}',
    );
  });

  it('returns undefined for what JSON cannot hold', () => {
    const cyclic: Record<string, unknown> = { where: {} };
    (cyclic['where'] as Record<string, unknown>)['self'] = cyclic;
    expect(serializeFilter(cyclic)).toBeUndefined();
    expect(serializeFilter(undefined)).toBeUndefined();
    expect(serializeFilter({ where: { value: Number.NaN } })).toBeUndefined();
    expect(serializeFilter({ where: () => 1 })).toBeUndefined();
    expect(serializeFilter(new Map())).toBeUndefined();
    expect(serializeFilter({ a: 1n })).toBeUndefined();
    let deep: unknown = {};
    for (let i = 0; i < 10_000; i++) deep = { and: [deep] };
    expect(serializeFilter(deep)).toBeUndefined();
  });

  it('keeps shared (aliased) values that are not cycles', () => {
    const shared = { key: 'ClientCountry', operator: 'eq', value: 'us' };
    expect(serializeFilter({ where: { or: [shared, shared] } })).toBe(`{"where":{"or":[${JSON.stringify(shared)},${JSON.stringify(shared)}]}}`);
  });

  it('produces JSON equal to the input for any JSON value without filter members', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = serializeFilter(value);
        expect(text).toBeDefined();
        expect(JSON.parse(text!)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 500 },
    );
  });
});

describe('notStringFilter', () => {
  it('reports a mapping with its replacement string', () => {
    const report = notStringFilter({ where: { key: 'ClientCountry', operator: 'eq', value: 'us' } });
    expect(report).toEqual({
      messageId: 'notString',
      data: { type: 'a mapping' },
      replacement: '{"where":{"key":"ClientCountry","operator":"eq","value":"us"}}',
    });
    expectWellFormed([{ code: 'filter-not-string', messageId: report!.messageId, data: report!.data, start: 0, end: 0 }], LOGFILTER_MESSAGES, '');
  });

  it.each([
    [[1], 'a list'],
    [3, 'a number'],
    [true, 'a boolean'],
    [null, '`null`'],
  ])('describes %j as %s', (value, type) => {
    expect(notStringFilter(value)?.data.type).toBe(type);
  });

  it('accepts strings and has no replacement for what JSON cannot hold', () => {
    expect(notStringFilter('{"where":{}}')).toBeUndefined();
    expect(notStringFilter(undefined)).toEqual({ messageId: 'notString', data: { type: 'a value of type undefined' } });
  });
});
