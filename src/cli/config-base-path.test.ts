/**
 * The configuration's patterns are relative to the folder of the file that
 * holds them (ESLint's flat-config base path, config/base-path.ts): a run
 * from any subfolder lints the files below it as a run beside the
 * configuration does — the same `files`, `ignores` and `overrides` — and
 * prints their paths relative to the working folder. In-process through
 * `run()`, on project trees written to a temporary folder.
 */
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintText } from '../api/config.js';
import { lint } from '../api/lint.js';
import { loadConfig } from '../api/project.js';
import { cli, project } from '../testing/cli-project.js';

/** One `ruleset/known-action` error at 3:13. */
const BROKEN = 'phase: magic_transit\nrules:\n  - action: blok\n    expression: "true"\n';

/** What the pretty format prints for BROKEN in each of `paths`, in order. */
function findings(...paths: string[]): string {
  const blocks = paths.map((path) => `\n  ${path}:3:13\n  ✖  3:13  Unknown action \`blok\`; did you mean \`block\`?  ruleset/known-action\n`);
  return `${blocks.join('')}\n  ${paths.length} error${paths.length === 1 ? '' : 's'}\n`;
}

/** A warning for a named file the configuration ignores, as the pretty format prints it. */
function ignoredWarning(path: string): string {
  return `\n  ${path}:1:1\n  ⚠  1:1  File ignored because of a matching ignore pattern in the configuration.\n\n  1 warning\n`;
}

/** The linted tree: two zone files, a legacy one (the rule is off there), a generated one (ignored), a file outside `files`. */
const TREE = {
  'infra/zones/a.yaml': BROKEN,
  'infra/zones/deep/b.yaml': BROKEN,
  'infra/legacy/old.yaml': BROKEN,
  'infra/generated/gen.yaml': BROKEN,
  'docs/notes/c.yaml': 'title: notes\n',
};

const RC = `files: ["infra/**/*.yaml"]
ignores: ["infra/generated/**"]
overrides:
  - files: ["infra/legacy/**"]
    rules:
      ruleset/known-action: "off"
`;

/** The same configuration split: the `overrides` in an imported file of another folder, its patterns relative to the importing file's. */
const IMPORTING = `$import: config/shared/edgelint-base.yaml
files: ["infra/**/*.yaml"]
ignores: ["infra/generated/**"]
`;
const IMPORTED = `overrides:
  - files: ["infra/legacy/**"]
    rules:
      ruleset/known-action: "off"
`;

const PACKAGE_JSON = JSON.stringify({
  name: 'fixture-project',
  private: true,
  edgelint: { files: ['infra/**/*.yaml'], ignores: ['infra/generated/**'], overrides: [{ files: ['infra/legacy/**'], rules: { 'ruleset/known-action': 'off' } }] },
});

const SETUPS: { name: string; files: Record<string, string>; packageJson?: string }[] = [
  { name: '.edgelintrc.yaml', files: { '.edgelintrc.yaml': RC, ...TREE } },
  { name: '$import from another folder', files: { '.edgelintrc.yaml': IMPORTING, 'config/shared/edgelint-base.yaml': IMPORTED, ...TREE } },
  {
    name: 'a chain of $import: an imported file that imports another',
    files: { '.edgelintrc.yaml': IMPORTING.replace('shared/edgelint-base.yaml', 'edgelint-middle.yaml'), 'config/edgelint-middle.yaml': '$import: shared/edgelint-base.yaml\n', 'config/shared/edgelint-base.yaml': IMPORTED, ...TREE },
  },
  { name: 'package.json#edgelint', files: TREE, packageJson: PACKAGE_JSON },
  { name: '.config/edgelintrc.yaml (the folder that holds .config)', files: { '.config/edgelintrc.yaml': RC, ...TREE } },
];

/** Runs from the configuration's folder and from two levels below it: the same findings, paths relative to the working folder. */
const RUNS: { cwd: string; args: string[]; stdin?: string; code: number; stdout: string }[] = [
  { cwd: '', args: [], code: 1, stdout: findings('infra/zones/a.yaml', 'infra/zones/deep/b.yaml') },
  { cwd: 'infra', args: [], code: 1, stdout: findings('zones/a.yaml', 'zones/deep/b.yaml') },
  { cwd: 'infra/zones', args: [], code: 1, stdout: findings('a.yaml', 'deep/b.yaml') },
  // The override turns the rule off below `legacy/`, wherever the run is.
  { cwd: 'infra/legacy', args: [], code: 0, stdout: '' },
  { cwd: 'infra/zones', args: ['../legacy/old.yaml', 'a.yaml'], code: 1, stdout: findings('a.yaml') },
  // A folder or a glob named in a subfolder: the glob is relative to the working folder, the ignores to the configuration's.
  { cwd: 'infra', args: ['**/*.yaml'], code: 1, stdout: findings('zones/a.yaml', 'zones/deep/b.yaml') },
  { cwd: 'infra', args: ['.'], code: 1, stdout: findings('zones/a.yaml', 'zones/deep/b.yaml') },
  { cwd: 'infra/zones', args: ['../generated/gen.yaml'], code: 0, stdout: ignoredWarning('../generated/gen.yaml') },
  { cwd: 'infra/generated', args: ['gen.yaml'], code: 0, stdout: ignoredWarning('gen.yaml') },
  // Standard input as a file of a subfolder: that file's overrides and ignores.
  { cwd: 'infra/legacy', args: ['--stdin', '--stdin-filename', 'piped.yaml'], stdin: BROKEN, code: 0, stdout: '' },
  { cwd: 'infra/zones', args: ['--stdin', '--stdin-filename', 'piped.yaml'], stdin: BROKEN, code: 1, stdout: findings('piped.yaml') },
  { cwd: 'infra/generated', args: ['--stdin', '--stdin-filename', 'piped.yaml'], stdin: BROKEN, code: 0, stdout: ignoredWarning('piped.yaml') },
];

describe('patterns relative to the configuration file\'s folder', () => {
  describe.each(SETUPS)('$name', ({ files, packageJson }) => {
    it.each(RUNS)('in ./$cwd: edgelint $args', async ({ cwd, args, stdin, code, stdout }) => {
      const dir = project(files, packageJson === undefined ? {} : { packageJson });
      expect(await cli(args, join(dir, cwd), stdin === undefined ? {} : { stdin })).toEqual({ code, stdout, stderr: '' });
    });
  });

  it.each([
    { cwd: '', file: 'infra/legacy/old.yaml', overrides: [0], knownAction: 'off' },
    { cwd: 'infra/legacy', file: 'old.yaml', overrides: [0], knownAction: 'off' },
    { cwd: 'infra/zones', file: '../legacy/old.yaml', overrides: [0], knownAction: 'off' },
    { cwd: 'infra/zones', file: 'a.yaml', overrides: [], knownAction: ['error'] },
  ])('--print-config $file in ./$cwd: the overrides of the file', async ({ cwd, file, overrides, knownAction }) => {
    const dir = project({ '.edgelintrc.yaml': RC, ...TREE });
    const out = await cli(['--print-config', file], join(dir, cwd));
    const printed = JSON.parse(out.stdout) as { file: string; overrides: number[]; rules: Record<string, unknown> };
    expect([out.code, printed.file, printed.overrides, printed.rules['ruleset/known-action']]).toEqual([0, file, overrides, knownAction]);
  });

  it('a subfolder that holds none of the configured files: says whose patterns matched nothing', async () => {
    const dir = project({ '.edgelintrc.yaml': RC, ...TREE });
    expect(await cli([], join(dir, 'docs/notes'))).toEqual({
      code: 2,
      stdout: '',
      stderr: 'edgelint: no files below this folder match the `files` patterns (infra/**/*.yaml) of ../../.edgelintrc.yaml (relative to its folder); name files or folders\n',
    });
  });

  // ESLint's `--config`: a file named on the command line (a shared one, kept elsewhere) has its patterns relative to the working folder.
  it.each([
    { cwd: '', args: ['--config', 'ci/edgelint.yaml'], code: 1, stdout: findings('infra/zones/a.yaml', 'infra/zones/deep/b.yaml'), stderr: '' },
    { cwd: 'infra', args: ['--config', '../ci/edgelint.yaml', 'zones', 'legacy'], code: 1, stdout: findings('legacy/old.yaml', 'zones/a.yaml', 'zones/deep/b.yaml'), stderr: '' },
    { cwd: 'infra', args: ['--config', '../ci/edgelint.yaml'], code: 2, stdout: '', stderr: 'edgelint: no files match the `files` patterns (infra/**/*.yaml) of ../ci/edgelint.yaml: named with --config, they are relative to the working folder; name files or folders\n' },
    { cwd: 'ci', args: ['--config', 'edgelint.yaml'], code: 2, stdout: '', stderr: 'edgelint: no files match the configured `files` patterns (infra/**/*.yaml); name files or folders on the command line\n' },
  ])('--config in ./$cwd: patterns relative to the working folder', async ({ cwd, args, code, stdout, stderr }) => {
    const dir = project({ 'ci/edgelint.yaml': RC, ...TREE });
    expect(await cli(args, join(dir, cwd))).toEqual({ code, stdout, stderr });
  });

  it('a file outside the configuration\'s folder matches none of its patterns: named, it gets the top-level settings if it is an edge file', async () => {
    const rc = 'files: ["**"]\nrules:\n  ruleset/known-action: warn\noverrides:\n  - files: ["**"]\n    rules:\n      ruleset/known-action: "off"\n';
    const dir = project({ 'infra/.edgelintrc.yaml': rc, 'infra/zones/a.yaml': BROKEN, 'outside/x.yaml': BROKEN, 'outside/notes.yaml': 'title: notes\n' });
    const warned = '\n  ../outside/x.yaml:3:13\n  ⚠  3:13  Unknown action \`blok\`; did you mean \`block\`?  ruleset/known-action\n\n  1 warning\n';
    expect(await cli(['zones/a.yaml', '../outside/x.yaml', '../outside/notes.yaml'], join(dir, 'infra'))).toEqual({ code: 0, stdout: warned, stderr: '' });
  });

  it.each([
    { cwd: '', basePath: '', filePath: 'infra/legacy/old.yaml', errors: 0 },
    { cwd: 'infra/legacy', basePath: '', filePath: 'old.yaml', errors: 0 },
    { cwd: 'infra/legacy', basePath: '', filePath: '../zones/a.yaml', errors: 1 },
  ])('the library: loadConfig in ./$cwd knows the base, lintText($filePath) gets its overrides', async ({ cwd, basePath, filePath, errors }) => {
    const dir = project({ '.edgelintrc.yaml': RC, ...TREE });
    const config = await loadConfig({ cwd: join(dir, cwd) });
    expect([config.basePath, lintText(filePath, BROKEN, config).errorCount]).toEqual([join(dir, basePath), errors]);
  });

  it('edgelint test in a subfolder: the documents are the configured files of the whole project', async () => {
    const zone = 'zones:\n  - id: z1\n    name: example.com\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules:\n          - ref: block-admin\n            action: block\n            expression: starts_with(http.request.uri.path, "/admin")\n';
    const test = 'tests:\n  - name: admin is blocked\n    zone: example.com\n    request:\n      url: https://example.com/admin\n    expect: { action: block, rule: block-admin }\n';
    const dir = project({ '.edgelintrc.yaml': 'files: ["infra/**/*.yaml"]\n', 'infra/zones/zone.yaml': zone, 'tests/waf/admin.edgetest.yaml': test });
    const passed = (path: string): string => `${path}\n  ✓ admin is blocked\n\n1 test: 1 passed, 0 failed, 0 undecided\n`;
    expect(await cli(['test'], dir)).toEqual({ code: 0, stdout: passed('tests/waf/admin.edgetest.yaml'), stderr: '' });
    expect(await cli(['test'], join(dir, 'tests/waf'))).toEqual({ code: 0, stdout: passed('admin.edgetest.yaml'), stderr: '' });
  });

  it('the cache: a result that depended on the old base is not reused when the configuration moves', async () => {
    const dir = project({ '.edgelintrc.yaml': RC, ...TREE });
    const infra = join(dir, 'infra');
    const run = () => lint({ cwd: infra, files: ['legacy/old.yaml'], cache: true, concurrency: 'off' });
    const first = await run();
    expect([first.results[0]!.errorCount, first.cache?.linted.length]).toEqual([0, 1]);
    expect((await run()).cache?.reused).toBe(1);
    // Beside the files, `infra/legacy/**` names nothing: the override no longer applies, and the file is linted again.
    renameSync(join(dir, '.edgelintrc.yaml'), join(infra, '.edgelintrc.yaml'));
    const moved = await run();
    expect([moved.results[0]!.errorCount, moved.cache?.reused, existsSync(join(infra, '.edgelintcache'))]).toEqual([1, 0, true]);
  });

  it('the suppressions file is the working folder\'s (ESLint\'s): recorded in a subfolder, applied there', async () => {
    const dir = project({ '.edgelintrc.yaml': RC, ...TREE });
    const zones = join(dir, 'infra/zones');
    expect((await cli(['--suppress-all'], zones)).code).toBe(0);
    expect([existsSync(join(zones, 'edgelint-suppressions.json')), existsSync(join(dir, 'edgelint-suppressions.json'))]).toEqual([true, false]);
    expect(await cli([], zones)).toEqual({ code: 0, stdout: '', stderr: 'edgelint: 2 errors suppressed by edgelint-suppressions.json\n' });
    // Beside the configuration there is no suppressions file: the same errors are reported.
    expect(await cli([], dir)).toEqual({ code: 1, stdout: findings('infra/zones/a.yaml', 'infra/zones/deep/b.yaml'), stderr: '' });
  });
});
