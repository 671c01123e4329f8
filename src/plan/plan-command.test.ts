/**
 * `edgelint plan` end to end through `planCommand` (the CLI's command
 * function), with an in-memory `io`: formats, `--output`, `--current`,
 * `--force`, `--auth`, and the exit codes.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { planCommand } from '../cli/plan-command.js';
import { UsageError } from '../cli/usage-error.js';
import type { CliIo } from '../cli/io.js';
import { cli, project } from '../testing/cli-project.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function io(cwd = repo): CliIo & { out: string; err: string } {
  const state = {
    cwd,
    env: {},
    out: '',
    err: '',
    writeOut(text: string) {
      state.out += text;
    },
    writeErr(text: string) {
      state.err += text;
    },
  };
  return state;
}

const NOW = { now: '2023-11-01' };

describe('planCommand', () => {
  it('prints the plan as Markdown by default, the same as the golden plan', async () => {
    const o = io();
    const code = await planCommand({ ...NOW }, ['fixtures/plan/magic-transit/config.edge.yaml'], o);
    expect(code).toBe(0);
    expect(o.out).toBe(readFileSync(join(repo, 'fixtures/plan/magic-transit/golden.plan.md'), 'utf8'));
  });

  it('writes any format to --output; a curl script is executable', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'edgelint-plan-cli-'));
    try {
      const o = io();
      const target = join(dir, 'plan.sh');
      expect(await planCommand({ ...NOW, format: 'curl', output: target }, ['fixtures/plan/threshold-action/config.edge.yaml'], o)).toBe(0);
      expect(o.out).toBe('');
      expect(readFileSync(target, 'utf8')).toBe(readFileSync(join(repo, 'fixtures/plan/threshold-action/golden.plan.sh'), 'utf8'));
      expect(statSync(target).mode & 0o111).not.toBe(0);
      const json = io();
      expect(await planCommand({ ...NOW, format: 'json' }, ['fixtures/plan/threshold-action/config.edge.yaml'], json)).toBe(0);
      const parsed = JSON.parse(json.out) as { calls: { method: string; path: string; auth: string; description: string }[] };
      expect(parsed.calls.map((c) => c.method)).toEqual(['GET', 'GET', 'PUT', 'GET', 'GET', 'PATCH']);
      expect(parsed.calls.every((c) => c.path.startsWith('/') && typeof c.description === 'string' && (c.auth === 'key' || c.auth === 'token'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives no plan for a configuration with lint errors, says why, and exits 1', async () => {
    const o = io();
    const code = await planCommand({ ...NOW }, ['fixtures/plan/forced-with-errors/config.edge.yaml'], o);
    expect(code).toBe(1);
    expect(o.out).toBe('');
    expect(o.err).toMatch(/fixtures\/plan\/forced-with-errors\/config\.edge\.yaml:\d+:\d+ {2}error {2}Unknown phase `http_request_firewall_custm`/);
    expect(o.err).toMatch(/edgelint: no plan: the configuration has \d+ lint errors in 1 file, .*--force/);
  });

  it.each([
    {
      name: 'a second entry point for the same zone and phase in another file: its PUT would replace the first one',
      files: { 'edge/a.yaml': 'a', 'edge/b.yaml': 'b' },
      code: 1,
      err:
        'edge/b.yaml:5:16  error  Second `http_request_firewall_custom` entry point of zone shop.example.com; first in edge/a.yaml:5.  ruleset/one-entry-point-per-phase\n' +
        'edgelint: no plan: the configuration has 1 lint error in 1 file, and a plan is made only from a configuration the API would accept; fix it, or plan anyway with --force\n',
    },
    { name: 'one file alone', files: { 'edge/a.yaml': 'a' }, code: 0, err: '' },
  ])('checks across files as lint does: $name', async ({ files, code, err }) => {
    const dir = mkdtempSync(join(tmpdir(), 'edgelint-plan-across-'));
    const zone = (ref: string): string =>
      `zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: shop.example.com\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules:\n          - { ref: ${ref}, action: block, expression: ip.src eq 192.0.2.1 }\n`;
    for (const [name, ref] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), zone(ref));
    }
    const o = io(dir);
    expect([await planCommand({ ...NOW }, Object.keys(files), o), o.err]).toEqual([code, err]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('plans anyway with --force, and says so', async () => {
    const o = io();
    const code = await planCommand({ ...NOW, force: true }, ['fixtures/plan/forced-with-errors/config.edge.yaml'], o);
    expect(code).toBe(0);
    expect(o.out).toContain('planned with `--force`');
    expect(o.err).toMatch(/planned with --force despite \d+ lint errors/);
    // The literal secrets of that configuration are never printed, on stdout or stderr.
    expect(o.out + o.err).not.toContain('let-me-in-2023');
    expect(o.out + o.err).not.toContain('plain-text-key');
  });

  it('compares with --current and says "No changes" when there are none', async () => {
    const o = io();
    const code = await planCommand({ ...NOW, current: ['fixtures/plan/no-changes/current'] }, ['fixtures/plan/no-changes/config.edge.yaml'], o);
    expect(code).toBe(0);
    expect(o.out).toContain('No changes. The account and zones match the configuration.');
  });

  it('--auth token uses the bearer token for every call', async () => {
    const o = io();
    await planCommand({ ...NOW, format: 'json', auth: 'token' }, ['fixtures/plan/esc-secret/config.edge.yaml'], o);
    const parsed = JSON.parse(o.out) as { calls: { auth: string }[] };
    expect(new Set(parsed.calls.map((c) => c.auth))).toEqual(new Set(['token']));
  });

  it('rejects an unknown format or auth scheme, and a missing --current', async () => {
    await expect(planCommand({ format: 'yaml' }, ['fixtures/plan/magic-transit'], io())).rejects.toThrow(UsageError);
    await expect(planCommand({ auth: 'basic' }, ['fixtures/plan/magic-transit'], io())).rejects.toThrow(/--auth must be one of spec, key, token/);
    await expect(planCommand({ current: ['nowhere'] }, ['fixtures/plan/magic-transit/config.edge.yaml'], io())).rejects.toThrow("--current: no such file or folder: nowhere");
  });

  it('exits 2 when a current-state file cannot be placed at a scope', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'edgelint-plan-cli-'));
    try {
      mkdirSync(join(dir, 'state'));
      writeFileSync(join(dir, 'state', 'esc.json'), '{ "always": true }\n');
      writeFileSync(
        join(dir, 'config.edge.yaml'),
        'account:\n  id: 01a7362d577a6c3019a474fd6f485823\n  esc: { disable: { always: true } }\nzones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    esc: { disable: { always: true } }\n',
      );
      const o = io(dir);
      const code = await planCommand({ ...NOW, current: ['state'] }, ['config.edge.yaml'], o);
      expect(code).toBe(2);
      expect(o.err).toContain('state/esc.json:1:1: cannot tell which scope this ESC setting belongs to');
      expect(o.out).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('errors the suppressions file hides from edgelint still stop the plan, and it says why', () => {
  const zone = (directive = ''): string =>
    `zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    name: shop.example.com\n    esc:\n${directive}      disable: { always: true }\n`;
  const RECORDED = '{\n  "edge/zone.yaml": {\n    "esc/removal-deadline": {\n      "count": 1\n    }\n  }\n}\n';
  it.each<{ name: string; files: Record<string, string>; lint: number; plan: number; err: string }>([
    {
      name: 'an error recorded in edgelint-suppressions.json: edgelint passes, the plan refuses and names the file',
      files: { 'edge/zone.yaml': zone(), 'edgelint-suppressions.json': RECORDED },
      lint: 0,
      plan: 1,
      err:
        'edge/zone.yaml:5:7  error  ESC was removed on 2024-01-01, so this disable setting has no effect; delete it.  esc/removal-deadline\n' +
        'edgelint: edgelint-suppressions.json records this error, so `edgelint` does not report it; a plan sends the configuration as it is, suppressed errors included\n' +
        'edgelint: no plan: the configuration has 1 lint error in 1 file, and a plan is made only from a configuration the API would accept; fix it, or plan anyway with --force\n',
    },
    {
      name: 'an error without a suppressions file: no word about one',
      files: { 'edge/zone.yaml': zone() },
      lint: 1,
      plan: 1,
      err:
        'edge/zone.yaml:5:7  error  ESC was removed on 2024-01-01, so this disable setting has no effect; delete it.  esc/removal-deadline\n' +
        'edgelint: no plan: the configuration has 1 lint error in 1 file, and a plan is made only from a configuration the API would accept; fix it, or plan anyway with --force\n',
    },
    {
      // A directive says the finding does not apply here (with its reason): edgelint and plan both take it.
      name: 'an error a directive suppresses: both pass',
      files: { 'edge/zone.yaml': zone('      # edgelint-disable-next-line esc/removal-deadline -- deleted in the next release\n') },
      lint: 0,
      plan: 0,
      err: '',
    },
  ])('$name', async ({ files, lint, plan, err }) => {
    const dir = project({ ...files, '.edgelintrc.yaml': 'now: 2024-06-01\n' });
    const linted = await cli([], dir);
    const planned = await cli(['plan', '-f', 'json'], dir);
    expect([linted.code, planned.code, planned.stderr]).toEqual([lint, plan, err]);
  });
});
