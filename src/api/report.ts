/**
 * `report(options)`: what `edgelint report` does without printing — the ESC
 * migration report of the project's manifests, at the configured date and
 * removal date (`removalDate`, `--removal-date`), with each scope's planned calls.
 */
import { planScope } from '../plan/index.js';
import { buildMigrationReport, type MigrationReport, type PlanCallsProvider } from '../report/index.js';
import type { LintResult } from '../engine/lint-result.js';
import type { FileNotice } from '../files/find-files.js';
import { fileLintConfig, loadConfig, type ProjectConfig, type ProjectOptions } from './project.js';
import { bytesOfSources, findProjectFiles, readSources } from './sources.js';
import { withOptimiserDeferred } from './optimiser-deferral.js';
import { moduleCompleteIn } from './lint-project.js';
import { projectPath } from '../files/project-path.js';

/** What `report` reports on: the project (`ProjectOptions`), its files, and the planner that lists each scope's calls. */
export interface ReportProjectOptions extends ProjectOptions {
  /** Files, folders and glob patterns, relative to `cwd`. Default: the configuration's `files` patterns. */
  readonly patterns?: readonly string[];
  /** List each scope's planned calls: `true` with edgelint's planner, `false` not at all, or a planner of your own. Default: true. */
  readonly planCalls?: boolean | PlanCallsProvider;
}

/** What `report` returns: the migration report (render it with `renderReport`) and the configuration used. */
export interface ReportProjectResult {
  readonly report: MigrationReport;
  /** The configuration the run used. */
  readonly config: ProjectConfig;
  /** Links, special files and folders the file policy passed over (not in the report). */
  readonly notices: readonly FileNotice[];
  /** Files that could not be read, one fatal error each: the report is of the others. */
  readonly unreadable: readonly LintResult[];
}

/**
 * The migration report of the project's manifests (render it with
 * `renderReport`, which masks secrets in its whole output). Files are found
 * as `lint` finds them (`ProjectOptions`); one that cannot be read is left
 * out and listed in `unreadable`.
 */
export async function report(options: ReportProjectOptions = {}): Promise<ReportProjectResult> {
  const config = await loadConfig(options);
  const { files, notices } = await findProjectFiles(options.patterns ?? [], config);
  const { sources, unreadable } = readSources(files, config.cwd);
  // As `lint`'s: a mid-sized report runs faster without V8's optimising compiler (optimiser-deferral.ts).
  const migration = await withOptimiserDeferred(
    () => bytesOfSources(sources),
    () =>
      buildMigrationReport({
        sources,
        now: config.settings.now,
        removalDate: config.settings.removalDate ?? undefined,
        removalDateSource: config.removalDateSource,
        lint: (filePath) => fileLintConfig(config, filePath),
        moduleComplete: moduleCompleteIn(config.cwd, files.map((file) => projectPath(file, config.cwd))),
        ...(options.planCalls === false ? {} : { planCalls: typeof options.planCalls === 'function' ? options.planCalls : ({ document, filePath, scope }) => planScope(document, scope, { filePath }) }),
      }),
  );
  return { report: migration, config, notices, unreadable };
}
