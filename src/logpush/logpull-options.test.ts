import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdit, at, expectWellFormed, summary } from '../logfilter/__tests__/problem-assertions.js';
import { analyzeLogpullOptions } from './logpull-options.js';
import { LOGPUSH_MESSAGES } from './messages.js';

interface Case {
  readonly text: string;
  readonly dataset?: string;
}

interface InvalidCase extends Case {
  /** `[code, messageId, fragment, occurrence?]` or `[code, messageId, start, end]`. */
  readonly expected: readonly (readonly [string, string, string, number?] | readonly [string, string, number, number])[];
}

function analyse(c: Case) {
  const analysis = analyzeLogpullOptions(c.text, { dataset: c.dataset ?? 'http_requests' });
  expectWellFormed(analysis.problems, LOGPUSH_MESSAGES, c.text);
  return analysis;
}

function expected(c: InvalidCase): [string, string, number, number][] {
  return c.expected.map((e) => {
    if (typeof e[2] === 'number') return [e[0], e[1], e[2], e[3]!];
    const [start, end] = at(c.text, e[2], e[3] ?? 0);
    return [e[0], e[1], start, end];
  });
}

const VALID: readonly Case[] = [
  { text: '' },
  { text: 'fields=ClientRequestHost,EdgeResponseStatus&timestamps=rfc3339' },
  { text: 'fields=RayID,ClientIP&timestamps=unixnano&sample=0.1&CVE-2021-44228=true' },
  { text: 'timestamps=unix' },
  { text: 'sample=1' },
  { text: 'sample=.5' },
  { text: 'CVE-2021-44228=false' },
  { text: 'fields=Cookies,RequestHeaders,JA4Signals' },
  { text: 'fields=Action,ClientIP,Datetime,Source,Metadata', dataset: 'firewall_events' },
  { text: 'fields=QueryName,ResponseCode', dataset: 'dns_logs' },
];

const LONG = `fields=${Array.from({ length: 700 }, () => 'RayID').join(',')}`;

const INVALID: readonly InvalidCase[] = [
  { text: '?fields=RayID', expected: [['logpull-options', 'leadingQuestionMark', 0, 1]] },
  { text: 'fields=RayID&&timestamps=rfc3339', expected: [['logpull-options', 'emptyOption', 12, 13]] },
  { text: '&fields=RayID', expected: [['logpull-options', 'emptyOption', 0, 1]] },
  { text: 'fields=RayID&', expected: [['logpull-options', 'emptyOption', 12, 13]] },
  { text: 'timestamps', expected: [['logpull-options', 'missingValue', 'timestamps']] },
  { text: 'fields=RayID&format=json', expected: [['logpull-options', 'unknownOption', 'format']] },
  { text: 'field=RayID', expected: [['logpull-options', 'unknownOptionSuggestion', 'field']] },
  { text: 'CVE-2021-4428=true', expected: [['logpull-options', 'unknownOptionSuggestion', 'CVE-2021-4428']] },
  { text: 'fields=RayID&fields=ClientIP', expected: [['logpull-options', 'duplicateOption', 'fields', 1]] },
  { text: 'fields=', expected: [['logpull-options', 'emptyFields', 'fields=']] },
  { text: 'fields=RayID,,ClientIP', expected: [['logpull-options', 'emptyField', 13, 14]] },
  { text: 'fields=RayID,', expected: [['logpull-options', 'emptyField', 12, 13]] },
  { text: 'fields=RayID, ClientIP', expected: [['logpull-options', 'fieldWhitespace', ' ClientIP']] },
  { text: 'fields=ClientCountri&timestamps=rfc3339', expected: [['logpull-options', 'unknownFieldSuggestion', 'ClientCountri']] },
  { text: 'fields=RayID,Temperature', expected: [['logpull-options', 'unknownField', 'Temperature']] },
  { text: 'fields=WAFRuleID', expected: [['logpull-options', 'removedField', 'WAFRuleID']] },
  { text: 'fields=RayID,SecurityLevel', expected: [['logpull-options', 'removedFieldNoReplacement', 'SecurityLevel']] },
  { text: 'fields=ClientRefererHost', expected: [['logpull-options', 'otherDataset', 'ClientRefererHost']] },
  { text: 'fields=WAFAttackScore', dataset: 'firewall_events', expected: [['logpull-options', 'otherDataset', 'WAFAttackScore']] },
  { text: 'fields=OriginResponseBytes', expected: [['output-deprecated-field', 'deprecated', 'OriginResponseBytes']] },
  { text: 'fields=FirewallForAITokenCount', dataset: 'firewall_events', expected: [['output-deprecated-field', 'deprecatedWithReplacement', 'FirewallForAITokenCount']] },
  { text: 'timestamps=iso8601', expected: [['logpull-options', 'badTimestamps', 'iso8601']] },
  { text: 'timestamps=RFC3339', expected: [['logpull-options', 'badTimestampsSuggestion', 'RFC3339']] },
  { text: 'timestamp=rfc', expected: [['logpull-options', 'unknownOptionSuggestion', 'timestamp'], ['logpull-options', 'badTimestamps', 'rfc']] },
  { text: 'sample=0', expected: [['logpull-options', 'badSample', '0']] },
  { text: 'sample=1.5', expected: [['logpull-options', 'badSample', '1.5']] },
  { text: 'sample=-0.1', expected: [['logpull-options', 'badSample', '-0.1']] },
  { text: 'sample=10%', expected: [['logpull-options', 'badSample', '10%']] },
  { text: 'CVE-2021-44228=yes', expected: [['logpull-options', 'badBoolean', 'yes']] },
  { text: LONG, expected: [['logpull-options', 'tooLong', 4096, LONG.length]] },
];

describe('analyzeLogpullOptions', () => {
  it.each(VALID.map((c) => [c.text, c] as const))('valid: %j', (_, c) => {
    expect(summary(analyse(c).problems)).toEqual([]);
  });

  it.each(INVALID.map((c) => [c.text.slice(0, 60), c] as const))('invalid: %j', (_, c) => {
    expect(summary(analyse(c).problems)).toEqual(expected(c));
  });

  it('fills the messages', () => {
    expect(analyse({ text: 'fields=ClientCountri' }).problems[0]!.data).toEqual({ field: 'ClientCountri', dataset: 'http_requests', suggestion: 'ClientCountry' });
    expect(analyse({ text: 'fields=WAFRuleID' }).problems[0]!.data).toMatchObject({ replacement: 'SecurityRuleID' });
    expect(analyse({ text: 'CVE-2021-44228=yes' }).problems[0]!.data).toEqual({ name: 'CVE-2021-44228', value: 'yes' });
    expect(analyse({ text: LONG }).problems[0]!.data).toEqual({ length: LONG.length, max: 4096 });
  });

  it('fixes what it can', () => {
    const cases: [string, string][] = [
      ['?fields=RayID', 'fields=RayID'],
      ['fields=RayID&&timestamps=rfc3339', 'fields=RayID&timestamps=rfc3339'],
      ['fields=RayID,,ClientIP', 'fields=RayID,ClientIP'],
      ['fields=RayID, ClientIP', 'fields=RayID,ClientIP'],
    ];
    for (const [text, fixed] of cases) expect(applyEdit(text, analyse({ text }).problems[0]!.fix!)).toBe(fixed);
    const suggestion = analyse({ text: 'timestamps=RFC3339' }).problems[0]!.suggestions![0]!.fix;
    expect(applyEdit('timestamps=RFC3339', suggestion)).toBe('timestamps=rfc3339');
  });
});

describe('equivalent output_options', () => {
  it('maps the reference example', () => {
    const analysis = analyse({ text: 'fields=ClientIP,RayID&timestamps=rfc3339&sample=0.1&CVE-2021-44228=true' });
    expect(analysis.outputOptions).toEqual({ field_names: ['ClientIP', 'RayID'], timestamp_format: 'rfc3339', sample_rate: 0.1, 'CVE-2021-44228': true });
    expect(analysis.complete).toBe(true);
  });

  it('carries unknown field names as written but leaves out invalid values', () => {
    const analysis = analyse({ text: 'fields=RayID,Nope&timestamps=iso&sample=2' });
    expect(analysis.outputOptions).toEqual({ field_names: ['RayID', 'Nope'] });
    expect(analysis.complete).toBe(false);
  });

  it('is empty for empty options', () => {
    expect(analyse({ text: '' }).outputOptions).toEqual({});
    expect(analyse({ text: 'format=csv' }).complete).toBe(false);
  });
});

describe('properties', () => {
  it('never throws and reports well-formed problems', () => {
    const piece = fc.constantFrom('fields', 'timestamps', 'sample', 'CVE-2021-44228', '=', '&', ',', ' ', '?', 'RayID', 'rfc3339', '0.5', 'x', '%2C');
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: piece, maxLength: 30 })), fc.constantFrom('http_requests', 'firewall_events', 'dns_logs'), (text, dataset) => {
        expectWellFormed(analyzeLogpullOptions(text, { dataset }).problems, LOGPUSH_MESSAGES, text);
      }),
      { numRuns: 1500 },
    );
  });
});
