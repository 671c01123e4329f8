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
import { valueAt } from '../model/value-at.js';
import { statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { JsonPath, SourceFile } from '../load/source-file.js';
import { shortened } from '../text/headline.js';

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
  const at = (offset: number, message: string): PositionedConfigProblem => ({ message, filePath: file.path, ...file.position(offset) });
  const doc = file.documents[0];
  const config = doc && valueAt(doc.value, prefix);
  // A package.json without an `edgelint` member is not a configuration (cosmiconfig looks on).
  if (!doc || config === undefined) return problems;
  for (const problem of duplicateKeyProblems(file, prefix)) problems.push(problem);
  const second = file.documents[1];
  if (second) problems.push(at(second.range.start, 'a configuration file holds one YAML document; remove this second one or move it to its own file'));
  for (const { message, path } of importProblems(file.path, config)) problems.push(at(doc.rangeOf([...prefix, ...path]).start, message));
  return problems;
}

/**
 * Why `$import` entries of the configuration `config` (written in the file
 * at `filePath`) cannot be read, each with its path in `config`: a YAML or
 * JSON file puts them at their positions, a code configuration names the file.
 */
export function importProblems(filePath: string, config: unknown): { message: string; path: JsonPath }[] {
  if (!config || typeof config !== 'object' || Array.isArray(config) || !Object.prototype.hasOwnProperty.call(config, IMPORT_KEY)) return [];
  const imports = (config as Record<string, unknown>)[IMPORT_KEY];
  const entries: [unknown, JsonPath][] = Array.isArray(imports) ? imports.map((entry, i) => [entry, [IMPORT_KEY, i]]) : [[imports, [IMPORT_KEY]]];
  const problems: { message: string; path: JsonPath }[] = [];
  for (const [entry, path] of entries) {
    const message = importProblem(filePath, entry);
    if (message) problems.push({ message, path });
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
function importProblem(filePath: string, entry: unknown): string | undefined {
  if (typeof entry !== 'string' || entry === '') return `\`${IMPORT_KEY}\` takes a file path or a list of file paths`;
  const target = resolve(dirname(filePath), entry);
  let stats;
  try {
    stats = statSync(target);
  } catch {
    return `\`${IMPORT_KEY}\` names a file that does not exist: ${shortened(entry)}; fix the path or create the file`;
  }
  // A FIFO would block cosmiconfig's read, a device would be read forever.
  if (!stats.isFile()) return `\`${IMPORT_KEY}\` names ${stats.isDirectory() ? 'a folder' : 'a special file'}, not a file: ${shortened(entry)}`;
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

