/**
 * Reading and writing the bulk suppressions file (`edgelint-suppressions.json`
 * in the working folder, or `--suppressions-location`). A file that is not
 * the expected shape is a configuration error at its line and column (exit
 * 2), never ignored: a broken file would silently suppress nothing — or,
 * misread, too much.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ConfigError } from '../config/resolve-config.js';
import { duplicateKeyProblems } from '../config/config-file-checks.js';
import { loadSource } from '../load/source-file.js';
import { isObject } from '../model/build.js';
import type { JsonPath } from '../load/source-file.js';
import type { SuppressionCounts } from './suppressions.js';

/** The file's name when `--suppressions-location` does not give another (ESLint's is `eslint-suppressions.json`). */
export const DEFAULT_SUPPRESSIONS_FILE = 'edgelint-suppressions.json';

/** The suppressions file's path for a run in `cwd`. */
export function suppressionsPath(cwd: string, location: string = DEFAULT_SUPPRESSIONS_FILE): string {
  return resolve(cwd, location);
}

/** The counts of the file at `path`; empty when there is no file. Throws `ConfigError` with positions when it is not a suppressions file. */
export function readSuppressionsFile(path: string): SuppressionCounts {
  if (!existsSync(path)) return {};
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError([{ message: `cannot read the suppressions file: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, filePath: path }]);
  }
  const file = loadSource(path, text, { format: 'json' });
  const problems: { message: string; filePath: string; line: number; column: number }[] = [];
  const at = (message: string, jsonPath: JsonPath, target: 'key' | 'value' = 'value'): void => {
    const range = file.documents[0]?.rangeOf(jsonPath, target);
    problems.push({ message, filePath: path, ...file.position(range?.start ?? 0) });
  };
  for (const p of file.problems.filter((p) => p.fatal)) problems.push({ message: p.message, filePath: path, ...file.position(p.start) });
  // A file or rule written twice would keep one count and drop the other without a word.
  if (!problems.length) for (const problem of duplicateKeyProblems(file)) problems.push(problem);
  if (problems.length) throw new ConfigError(problems);
  const value = file.documents[0]?.value;
  if (!isObject(value)) {
    at('the suppressions file must be a JSON object of files', []);
    throw new ConfigError(problems);
  }
  for (const [name, rules] of Object.entries(value)) {
    if (!isObject(rules)) {
      at(`\`${name}\` must map rule ids to { "count": n }`, [name]);
      continue;
    }
    for (const [ruleId, entry] of Object.entries(rules)) {
      const count = isObject(entry) ? entry['count'] : undefined;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
        at(`\`${ruleId}\` of \`${name}\` must be { "count": n } with a whole number n of at least 1`, isObject(entry) && 'count' in entry ? [name, ruleId, 'count'] : [name, ruleId]);
      }
    }
  }
  if (problems.length) throw new ConfigError(problems);
  return value as SuppressionCounts;
}

/** Write the counts (two-space JSON, sorted, with a final newline: a file meant to be committed and diffed). */
export function writeSuppressionsFile(path: string, counts: SuppressionCounts): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(counts, null, 2)}\n`);
}
