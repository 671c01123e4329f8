/**
 * Pipes and editors: `--stdin` with `--stdin-filename` lints the text as
 * that file (its `overrides`, its `files` and `ignores` patterns, its path
 * and positions); `--fix-dry-run` puts the fixed text in the `json`
 * output's `output` and writes nothing (unless the text holds a secret: then
 * the fixes come as each message's `fix`); `--no-warn-ignored` drops the
 * notice about a named file the configuration ignores.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, project } from '../testing/cli-project.js';
import { packageRoot } from '../package-info.js';

/** Two fixable problems on line 4: a deprecated field and a lower-case method. */
const FIXABLE = 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: ip.geoip.country eq "FR" and http.request.method eq "post"\n';
const FIXED = FIXABLE.replace('ip.geoip.country', 'ip.src.country').replace('"post"', '"POST"');

interface Result {
  filePath: string;
  messages: { ruleId: string | null; line: number; column: number; severity: number; message: string; fix?: unknown }[];
  output?: string;
}

describe('edgelint --stdin', () => {
  it('lints standard input as the named file: path, positions and its overrides', async () => {
    const dir = project({ '.edgelintrc.yaml': 'overrides:\n  - files: ["legacy/**"]\n    rules: { expression/method-case: "off" }\n' });
    const out = await cli(['--stdin', '--stdin-filename', 'edge/zone.yaml', '-f', 'json'], dir, { stdin: FIXABLE });
    const [result] = JSON.parse(out.stdout) as Result[];
    expect(result!.filePath).toBe(join(dir, 'edge/zone.yaml'));
    expect(result!.messages.map((m) => [m.ruleId, m.line, m.column])).toEqual([
      ['expression/deprecated-field', 4, 17],
      ['expression/method-case', 4, 69],
    ]);
    expect(out.code).toBe(0); // both are warnings
    const legacy = JSON.parse((await cli(['--stdin', '--stdin-filename', 'legacy/zone.yaml', '-f', 'json'], dir, { stdin: FIXABLE })).stdout) as Result[];
    expect(legacy[0]!.messages.map((m) => m.ruleId)).toEqual(['expression/deprecated-field']);
  });

  it('without a file name, lints the text as `<text>` with the top-level settings', async () => {
    const dir = project({});
    const [result] = JSON.parse((await cli(['--stdin', '-f', 'json'], dir, { stdin: FIXABLE })).stdout) as Result[];
    expect(result!.filePath).toBe(join(dir, '<text>'));
    expect(result!.messages).toHaveLength(2);
  });

  it('gives text that is no edge document an empty result, so an editor clears its findings', async () => {
    const dir = project({});
    const out = await cli(['--stdin', '--stdin-filename', '.github/workflows/ci.yml', '-f', 'json'], dir, { stdin: 'on: push\njobs: {}\n' });
    expect(out.code).toBe(0);
    expect((JSON.parse(out.stdout) as Result[]).map((r) => r.messages)).toEqual([[]]);
  });

  it('warns when the named file is ignored, unless --no-warn-ignored', async () => {
    const dir = project({ '.edgelintrc.yaml': 'ignores: ["legacy/**"]\n' });
    const warned = JSON.parse((await cli(['--stdin', '--stdin-filename', 'legacy/zone.yaml', '-f', 'json'], dir, { stdin: FIXABLE })).stdout) as Result[];
    expect(warned[0]!.messages.map((m) => [m.severity, m.message])).toEqual([[1, 'File ignored because of a matching ignore pattern in the configuration.']]);
    const quiet = await cli(['--stdin', '--stdin-filename', 'legacy/zone.yaml', '--no-warn-ignored', '-f', 'json'], dir, { stdin: FIXABLE });
    expect(quiet).toEqual({ code: 0, stdout: '[]', stderr: '' });
  });

  it('refuses what cannot be done with standard input', async () => {
    const dir = project({ 'a.yaml': FIXABLE });
    expect((await cli(['--stdin', '--fix'], dir, { stdin: FIXABLE })).stderr).toBe('edgelint: --fix cannot write standard input back; use --fix-dry-run and read `output` in --format json\n');
    expect((await cli(['--stdin', 'a.yaml'], dir, { stdin: FIXABLE })).stderr).toBe('edgelint: --stdin lints standard input, not files; remove a.yaml\n');
    expect((await cli(['--stdin-filename', 'a.yaml'], dir)).stderr).toBe('edgelint: --stdin-filename names the file standard input stands for; add --stdin\n');
    expect((await cli(['--stdin'], dir)).stderr).toBe('edgelint: --stdin: there is no standard input to read here\n');
  });
});

describe('standard input is decoded as a file is (the built CLI)', () => {
  it('invalid UTF-8 is reported at its place, as for a file', () => {
    const dir = project({});
    const bytes = Buffer.concat([Buffer.from('phase: magic_transit\nrules:\n  - action: block\n    expression: "true"\n    description: "caf'), Buffer.from([0xe9]), Buffer.from('"\n')]);
    const run = spawnSync(process.execPath, [join(packageRoot(), 'dist/bin.cjs'), '--stdin', '--stdin-filename', 'edge/zone.yaml', '-f', 'json'], { cwd: dir, input: bytes, encoding: 'utf8' });
    const [result] = JSON.parse(run.stdout) as Result[];
    expect(result!.messages.map((m) => [m.ruleId, m.line, m.column])).toEqual([['document/invalid-characters', 5, 22]]);
  });

  it('UTF-16 with its byte-order mark gives the findings the same text gives from disk', () => {
    const dir = project({});
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(FIXABLE, 'utf16le')]);
    const run = spawnSync(process.execPath, [join(packageRoot(), 'dist/bin.cjs'), '--stdin', '--stdin-filename', 'edge/zone.yaml', '-f', 'json'], { cwd: dir, input: utf16, encoding: 'utf8' });
    const [result] = JSON.parse(run.stdout) as Result[];
    expect(result!.messages.map((m) => [m.ruleId, m.line, m.column])).toEqual([
      ['expression/deprecated-field', 4, 17],
      ['expression/method-case', 4, 69],
    ]);
  });
});

describe('edgelint --fix-dry-run', () => {
  it('puts the fixed text in `output` of the json format and writes nothing', async () => {
    const dir = project({ 'edge/zone.yaml': FIXABLE });
    const out = await cli(['edge/zone.yaml', '--fix-dry-run', '-f', 'json'], dir);
    const [result] = JSON.parse(out.stdout) as Result[];
    expect(result!.output).toBe(FIXED);
    expect(result!.messages).toEqual([]);
    expect(readFileSync(join(dir, 'edge/zone.yaml'), 'utf8')).toBe(FIXABLE);
    expect((await cli(['edge/zone.yaml', '--fix', '--fix-dry-run'], dir)).stderr).toBe('edgelint: --fix writes the fixes and --fix-dry-run does not; use one of them\n');
  });

  it('fixes standard input for an editor', async () => {
    const dir = project({});
    const [result] = JSON.parse((await cli(['--stdin', '--stdin-filename', 'edge/zone.yaml', '--fix-dry-run', '-f', 'json'], dir, { stdin: FIXABLE })).stdout) as Result[];
    expect(result!.output).toBe(FIXED);
  });

  it('gives the fixes without `output` when the fixed text holds a secret (a masked text written back would lose it)', async () => {
    const withSecret = `zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    esc:\n      disable: { with_secret: S3CRETVALUE }\n    rulesets:\n${FIXABLE.replace('phase', '      - phase').replace('rules:', '        rules:').replace('  - action', '          - action').replace('    expression', '            expression')}`;
    for (const args of [['--stdin', '--stdin-filename', 'edge/zone.yaml'], ['edge/zone.yaml']]) {
      const dir = project({ 'edge/zone.yaml': withSecret });
      const out = await cli([...args, '--fix-dry-run', '-f', 'json'], dir, { stdin: withSecret });
      const [result] = JSON.parse(out.stdout) as Result[];
      expect(result!.output).toBeUndefined();
      expect(result!.messages.filter((m) => m.fix).map((m) => m.ruleId)).toEqual(['expression/deprecated-field', 'expression/method-case']);
      expect(out.stdout).not.toContain('S3CRETVALUE');
      expect(out.stderr).toBe('edgelint: the fixed text of edge/zone.yaml holds a secret; shown without `output`, with each fix\n');
    }
  });
});

describe('edgelint --no-warn-ignored', () => {
  it('drops the notice about a named file the configuration ignores', async () => {
    const dir = project({ '.edgelintrc.yaml': 'ignores: ["legacy/**"]\n', 'legacy/zone.yaml': FIXABLE });
    expect((await cli(['legacy/zone.yaml'], dir)).stdout).toContain('File ignored because of a matching ignore pattern');
    expect(await cli(['legacy/zone.yaml', '--no-warn-ignored'], dir)).toEqual({ code: 0, stdout: '', stderr: '' });
  });
});
