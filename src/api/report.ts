/**
 * `report(options)`: what `edgelint report` does without printing — the ESC
 * migration report of the project's manifests, at the configured date and
 * removal date (`removalDate`, `--removal-date`), with each scope's planned calls.
 */
import { configForFile } from '../config/config-for-file.js';
import { planScope } from '../plan/index.js';
import { buildMigrationReport, type MigrationReport, type PlanCallsProvider } from '../report/index.js';
import { projectSources } from './plan.js';
import { loadConfig, type ProjectConfig, type ProjectOptions } from './project.js';

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
}

/** The migration report of the project's manifests (render it with `renderReport`). */
export async function report(options: ReportProjectOptions = {}): Promise<ReportProjectResult> {
  const config = await loadConfig(options);
  const { sources } = await projectSources(options.patterns ?? [], config);
  const migration = buildMigrationReport({
    sources,
    now: config.settings.now,
    removalDate: config.settings.removalDate ?? undefined,
    removalDateSource: config.removalDateSource,
    lint: (filePath) => ({ ...configForFile(config, filePath, config.cwd), registry: config.registry }),
    ...(options.planCalls === false ? {} : { planCalls: typeof options.planCalls === 'function' ? options.planCalls : ({ document, filePath, scope }) => planScope(document, scope, { filePath }) }),
  });
  return { report: migration, config };
}
