/**
 * `plan(options)`: what `edgelint plan` does without printing — lint the
 * project's files (each with its own configuration), then plan the API
 * calls that bring the account and zones to the state they describe, or
 * only the changes against exported GET responses (`current`).
 */
import { resolve } from 'node:path';
import type { LintResult } from '../engine/lint-result.js';
import type { FileNotice } from '../files/find-files.js';
import { planSources, type AuthChoice, type CurrentStateProblem, type PlanOutcome } from '../plan/index.js';
import { fileLintConfig, loadConfig, type ProjectConfig, type ProjectOptions } from './project.js';
import { projectPath } from '../files/project-path.js';
import { bytesOfSources, exportSources, findProjectFiles, readSources } from './sources.js';
import { withOptimiserDeferred } from './optimiser-deferral.js';
import { moduleCompleteIn } from './lint-project.js';
import { bulkSuppressibleRules } from './lint.js';
import { applySuppressions } from '../suppressions/suppressions.js';
import { readSuppressionsFile, suppressionsPath } from '../suppressions/suppressions-file.js';
import { counted } from '../text/counted.js';

export { CurrentFilesError } from './sources.js';

/** What `plan` plans: the project (`ProjectOptions`), its files, the current state to compare with, `force` and the authentication scheme. */
export interface PlanProjectOptions extends ProjectOptions {
  /** Files, folders and glob patterns of the configuration, relative to `cwd`. Default: the configuration's `files` patterns. */
  readonly patterns?: readonly string[];
  /** Files and folders of exported GET responses (or manifests) of the current state: only the changes are planned. Default: none, every call is planned. */
  readonly current?: readonly string[];
  /** Plan even when the configuration has lint errors or files that cannot be read. Default: false. */
  readonly force?: boolean;
  /** How the calls authenticate. Default: `spec`. */
  readonly auth?: AuthChoice;
}

/** What `plan` returns: the plan (or why there is none), the lint results, the files passed over, and the configuration used. */
export interface PlanProjectResult extends PlanOutcome {
  /** The configuration the run used. */
  readonly config: ProjectConfig;
  /** Named files the configuration ignores (not planned). */
  readonly ignored: readonly string[];
  /** Links, special files and folders the file policy passed over (not planned). */
  readonly notices: readonly FileNotice[];
  /** Configuration files that could not be read, one fatal error each: no plan without `force`, and with it a plan without them. */
  readonly unreadable: readonly LintResult[];
  /**
   * When lint errors stop the plan: how many of them the bulk suppressions
   * file (`edgelint-suppressions.json` in `cwd`) records, so `edgelint`
   * does not report them. They stop the plan all the same: suppressions put
   * off fixing errors, while a plan sends the configuration as it is.
   */
  readonly suppressedInBulk?: { readonly file: string; readonly count: number };
}

/**
 * Lint the project's configuration, then plan it; see `PlanOutcome` for why
 * there may be no plan. A `current` file that is not an exported GET
 * response edgelint reads (or cannot be read at all) is a `currentProblems`
 * entry at its position, and there is no plan: never a plan that creates
 * what exists. The plan's secrets are references or masks; `renderPlan`
 * masks its whole output. Files are found as `lint` finds them (`ProjectOptions`).
 */
export async function plan(options: PlanProjectOptions = {}): Promise<PlanProjectResult> {
  const config = await loadConfig(options);
  const { files, ignored, notices } = await findProjectFiles(options.patterns ?? [], config);
  const { sources, unreadable } = readSources(files, config.cwd);
  const run = { config, ignored, notices, unreadable };
  if (unreadable.length && options.force !== true) {
    const n = unreadable.length;
    const blockedReason = `no plan: ${counted(n, 'file')} could not be read, and a plan without ${n === 1 ? 'it' : 'them'} would be wrong; fix that, or plan anyway with --force`;
    return { ...run, lintResults: [], errorCount: 0, currentProblems: [], blockedReason };
  }
  let current: Awaited<ReturnType<typeof exportSources>> | undefined;
  if (options.current?.length) {
    current = await exportSources(options.current, config);
    const problems: CurrentStateProblem[] = [
      ...current.notices.map((n) => ({ filePath: projectPath(n.path, config.cwd), message: n.message })),
      ...current.unreadable.map((r) => ({ filePath: r.filePath, line: 1, column: 1, message: r.messages[0]!.message })),
    ];
    if (problems.length) return { ...run, lintResults: [], errorCount: 0, currentProblems: problems };
  }
  // As `lint`'s: a mid-sized plan runs faster without V8's optimising compiler (optimiser-deferral.ts).
  const outcome = await withOptimiserDeferred(
    () => bytesOfSources(sources),
    () =>
      planSources(sources, {
        config: (filePath) => fileLintConfig(config, filePath),
        ...(options.auth ? { auth: options.auth } : {}),
        force: options.force === true,
        moduleComplete: moduleCompleteIn(config.cwd, files.map((file) => projectPath(file, config.cwd))),
        ...(current ? { current: current.sources } : {}),
      }),
  );
  const suppressedInBulk = outcome.plan === undefined && outcome.errorCount > 0 ? bulkSuppressedErrors(outcome.lintResults, config) : undefined;
  return { ...outcome, ...run, ...(suppressedInBulk ? { suppressedInBulk } : {}) };
}

/** How many of the errors the suppressions file records (as `lint` applies it); none when there is no valid file (`lint` reports an invalid one). */
function bulkSuppressedErrors(results: readonly LintResult[], config: ProjectConfig): { file: string; count: number } | undefined {
  const path = suppressionsPath(config.cwd);
  let counts;
  try {
    counts = readSuppressionsFile(path);
  } catch {
    return undefined;
  }
  // The results' paths are relative to `cwd` (plans stay portable); the file's keys are too, counted from `cwd` (not the process's).
  const located = results.map((r) => ({ ...r, filePath: resolve(config.cwd, r.filePath) }));
  const { suppressedCount } = applySuppressions(located, counts, { cwd: config.cwd, bulkSuppressible: bulkSuppressibleRules(config) });
  return suppressedCount > 0 ? { file: projectPath(path, config.cwd), count: suppressedCount } : undefined;
}
