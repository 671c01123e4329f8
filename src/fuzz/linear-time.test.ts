/**
 * Time is linear in the input's size: each hostile input is linted at a
 * base size and at four times that size, and the larger must take less than
 * twice the proportional time (a quadratic analysis takes sixteen times as
 * long, a linear one four). Ratios, not absolute times, so the test means the
 * same on a fast machine and on a loaded 2-core one: runs of the two sizes
 * alternate, and their medians are compared (as `bench/run.mjs` does).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_RULES } from '../../rules/index.js';
import { resolveConfig } from '../config/resolve-config.js';
import { lintText, type LintConfig } from '../engine/linter.js';
import { validateHcl } from '../load/hcl/hcl-validator.js';
import { prepareFrontEnds } from '../load/source-file.js';
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

/** CPU milliseconds of the HCL validator alone on `text`. */
function timeValidator(text: string): number {
  const started = cpuTime();
  validateHcl(text);
  return cpuTime() - started;
}

/** Median times of linting (or of `time`) the small and the large text, runs alternating (after a warm-up of each). */
export function measureRatio(path: string, small: string, large: string, runs = RUNS, time = (text: string): number => timeLint(path, text)): { small: number; large: number; ratio: number } {
  time(small);
  time(large);
  const smalls: number[] = [];
  const larges: number[] = [];
  for (let i = 0; i < runs; i++) {
    smalls.push(time(small));
    larges.push(time(large));
  }
  const s = median(smalls);
  const l = median(larges);
  return { small: s, large: l, ratio: l / s };
}

describe('linting takes time linear in the input size', () => {
  // `.tf` inputs need the HCL front end loaded, as the CLI does.
  beforeAll(() => prepareFrontEnds(HOSTILE_INPUTS.map((input) => input.path)));
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

// Tree-sitter's parse takes most of a `.tf` lint: the validator is timed alone too, so that it cannot hide behind it.
describe('the HCL validator takes time linear in the input size', () => {
  for (const input of HOSTILE_INPUTS.filter((i) => i.path.endsWith('.tf'))) {
    it(input.name, () => {
      const small = input.generate(input.size * SCALE);
      const large = input.generate(input.size * SCALE * SCALE);
      let result = measureRatio(input.path, small, large, RUNS, timeValidator);
      if (result.ratio > MAX_RATIO) result = measureRatio(input.path, small, large, RUNS, timeValidator);
      expect(result.ratio, `${input.name}: ${result.small.toFixed(1)} ms at ${small.length} characters, ${result.large.toFixed(1)} ms at ${large.length}`).toBeLessThan(MAX_RATIO);
    }, 60_000);
  }
});
