/**
 * V8's optimising compiler (TurboFan) switched off for the duration of a
 * mid-sized lint on one thread, and of the lint and planning of a mid-sized
 * `plan` or `report` (README "Speed"). On such a run it costs
 * more than it returns: it compiles the hot parser, checker and rule
 * functions on a background thread for code that has little left to run,
 * and its compiler zones and the code it makes raise the peak memory.
 * Measured on the bench's rulesets (Node 20, 2 cores, medians of eleven
 * alternating runs of the CLI): 2,000 rules (364 KiB) 691 → 559 ms and
 * 1,086 → 561 ms of CPU; 5,000 rules (1.2 MiB) 1,147 → 1,030 ms, 1,847 →
 * 1,068 ms of CPU, peak RSS 131.5 → 110.5 MiB; 10,000 rules (2.4 MiB) were
 * 6% slower without it and 100,000 twice as slow, so larger runs keep it.
 * Below a few dozen KiB it hardly runs, and the run does not pay for
 * loading `node:v8`.
 *
 * Only a program that owns its process may ask for this (the CLI does,
 * `allowOptimiserDeferral`): V8's flags belong to the whole process, every
 * thread of it included. The flags are set back when the lint ends, before
 * anything else runs (the CLI's code cache is written under the flags it
 * was compiled with; code-cache.ts), and never while worker threads lint:
 * each worker compiles its bundle through a code cache of its own, made
 * under the flags of its start.
 *
 * Only on the Node.js version it was measured on: other versions have
 * other tiers (Node 22's V8 adds Maglev, a fast optimising compiler) and
 * keep V8's defaults.
 */

/** Runs of fewer bytes than this keep V8's defaults: the optimising compiler hardly runs. */
export const DEFER_OPTIMISER_FROM_BYTES = 64 * 1024;
/** Runs of this many bytes or more keep the optimising compiler: from about here it pays for itself. */
export const DEFER_OPTIMISER_BELOW_BYTES = 1536 * 1024;
/** The Node.js major version the thresholds were measured on. */
const MEASURED_ON_NODE_MAJOR = 20;

let allowed = false;

/**
 * Let `lint`, `plan` and `report` runs of this process switch the optimising compiler off for
 * their duration (the CLI's process is its own), on the Node.js version
 * (`nodeVersion`, default this one's) the thresholds were measured on.
 */
export function allowOptimiserDeferral(nodeVersion: string = process.versions.node): void {
  allowed = Number(nodeVersion.split('.')[0]) === MEASURED_ON_NODE_MAJOR;
}

/**
 * `run`, with the optimising compiler off while it runs when a run of
 * `bytes()` bytes on one thread pays for that (switched on again however it
 * ends). `bytes` is asked only when allowed.
 */
export async function withOptimiserDeferred<T>(bytes: () => number, run: () => T | Promise<T>): Promise<T> {
  if (!allowed) return run();
  const size = bytes();
  if (size < DEFER_OPTIMISER_FROM_BYTES || size >= DEFER_OPTIMISER_BELOW_BYTES) return run();
  const { setFlagsFromString } = await import('node:v8');
  setFlagsFromString('--no-turbofan');
  try {
    return await run();
  } finally {
    setFlagsFromString('--turbofan');
  }
}
