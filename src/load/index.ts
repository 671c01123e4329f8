/**
 * `src/load`: files → documents with exact source positions.
 *
 * - `loadSource` / `loadSourceBytes` (source-file.ts): the front-end seam —
 *   documents with a plain value that answer `rangeOf`, `valueRange` and
 *   `edit` by JSON path, and files that list their `comments`; never throws.
 * - `yaml/`: the YAML and JSON front end (the only code that sees `yaml`'s
 *   nodes: `locate`, scalar source maps, source and structure edits);
 *   `hcl/` and `terraform/`: Terraform (`.tf`, `.tf.json`, plans), loaded on
 *   demand by `prepareFrontEnds`.
 * - `LineIndex` (position.ts): offset ↔ line/column.
 * - `applyTextEdits` (text-edit.ts): apply fixes to a text.
 */
export { decodeSource, type DecodedSource, type SourceEncoding } from './decode.js';
export { MAX_ALIAS_EXPANSION, MAX_NESTING_DEPTH, MAX_YAML_TOKENS } from './limits.js';
export { type LoadProblem, type LoadProblemCode } from './load-problem.js';
export { LineIndex, type LineColumnRange, type Position, type SourceRange } from './position.js';
export { applyTextEdits, type TextEdit } from './text-edit.js';
export {
  formatForPath,
  loadSource,
  prepareFrontEnds,
  loadSourceBytes,
  type DocumentEdit,
  type JsonPath,
  type LoadOptions,
  type LoadedDocument,
  type SourceComment,
  type SourceFile,
  type SourceFormat,
} from './source-file.js';
