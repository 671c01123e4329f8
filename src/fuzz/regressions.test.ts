/**
 * Every input a fuzzer ever failed on, kept in `regressions/` (written there
 * by `npm run fuzz`, see `budget.ts`), goes through the check it failed:
 * documents through the whole pipeline, expressions, filters and values
 * through their analysers. A fixed bug stays fixed.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeExpression } from '../expr/analyze.js';
import { analyzeFilter } from '../logfilter/analyze-filter.js';
import { analyzeDestination } from '../logpush/destination.js';
import { analyzeRecordTemplate } from '../logpush/record-template.js';
import { REGRESSIONS } from './budget.js';
import { checkPipeline } from './pipeline-check.js';

const files = readdirSync(REGRESSIONS).filter((name) => !name.startsWith('.') && name !== 'README.md').sort();

describe('inputs the fuzzers failed on', () => {
  it('are kept in src/fuzz/regressions', () => expect(files.length).toBeGreaterThan(0));
  for (const name of files) {
    it(name, () => {
      const text = readFileSync(join(REGRESSIONS, name), 'utf8');
      if (name.endsWith('.expression.txt')) {
        for (const kind of ['filter', 'value'] as const) for (const p of analyzeExpression(text, { kind }).problems) expect(p.end).toBeLessThanOrEqual(text.length);
      } else if (name.endsWith('.filter.txt')) {
        for (const p of analyzeFilter(text).problems) expect(p.end).toBeLessThanOrEqual(text.length);
      } else if (name.endsWith('.values.json')) {
        const { destination, template } = JSON.parse(text) as { destination: string; template: string };
        analyzeDestination(destination);
        analyzeRecordTemplate(template);
      } else {
        checkPipeline(name, text);
      }
    });
  }
});
