/**
 * What "the item below" a directive is: the outermost node — a mapping
 * entry (key and value) or a sequence item — that starts on the first line
 * of code after the directive's comment (blank lines and comment-only lines,
 * such as a stack of directives, are skipped). In YAML a person writes the
 * directive above `- action: block`, not above the `expression:` two lines
 * down that a rule reports; `edgelint-disable-next-item` covers every line
 * of that rule, job or behaviour.
 *
 * Format-neutral: built on the file's comments and the document's value
 * tree with `rangeOf`, so every front end (YAML, JSON, HCL) answers the same
 * way. Cost per directive: one descent from the document's root, looking at
 * a binary search among the children of each node on the way
 * (O(depth × log siblings) `rangeOf` calls); the descent is as deep as the value, which the loader bounds by
 * `MAX_NESTING_DEPTH`.
 */
import type { JsonPath, LoadedDocument, SourceComment, SourceFile } from '../load/source-file.js';
import { isObject } from '../model/build.js';

/** A node and the lines it spans (1-based, inclusive). */
export interface ItemSpan {
  readonly path: JsonPath;
  readonly firstLine: number;
  readonly lastLine: number;
}

/** How far past a directive blank and comment-only lines are skipped looking for its item. */
const MAX_SKIPPED_LINES = 50;

/**
 * The first line after `line` that holds code: not blank, and not only a
 * comment. `undefined` past the end of the file or after `MAX_SKIPPED_LINES`.
 */
export function nextCodeLine(file: SourceFile, commentStarts: ReadonlySet<number>, line: number): number | undefined {
  const last = Math.min(file.lines.lineCount, line + MAX_SKIPPED_LINES);
  for (let candidate = line + 1; candidate <= last; candidate++) {
    const start = file.lines.lineStart(candidate);
    const end = candidate < file.lines.lineCount ? file.lines.lineStart(candidate + 1) : file.text.length;
    let first = start;
    while (first < end && (file.text[first] === ' ' || file.text[first] === '\t')) first++;
    if (first >= end || file.text[first] === '\n' || file.text[first] === '\r') continue; // blank
    if (commentStarts.has(first)) continue; // a comment alone on its line
    return candidate;
  }
  return undefined;
}

/** The offsets where comments start, for `nextCodeLine`. */
export function commentStartSet(comments: readonly SourceComment[]): Set<number> {
  return new Set(comments.map((c) => c.start));
}

/**
 * The outermost mapping entry or sequence item that starts on `line`, with
 * the lines it spans; `undefined` when no node starts there (a line inside
 * a multi-line scalar, or a document's first line, which is the document itself).
 */
export function itemAt(file: SourceFile, line: number): ItemSpan | undefined {
  if (line < 1 || line > file.lines.lineCount) return undefined;
  const doc = file.documentAt(file.lines.lineStart(line));
  if (!doc || doc.fatal) return undefined;
  const lineOf = (offset: number): number => file.position(offset).line;
  let value: unknown = doc.value;
  let path: JsonPath = [];
  // Each step goes one level down, into the child whose lines hold `line`; values are no deeper than the loader's nesting limit.
  for (;;) {
    const children = childrenOf(value);
    if (children.length === 0) return undefined;
    // Children are in source order: the last one starting on or before `line` is the only one that can hold it.
    let lo = 0;
    let hi = children.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (spanOf(doc, [...path, children[mid]!.key], lineOf).firstLine <= line) lo = mid + 1;
      else hi = mid;
    }
    const next = lo > 0 ? children[lo - 1] : undefined;
    if (!next) return undefined;
    const span = spanOf(doc, [...path, next.key], lineOf);
    if (span.firstLine === line) return { path: [...path, next.key], firstLine: span.firstLine, lastLine: span.lastLine };
    if (line > span.lastLine) return undefined;
    path = [...path, next.key];
    value = next.value;
  }
}

/** Children lists built once per node: a directive above each of n items would otherwise rebuild the list n times (quadratic). */
const childrenCache = new WeakMap<object, readonly { key: string | number; value: unknown }[]>();

function childrenOf(value: unknown): readonly { key: string | number; value: unknown }[] {
  if (!Array.isArray(value) && !isObject(value)) return [];
  let children = childrenCache.get(value);
  if (!children) {
    children = Array.isArray(value) ? value.map((item, index) => ({ key: index, value: item })) : Object.entries(value).map(([key, item]) => ({ key, value: item }));
    childrenCache.set(value, children);
  }
  return children;
}

/** A mapping entry spans its key to the end of its value; a sequence item its value. */
function spanOf(doc: LoadedDocument, path: JsonPath, lineOf: (offset: number) => number): { firstLine: number; lastLine: number } {
  const entry = typeof path[path.length - 1] === 'string';
  const value = doc.rangeOf(path);
  const start = entry ? Math.min(doc.rangeOf(path, 'key').start, value.start) : value.start;
  // The end offset is exclusive: a value that ends with its line break ends on the line before.
  const end = Math.max(start, value.end - 1);
  return { firstLine: lineOf(start), lastLine: lineOf(end) };
}
