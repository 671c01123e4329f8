import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdit, at, expectWellFormed, summary } from '../logfilter/__tests__/problem-assertions.js';
import { LOGPUSH_MESSAGES } from './messages.js';
import { analyzeRecordTemplate, type RecordTemplateOptions } from './record-template.js';

const HTTP: RecordTemplateOptions = { dataset: 'http_requests' };

function analyse(text: string, options: RecordTemplateOptions = HTTP) {
  const analysis = analyzeRecordTemplate(text, options);
  expectWellFormed(analysis.problems, LOGPUSH_MESSAGES, text);
  return analysis;
}

const VALID: readonly (readonly [string, RecordTemplateOptions?])[] = [
  [''],
  ['plain text, no actions'],
  ['{{ .ClientIP }}'],
  ['{{.ClientIP}} {{.EdgeResponseStatus}}'],
  ['{"ip":{{ .ClientIP }},"status":{{ .EdgeResponseStatus }}}'],
  ['{{ "const" }} {{ `raw {{ }}` }} {{"{{"}}'],
  ['{{/* a comment with }} inside */}}{{ .RayID }}'],
  ['{{- .ClientIP -}}'],
  ['{{- /* trimmed comment */ -}}'],
  ['{{ .Action }}', { dataset: 'firewall_events' }],
  ['{{ .AnythingGoes }}', { dataset: 'page_shield_events' }],
  ['{{ .ClientIP }},{{ .RayID }}', { dataset: 'http_requests', fieldNames: ['ClientIP', 'RayID'] }],
  ['a } b }} c'],
];

/** `[code, messageId, fragment, occurrence?]` */
type Expected = readonly [string, string, string, number?];

const INVALID: readonly (readonly [string, readonly Expected[], RecordTemplateOptions?])[] = [
  ['{{ .ClientIP ', [['record-template', 'unclosedAction', '{{']]],
  ['{{ "}} }}', [['record-template', 'unclosedAction', '{{']]],
  ['{{/* never ends }}', [['record-template', 'unclosedAction', '{{']]],
  ['{{}}', [['record-template', 'emptyAction', '{{}}']]],
  ['{{ if .ClientIP }}x{{ end }}', [['record-template', 'unsupportedAction', '{{ if .ClientIP }}'], ['record-template', 'unsupportedAction', '{{ end }}']]],
  ['{{ .ClientIP | printf "%q" }}', [['record-template', 'unsupportedAction', '{{ .ClientIP | printf "%q" }}']]],
  ['{{ upper .ClientIP }}', [['record-template', 'unsupportedAction', '{{ upper .ClientIP }}']]],
  ['{{ . }}', [['record-template', 'unsupportedAction', '{{ . }}']]],
  ['{{ .Client.IP }}', [['record-template', 'unsupportedAction', '{{ .Client.IP }}']]],
  ['{{ range .BotTags }}{{ . }}{{ end }}', [['record-template', 'unsupportedAction', '{{ range .BotTags }}'], ['record-template', 'unsupportedAction', '{{ . }}'], ['record-template', 'unsupportedAction', '{{ end }}']]],
  ['{{ .ClientIp }}', [['record-template', 'unknownFieldSuggestion', 'ClientIp']]],
  ['{{ .Temperature }}', [['record-template', 'unknownField', 'Temperature']]],
  ['{{ .WAFAction }}', [['record-template', 'removedField', 'WAFAction']]],
  ['{{ .Datetime }}', [['record-template', 'otherDataset', 'Datetime']]],
  ['{{ .OriginResponseBytes }}', [['output-deprecated-field', 'deprecated', 'OriginResponseBytes']]],
  ['{{ .ClientIP }},{{ .RayID }}', [['record-template', 'fieldNotListed', 'RayID']], { dataset: 'http_requests', fieldNames: ['ClientIP'] }],
  ['{{ .clientip }}', [['record-template', 'unknownFieldSuggestion', 'clientip']], { dataset: 'http_requests', fieldNames: ['ClientIP'] }],
];

describe('analyzeRecordTemplate', () => {
  it.each(VALID.map((c) => [c[0], c] as const))('valid: %s', (_, [text, options]) => {
    expect(summary(analyse(text, options).problems)).toEqual([]);
  });

  it.each(INVALID.map((c) => [c[0], c] as const))('invalid: %s', (_, [text, list, options]) => {
    const expected = list.map(([code, messageId, fragment, occurrence]) => [code, messageId, ...at(text, fragment, occurrence ?? 0)]);
    expect(summary(analyse(text, options).problems)).toEqual(expected);
  });

  it('lists the fields it names', () => {
    expect(analyse('{{ .ClientIP }}-{{ "x" }}-{{ .RayID }}').fields).toEqual(['ClientIP', 'RayID']);
  });

  it('suggests the field it resembles', () => {
    const text = '{"ip":{{ .ClientIp }}}';
    const [problem] = analyse(text).problems;
    expect(applyEdit(text, problem!.suggestions![0]!.fix)).toBe('{"ip":{{ .ClientIP }}}');
  });

  it('never throws and stays linear', () => {
    const piece = fc.constantFrom('{{', '}}', '{', '}', '"', '`', "'", '/*', '*/', '-', ' ', '.ClientIP', '.X', '\\', '\n', 'if', '|');
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: piece, maxLength: 40 })), (text) => {
        expectWellFormed(analyzeRecordTemplate(text, { dataset: 'http_requests', fieldNames: ['ClientIP'] }).problems, LOGPUSH_MESSAGES, text);
      }),
      { numRuns: 2000 },
    );
    const long = `${'{{ .ClientIP }}'.repeat(20_000)}${'{{ "'.repeat(20_000)}`;
    const started = performance.now();
    analyzeRecordTemplate(long, HTTP);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
