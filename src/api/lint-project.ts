/**
 * Step 3's second half in `lint` (lint.ts): the checks across files. Every
 * file was linted once on its own and told its project facts
 * (src/cross-file/file-facts.ts) — except a file that reads lists it does
 * not declare, which only tells its facts when another file of the run may
 * declare lists (`firstPass`). The project index (project-index.ts) gives
 * each file the project context it depends on — its account's lists
 * declared in other files, its zones' entry points defined in files before
 * it — and the files with one, and the list readers, are linted (again) with
 * it, through the same job machinery (threads, cache). The others keep their first result,
 * so a run whose files tell each other nothing (no lists read across files,
 * each zone in one file) costs the facts and nothing more, and a file that
 * reads an account's lists is linted once.
 *
 * Only files take part: a text (standard input, an editor's buffer) is
 * linted alone, as `lintText` lints it.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FileFacts } from '../cross-file/file-facts.js';
import type { ProjectContext } from '../cross-file/project-context.js';
import { projectContexts } from '../cross-file/project-index.js';
import { projectPath } from '../files/project-path.js';
import { readSourceFile } from '../files/read-source-file.js';
import { formatForPath, isTerraformJsonPath } from '../load/source-file.js';
import type { FileTask, LintedFile } from './lint-file.js';

/** A job of step 3: at least its task (lint.ts adds its configuration). */
export interface ProjectJob {
  readonly task: FileTask;
}

/**
 * The project context of each task (`undefined` for none, and for a text),
 * from the facts of every file of the run (`facts[i]` is `tasks[i]`'s; none past its end).
 */
export function projectContextsOf(tasks: readonly FileTask[], facts: readonly (FileFacts | undefined)[], cwd: string): (ProjectContext | undefined)[] {
  const files = tasks.map((task, i) => ({ file: projectPath(task.filePath, cwd), facts: task.kind === 'file' ? facts[i] : undefined }));
  if (!files.some((f) => f.facts !== undefined)) return tasks.map(() => undefined);
  const contexts = projectContexts(files, { moduleComplete: moduleCompleteIn(cwd, files.map((f) => f.file)) });
  return tasks.map((task, i) => (task.kind === 'file' ? contexts.get(files[i]!.file) : undefined));
}

/**
 * Whether every Terraform file of a folder (project-relative) is among
 * `inRun` (project-relative paths): the run then knows the whole module, and
 * a `$list` none of its files declares is reported. Read from the folder
 * once each; `lint`, `plan` and `report` ask it the same way.
 */
export function moduleCompleteIn(cwd: string, inRun: Iterable<string>): (folder: string) => boolean {
  const files = new Set(inRun);
  const complete = new Map<string, boolean>();
  return (folder) => {
    let known = complete.get(folder);
    if (known === undefined) complete.set(folder, (known = terraformFilesOf(resolve(cwd, folder)).every((name) => files.has(folder ? `${folder}/${name}` : name))));
    return known;
  };
}

/**
 * The Terraform files of a folder (`*.tf`, `*.tf.json`), links among them —
 * Terraform reads a linked file as its own, and one the run passes over
 * (outside the project) leaves the module open; none when it cannot be read.
 */
function terraformFilesOf(folder: string): string[] {
  try {
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => (entry.isFile() || entry.isSymbolicLink()) && (formatForPath(entry.name) === 'hcl' || isTerraformJsonPath(entry.name)))
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * The first pass's jobs: when other files of the run (`filesInRun`, kept
 * ones of the cache too) may declare the lists a file reads (`mayDeclare`,
 * asked only of a run of several files), a file that reads lists waits for
 * its context (`FileTask.deferListReaders`) instead of being linted twice.
 * Without such a file, waiting would only load a reader twice.
 */
export function firstPass<J extends ProjectJob>(jobs: readonly J[], filesInRun: number, mayDeclare: () => boolean): readonly J[] {
  if (filesInRun < 2 || !mayDeclare()) return jobs;
  return jobs.map((job) => (job.task.kind === 'file' ? { ...job, task: { ...job.task, deferListReaders: true } } : job));
}

/**
 * Whether a file may declare account lists, from its bytes: a manifest
 * declares them under `lists`, Terraform with `cloudflare_list` resources,
 * so a file whose bytes say neither declares none. A hint for `firstPass`
 * only: a file that declares lists without those bytes (UTF-16, escapes)
 * makes the run lint its readers alone and then again with their context.
 * Read here when the task has no bytes yet (the page cache serves the lint's
 * own read).
 */
export function mayDeclareLists(task: FileTask): boolean {
  if (task.kind !== 'file') return false;
  const read = task.bytes ? { bytes: task.bytes } : readSourceFile(task.filePath);
  if ('problem' in read) return false;
  const bytes = Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength);
  return bytes.includes('lists') || bytes.includes('cloudflare_list');
}

/** `job` (a task of this run, linted alone or deferred so far) to be linted with `project` as its context; alone for none. */
export function withProject<J extends ProjectJob>(job: J, project: ProjectContext | undefined): J {
  const { deferListReaders: _deferred, ...task } = job.task;
  return { ...job, task: project === undefined ? task : { ...task, project } };
}

/**
 * Lint `jobs` as a project, without the cache: each once (`lintJobs`; list
 * readers only for their facts, `firstPass`), then with its project context
 * each file that has one, and each list reader still to lint. Results in the
 * order of `jobs`.
 */
export async function lintProjectJobs<J extends ProjectJob>(jobs: readonly J[], cwd: string, lintJobs: (jobs: readonly J[]) => Promise<LintedFile[]>): Promise<LintedFile[]> {
  const files = jobs.filter((job) => job.task.kind === 'file');
  const linted = await lintJobs(firstPass(jobs, files.length, () => files.some((job) => mayDeclareLists(job.task))));
  const contexts = projectContextsOf(
    jobs.map((job) => job.task),
    linted.map((l) => l.facts),
    cwd,
  );
  const again: number[] = [];
  contexts.forEach((context, i) => {
    if (context !== undefined || linted[i]!.deferred) again.push(i);
  });
  if (again.length === 0) return linted;
  const relinted = await lintJobs(again.map((i) => withProject(jobs[i]!, contexts[i])));
  again.forEach((at, k) => (linted[at] = relinted[k]!));
  return linted;
}
