/**
 * README "In pre-commit and CI", the plain git hook: the script as the README
 * prints it, installed as `.git/hooks/pre-commit` of a throw-away repository
 * whose `node_modules/.bin/edgelint` is the built binary (as `npm install`
 * leaves it). Committing ordinary files, a deletion, or a fixed edge file
 * passes; a broken edge file whose name has a space and non-ASCII letters is
 * rejected with its finding, and so is a warning (`--max-warnings 0`).
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../package-info.js';

const root = packageRoot();

/** The `sh` block of README "In pre-commit and CI" whose second line names `.git/hooks/pre-commit`. */
function hookScript(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## In pre-commit and CI\n');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 5));
  const block = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!).find((text) => text.split('\n')[1]?.includes('.git/hooks/pre-commit'));
  if (block === undefined) throw new Error('README "In pre-commit and CI" has no git hook block');
  return block;
}

function run(command: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  return spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, NO_COLOR: '1', GIT_AUTHOR_NAME: 'Test', GIT_AUTHOR_EMAIL: 'test@example.test', GIT_COMMITTER_NAME: 'Test', GIT_COMMITTER_EMAIL: 'test@example.test' },
  });
}

const git = (cwd: string, ...args: string[]): SpawnSyncReturns<string> => run('git', ['-c', 'init.defaultBranch=main', '-c', 'commit.gpgsign=false', ...args], cwd);

function write(dir: string, name: string, text: string): void {
  mkdirSync(dirname(join(dir, name)), { recursive: true });
  writeFileSync(join(dir, name), text);
}

const ZONE = (expression: string): string =>
  `zones:\n  - id: 023e105f4ecef8ad9ca31a8372d0c353\n    rulesets:\n      - phase: http_request_firewall_custom\n        rules:\n          - action: block\n            expression: ${expression}\n`;

describe('the plain git hook of the README', () => {
  it('lints the staged files: ordinary files and deletions pass, a broken or warned edge file is rejected', () => {
    const repo = mkdtempSync(join(tmpdir(), 'edgelint-git-hook-'));
    expect(git(repo, 'init', '-q').status).toBe(0);
    mkdirSync(join(repo, 'node_modules/.bin'), { recursive: true });
    symlinkSync(join(root, 'dist/bin.cjs'), join(repo, 'node_modules/.bin/edgelint'));
    write(repo, '.gitignore', 'node_modules/\n');
    write(repo, '.git/hooks/pre-commit', hookScript());
    chmodSync(join(repo, '.git/hooks/pre-commit'), 0o755);
    const commit = (message: string): SpawnSyncReturns<string> => {
      git(repo, 'add', '-A');
      return git(repo, 'commit', '-q', '-m', message);
    };

    write(repo, 'compose.yaml', 'services:\n  web:\n    image: nginx:1.27\n');
    write(repo, 'edge/zones/café shop/zone b.yaml', ZONE('ip.src eq 192.0.2.1'));
    expect(commit('ordinary and good files').status).toBe(0);

    write(repo, 'edge/zones/café shop/zone b.yaml', ZONE('ip.src eq 192.0.2.300'));
    const broken = commit('a broken edge file');
    expect(broken.status).not.toBe(0);
    // git shows a hook's standard output on its standard error.
    expect(broken.stderr).toContain('  edge/zones/café shop/zone b.yaml:7:35\n  ✖  7:35  `192.0.2.300` is not a valid IP address.  expression/invalid-ip\n');

    write(repo, 'edge/zones/café shop/zone b.yaml', ZONE('ip.geoip.country eq "CH"'));
    const warned = commit('a warning');
    expect(warned.status).not.toBe(0);
    expect(warned.stderr).toContain('edgelint found too many warnings (maximum: 0).');

    rmSync(join(repo, 'edge/zones/café shop/zone b.yaml'));
    expect(commit('a deletion only').status).toBe(0);
  });
});
