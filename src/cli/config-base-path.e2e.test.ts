/**
 * The built binary run where users run it — an editor integration, a
 * monorepo package's script, `cd infra/zones && npx edgelint` — in a
 * subfolder of the package.json that holds the configuration: its `files`,
 * `ignores` and `overrides` apply as they do beside it (patterns relative to
 * the configuration's folder), and paths are printed relative to the working
 * folder. Standard input, `--print-config` and `plan` go through the same base.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../package-info.js';
import { tempProject } from '../testing/temp-project.js';

const BIN = join(packageRoot(), 'dist/bin.cjs');

const BROKEN = 'phase: magic_transit\nrules:\n  - action: blok\n    expression: "true"\n';

/** The configuration as a monorepo keeps it: in the root package.json. */
const PACKAGE = {
  packageJson: JSON.stringify({
    name: 'monorepo',
    private: true,
    edgelint: { files: ['infra/**/*.yaml'], ignores: ['infra/generated/**'], overrides: [{ files: ['infra/legacy/**'], rules: { 'ruleset/known-action': 'off' } }] },
  }),
};

function edgelint(args: readonly string[], cwd: string, input?: string): { status: number | null; stdout: string; stderr: string } {
  if (!existsSync(BIN)) throw new Error('dist/ is missing: run `npm run build` (npm test does)');
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', timeout: 60_000, env: { ...process.env, NO_COLOR: '1' }, ...(input === undefined ? {} : { input }) });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const finding = (path: string): string => `\n  ${path}:3:13\n  ✖  3:13  Unknown action \`blok\`; did you mean \`block\`?  ruleset/known-action\n`;

describe('the built CLI in a subfolder of the configuration', () => {
  const dir = tempProject({ 'infra/zones/a.yaml': BROKEN, 'infra/legacy/old.yaml': BROKEN, 'infra/generated/gen.yaml': BROKEN }, PACKAGE);

  it.each([
    { cwd: '.', stdout: `${finding('infra/zones/a.yaml')}\n  1 error\n` },
    { cwd: 'infra', stdout: `${finding('zones/a.yaml')}\n  1 error\n` },
    { cwd: 'infra/zones', stdout: `${finding('a.yaml')}\n  1 error\n` },
  ])('in $cwd: the same findings, paths relative to the working folder', ({ cwd, stdout }) => {
    expect(edgelint([], join(dir, cwd))).toEqual({ status: 1, stdout, stderr: '' });
  });

  it('standard input named as a file of a subfolder gets that file\'s override', () => {
    expect(edgelint(['--stdin', '--stdin-filename', 'piped.yaml'], join(dir, 'infra/legacy'), BROKEN)).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it('--print-config in a subfolder names the override that applies', () => {
    const out = edgelint(['--print-config', 'old.yaml'], join(dir, 'infra/legacy'));
    const printed = JSON.parse(out.stdout) as { overrides: number[]; rules: Record<string, unknown> };
    expect([out.status, printed.overrides, printed.rules['ruleset/known-action']]).toEqual([0, [0], 'off']);
  });

  it('plan in a subfolder: the ignored file is not read, the override lets the legacy one through, and the plan is made', () => {
    const zone = 'zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules:\n          - action: block\n            expression: ip.src eq 192.0.2.1\n';
    const planned = tempProject({ 'infra/zones/zone.yaml': zone, 'infra/legacy/old.yaml': BROKEN, 'infra/generated/gen.yaml': BROKEN }, PACKAGE);
    const out = edgelint(['plan'], join(planned, 'infra'));
    expect([out.status, out.stdout.includes('in `zones/zone.yaml`'), out.stdout.includes('(`legacy/old.yaml`)'), out.stdout.includes('gen.yaml')]).toEqual([0, true, true, false]);
  });
});
