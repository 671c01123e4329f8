/**
 * How many threads a `lint` run uses (`concurrency`, ESLint's
 * `--concurrency`): `off` (or 1) lints on the main thread; a number n on it
 * and n-1 workers; `auto` on one thread per two available cores when the
 * files are enough to pay for the workers' start-up (`AUTO_BYTES_PER_THREAD`
 * of them per thread), and on the main thread alone otherwise. The main
 * thread finds the files, folds their configurations, lints its share and
 * formats the results.
 *
 * Half the cores, as ESLint's `auto` (`calculateAutoWorkerCount` in
 * lib/eslint/eslint.js caps its workers at half the available cores): V8
 * compiles optimised code and collects garbage on background threads, which
 * on one lint thread have the other cores to themselves. Measured here
 * (README "Speed", 2 cores): two lint threads took 0.84–1.13x of one on the
 * bench's estate, and 0.51–0.60x with V8's optimising compiler off — each
 * isolate compiles its own code, so a second lint thread on the second core
 * competes with that work instead of adding to the lint's.
 */
import { availableParallelism } from 'node:os';
import { ConfigError } from '../config/resolve-config.js';

/** `auto`, `off`, or a number of threads, this one included (1 is `off`). */
export type Concurrency = number | 'auto' | 'off';

/**
 * With `auto`, one thread for every this many bytes to lint (up to
 * one per two cores). Measured on the bench's generated rulesets: a worker's
 * start-up (loading the rules and parsers) takes about 0.25 s of CPU, what
 * linting 100–150 KiB takes; at 1 MiB each, start-up is a tenth of a worker's work.
 */
export const AUTO_BYTES_PER_THREAD = 1024 * 1024;

/** `concurrency` as given, checked: a whole number of at least 1, `auto` or `off`; `ConfigError` otherwise, as for `limits`. */
export function checkConcurrency(concurrency: unknown): Concurrency {
  if (concurrency === 'auto' || concurrency === 'off') return concurrency;
  if (typeof concurrency === 'number' && Number.isInteger(concurrency) && concurrency >= 1) return concurrency;
  throw new ConfigError([{ message: `\`concurrency\` must be a whole number of at least 1, "auto" or "off", not ${JSON.stringify(concurrency)}` }]);
}

/** Threads for `files` files to lint, of `bytes()` bytes in all (asked only for `auto`); 1 means the main thread alone. */
export function threadCount(concurrency: Concurrency, files: number, bytes: () => number, cores: number = availableParallelism()): number {
  if (files < 2 || concurrency === 'off') return 1;
  if (concurrency !== 'auto') return Math.min(concurrency, files);
  const threads = Math.min(Math.floor(cores / 2), files, Math.floor(bytes() / AUTO_BYTES_PER_THREAD));
  return threads >= 2 ? threads : 1;
}
