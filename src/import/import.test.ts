/**
 * `edgelint import`: every fixture with exports is imported and planned
 * against the same exports — "No changes", with the imported manifests
 * linting clean enough to plan — and the manifests never hold a secret of
 * the exports. Exports that cannot be imported correctly write nothing.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../package-info.js';
import { cli, project } from '../testing/cli-project.js';

const fixtures = join(packageRoot(), 'fixtures');
const ACCOUNT = '01a7362d577a6c3019a474fd6f485823';
const EXAMPLE_COM = 'example.com=023e105f4ecef8ad9ca31a8372d0c353';

/** Every fixture with exports, with the ids its owner knows (the exports' folders name zones by host name or `account`). */
const WITH_EXPORTS: Readonly<Record<string, { exports: string; args: readonly string[]; secrets?: readonly string[] }>> = {
  'plan/drift': { exports: 'current', args: ['--account', ACCOUNT, '--zone', EXAMPLE_COM] },
  'plan/esc-always': { exports: 'current', args: ['--zone', EXAMPLE_COM] },
  'plan/no-changes': { exports: 'current', args: ['--account', ACCOUNT, '--zone', EXAMPLE_COM] },
  // Zones by id and by host name, account rulesets listed and read one by one, lists as a manifest, secrets.
  'import/estate': {
    exports: 'exports',
    args: ['--account', ACCOUNT, '--zone', 'shop.example.net=9a8b7c6d5e4f43a2b1c0d9e8f7a6b5c4'],
    secrets: ['Zq3v0dYk4nPxLw8sTb2m', 'AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMIK7MDENGbPxRfiCYEXAMPLEKEY', '00000000000000000000'],
  },
  // Credentials in the userinfo, a header and a query parameter of destinations (every one marked SEKRIT).
  secrets: { exports: 'current', args: [], secrets: ['SEKRIT'] },
};

it('covers every fixture that has exports', () => {
  const dirs = globSync(['**/current', '**/exports'], { cwd: fixtures, onlyDirectories: true }).flatMap((d) => /^(.*)\/(current|exports)\/?$/.exec(d)?.[1] ?? []);
  expect(dirs.sort()).toEqual(Object.keys(WITH_EXPORTS).sort());
});

describe.each(Object.entries(WITH_EXPORTS))('edgelint import fixtures/%s', (name, { exports, args, secrets = [] }) => {
  const dir = join(fixtures, name);
  const out = mkdtempSync(join(tmpdir(), 'edgelint-import-'));

  it('writes one manifest per scope, which plans no changes against the same exports', async () => {
    const imported = await cli(['import', exports, ...args, '--output-dir', out], dir);
    expect(imported.stderr.split('\n').filter((l) => l && !l.startsWith('edgelint: note: '))).toEqual([]);
    expect(imported.code).toBe(0);
    const written = readdirSync(out).sort();
    expect(written.length).toBeGreaterThan(0);
    expect(imported.stdout.trim().split('\n').map((p) => p.split('/').pop()).sort()).toEqual(written);
    const plan = await cli(['plan', out, '--current', exports, '--now', '2023-11-01'], dir);
    expect(plan.stderr).toBe('');
    expect(plan.code).toBe(0);
    expect(plan.stdout).toMatch(/^No changes\. The account and zones match the configuration\./m);
    const text = written.map((f) => readFileSync(join(out, f), 'utf8')).join('\n');
    for (const secret of secrets) expect(text).not.toContain(secret);
  });
});

describe('what import refuses', () => {
  const ENTRYPOINT = '{"result": {"id": "c4d5e6f7a8b94c0d1e2f3a4b5c6d7e8f", "kind": "zone", "phase": "http_request_firewall_custom", "rules": []}}';

  it('a zone known only by its folder name: its id is asked for, nothing is written', async () => {
    const dir = project({ 'exports/example.com/http_request_firewall_custom.json': ENTRYPOINT });
    const out = await cli(['import', 'exports'], dir);
    expect(out).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'edgelint: import: zone example.com (exports/example.com/http_request_firewall_custom.json) has no id in the exports; name it with --zone example.com=<zone id>\n' +
        'edgelint: import: exports/example.com/http_request_firewall_custom.json:1:2: cannot tell which zone this object belongs to; put the file in a folder named after the zone\'s id or name (or `account`)\n' +
        'edgelint: nothing imported: the manifests would not describe the exports correctly\n',
    });
    expect(existsSync(join(dir, 'edge'))).toBe(false);
    expect((await cli(['import', 'exports', '--zone', 'example.com=023e105f4ecef8ad9ca31a8372d0c353'], dir)).stdout).toBe('edge/example.com.yaml\n');
  });

  it('a list exported without its items, which a manifest would plan as removed', async () => {
    const dir = project({ 'exports/account/lists.json': '{"result": [{"id": "2c0fc9fa937b11eaa1b71c4d701ab86e", "name": "office_ips", "kind": "ip", "num_items": 2}]}' });
    const out = await cli(['import', 'exports', '--account', ACCOUNT], dir);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('edgelint: import: exports/account/lists.json: list `office_ips` is exported without its items');
  });

  it('a file that is not an API response or a manifest, or not JSON at all', async () => {
    const dir = project({ 'exports/example.com/notes.json': '{"owner": "web team"}', 'exports/example.com/broken.json': '{"result": [' });
    const out = await cli(['import', 'exports', '--zone', EXAMPLE_COM], dir);
    expect(out.code).toBe(2);
    const notes = 'exports/example.com/notes.json:1:1: not a current state edgelint reads (a mapping with keys `owner`); expected an exported GET response';
    expect(out.stderr).toContain(`edgelint: import: ${notes}`);
    expect(out.stderr).toContain('edgelint: import: exports/example.com/broken.json:1:13: Unexpected end of file: the `[` at line 1, column 12 is never closed.\n');
    // The checks of `plan --current`, word for word: one check serves both.
    const plan = await cli(['plan', '--current', 'exports'], project({ 'edge/zone.yaml': 'zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n', 'exports/example.com/notes.json': '{"owner": "web team"}' }));
    expect(plan.code).toBe(2);
    expect(plan.stderr).toContain(`edgelint: --current: ${notes}`);
  });

  it('an output folder that cannot be written: a usage error that says why', async () => {
    const exports = { 'exports/023e105f4ecef8ad9ca31a8372d0c353/http_request_firewall_custom.json': ENTRYPOINT };
    const file = await cli(['import', 'exports', '--output-dir', 'taken'], project({ ...exports, taken: 'a file\n' }));
    expect([file.code, file.stderr]).toEqual([2, 'edgelint: cannot write taken/023e105f4ecef8ad9ca31a8372d0c353.yaml: a file stands where a folder of the path should be\n']);
    // Two zones; the second one's manifest path is a folder: refused before the first is written.
    const dir = project({ ...exports, 'exports/9a7806061c88ada191ed06f989cc3dac/http_request_firewall_custom.json': ENTRYPOINT });
    mkdirSync(join(dir, 'edge/9a7806061c88ada191ed06f989cc3dac.yaml'), { recursive: true });
    const folder = await cli(['import', 'exports', '--force'], dir);
    expect([folder.code, folder.stderr]).toEqual([2, 'edgelint: cannot write edge/9a7806061c88ada191ed06f989cc3dac.yaml: it is a folder\n']);
    expect(existsSync(join(dir, 'edge/023e105f4ecef8ad9ca31a8372d0c353.yaml'))).toBe(false);
  });

  it('a ruleset without kind, at its line and column as plan --current says it', async () => {
    const dir = project({ 'exports/account/r.json': '{\n  "result": {"name": "a", "phase": "http_request_firewall_custom", "rules": []}\n}\n' });
    const out = await cli(['import', 'exports', '--account', ACCOUNT], dir);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('edgelint: import: exports/account/r.json:2:3: a ruleset without `kind` cannot be placed at a zone or the account\n');
  });

  it('an existing manifest, unless --force', async () => {
    const dir = project({ 'exports/023e105f4ecef8ad9ca31a8372d0c353/http_request_firewall_custom.json': ENTRYPOINT });
    expect((await cli(['import', 'exports'], dir)).stdout).toBe('edge/023e105f4ecef8ad9ca31a8372d0c353.yaml\n');
    expect((await cli(['import', 'exports'], dir)).stderr).toBe('edgelint: edge/023e105f4ecef8ad9ca31a8372d0c353.yaml exists already; remove it or import with --force\n');
    expect((await cli(['import', 'exports', '--force'], dir)).code).toBe(0);
    expect(statSync(join(dir, 'edge')).isDirectory()).toBe(true);
    expect(relative(dir, join(dir, 'edge'))).toBe('edge');
  });

  it('links: inside the project followed, unless --no-follow-symlinks; outside it only with --allow-outside-project', async () => {
    const ZONE_ID = '023e105f4ecef8ad9ca31a8372d0c353';
    const dir = project({ 'exported/entrypoint.json': ENTRYPOINT, [`exports/${ZONE_ID}/.keep`]: '' });
    symlinkSync(join(dir, 'exported/entrypoint.json'), join(dir, `exports/${ZONE_ID}/http_request_firewall_custom.json`));
    expect(await cli(['import', 'exports'], dir)).toMatchObject({ code: 0, stdout: `edge/${ZONE_ID}.yaml\n` });
    const noLinks = await cli(['import', 'exports', '--no-follow-symlinks', '--force'], dir);
    expect(noLinks.code).toBe(2);
    expect(noLinks.stderr).toContain('a symbolic link, and links are not followed (--no-follow-symlinks)');

    const outside = project({ [`${ZONE_ID}/http_request_firewall_custom.json`]: ENTRYPOINT });
    const linked = project({ 'exports/.keep': '' });
    symlinkSync(join(outside, ZONE_ID), join(linked, `exports/${ZONE_ID}`));
    const refused = await cli(['import', 'exports'], linked);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('outside the project (--allow-outside-project follows it)');
    expect(await cli(['import', 'exports', '--allow-outside-project'], linked)).toMatchObject({ code: 0, stdout: `edge/${ZONE_ID}.yaml\n` });
  });
});
