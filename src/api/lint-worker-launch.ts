/**
 * A worker thread of `lint` (`dist/lint-worker.cjs`, started by
 * lint-workers.ts): runs the worker's bundle (`dist/lint-worker-bundle.cjs`,
 * built from lint-worker.ts) through a V8 code cache of its own
 * (src/cli/code-cache.ts), as the CLI does, so that a worker does not
 * compile the rules and parsers again. The cache is written when a worker
 * that found none ends (lint-workers.ts lets workers end on their own).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCachedBundle } from '../cli/code-cache.js';

/** SHA-256 prefix of `lint-worker-bundle.cjs`, set by the build. */
declare const BUNDLE_HASH: string;

runCachedBundle(join(dirname(fileURLToPath(import.meta.url)), 'lint-worker-bundle.cjs'), 'worker', BUNDLE_HASH);
