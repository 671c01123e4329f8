/**
 * Step 3 of `lint` (lint.ts) for a file or a text: read, load, lint, fix.
 * Everything it needs arrives as plain data — the file, whether the
 * configuration's `files` patterns name it, and its configuration — so the
 * same function runs on the main thread or in a worker (lint-worker.ts),
 * and the result is the same either way.
 */
import { makeResult, type LintResult } from '../engine/lint-result.js';
import { lintLoaded, type LintConfig } from '../engine/linter.js';
import { holdsEdgeDocument } from '../files/edge-files.js';
import { readSourceFile } from '../files/read-source-file.js';
import { loadSource, loadSourceBytes } from '../load/source-file.js';
import { unreadableResult } from './sources.js';

/** One file (or text) to lint, as plain data. */
export interface FileTask {
  readonly kind: 'file' | 'text';
  /** Absolute. */
  readonly filePath: string;
  /** The text, for `kind: 'text'`. */
  readonly text?: string;
  /** The file's bytes when they were already read (by the cache, which hashed exactly these); read here otherwise. */
  readonly bytes?: Uint8Array;
  /** Whether the configuration's `files` patterns match it; a file they do not is linted only when it holds an edge document. */
  readonly configured: boolean;
  /** Compute automatic fixes. */
  readonly fix: boolean;
}

/** The file's result; `undefined` for a file that is skipped (not configured, holding no edge document). */
export function lintFileTask(task: FileTask, config: LintConfig): LintResult | undefined {
  let file;
  if (task.kind === 'text') file = loadSource(task.filePath, task.text ?? '');
  else {
    const read = task.bytes ? { bytes: task.bytes } : readSourceFile(task.filePath);
    if ('problem' in read) return unreadableResult(task.filePath, read.problem);
    file = loadSourceBytes(task.filePath, read.bytes);
  }
  if (!task.configured && !holdsEdgeDocument(file)) {
    // A text stands for a file an editor shows: it gets a result, empty, so old findings are cleared.
    return task.kind === 'text' ? makeResult(task.filePath, [], [], task.text) : undefined;
  }
  // Fixed text is written back as UTF-8, so files in another encoding are linted but not fixed.
  const fix = task.fix && ('encoding' in file ? file.encoding === 'utf-8' : true);
  return lintLoaded(file, config, { fix });
}
