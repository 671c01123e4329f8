/**
 * `plan(options)`: what `edgelint plan` does without printing — lint the
 * project's files (each with its own configuration), then plan the API
 * calls that bring the account and zones to the state they describe, or
 * only the changes against exported GET responses (`current`).
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { configForFile } from '../config/config-for-file.js';
import { findFiles, NoFilesError } from '../files/find-files.js';
import { toPosix } from '../files/project-path.js';
import { prepareFrontEnds } from '../load/source-file.js';
import { planSources, type AuthChoice, type PlanOutcome, type PlanSource } from '../plan/index.js';
import { loadConfig, type ProjectConfig, type ProjectOptions } from './project.js';

/** What `plan` plans: the project (`ProjectOptions`), its files, the current state to compare with, `force` and the authentication scheme. */
export interface PlanProjectOptions extends ProjectOptions {
  /** Files, folders and glob patterns of the configuration, relative to `cwd`. Default: the configuration's `files` patterns. */
  readonly patterns?: readonly string[];
  /** Files and folders of exported GET responses (or manifests) of the current state: only the changes are planned. Default: none, every call is planned. */
  readonly current?: readonly string[];
  /** Plan even when the configuration has lint errors. Default: false. */
  readonly force?: boolean;
  /** How the calls authenticate. Default: `spec`. */
  readonly auth?: AuthChoice;
}

/** What `plan` returns: the plan (or why there is none), the lint results, and the configuration used. */
export interface PlanProjectResult extends PlanOutcome {
  /** The configuration the run used. */
  readonly config: ProjectConfig;
  /** Named files the configuration ignores (not planned). */
  readonly ignored: readonly string[];
}

/** The files of the configuration, read, with paths relative to `cwd` (plans stay portable). */
export async function projectSources(patterns: readonly string[], config: ProjectConfig): Promise<{ sources: PlanSource[]; ignored: string[] }> {
  const { files, ignored } = await findFiles(patterns, { cwd: config.cwd, files: config.files, ignores: config.ignores });
  await prepareFrontEnds(files);
  return { sources: files.map((file) => ({ filePath: toPosix(relative(config.cwd, file)) || file, text: readFileSync(file) })), ignored };
}

/** A path of `current` that names nothing. */
export class CurrentFilesError extends Error {}

/** The files of `current`: named files and the YAML and JSON files below named folders. */
export async function currentStateSources(paths: readonly string[], cwd: string): Promise<PlanSource[]> {
  try {
    const { files } = await findFiles(paths, { cwd, files: [], ignores: [] });
    await prepareFrontEnds(files);
    return files.map((file) => ({ filePath: toPosix(relative(cwd, file)) || file, text: readFileSync(file) }));
  } catch (error) {
    if (error instanceof NoFilesError) throw new CurrentFilesError(error.message);
    throw error;
  }
}

/** Lint the project's configuration, then plan it; see `PlanOutcome` for why there may be no plan. */
export async function plan(options: PlanProjectOptions = {}): Promise<PlanProjectResult> {
  const config = await loadConfig(options);
  const { sources, ignored } = await projectSources(options.patterns ?? [], config);
  const current = options.current?.length ? await currentStateSources(options.current, config.cwd) : undefined;
  const outcome = planSources(sources, {
    config: (filePath) => ({ ...configForFile(config, filePath, config.cwd), registry: config.registry }),
    ...(options.auth ? { auth: options.auth } : {}),
    force: options.force === true,
    ...(current ? { current } : {}),
  });
  return { ...outcome, config, ignored };
}
