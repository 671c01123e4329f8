/**
 * Every format on one set of results whose paths hold spaces, `%`, `,`, `#`
 * and non-ASCII letters and whose messages hold markup and control
 * characters: golden output per format (`UPDATE_GOLDEN=formatters npx vitest
 * run src/formatters`), SARIF validated against the official SARIF 2.1.0
 * schema (shipped by @microsoft/jest-sarif), Code Quality against the schema
 * written from GitLab's documentation, and the XML formats read back with a
 * real XML parser.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import AjvModule from 'ajv';
import AjvDraft04Module from 'ajv-draft-04';
import addFormatsModule from 'ajv-formats';
import eslintFormatterPretty from 'eslint-formatter-pretty';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { makeResult, type LintMessage, type LintResult } from '../engine/lint-result.js';
import { FORMAT_NAMES, loadFormatter } from './formatter.js';
import type { FormatterContext } from './types.js';

// CommonJS modules: under NodeNext their default import is `module.exports`, whose `.default` is the export.
const Ajv = AjvModule.default;
const AjvDraft04 = AjvDraft04Module.default;
const addFormats = addFormatsModule.default;

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const ROOT = '/work/project';

const WAF = 'edge/zone café, 100% #1.yaml';
const WAF_TEXT = [
  'phase: http_request_firewall_custom',
  'rules:',
  '  - action: blok',
  '    expression: http.hots eq "a" and ip.src in {192.0.2.1}',
  '    description: "<b>&amp; \u0007bell"',
  '',
].join('\n');
const ESC = 'edge/esc.edge.yaml';
const ESC_TEXT = ['account:', '  esc:', '    disable:', '      with_secret: hunter2-literal', '      always: true', ''].join('\n');

function message(line: number, column: number, endColumn: number, severity: 0 | 1 | 2, ruleId: string | null, text: string, extra: Partial<LintMessage> = {}): LintMessage {
  return { ruleId, severity, message: text, line, column, endLine: line, endColumn, ...extra };
}

function results(): LintResult[] {
  return [
    makeResult(
      join(ROOT, WAF),
      [
        message(3, 13, 17, 2, 'ruleset/known-action', 'Unknown action `blok`; did you mean `block`?', { fix: { range: [47, 51], text: 'block' } }),
        message(4, 17, 25, 2, 'expression/unknown-field', 'Unknown field `http.hots`; did you mean `http.host`?'),
        message(4, 17, 25, 1, 'expression/unknown-field', 'Unknown field `http.hots`; did you mean `http.host`?'),
        message(5, 18, 42, 0, 'ruleset/description', 'Description "<b>&amp; \u0007bell" holds markup & a control character.'),
      ],
      [],
      WAF_TEXT,
    ),
    makeResult(join(ROOT, ESC), [message(4, 20, 35, 2, 'esc/disable-secret', 'Literal ESC secret (<secret, 15 characters>); write a `${NAME}` reference.'), message(1, 1, 1, 2, null, 'Nesting is deeper than "\u001b[2J" allows.', { fatal: true })], [], ESC_TEXT),
    makeResult(join(ROOT, 'edge/clean.yaml'), [], [], 'phase: magic_transit\nrules: []\n'),
  ];
}

const CONTEXT: FormatterContext = {
  cwd: ROOT,
  projectRoot: ROOT,
  toolVersion: '1.2.3',
  rulesMeta: {
    'ruleset/known-action': { type: 'problem', defaultSeverity: 'error', docs: { description: 'Known actions.', url: 'https://example.test/rules/ruleset/known-action.md' } },
    'expression/unknown-field': { type: 'problem', defaultSeverity: 'warn', docs: { description: 'Known fields.', url: 'https://example.test/rules/expression/unknown-field.md' } },
    'ruleset/description': { type: 'suggestion', defaultSeverity: 'off', docs: { description: 'Descriptions.', url: 'https://example.test/rules/ruleset/description.md' } },
  },
};

async function format(name: string, context: Partial<FormatterContext> = {}, input = results()): Promise<string> {
  const formatter = await loadFormatter(name);
  if (!formatter) throw new Error(`no formatter ${name}`);
  return formatter(input, { ...CONTEXT, ...context });
}

describe.each(FORMAT_NAMES.map((name) => [name]))('%s', (name) => {
  it('matches its golden output', async () => {
    const golden = join(here, 'golden', `${name}.txt`);
    const output = await format(name);
    const update = process.env['UPDATE_GOLDEN'];
    if (update && (update === '1' || golden.includes(update))) writeFileSync(golden, output);
    else expect(output).toBe(readFileSync(golden, 'utf8'));
  });

  it('never writes an escape sequence without colour, nor repeats a literal secret', async () => {
    const output = await format(name);
    expect(output).not.toContain('\u001b');
    expect(output).not.toContain('\u0007');
    expect(output).not.toContain('hunter2');
  });
});

describe('sarif', () => {
  const schema = JSON.parse(readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8')) as object;
  // The schema's `language` pattern is not valid with the `u` flag (an unbalanced `]`), so regular expressions are compiled without it.
  const ajv = new AjvDraft04({ allErrors: true, strict: false, unicodeRegExp: false });
  addFormats(ajv as unknown as InstanceType<typeof Ajv>);
  const validate = ajv.compile(schema);

  it('is valid SARIF 2.1.0, with percent-encoded URIs relative to %SRCROOT%', async () => {
    const log = JSON.parse(await format('sarif')) as { runs: { originalUriBaseIds: Record<string, { uri: string }>; results: { locations: { physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string } } }[] }[] }[] };
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
    const run = log.runs[0]!;
    expect(run.originalUriBaseIds).toEqual({ '%SRCROOT%': { uri: 'file:///work/project/' } });
    const locations = run.results.map((r) => r.locations[0]!.physicalLocation.artifactLocation);
    expect(locations[0]).toEqual({ uri: 'edge/zone%20caf%C3%A9%2C%20100%25%20%231.yaml', uriBaseId: '%SRCROOT%' });
    expect(decodeURIComponent(locations[0]!.uri)).toBe(WAF);
    // Resolved against its base, the URI names the file again.
    expect(decodeURIComponent(new URL(locations[0]!.uri, run.originalUriBaseIds['%SRCROOT%']!.uri).pathname)).toBe(join(ROOT, WAF));
  });

  it('is relative to the project root, not the working folder; a file outside it gets its absolute file URI', async () => {
    const outside = makeResult('/elsewhere/a b.yaml', [message(1, 1, 2, 2, 'x/y', 'X.')]);
    const log = JSON.parse(await format('sarif', { cwd: join(ROOT, 'edge') }, [...results(), outside])) as { runs: { results: { locations: { physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string } } }[] }[] }[] };
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
    const uris = log.runs[0]!.results.map((r) => r.locations[0]!.physicalLocation.artifactLocation);
    expect(uris[0]!.uri).toBe('edge/zone%20caf%C3%A9%2C%20100%25%20%231.yaml');
    expect(uris.at(-1)).toEqual({ uri: 'file:///elsewhere/a%20b.yaml' });
  });
});

describe('findings no rule made', () => {
  const notice = makeResult(join(ROOT, 'edge/ignored.yaml'), [message(1, 1, 1, 1, null, 'File ignored because of a matching ignore pattern.')]);

  it('a file passed over is a notice in every format that names rules, not a syntax error; a parse failure stays syntax', async () => {
    const input = [...results(), notice];
    const sarifLog = JSON.parse(await format('sarif', {}, input)) as { runs: { tool: { driver: { rules: { id: string; defaultConfiguration?: object }[] } }; results: { ruleId: string }[] }[] };
    const run = sarifLog.runs[0]!;
    expect(run.results.map((r) => r.ruleId).filter((id) => id.startsWith('edgelint/'))).toEqual(['edgelint/syntax', 'edgelint/notice']);
    expect(run.tool.driver.rules.filter((r) => r.id.startsWith('edgelint/')).map((r) => [r.id, r.defaultConfiguration])).toEqual([
      ['edgelint/notice', { level: 'warning' }],
      ['edgelint/syntax', { level: 'error' }],
    ]);
    const issues = JSON.parse(await format('gitlab', {}, input)) as { check_name: string }[];
    expect(issues.map((i) => i.check_name).filter((name) => name.startsWith('edgelint/'))).toEqual(['edgelint/syntax', 'edgelint/notice']);
    expect(await format('github', {}, [notice])).toContain('title=notice');
    expect(await format('checkstyle', {}, [notice])).toContain('source="edgelint.notice"');
    expect(await format('junit', {}, [notice])).toContain('notice');
  });

  it('sarif: each rule names its default level; a rule off by default is disabled', async () => {
    const sarifLog = JSON.parse(await format('sarif')) as { runs: { tool: { driver: { rules: { id: string; defaultConfiguration?: object }[] } } }[] };
    const rules = Object.fromEntries(sarifLog.runs[0]!.tool.driver.rules.map((r) => [r.id, r.defaultConfiguration]));
    expect(rules).toEqual({
      'edgelint/syntax': { level: 'error' },
      'esc/disable-secret': undefined,
      'expression/unknown-field': { level: 'warning' },
      'ruleset/description': { enabled: false },
      'ruleset/known-action': { level: 'error' },
    });
  });
});

describe('gitlab', () => {
  const schema = JSON.parse(readFileSync(join(here, 'gitlab-code-quality.schema.json'), 'utf8')) as object;
  const ajv = new Ajv({ allErrors: true, strict: true });
  const validate = ajv.compile(schema);
  type Issue = { fingerprint: string; check_name: string; severity: string; location: { path: string; lines: { begin: number } } };

  it('is a valid Code Quality report with paths relative to the repository root', async () => {
    const issues = JSON.parse(await format('gitlab', { cwd: join(ROOT, 'edge') })) as Issue[];
    expect(validate(issues), JSON.stringify(validate.errors)).toBe(true);
    expect(issues.map((i) => [i.check_name, i.severity, i.location.path, i.location.lines.begin])).toEqual([
      ['ruleset/known-action', 'major', WAF, 3],
      ['expression/unknown-field', 'major', WAF, 4],
      ['expression/unknown-field', 'minor', WAF, 4],
      ['ruleset/description', 'info', WAF, 5],
      ['edgelint/syntax', 'major', ESC, 1],
      ['esc/disable-secret', 'major', ESC, 4],
    ]);
  });

  it('has fingerprints that are unique, stable across runs and unchanged when lines move', async () => {
    const first = JSON.parse(await format('gitlab')) as Issue[];
    const again = JSON.parse(await format('gitlab')) as Issue[];
    const moved = results().map((r) => makeResult(r.filePath, r.messages.map((m) => ({ ...m, line: m.line + 10, endLine: m.endLine + 10 })), [], r.source));
    const afterMove = JSON.parse(await format('gitlab', {}, moved)) as Issue[];
    const prints = first.map((i) => i.fingerprint);
    expect(new Set(prints).size).toBe(prints.length);
    expect(again.map((i) => i.fingerprint)).toEqual(prints);
    expect(afterMove.map((i) => i.fingerprint)).toEqual(prints);
  });
});

describe('XML formats', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (tag) => ['file', 'error', 'testsuite', 'testcase'].includes(tag) });

  it('checkstyle parses, with every path and message as given', async () => {
    const xml = await format('checkstyle');
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = parser.parse(xml) as { checkstyle: { file: { name: string; error: { line: string; column: string; severity: string; message: string; source: string }[] }[] } };
    const files = doc.checkstyle.file;
    expect(files.map((f) => f.name)).toEqual([join(ROOT, WAF), join(ROOT, ESC)]);
    expect(files[0]!.error.map((e) => [e.line, e.column, e.severity, e.source])).toEqual([
      ['3', '13', 'error', 'edgelint.ruleset/known-action'],
      ['4', '17', 'error', 'edgelint.expression/unknown-field'],
      ['4', '17', 'warning', 'edgelint.expression/unknown-field'],
      ['5', '18', 'info', 'edgelint.ruleset/description'],
    ]);
    // Markup survives; the control character XML forbids is written as an escape.
    expect(files[0]!.error[3]!.message).toBe('Description "<b>&amp; \\u0007bell" holds markup & a control character.');
  });

  it('junit parses: a suite per file, failures for errors and warnings, a passed case per clean file', async () => {
    const xml = await format('junit');
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = parser.parse(xml, true) as {
      testsuites: { tests: string; failures: string; testsuite: { name: string; tests: string; failures: string; testcase: { name: string; failure?: { type: string; message: string } }[] }[] };
    };
    const suites = doc.testsuites.testsuite;
    expect(suites.map((s) => [s.name, s.tests, s.failures])).toEqual([
      [WAF, '4', '3'],
      [ESC, '2', '2'],
      ['edge/clean.yaml', '1', '0'],
    ]);
    expect([doc.testsuites.tests, doc.testsuites.failures]).toEqual(['7', '5']);
    expect(suites[0]!.testcase.map((c) => [c.name, c.failure?.type])).toEqual([
      ['ruleset/known-action at 3:13', 'error'],
      ['expression/unknown-field at 4:17', 'error'],
      ['expression/unknown-field at 4:17', 'warning'],
      ['ruleset/description at 5:18', undefined],
    ]);
    expect(suites[1]!.testcase[0]!.failure!.message).toBe('Nesting is deeper than "\\u001b[2J" allows.');
  });

  it('a line break in a path never starts a line of the report (a CI log would read `::error` there as a command)', async () => {
    const evil = makeResult(join(ROOT, 'a\n::error file=x,line=1::INJECTED\n##vso[task.complete]\n.edge.yaml'), [message(1, 1, 1, 2, 'a/b', 'Bad.')]);
    for (const name of ['junit', 'checkstyle']) {
      const xml = await format(name, {}, [evil]);
      expect(XMLValidator.validate(xml)).toBe(true);
      expect(xml.split('\n').filter((line) => /^\s*(::|##vso)/.test(line))).toEqual([]);
      expect(xml).toContain('a&#10;::error file=x,line=1::INJECTED&#10;##vso[task.complete]&#10;.edge.yaml');
    }
  });
});

describe('terminal formats', () => {
  it('pretty: no padding to the longest message, info with its own symbol and count', async () => {
    const long = makeResult(join(ROOT, 'edge/long.yaml'), [message(1, 1, 2, 2, 'a/b', `Long ${'x'.repeat(150)}.`), message(2, 1, 2, 2, 'a/c', 'Short.')]);
    const output = await format('pretty', {}, [long]);
    expect(output).toContain('  ✖  2:1  Short.  a/c\n');
    expect(output.split('\n').every((l) => !/ $/.test(l))).toBe(true);
    const golden = await format('pretty');
    expect(golden).toMatch(/^ {2}ℹ {2}5:18 {2}Description/m);
    expect(golden).toContain('  1 warning\n  1 info\n  4 errors\n');
  });

  it('pretty lays out one file at a time: files without errors first, positions aligned within a file, the counts once', async () => {
    const long = makeResult(join(ROOT, 'edge/long.yaml'), [message(1000, 12, 13, 2, 'a/b', 'Far.'), message(2, 1, 2, 2, 'a/b', 'Near.')]);
    const short = makeResult(join(ROOT, 'edge/short.yaml'), [message(2, 1, 2, 1, 'a/c', 'Short.'), message(3, 10, 11, 1, 'a/c', 'Other.')]);
    const output = await format('pretty', {}, [long, short]);
    expect(output).toBe(
      [
        '',
        '  edge/short.yaml:2:1',
        '  ⚠  2:1   Short.  a/c',
        '  ⚠  3:10  Other.  a/c',
        '',
        '  edge/long.yaml:2:1',
        '  ✖     2:1   Near.  a/b',
        '  ✖  1000:12  Far.  a/b',
        '',
        '  2 warnings',
        '  2 errors',
        '',
      ].join('\n'),
    );
  });

  it('pretty keeps the library\'s order of files', async () => {
    const file = (name: string, errors: number, warnings: number) =>
      makeResult(join(ROOT, `edge/${name}.yaml`), [
        ...Array.from({ length: errors }, (_, i) => message(i + 1, 1, 2, 2, 'a/b', 'E.')),
        ...Array.from({ length: warnings }, (_, i) => message(i + 20, 1, 2, 1, 'a/c', 'W.')),
      ]);
    const input = [file('a', 0, 2), file('b', 3, 0), file('c', 1, 4), file('d', 0, 5), file('e', 2, 1)];
    const library = eslintFormatterPretty(structuredClone(input) as never, { rulesMeta: { '': { docs: {} } } } as never);
    const headers = (text: string): string[] => [...stripVTControlCharacters(text).matchAll(/^ {2}\S*?(edge\/\w+\.yaml)/gm)].map((m) => m[1]!);
    expect(headers(await format('pretty', {}, input))).toEqual(headers(library));
    expect(headers(library)).toEqual(['edge/d.yaml', 'edge/a.yaml', 'edge/b.yaml', 'edge/e.yaml', 'edge/c.yaml']);
  });

  it('pretty: rule ids dimmed with colour, a file name that would drive the terminal escaped, a file its counts leave out still shown', async () => {
    const coloured = await format('pretty', { color: true }, [makeResult(join(ROOT, 'edge/a.yaml'), [message(1, 1, 2, 2, 'a/b', 'E.')])]);
    expect(coloured).toContain('\u001b[2ma/b\u001b[22m');
    const hostile = await format('pretty', {}, [makeResult(join(ROOT, 'edge/\u001b[2Jx.yaml'), [message(1, 1, 2, 2, 'a/b', 'E.')])]);
    expect(hostile).not.toContain('\u001b');
    expect(hostile).toContain('edge/\\u001b[2Jx.yaml');
    const uncounted = { ...makeResult(join(ROOT, 'edge/b.yaml'), [message(2, 3, 4, 1, 'a/c', 'W.')]), warningCount: 0 };
    expect(await format('pretty', {}, [uncounted])).toContain('  ⚠  2:3  W.  a/c\n');
  });

  it('pretty in iTerm: the library\'s working-folder sequence once, before the first file, and only with colour', async () => {
    const saved = { ci: process.env.CI, term: process.env.TERM_PROGRAM, tty: process.stdout.isTTY };
    delete process.env.CI;
    process.env.TERM_PROGRAM = 'iTerm.app';
    process.stdout.isTTY = true;
    try {
      const coloured = await format('pretty', { color: true });
      expect(coloured.split('\u001b]50;CurrentDir=').length).toBe(2);
      expect(coloured.startsWith('\n\u001b]50;CurrentDir=')).toBe(true);
      expect(await format('pretty')).toBe(readFileSync(join(here, 'golden/pretty.txt'), 'utf8'));
    } finally {
      if (saved.ci === undefined) delete process.env.CI;
      else process.env.CI = saved.ci;
      if (saved.term === undefined) delete process.env.TERM_PROGRAM;
      else process.env.TERM_PROGRAM = saved.term;
      process.stdout.isTTY = saved.tty;
    }
  });

  it('colour when asked: ANSI codes from both the pretty and codeframe formats, and never terminal escapes from the file', async () => {
    for (const name of ['pretty', 'codeframe']) {
      const output = await format(name, { color: true });
      expect(output, name).toMatch(/\u001b\[\d+m/);
      expect(output, name).not.toContain('\u001b[2J');
      expect(output, name).toContain('\\u001b[2J');
    }
  });

  it('pretty in a terminal that shows links: file links only, never a link to another tool\'s rule pages', async () => {
    const before = process.env.FORCE_HYPERLINK;
    process.env.FORCE_HYPERLINK = '1';
    try {
      const output = await format('pretty', { color: true });
      expect(output).toContain('\u001b]8;;file://');
      expect(output).not.toContain('eslint.org');
    } finally {
      if (before === undefined) delete process.env.FORCE_HYPERLINK;
      else process.env.FORCE_HYPERLINK = before;
    }
  });

  it('codeframe masks a literal secret, keeping the positions of the line', async () => {
    const output = await format('codeframe');
    expect(output).toContain('> 4 |       with_secret: ***************\n    |                    ^^^^^^^^^^^^^^^');
  });

  it('prints nothing for a clean run', async () => {
    for (const name of ['pretty', 'codeframe']) expect(await format(name, {}, [makeResult(join(ROOT, 'a.yaml'), [])])).toBe('');
  });
});
