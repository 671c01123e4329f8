/**
 * The string languages under fuzzing, from real inputs: mutated corpus
 * expressions (as filters and values, in their phase), log push filters,
 * destinations, record templates and regular expressions. Each analyser is
 * total — never throws — and keeps every problem and fix inside the text; the
 * secret mask never throws and leaves no credential of a URL behind.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { ValueProblem } from '../engine/value-problem.js';
import { analyzeExpression } from '../expr/analyze.js';
import { explain } from '../expr/explain.js';
import { checkRustRegex } from '../expr/value-checks/regex.js';
import { analyzeFilter } from '../logfilter/analyze-filter.js';
import { analyzeDestination } from '../logpush/destination.js';
import { analyzeRecordTemplate } from '../logpush/record-template.js';
import { maskSecretsInText, urlCredentials } from '../text/secrets.js';
import { checkProperty, fuzzTimeout } from './budget.js';
import { mutated } from './mutate.js';
import { EXPRESSION_SEEDS, FILTER_SEEDS } from './seeds.js';

const TEST_RUNS = 300;

function inside(text: string, problems: readonly { start: number; end: number; fix?: { start: number; end: number } }[]): void {
  for (const p of problems) {
    expect(p.start >= 0 && p.start <= p.end && p.end <= text.length, `${p.start}-${p.end} in ${text.length}`).toBe(true);
    if (p.fix) expect(p.fix.start >= 0 && p.fix.start <= p.fix.end && p.fix.end <= text.length).toBe(true);
  }
}

const expressions = EXPRESSION_SEEDS.length ? EXPRESSION_SEEDS.map((row) => row.expr) : ['http.host eq "example.com"'];
const phases = [...new Set(EXPRESSION_SEEDS.map((row) => row.phase))];
const filters = FILTER_SEEDS.length ? FILTER_SEEDS : ['{"where":{"key":"ClientIP","operator":"eq","value":"192.0.2.1"}}'];
const DESTINATIONS = [
  's3://logs-bucket/http/{DATE}?region=us-east-1&sse=AES256',
  'r2://logs/http?account-id=${ACCOUNT}&access-key-id=${KEY}&secret-access-key=${SECRET}',
  'https://user:${PASSWORD}@logs.example.com/ingest?header_Authorization=Bearer%20${TOKEN}&key=${KEY}',
  'sumo://endpoint1.collection.sumologic.com/receiver/v1/http/${SUMO_CODE}',
  'datadog://http-intake.logs.datadoghq.com/api/v2/logs?header_DD-API-KEY=${DD}&ddsource=cloudflare',
  'azure://logs/http?sv=2021-08-06&sig=${SIG}',
];
const TEMPLATES = ['{"ip":{{ .ClientIP }},"host":{{ .ClientRequestHost }}}', '{{/* note */}}{{ .RayID }} "text" {{ .EdgeStartTimestamp }}'];
const REGEXES = ['^/admin(/.*)?$', '(?i)[a-z]+\\d{2,3}', '(?u)\\p{L}+', '[^\\]]*\\.php$', '(?:a|b)*?c{1,}'];

it(
  'analyzeExpression and explain are total on mutated real expressions',
  () => {
    checkProperty(
      'expression',
      fc.property(fc.tuple(mutated(expressions), fc.constantFrom<'filter' | 'value'>('filter', 'value'), fc.constantFrom(undefined, ...phases)), ([text, kind, phase]) => {
        const analysis = analyzeExpression(text, phase === undefined ? { kind } : { kind, phase, tier: 'free', lists: () => undefined });
        inside(text, analysis.problems);
        expect(typeof explain(text, phase === undefined ? {} : { phase })).toBe('string');
      }),
      { testRuns: TEST_RUNS, save: ([text]) => ({ text, extension: 'expression.txt' }) },
    );
  },
  fuzzTimeout(TEST_RUNS, 10),
);

it(
  'analyzeFilter is total on mutated real filters',
  () => {
    checkProperty(
      'filter',
      fc.property(fc.tuple(mutated(filters), fc.constantFrom(undefined, 'http_requests', 'firewall_events')), ([text, dataset]) => {
        inside(text, analyzeFilter(text, dataset === undefined ? {} : { dataset }).problems as readonly ValueProblem[]);
      }),
      { testRuns: TEST_RUNS, save: ([text]) => ({ text, extension: 'filter.txt' }) },
    );
  },
  fuzzTimeout(TEST_RUNS, 10),
);

it(
  'destinations, record templates and regular expressions are analysed totally; the mask leaves no URL credential',
  () => {
    checkProperty(
      'values',
      fc.property(fc.tuple(mutated(DESTINATIONS), mutated(TEMPLATES), mutated(REGEXES)), ([destination, template, regex]) => {
        inside(destination, analyzeDestination(destination).problems);
        inside(template, analyzeRecordTemplate(template).problems);
        for (const issue of checkRustRegex(regex)) expect(issue.index >= 0 && issue.index + issue.length <= regex.length).toBe(true);
        const masked = maskSecretsInText(destination);
        if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s"'`<>()[\]\\]*$/.test(destination)) expect(urlCredentials(masked)).toEqual([]);
      }),
      { testRuns: TEST_RUNS, save: ([destination, template, regex]) => ({ text: JSON.stringify({ destination, template, regex }), extension: 'values.json' }) },
    );
  },
  fuzzTimeout(TEST_RUNS, 10),
);
