/**
 * `lint(options)`: lint a project's files, or a text as one of its files —
 * what `edgelint [lint]` does, without writing anything. One pipeline, each
 * step a function of its own:
 *
 *   1. configuration  `loadConfig` (project.ts)
 *   2. files          `lintTargets`: the named files, folders and patterns, or the configured `files`,
 *                     under the run's file policy (sources.ts); what was passed over is a notice
 *   3. per file       `lintTarget`: its configuration (`fileLintConfig`), read (an unreadable
 *                     file is one fatal finding), lint (findings capped per kind), fixes
 *                     (lint-file.ts) — on worker threads when `concurrency` calls for them
 *                     (lint-workers.ts), through the cache with `cache` (lint-cache.ts);
 *                     then, with its project context, each file other files tell something
 *                     and each list reader that only told its facts (lint-project.ts: lists of
 *                     its account, entry points of its zones)
 *   4. suppressions   `bulkSuppressions`: the suppressions file applied, recorded or pruned
 *   5. format         `formatResults` (format.ts), by the caller
 *
 * Step 3 depends only on the target, the configuration and the project
 * context (plain data the main thread computes from every file's facts), so
 * it runs file by file in workers and its results can be cached. Fixes are computed, never written: `writeFixes`
 * writes them (ESLint's `lintFiles` and `outputFixes`), and an updated
 * suppressions file is returned for `writeSuppressionsFile`.
 */
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ALL_RULES } from '../../rules/index.js';
import type { FileFacts } from '../cross-file/file-facts.js';
import type { LintResult } from '../engine/lint-result.js';
import type { LintConfig } from '../engine/linter.js';
import { basedMatcher } from '../files/based-matcher.js';
import { configuredFilesMatcher } from '../files/edge-files.js';
import { DEFAULT_IGNORES, NoFilesError, statNamed } from '../files/find-files.js';
import { projectPath } from '../files/project-path.js';
import { readSourceFile } from '../files/read-source-file.js';
import { prepareFrontEnds } from '../load/source-file.js';
import { applySuppressions, pruneSuppressions, recordSuppressions, type AppliedSuppressions, type SuppressionCounts } from '../suppressions/suppressions.js';
import { readSuppressionsFile, suppressionsPath } from '../suppressions/suppressions-file.js';
import { checkConcurrency, threadCount, type Concurrency } from './concurrency.js';
import { cacheLocationProblem, cachePath, type CacheStrategy } from './cache-location.js';
import type { CacheLookup, LintCache } from './lint-cache.js';
import { isCatalogued, lintConfigData } from './lint-config-data.js';
import { lintFileTask, type FileTask, type LintedFile } from './lint-file.js';
import { withOptimiserDeferred } from './optimiser-deferral.js';
import { firstPass, lintProjectJobs, mayDeclareLists, projectContextsOf, withProject } from './lint-project.js';
import type { WorkerJob, WorkerPool } from './lint-workers.js';
import { fileLintConfig, loadConfig, type ProjectConfig, type ProjectOptions } from './project.js';
import { findProjectFiles, noticeResult, unreadableResult } from './sources.js';
import { byCodeUnits } from '../text/code-unit-order.js';

/** ESLint's warning for a file named explicitly but ignored by the configuration. */
export const IGNORED_FILE_MESSAGE = 'File ignored because of a matching ignore pattern in the configuration.';

/** How `lint` uses the bulk suppressions file (`--suppress-all`, `--suppress-rule`, `--prune-suppressions`, `--suppressions-location`). */
export interface SuppressionsOptions {
  /** The suppressions file, relative to `cwd`. Default: `edgelint-suppressions.json`. */
  readonly location?: string;
  /**
   * `apply` (default): errors the file records are not reported. `record`:
   * first set the counts of this run's errors — of `rules`, or of every rule
   * (`--suppress-all`, `--suppress-rule`). `prune`: first lower the counts to
   * what this run found (`--prune-suppressions`).
   */
  readonly mode?: 'apply' | 'record' | 'prune';
  /** With `record`: only these rules' errors (`--suppress-rule`). Default: every rule's. */
  readonly rules?: readonly string[];
}

/** What `lint` lints and how: the project (`ProjectOptions`), the files or a text, fixes, ignored-file warnings and bulk suppressions. */
export interface LintProjectOptions extends ProjectOptions {
  /** Files, folders and glob patterns, as on the command line, relative to `cwd`. Default: the configuration's `files` patterns (with no `files` and no `text`). */
  readonly patterns?: readonly string[];
  /** File paths taken as they are, never expanded as folders or patterns (what a hook or an editor names). Default: none. */
  readonly files?: readonly string[];
  /** Lint this text instead of files, as the file `filePath` (standard input, an editor's buffer); bytes are decoded as a file's are (UTF-16 by its byte-order mark, invalid UTF-8 reported). */
  readonly text?: string | Uint8Array;
  /** The path `text` is linted as: its configuration, `files` and `ignores` patterns, and the results' `filePath`. Default: `<text>` in `cwd`. */
  readonly filePath?: string;
  /** Compute automatic fixes; results carry the fixed text as `output`. Nothing is written (see `writeFixes`). Default: false. */
  readonly fix?: boolean;
  /**
   * Keep each linted text in its result as `source`, as ESLint does for a
   * file with messages (for formats that show code: `formatShowsCode`).
   * Without, a large run does not hold the text of every file. Default: true.
   */
  readonly keepSource?: boolean;
  /** Warn about a file named explicitly but ignored by the configuration (ESLint's `warnIgnored`). Default: true. */
  readonly warnIgnored?: boolean;
  /** Bulk suppressions. Default: the suppressions file in `cwd` applied, when there is one. */
  readonly suppressions?: SuppressionsOptions;
  /**
   * Threads for the files (ESLint's `--concurrency`): `off` or 1 lints on
   * the calling thread, a number n on it and n-1 worker threads, `auto` on
   * one thread per two cores (as ESLint's) when the files are enough to pay
   * for the workers (`AUTO_BYTES_PER_THREAD`). The results are the same either way. Runs
   * whose `rules` are not all edgelint's own lint on the calling thread.
   * Default: `auto`.
   */
  readonly concurrency?: Concurrency;
  /**
   * Reuse each file's result from the cache file while the file, its
   * configuration and edgelint's version are unchanged, and update the
   * cache file (ESLint's `--cache`). Not used for `text`, nor when `rules`
   * are not all edgelint's own. Default: false.
   */
  readonly cache?: boolean;
  /** The cache file, relative to `cwd`; a folder (existing, or ending with `/`) holds it as `.edgelintcache`. Default: `.edgelintcache`. */
  readonly cacheLocation?: string;
  /** How the cache tells a file unchanged: `content` (a hash of its bytes) or `metadata` (its size and modification time). Default: `content`. */
  readonly cacheStrategy?: CacheStrategy;
}

/** What the cache did in a run (`cache: true`). */
export interface CacheOutcome {
  /** The cache file (absolute). */
  readonly path: string;
  /** Files whose result came from the cache. */
  readonly reused: number;
  /** Files linted (alone, or again with their project context when it changed), their results then stored (absolute paths, sorted). */
  readonly linted: readonly string[];
  /** Why the cache file could not be written, when it could not; the run's results stand. */
  readonly problem?: string;
}

/** What the suppressions file did in a run: how many errors it hid, counts above or below what was found, and the counts to write. */
export interface SuppressionsOutcome extends Omit<AppliedSuppressions, 'results'> {
  /** The suppressions file (absolute). */
  readonly path: string;
  /** The counts to write with `writeSuppressionsFile`, when `record` or `prune` changed them. */
  readonly updated?: SuppressionCounts;
}

/** What `lint` returns: the results, the configuration used, and what the suppressions file did. */
export interface LintProjectResult {
  /** One result per file linted (ESLint's `LintResult`), sorted by path. */
  readonly results: LintResult[];
  /** The configuration the run used. */
  readonly config: ProjectConfig;
  readonly suppressions: SuppressionsOutcome;
  /** What the cache did, with `cache: true`. */
  readonly cache?: CacheOutcome;
}

/** What step 3 lints: a file, a text standing for a file, a named file the configuration ignores, or one the file policy passed over (a link, a special file, a folder not read). */
export type LintTarget =
  | { readonly kind: 'file'; readonly filePath: string }
  | { readonly kind: 'text'; readonly filePath: string; readonly text: string | Uint8Array }
  | { readonly kind: 'ignored'; readonly filePath: string }
  | { readonly kind: 'notice'; readonly filePath: string; readonly message: string };

/**
 * Lint a project's files (or `text` as one of them), with its configuration
 * and suppressions. The files are linted as one project: a zone file reads
 * the lists its account declares in another file of the run, and a zone's
 * (or the account's) second entry point for a phase in a later file is
 * reported there (README "Across files"); a `text` is linted alone. Safe on files of an untrusted change by default: links
 * are followed only inside `cwd` and special files are skipped, each with a
 * warning of its own (`followSymlinks`, `allowOutsideProject`); a file that
 * cannot be read is one fatal error of that file; each file lists at most
 * `limits` findings of a kind. Results carry findings whose messages mask
 * secrets; `formatResults` masks its whole output.
 */
export async function lint(options: LintProjectOptions = {}): Promise<LintProjectResult> {
  const concurrency = checkConcurrency(options.concurrency ?? 'auto');
  const config = await loadConfig(options);
  const targets = await lintTargets(config, options);
  const results: LintResult[] = [];
  const jobs: FileJob[] = [];
  for (const target of targets) {
    if (target.kind === 'file' || target.kind === 'text') jobs.push(fileJob(target, config, options));
    else {
      const result = lintTarget(target, config, options);
      if (result) results.push(result);
    }
  }
  // Worker threads and the cache see rules by id: only edgelint's own rules can be named so.
  const catalogued = isCatalogued(config.registry, ALL_RULES);
  const runner = new JobRunner(jobs, catalogued ? concurrency : 'off', config.registry);
  let cached: Awaited<ReturnType<typeof lintThroughCache>> | undefined;
  // A cache location that is a device, a FIFO or another file is never read or written: the run goes on without the cache.
  const refused = options.cache === true && catalogued ? cacheLocationProblem(cachePath(config.cwd, options.cacheLocation)) : undefined;
  // On one thread, a mid-sized run lints faster without V8's optimising compiler (optimiser-deferral.ts).
  let total: number | undefined;
  const bytes = () => (total ??= bytesOf(jobs));
  const lintJobs = async (): Promise<void> => {
    cached = options.cache === true && catalogued && refused === undefined ? await lintThroughCache(jobs, config, options, runner) : undefined;
    // One push per result: a spread of more than ~120,000 (one per file) overflows the call stack.
    if (cached) for (const result of cached.results) results.push(result);
    else {
      const linted = await lintProjectJobs(jobs, config.cwd, (some) => runner.lint(some));
      for (const { result } of linted) if (result) results.push(result);
    }
  };
  try {
    await (runner.threadsFor(jobs, bytes) === 1 ? withOptimiserDeferred(bytes, lintJobs) : lintJobs());
  } finally {
    await runner.close();
  }
  results.sort((a, b) => byCodeUnits(a.filePath, b.filePath));
  const suppressed = bulkSuppressions(results, config, options.suppressions ?? {});
  const cache = cached ? cached.outcome : refused !== undefined ? { path: cachePath(config.cwd, options.cacheLocation), reused: 0, linted: [], problem: refused } : undefined;
  return { results: suppressed.results, config, suppressions: suppressed.outcome, ...(cache ? { cache } : {}) };
}

const FROM_SOURCES = import.meta.url.endsWith('.ts');

/** A file or text of step 3 with its configuration (folded once per set of `overrides` that apply). */
interface FileJob {
  readonly task: FileTask;
  /** Shared by the files the same `overrides` apply to (`fileLintConfig`). */
  readonly config: LintConfig;
}

function fileJob(target: Extract<LintTarget, { kind: 'file' | 'text' }>, config: ProjectConfig, options: Pick<LintProjectOptions, 'fix' | 'keepSource'>): FileJob {
  const task: FileTask = {
    kind: target.kind,
    filePath: target.filePath,
    ...(target.kind === 'text' ? (typeof target.text === 'string' ? { text: target.text } : { bytes: target.text }) : {}),
    configured: matchersOf(config).configured(target.filePath),
    fix: options.fix === true,
    keepSource: options.keepSource !== false,
  };
  return { task, config: fileLintConfig(config, target.filePath) };
}

/**
 * Step 3's passes over the jobs of a run, each job's result and facts in
 * order: on the calling thread, or on workers when `concurrency` and a
 * pass's files call for them. The workers, started by the first pass that
 * needs them, serve the next (the files other files tell something, in
 * lint-project.ts); `close` ends them.
 */
class JobRunner {
  private pool: WorkerPool | undefined;
  /** Each distinct configuration of the run once (as data for the workers); this thread keeps its own by the same index. */
  private readonly configs: LintConfig[] = [];
  private readonly index = new Map<LintConfig, number>();

  constructor(
    jobs: readonly FileJob[],
    private readonly concurrency: Concurrency,
    private readonly registry: ProjectConfig['registry'],
  ) {
    for (const job of jobs) if (!this.index.has(job.config)) this.index.set(job.config, this.configs.push(job.config) - 1);
  }

  /** The threads `jobs` (of `bytes()` bytes, asked only for `auto`) are linted on. */
  threadsFor(jobs: readonly FileJob[], bytes: () => number = () => bytesOf(jobs)): number {
    // Workers run the build (dist/lint-worker.cjs): code running from its sources (tests) uses it only when asked by number, never by `auto`.
    const { concurrency } = this;
    return concurrency === 'auto' && FROM_SOURCES ? 1 : threadCount(concurrency, jobs.length, bytes);
  }

  async lint(jobs: readonly FileJob[]): Promise<LintedFile[]> {
    const threads = this.threadsFor(jobs);
    // Parsers only some files need (HCL for `.tf`) are loaded once, before the per-file step, which is synchronous.
    await prepareFrontEnds(jobs.map((job) => job.task.filePath));
    if (threads === 1) return jobs.map((job) => lintFileTask(job.task, job.config));
    if (!this.pool) {
      const { WorkerPool } = await import('./lint-workers.js');
      this.pool = new WorkerPool({ registry: this.registry.map((r) => r.meta.id), configs: this.configs.map(lintConfigData) });
    }
    const workerJobs: WorkerJob[] = jobs.map((job) => ({ task: job.task, config: this.index.get(job.config)! }));
    return this.pool.run(workerJobs, threads, (job) => lintFileTask(job.task, this.configs[job.config]!));
  }

  async close(): Promise<void> {
    await this.pool?.close();
  }
}

function bytesOf(jobs: readonly FileJob[]): number {
  return jobs.reduce((n, job) => n + byteSize(job.task), 0);
}

function byteSize(task: FileTask): number {
  if (task.bytes) return task.bytes.length;
  if (task.text !== undefined) return task.text.length;
  try {
    return statSync(task.filePath).size;
  } catch {
    return 0;
  }
}

/**
 * Step 3 through the cache: each file's entry holds its result, its facts
 * and the digest of the project context it was linted with. Files the cache
 * does not hold are linted (`JobRunner`); the project index is built from
 * every file's facts, new or kept; a kept result stands while the file's
 * context has the same digest, and a file whose context changed, or a new
 * file that has one, is linted again with it (lint-project.ts). Then the
 * cache is written.
 */
async function lintThroughCache(
  jobs: readonly FileJob[],
  config: ProjectConfig,
  options: Pick<LintProjectOptions, 'cacheLocation' | 'cacheStrategy' | 'fix'>,
  runner: JobRunner,
): Promise<{ results: LintResult[]; outcome: CacheOutcome }> {
  const { LintCache, configKey, projectDigest } = await import('./lint-cache.js');
  const cache: LintCache = LintCache.open(cachePath(config.cwd, options.cacheLocation), config.cwd, config.registry.map((r) => r.meta.id), options.cacheStrategy ?? 'content');
  const results: LintResult[] = [];
  const keys = new Map<LintConfig, { configured?: string; other?: string }>();
  /** The files of the cache, each with its lookup: a kept entry, or one to lint (its bytes read once). */
  const files: { job: FileJob; found: Exclude<CacheLookup, { problem: string }>; facts?: FileFacts; outcome?: LintedFile }[] = [];
  const uncached: FileJob[] = [];
  /** Files that cannot be read: in the run all the same, as they are without the cache (a Terraform module's completeness counts them). */
  const unread: FileTask[] = [];
  for (const job of jobs) {
    // Standard input is linted every time (ESLint does not cache it either).
    if (job.task.kind === 'text') {
      uncached.push(job);
      continue;
    }
    let known = keys.get(job.config);
    if (!known) keys.set(job.config, (known = {}));
    const which = job.task.configured ? 'configured' : 'other';
    const key = (known[which] ??= configKey(lintConfigData(job.config), job.task.configured));
    const found = cache.lookup(job.task.filePath, key, readSourceFile, job.task);
    if ('problem' in found) {
      results.push(unreadableResult(job.task.filePath, found.problem));
      unread.push(job.task);
    } else files.push({ job: { ...job, task: { ...job.task, bytes: found.bytes } }, found });
  }
  // First the files the cache does not hold, each alone; their facts join the kept ones.
  const misses = files.filter((f) => !f.found.hit);
  // A kept file's facts say whether it declares lists; a file to lint is asked its bytes.
  const mayDeclare = () => files.some((f) => (f.found.hit ? f.found.facts?.lists !== undefined : mayDeclareLists(f.job.task)));
  const first = await runner.lint(firstPass([...misses.map((f) => f.job), ...uncached], files.length, mayDeclare));
  misses.forEach((f, i) => (f.outcome = first[i]));
  for (const linted of first.slice(misses.length)) if (linted.result) results.push(linted.result);
  for (const f of files) f.facts = f.found.hit ? f.found.facts : f.outcome?.facts;
  const contexts = projectContextsOf(
    [...files.map((f) => f.job.task), ...unread],
    files.map((f) => f.facts),
    config.cwd,
  );
  // Then, with its project context, each file whose kept result was linted with another one, and each new file that has one.
  const digests = files.map((_, i) => projectDigest(contexts[i]));
  const again: number[] = [];
  files.forEach((f, i) => {
    if (f.found.hit ? f.found.project !== digests[i] : digests[i] !== undefined || f.outcome?.deferred) again.push(i);
  });
  const relinted = await runner.lint(again.map((i) => withProject(files[i]!.job, contexts[i])));
  again.forEach((at, k) => (files[at]!.outcome = relinted[k]));
  let reused = 0;
  const linted: string[] = [];
  files.forEach((f, i) => {
    if (f.outcome) {
      linted.push(f.job.task.filePath);
      cache.store(f.job.task.filePath, f.found.key, f.outcome.result, f.facts, digests[i]);
      if (f.outcome.result) results.push(f.outcome.result);
    } else if (f.found.hit) {
      reused++;
      if (f.found.result) results.push(f.found.result);
    }
  });
  const problem = cache.save();
  const outcome: CacheOutcome = {
    path: cache.path,
    reused,
    linted: linted.sort(),
    ...(problem ? { problem } : {}),
  };
  return { results, outcome };
}

/** Step 2: what the run lints. */
export async function lintTargets(config: ProjectConfig, options: Pick<LintProjectOptions, 'patterns' | 'files' | 'text' | 'filePath'>): Promise<LintTarget[]> {
  const { cwd } = config;
  if (options.text !== undefined) {
    const filePath = resolve(cwd, options.filePath ?? '<text>');
    const ignored = options.filePath !== undefined && isIgnored(config, filePath);
    return [ignored ? { kind: 'ignored', filePath } : { kind: 'text', filePath, text: options.text }];
  }
  const targets: LintTarget[] = [];
  const files = options.files ?? [];
  for (const named of files) {
    const filePath = resolve(cwd, named);
    // A named file is taken as named, but the file policy still holds: no link when links are not followed, no device or FIFO.
    const { stat, notice } = statNamed(filePath, config.walk.followSymlinks);
    if (notice) targets.push({ kind: 'notice', filePath, message: notice.message });
    else if (!stat?.isFile()) throw new NoFilesError(`no such file: ${named}`);
    else targets.push(isIgnored(config, filePath) ? { kind: 'ignored', filePath } : { kind: 'file', filePath });
  }
  const patterns = options.patterns ?? [];
  if (patterns.length > 0 || files.length === 0) {
    const found = await findProjectFiles(patterns, config);
    for (const filePath of found.files) targets.push({ kind: 'file', filePath });
    for (const filePath of found.ignored) targets.push({ kind: 'ignored', filePath });
    for (const notice of found.notices) targets.push({ kind: 'notice', filePath: notice.path, message: notice.message });
  }
  // A file named twice (as a file and through a pattern) is linted once.
  const seen = new Set<string>();
  return targets.filter((t) => !seen.has(t.filePath) && seen.add(t.filePath));
}

/** The configuration's file matchers, compiled once per run. */
const matchers = new WeakMap<ProjectConfig, { ignored: (filePath: string) => boolean; configured: (filePath: string) => boolean }>();

function matchersOf(config: ProjectConfig): { ignored: (filePath: string) => boolean; configured: (filePath: string) => boolean } {
  let m = matchers.get(config);
  if (!m) {
    m = { ignored: basedMatcher(config.basePath, [...DEFAULT_IGNORES, ...config.ignores]), configured: configuredFilesMatcher(config.basePath, config.files) };
    matchers.set(config, m);
  }
  return m;
}

function isIgnored(config: ProjectConfig, filePath: string): boolean {
  return matchersOf(config).ignored(filePath);
}

/**
 * Step 3: one target's result, with the configuration of its file;
 * `undefined` for a file that is skipped (outside the configured `files`,
 * and holding no edge document) or an ignored one when `warnIgnored` is off.
 * Depends only on its arguments and the file it reads, so it can run in a worker.
 */
export function lintTarget(target: LintTarget, config: ProjectConfig, options: Pick<LintProjectOptions, 'fix' | 'warnIgnored'> = {}): LintResult | undefined {
  if (target.kind === 'ignored') {
    if (options.warnIgnored === false) return undefined;
    return noticeResult({ path: target.filePath, message: IGNORED_FILE_MESSAGE });
  }
  if (target.kind === 'notice') return noticeResult({ path: target.filePath, message: target.message });
  const job = fileJob(target, config, options);
  return lintFileTask(job.task, job.config).result;
}

/** Step 4: apply the suppressions file (after recording or pruning counts when asked). */
export function bulkSuppressions(
  results: readonly LintResult[],
  config: ProjectConfig,
  options: SuppressionsOptions,
): { results: LintResult[]; outcome: SuppressionsOutcome } {
  const path = suppressionsPath(config.cwd, options.location);
  const context = { cwd: config.cwd, location: projectPath(path, config.cwd), bulkSuppressible: bulkSuppressibleRules(config) };
  const recorded = readSuppressionsFile(path);
  let counts = recorded;
  if (options.mode === 'record') counts = recordSuppressions(results, counts, { ...context, ...(options.rules ? { rules: options.rules } : {}) });
  else if (options.mode === 'prune') counts = pruneSuppressions(results, counts, { ...context, exists: (file) => existsSync(resolve(config.cwd, file)) });
  const applied = applySuppressions(results, counts, context);
  const { results: out, ...rest } = applied;
  const changed = options.mode !== undefined && options.mode !== 'apply' && JSON.stringify(counts) !== JSON.stringify(recorded);
  return { results: out, outcome: { ...rest, path, ...(changed ? { updated: counts } : {}) } };
}

/** Whether a rule's errors may be suppressed in bulk (a secret in clear text never is). */
export function bulkSuppressibleRules(config: ProjectConfig): (ruleId: string) => boolean {
  const never = new Set(config.registry.filter((r) => r.meta.bulkSuppressible === false).map((r) => r.meta.id));
  return (ruleId) => !never.has(ruleId);
}

/** Write the fixed text of each result that has one (`fix: true`) back to its file; returns the files written. */
export function writeFixes(results: readonly LintResult[]): string[] {
  const written: string[] = [];
  for (const result of results) {
    if (result.output === undefined || result.filePath.endsWith('<text>')) continue;
    writeFileSync(result.filePath, result.output);
    written.push(result.filePath);
  }
  return written;
}

