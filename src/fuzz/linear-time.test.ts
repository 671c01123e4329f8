/**
 * Time is linear in the input's size: each hostile input is linted at a
 * base size and at four times that size, and the larger must take less than
 * twice the proportional time (a quadratic analysis takes sixteen times as
 * long, a linear one four). Ratios, not absolute times, so the test means the
 * same on a fast machine and on a loaded 2-core one: runs of the two sizes
 * alternate, and their medians are compared (as `bench/run.mjs` does).
 */
import { describe, expect, it } from 'vitest';
import { ALL_RULES } from '../../rules/index.js';
import { resolveConfig } from '../config/resolve-config.js';
import { lintText, type LintConfig } from '../engine/linter.js';
import { TEST_NOW } from '../testing/rule-tester.js';
import { HOSTILE_INPUTS } from './hostile-inputs.js';

const SCALE = 4;
/** Linear is SCALE; quadratic is SCALE²; the bound sits at twice linear to absorb noise. */
const MAX_RATIO = SCALE * 2;
const RUNS = 3;

const config: LintConfig = resolveConfig(undefined, {}, ALL_RULES, TEST_NOW).config!;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Milliseconds of CPU time this process spent. */
function cpuTime(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function timeLint(path: string, text: string): number {
  const started = cpuTime();
  lintText(path, text, config);
  return cpuTime() - started;
}

/** Median times of linting the small and the large text, runs alternating (after a warm-up of each). */
export function measureRatio(path: string, small: string, large: string, runs = RUNS): { small: number; large: number; ratio: number } {
  timeLint(path, small);
  timeLint(path, large);
  const smalls: number[] = [];
  const larges: number[] = [];
  for (let i = 0; i < runs; i++) {
    smalls.push(timeLint(path, small));
    larges.push(timeLint(path, large));
  }
  const s = median(smalls);
  const l = median(larges);
  return { small: s, large: l, ratio: l / s };
}

describe('linting takes time linear in the input size', () => {
  for (const input of HOSTILE_INPUTS) {
    it(input.name, () => {
      const small = input.generate(input.size);
      const large = input.generate(input.size * SCALE);
      let result = measureRatio(input.path, small, large);
      // One retry absorbs a burst of load from another process on a shared machine.
      if (result.ratio > MAX_RATIO) result = measureRatio(input.path, small, large);
      expect(result.ratio, `${input.name}: ${result.small.toFixed(1)} ms at ${small.length} characters, ${result.large.toFixed(1)} ms at ${large.length}`).toBeLessThan(MAX_RATIO);
    }, 60_000);
  }
});
