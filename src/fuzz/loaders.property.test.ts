/**
 * The loaders under fuzzing: mutated fixtures and corpus documents, as YAML
 * and as JSON, through `loadSource` (every problem and document inside the
 * text, strict JSON agreeing with `JSON.parse`), the document model, the
 * configuration resolver and the current-state check — none may throw.
 */
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { ALL_RULES } from '../../rules/index.js';
import { resolveConfig } from '../config/resolve-config.js';
import { MAX_NESTING_DEPTH } from '../load/limits.js';
import { loadSource, prepareFrontEnds } from '../load/source-file.js';
import { buildDocumentModel } from '../model/build.js';
import { checkCurrentFile } from '../plan/current-state.js';
import { TEST_NOW } from '../testing/rule-tester.js';
import { checkProperty, fuzzTimeout } from './budget.js';
import { mutatedFile } from './mutate.js';
import { seedFiles } from './seeds.js';

const TEST_RUNS = 150;
const seeds = seedFiles();
const asJson = seeds.filter((s) => s.path.endsWith('.json'));
// Terraform files (`.tf`, `.tf.json`) among the seeds need their front end loaded, as the CLI does.
beforeAll(() => prepareFrontEnds(seeds.map((s) => s.path)));

const CONFIG_SEEDS = [
  { path: '.edgelintrc.yaml', text: 'files: ["**/*.edge.yaml"]\nignores: ["legacy/**"]\nrules:\n  esc/removal-deadline: [error, { removalDate: "2025-01-01" }]\n  logpush/filter-limits: [error, { maxOperators: 30, maxBytes: 1000 }]\nnow: 2023-11-01\ntier: enterprise\nlists:\n  office_ips: ip\n' },
  { path: '.edgelintrc.json', text: '{"rules": {"managed/core-ruleset-summary": "off", "expression/plan-feature": ["warn"]}, "tier": "pro"}' },
];

function nestingOf(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') max = Math.max(max, ++depth);
    else if (c === ']' || c === '}') depth--;
  }
  return max;
}

it(
  'loadSource keeps every problem and document inside the text, and the model builds',
  () => {
    checkProperty(
      'load',
      fc.property(mutatedFile(seeds), (file) => {
        const loaded = loadSource(file.path, file.text);
        for (const p of loaded.problems) expect(p.start >= 0 && p.start <= p.end && p.end <= file.text.length, `${p.start}-${p.end} ${p.message}`).toBe(true);
        for (const d of loaded.documents) {
          expect(d.range.start >= 0 && d.range.end <= file.text.length).toBe(true);
          if (!d.fatal) buildDocumentModel(d.index, d.value);
        }
        checkCurrentFile(loaded);
      }),
      { testRuns: TEST_RUNS, save: (file) => ({ text: file.text, extension: file.path.endsWith('.json') ? 'json' : 'yaml' }) },
    );
  },
  fuzzTimeout(TEST_RUNS, 20),
);

it(
  'a .json file is accepted exactly when JSON.parse accepts it (below the nesting limit)',
  () => {
    checkProperty(
      'strict-json',
      fc.property(mutatedFile(asJson), (file) => {
        let parses = true;
        try {
          JSON.parse(file.text.replace(/^\ufeff/, ''));
        } catch {
          parses = false;
        }
        const fatal = loadSource(file.path, file.text).problems.some((p) => p.fatal && (p.code === 'json-syntax' || p.code === 'too-deep'));
        if (parses && nestingOf(file.text) <= MAX_NESTING_DEPTH) expect(fatal, 'JSON.parse accepts it').toBe(false);
        if (!parses) expect(fatal, 'JSON.parse rejects it').toBe(true);
      }),
      { testRuns: TEST_RUNS, save: (file) => ({ text: file.text, extension: 'json' }) },
    );
  },
  fuzzTimeout(TEST_RUNS, 20),
);

it(
  'a mutated configuration file resolves or reports, never throws',
  () => {
    checkProperty(
      'config',
      fc.property(mutatedFile(CONFIG_SEEDS), (file) => {
        const loaded = loadSource(file.path, file.text);
        const value = loaded.documents[0]?.fatal ? undefined : loaded.documents[0]?.value;
        const { config, problems } = resolveConfig(value, {}, ALL_RULES, TEST_NOW);
        expect(config !== undefined || problems.length > 0 || value === undefined).toBe(true);
      }),
      { testRuns: TEST_RUNS, save: (file) => ({ text: file.text, extension: file.path.endsWith('.json') ? 'json' : 'yaml' }) },
    );
  },
  fuzzTimeout(TEST_RUNS, 20),
);
