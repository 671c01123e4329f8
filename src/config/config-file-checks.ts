/**
 * What a configuration file must be beyond its schema, checked where its
 * text is still at hand so each problem has a position. A linted manifest
 * may hold duplicate keys or several documents and still be read (a rule
 * reports them); a configuration that says a thing twice, or whose
 * `$import` cannot be read, must stop the run instead: a CI lint that went
 * on with defaults would pass what the configuration meant to fail.
 *
 * cosmiconfig merges `$import`ed files itself, but its search takes a
 * missing import for "no configuration in this folder" and goes on with
 * none, so the targets are checked here, by the loader of the file that
 * names them, before cosmiconfig reads them.
 */
import { statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { JsonPath, SourceFile } from '../load/source-file.js';

/** The key cosmiconfig reads imports from. */
export const IMPORT_KEY = '$import';

export interface PositionedConfigProblem {
  readonly message: string;
  readonly filePath?: string;
  readonly line?: number;
  readonly column?: number;
}

/**
 * The problems of a loaded YAML or JSON configuration file: duplicate keys,
 * a second document and `$import` entries that do not name a readable file.
 * `prefix` is where the configuration sits (`['edgelint']` in package.json);
 * only that part is checked.
 */
export function configFileProblems(file: SourceFile, prefix: JsonPath): PositionedConfigProblem[] {
  const problems: PositionedConfigProblem[] = [];
  const at = (offset: number): PositionedConfigProblem & { filePath: string } => ({ message: '', filePath: file.path, ...file.position(offset) });
  const doc = file.documents[0];
  // A package.json without an `edgelint` member is not a configuration (cosmiconfig looks on).
  if (!doc || (prefix.length && valueAt(doc.value, prefix) === undefined)) return problems;
  problems.push(...duplicateKeyProblems(file, prefix));
  const second = file.documents[1];
  if (second) problems.push({ ...at(second.range.start), message: 'a configuration file holds one YAML document; remove this second one or move it to its own file' });
  const config = valueAt(doc.value, prefix);
  if (config && typeof config === 'object' && !Array.isArray(config) && Object.prototype.hasOwnProperty.call(config, IMPORT_KEY)) {
    const imports = (config as Record<string, unknown>)[IMPORT_KEY];
    const entries: [unknown, JsonPath][] = Array.isArray(imports) ? imports.map((entry, i) => [entry, [...prefix, IMPORT_KEY, i]]) : [[imports, [...prefix, IMPORT_KEY]]];
    for (const [entry, path] of entries) {
      const message = importProblem(file.path, entry);
      if (message) problems.push({ ...at(doc.rangeOf(path).start), message });
    }
  }
  return problems;
}

/**
 * The duplicate keys of the first document of a file edgelint reads as its
 * own settings (a configuration, the suppressions file), inside `prefix`: in
 * such a file a key written twice is an error, not a value to pick.
 */
export function duplicateKeyProblems(file: SourceFile, prefix: JsonPath = []): (PositionedConfigProblem & { filePath: string; line: number; column: number })[] {
  const doc = file.documents[0];
  if (!doc) return [];
  const own = prefix.length ? doc.rangeOf(prefix) : doc.range;
  return doc.problems
    .filter((problem) => problem.code === 'duplicate-key' && problem.start >= own.start && problem.start < own.end)
    .map((problem) => ({ message: duplicateKeyMessage(problem.message), filePath: file.path, ...file.position(problem.start) }));
}

/** Why one `$import` entry of the configuration file at `filePath` cannot be read, or `undefined` when it can. */
export function importProblem(filePath: string, entry: unknown): string | undefined {
  if (typeof entry !== 'string' || entry === '') return `\`${IMPORT_KEY}\` takes a file path or a list of file paths`;
  const target = resolve(dirname(filePath), entry);
  let stats;
  try {
    stats = statSync(target);
  } catch {
    return `\`${IMPORT_KEY}\` names a file that does not exist: ${entry}; fix the path or create the file`;
  }
  if (!stats.isFile()) return `\`${IMPORT_KEY}\` names a folder, not a file: ${entry}`;
  return undefined;
}

/**
 * cosmiconfig's message for an import cycle (a numbered list of absolute
 * paths on several lines, of which a one-line report kept only the first)
 * as one line of paths relative to `cwd`, and the file whose `$import`
 * closes the cycle; `undefined` for any other message.
 */
export function importCycle(message: string, cwd: string): { message: string; filePath: string } | undefined {
  const self = /^Self-import detected in (.+)$/.exec(message);
  if (self?.[1]) return { message: `\`${IMPORT_KEY}\` names the file it is written in; remove that entry`, filePath: self[1] };
  if (!message.startsWith('Circular import detected:')) return undefined;
  const files = [...message.matchAll(/^\d+\. (.+?)(?: \(same as \d+\.\))?$/gm)].map((m) => m[1] ?? '');
  const closing = files.at(-2);
  if (files.length < 2 || !closing) return undefined;
  return { message: `\`${IMPORT_KEY}\` makes a cycle: ${files.map((f) => relative(cwd, f) || f).join(' → ')}; remove one import`, filePath: closing };
}

/** The loader's duplicate-key message says which value a manifest keeps; a configuration keeps neither. */
function duplicateKeyMessage(loaderMessage: string): string {
  return loaderMessage.replace(/, and the last value is used\.$/, '; write each setting once');
}

function valueAt(value: unknown, path: JsonPath): unknown {
  let current = value;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}
