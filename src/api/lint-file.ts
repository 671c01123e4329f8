/**
 * Step 3 of `lint` (lint.ts) for a file or a text: read, load, lint, fix.
 * Everything it needs arrives as plain data — the file, whether the
 * configuration's `files` patterns name it, and its configuration — so the
 * same function runs on the main thread or in a worker (lint-worker.ts),
 * and the result is the same either way. Beside the result it returns the
 * file's project facts, read from the models the lint built (or only the
 * facts, for a list reader of a first pass: `FileTask.deferListReaders`).
 */
import { fileFactsOf, type FileFacts } from '../cross-file/file-facts.js';
import type { ProjectContext } from '../cross-file/project-context.js';
import { makeResult, type LintResult } from '../engine/lint-result.js';
import { documentModels, lintLoaded, type LintConfig } from '../engine/linter.js';
import { holdsEdgeDocument } from '../files/edge-files.js';
import { readSourceFile } from '../files/read-source-file.js';
import { loadSource, loadSourceBytes } from '../load/source-file.js';
import { unreadableResult } from './sources.js';

/** One file (or text) to lint, as plain data. */
export interface FileTask {
  readonly kind: 'file' | 'text';
  /** Absolute. */
  readonly filePath: string;
  /** The text, for `kind: 'text'` (or its bytes, in `bytes`, decoded as a file's are). */
  readonly text?: string;
  /** The file's bytes when they were already read (by the cache, which hashed exactly these); read here otherwise. */
  readonly bytes?: Uint8Array;
  /** Whether the configuration's `files` patterns match it; a file they do not is linted only when it holds an edge document. */
  readonly configured: boolean;
  /** Compute automatic fixes. */
  readonly fix: boolean;
  /** Keep the file's text in its result (`source`); without, a worker does not send it back either. */
  readonly keepSource: boolean;
  /** What other files of the project tell this one (`settings.project`), when the project index found something (lint-project.ts). */
  readonly project?: ProjectContext;
  /**
   * The first pass of a run where other files may declare lists
   * (lint-project.ts `firstPass`): a file whose expressions read lists it
   * does not declare only tells its facts, and is linted once the project
   * index has its context, rather than now and again then.
   */
  readonly deferListReaders?: boolean;
}

/** A file's result and its project facts (what other files may need from it; src/cross-file/file-facts.ts). */
export interface LintedFile {
  readonly result: LintResult | undefined;
  /** Only of a file linted without a project context (the facts do not depend on it). */
  readonly facts?: FileFacts;
  /** Not linted yet: a list reader of a first pass (`FileTask.deferListReaders`), whose result is `undefined` until it is linted again. */
  readonly deferred?: true;
}

/** The file's result, `undefined` for a file that is skipped (not configured, holding no edge document), and its facts. */
export function lintFileTask(task: FileTask, config: LintConfig): LintedFile {
  let file;
  if (task.kind === 'text') file = task.bytes ? loadSourceBytes(task.filePath, task.bytes) : loadSource(task.filePath, task.text ?? '');
  else {
    const read = task.bytes ? { bytes: task.bytes } : readSourceFile(task.filePath);
    if ('problem' in read) return { result: unreadableResult(task.filePath, read.problem) };
    file = loadSourceBytes(task.filePath, read.bytes);
  }
  if (!task.configured && !holdsEdgeDocument(file)) {
    // A text stands for a file an editor shows: it gets a result, empty, so old findings are cleared.
    return { result: task.kind === 'text' ? makeResult(task.filePath, []) : undefined };
  }
  // Fixed text is written back as UTF-8, so files in another encoding are linted but not fixed.
  const fix = task.fix && ('encoding' in file ? file.encoding === 'utf-8' : true);
  const fileConfig = task.project ? { ...config, settings: { ...config.settings, project: task.project } } : config;
  // Facts come from a file linted alone: a text takes no part in the project, and a lint with a context follows one whose facts the index has.
  const { keepSource } = task;
  if (task.kind === 'text' || task.project) return { result: lintLoaded(file, fileConfig, { fix, keepSource }) };
  if (task.deferListReaders && !fix) {
    // The facts first, from the models the lint then reuses.
    const models = documentModels(file);
    const facts = fileFactsOf(file, models);
    if (facts?.listReaders) return { result: undefined, facts, deferred: true };
    const result = lintLoaded(file, fileConfig, { keepSource }, models);
    return facts ? { result, facts } : { result };
  }
  // With fixes, the facts are those of the text the fixes leave.
  let facts: FileFacts | undefined;
  const result = lintLoaded(file, fileConfig, { fix, keepSource, onModels: (linted, models) => (facts = fileFactsOf(linted, models)) });
  return facts ? { result, facts } : { result };
}
