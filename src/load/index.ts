/**
 * `src/load`: files → documents with exact source positions.
 *
 * - `loadSource` / `loadSourceBytes` (source-file.ts): parse YAML/JSON into
 *   documents and load problems, never throwing.
 * - `locate`, `valueRange`, `keyRange`, `pairRange`, `pathRange`,
 *   `mapValueRange` (locate.ts): JSON path → node → file range.
 * - `scalarSourceMap` (scalar-source-map.ts): value offset → file offset for
 *   every scalar style.
 * - `valueEditToSourceEdit` & co (source-edit.ts): fixes.
 * - `LineIndex` (position.ts): offset ↔ line/column.
 */
export { decodeSource, type DecodedSource, type SourceEncoding } from './decode.js';
export { checkStrictJson } from './json-syntax.js';
export { MAX_ALIAS_EXPANSION, MAX_NESTING_DEPTH, MAX_YAML_TOKENS } from './limits.js';
export { type LoadProblem, type LoadProblemCode } from './load-problem.js';
export {
  keyRange,
  locate,
  mapValueRange,
  nodeContext,
  pairRange,
  pathRange,
  pathValueRange,
  resolveAlias,
  valueRange,
  type JsonPath,
  type Located,
  type NodeContext,
} from './locate.js';
export { LineIndex, type LineColumnRange, type Position, type SourceRange } from './position.js';
export { ScalarSourceMap, buildScalarSourceMap, scalarSourceMap, type FoldGroup } from './scalar-source-map.js';
export {
  applyTextEdits,
  escapeDoubleQuoted,
  replaceNodeEdit,
  replaceScalarValueEdit,
  valueEditToSourceEdit,
  type TextEdit,
} from './source-edit.js';
export {
  formatForPath,
  loadSource,
  loadSourceBytes,
  type LoadOptions,
  type LoadedDocument,
  type SourceFile,
  type SourceFormat,
} from './source-file.js';
