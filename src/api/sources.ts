/**
 * The one way the library — and so the CLI — finds and reads a project's
 * files: `findFiles` with the run's file policy (links followed only inside
 * the project, or not at all; configured patterns kept inside it; a notice
 * for each link, special file or unreadable folder passed over), and
 * `readSourceFile`, which never throws and never hangs: a file that cannot
 * be read becomes one fatal finding at its start while the run goes on
 * (README "Security").
 */
import { configBasePath } from '../config/base-path.js';
import { DEFAULT_FILES } from '../config/resolve-config.js';
import { makeResult, type LintResult } from '../engine/lint-result.js';
import { findFiles, NoFilesError, type FileNotice, type FoundFiles } from '../files/find-files.js';
import { pathInside, projectPath } from '../files/project-path.js';
import { readSourceFile } from '../files/read-source-file.js';
import { prepareFrontEnds } from '../load/source-file.js';
import type { PlanSource } from '../plan/index.js';
import type { ProjectConfig } from './project.js';

/** The files `patterns` name (or the configured `files`), found under the run's file policy. */
export async function findProjectFiles(patterns: readonly string[], config: Pick<ProjectConfig, 'cwd' | 'basePath' | 'files' | 'ignores' | 'walk' | 'filePath'>): Promise<FoundFiles> {
  let found: FoundFiles;
  try {
    found = await findFiles(patterns, {
      cwd: config.cwd,
      base: config.basePath,
      files: config.files,
      ignores: config.ignores,
      followSymlinks: config.walk.followSymlinks,
      allowOutside: config.walk.allowOutsideProject,
    });
  } catch (error) {
    const message = error instanceof NoFilesError && error.unmatchedFiles ? noMatchMessage(error.unmatchedFiles, config) : undefined;
    throw message === undefined ? error : new NoFilesError(message, config.files);
  }
  // Parsers only some files need (HCL for `.tf`) are loaded once, before the per-file steps, which are synchronous.
  await prepareFrontEnds(found.files);
  return found;
}

/**
 * The configured `files` matched nothing, where the bare message would leave
 * the user guessing: with no configuration at all (a repository edgelint is
 * not set up in yet), in a subfolder of the configuration's folder (the
 * patterns are relative to that folder, and only files below this one are
 * looked for, as ESLint lints `.`), or with a configuration named from
 * another folder (its patterns are relative to this one, as ESLint's `-c`).
 */
function noMatchMessage(files: readonly string[], config: Pick<ProjectConfig, 'cwd' | 'basePath' | 'filePath'>): string | undefined {
  const patterns = `(${files.join(', ')})`;
  if (config.filePath === undefined) {
    if (files.length !== DEFAULT_FILES.length || files.some((f, i) => f !== DEFAULT_FILES[i])) return undefined;
    return `no files match the default \`files\` patterns ${patterns}; run \`edgelint init\`, or name files or folders`;
  }
  const shown = projectPath(config.filePath, config.cwd);
  if (pathInside(config.basePath, config.cwd) !== undefined) {
    return `no files below this folder match the \`files\` patterns ${patterns} of ${shown} (relative to its folder); name files or folders`;
  }
  // Named with --config, a file whose patterns would count from another folder had it been found there.
  if (configBasePath(config.cwd, { filePath: config.filePath, named: false }) !== config.basePath) {
    return `no files match the \`files\` patterns ${patterns} of ${shown}: named with --config, they are relative to the working folder; name files or folders`;
  }
  return undefined;
}

/** A file that could not be read, as its lint result: one fatal error at its start. */
export function unreadableResult(filePath: string, problem: string): LintResult {
  return makeResult(filePath, [{ ruleId: null, severity: 2, fatal: true, message: problem, line: 1, column: 1, endLine: 1, endColumn: 1 }]);
}

/** A file passed over (a link, a special file, a folder not read), as its lint result: one warning at its start, as ESLint warns about an ignored file. */
export function noticeResult(notice: FileNotice): LintResult {
  return makeResult(notice.path, [{ ruleId: null, severity: 1, message: notice.message, line: 1, column: 1, endLine: 1, endColumn: 1 }]);
}

/** Files read for plan, report and import, with paths relative to `cwd` (plans stay portable); those that could not be read as results. */
export interface ReadSources {
  readonly sources: (PlanSource & { readonly text: Uint8Array })[];
  /** One fatal result per file that could not be read (path relative to `cwd`). */
  readonly unreadable: LintResult[];
}

/** Read each file; one that cannot be read is a result of its own while the others are read. */
export function readSources(paths: readonly string[], cwd: string): ReadSources {
  const sources: ReadSources['sources'] = [];
  const unreadable: LintResult[] = [];
  for (const path of paths) {
    const filePath = projectPath(path, cwd);
    const outcome = readSourceFile(path);
    if ('bytes' in outcome) sources.push({ filePath, text: outcome.bytes });
    else unreadable.push(unreadableResult(filePath, outcome.problem));
  }
  return { sources, unreadable };
}

/** The bytes of the sources read (what `plan` and `report` lint). */
export function bytesOfSources(sources: ReadSources['sources']): number {
  return sources.reduce((n, source) => n + source.text.length, 0);
}

/** A path of `--current` or of `edgelint import` that names nothing. */
export class CurrentFilesError extends Error {}

/**
 * The files of exported GET responses (`plan --current`, `edgelint
 * import`): named files and the YAML and JSON files below named folders,
 * under the run's file policy, read; with the files passed over.
 */
export async function exportSources(paths: readonly string[], config: Pick<ProjectConfig, 'cwd' | 'walk'>): Promise<ReadSources & { readonly notices: FileNotice[] }> {
  let found: FoundFiles;
  try {
    found = await findProjectFiles(paths, { ...config, basePath: config.cwd, files: [], ignores: [] });
  } catch (error) {
    if (error instanceof NoFilesError) throw new CurrentFilesError(error.message);
    throw error;
  }
  return { ...readSources(found.files, config.cwd), notices: found.notices };
}
