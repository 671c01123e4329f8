/**
 * How long the fuzzers run. In `npm test` each property tries a small fixed
 * number of inputs (a regression net that costs seconds); `npm run fuzz`
 * runs them long — `EDGELINT_FUZZ_SECONDS` per property (default 120) — and
 * prints how many inputs each tried. A failing input found in a long run is
 * written to `src/fuzz/regressions/` so that it becomes a fixture every
 * `npm test` replays (`regressions.test.ts`).
 */
import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { groupedDigits } from '../text/grouped-digits.js';

const DEFAULT_FUZZ_SECONDS = 120;

/** `true` under `npm run fuzz` (or with `EDGELINT_FUZZ_SECONDS` set). */
export const FUZZING = process.env['npm_lifecycle_event'] === 'fuzz' || process.env['EDGELINT_FUZZ_SECONDS'] !== undefined;

/** Seconds each property runs when fuzzing. */
export const FUZZ_SECONDS = Number(process.env['EDGELINT_FUZZ_SECONDS'] ?? DEFAULT_FUZZ_SECONDS) || DEFAULT_FUZZ_SECONDS;

/** The test timeout for a property: its budget and a margin (fast-check stops between runs). */
export function fuzzTimeout(testRuns: number, msPerRun: number): number {
  return FUZZING ? (FUZZ_SECONDS + 120) * 1000 : Math.max(30_000, testRuns * msPerRun * 4);
}

export const REGRESSIONS = join(dirname(fileURLToPath(import.meta.url)), 'regressions');

/**
 * Check `property` within the budget: `testRuns` inputs in `npm test`, or as
 * many as fit in `FUZZ_SECONDS` when fuzzing (printed). A failure throws with
 * the shrunk input; when fuzzing, the input is also saved as a regression
 * fixture named `<name>-<hash>.<extension>`.
 */
export function checkProperty<T>(name: string, property: fc.IProperty<[T]>, options: { testRuns: number; save?: (value: T) => { text: string; extension: string } }): void {
  const parameters: fc.Parameters<[T]> = FUZZING
    ? { numRuns: Number.MAX_SAFE_INTEGER, interruptAfterTimeLimit: FUZZ_SECONDS * 1000, markInterruptAsFailure: false }
    : { numRuns: options.testRuns };
  const details = fc.check(property, parameters);
  if (FUZZING) console.log(`[fuzz] ${name}: ${groupedDigits(details.numRuns)} inputs tried, ${details.failed ? 'FAILED' : 'no failure'} (seed ${details.seed})`);
  if (!details.failed) return;
  const example = details.counterexample?.[0];
  if (FUZZING && example !== undefined && options.save) {
    const { text, extension } = options.save(example);
    const file = join(REGRESSIONS, `${name}-${createHash('sha256').update(text).digest('hex').slice(0, 12)}.${extension}`);
    if (!existsSync(file)) writeFileSync(file, text);
    console.log(`[fuzz] ${name}: the failing input is saved as ${file}`);
  }
  throw new Error(`${name} fails after ${details.numRuns} inputs (seed ${details.seed}, path ${details.counterexamplePath ?? ''}): ${String(details.errorInstance)}\ninput: ${JSON.stringify(example)?.slice(0, 2000)}`);
}
