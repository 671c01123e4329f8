/**
 * Running one of edgelint's CommonJS bundles through a V8 code cache, so
 * that a run does not compile its code again — without it compiling takes
 * most of a short run (README "Speed"): the CLI (`dist/bin.cjs` runs
 * `dist/cli.cjs`) and each worker thread of `lint` (`dist/lint-worker.cjs`
 * runs `dist/lint-worker-bundle.cjs`). Node 22 does the same with
 * `module.enableCompileCache()`; Node 20 has only `vm.Script`'s
 * `cachedData`, hence CommonJS.
 *
 * The caches live in the user's cache folder (`$XDG_CACHE_HOME/edgelint`,
 * else `~/.cache/edgelint`; `%LOCALAPPDATA%\edgelint` on Windows), one file
 * per bundle content, Node version and architecture — and, for the CLI, per
 * command, so that a cache holds only what its command runs (restoring a
 * cache takes time in proportion to its size) — written when the thread
 * that found none (or one V8 rejected) ends, so that the functions it
 * compiled are in it. A cache names the parts of edgelint it was written
 * with (src/engine/code-paths.ts: front ends, node kinds, output formats);
 * a short run that used another part writes it again as it ends, so a cache
 * grows to what the runs use instead of staying what the first run needed
 * (after a first run on a `.tf` file, every small YAML lint compiled its
 * reader and rules again: 205–220 ms instead of 118 ms). `NODE_DISABLE_COMPILE_CACHE=1` (Node's own switch)
 * turns them off. Whatever goes wrong with a cache — no folder, no
 * permission — the bundle is simply loaded as usual; the cache never
 * changes what edgelint does.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import vm from 'node:vm';
import { usedCodePaths } from '../engine/code-paths.js';
import { writeFileAtomically } from '../files/write-file-atomically.js';

const CACHE_SUFFIX = '.v8cache';
/** Caches kept of each bundle or command (edgelint versions × Node versions in use), 0.5–2 MB each. */
const CACHES_KEPT = 4;
/** A cache file: these bytes, the length of the parts' JSON (32 bits, little-endian), the JSON, then V8's data. */
const CACHE_MAGIC = Buffer.from('ELCC');
const HEADER_LENGTH = CACHE_MAGIC.length + 4;
/**
 * Only a run this short (seconds since the process started) adds its parts to a cache it read: V8 drops the
 * bytecode of functions a long run stopped calling (bytecode flushing), and a cache written then would name
 * parts it no longer holds. A lint of a few files takes well under it.
 */
const ADD_PARTS_WITHIN_SECONDS = 3;

/** A cache file read: the parts it was written with, and V8's data. */
export interface CacheFile {
  readonly parts: ReadonlySet<string>;
  readonly data: Buffer;
}

/** The cache file's parts and data; `undefined` for a file that is not one (of an older edgelint, corrupt). */
export function readCacheFile(bytes: Buffer): CacheFile | undefined {
  if (bytes.length < HEADER_LENGTH || !bytes.subarray(0, CACHE_MAGIC.length).equals(CACHE_MAGIC)) return undefined;
  const partsLength = bytes.readUInt32LE(CACHE_MAGIC.length);
  if (HEADER_LENGTH + partsLength > bytes.length) return undefined;
  try {
    const parts: unknown = JSON.parse(bytes.subarray(HEADER_LENGTH, HEADER_LENGTH + partsLength).toString('utf8'));
    if (!Array.isArray(parts) || !parts.every((p) => typeof p === 'string')) return undefined;
    return { parts: new Set(parts), data: bytes.subarray(HEADER_LENGTH + partsLength) };
  } catch {
    return undefined;
  }
}

/** A cache file's bytes: the header naming `parts`, then V8's `data`. */
function cacheFileBytes(parts: ReadonlySet<string>, data: Buffer): Buffer {
  const json = Buffer.from(JSON.stringify([...parts].sort()));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  return Buffer.concat([CACHE_MAGIC, length, json, data]);
}

/** The folder of the caches; `undefined` when switched off or when there is none (`home` throws for a user id without a passwd entry and no `HOME`). */
export function cacheFolder(env: NodeJS.ProcessEnv, home: () => string = homedir): string | undefined {
  if (env['NODE_DISABLE_COMPILE_CACHE']) return undefined;
  if (process.platform === 'win32') return env['LOCALAPPDATA'] ? join(env['LOCALAPPDATA'], 'edgelint') : undefined;
  if (env['XDG_CACHE_HOME']) return join(env['XDG_CACHE_HOME'], 'edgelint');
  let base: string;
  try {
    base = home();
  } catch {
    return undefined;
  }
  return base ? join(base, '.cache', 'edgelint') : undefined;
}

/**
 * Run the CommonJS file `bundle` as Node would, compiled through the cache
 * `<name>-<hash>-<node version>-<arch>.v8cache` (`name` without `-`; `hash`:
 * of the bundle's content, set by the build, so that a changed bundle never
 * meets an old cache).
 */
export function runCachedBundle(bundle: string, name: string, hash: string): void {
  const folder = cacheFolder(process.env);
  const script = folder === undefined ? undefined : compileCached(bundle, folder, `${name}-${hash}-${process.version}-${process.arch}`);
  if (!script) {
    createRequire(bundle)(bundle);
    return;
  }
  const module = { exports: {} };
  (script.runInThisContext() as (...args: unknown[]) => void).call(module.exports, module.exports, createRequire(bundle), module, bundle, dirname(bundle));
}

/** The bundle compiled with its cache; `undefined` when the cache cannot be used. */
function compileCached(bundle: string, folder: string, cacheName: string): vm.Script | undefined {
  const cacheFile = join(folder, `${cacheName}${CACHE_SUFFIX}`);
  let cached: CacheFile | undefined;
  try {
    cached = readCacheFile(readFileSync(cacheFile));
  } catch {
    // No cache yet: this run writes it.
  }
  const cachedData = cached?.data;
  let script: vm.Script;
  try {
    // The build keeps the bundles ASCII (scripts/bundle.mjs), so reading them as Latin-1 gives the same text as
    // UTF-8, in about half the time (no decoding). As Node's loader does: a `#!` line is a comment only at the very start.
    const source = readFileSync(bundle, 'latin1').replace(/^#!/, '//');
    script = new vm.Script(Module.wrap(source), { filename: bundle, cachedData });
  } catch {
    return undefined;
  }
  // When the thread ends, so that the functions its work compiled are in the cache too.
  if (cached === undefined || script.cachedDataRejected === true) process.once('exit', () => writeCache(folder, cacheFile, script, usedCodePaths()));
  else {
    const { parts, data } = cached;
    process.once('exit', () => {
      const used = usedCodePaths();
      if (process.uptime() > ADD_PARTS_WITHIN_SECONDS || [...used].every((part) => parts.has(part))) return;
      // V8 writes the functions read from the cache and those this run compiled; less than was read means it dropped some.
      writeCache(folder, cacheFile, script, new Set([...parts, ...used]), data.length);
    });
  }
  return script;
}

/** The cache folder and its parent, without `recursive` (which never returns under /proc on Node 20). */
function makeFolder(folder: string): void {
  for (const dir of [dirname(folder), folder]) {
    try {
      mkdirSync(dir, { mode: 0o700 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/**
 * Write the cache, naming `parts`, atomically (runs and worker threads may
 * race) — unless V8's data is smaller than `atLeast` bytes; keep the newest
 * few of the bundle, so installations of other versions do not evict each
 * other.
 */
function writeCache(folder: string, cacheFile: string, script: vm.Script, parts: ReadonlySet<string>, atLeast = 0): void {
  try {
    const data = script.createCachedData();
    if (data.length < atLeast) return;
    makeFolder(folder);
    writeFileAtomically(cacheFile, cacheFileBytes(parts, data), 0o600);
    const bundleName = cacheFile.slice(folder.length + 1).split('-')[0]!;
    const caches = readdirSync(folder)
      .filter((file) => file.endsWith(CACHE_SUFFIX) && file.split('-')[0] === bundleName)
      .map((file) => ({ path: join(folder, file), time: statSync(join(folder, file)).mtimeMs }))
      .sort((a, b) => b.time - a.time);
    for (const old of caches.slice(CACHES_KEPT)) rmSync(old.path, { force: true });
  } catch {
    // A read-only or missing home, a full disk, a folder under the cache's name: run without a cache.
  }
}
