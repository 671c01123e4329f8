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
 *   4. suppressions   `bulkSuppressions`: the suppressions file applied, recorded or pruned
 *   5. format         `formatResults` (format.ts), by the caller
 *
 * Step 3 depends only on the target and the configuration, so it can run
 * file by file in workers. Fixes are computed, never written: `writeFixes`
 * writes them (ESLint's `lintFiles` and `outputFixes`), and an updated
 * suppressions file is returned for `writeSuppressionsFile`.
 */
import { existsSync, lstatSync, statSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import picomatch from 'picomatch';
import { lintLoaded } from '../engine/linter.js';
import { makeResult, type LintResult } from '../engine/lint-result.js';
import { configuredFilesMatcher, holdsEdgeDocument } from '../files/edge-files.js';
import { DEFAULT_IGNORES, NoFilesError, specialKind } from '../files/find-files.js';
import { toPosix } from '../files/project-path.js';
import { readSourceFile } from '../files/read-source-file.js';
import { loadSource, loadSourceBytes, prepareFrontEnds } from '../load/source-file.js';
import { applySuppressions, pruneSuppressions, recordSuppressions, type AppliedSuppressions, type SuppressionCounts } from '../suppressions/suppressions.js';
import { readSuppressionsFile, suppressionsPath } from '../suppressions/suppressions-file.js';
import { fileLintConfig, loadConfig, type ProjectConfig, type ProjectOptions } from './project.js';
import { findProjectFiles, noticeResult, unreadableResult } from './sources.js';

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
  /** Lint this text instead of files, as the file `filePath` (standard input, an editor's buffer). */
  readonly text?: string;
  /** The path `text` is linted as: its configuration, `files` and `ignores` patterns, and the results' `filePath`. Default: `<text>` in `cwd`. */
  readonly filePath?: string;
  /** Compute automatic fixes; results carry the fixed text as `output`. Nothing is written (see `writeFixes`). Default: false. */
  readonly fix?: boolean;
  /** Warn about a file named explicitly but ignored by the configuration (ESLint's `warnIgnored`). Default: true. */
  readonly warnIgnored?: boolean;
  /** Bulk suppressions. Default: the suppressions file in `cwd` applied, when there is one. */
  readonly suppressions?: SuppressionsOptions;
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
}

/** What step 3 lints: a file, a text standing for a file, a named file the configuration ignores, or one the file policy passed over (a link, a special file, a folder not read). */
export type LintTarget =
  | { readonly kind: 'file'; readonly filePath: string }
  | { readonly kind: 'text'; readonly filePath: string; readonly text: string }
  | { readonly kind: 'ignored'; readonly filePath: string }
  | { readonly kind: 'notice'; readonly filePath: string; readonly message: string };

/**
 * Lint a project's files (or `text` as one of them), with its configuration
 * and suppressions. Safe on files of an untrusted change by default: links
 * are followed only inside `cwd` and special files are skipped, each with a
 * warning of its own (`followSymlinks`, `allowOutsideProject`); a file that
 * cannot be read is one fatal error of that file; each file lists at most
 * `limits` findings of a kind. Results carry findings whose messages mask
 * secrets; `formatResults` masks its whole output.
 */
export async function lint(options: LintProjectOptions = {}): Promise<LintProjectResult> {
  const config = await loadConfig(options);
  const targets = await lintTargets(config, options);
  // Parsers only some files need (HCL for `.tf`) are loaded once, before the per-file step, which is synchronous.
  await prepareFrontEnds(targets.filter((t) => t.kind === 'file' || t.kind === 'text').map((t) => t.filePath));
  const results: LintResult[] = [];
  for (const target of targets) {
    const result = lintTarget(target, config, options);
    if (result) results.push(result);
  }
  results.sort((a, b) => a.filePath.localeCompare(b.filePath));
  const suppressed = bulkSuppressions(results, config, options.suppressions ?? {});
  return { results: suppressed.results, config, suppressions: suppressed.outcome };
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
    if (!existsSync(filePath)) throw new NoFilesError(`no such file: ${named}`);
    // A named file is taken as named, but the file policy still holds: no link when links are not followed, no device or FIFO.
    const kind = specialKind(statSync(filePath));
    if (!config.walk.followSymlinks && lstatSync(filePath).isSymbolicLink()) targets.push({ kind: 'notice', filePath, message: 'Skipped: a symbolic link, and links are not followed (--no-follow-symlinks).' });
    else if (kind) targets.push({ kind: 'notice', filePath, message: `Skipped: ${kind}, not a regular file.` });
    else if (!statSync(filePath).isFile()) throw new NoFilesError(`no such file: ${named}`);
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
const matchers = new WeakMap<ProjectConfig, { ignored: (rel: string) => boolean; configured: (filePath: string) => boolean }>();

function matchersOf(config: ProjectConfig): { ignored: (rel: string) => boolean; configured: (filePath: string) => boolean } {
  let m = matchers.get(config);
  if (!m) {
    m = { ignored: picomatch([...DEFAULT_IGNORES, ...config.ignores], { dot: true }), configured: configuredFilesMatcher(config.cwd, config.files) };
    matchers.set(config, m);
  }
  return m;
}

function isIgnored(config: ProjectConfig, filePath: string): boolean {
  const rel = toPosix(relative(config.cwd, filePath));
  return !rel.startsWith('../') && matchersOf(config).ignored(rel);
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
  const fileConfig = fileLintConfig(config, target.filePath);
  let file;
  if (target.kind === 'text') file = loadSource(target.filePath, target.text);
  else {
    const read = readSourceFile(target.filePath);
    if ('problem' in read) return unreadableResult(target.filePath, read.problem);
    file = loadSourceBytes(target.filePath, read.bytes);
  }
  if (!matchersOf(config).configured(target.filePath) && !holdsEdgeDocument(file)) {
    // A text stands for a file an editor shows: it gets a result, empty, so old findings are cleared.
    return target.kind === 'text' ? makeResult(target.filePath, [], [], target.text) : undefined;
  }
  // Fixed text is written back as UTF-8, so files in another encoding are linted but not fixed.
  const fix = options.fix === true && ('encoding' in file ? file.encoding === 'utf-8' : true);
  return lintLoaded(file, fileConfig, { fix });
}

/** Step 4: apply the suppressions file (after recording or pruning counts when asked). */
export function bulkSuppressions(
  results: readonly LintResult[],
  config: ProjectConfig,
  options: SuppressionsOptions,
): { results: LintResult[]; outcome: SuppressionsOutcome } {
  const path = suppressionsPath(config.cwd, options.location);
  const context = { cwd: config.cwd, location: toPosix(relative(config.cwd, path)) || path, bulkSuppressible: bulkSuppressibleRules(config) };
  const recorded = readSuppressionsFile(path);
  let counts = recorded;
  if (options.mode === 'record') counts = recordSuppressions(results, counts, { ...context, ...(options.rules ? { rules: options.rules } : {}) });
  else if (options.mode === 'prune') counts = pruneSuppressions(results, counts, { ...context, exists: (file) => existsSync(resolve(config.cwd, file)) });
  const applied = applySuppressions(results, counts, context);
  const { results: out, ...rest } = applied;
  const changed = options.mode !== undefined && options.mode !== 'apply' && JSON.stringify(counts) !== JSON.stringify(recorded);
  return { results: out, outcome: { ...rest, path, ...(changed ? { updated: counts } : {}) } };
}

function bulkSuppressibleRules(config: ProjectConfig): (ruleId: string) => boolean {
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

