/**
 * The hook of `.pre-commit-hooks.yaml`, driven by the real `pre-commit`
 * program (Debian's package; `.ci/run` installs it). A snapshot of this
 * working tree becomes a hook repository at a commit; pre-commit installs the
 * hook from it the way it does from GitHub (clone, `npm install` with its
 * `prepare` build, `npm pack`, install into the hook's environment). A
 * throw-away repository then holds edge configuration next to the ordinary
 * YAML and JSON a repository has: committing a broken edge file is rejected
 * with the finding shown; committing it fixed, with all the ordinary files,
 * passes.
 *
 * Slow (about a minute: the install), so one install serves both commits.
 * Skipped with a reason only where `pre-commit` is not installed and CI is
 * not set; in CI a missing `pre-commit` fails the test.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../package-info.js';
import { LOOKALIKE_FILES } from '../testing/ordinary-files.js';

const preCommitFound = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' }).status === 0;
const inCi = Boolean(process.env['CI']);

const BROKEN_WAF = 'phase: http_request_firewall_custom\nrules:\n  - action: blok\n    expression: http.host eq "example.com"\n';
const GOOD_WAF = 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: http.host eq "example.com"\n';
const tfRuleset = (expression: string): string =>
  `resource "cloudflare_ruleset" "waf" {\n  zone_id = var.zone_id\n  name    = "waf"\n  kind    = "zone"\n  phase   = "http_request_firewall_custom"\n  rules = [{\n    action     = "block"\n    expression = "${expression}"\n  }]\n}\n`;
const BROKEN_TF = tfRuleset('ip.src in {10.0.0.0/33}');
const GOOD_TF = tfRuleset('ip.src in {10.0.0.0/8}');

/** Ordinary files of a repository, none of them edge configuration (some with top-level `rules`, `logging`, `phase`, …). */
const ORDINARY: Record<string, string> = {
  ...LOOKALIKE_FILES,
  '.github/workflows/ci.yml': 'name: ci\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v5\n      - run: npm test\n',
  'compose.yaml': 'services:\n  web:\n    image: nginx:1.27\n    ports: ["8080:80"]\n',
  'package.json': '{\n  "name": "site",\n  "private": true,\n  "scripts": { "test": "echo ok" }\n}\n',
  // tsconfig.json is JSON with comments, which no JSON parser accepts.
  'tsconfig.json': '{\n  // the compiler options\n  "compilerOptions": { "strict": true, },\n}\n',
  'api/openapi.yaml': 'openapi: 3.1.0\ninfo:\n  title: Site API\n  version: 1.0.0\npaths:\n  /health:\n    get:\n      responses:\n        "200":\n          description: OK\n',
  '.edgelintrc.yaml': 'now: 2023-11-01\n',
  // Terraform that manages no edge configuration, and variable values (identify tags both `terraform`).
  'infra/aws.tf': 'resource "aws_s3_bucket" "logs" {\n  bucket = "site-logs"\n}\n',
  'infra/prod.tfvars': 'zone_id = "023e105f4ecef8ad9ca31a8372d0c353"\n',
  // A request test beside the edge file: `edgelint test` runs it, lint leaves it alone.
  'edge/waf.edgetest.yaml': 'tests:\n  - name: example.com is blocked\n    request: { url: "https://example.com/" }\n    expect: { action: block }\n',
};

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): SpawnSyncReturns<string> {
  return spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    timeout: 480_000,
    env: { ...process.env, NO_COLOR: '1', GIT_AUTHOR_NAME: 'Test', GIT_AUTHOR_EMAIL: 'test@example.test', GIT_COMMITTER_NAME: 'Test', GIT_COMMITTER_EMAIL: 'test@example.test', ...env },
  });
}

function git(cwd: string, ...args: string[]): SpawnSyncReturns<string> {
  const r = run('git', ['-c', 'init.defaultBranch=main', '-c', 'commit.gpgsign=false', ...args], cwd);
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r;
}

function write(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
}

/** This working tree (tracked and untracked files, not the ignored ones such as node_modules and dist) committed in a new repository. */
function hookRepository(base: string): { path: string; rev: string } {
  const root = packageRoot();
  const listed = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], root);
  if (listed.status !== 0) throw new Error(`the pre-commit hook test copies this working tree with git, which failed: ${listed.stderr}`);
  const path = join(base, 'edgelint-hooks');
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    try {
      cpSync(join(root, file), join(path, file));
    } catch (error) {
      // A file deleted but not yet staged is still listed; it is not part of the tree.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  git(path, 'init', '-q');
  git(path, 'add', '-A');
  git(path, 'commit', '-q', '-m', 'snapshot');
  return { path, rev: git(path, 'rev-parse', 'HEAD').stdout.trim() };
}

describe.skipIf(!preCommitFound && !inCi)('the pre-commit hook (skipped: the `pre-commit` program is not installed; .ci/run installs it)', () => {
  it('rejects a commit with broken edge files (YAML and Terraform) and shows the findings; passes the fixed files with every ordinary file', () => {
    if (!preCommitFound) throw new Error('CI must have the `pre-commit` program: .ci/run installs Debian\'s pre-commit');
    const base = mkdtempSync(join(tmpdir(), 'edgelint-pre-commit-'));
    const hooks = hookRepository(base);
    const repo = join(base, 'site');
    mkdirSync(repo);
    git(repo, 'init', '-q');
    write(repo, {
      ...ORDINARY,
      '.pre-commit-config.yaml': `repos:\n  - repo: ${hooks.path}\n    rev: ${hooks.rev}\n    hooks:\n      - id: edgelint\n`,
      'edge/waf.yaml': BROKEN_WAF,
      'infra/cloudflare.tf': BROKEN_TF,
    });
    // Its own cache, so the hook is installed from this snapshot; npm reads its packages from npm's cache where it can.
    const env = { PRE_COMMIT_HOME: join(base, 'pre-commit-cache'), npm_config_prefer_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false' };
    const install = run('pre-commit', ['install', '--install-hooks'], repo, env);
    expect(install.status, `${install.stdout}\n${install.stderr}`).toBe(0);

    git(repo, 'add', '-A');
    const rejected = run('git', ['commit', '-m', 'broken'], repo, env);
    const rejectedOutput = `${rejected.stdout}\n${rejected.stderr}`;
    expect(rejected.status, rejectedOutput).not.toBe(0);
    expect(rejectedOutput).toMatch(/edgelint\.+Failed/);
    expect(rejectedOutput).toContain('edge/waf.yaml');
    expect(rejectedOutput).toMatch(/3:13 +.*blok.*ruleset\/known-action/);
    expect(rejectedOutput).toContain('infra/cloudflare.tf');
    expect(rejectedOutput).toMatch(/8:39 +.*\/33.*expression\/invalid-ip/);
    // Only the edge file was judged: none of the ordinary files is named.
    for (const name of Object.keys(ORDINARY)) expect(rejectedOutput).not.toContain(name);
    expect(run('git', ['rev-parse', '--verify', '-q', 'HEAD'], repo).status).not.toBe(0);

    write(repo, { 'edge/waf.yaml': GOOD_WAF, 'infra/cloudflare.tf': GOOD_TF });
    git(repo, 'add', '-A');
    const passed = run('git', ['commit', '-m', 'edge configuration'], repo, env);
    const passedOutput = `${passed.stdout}\n${passed.stderr}`;
    expect(passed.status, passedOutput).toBe(0);
    expect(passedOutput).toMatch(/edgelint\.+Passed/);
    const committed = git(repo, 'show', '--name-only', '--format=', 'HEAD').stdout.split('\n').filter(Boolean).sort();
    expect(committed).toEqual([...Object.keys(ORDINARY), '.pre-commit-config.yaml', 'edge/waf.yaml', 'infra/cloudflare.tf'].sort());
  }, 540_000);
});
