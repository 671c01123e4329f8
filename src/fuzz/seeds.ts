/**
 * Seeds for the fuzzers: every fixture of the project, the shared corpus of
 * real documents, expressions and log filters (read from `../shared/corpus/`
 * when it is there, never copied), and each expression and filter placed in a
 * document, so that mutations start from realistic files.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { globSync } from 'tinyglobby';
import { packageRoot } from '../package-info.js';
import { manifestWithJob, manifestWithWhen, rulesetWithExpression } from './hostile-inputs.js';

export interface SeedFile {
  readonly path: string;
  readonly text: string;
}

const CORPUS = join(packageRoot(), '../shared/corpus');

function jsonLines<T>(file: string): T[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

/** Real expressions (valid and invalid) with their phase. */
export const EXPRESSION_SEEDS: readonly { readonly expr: string; readonly phase: string }[] = jsonLines<{ expr: string; phase: string }>(join(CORPUS, 'expressions.jsonl'));

/** Real log push filters. */
export const FILTER_SEEDS: readonly string[] = jsonLines<{ filter: string }>(join(CORPUS, 'filters.jsonl')).map((row) => row.filter);

/** Every fixture, the corpus documents, and documents built around corpus expressions and filters. */
export function seedFiles(): SeedFile[] {
  const root = packageRoot();
  const fixtures = globSync(['fixtures/**/*.{yaml,yml,json}'], { cwd: root }).sort();
  const files: SeedFile[] = fixtures.map((path) => ({ path: basename(path), text: readFileSync(join(root, path), 'utf8') }));
  const documents = join(CORPUS, 'documents');
  if (existsSync(documents)) {
    for (const name of readdirSync(documents).filter((n) => /\.(json|ya?ml)$/.test(n)).sort()) files.push({ path: name, text: readFileSync(join(documents, name), 'utf8') });
  }
  EXPRESSION_SEEDS.slice(0, 60).forEach((row, i) => files.push({ path: `expression-${i}.yaml`, text: rulesetWithExpression(row.expr, row.phase) }));
  EXPRESSION_SEEDS.slice(60, 90).forEach((row, i) => files.push({ path: `when-${i}.edge.yaml`, text: manifestWithWhen(row.expr) }));
  FILTER_SEEDS.slice(0, 40).forEach((filter, i) => files.push({ path: `filter-${i}.edge.yaml`, text: manifestWithJob(filter) }));
  return files;
}
