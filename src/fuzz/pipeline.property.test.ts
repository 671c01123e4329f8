/**
 * The whole pipeline under fuzzing: mutated fixtures, corpus documents and
 * documents built around real expressions and filters go through lint (and
 * `--fix`), plan in every format and the report in every format; see
 * `pipeline-check.ts` for what must hold. A few dozen inputs in `npm test`,
 * as many as fit in the budget under `npm run fuzz` (`budget.ts`).
 */
import fc from 'fast-check';
import { it } from 'vitest';
import { checkProperty, fuzzTimeout } from './budget.js';
import { mutatedFile } from './mutate.js';
import { checkPipeline } from './pipeline-check.js';
import { seedFiles } from './seeds.js';

const TEST_RUNS = 40;
const seeds = seedFiles();

it(
  'mutated documents go through lint, --fix, plan and report without an exception, out-of-file position or runaway time',
  () => {
    checkProperty(
      'pipeline',
      fc.property(mutatedFile(seeds), (file) => checkPipeline(file.path, file.text)),
      { testRuns: TEST_RUNS, save: (file) => ({ text: file.text, extension: file.path.endsWith('.json') ? 'json' : 'yaml' }) },
    );
  },
  fuzzTimeout(TEST_RUNS, 500),
);
