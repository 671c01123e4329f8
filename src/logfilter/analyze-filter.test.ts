import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { datasetFieldTables } from '../data/logpush-datasets.js';
import { FILTER_OPERATORS } from '../data/logpush-filter-operators.js';
import { applyEdit, at, expectWellFormed, summary } from './__tests__/problem-assertions.js';
import { and, cond, or, where, type FilterCase as Case, type InvalidFilterCase as InvalidCase, INVALID_FILTERS, VALID_FILTERS } from './__tests__/realistic-filters.js';
import { analyzeFilter } from './analyze-filter.js';
import { LOGFILTER_MESSAGES } from './messages.js';

const HTTP = 'http_requests';
const FW = 'firewall_events';

function expected(c: InvalidCase): [string, string, number, number][] {
  return c.expected.map((e) => {
    if (e.length === 4) return [e[0], e[1], e[2], e[3]];
    const [start, end] = at(c.filter, e[2]);
    return [e[0], e[1], start, end];
  });
}

function check(c: Case) {
  const analysis = analyzeFilter(c.filter, c.dataset === undefined ? { dataset: HTTP } : { dataset: c.dataset });
  expectWellFormed(analysis.problems, LOGFILTER_MESSAGES, c.filter);
  return analysis;
}

function runTable(valid: readonly Case[], invalid: readonly InvalidCase[]): void {
  if (valid.length > 0) {
    it.each(valid.map((c) => [c.name, c] as const))('valid: %s', (_, c) => {
      expect(summary(check(c).problems)).toEqual([]);
    });
  }
  it.each(invalid.map((c) => [c.name, c] as const))('invalid: %s', (_, c) => {
    expect(summary(check(c).problems)).toEqual(expected(c));
  });
}

// ---------------------------------------------------------------------------

describe('filter-syntax', () => {
  runTable(
    [{ name: 'compact JSON', filter: where(cond('ClientCountry', 'eq', 'us')) }, { name: 'pretty JSON', filter: `{\n  "where": ${cond('ClientCountry', 'eq', 'us')}\n}` }],
    [
      { name: 'single-quoted value', filter: `{"where":{"key":"ClientCountry","operator":"eq","value":'us'}}`, expected: [['filter-syntax', 'singleQuotes', "'us'"]] },
      { name: 'missing comma', filter: `{"where":{"key":"ClientCountry" "operator":"eq","value":"us"}}`, expected: [['filter-syntax', 'expectedCommaOrBrace', '"operator"']] },
      { name: 'trailing comma', filter: `{"where":{"and":[${cond('ClientCountry', 'eq', 'us')},]}}`, expected: [['filter-syntax', 'trailingComma', 69, 70]] },
      { name: 'escaped twice', filter: '{\\"where\\":{}}', expected: [['filter-syntax', 'strayBackslash', '\\"']] },
      { name: 'missing closing brace', filter: `{"where":${cond('ClientCountry', 'eq', 'us')}`, expected: [['filter-syntax', 'unclosed', 0, 1]] },
      { name: 'quote misplaced before a comma', filter: '{"where":{"key":"ClientCountry,"operator":"eq"}}', expected: [['filter-syntax', 'expectedCommaOrBrace', 'operator']] },
      { name: 'unterminated string', filter: '{"where":{"key":"ClientCountry', expected: [['filter-syntax', 'unterminatedString', '"ClientCountry']] },
      { name: 'whitespace only', filter: ' ', expected: [['filter-syntax', 'unexpectedEnd', 1, 1]] },
    ],
  );

  it('the trailing comma sits where the table says', () => {
    const filter = `{"where":{"and":[${cond('ClientCountry', 'eq', 'us')},]}}`;
    expect(filter.slice(69, 71)).toBe(',]');
  });

  it('treats an empty string as no filter', () => {
    const analysis = analyzeFilter('', { dataset: HTTP });
    expect(analysis.problems).toEqual([]);
    expect(analysis.measurements).toEqual({ byteSize: 0, operatorCount: 0, combinatorCount: 0, conditionSpans: [] });
  });
});

describe('filter-structure', () => {
  const c1 = cond('ClientCountry', 'eq', 'us');
  const c2 = cond('EdgeResponseStatus', 'geq', '500');
  runTable(
    [
      { name: 'single condition under where', filter: where(c1) },
      { name: 'and of one', filter: where(and(c1)) },
      { name: 'nested or in and', filter: where(and(c1, or(c2, cond('BotScore', 'lt', '30')))) },
      { name: 'deep nesting', filter: where(or(and(or(and(c1))))) },
      { name: 'members in any order', filter: where('{"value":"us","operator":"eq","key":"ClientCountry"}') },
    ],
    [
      { name: 'array at the top', filter: '[]', expected: [['filter-structure', 'notObject', '[]']] },
      { name: 'number at the top', filter: '42', expected: [['filter-structure', 'notObject', '42']] },
      { name: 'encoded twice', filter: JSON.stringify(where(c1)), expected: [['filter-structure', 'doubleEncoded', 0, JSON.stringify(where(c1)).length]] },
      { name: 'empty object', filter: '{}', expected: [['filter-structure', 'missingWhere', '{}']] },
      { name: 'no where wrapper', filter: and(c1), expected: [['filter-structure', 'missingWhere', and(c1)]] },
      { name: 'extra top-level member', filter: `{"where":${c1},"limit":10}`, expected: [['filter-structure', 'unknownMember', '"limit"']] },
      { name: 'misspelled where', filter: `{"Where":${c1}}`, expected: [['filter-structure', 'unknownMemberSuggestion', '"Where"']] },
      { name: 'where holds an array', filter: where(`[${c1}]`), expected: [['filter-structure', 'nodeNotObject', `[${c1}]`]] },
      { name: 'where holds an empty object', filter: where('{}'), expected: [['filter-structure', 'emptyNode', '{}']] },
      { name: 'and with or', filter: where(`{"and":[${c1}],"or":[${c2}]}`), expected: [['filter-structure', 'mixedNode', '"or"']] },
      { name: 'key with and', filter: where(`{"key":"ClientCountry","and":[${c1}]}`), expected: [['filter-structure', 'mixedNode', '"key"']] },
      { name: 'and holds an object', filter: where(`{"and":${c1}}`), expected: [['filter-structure', 'combinatorNotArray', c1]] },
      { name: 'empty and', filter: where('{"and":[]}'), expected: [['filter-structure', 'emptyCombinator', '[]']] },
      { name: 'empty or', filter: where(and(c1, '{"or":[]}')), expected: [['filter-structure', 'emptyCombinator', '[]']] },
      { name: 'number in and', filter: where(and(c1, '7')), expected: [['filter-structure', 'nodeNotObject', '7']] },
      {
        name: 'condition without value',
        filter: where('{"key":"ClientCountry","operator":"eq"}'),
        expected: [['filter-structure', 'missingMember', '{"key":"ClientCountry","operator":"eq"}']],
      },
      {
        name: 'condition without key and operator',
        filter: where('{"value":"us"}'),
        expected: [['filter-structure', 'missingMember', '{"value":"us"}']],
      },
      {
        name: 'extra member in a condition',
        filter: where('{"key":"ClientCountry","operator":"eq","value":"us","note":"x"}'),
        expected: [['filter-structure', 'unknownMember', '"note"']],
      },
      {
        name: 'misspelled member stands for the right one',
        filter: where('{"key":"ClientCountry","operater":"eq","value":"us"}'),
        expected: [['filter-structure', 'unknownMemberSuggestion', '"operater"']],
      },
      {
        name: 'upper-case combinator',
        filter: where(`{"AND":[${c1},${c2}]}`),
        expected: [['filter-structure', 'unknownMemberSuggestion', '"AND"']],
      },
      {
        name: 'duplicate member',
        filter: where('{"key":"ClientCountry","key":"ClientCountry","operator":"eq","value":"us"}'),
        expected: [['filter-structure', 'duplicateMember', 32, 37]],
      },
      { name: 'key is not a string', filter: where('{"key":1,"operator":"eq","value":"us"}'), expected: [['filter-structure', 'memberNotString', '1']] },
      { name: 'operator is null', filter: where('{"key":"ClientCountry","operator":null,"value":"us"}'), expected: [['filter-structure', 'memberNotString', 'null']] },
    ],
  );

  it('reports the members missing from a condition by name', () => {
    const problems = analyzeFilter(where('{"value":"us"}')).problems;
    expect(problems.map((p) => p.data?.['names'])).toEqual(['`key` and `operator`']);
  });

  it('wraps conditions written without `where`', () => {
    const filter = and(c1, c2);
    const fix = analyzeFilter(filter, { dataset: HTTP }).problems[0]!.fix!;
    expect(applyEdit(filter, fix)).toBe(where(and(c1, c2)));
    expect(analyzeFilter(applyEdit(filter, fix), { dataset: HTTP }).problems).toEqual([]);
  });

  it('still checks conditions written without `where`', () => {
    const filter = and(cond('ClientCountri', 'eq', 'us'));
    expect(summary(analyzeFilter(filter, { dataset: HTTP }).problems).map((p) => p[1])).toEqual(['missingWhere', 'unknownFieldSuggestion']);
  });

  it('decodes a filter encoded twice', () => {
    const inner = where(c1);
    const filter = JSON.stringify(inner);
    expect(applyEdit(filter, analyzeFilter(filter).problems[0]!.fix!)).toBe(inner);
  });
});

describe('filter-unknown-field', () => {
  runTable(
    [
      { name: 'known http_requests field', filter: where(cond('ClientRequestHost', 'eq', 'example.com')) },
      { name: 'known firewall_events field', filter: where(cond('Ref', 'eq', 'my-rule')), dataset: FW },
      { name: 'dataset without a field table', filter: where(cond('QueryName', 'eq', 'example.com')), dataset: 'dns_logs' },
      { name: 'no dataset given', filter: where(cond('Anything', 'eq', 'x')), dataset: 'page_shield_events' },
    ],
    [
      { name: 'misspelled field', filter: where(cond('ClientCountri', 'eq', 'us')), expected: [['filter-unknown-field', 'unknownFieldSuggestion', '"ClientCountri"']] },
      { name: 'lower-case field', filter: where(cond('edgeresponsestatus', 'eq', '200')), expected: [['filter-unknown-field', 'unknownFieldSuggestion', '"edgeresponsestatus"']] },
      { name: 'unknown field', filter: where(cond('Temperature', 'eq', 'hot')), expected: [['filter-unknown-field', 'unknownField', '"Temperature"']] },
      { name: 'firewall field in http_requests', filter: where(cond('ClientRefererHost', 'eq', 'a.com')), expected: [['filter-unknown-field', 'otherDataset', '"ClientRefererHost"']] },
      { name: 'http field in firewall_events', filter: where(cond('SecurityAction', 'eq', 'block')), dataset: FW, expected: [['filter-unknown-field', 'otherDataset', '"SecurityAction"']] },
      { name: 'removed field', filter: where(cond('WAFRuleID', 'eq', '100015')), expected: [['filter-unknown-field', 'removedField', '"WAFRuleID"']] },
      { name: 'removed field without replacement', filter: where(cond('WAFProfile', 'eq', 'high')), expected: [['filter-unknown-field', 'removedFieldNoReplacement', '"WAFProfile"']] },
    ],
  );

  it('suggests the field and the replacement', () => {
    const filter = where(cond('WAFRuleID', 'eq', '100015'));
    const [problem] = analyzeFilter(filter, { dataset: HTTP }).problems;
    expect(problem!.data).toMatchObject({ replacement: 'SecurityRuleID', removed: '2023-08-01' });
    expect(applyEdit(filter, problem!.suggestions![0]!.fix)).toBe(where(cond('SecurityRuleID', 'eq', '100015')));
    expect(analyzeFilter(where(cond('ClientCountri', 'eq', 'us')), { dataset: HTTP }).problems[0]!.data).toMatchObject({ suggestion: 'ClientCountry' });
  });
});

describe('filter-deprecated-field', () => {
  runTable(
    [{ name: 'replacement field', filter: where(cond('AISecurityInjectionScore', 'gt', '80')), dataset: FW }],
    [
      { name: 'deprecated without replacement', filter: where(cond('OriginResponseBytes', 'gt', '1000')), expected: [['filter-deprecated-field', 'deprecated', '"OriginResponseBytes"']] },
      {
        name: 'deprecated with replacement',
        filter: where(cond('FirewallForAIInjectionScore', 'gt', '80')),
        dataset: FW,
        expected: [['filter-deprecated-field', 'deprecatedWithReplacement', '"FirewallForAIInjectionScore"']],
      },
    ],
  );
});

describe('filter-unfilterable-field', () => {
  runTable(
    [{ name: 'filterable firewall field', filter: where(cond('ClientASN', 'eq', '13335')), dataset: FW }],
    [
      { name: 'object field', filter: where(cond('Cookies', 'eq', 'x')), expected: [['filter-unfilterable-field', 'objectField', '"Cookies"']] },
      { name: 'object field with contains', filter: where(cond('RequestHeaders', 'contains', 'x')), expected: [['filter-unfilterable-field', 'objectField', '"RequestHeaders"']] },
      { name: 'excluded firewall field', filter: where(cond('Action', 'eq', 'block')), dataset: FW, expected: [['filter-unfilterable-field', 'excludedField', '"Action"']] },
      { name: 'excluded object field', filter: where(cond('Metadata', 'eq', 'x')), dataset: FW, expected: [['filter-unfilterable-field', 'objectField', '"Metadata"']] },
      { name: 'excluded int field', filter: where(cond('MatchIndex', 'eq', '0')), dataset: FW, expected: [['filter-unfilterable-field', 'excludedField', '"MatchIndex"']] },
    ],
  );
});

describe('filter-operator', () => {
  runTable(
    FILTER_OPERATORS.filter((op) => op.allowedOn.includes('String')).map((op) => ({
      name: `${op.name} on a string field`,
      filter: where(cond('ClientRequestPath', op.name, op.value === 'array' ? ['/a', '/b'] : '/a')),
    })),
    [
      { name: 'neq', filter: where(cond('ClientCountry', 'neq', 'ca')), expected: [['filter-operator', 'operatorAlias', '"neq"']] },
      { name: 'gte', filter: where(cond('BotScore', 'gte', '30')), expected: [['filter-operator', 'operatorAlias', '"gte"']] },
      { name: '==', filter: where(cond('ClientCountry', '==', 'ca')), expected: [['filter-operator', 'operatorAlias', '"=="']] },
      { name: 'not_in', filter: where(cond('ClientCountry', 'not_in', ['ca'])), expected: [['filter-operator', 'operatorAlias', '"not_in"']] },
      { name: 'StartsWith', filter: where(cond('ClientRequestPath', 'StartsWith', '/a')), expected: [['filter-operator', 'operatorAlias', '"StartsWith"']] },
      { name: 'misspelled', filter: where(cond('ClientRequestPath', 'containz', '/a')), expected: [['filter-operator', 'unknownOperatorSuggestion', '"containz"']] },
      { name: 'unknown', filter: where(cond('ClientRequestPath', 'matches', '^/a')), expected: [['filter-operator', 'unknownOperator', '"matches"']] },
      { name: 'empty', filter: where(cond('ClientRequestPath', '', '/a')), expected: [['filter-operator', 'unknownOperator', '""']] },
    ],
  );

  it('checks the rest of the condition as if the alias were replaced', () => {
    const filter = where(cond('ClientCountry', 'not_in', 'us,ca'));
    expect(summary(check({ name: '', filter }).problems).map((p) => p[1])).toEqual(['operatorAlias', 'expectedArrayFromList']);
    const typed = where(cond('ClientCountry', 'gte', '5'));
    expect(summary(check({ name: '', filter: typed }).problems).map((p) => p[1])).toEqual(['operatorAlias', 'operatorNotForType']);
  });

  it('replaces an alias automatically', () => {
    const filter = where(cond('ClientCountry', 'neq', 'ca'));
    const [problem] = analyzeFilter(filter, { dataset: HTTP }).problems;
    expect(applyEdit(filter, problem!.fix!)).toBe(where(cond('ClientCountry', '!eq', 'ca')));
  });
});

describe('filter-operator-type (spec 2.9 table)', () => {
  const sample: Record<string, { field: string; value: string }> = {
    String: { field: 'ClientRequestHost', value: 'example.com' },
    Int: { field: 'EdgeResponseStatus', value: '200' },
    Bool: { field: 'WorkerSubrequest', value: 'true' },
    Array: { field: 'BotTags', value: 'api' },
  };
  const valid: Case[] = [];
  const invalid: InvalidCase[] = [];
  for (const op of FILTER_OPERATORS) {
    for (const [column, { field, value }] of Object.entries(sample)) {
      const written = op.value === 'array' ? (column === 'Int' ? [200, 201] : [value]) : value;
      const filter = where(cond(field, op.name, written));
      const name = `${op.name} on ${column} (${field})`;
      if (op.allowedOn.includes(column as never)) valid.push({ name, filter });
      else invalid.push({ name, filter, expected: [['filter-operator-type', 'operatorNotForType', `"${op.name}"`]] });
    }
  }
  runTable(valid, invalid);

  it('follows the spec: in/!in apply to Array fields', () => {
    expect(valid.map((c) => c.name)).toContain('in on Array (BotTags)');
    expect(valid.map((c) => c.name)).toContain('!in on Array (BotTags)');
  });

  it('float and timestamp fields take the Int column', () => {
    expect(check({ name: '', filter: where(cond('EdgeResponseCompressionRatio', 'gt', '1.5')) }).problems).toEqual([]);
    expect(check({ name: '', filter: where(cond('EdgeStartTimestamp', 'geq', '1700000000000000000')) }).problems).toEqual([]);
    expect(check({ name: '', filter: where(cond('Datetime', 'gt', '2023-11-01T00:00:00Z')), dataset: FW }).problems).toEqual([]);
    expect(summary(check({ name: '', filter: where(cond('EdgeStartTimestamp', 'startsWith', '17')) }).problems)[0]?.[1]).toBe('operatorNotForType');
  });

  it('names the allowed operators', () => {
    const [problem] = check({ name: '', filter: where(cond('WorkerSubrequest', 'gt', 'true')) }).problems;
    expect(problem!.data).toEqual({ operator: 'gt', field: 'WorkerSubrequest', column: 'Bool', allowed: '`eq`, `!eq`' });
  });
});

describe('filter-value-type', () => {
  runTable(
    [
      { name: 'int written as a string', filter: where(cond('EdgeResponseStatus', 'eq', '404')) },
      { name: 'in with numbers on an int field', filter: where(cond('EdgeResponseStatus', 'in', [200, 201])) },
      { name: 'in with strings on a string field', filter: where(cond('ClientCountry', 'in', ['us', 'ca'])) },
      { name: 'bool', filter: where(cond('CacheTieredFill', 'eq', 'false')) },
      { name: 'float', filter: where(cond('EdgeResponseCompressionRatio', 'lt', '0.75')) },
      { name: 'negative int', filter: where(cond('OriginResponseStatus', '!eq', '0')) },
      { name: 'contains on array[int]', filter: where(cond('BotDetectionIDs', 'contains', '201326592')) },
      { name: 'in on array[string]', filter: where(cond('SecuritySources', 'in', ['waf', 'firewallManaged'])) },
      { name: 'timestamp as rfc3339', filter: where(cond('EdgeStartTimestamp', 'gt', '2024-01-01T00:00:00+01:00')) },
      { name: 'in on timestamps', filter: where(cond('EdgeStartTimestamp', 'in', [1, '2024-01-01T00:00:00Z'])) },
      { name: 'unknown field: shape only', filter: where(cond('Nope', 'eq', 'x')), dataset: 'page_shield_events' },
    ],
    [
      { name: 'number instead of string', filter: where(cond('EdgeResponseStatus', 'eq', 404)), expected: [['filter-value-type', 'expectedString', '404']] },
      { name: 'boolean instead of string', filter: where(cond('CacheReserveUsed', 'eq', true)), expected: [['filter-value-type', 'expectedString', 'true']] },
      { name: 'array for eq', filter: where(cond('ClientCountry', 'eq', ['us'])), expected: [['filter-value-type', 'expectedScalar', '["us"]']] },
      { name: 'null for eq', filter: where(cond('ClientCountry', 'eq', null)), expected: [['filter-value-type', 'expectedScalar', 'null']] },
      { name: 'comma list for in', filter: where(cond('EdgeResponseStatus', 'in', '200,201')), expected: [['filter-value-type', 'expectedArrayFromList', '"200,201"']] },
      { name: 'string for in', filter: where(cond('ClientCountry', 'in', 'us')), expected: [['filter-value-type', 'expectedArray', '"us"']] },
      { name: 'object for !in', filter: where(cond('ClientCountry', '!in', { a: 1 })), expected: [['filter-value-type', 'expectedArray', '{"a":1}']] },
      { name: 'empty in', filter: where(cond('ClientCountry', 'in', [])), expected: [['filter-value-type', 'emptySet', '[]']] },
      { name: 'empty !in', filter: where(cond('ClientCountry', '!in', [])), expected: [['filter-value-type', 'emptySet', '[]']] },
      { name: 'Int with abc', filter: where(cond('EdgeResponseStatus', 'eq', 'abc')), expected: [['filter-value-type', 'notInt', '"abc"']] },
      { name: 'Int with decimal', filter: where(cond('BotScore', 'lt', '29.5')), expected: [['filter-value-type', 'notInt', '"29.5"']] },
      { name: 'Int with empty string', filter: where(cond('BotScore', 'lt', '')), expected: [['filter-value-type', 'notInt', '""']] },
      { name: 'Bool with yes', filter: where(cond('WorkerSubrequest', 'eq', 'yes')), expected: [['filter-value-type', 'notBool', '"yes"']] },
      { name: 'Bool with True', filter: where(cond('WorkerSubrequest', 'eq', 'True')), expected: [['filter-value-type', 'notBool', '"True"']] },
      { name: 'float with text', filter: where(cond('EdgeResponseCompressionRatio', 'gt', 'half')), expected: [['filter-value-type', 'notNumber', '"half"']] },
      { name: 'timestamp with words', filter: where(cond('EdgeStartTimestamp', 'gt', 'yesterday')), expected: [['filter-value-type', 'notTimestamp', '"yesterday"']] },
      { name: 'quoted numbers in in', filter: where(cond('EdgeResponseStatus', 'in', ['200', 201])), expected: [['filter-value-type', 'elementQuotedNumber', '"200"']] },
      { name: 'decimal in int in', filter: where(cond('EdgeResponseStatus', 'in', [200.5])), expected: [['filter-value-type', 'elementType', '200.5']] },
      { name: 'number in string in', filter: where(cond('ClientCountry', 'in', ['us', 1])), expected: [['filter-value-type', 'elementType', '1']] },
      { name: 'string in array[int] in', filter: where(cond('BotDetectionIDs', 'in', ['x'])), expected: [['filter-value-type', 'elementType', '"x"']] },
      { name: 'contains on array[int] with text', filter: where(cond('BotDetectionIDs', 'contains', 'abc')), expected: [['filter-value-type', 'notInt', '"abc"']] },
    ],
  );

  it('fixes a bare number by quoting it', () => {
    const filter = where(cond('EdgeResponseStatus', 'eq', 404));
    expect(applyEdit(filter, check({ name: '', filter }).problems[0]!.fix!)).toBe(where(cond('EdgeResponseStatus', 'eq', '404')));
  });

  it('suggests the array a comma list meant', () => {
    const filter = where(cond('EdgeResponseStatus', 'in', '200, 201,007'));
    const [problem] = check({ name: '', filter }).problems;
    expect(problem!.data?.['suggestion']).toBe('[200,201,7]');
    const strings = where(cond('ClientCountry', 'in', 'us,ca'));
    expect(applyEdit(strings, check({ name: '', filter: strings }).problems[0]!.suggestions![0]!.fix)).toBe(where(cond('ClientCountry', 'in', ['us', 'ca'])));
  });

  it('unquotes quoted numbers in an in array', () => {
    const filter = where(cond('EdgeResponseStatus', 'in', ['200', 201]));
    expect(applyEdit(filter, check({ name: '', filter }).problems[0]!.fix!)).toBe(where(cond('EdgeResponseStatus', 'in', [200, 201])));
  });

  it('says what an empty set means', () => {
    expect(check({ name: '', filter: where(cond('ClientCountry', 'in', [])) }).problems[0]!.data?.['outcome']).toBe('never true');
    expect(check({ name: '', filter: where(cond('ClientCountry', '!in', [])) }).problems[0]!.data?.['outcome']).toBe('always true');
  });
});

describe('filter-contradiction', () => {
  const eqA = cond('ClientCountry', 'eq', 'us');
  const eqB = cond('ClientCountry', 'eq', 'ca');
  runTable(
    [
      { name: 'same key under or', filter: where(or(eqA, eqB)) },
      { name: 'different keys', filter: where(and(eqA, cond('ClientRequestHost', 'eq', 'ca'))) },
      { name: 'compatible range', filter: where(and(cond('EdgeResponseStatus', 'geq', '400'), cond('EdgeResponseStatus', 'lt', '500'))) },
      { name: 'touching inclusive bounds', filter: where(and(cond('BotScore', 'geq', '30'), cond('BotScore', 'leq', '30'))) },
      { name: 'nested prefixes', filter: where(and(cond('ClientRequestPath', 'startsWith', '/api'), cond('ClientRequestPath', 'startsWith', '/api/v1'))) },
      { name: 'eq inside in', filter: where(and(cond('EdgeResponseStatus', 'eq', '404'), cond('EdgeResponseStatus', 'in', [403, 404]))) },
      { name: 'eq and different !eq', filter: where(and(eqA, cond('ClientCountry', '!eq', 'ca'))) },
      { name: 'same condition twice', filter: where(and(eqA, eqA)) },
      { name: 'contains and other !contains', filter: where(and(cond('BotTags', 'contains', 'api'), cond('BotTags', '!contains', 'search'))) },
      { name: 'or branches of an and', filter: where(and(or(eqA, eqB), or(eqB, eqA))) },
      { name: 'timestamps are not compared', filter: where(and(cond('EdgeStartTimestamp', 'gt', '2'), cond('EdgeStartTimestamp', 'lt', '1'))) },
    ],
    [
      { name: 'eq a and eq b', filter: where(and(eqA, eqB)), expected: [['filter-contradiction', 'contradiction', eqB]] },
      {
        name: 'gt 500 and lt 400',
        filter: where(and(cond('EdgeResponseStatus', 'gt', '500'), cond('EdgeResponseStatus', 'lt', '400'))),
        expected: [['filter-contradiction', 'contradiction', cond('EdgeResponseStatus', 'lt', '400')]],
      },
      {
        name: 'gt 400 and leq 400',
        filter: where(and(cond('BotScore', 'gt', '40'), cond('BotScore', 'leq', '40'))),
        expected: [['filter-contradiction', 'contradiction', cond('BotScore', 'leq', '40')]],
      },
      {
        name: 'eq outside range',
        filter: where(and(cond('EdgeResponseStatus', 'geq', '500'), cond('EdgeResponseStatus', 'eq', '404'))),
        expected: [['filter-contradiction', 'contradiction', cond('EdgeResponseStatus', 'eq', '404')]],
      },
      { name: 'eq and !eq', filter: where(and(eqA, cond('ClientCountry', '!eq', 'us'))), expected: [['filter-contradiction', 'contradiction', cond('ClientCountry', '!eq', 'us')]] },
      {
        name: 'in and !in',
        filter: where(and(cond('EdgeResponseStatus', 'in', [200, 201]), cond('EdgeResponseStatus', '!in', [201, 200]))),
        expected: [['filter-contradiction', 'contradiction', cond('EdgeResponseStatus', '!in', [201, 200])]],
      },
      {
        name: 'disjoint in sets',
        filter: where(and(cond('ClientCountry', 'in', ['us', 'ca']), cond('ClientCountry', 'in', ['de', 'fr']))),
        expected: [['filter-contradiction', 'contradiction', cond('ClientCountry', 'in', ['de', 'fr'])]],
      },
      {
        name: 'in set outside range',
        filter: where(and(cond('EdgeResponseStatus', 'in', [200, 204]), cond('EdgeResponseStatus', 'geq', '400'))),
        expected: [['filter-contradiction', 'contradiction', cond('EdgeResponseStatus', 'geq', '400')]],
      },
      {
        name: 'different prefixes',
        filter: where(and(cond('ClientRequestPath', 'startsWith', '/a'), cond('ClientRequestPath', 'startsWith', '/b'))),
        expected: [['filter-contradiction', 'contradiction', cond('ClientRequestPath', 'startsWith', '/b')]],
      },
      {
        name: 'different suffixes',
        filter: where(and(cond('ClientRequestPath', 'endsWith', '.js'), cond('ClientRequestPath', 'endsWith', '.css'))),
        expected: [['filter-contradiction', 'contradiction', cond('ClientRequestPath', 'endsWith', '.css')]],
      },
      {
        name: 'prefix and its negation',
        filter: where(and(cond('ClientRequestPath', 'startsWith', '/api/v1'), cond('ClientRequestPath', '!startsWith', '/api'))),
        expected: [['filter-contradiction', 'contradiction', cond('ClientRequestPath', '!startsWith', '/api')]],
      },
      {
        name: 'contains and !contains of a part',
        filter: where(and(cond('ClientRequestUserAgent', '!contains', 'bot'), cond('ClientRequestUserAgent', 'contains', 'Googlebot'))),
        expected: [['filter-contradiction', 'contradiction', cond('ClientRequestUserAgent', 'contains', 'Googlebot')]],
      },
      {
        name: 'eq and a prefix it lacks',
        filter: where(and(cond('ClientRequestPath', 'eq', '/login'), cond('ClientRequestPath', 'startsWith', '/api'))),
        expected: [['filter-contradiction', 'contradiction', cond('ClientRequestPath', 'startsWith', '/api')]],
      },
      {
        name: 'bool true and false',
        filter: where(and(cond('WorkerSubrequest', 'eq', 'true'), cond('WorkerSubrequest', 'eq', 'false'))),
        expected: [['filter-contradiction', 'contradiction', cond('WorkerSubrequest', 'eq', 'false')]],
      },
      {
        name: 'array contains and !contains',
        filter: where(and(cond('BotTags', 'contains', 'api'), cond('BotTags', '!contains', 'api'))),
        expected: [['filter-contradiction', 'contradiction', cond('BotTags', '!contains', 'api')]],
      },
      {
        name: 'nested and shares the group',
        filter: where(and(eqA, or(cond('BotScore', 'lt', '30'), cond('BotScore', 'gt', '90')), and(eqB))),
        expected: [['filter-contradiction', 'contradiction', eqB]],
      },
      {
        name: 'inside an or branch',
        filter: where(or(cond('BotScore', 'lt', '5'), and(eqA, eqB))),
        expected: [['filter-contradiction', 'contradiction', eqB]],
      },
    ],
  );

  it('names both conditions', () => {
    const [problem] = check({ name: '', filter: where(and(cond('EdgeResponseStatus', 'gt', '500'), cond('EdgeResponseStatus', 'lt', '400'))) }).problems;
    expect(problem!.data).toEqual({ key: 'EdgeResponseStatus', condition: 'lt "400"', other: 'gt "500"' });
  });

  it('compares large integers exactly', () => {
    const filter = where(and(cond('WorkerCPUTime', 'eq', '9007199254740993'), cond('WorkerCPUTime', '!eq', '9007199254740992')));
    expect(check({ name: '', filter }).problems).toEqual([]);
  });
});

describe('realistic filters', () => {
  it('has at least 40 valid and 40 invalid filters', () => {
    expect(VALID_FILTERS.length).toBeGreaterThanOrEqual(40);
    expect(INVALID_FILTERS.length).toBeGreaterThanOrEqual(40);
  });
  runTable(VALID_FILTERS, INVALID_FILTERS);
});

// ---------------------------------------------------------------------------

describe('measurements', () => {
  it('counts conditions, not combinators, in document order', () => {
    const c1 = cond('ClientCountry', 'eq', 'us');
    const c2 = cond('BotScore', 'lt', '30');
    const c3 = cond('EdgeResponseStatus', 'in', [500, 502, 503]);
    const filter = where(and(c1, or(c2, c3)));
    const { measurements } = analyzeFilter(filter, { dataset: HTTP });
    expect(measurements.operatorCount).toBe(3);
    expect(measurements.combinatorCount).toBe(2);
    expect(measurements.byteSize).toBe(filter.length);
    expect(measurements.conditionSpans.map((s) => filter.slice(s.start, s.end))).toEqual([c1, c2, c3]);
  });

  it('counts UTF-8 bytes', () => {
    const filter = where(cond('ClientCity', 'eq', 'Zürich 東京 😀'));
    expect(analyzeFilter(filter).measurements.byteSize).toBe(new TextEncoder().encode(filter).length);
  });

  it('has no operator count when the filter is not JSON', () => {
    const { measurements } = analyzeFilter('{"where":');
    expect(measurements).toEqual({ byteSize: 9, conditionSpans: [] });
  });
});

// ---------------------------------------------------------------------------

const FIELD_NAMES = [...datasetFieldTables().http_requests!.fields.map((f) => f.name), 'WAFRuleID', 'Nope', 'clientcountry'];
const OPERATOR_NAMES = [...FILTER_OPERATORS.map((op) => op.name), 'neq', 'gte', 'matches'];

const filterNode = fc.letrec<{ node: unknown; condition: unknown; combinator: unknown }>((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, tie('condition'), tie('combinator'), fc.jsonValue({ maxDepth: 1 })),
  combinator: fc.oneof(
    fc.record({ and: fc.array(tie('node'), { maxLength: 4 }) }),
    fc.record({ or: fc.array(tie('node'), { maxLength: 4 }) }),
    fc.record({ and: fc.array(tie('node'), { maxLength: 2 }), or: fc.array(tie('node'), { maxLength: 2 }) }),
  ),
  condition: fc.record(
    {
      key: fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string(), fc.integer()),
      operator: fc.oneof(fc.constantFrom(...OPERATOR_NAMES), fc.string()),
      value: fc.oneof(
        fc.constantFrom('200', 'us', 'true', 'abc', '2024-01-01T00:00:00Z', '1.5', '200,201', ''),
        fc.integer(),
        fc.boolean(),
        fc.array(fc.oneof(fc.integer(), fc.constantFrom('200', 'us', 'x')), { maxLength: 4 }),
        fc.jsonValue({ maxDepth: 1 }),
      ),
      extra: fc.string(),
    },
    { requiredKeys: [] },
  ),
}));

describe('properties', () => {
  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.constantFrom(HTTP, FW, 'dns_logs', undefined), (text, dataset) => {
        const analysis = analyzeFilter(text, dataset === undefined ? {} : { dataset });
        expectWellFormed(analysis.problems, LOGFILTER_MESSAGES, text);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on generated filters, and reports only well-formed problems', () => {
    fc.assert(
      fc.property(filterNode.node, fc.boolean(), fc.constantFrom(HTTP, FW, 'dns_logs'), (node, wrap, dataset) => {
        const text = JSON.stringify(wrap ? { where: node } : node) ?? '';
        const analysis = analyzeFilter(text, { dataset });
        expectWellFormed(analysis.problems, LOGFILTER_MESSAGES, text);
        expect(analysis.tree).toBeDefined();
      }),
      { numRuns: 1500 },
    );
  });

  it('stays linear on a huge filter with many conditions on one key', () => {
    const conditions = Array.from({ length: 50_000 }, (_, i) => cond('ClientCountry', '!eq', `c${i}`));
    const filter = where(and(...conditions));
    const analysis = analyzeFilter(filter, { dataset: HTTP });
    expect(analysis.measurements.operatorCount).toBe(50_000);
    expect(analysis.problems).toEqual([]);
  });
});
