/**
 * The parts of edgelint a run used — the front ends that read its files,
 * the kinds of node its rules visited, the output formats it wrote — for
 * the V8 code cache of the CLI and its workers (src/cli/code-cache.ts).
 *
 * A code cache holds the functions the run that wrote it had compiled; a
 * later run that uses a part the cache lacks compiles that part again, every
 * time. Measured: after a first run on one `.tf` file, every lint of one
 * small YAML file took 205–220 ms instead of 118 ms. The cache records the
 * parts it was written with, and a run that used another part writes it
 * again at its end, V8 then keeping what the cache had and what the run
 * compiled.
 *
 * The names are kept per thread on `globalThis` (the launcher that reads
 * them is another bundle than the code that marks them); nothing else reads
 * them, and marking never changes what a run does.
 */

/** Where the names are kept: one set per thread, shared by every bundle of it. */
const CODE_PATHS = Symbol.for('edgelint.codePaths');

type WithCodePaths = typeof globalThis & { [CODE_PATHS]?: Set<string> };

/** Note that this run used `part` (`yaml`, `hcl`, `visit:logpushJob`, `format:sarif`, …). */
export function markCodePath(part: string): void {
  const holder = globalThis as WithCodePaths;
  (holder[CODE_PATHS] ??= new Set()).add(part);
}

/** The parts this thread used so far. */
export function usedCodePaths(): ReadonlySet<string> {
  return (globalThis as WithCodePaths)[CODE_PATHS] ?? new Set();
}
