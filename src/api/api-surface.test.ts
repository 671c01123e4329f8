/**
 * The library API holds: every function `edgelint` exports is called here
 * with the fewest arguments its types allow and works with the defaults its
 * documentation states (a new export without a case fails the test); every
 * export has a TSDoc comment; README "Library" lists them, generated from
 * the sources (`UPDATE_GOLDEN=1 npx vitest run src/api/api-surface.test.ts`).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as api from '../index.js';
import { apiSurface, summaryOf, type ApiExport } from '../testing/api-surface.js';
import { project } from '../testing/cli-project.js';
import { expectReadmeSection } from '../testing/readme-section.js';

const ZONE = 'zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules:\n          - action: blok\n            expression: "true"\n';
const EXPORT = '{"result": {"id": "c4d5e6f7a8b94c0d1e2f3a4b5c6d7e8f", "kind": "zone", "phase": "http_request_firewall_custom", "rules": []}}';

const dir = project({ 'edge/zone.yaml': ZONE, 'exports/023e105f4ecef8ad9ca31a8372d0c353/entrypoint.json': EXPORT });
const ast = api.analyzeExpression('ip.src eq 192.0.2.1').ast!;

/** Each function (and class) of the API, called with the fewest arguments: what it must give back. */
const MINIMAL_CALLS: Readonly<Record<string, () => unknown>> = {
  lint: async () => expect((await api.lint({ cwd: dir })).results.map((r) => r.messages[0]?.ruleId)).toEqual(['ruleset/known-action']),
  writeFixes: () => expect(api.writeFixes([])).toEqual([]),
  plan: async () => expect((await api.plan({ cwd: dir })).blockedReason).toMatch(/^no plan: the configuration has 1 lint error/),
  report: async () => expect((await api.report({ cwd: dir })).report.scopes).toHaveLength(1),
  renderReport: async () => expect(api.renderReport((await api.report({ cwd: dir })).report)).toMatch(/^# /),
  renderPlan: async () => expect(api.renderPlan((await api.plan({ cwd: dir, force: true })).plan!)).toContain('PUT'),
  importManifests: async () => expect((await api.importManifests({ exports: ['exports'], cwd: dir })).files.map((f) => f.fileName)).toEqual(['023e105f4ecef8ad9ca31a8372d0c353.yaml']),
  formatResults: async () => expect(await api.formatResults([])).toBe(''),
  loadConfig: async () => expect((await api.loadConfig({ cwd: dir })).files).toEqual(api.DEFAULT_FILES),
  resolveConfig: () => expect(api.resolveConfig().rules.length).toBeGreaterThan(100),
  lintText: () => expect(api.lintText('r.yaml', 'phase: magic_transit\nrules: [{action: blok, expression: "true"}]\n').errorCount).toBe(1),
  configForFile: () => expect(api.configForFile(api.resolveConfig(), 'edge/zone.yaml').overrides).toEqual([]),
  effectiveConfig: () => expect(api.effectiveConfig(api.resolveConfig(), 'edge/zone.yaml').removalDate).toBe('2024-01-01'),
  ConfigError: () => expect(new api.ConfigError([{ message: 'bad' }]).message).toBe('bad'),
  writeSuppressionsFile: () => {
    const file = join(mkdtempSync(join(tmpdir(), 'edgelint-api-')), 'edgelint-suppressions.json');
    api.writeSuppressionsFile(file, { 'a.yaml': { 'r/x': { count: 1 } } });
    expect(api.readSuppressionsFile(file)).toEqual({ 'a.yaml': { 'r/x': { count: 1 } } });
  },
  readSuppressionsFile: () => expect(api.readSuppressionsFile(join(dir, 'none.json'))).toEqual({}),
  defineRule: () =>
    expect(api.defineRule({ id: 'x/y', type: 'problem', defaultSeverity: 'warn', description: 'A rule for the test.', messages: { m: 'M.' }, defaultOptions: undefined, create: () => ({}) }).meta.docs.url).toMatch(/x\/y\.md$/),
  parseCalendarDate: () => expect(api.parseCalendarDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z'),
  today: () => expect(api.today().getUTCHours()).toBe(0),
  findFiles: async () => expect((await api.findFiles([], { cwd: dir, files: api.DEFAULT_FILES, ignores: [] })).files).toEqual([join(dir, 'edge/zone.yaml')]),
  loadFormatter: async () => expect(typeof (await api.loadFormatter('json'))).toBe('function'),
  formatShowsCode: () => expect([api.formatShowsCode('codeframe'), api.formatShowsCode('json')]).toEqual([true, false]),
  loadSource: () => expect(api.loadSource('a.yaml', '').documents).toHaveLength(1),
  prepareFrontEnds: async () => {
    await api.prepareFrontEnds(['main.tf']);
    expect(api.loadSource('main.tf', 'resource "cloudflare_ruleset" "r" {\n  zone_id = "z1"\n  kind = "zone"\n  phase = "http_request_firewall_custom"\n}\n').problems.filter((p) => p.fatal)).toEqual([]);
  },
  buildDocumentModel: () => expect(api.buildDocumentModel(0, null).kind).toBe('empty'),
  // The case: one argument, the default context (a filter of any phase).
  analyzeExpression: () => expect(api.analyzeExpression('ip.src eq 1.2.3.4').problems).toEqual([]),
  explain: () => expect(api.explain('ip.src eq 1.2.3.4')).toContain('ip.src eq 1.2.3.4'),
  matchSetOf: () => expect(api.matchSetOf(ast).boxes.length).toBe(1),
  neverMatches: () => expect(api.neverMatches(ast)).toBe(false),
  alwaysMatches: () => expect(api.alwaysMatches(ast)).toBe(false),
  isSubset: () => expect(api.isSubset(ast, ast)).toBe(true),
  disjoint: () => expect(api.disjoint(ast, ast)).toBe(false),
  semanticProblems: () => expect(api.semanticProblems(ast)).toEqual([]),
  newAnalyzer: () => expect(api.neverMatches(ast, api.newAnalyzer())).toBe(false),
};

describe('every exported function works with its documented defaults', () => {
  const callable = Object.entries(api)
    .filter(([, value]) => typeof value === 'function')
    .map(([name]) => name)
    .sort();

  it('has a call for each function and class the package exports', () => {
    expect(Object.keys(MINIMAL_CALLS).sort()).toEqual(callable);
  });

  it.each(Object.entries(MINIMAL_CALLS))('%s', async (_name, call) => {
    await call();
  });
});

const surface = apiSurface();

describe('every export has a TSDoc comment', () => {
  it.each(surface.map((e) => [e.name, e] as const))('%s', (_name, entry) => {
    expect(entry.doc, `${entry.name} in ${entry.file}`).toBeTruthy();
  });

  it('the surface reader finds every runtime export', () => {
    const values = surface.filter((e) => e.kind !== 'type').map((e) => e.name);
    expect(values.sort()).toEqual(Object.keys(api).sort());
  });
});

/** README "Library": the functions, classes and constants with their summary, then the types. */
function libraryTable(entries: readonly ApiExport[]): string {
  const kinds: Record<string, string> = { function: 'function', class: 'class', constant: 'constant' };
  const rows = entries.filter((e) => e.kind !== 'type').map((e) => `| \`${e.name}\` | ${kinds[e.kind]} | ${summaryOf(e.doc).replace(/\|/g, '\\|')} |`);
  const types = entries.filter((e) => e.kind === 'type').map((e) => `\`${e.name}\``);
  return ['', '| export | kind | what it is |', '|---|---|---|', ...rows, '', `Types: ${types.join(', ')}.`, ''].join('\n');
}

it('README "Library" lists the API (UPDATE_GOLDEN=1 regenerates it)', () => {
  expectReadmeSection('API', libraryTable(surface));
});
