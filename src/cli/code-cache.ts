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
 * compiled are in it. `NODE_DISABLE_COMPILE_CACHE=1` (Node's own switch)
 * turns them off. Whatever goes wrong with a cache — no folder, no
 * permission — the bundle is simply loaded as usual; the cache never
 * changes what edgelint does.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import vm from 'node:vm';
import { writeFileAtomically } from '../files/write-file-atomically.js';

const CACHE_SUFFIX = '.v8cache';
/** Caches kept of each bundle or command (edgelint versions × Node versions in use), 0.5–2 MB each. */
const CACHES_KEPT = 4;

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
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // No cache yet: this run writes it.
  }
  let script: vm.Script;
  try {
    // The build keeps the bundles ASCII (scripts/bundle.mjs), so reading them as Latin-1 gives the same text as
    // UTF-8, in about half the time (no decoding). As Node's loader does: a `#!` line is a comment only at the very start.
    const source = readFileSync(bundle, 'latin1').replace(/^#!/, '//');
    script = new vm.Script(Module.wrap(source), { filename: bundle, cachedData });
  } catch {
    return undefined;
  }
  if (cachedData === undefined || script.cachedDataRejected === true) {
    // When the thread ends, so that the functions its work compiled are in the cache too.
    process.once('exit', () => writeCache(folder, cacheFile, script));
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
 * Write the cache atomically (runs and worker threads may race); keep the
 * newest few of the bundle, so installations of other versions do not evict
 * each other.
 */
function writeCache(folder: string, cacheFile: string, script: vm.Script): void {
  try {
    makeFolder(folder);
    writeFileAtomically(cacheFile, script.createCachedData(), 0o600);
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
