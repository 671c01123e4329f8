/**
 * Files → documents with exact source positions.
 *
 * `loadSource` parses YAML 1.2 (every document of a multi-document stream)
 * and JSON (`.json` files: strict RFC 8259, checked by `json-syntax.ts`, then
 * parsed by `yaml` too so that positions work the same way). It never throws
 * and never hangs: whatever is wrong with the input becomes a `LoadProblem`
 * with a position (see `load-problem.ts` for the codes).
 *
 * All offsets are UTF-16 code-unit offsets into `SourceFile.text`, the text
 * exactly as given (a byte-order mark included). `position` turns them into
 * editor line/columns.
 */
import { Composer, isScalar, type Alias, type Document, type Node } from 'yaml';
import { decodeSource, type SourceEncoding } from './decode.js';
import { buildDocumentValue } from './document-value.js';
import { checkStrictJson } from './json-syntax.js';
import { loadProblem, type LoadProblem } from './load-problem.js';
import { LineIndex, type LineColumnRange, type Position, type SourceRange } from './position.js';
import { parseYaml } from './yaml-parse.js';

export type SourceFormat = 'yaml' | 'json';

/** One document of a file. */
export interface LoadedDocument {
  /** 0-based index in the file. */
  readonly index: number;
  /** The `yaml` document (nodes carry `range` and `srcToken`). */
  readonly doc: Document.Parsed;
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
  /** Each alias node → the node it stands for (used by `locate`). */
  readonly aliasTargets: ReadonlyMap<Alias, Node>;
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
}

export interface LoadOptions {
  /** Override the format inferred from the path (`.json` → json, anything else → yaml). */
  readonly format?: SourceFormat;
  /** Lower the token limit (default `MAX_YAML_TOKENS`), e.g. for tests or memory-constrained embedding. */
  readonly maxYamlTokens?: number;
}

/** `json` for `*.json` (any case), `yaml` for everything else (YAML 1.2 is a superset of JSON). */
export function formatForPath(path: string): SourceFormat {
  return /\.json$/i.test(path) ? 'json' : 'yaml';
}

/** Parse a file's text into documents and problems; never throws. */
export function loadSource(path: string, text: string, options: LoadOptions = {}): SourceFile {
  const format = options.format ?? formatForPath(path);
  const lines = new LineIndex(text);
  const position = (offset: number): Position => lines.position(offset);
  const fileProblems: LoadProblem[] = [];
  const documents: LoadedDocument[] = [];
  const json = format === 'json';

  if (json) {
    const err = checkStrictJson(text);
    if (err) {
      documents.push(placeholderDocument(0, { start: 0, end: text.length }, [err]));
      return new LoadedSourceFile(path, text, format, lines, documents, []);
    }
  } else {
    const bad = findInvalidCharacters(text);
    if (bad) fileProblems.push(bad);
  }

  // YAML 1.2 treats a lone CR as a line break, yaml 2.9 does not; replacing
  // it by LF keeps every offset (same length) and makes both agree.
  // In valid JSON every raw tab is whitespace between tokens (tabs in strings
  // must be escaped), but yaml rejects a tab before a top-level scalar as
  // "indentation"; spaces keep the offsets and mean the same to JSON.
  const parseText = sameLengthForParser(text, json);
  const parsed = parseYaml(parseText, { json, ...(options.maxYamlTokens !== undefined ? { maxTokens: options.maxYamlTokens } : {}) });
  for (const doc of parsed.documents) {
    const problems: LoadProblem[] = [];
    // yaml may point one past the end (a missing closing quote); keep ranges inside the text.
    const clamp = (o: number): number => Math.min(Math.max(0, o), text.length);
    for (const e of doc.errors) {
      if (e.code === 'RESOURCE_EXHAUSTION') {
        // yaml caught a stack overflow while composing (only possible when
        // the caller left little stack: the depth guard stops real nesting).
        problems.push(loadProblem('too-deep', 'nesting too deep for the YAML parser; edgelint does not read documents nested this deeply', clamp(e.pos[0]), clamp(e.pos[1])));
      } else {
        problems.push(loadProblem(json ? 'json-syntax' : 'yaml-syntax', yamlMessage(e.message), clamp(e.pos[0]), clamp(e.pos[1])));
      }
    }
    for (const w of doc.warnings) {
      problems.push(loadProblem('yaml-warning', yamlMessage(w.message), clamp(w.pos[0]), clamp(w.pos[1])));
    }
    const built = safeDocumentValue(doc, position);
    problems.push(...built.problems);
    const [start = 0, end = start] = doc.range;
    documents.push({
      index: documents.length,
      doc,
      value: built.value,
      range: { start, end },
      fatal: problems.some((p) => p.fatal),
      problems,
      aliasTargets: built.aliasTargets,
    });
  }
  if (parsed.aborted) {
    documents.push(
      placeholderDocument(documents.length, { start: parsed.aborted.documentStart, end: text.length }, [parsed.aborted.problem]),
    );
  }
  return new LoadedSourceFile(path, text, format, lines, documents, fileProblems);
}

/**
 * `text` with each lone CR replaced by LF and, for JSON, each tab by a space.
 * One pass over the code units: a regular expression replace allocates per
 * match, and a file of a million tabs then took seconds, more than linearly.
 */
function sameLengthForParser(text: string, json: boolean): string {
  if (!text.includes('\r') && !(json && text.includes('\t'))) return text;
  const bytes = Buffer.allocUnsafe(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c === 13 && text.charCodeAt(i + 1) !== 10) c = 10;
    else if (c === 9 && json) c = 32;
    bytes[2 * i] = c & 0xff;
    bytes[2 * i + 1] = c >>> 8;
  }
  // UTF-16LE round-trips every code unit, lone surrogates included.
  return bytes.toString('utf16le');
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
  const inDocuments = new Set(file.documents.flatMap((d) => d.problems));
  const fileLevel = file.problems.filter((p) => !inDocuments.has(p));
  const withDecode = new LoadedSourceFile(path, file.text, file.format, file.lines, file.documents, [...decoded.problems, ...fileLevel]);
  return Object.assign(withDecode, { encoding: decoded.encoding });
}

class LoadedSourceFile implements SourceFile {
  readonly path: string;
  readonly text: string;
  readonly format: SourceFormat;
  readonly lines: LineIndex;
  readonly documents: readonly LoadedDocument[];
  readonly problems: readonly LoadProblem[];

  constructor(
    path: string,
    text: string,
    format: SourceFormat,
    lines: LineIndex,
    documents: readonly LoadedDocument[],
    fileProblems: readonly LoadProblem[],
  ) {
    this.path = path;
    this.text = text;
    this.format = format;
    this.lines = lines;
    this.documents = documents;
    const all = [...fileProblems, ...documents.flatMap((d) => d.problems)];
    // Stable sort: equal positions keep their order of discovery.
    this.problems = all.sort((a, b) => a.start - b.start || a.end - b.end);
  }

  position(offset: number): Position {
    return this.lines.position(offset);
  }

  range(start: number, end: number): LineColumnRange {
    return this.lines.range(start, end);
  }

  documentAt(offset: number): LoadedDocument | undefined {
    let found: LoadedDocument | undefined;
    for (const d of this.documents) {
      if (d.range.start <= offset) found = d;
      else break;
    }
    return found ?? this.documents[0];
  }
}

/** `buildDocumentValue`, turning an unexpected exception into a fatal problem: loading never throws. */
function safeDocumentValue(doc: Document.Parsed, position: (offset: number) => Position): ReturnType<typeof buildDocumentValue> {
  try {
    return buildDocumentValue(doc, position);
  } catch (e) {
    const at = doc.range[0] ?? 0;
    const problem =
      e instanceof RangeError
        ? loadProblem('too-deep', 'nesting too deep to read; edgelint does not read documents nested this deeply', at, at + 1)
        : loadProblem('yaml-syntax', `the document could not be read: ${e instanceof Error ? e.message : String(e)}`, at, at + 1);
    return { value: null, problems: [problem], fatal: true, aliasTargets: new Map() };
  }
}

/** A fatal document standing for content that could not be parsed. */
function placeholderDocument(index: number, range: SourceRange, problems: LoadProblem[]): LoadedDocument {
  return {
    index,
    doc: emptyDocument(range.start),
    value: null,
    range,
    fatal: true,
    problems,
    aliasTargets: new Map(),
  };
}

function emptyDocument(offset: number): Document.Parsed {
  const composer = new Composer({ keepSourceTokens: true });
  const [doc] = Array.from(composer.end(true, offset));
  if (!doc) throw new Error('yaml did not create an empty document');
  // The empty scalar's range points at the placeholder's start.
  if (isScalar(doc.contents)) doc.contents.range = [offset, offset, offset];
  doc.range = [offset, offset, offset];
  return doc;
}

/** yaml messages without a trailing period or context lines. */
function yamlMessage(message: string): string {
  return (message.split('\n')[0] ?? message).replace(/[.:]\s*$/, '');
}

const INVALID_CHAR =
  /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const CONTROL_NAMES: Readonly<Record<number, string>> = { 0: 'NUL', 7: 'BEL', 8: 'BS', 0x1b: 'ESC', 0x7f: 'DEL' };

/** YAML allows only printable characters unescaped (YAML 1.2, production c-printable). */
function findInvalidCharacters(text: string): LoadProblem | undefined {
  INVALID_CHAR.lastIndex = 0;
  const first = INVALID_CHAR.exec(text);
  if (!first) return undefined;
  let more = 0;
  while (INVALID_CHAR.exec(text) && more < 1000) more++;
  const code = first[0].charCodeAt(0);
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  const name = CONTROL_NAMES[code];
  const what =
    code >= 0xd800 && code <= 0xdfff
      ? `an unpaired surrogate ${hex}`
      : `the character ${hex}${name ? ` (${name})` : ''}`;
  const count = more === 0 ? '' : ` (and ${more >= 1000 ? 'more than 1,000' : more} more)`;
  return loadProblem(
    'invalid-character',
    `the file contains ${what}, which YAML does not allow unescaped${count}; inside a double-quoted string write it as \\u${code.toString(16).padStart(4, '0')}`,
    first.index,
    first.index + 1,
  );
}
