/**
 * The safety of issue 17 holds for library callers, not only for the CLI:
 * `lint`, `plan` and `report` find files under the same policy (links inside
 * the project, special files skipped with a notice), read them without ever
 * throwing, refuse code configurations when asked, cap findings per kind,
 * and `formatResults` masks secrets — each with the default its TSDoc states.
 */
import { execFileSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeResult } from '../engine/lint-result.js';
import { ConfigError, formatResults, lint, plan, report } from '../index.js';
import { project } from '../testing/cli-project.js';
import { lintTarget } from './lint.js';
import { loadConfig } from './project.js';

const CLEAN = 'phase: magic_transit\nrules:\n  - action: block\n    expression: "true"\n';
const ZONE = 'zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: example.com\n';

const messagesOf = (results: readonly { filePath: string; messages: readonly { message: string }[] }[], dir: string): [string, string[]][] =>
  results.map((r) => [r.filePath.slice(dir.length + 1), r.messages.map((m) => m.message)]);

describe('files', () => {
  it('follows links inside the project, not those that leave it; followSymlinks: false follows none; allowOutsideProject lifts the boundary', async () => {
    const outside = project({ 'other.yaml': CLEAN });
    const dir = project({ 'edge/fw.yaml': CLEAN });
    symlinkSync(join(dir, 'edge/fw.yaml'), join(dir, 'edge/inside.yaml'));
    symlinkSync(join(outside, 'other.yaml'), join(dir, 'edge/outside.yaml'));
    const outsideNotice = `Skipped: a symbolic link to ${join(outside, 'other.yaml')}, outside the project (--allow-outside-project follows it).`;
    expect(messagesOf((await lint({ cwd: dir, patterns: ['edge'] })).results, dir)).toEqual([
      ['edge/fw.yaml', []],
      ['edge/inside.yaml', []],
      ['edge/outside.yaml', [outsideNotice]],
    ]);
    const noLinks = 'Skipped: a symbolic link, and links are not followed (--no-follow-symlinks).';
    expect(messagesOf((await lint({ cwd: dir, patterns: ['edge'], followSymlinks: false })).results, dir)).toEqual([
      ['edge/fw.yaml', []],
      ['edge/inside.yaml', [noLinks]],
      ['edge/outside.yaml', [noLinks]],
    ]);
    expect(messagesOf((await lint({ cwd: dir, patterns: ['edge'], allowOutsideProject: true })).results, dir).map(([path, m]) => [path, m.length])).toEqual([
      ['edge/fw.yaml', 0],
      ['edge/inside.yaml', 0],
      ['edge/outside.yaml', 0],
    ]);
  });

  it('skips a FIFO with a notice (lint, plan, report); a FIFO read anyway is one fatal error of that file', async () => {
    const dir = project({ 'edge/zone.yaml': ZONE, 'exports/023e105f4ecef8ad9ca31a8372d0c353/entrypoint.json': '{"result": []}' });
    execFileSync('mkfifo', [join(dir, 'edge/pipe.yaml')]);
    const fifo = 'Skipped: a FIFO, not a regular file.';
    expect(messagesOf((await lint({ cwd: dir, patterns: ['edge'] })).results, dir)).toEqual([
      ['edge/pipe.yaml', [fifo]],
      ['edge/zone.yaml', []],
    ]);
    const planned = await plan({ cwd: dir, patterns: ['edge'] });
    expect(planned.notices).toEqual([{ path: join(dir, 'edge/pipe.yaml'), message: fifo }]);
    expect(planned.plan).toBeDefined();
    expect((await report({ cwd: dir, patterns: ['edge'] })).notices).toEqual(planned.notices);
    // The per-file step reads on its own (a worker may run it): a file that turned into a FIFO is refused, never waited on.
    const config = await loadConfig({ cwd: dir });
    expect(lintTarget({ kind: 'file', filePath: join(dir, 'edge/pipe.yaml') }, config)?.messages).toEqual([
      expect.objectContaining({ ruleId: null, fatal: true, severity: 2, line: 1, column: 1, message: 'Not read: it is not a regular file (a device, FIFO or socket).' }),
    ]);
  });

  it('plans nothing when a current-state file cannot be read or is not an export, each at its position', async () => {
    const dir = project({ 'edge/zone.yaml': ZONE, 'exports/bad.json': '{"result": "garbage"}' });
    execFileSync('mkfifo', [join(dir, 'exports/pipe.json')]);
    const planned = await plan({ cwd: dir, patterns: ['edge'], current: ['exports'] });
    expect(planned.plan).toBeUndefined();
    expect(planned.currentProblems).toEqual([{ filePath: 'exports/pipe.json', message: 'Skipped: a FIFO, not a regular file.' }]);
    const bad = await plan({ cwd: dir, patterns: ['edge'], current: ['exports/bad.json'] });
    expect(bad.plan).toBeUndefined();
    expect(bad.currentProblems).toEqual([expect.objectContaining({ filePath: 'exports/bad.json', line: 1, column: 1, message: expect.stringMatching(/^not a current state edgelint reads/) })]);
  });
});

describe('configuration', () => {
  it('allowCodeConfig: false refuses a configuration that runs code, before it runs', async () => {
    const dir = project({ 'edge/fw.yaml': CLEAN, 'edgelint.config.mjs': 'throw new Error("ran");\n' });
    await expect(lint({ cwd: dir, allowCodeConfig: false })).rejects.toThrow(/--no-code-config refuses such files/);
    await expect(lint({ cwd: dir })).rejects.toThrow(ConfigError);
    await expect(lint({ cwd: dir })).rejects.toThrow(/ran/);
  });

  it('limits: findings of one kind past the cap are one message that counts them; the default is 100', async () => {
    const rules = Array.from({ length: 6 }, (_, i) => `  - action: block\n    expression: 'http.hots${i} eq "x"'\n`).join('');
    const dir = project({ 'fw.yaml': `phase: http_request_firewall_custom\nrules:\n${rules}` });
    const capped = (await lint({ cwd: dir, patterns: ['fw.yaml'], limits: { findingsPerKind: 2 } })).results[0]!;
    expect(capped.messages.map((m) => m.message)).toEqual([
      expect.stringContaining('http.hots0'),
      expect.stringContaining('http.hots1'),
      expect.stringMatching(/http\.hots2.*[.?] 3 more like this are not listed\.$/),
    ]);
    expect((await lint({ cwd: dir, patterns: ['fw.yaml'] })).results[0]!.messages).toHaveLength(6);
    await expect(loadConfig({ cwd: dir, limits: { syntaxErrors: 0 } })).rejects.toThrow('`limits.syntaxErrors` must be a whole number of at least 1, not 0');
  });
});

describe('secrets', () => {
  it('formatResults masks a credential in any message; maskSecrets: false keeps the text as it is', async () => {
    const results = [makeResult('/p/a.yaml', [{ ruleId: null, severity: 2, message: 'Bad https://user:hunter2-secret@logs.example.com/x', line: 1, column: 1, endLine: 1, endColumn: 2 }])];
    const masked = await formatResults(results, { format: 'json' });
    expect(masked).not.toContain('hunter2-secret');
    expect(masked).toContain('logs.example.com');
    expect(await formatResults(results, { format: 'json', maskSecrets: false })).toContain('hunter2-secret');
  });
});
