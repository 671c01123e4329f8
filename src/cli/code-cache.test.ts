/**
 * The V8 code cache of the CLI and the worker threads (code-cache.ts): it
 * never changes what edgelint does, whatever state its folder is in. Runs
 * the built command (`npm test` builds first).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { packageRoot } from '../package-info.js';
import { DEFER_OPTIMISER_BELOW_BYTES, DEFER_OPTIMISER_FROM_BYTES } from '../api/optimiser-deferral.js';
import { cacheFolder, readCacheFile } from './code-cache.js';

const edgelint = (cacheHome: string, args: readonly string[] = ['--version']) =>
  spawnSync(process.execPath, [join(packageRoot(), 'dist/bin.cjs'), ...args], { env: { PATH: process.env['PATH'] ?? '', XDG_CACHE_HOME: cacheHome }, encoding: 'utf8' });

describe('cacheFolder', () => {
  it('XDG_CACHE_HOME, else the home folder; none when switched off, or when there is no home (a user id without a passwd entry)', () => {
    expect(cacheFolder({ XDG_CACHE_HOME: '/c' }, () => '/h')).toBe(process.platform === 'win32' ? undefined : join('/c', 'edgelint'));
    if (process.platform !== 'win32') expect(cacheFolder({}, () => '/h')).toBe(join('/h', '.cache', 'edgelint'));
    expect(cacheFolder({ NODE_DISABLE_COMPILE_CACHE: '1', XDG_CACHE_HOME: '/c' }, () => '/h')).toBeUndefined();
    const noHome = (): string => {
      throw new Error('uv_os_homedir returned ENOENT');
    };
    expect(cacheFolder({}, noHome)).toBeUndefined();
  });
});

describe('readCacheFile', () => {
  const header = (json: string, declared = Buffer.byteLength(json)): Buffer => {
    const length = Buffer.alloc(4);
    length.writeUInt32LE(declared);
    return Buffer.concat([Buffer.from('ELCC'), length, Buffer.from(json), Buffer.from([1, 2, 3])]);
  };

  it('reads the parts and V8’s data after them', () => {
    const read = readCacheFile(header('["load:yaml","visit:rule"]'));
    expect(read && { parts: [...read.parts], data: [...read.data] }).toEqual({ parts: ['load:yaml', 'visit:rule'], data: [1, 2, 3] });
  });

  it.each([
    ['a file of an older edgelint (V8’s data alone)', Buffer.from([0xc0, 0xde, 0, 0, 1, 2, 3, 4])],
    ['a file too short for its header', Buffer.from('ELCC')],
    ['parts longer than the file', header('[]', 1000)],
    ['parts that are not JSON', header('[load')],
    ['parts that are not names', header('[1, 2]')],
  ])('is none for %s (the cache is then written anew)', (_name, bytes) => {
    expect(readCacheFile(bytes)).toBeUndefined();
  });
});

describe.skipIf(process.platform === 'win32')('the command with its cache', () => {
  // Each run's cache home: a folder of its own, so no test sees another's cache.
  let home: string;
  beforeEach(() => {
    home = mkdtempSync(join(tmpdir(), 'edgelint-code-cache-'));
  });
  afterEach(() => {
    rmSync(home, { recursive: true, force: true });
  });

  it('writes the cache once, and runs the same from it, from a foreign file and when the cache cannot be written; leaves no temporary file', () => {
    const first = edgelint(home);
    expect(first.status).toBe(0);
    const folder = join(home, 'edgelint');
    const [cache] = readdirSync(folder);
    expect(cache).toMatch(/^cli\.help-[0-9a-f]{16}-v[\d.]+-\w+\.v8cache$/);
    expect(edgelint(home).stdout).toBe(first.stdout);
    // Another file under the cache's name (corrupt, or of another build): V8 rejects it and it is written anew.
    writeFileSync(join(folder, cache!), 'not a code cache');
    expect(edgelint(home).stdout).toBe(first.stdout);
    expect(readdirSync(folder)).toEqual([cache]);
    // A folder under the cache's name: the cache cannot be written, and nothing is left behind.
    rmSync(join(folder, cache!));
    mkdirSync(join(folder, cache!));
    expect(edgelint(home)).toMatchObject({ status: 0, stdout: first.stdout, stderr: '' });
    expect(readdirSync(folder)).toEqual([cache]);
  });

  it('is written under the flags it is read with after a lint, plan or report that switched the optimising compiler off (optimiser-deferral.ts)', () => {
    // A ruleset between the thresholds: the lint runs without TurboFan, and sets it back before the cache is written.
    const rules = ['phase: http_request_firewall_custom', 'rules:'];
    for (let i = 0; rules.join('\n').length < DEFER_OPTIMISER_FROM_BYTES * 2; i++) rules.push('  - action: block', `    expression: http.host eq "h${i}.example.com" and ip.src in {192.0.2.0/24}`);
    const config = join(home, 'rules.yaml');
    writeFileSync(config, `${rules.join('\n')}\n`);
    expect(statSync(config).size).toBeLessThan(DEFER_OPTIMISER_BELOW_BYTES);
    // Each command with a cache of its own: lint, plan and report all lint the file that way.
    for (const [command, args] of [
      ['lint', [config, '--format', 'json']],
      ['plan', ['plan', config, '--force', '--format', 'json']],
      ['report', ['report', config, '--format', 'json']],
    ] as const) {
      const first = edgelint(home, args);
      expect([command, first.status]).toEqual([command, 0]);
      const [cache] = readdirSync(join(home, 'edgelint')).filter((file) => file.startsWith(`cli.${command}-`));
      const written = statSync(join(home, 'edgelint', cache!));
      // A cache V8 rejected (flags other than those it was made under) would be written again, as a new file.
      const second = edgelint(home, args);
      expect(second.stdout).toBe(first.stdout);
      const kept = statSync(join(home, 'edgelint', cache!));
      expect([command, kept.ino, kept.mtimeMs]).toEqual([command, written.ino, written.mtimeMs]);
    }
  });

  it('grows to the parts the runs use: a run that used a part the cache lacks writes it again, with both', () => {
    const tf = join(home, 'main.tf');
    writeFileSync(tf, 'resource "cloudflare_ruleset" "x" {\n  zone_id = "z"\n  name = "n"\n  kind = "zone"\n  phase = "http_request_firewall_custom"\n}\n');
    const yaml = join(home, 'rules.yaml');
    writeFileSync(yaml, 'phase: magic_transit\nrules:\n  - action: block\n    expression: tcp.dstport in { 8080 8443 }\n');
    const cache = (): { ino: number; parts: readonly string[] } => {
      const [name] = readdirSync(join(home, 'edgelint')).filter((file) => file.startsWith('cli.lint-'));
      const path = join(home, 'edgelint', name!);
      return { ino: statSync(path).ino, parts: [...(readCacheFile(readFileSync(path))?.parts ?? [])] };
    };
    expect(edgelint(home, [tf]).status).toBe(0);
    const first = cache();
    expect(first.parts).toContain('load:hcl');
    expect(first.parts).not.toContain('load:yaml');
    // The first YAML lint after it: the cache did not hold the YAML reader's functions, so it is written again, with both.
    const yamlRun = edgelint(home, [yaml]);
    expect(yamlRun.status).toBe(0);
    const grown = cache();
    expect(grown.ino).not.toBe(first.ino);
    expect(grown.parts).toEqual(expect.arrayContaining(['load:hcl', 'load:yaml', 'visit:rule']));
    // From then on neither kind of run writes it.
    expect(edgelint(home, [yaml]).stdout).toBe(yamlRun.stdout);
    expect(edgelint(home, [tf]).status).toBe(0);
    expect(cache().ino).toBe(grown.ino);
  });

  it('keeps a cache per command: a lint does not restore what the help screens compiled, nor they what it did', () => {
    const config = join(home, 'rules.yaml');
    writeFileSync(config, 'phase: magic_transit\nrules:\n  - action: block\n    expression: tcp.dstport in { 8080 8443 }\n');
    expect(edgelint(home).status).toBe(0);
    const lint = edgelint(home, [config]);
    expect(lint).toMatchObject({ status: 0, stderr: '' });
    expect(edgelint(home, ['lint', config]).stdout).toBe(lint.stdout);
    expect(edgelint(home, ['rules']).status).toBe(0);
    const names = readdirSync(join(home, 'edgelint')).map((file) => file.split('-')[0]);
    expect(names.sort()).toEqual(['cli.help', 'cli.lint', 'cli.rules']);
  });
});
