/**
 * How many threads a `lint` run uses (`concurrency`, ESLint's
 * `--concurrency`): `off` (or 1) lints on the main thread; a number n on it
 * and n-1 workers; `auto` on one thread per available core when the files
 * are enough to pay for the workers' start-up (`AUTO_BYTES_PER_THREAD` of
 * them per worker), and none otherwise. The main thread finds the files,
 * folds their configurations, lints its share and formats the results.
 */
import { availableParallelism } from 'node:os';
import { ConfigError } from '../config/resolve-config.js';

/** `auto`, `off`, or a number of threads, this one included (1 is `off`). */
export type Concurrency = number | 'auto' | 'off';

/**
 * With `auto`, one thread for every this many bytes to lint (up to
 * one per core). Measured on the bench's generated rulesets: a worker's
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
  const threads = Math.min(cores, files, Math.floor(bytes() / AUTO_BYTES_PER_THREAD));
  return threads >= 2 ? threads : 1;
}
