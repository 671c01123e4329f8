/**
 * The command line end to end: in-process through `run()` for most cases
 * (fast), and through the built binary for what only a real process shows
 * (exit codes, stdout/stderr, no stack traces on hostile input).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../package-info.js';
import { cli, project, type CliOutcome as Outcome } from '../testing/cli-project.js';

const CLEAN = 'phase: magic_transit\nrules:\n  - action: block\n    expression: "true"\n';
const BROKEN = 'phase: magic_transit\nrules:\n  - action: blok\n    expression: "true"\n';
// A warning-only document: an unverified action.
const WARNING = 'phase: ddos_l7\nrules:\n  - action: force_connection_close\n    expression: "true"\n';

describe('lint', () => {
  it('exits 0 and prints nothing for clean files', async () => {
    const dir = project({ 'edge/fw.yaml': CLEAN });
    const out = await cli(['edge'], dir);
    expect(out).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('exits 1 on errors and prints them with their position', async () => {
    const dir = project({ 'edge/fw.yaml': BROKEN });
    const out = await cli(['edge/fw.yaml', '--format', 'json'], dir);
    expect(out.code).toBe(1);
    const results = JSON.parse(out.stdout) as { filePath: string; messages: { ruleId: string; line: number; column: number; endColumn: number }[]; errorCount: number }[];
    expect(results).toHaveLength(1);
    expect(results[0]!.filePath).toBe(join(dir, 'edge/fw.yaml'));
    expect(results[0]!.messages.map((m) => [m.ruleId, m.line, m.column, m.endColumn])).toEqual([['ruleset/known-action', 3, 13, 17]]);
  });

  it('uses the configured files patterns when no paths are given (design.md defaults)', async () => {
    const dir = project({ 'edge/a.yaml': BROKEN, 'b.edge.json': '{"always": true}', 'other/c.yaml': BROKEN });
    const out = await cli(['-f', 'json'], dir);
    const files = (JSON.parse(out.stdout) as { filePath: string }[]).map((r) => r.filePath);
    expect(files).toEqual([join(dir, 'b.edge.json'), join(dir, 'edge/a.yaml')]);
  });

  it.each<{ name: string; files: Record<string, string>; cwd: string; args: string[]; stderr: string }>([
    {
      name: 'no configuration and no edge files (a repository edgelint is not set up in)',
      files: { 'README.md': '# x\n' },
      cwd: '',
      args: [],
      stderr: 'edgelint: no files match the default `files` patterns (**/*.edge.{yaml,yml,json}, edge/**/*.{yaml,yml,json}, **/*.tf, **/*.tf.json); run `edgelint init`, or name files or folders\n',
    },
    {
      name: 'a subfolder of the configuration\'s folder that holds none of its files (the patterns are relative to the configuration\'s folder)',
      files: { '.edgelintrc.yaml': 'files: ["edge/**/*.yaml"]\n', 'edge/zones/a.yaml': CLEAN, 'docs/guide/README.md': '# x\n' },
      cwd: 'docs/guide',
      args: [],
      stderr: 'edgelint: no files below this folder match the `files` patterns (edge/**/*.yaml) of ../../.edgelintrc.yaml (relative to its folder); name files or folders\n',
    },
    {
      name: 'the configuration\'s own folder: the patterns match nothing',
      files: { '.edgelintrc.yaml': 'files: ["edge/**/*.yaml"]\n' },
      cwd: '',
      args: [],
      stderr: 'edgelint: no files match the configured `files` patterns (edge/**/*.yaml); name files or folders on the command line\n',
    },
    {
      name: 'edgelint test without test files',
      files: { 'edge/a.yaml': CLEAN },
      cwd: '',
      args: ['test'],
      stderr: 'edgelint: no test files (**/*.edgetest.yaml) below the working folder; name test files or folders\n',
    },
  ])('no files: $name', async ({ files, cwd, args, stderr }) => {
    const dir = project(files);
    expect(await cli(args, join(dir, cwd))).toEqual({ code: 2, stdout: '', stderr });
  });

  it('is deterministic: files sorted by path, messages by position', async () => {
    const dir = project({ 'z.yaml': BROKEN, 'a.yaml': `${BROKEN}---\nfoo: 1\n` });
    const first = await cli(['.', '-f', 'json'], dir);
    const second = await cli(['a.yaml', 'z.yaml', '-f', 'json'], dir);
    expect(first.stdout).toBe(second.stdout);
    const results = JSON.parse(first.stdout) as { filePath: string; messages: { line: number }[] }[];
    expect(results.map((r) => r.filePath)).toEqual([join(dir, 'a.yaml'), join(dir, 'z.yaml')]);
    expect(results[0]!.messages.map((m) => m.line)).toEqual([3, 6]);
  });

  it('--max-warnings fails a run with too many warnings; --quiet shows errors only', async () => {
    const dir = project({ 'w.yaml': WARNING, 'e.yaml': BROKEN });
    expect((await cli(['w.yaml'], dir)).code).toBe(0);
    const strict = await cli(['w.yaml', '--max-warnings', '0'], dir);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain('too many warnings (maximum: 0)');
    const quiet = await cli(['w.yaml', 'e.yaml', '--quiet', '-f', 'json'], dir);
    const messages = (JSON.parse(quiet.stdout) as { messages: { severity: number }[] }[]).flatMap((r) => r.messages);
    expect(messages.map((m) => m.severity)).toEqual([2]);
  });

  it('--rule overrides a severity; --output writes the report to a file', async () => {
    const dir = project({ 'e.yaml': BROKEN });
    const off = await cli(['e.yaml', '--rule', 'ruleset/known-action:off', '-o', 'report.json', '-f', 'json'], dir);
    expect(off.code).toBe(0);
    expect(off.stdout).toBe('');
    expect(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'))[0].errorCount).toBe(0);
  });

  it('reports malformed YAML as a fatal problem with its position, exit 1, no stack trace', async () => {
    const dir = project({ 'bad.yaml': 'phase: magic_transit\nrules: [\n' });
    const out = await cli(['bad.yaml', '-f', 'json'], dir);
    expect(out.code).toBe(1);
    const [result] = JSON.parse(out.stdout) as { messages: { fatal: boolean; ruleId: null; line: number }[] }[];
    expect(result!.messages[0]).toMatchObject({ fatal: true, ruleId: null });
    expect(out.stderr).toBe('');
  });

  it('pretty output shows the file, position, message and rule', async () => {
    const dir = project({ 'e.yaml': BROKEN });
    const out = await cli(['e.yaml'], dir);
    expect(out.stdout).toContain('e.yaml');
    expect(out.stdout).toMatch(/3:13\s+Unknown action/);
    expect(out.stdout).toContain('ruleset/known-action');
    expect(out.stdout).toMatch(/1 error/);
  });

  it('supports inline suppression comments and reports unused ones', async () => {
    const dir = project({
      's.yaml': 'phase: magic_transit\nrules:\n  # edgelint-disable-next-line ruleset/known-action -- legacy action, tracked in JIRA-1\n  - action: blok\n    expression: "true"  # edgelint-disable-line\n',
    });
    const out = await cli(['s.yaml', '-f', 'json'], dir);
    const [result] = JSON.parse(out.stdout) as { messages: { message: string; line: number }[]; suppressedMessages: { ruleId: string; suppressions: { justification: string }[] }[] }[];
    expect(result!.suppressedMessages.map((m) => [m.ruleId, m.suppressions[0]!.justification])).toEqual([['ruleset/known-action', 'legacy action, tracked in JIRA-1']]);
    expect(result!.messages.map((m) => [m.line, m.message])).toEqual([[5, 'Unused `edgelint-disable-line`: no problem was reported on its line.']]);
    expect(out.code).toBe(0);
  });

  it('--fix writes fixes back to the file and reports what is left', async () => {
    const text = 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: ip.geoip.country eq "FR" and http.request.method eq "post"\n';
    const dir = project({ 'fix.yaml': text, 'clean.yaml': CLEAN });
    const out = await cli(['fix.yaml', 'clean.yaml', '--fix', '-f', 'json'], dir);
    expect(readFileSync(join(dir, 'fix.yaml'), 'utf8')).toBe(text.replace('ip.geoip.country', 'ip.src.country').replace('"post"', '"POST"'));
    expect(readFileSync(join(dir, 'clean.yaml'), 'utf8')).toBe(CLEAN);
    const [fixed] = JSON.parse(out.stdout) as { messages: unknown[]; output?: string }[];
    expect(fixed!.messages).toEqual([]);
    expect(out.code).toBe(0);
  });
});

describe('configuration', () => {
  it('is found from the working directory upward and applied', async () => {
    const dir = project({ '.edgelintrc.yaml': 'rules:\n  ruleset/known-action: warn\n', 'sub/e.yaml': BROKEN });
    const out = await cli(['e.yaml', '-f', 'json'], join(dir, 'sub'));
    expect(out.code).toBe(0);
    expect((JSON.parse(out.stdout) as { warningCount: number }[])[0]!.warningCount).toBe(1);
  });

  it('is read from package.json#edgelint', async () => {
    const dir = project({ 'e.yaml': BROKEN });
    writeFileSync(join(dir, 'package.json'), '{"name": "x", "edgelint": {"rules": {"ruleset/known-action": "off"}}}');
    expect((await cli(['e.yaml'], dir)).code).toBe(0);
  });

  it('reports configuration errors at their position with exit code 2', async () => {
    const dir = project({ '.edgelintrc.yml': 'rules:\n  ruleset/known-actoin: warn\n  ruleset/known-phase: loud\nnow: 2023-13-01\ntier: gold\n', 'e.yaml': CLEAN });
    const out = await cli(['e.yaml'], dir);
    expect(out.code).toBe(2);
    const rc = join(dir, '.edgelintrc.yml');
    expect(out.stderr.split('\n').filter(Boolean)).toEqual([
      `edgelint: invalid configuration: ${rc}:2:3: unknown rule \`ruleset/known-actoin\`; did you mean \`ruleset/known-action\`?`,
      `edgelint: invalid configuration: ${rc}:3:24: \`rules.ruleset/known-phase\` must be a severity ("off", "info", "warn" or "error") or [severity, options]`,
      `edgelint: invalid configuration: ${rc}:4:6: \`now\` must be a date written YYYY-MM-DD`,
      `edgelint: invalid configuration: ${rc}:5:7: \`tier\` must be one of "free", "pro", "business", "enterprise"`,
    ]);
  });

  it('plan refuses a configuration that would send the plan\'s own credential (exit 2, one line)', async () => {
    const dir = project({ 'e.yaml': 'zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules:\n          - { action: block, expression: "true", description: "${API_TOKEN}" }\n' });
    const out = await cli(['plan', 'e.yaml', '-f', 'curl'], dir);
    // At the reference itself (6:64), not only the ruleset's path.
    expect([out.code, out.stdout, out.stderr]).toEqual([2, '', "edgelint: e.yaml:6:64: zones[0].rulesets[0] writes ${API_TOKEN}, the plan's own credentials; a plan never sends them, use another name\n"]);
    // The second document's reference, in a file whose first document writes the name in a comment outside any ruleset.
    const two = project({ 'e.yaml': '# ${API_TOKEN} is read from the environment\nzones: []\n---\nzones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules:\n          - action: block\n            expression: "true"\n            description: "x ${API_EMAIL}"\n' });
    expect((await cli(['plan', 'e.yaml'], two)).stderr).toBe("edgelint: e.yaml:11:29: zones[0].rulesets[0] writes ${API_EMAIL}, the plan's own credentials; a plan never sends them, use another name\n");
  });

  it('refuses a glob longer than a glob may have, at its position', async () => {
    const dir = project({ '.edgelintrc.yaml': `files:\n  - "${'a'.repeat(65_537)}"\n`, 'e.yaml': CLEAN });
    const out = await cli(['e.yaml'], dir);
    expect(out.code).toBe(2);
    expect(out.stderr).toBe(`edgelint: invalid configuration: ${join(dir, '.edgelintrc.yaml')}:2:5: \`files.0\` is longer than the 65,536 characters a glob may have\n`);
  });

  it('reports a YAML syntax error in the configuration with its position', async () => {
    const dir = project({ '.edgelintrc.yaml': 'rules: [\n', 'e.yaml': CLEAN });
    const out = await cli(['e.yaml'], dir);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/\.edgelintrc\.yaml:\d+:\d+: /);
  });

  it('validates rule options against the rule schema', async () => {
    const dir = project({ '.edgelintrc.json': '{"rules": {"ruleset/known-phase": ["error", {"nope": 1}]}}', 'e.yaml': CLEAN });
    const out = await cli(['e.yaml'], dir);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('options of `ruleset/known-phase`: the rule takes no options');
    expect(out.stderr).toContain('.edgelintrc.json:1:');
  });

  it('--config names the file; a missing one is exit 2', async () => {
    const dir = project({ 'conf/lint.yaml': 'rules:\n  ruleset/known-action: "off"\n', 'e.yaml': BROKEN });
    expect((await cli(['e.yaml', '--config', 'conf/lint.yaml'], dir)).code).toBe(0);
    const missing = await cli(['e.yaml', '--config', 'nope.yaml'], dir);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('configuration file not found: nope.yaml');
  });

  it('--now and --tier must be valid', async () => {
    const dir = project({ 'e.yaml': CLEAN });
    expect((await cli(['e.yaml', '--now', '2024-02-30'], dir)).stderr).toContain('--now must be a date');
    expect((await cli(['e.yaml', '--tier', 'gold'], dir)).code).toBe(2);
  });
});

describe('usage', () => {
  it('unknown options, missing files and bad formats are usage errors (exit 2)', async () => {
    const dir = project({ 'e.yaml': CLEAN });
    const unknown = await cli(['--frobnicate'], dir);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--frobnicate'");
    expect((await cli(['missing.yaml'], dir)).stderr).toContain('no such file or folder: missing.yaml');
    expect((await cli(['nothing/**/*.yaml'], dir)).stderr).toContain('no files matching the pattern');
    const long = await cli([`${'a'.repeat(65_600)}*`], dir);
    expect([long.code, long.stderr]).toEqual([2, 'edgelint: a path or pattern of 65,601 characters is longer than the 65,536 a glob may have\n']);
    expect((await cli([`${'m'.repeat(300)}.yaml`], dir)).stderr).toBe(`edgelint: no such file or folder: ${'m'.repeat(59)}…\n`);
    expect((await cli(['e.yaml', '-f', 'xml'], dir)).stderr).toBe('edgelint: --format must be one of pretty, codeframe, json, sarif, github, gitlab, junit, checkstyle, not "xml"\n');
    expect((await cli(['e.yaml', '--max-warnings', 'many'], dir)).code).toBe(2);
  });

  it.each([
    { args: ['--max-warnings', '-1'], code: 0, stderr: '' },
    { args: ['--max-warnings=-1'], code: 0, stderr: '' },
    { args: ['--max-warnings', '1'], code: 0, stderr: '' },
    { args: ['--max-warnings', '0'], code: 1, stderr: 'edgelint found too many warnings (maximum: 0).\n' },
    { args: ['--max-warnings', '-2'], code: 2, stderr: 'edgelint: --max-warnings must be a whole number (or -1: no limit), not "-2"\n' },
    { args: ['--max-warnings', '1.5'], code: 2, stderr: 'edgelint: --max-warnings must be a whole number (or -1: no limit), not "1.5"\n' },
    { args: ['--max-warnings='], code: 2, stderr: 'edgelint: --max-warnings must be a whole number (or -1: no limit), not ""\n' },
    { args: ['--max-warnings', '0x1'], code: 2, stderr: 'edgelint: --max-warnings must be a whole number (or -1: no limit), not "0x1"\n' },
  ])('--max-warnings $args: exit $code (ESLint takes -1 as no limit, also written apart)', async ({ args, code, stderr }) => {
    const dir = project({ 'w.yaml': WARNING });
    const run = await cli(['w.yaml', '-f', 'json', ...args], dir);
    expect([run.code, run.stderr]).toEqual([code, stderr]);
  });

  it('a negative number after another option that takes a value is its value; after -- it is a path', async () => {
    const dir = project({ 'w.yaml': WARNING });
    expect((await cli(['w.yaml', '--concurrency', '-3'], dir)).stderr).toContain('"-3"');
    expect((await cli(['w.yaml', '-f', 'json', '--', '-1'], dir)).stderr).toBe('edgelint: no such file or folder: -1\n');
  });

  it('rules lists the catalogue in text and JSON', async () => {
    const dir = project({});
    const text = await cli(['rules'], dir);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^ruleset\/known-phase\s+error\s+/m);
    const json = JSON.parse((await cli(['rules', '--format', 'json'], dir)).stdout) as { id: string; url: string }[];
    expect(json.find((r) => r.id === 'ruleset/known-phase')?.url).toMatch(/rules\/ruleset\/known-phase\.md$/);
  });

  it('--version and --help', async () => {
    const dir = project({});
    expect((await cli(['--version'], dir)).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    expect((await cli(['--help'], dir)).stdout).toContain('Exit codes: 0');
    expect((await cli(['lint', '--help'], dir)).stdout).toContain('Usage: edgelint [lint] [paths...] [options]');
  });
});

describe('the built binary', () => {
  const bin = join(packageRoot(), 'dist/bin.js');
  const exec = (args: string[], cwd: string): Outcome => {
    if (!existsSync(bin)) throw new Error('dist/ is missing: run `npm run build` (npm test does)');
    const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
    return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
  };

  it('exits 0, 1 and 2 like ESLint', () => {
    const dir = project({ 'ok.yaml': CLEAN, 'bad.yaml': BROKEN });
    expect(exec(['ok.yaml'], dir).code).toBe(0);
    expect(exec(['bad.yaml'], dir).code).toBe(1);
    expect(exec(['--nope'], dir).code).toBe(2);
  });

  it('prints JSON that parses, to a pipe', () => {
    const dir = project({ 'bad.yaml': BROKEN });
    const out = exec(['bad.yaml', '-f', 'json'], dir);
    expect((JSON.parse(out.stdout) as unknown[]).length).toBe(1);
  });

  it('never prints a stack trace for hostile input', () => {
    // Under edge/, which the default `files` patterns match: every file is linted, recognisable or not.
    const dir = project({
      'edge/deep.yaml': `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
      'edge/deep.json': `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
      'edge/bomb.yaml': 'a: &a [x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]\nf: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]\ng: [*f,*f,*f,*f,*f,*f,*f,*f,*f]\n',
      'edge/binary.yaml': Buffer.from([0xff, 0xfe, 0x00, 0x00, 0x41]).toString('latin1'),
      'edge/nul.yaml': 'phase: "\u0000"\n',
      'edge/weird.json': '{"phase": "magic_transit", "rules": [1, "x", null, {"action": ["a"]}]}',
    });
    const out = exec(['edge', '-f', 'json'], dir);
    expect([1, 2]).toContain(out.code);
    expect(out.stderr).not.toMatch(/\n\s+at /);
    expect(out.stdout).not.toMatch(/\n\s+at /);
    const results = JSON.parse(out.stdout) as { filePath: string; messages: { line: number }[] }[];
    expect(results).toHaveLength(6);
    for (const r of results) for (const m of r.messages) expect(m.line).toBeGreaterThanOrEqual(1);
  });
});
