/**
 * `cache` (issue 15): a second run over unchanged files reuses every
 * result, and each kind of change re-lints exactly what it affects — a
 * file, the configuration (rules, an override, `--now`, `--tier`,
 * `--removal-date`, `--rule`, the account lists), a zone's entry points,
 * edgelint's version. A corrupt or foreign cache file is rebuilt; `fix`
 * runs do not trust a result they would change; no secret is kept in clear.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, project } from '../testing/cli-project.js';
import { makeResult } from '../engine/lint-result.js';
import { DEFAULT_CACHE_FILE } from './cache-location.js';
import { LintCache } from './lint-cache.js';
import { lint, type LintProjectOptions } from './lint.js';

const ZONE = `zones:
  - id: 023e105f4ecef8ad9ca31a8372d0c353
    name: example.com
    rulesets:
      - phase: http_request_firewall_custom
        rules:
          - action: block
            expression: ip.src in $blocked_ips
          - action: block
            expression: http.request.uri.path matches "^/admin"
`;
const SECOND_ENTRY_POINT = `      - phase: http_request_firewall_custom
        rules:
          - action: log
            expression: http.host eq "example.com"
`;
const ESC = `zones:
  - id: 9a7806061c88ada191ed06f989cc3dac
    name: shop.example.com
    esc:
      behaviours:
        - use_case: rewrite_sni
          when: http.host eq "shop.example.com"
          value: origin.example.com
`;
const FIXABLE = 'phase: http_request_firewall_custom\nrules:\n  - action: block\n    expression: http.request.uri.path matches "wp-login"\n';
const CLEAN = 'phase: magic_transit\nrules:\n  - action: block\n    expression: tcp.dstport in { 8080 8443 }\n';
const NOT_EDGE = '{"compilerOptions": {"strict": true}}\n';
const CONFIG = `files: ["edge/**/*.yaml"]
lists: { blocked_ips: ip }
overrides:
  - files: ["edge/legacy/**"]
    rules: { expression/prefer-contains: off }
`;

function estate(): string {
  return project({
    '.edgelintrc.yaml': CONFIG,
    'edge/zone.yaml': ZONE,
    'edge/esc.yaml': ESC,
    'edge/fixable.yaml': FIXABLE,
    'edge/legacy/old.yaml': FIXABLE,
    'edge/legacy/clean.yaml': CLEAN,
    'tsconfig.json': NOT_EDGE,
  });
}

const names = (dir: string, paths: readonly string[] = []): string[] => paths.map((p) => p.slice(dir.length + 1));
const ALL = ['edge/esc.yaml', 'edge/fixable.yaml', 'edge/legacy/clean.yaml', 'edge/legacy/old.yaml', 'edge/zone.yaml', 'tsconfig.json'];

/** A cached run over `edge` and `tsconfig.json`: which files it linted (the rest came from the cache). */
async function cachedRun(dir: string, options: LintProjectOptions = {}) {
  const run = await lint({ cwd: dir, patterns: ['edge', 'tsconfig.json'], concurrency: 'off', cache: true, ...options });
  return { ...run, linted: names(dir, run.cache?.linted) };
}

describe('a second run over unchanged files', () => {
  it('reuses every result, the same results as a run without the cache, and the CLI prints the same bytes', async () => {
    const dir = estate();
    const first = await cachedRun(dir);
    expect(first.linted).toEqual(ALL);
    expect(existsSync(join(dir, DEFAULT_CACHE_FILE))).toBe(true);
    const written = readFileSync(join(dir, DEFAULT_CACHE_FILE), 'utf8');
    // Marked, to see whether the second run writes the file again: it has nothing new to keep.
    writeFileSync(join(dir, DEFAULT_CACHE_FILE), `${written} `);
    const second = await cachedRun(dir);
    expect(second.linted).toEqual([]);
    expect(second.cache?.reused).toBe(6);
    expect(second.results).toEqual(first.results);
    expect(readFileSync(join(dir, DEFAULT_CACHE_FILE), 'utf8')).toBe(`${written} `);
    expect(second.results).toEqual((await lint({ cwd: dir, patterns: ['edge', 'tsconfig.json'] })).results);
    const uncached = await cli(['edge', '--format', 'json'], dir);
    expect(await cli(['edge', '--cache', '--format', 'json'], dir)).toEqual(uncached);
    expect(await cli(['edge', '--cache', '--format', 'json'], dir)).toEqual(uncached);
  });

  it('with worker threads, fills and reads the same cache', async () => {
    const dir = estate();
    const first = await cachedRun(dir, { concurrency: 2 });
    const second = await cachedRun(dir, { concurrency: 2 });
    expect(second.linted).toEqual([]);
    expect(second.results).toEqual(first.results);
  });
});

describe('a change re-lints what it affects', () => {
  it('a file: that file only', async () => {
    const dir = estate();
    await cachedRun(dir);
    writeFileSync(join(dir, 'edge/legacy/clean.yaml'), CLEAN.replace('8443', '8444'));
    expect((await cachedRun(dir)).linted).toEqual(['edge/legacy/clean.yaml']);
  });

  it('a rule of the configuration: every file whose folded settings it changes (not those an override turns it off for)', async () => {
    const dir = estate();
    await cachedRun(dir);
    writeFileSync(join(dir, '.edgelintrc.yaml'), `${CONFIG}rules: { expression/prefer-contains: error }\n`);
    const run = await cachedRun(dir);
    expect(run.linted).toEqual(['edge/esc.yaml', 'edge/fixable.yaml', 'edge/zone.yaml', 'tsconfig.json']);
    expect(run.results.find((r) => r.filePath.endsWith('edge/fixable.yaml'))!.messages.find((m) => m.ruleId === 'expression/prefer-contains')?.severity).toBe(2);
  });

  it('an override: the files it applies to', async () => {
    const dir = estate();
    await cachedRun(dir);
    writeFileSync(join(dir, '.edgelintrc.yaml'), CONFIG.replace('expression/prefer-contains: off', 'expression/prefer-contains: off, ruleset/known-action: warn'));
    expect((await cachedRun(dir)).linted).toEqual(['edge/legacy/clean.yaml', 'edge/legacy/old.yaml']);
  });

  it.each([
    ['--now', { now: '2023-12-01' }],
    ['--tier', { tier: 'free' }],
    ['--removal-date', { removalDate: '2024-06-30' }],
    ['--rule', { rules: ['esc/removal-countdown:error'] }],
  ])('%s: every file', async (_flag, overrides) => {
    const dir = estate();
    await cachedRun(dir);
    expect((await cachedRun(dir, { overrides })).linted).toEqual(ALL);
    expect((await cachedRun(dir, { overrides })).linted).toEqual([]);
    expect((await cachedRun(dir)).linted).toEqual(ALL);
  });

  it('an account list declared in the configuration: the files that read lists see the change', async () => {
    const dir = estate();
    const before = await cachedRun(dir);
    const unknownList = (run: typeof before) => run.results.find((r) => r.filePath.endsWith('edge/zone.yaml'))!.messages.filter((m) => m.ruleId === 'expression/unknown-list').length;
    expect(unknownList(before)).toBe(0);
    writeFileSync(join(dir, '.edgelintrc.yaml'), CONFIG.replace('lists: { blocked_ips: ip }', 'lists: { office_ips: ip }'));
    const after = await cachedRun(dir);
    expect(after.linted).toEqual(ALL);
    expect(unknownList(after)).toBe(1);
  });

  it("a zone's entry points: the zone's file, whose second entry point in a phase is then reported", async () => {
    const dir = estate();
    await cachedRun(dir);
    writeFileSync(join(dir, 'edge/zone.yaml'), ZONE + SECOND_ENTRY_POINT);
    const run = await cachedRun(dir);
    expect(run.linted).toEqual(['edge/zone.yaml']);
    expect(run.results.find((r) => r.filePath.endsWith('edge/zone.yaml'))!.messages.map((m) => m.ruleId)).toContain('ruleset/one-entry-point-per-phase');
  });

  it("edgelint's version (or the rules it knows): every file", async () => {
    const dir = estate();
    await cachedRun(dir);
    const path = join(dir, DEFAULT_CACHE_FILE);
    const data = JSON.parse(readFileSync(path, 'utf8')) as { run: string };
    writeFileSync(path, JSON.stringify({ ...data, run: 'written-by-edgelint-0.0.1' }));
    expect((await cachedRun(dir)).linted).toEqual(ALL);
  });

  it('with the metadata strategy, an unchanged size and modification time are trusted without hashing; a touched file is hashed', async () => {
    const dir = estate();
    await cachedRun(dir, { cacheStrategy: 'metadata' });
    const file = join(dir, 'edge/legacy/clean.yaml');
    const later = new Date(statSync(file).mtimeMs + 60_000);
    utimesSync(file, later, later);
    // Touched, same content: hashed, and reused.
    expect((await cachedRun(dir, { cacheStrategy: 'metadata' })).linted).toEqual([]);
    // Changed, same size, modification time put back: metadata cannot tell (ESLint's trade-off); content can.
    writeFileSync(file, CLEAN.replace('8443', '8444'));
    utimesSync(file, later, later);
    expect((await cachedRun(dir, { cacheStrategy: 'metadata' })).linted).toEqual([]);
    expect((await cachedRun(dir, { cacheStrategy: 'content' })).linted).toEqual(['edge/legacy/clean.yaml']);
  });
});

describe('the cache file', () => {
  it.each([
    ['corrupt', '\u0000\u0001not json at all'],
    ['truncated', '{"edgelintCache": 1, "run": "'],
    ['foreign', '{"compilerOptions": {}}'],
    ['of a wrong shape', '{"edgelintCache": 1, "run": "x", "files": {"edge/zone.yaml": {"content": 1}}}'],
    ['a list', '[1, 2, 3]'],
  ])('%s: ignored and written anew, never a crash', async (_kind, text) => {
    const dir = estate();
    const expected = (await lint({ cwd: dir, patterns: ['edge', 'tsconfig.json'] })).results;
    writeFileSync(join(dir, DEFAULT_CACHE_FILE), text);
    const run = await cachedRun(dir);
    expect(run.results).toEqual(expected);
    expect(run.linted).toEqual(ALL);
    expect((await cachedRun(dir)).linted).toEqual([]);
  });

  it('a cached entry whose findings are not findings is not trusted', async () => {
    const dir = estate();
    await cachedRun(dir);
    const path = join(dir, DEFAULT_CACHE_FILE);
    const data = JSON.parse(readFileSync(path, 'utf8')) as { files: Record<string, { result: unknown }> };
    data.files['edge/zone.yaml']!.result = { messages: [{ message: 'forged' }], suppressedMessages: [] };
    writeFileSync(path, JSON.stringify(data));
    const run = await cachedRun(dir);
    expect(run.linted).toEqual(['edge/zone.yaml']);
    expect(run.results.flatMap((r) => r.messages).map((m) => m.message)).not.toContain('forged');
  });

  it('--cache-location: a file, or .edgelintcache in a folder; a location that cannot be written is said, the results stand', async () => {
    const dir = estate();
    await cachedRun(dir, { cacheLocation: 'build/lint-cache.json' });
    expect(existsSync(join(dir, 'build/lint-cache.json'))).toBe(true);
    await cachedRun(dir, { cacheLocation: 'cache-folder/' });
    expect(existsSync(join(dir, 'cache-folder', DEFAULT_CACHE_FILE))).toBe(true);
    mkdirSync(join(dir, 'existing'));
    expect((await cachedRun(dir, { cacheLocation: 'existing' })).cache?.path).toBe(join(dir, 'existing', DEFAULT_CACHE_FILE));
    writeFileSync(join(dir, 'a-file'), '');
    const blocked = await cachedRun(dir, { cacheLocation: 'a-file/cache' });
    expect(blocked.cache?.problem).toMatch(/^cannot write the cache file .*a-file\/cache \((ENOTDIR|EEXIST)\)$/);
    expect(blocked.results).toEqual((await lint({ cwd: dir, patterns: ['edge', 'tsconfig.json'] })).results);
    const cliRun = await cli(['edge', '--cache', '--cache-location', 'a-file/cache'], dir);
    expect(cliRun.stderr).toContain('edgelint: cannot write the cache file');
    // A folder where the file goes: said, and no temporary file left beside it.
    mkdirSync(join(dir, 'nested', DEFAULT_CACHE_FILE), { recursive: true });
    expect((await cachedRun(dir, { cacheLocation: 'nested' })).cache?.problem).toMatch(/^the cache location .*nested\/\.edgelintcache is a folder; name a file or a folder for the cache$/);
    expect(readdirSync(join(dir, 'nested'))).toEqual([DEFAULT_CACHE_FILE]);
  });

  it('--cache-location never reads or replaces a FIFO, a device or a file that is not a cache (exit 2 on the command line)', async () => {
    const dir = estate();
    execFileSync('mkfifo', [join(dir, 'fifo')]);
    const linted = readFileSync(join(dir, 'edge/zone.yaml'), 'utf8');
    for (const [location, problem] of [
      ['fifo', `the cache location ${join(dir, 'fifo')} is not a regular file; name a file or a folder for the cache`],
      ['edge/zone.yaml', `${join(dir, 'edge/zone.yaml')} is not an edgelint cache and would be overwritten; name another --cache-location`],
    ] as const) {
      const run = await cachedRun(dir, { cacheLocation: location });
      expect(run.cache?.problem).toBe(problem);
      expect(run.results).toEqual((await lint({ cwd: dir, patterns: ['edge', 'tsconfig.json'] })).results);
      expect(await cli(['edge', '--cache', '--cache-location', location], dir)).toEqual({ code: 2, stdout: '', stderr: `edgelint: --cache-location: ${problem}\n` });
    }
    expect(statSync(join(dir, 'fifo')).isFIFO()).toBe(true);
    expect(readFileSync(join(dir, 'edge/zone.yaml'), 'utf8')).toBe(linted);
    // An empty file, and a cache written before, are taken.
    writeFileSync(join(dir, 'empty'), '');
    expect((await cachedRun(dir, { cacheLocation: 'empty' })).cache?.problem).toBeUndefined();
    expect((await cachedRun(dir, { cacheLocation: 'empty' })).cache?.reused).toBeGreaterThan(0);
  });

  it('a run over some files keeps the entries of the others, and drops those of deleted files', async () => {
    const dir = estate();
    await cachedRun(dir);
    await lint({ cwd: dir, patterns: ['edge/zone.yaml'], concurrency: 'off', cache: true });
    expect((await cachedRun(dir)).linted).toEqual([]);
  });

  it('never holds a secret in clear: the findings of a file full of secrets mask them, so it is cached without them', async () => {
    const secrets = readFileSync(join(import.meta.dirname, '../../fixtures/secrets/manifest.edge.yaml'), 'utf8');
    expect(secrets).toMatch(/SEKRIT/);
    const dir = project({ 'edge/secrets.yaml': secrets, 'edge/clean.yaml': CLEAN });
    const first = await lint({ cwd: dir, concurrency: 'off', cache: true });
    const text = readFileSync(join(dir, DEFAULT_CACHE_FILE), 'utf8');
    expect(text).toContain('logpush/destination-secret');
    expect(text).not.toMatch(/SEKRIT/);
    const second = await lint({ cwd: dir, concurrency: 'off', cache: true });
    expect(second.cache?.linted).toEqual([]);
    expect(second.results).toEqual(first.results);
  });

  it('an entry whose text the secret masker would change is not kept: that file is linted every time', () => {
    const dir = project({ 'edge/job.yaml': CLEAN });
    const path = join(dir, DEFAULT_CACHE_FILE);
    const cache = LintCache.open(path, dir, ['r'], 'content');
    const file = join(dir, 'edge/job.yaml');
    const found = cache.lookup(file, 'config', () => ({ bytes: Buffer.from(CLEAN) }), { fix: false, keepSource: true });
    if (found.hit || !('key' in found)) throw new Error('a first lookup misses');
    const secretFix = { range: [0, 0] as const, text: 'https://user:hunter2-password@logs.example.com/in' };
    cache.store(file, found.key, makeResult(file, [{ ruleId: 'x/y', severity: 2, message: 'M.', line: 1, column: 1, endLine: 1, endColumn: 2, suggestions: [{ desc: 'Use it.', fix: secretFix }] }]));
    expect(cache.save()).toBeUndefined();
    expect(readFileSync(path, 'utf8')).not.toContain('hunter2');
    expect(LintCache.open(path, dir, ['r'], 'content').lookup(file, 'config', () => ({ bytes: Buffer.from(CLEAN) }), { fix: false, keepSource: true }).hit).toBe(false);
  });
});

describe('--fix with the cache', () => {
  it('re-lints a file whose cached result has a fix, writes nothing of fixed text to the cache, and reuses the rest', async () => {
    const dir = estate();
    await cachedRun(dir);
    const fixing = await cachedRun(dir, { fix: true });
    // edge/legacy/old.yaml has the same text, but the override turns the fixing rule off there: its cached result stands.
    expect(fixing.linted).toEqual(['edge/fixable.yaml']);
    const fixed = fixing.results.find((r) => r.filePath.endsWith('edge/fixable.yaml'))!;
    expect(fixed.output).toContain('contains "wp-login"');
    expect(fixing.results).toEqual((await lint({ cwd: dir, patterns: ['edge', 'tsconfig.json'], fix: true })).results);
    // The fixed text is not the file's yet: the next fix run computes it again.
    expect((await cachedRun(dir, { fix: true })).linted).toContain('edge/fixable.yaml');
  });

  it('the CLI with --fix --cache writes the fixes, and the next run reuses the fixed files', async () => {
    const dir = estate();
    await cli(['edge', '--cache'], dir);
    await cli(['edge', '--cache', '--fix'], dir);
    expect(readFileSync(join(dir, 'edge/fixable.yaml'), 'utf8')).toContain('contains "wp-login"');
    const after = await cachedRun(dir, { patterns: ['edge'] });
    expect(after.linted).toEqual(['edge/fixable.yaml']);
    expect((await cachedRun(dir, { patterns: ['edge'] })).linted).toEqual([]);
  });
});

it('a file that cannot be read is not cached', async () => {
  const dir = estate();
  chmodSync(join(dir, 'edge/esc.yaml'), 0o000);
  const run = await cachedRun(dir);
  chmodSync(join(dir, 'edge/esc.yaml'), 0o644);
  if (process.getuid?.() === 0) return; // root reads it anyway
  expect(run.results.find((r) => r.filePath.endsWith('edge/esc.yaml'))!.messages[0]?.fatal).toBe(true);
  expect((await cachedRun(dir)).linted).toEqual(['edge/esc.yaml']);
});
