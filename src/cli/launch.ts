#!/usr/bin/env node
/**
 * The `edgelint` command (`dist/bin.cjs`, also run as `dist/bin.js`): runs
 * the CLI bundle (`dist/cli.cjs`, built from `bin.ts`) through a V8 code
 * cache (code-cache.ts), one for each command.
 *
 * Built as CommonJS (scripts/bundle.mjs): an ES module entry point would
 * start Node's ES module loader before anything else, and importing Node's
 * modules builds a facade of each (node:fs's reads its stream getters,
 * loading node:stream) — together about 10 ms of a short run.
 *
 * Code restored from a cache has no dynamic `import()` on Node 20, so the
 * bundle has none (`scripts/bundle.mjs`) and this module lends its own for
 * configuration files in code (`src/config/host-import.ts`).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST_IMPORT } from '../config/host-import.js';
import { runCachedBundle } from './code-cache.js';
import { commandOf } from './command-names.js';

/** SHA-256 prefix of `cli.cjs`, set by the build. */
declare const BUNDLE_HASH: string;

(globalThis as { [HOST_IMPORT]?: (url: string) => Promise<unknown> })[HOST_IMPORT] = (url) => import(url);
// A cache per command: each holds what its command compiled (command-names.ts).
runCachedBundle(join(dirname(fileURLToPath(import.meta.url)), 'cli.cjs'), `cli.${commandOf(process.argv.slice(2))}`, BUNDLE_HASH);
