#!/usr/bin/env node
/**
 * The `edgelint` command (`dist/bin.cjs`, also run as `dist/bin.js`): runs the CLI bundle
 * (`dist/cli.cjs`, built from `bin.ts`) through a V8 code cache, so that a
 * run does not compile the CLI's code again — without it compiling takes
 * most of a short run (README "Speed"). Node 22 does the same with
 * `module.enableCompileCache()`; Node 20 has only `vm.Script`'s
 * `cachedData`, hence CommonJS.
 *
 * The cache lives in the user's cache folder (`$XDG_CACHE_HOME/edgelint`,
 * else `~/.cache/edgelint`; `%LOCALAPPDATA%\edgelint` on Windows), one file
 * per bundle content, Node version and architecture, written after a run
 * that found none (or one V8 rejected). `NODE_DISABLE_COMPILE_CACHE=1`
 * (Node's own switch) turns it off. Whatever goes wrong with the cache —
 * no folder, no permission — the bundle is simply loaded as usual; the
 * cache never changes what the CLI does.
 *
 * Code restored from a cache has no dynamic `import()` on Node 20, so the
 * bundle has none (`scripts/bundle.mjs`) and this module lends its own for
 * configuration files in code (`src/config/host-import.ts`).
 *
 * Built as CommonJS (scripts/bundle.mjs): an ES module entry point would start
 * Node's ES module loader before anything else, about 10 ms of a short run.
 */
import { createRequire } from 'node:module';
import type { Script } from 'node:vm';
import { HOST_IMPORT } from '../config/host-import.js';

// Node's own modules through `require`, not `import`: were this module run as an ES module, an
// import would build a facade of all of a module's exports, and node:fs's reads its stream
// getters, which loads node:stream and its dependencies.
const require = createRequire(import.meta.url);
const { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } = require('node:fs') as typeof import('node:fs');
const Module = require('node:module') as typeof import('node:module');
const { homedir } = require('node:os') as typeof import('node:os');
const { dirname, join } = require('node:path') as typeof import('node:path');
const { fileURLToPath } = require('node:url') as typeof import('node:url');
const vm = require('node:vm') as typeof import('node:vm');
/** SHA-256 prefix of `cli.cjs`, set by the build: a changed bundle never meets an old cache. */
declare const CLI_BUNDLE_HASH: string;

const CACHE_SUFFIX = '.v8cache';
/** Caches kept (edgelint versions × Node versions in use), about 1.5 MB each. */
const CACHES_KEPT = 4;

const bundle = join(dirname(fileURLToPath(import.meta.url)), 'cli.cjs');

function cacheFolder(env: NodeJS.ProcessEnv): string | undefined {
  if (env['NODE_DISABLE_COMPILE_CACHE']) return undefined;
  if (process.platform === 'win32') return env['LOCALAPPDATA'] ? join(env['LOCALAPPDATA'], 'edgelint') : undefined;
  const base = env['XDG_CACHE_HOME'] || (homedir() ? join(homedir(), '.cache') : undefined);
  return base ? join(base, 'edgelint') : undefined;
}

/** Compile the bundle with the cache; `undefined` when the cache cannot be used. */
function compileCached(folder: string): { run: () => void } | undefined {
  const cacheFile = join(folder, `cli-${CLI_BUNDLE_HASH}-${process.version}-${process.arch}${CACHE_SUFFIX}`);
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // No cache yet: this run writes it.
  }
  let script: Script;
  try {
    // As Node's loader does: a `#!` line is a comment only at the very start of a file.
    const source = readFileSync(bundle, 'utf8').replace(/^#!/, '//');
    script = new vm.Script(Module.wrap(source), { filename: bundle, cachedData });
  } catch {
    return undefined;
  }
  if (cachedData === undefined || script.cachedDataRejected === true) {
    // After the run, so that the functions it compiled are in the cache too.
    process.once('exit', () => writeCache(folder, cacheFile, script));
  }
  return {
    run: () => {
      const module = { exports: {} };
      (script.runInThisContext() as (...args: unknown[]) => void).call(module.exports, module.exports, Module.createRequire(bundle), module, bundle, dirname(bundle));
    },
  };
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

/** Write the cache atomically (two runs may race); keep the newest few, so installations of other versions do not evict each other. */
function writeCache(folder: string, cacheFile: string, script: Script): void {
  try {
    makeFolder(folder);
    const temporary = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(temporary, script.createCachedData(), { mode: 0o600 });
    renameSync(temporary, cacheFile);
    const caches = readdirSync(folder)
      .filter((name) => name.endsWith(CACHE_SUFFIX))
      .map((name) => ({ path: join(folder, name), time: statSync(join(folder, name)).mtimeMs }))
      .sort((a, b) => b.time - a.time);
    for (const old of caches.slice(CACHES_KEPT)) rmSync(old.path, { force: true });
  } catch {
    // A read-only or missing home: run without a cache.
  }
}

(globalThis as { [HOST_IMPORT]?: (url: string) => Promise<unknown> })[HOST_IMPORT] = (url) => import(url);
const folder = cacheFolder(process.env);
const compiled = folder === undefined ? undefined : compileCached(folder);
if (compiled) compiled.run();
else require(bundle);
