/**
 * The front-end seam: a file's text → documents with exact source positions,
 * whatever the format (ESLint 9's Language/SourceCode split; Spectral's
 * `parse` + `getLocationForJsonPath`). The engine, the model and the rules see
 * a document's plain `value`, and ask the document where a JSON path is
 * written (`rangeOf`), where characters of a string value are (`valueRange`)
 * and how to write a fix (`edit`); they ask the file for its comments
 * (`comments`, for suppression directives). Nothing outside a front end sees
 * a parser's nodes. Front ends: YAML and JSON (`yaml/`), HCL (`hcl/`, with
 * the Terraform mapping in `terraform/`), picked by file name in
 * `front-ends.ts`.
 *
 * Loading never throws and never hangs: whatever is wrong with the input
 * becomes a `LoadProblem` with a position (see `load-problem.ts`). All
 * offsets are UTF-16 code-unit offsets into `SourceFile.text`, the text
 * exactly as given (a byte-order mark included).
 */
import { decodeSource, type SourceEncoding } from './decode.js';
import { frontEndFor } from './front-ends.js';
import { LoadedSourceFile } from './loaded-file.js';
import type { LoadProblem } from './load-problem.js';
import type { LineColumnRange, LineIndex, Position, SourceRange } from './position.js';
import type { TextEdit } from './text-edit.js';

export { formatForPath, isTerraformJsonPath, prepareFrontEnds } from './front-ends.js';

/** The syntax of a file: `.tf` is HCL, `.json` (and `.tf.json`) JSON, anything else YAML. */
export type SourceFormat = 'yaml' | 'json' | 'hcl';

/** A JSON path: map keys and sequence indexes from the document root. */
export type JsonPath = readonly (string | number)[];

/** A comment of the file. */
export interface SourceComment {
  /** File offsets of the whole comment, its marker included. */
  readonly start: number;
  readonly end: number;
  /** The comment's text after its marker (`#`, `//`), without the line break. */
  readonly text: string;
}

/**
 * What a fix changes in a document: part of the string value at the report's
 * path (a `TextEdit` with offsets into the value), the whole value there, or
 * — for fixes that add something — items appended to a sequence or a member
 * replaced. The engine's `Fix` is this type.
 */
export type DocumentEdit = TextEdit | ValueReplacement | AppendItem | ReplaceMember;

/** Replace the value at the report's path with `replaceValue`, written in the document's own syntax. */
export interface ValueReplacement {
  readonly replaceValue: unknown;
}

/** Append `items` to the sequence at `appendTo`, creating it in its parent mapping when missing. */
export interface AppendItem {
  readonly appendTo: JsonPath;
  readonly items: readonly unknown[];
}

/** Replace the mapping member at `replaceMember` (key and value) with `key: value`. */
export interface ReplaceMember {
  readonly replaceMember: JsonPath;
  readonly key: string;
  readonly value: unknown;
}

/** One document of a file. */
export interface LoadedDocument {
  /** 0-based index in the file. */
  readonly index: number;
  /**
   * The plain JavaScript value (`null` for an empty document, and for a
   * document whose value could not be built safely — it is then `fatal`).
   * Duplicate keys keep their last value.
   */
  readonly value: unknown;
  /** Where the document's content starts and ends in the file. */
  readonly range: SourceRange;
  /** Syntax or safety problems make rule checks on this document pointless. */
  readonly fatal: boolean;
  /** Problems inside this document (also listed in `SourceFile.problems`). */
  readonly problems: readonly LoadProblem[];
  /**
   * The document holds part of a configuration spread over several files (a
   * Terraform module): what it does not show may be defined elsewhere, so an
   * absence proves nothing (an account list it does not declare, say).
   */
  readonly partial?: boolean;
  /**
   * The document was read from Terraform (a `.tf` or `.tf.json` file, or
   * `terraform show -json` output) and mapped onto an edgelint manifest.
   */
  readonly origin?: 'terraform';
  /**
   * Where `path` is written: its value as written (or with `target: 'key'`
   * the key of the member), exactly; when the path does not exist, the key of
   * the nearest existing member or the head of the nearest existing
   * collection, or the start of the document.
   */
  rangeOf(path: JsonPath, target?: 'key' | 'value'): SourceRange;
  /**
   * The file range of the characters `[start, end)` of the string value at
   * `path` (offsets into the value), exact for every way a string can be
   * written; `rangeOf(path)` when the path does not lead to a string.
   */
  valueRange(path: JsonPath, start: number, end: number): SourceRange;
  /**
   * The file edit that makes `edit` (at the report's `path` for a value
   * edit or replacement), verified to give the intended value; `undefined`
   * when it cannot be written safely, so the fix is not offered.
   */
  edit(edit: DocumentEdit, path?: JsonPath): TextEdit | undefined;
  /**
   * Whether a report at `path` (and at `range` inside its string value)
   * concerns a value the configuration does not know until it is applied (a
   * Terraform variable, a reference, an interpolation): such a report is a
   * guess and is dropped. Absent when the document holds no unknown values.
   */
  unknownAt?(path: JsonPath, range?: readonly [number, number]): boolean;
  /** A label for reports about `path` (the Terraform resource address in a plan), when the position alone does not say. */
  labelAt?(path: JsonPath): string | undefined;
  /** The Terraform resource address `path` falls in (`cloudflare_ruleset.waf`), in any Terraform document. */
  resourceAt?(path: JsonPath): string | undefined;
}

/** A loaded file. */
export interface SourceFile {
  readonly path: string;
  /** The text as given, including a byte-order mark if any. */
  readonly text: string;
  readonly format: SourceFormat;
  /** At least one document; an empty file has one empty document (value `null`). */
  readonly documents: readonly LoadedDocument[];
  /** Every problem, sorted by position. */
  readonly problems: readonly LoadProblem[];
  /** The line table (also offers `offset(line, column)`). */
  readonly lines: LineIndex;
  /** 1-based line/column of an offset (columns in UTF-16 code units; a BOM takes no column). */
  position(offset: number): Position;
  /** ESLint's `line`, `column`, `endLine`, `endColumn` for `[start, end)`. */
  range(start: number, end: number): LineColumnRange;
  /** The document whose range contains `offset` (or the last one starting before it). */
  documentAt(offset: number): LoadedDocument | undefined;
  /** The file's comments in order (none in JSON), for suppression directives. */
  comments(): readonly SourceComment[];
}

export interface LoadOptions {
  /** Override the format inferred from the path. */
  readonly format?: SourceFormat;
  /** Lower the token limit (default `MAX_YAML_TOKENS`), e.g. for tests or memory-constrained embedding. */
  readonly maxYamlTokens?: number;
}

/**
 * Parse a file's text into documents and problems; never throws. A `.tf`
 * file needs its front end loaded first (`await prepareFrontEnds(paths)`);
 * until then it loads as one fatal document saying so.
 */
export function loadSource(path: string, text: string, options: LoadOptions = {}): SourceFile {
  return frontEndFor(path, options.format).load(path, text, options);
}

/** Decode bytes (UTF-8, or UTF-16 with a BOM) and load them; `encoding` says how to write fixes back. */
export function loadSourceBytes(
  path: string,
  bytes: Uint8Array,
  options: LoadOptions = {},
): SourceFile & { readonly encoding: SourceEncoding } {
  const decoded = decodeSource(bytes);
  const file = loadSource(path, decoded.text, options);
  if (decoded.problems.length === 0) return Object.assign(file, { encoding: decoded.encoding });
  return Object.assign(LoadedSourceFile.withProblems(file, decoded.problems), { encoding: decoded.encoding });
}
