/**
 * Files a run should not read, end to end: links out of the project, a link
 * to `/dev/zero`, a FIFO, a file without read permission. Each is a notice or
 * a finding at its path, and the rest of the run goes on.
 */
import { chmodSync, symlinkSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, project } from '../testing/cli-project.js';

const isRoot = process.getuid?.() === 0;
const CLEAN = 'phase: magic_transit\nrules:\n  - action: block\n    expression: "true"\n';


describe('a folder with files that must not be read', () => {
  it('lints the regular files and gives a notice for each of the others', async () => {
    const outside = project({ 'secret.yaml': 'PRIVATE: 1\n' });
    const dir = project({ 'edge/fw.yaml': CLEAN });
    symlinkSync('/dev/zero', join(dir, 'edge/zero.yaml'));
    symlinkSync(join(outside, 'secret.yaml'), join(dir, 'edge/secret.yaml'));
    execFileSync('mkfifo', [join(dir, 'edge/pipe.json')]);
    const out = await cli(['edge', '--format', 'json'], dir);
    expect(out.code).toBe(0);
    const results = JSON.parse(out.stdout) as { filePath: string; messages: { severity: number; message: string; line: number }[] }[];
    expect(results.map((r) => [r.filePath.slice(dir.length + 1), r.messages.map((m) => `${m.severity} ${m.line} ${m.message.split(' to ')[0]}`)])).toEqual([
      ['edge/fw.yaml', []],
      ['edge/pipe.json', ['1 1 Skipped: a FIFO, not a regular file.']],
      ['edge/secret.yaml', ['1 1 Skipped: a symbolic link']],
      ['edge/zero.yaml', ['1 1 Skipped: a symbolic link']],
    ]);
    expect(out.stdout).not.toContain('PRIVATE');
  });

  it('names a symbolic link loop named on the command line for what it is (not "no such file")', async () => {
    const dir = project({ 'edge/fw.yaml': CLEAN });
    symlinkSync('loop.yaml', join(dir, 'edge/loop.yaml'));
    const out = await cli(['edge/loop.yaml', 'edge/fw.yaml', '--format', 'json'], dir);
    expect(out.code).toBe(0);
    const results = JSON.parse(out.stdout) as { filePath: string; messages: { message: string }[] }[];
    expect(results.map((r) => [r.filePath.slice(dir.length + 1), r.messages.map((m) => m.message)])).toEqual([
      ['edge/fw.yaml', []],
      ['edge/loop.yaml', ['Skipped: a symbolic link loop (the link leads back to itself).']],
    ]);
  });

  it.skipIf(isRoot)('reports a file it cannot read as a finding of that file, and lints the others', async () => {
    const dir = project({ 'edge/fw.yaml': CLEAN, 'edge/locked.yaml': CLEAN });
    chmodSync(join(dir, 'edge/locked.yaml'), 0o000);
    const out = await cli(['edge', '--format', 'json'], dir);
    expect(out.code).toBe(1);
    const results = JSON.parse(out.stdout) as { filePath: string; messages: { ruleId: null; fatal: boolean; message: string; line: number; column: number }[] }[];
    expect(results.find((r) => r.filePath.endsWith('locked.yaml'))?.messages).toEqual([
      expect.objectContaining({ ruleId: null, fatal: true, line: 1, column: 1, message: 'Cannot read the file: permission denied (EACCES).' }),
    ]);
    expect(results.find((r) => r.filePath.endsWith('fw.yaml'))?.messages).toEqual([]);
    const plan = await cli(['plan', 'edge'], dir);
    expect(plan.code).toBe(1);
    expect(plan.stderr).toContain('edge/locked.yaml:1:1  error  Cannot read the file: permission denied (EACCES).');
    expect((await cli(['plan', '--force', 'edge'], dir)).code).toBe(0);
  });
});

describe('configuration that reaches outside the project', () => {
  it('refuses `files` patterns that climb out, unless --allow-outside-project', async () => {
    const root = project({ 'outside/x.edge.yaml': CLEAN, 'project/package.json': '{}', 'project/.edgelintrc.yaml': 'files: ["../outside/**/*.edge.yaml"]\n' });
    const dir = join(root, 'project');
    const refused = await cli([], dir);
    expect(refused).toMatchObject({ code: 2, stdout: '' });
    expect(refused.stderr).toContain('the configured `files` pattern "../outside/**/*.edge.yaml" reaches outside the project folder');
    expect((await cli(['--allow-outside-project'], dir)).code).toBe(0);
  });

  it('refuses a configuration that runs code with --no-code-config, and reads a YAML one', async () => {
    const dir = project({ 'edge/fw.yaml': CLEAN, 'edgelint.config.mjs': 'export default {};\n', 'safe.yaml': 'rules: {}\n' });
    const refused = await cli(['edge', '--no-code-config'], dir);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--no-code-config refuses such files');
    expect((await cli(['edge', '--no-code-config', '--config', 'safe.yaml'], dir)).code).toBe(0);
  });
});
