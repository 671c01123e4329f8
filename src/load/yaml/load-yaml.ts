/**
 * The YAML and JSON front end: YAML 1.2 (every document of a multi-document
 * stream) and JSON (strict RFC 8259, checked by `json-syntax.ts`, then parsed
 * by `yaml` too so that positions work the same way). Files in the common
 * subset are read by `fast-read.ts` (no `yaml` CST or nodes; `yaml`'s
 * document is built only when a fix or the Terraform JSON front end needs
 * it); the rest by `yaml`'s lexer, parser and composer (`yaml-parse.ts`).
 * Either way documents answer the seam's questions (`rangeOf`, `valueRange`,
 * `edit`) the same way, and `yaml` stays inside this folder: the only place
 * that imports it.
 */
import { markCodePath } from '../../engine/code-paths.js';
import { MAX_QUOTED_LENGTH, shortened } from '../../text/headline.js';
import { Composer, isScalar, visit, type Alias, type Document, type Node, type Scalar } from 'yaml';
import { MAX_YAML_TOKENS } from '../limits.js';
import { loadProblem, type LoadProblem } from '../load-problem.js';
import { LoadedSourceFile } from '../loaded-file.js';
import { LineIndex, type Position, type SourceRange } from '../position.js';
import type { DocumentEdit, JsonPath, LoadedDocument, SourceFile, SourceFormat } from '../source-file.js';
import type { TextEdit } from '../text-edit.js';
import { yamlComments } from './comments.js';
import { buildDocumentValue } from './document-value.js';
import { plainScalarSchema, readFast, type FastDocument } from './fast-read.js';
import { fastLocate, fastPathRange, fastPathValueRange, fastScalarNode } from './fast-locate.js';
import { checkStrictJson } from './json-syntax.js';
import { locate, pathRange, pathValueRange } from './locate.js';
import { valueEditToSourceEdit } from './source-edit.js';
import { appendItemsEdit, replaceMemberEdit, replaceValueEdit } from './structure-edit.js';
import { parseYaml } from './yaml-parse.js';

/** How a document was read: by the fast reader, or by `yaml` (the `Document` and its alias table). */
type DocumentSource =
  | { readonly fast: FastDocument; readonly full: () => Document.Parsed }
  | { readonly doc: Document.Parsed; readonly aliasTargets: ReadonlyMap<Alias, Node> };

const NO_ALIASES: ReadonlyMap<Alias, Node> = new Map();

/**
 * A document of a YAML or JSON file. Read by the fast reader (`fast-read.ts`)
 * it answers positions from that reader's nodes, and builds `yaml`'s document
 * only when something needs it (a fix, the Terraform JSON front end); read
 * by `yaml`, from `yaml`'s nodes.
 */
export class YamlDocument implements LoadedDocument {
  readonly index: number;
  readonly value: unknown;
  readonly range: SourceRange;
  readonly fatal: boolean;
  readonly problems: readonly LoadProblem[];
  /** The fast reader's document, when it read this one. */
  readonly fast: FastDocument | undefined;
  /** The file, set once it is built (a document answers positions in it). */
  file!: YamlSourceFile;
  #doc: Document.Parsed | undefined;
  readonly #full: (() => Document.Parsed) | undefined;
  readonly #aliasTargets: ReadonlyMap<Alias, Node>;

  constructor(fields: Pick<YamlDocument, 'index' | 'value' | 'range' | 'fatal' | 'problems'>, source: DocumentSource) {
    this.index = fields.index;
    this.value = fields.value;
    this.range = fields.range;
    this.fatal = fields.fatal;
    this.problems = fields.problems;
    if ('fast' in source) {
      this.fast = source.fast;
      this.#full = source.full;
      this.#aliasTargets = NO_ALIASES;
    } else {
      this.fast = undefined;
      this.#doc = source.doc;
      this.#aliasTargets = source.aliasTargets;
    }
  }

  /** The `yaml` document (nodes carry `range` and `srcToken`); for a fast-read document, parsed on first use. */
  get doc(): Document.Parsed {
    this.#doc ??= (this.#full as () => Document.Parsed)();
    return this.#doc;
  }

  /** Each alias node → the node it stands for (used by `locate`). */
  get aliasTargets(): ReadonlyMap<Alias, Node> {
    return this.#aliasTargets;
  }

  rangeOf(path: JsonPath, target: 'key' | 'value' = 'value'): SourceRange {
    if (this.fast) return fastPathRange(this.fast.root, path, target);
    return pathRange(this.file, this, path, target);
  }

  valueRange(path: JsonPath, start: number, end: number): SourceRange {
    if (this.fast) return fastPathValueRange(this.file.text, this.fast.root, path, start, end);
    return pathValueRange(this.file, this, path, start, end);
  }

  /** The ranges of the scalars that are not plain (quoted or block), in any order: a `#` inside one is no comment. */
  nonPlainScalarRanges(): [number, number][] {
    const ranges: [number, number][] = [];
    if (this.fast) {
      const q = this.fast.quoted;
      for (let i = 0; i + 1 < q.length; i += 2) ranges.push([q[i] as number, q[i + 1] as number]);
      return ranges;
    }
    visit(this.doc, {
      Scalar(_key, node) {
        if (isScalar(node) && node.range && node.type !== 'PLAIN') ranges.push([node.range[0], node.range[1]]);
      },
    });
    return ranges;
  }

  edit(edit: DocumentEdit, path?: JsonPath): TextEdit | undefined {
    if ('appendTo' in edit) return appendItemsEdit(this.file, this, edit.appendTo, edit.items);
    if ('replaceMember' in edit) return replaceMemberEdit(this.file, this, edit.replaceMember, edit.key, edit.value);
    if (!path) return undefined;
    if ('replaceValue' in edit) return replaceValueEdit(this.file, this, path, edit.replaceValue);
    if (this.fast) {
      // A flow scalar's edit needs its token and, when plain, where it sits (in a flow collection or not: a value,
      // never a key, at a path) and the schema; a block one's its exact token (yaml's document).
      const fast = fastLocate(this.fast.root, path);
      if (fast.found && fast.node.kind === 'scalar' && fast.node.style !== 'literal' && fast.node.style !== 'folded') {
        const context = { inFlow: fast.inFlow, isKey: false, schema: plainScalarSchema(this.file.format === 'json') };
        return valueEditToSourceEdit(this.file, fastScalarNode(this.file.text, fast.node), edit, context);
      }
    }
    const at = locate(this, path);
    return at.found && isScalar(at.node) ? valueEditToSourceEdit(this.file, at.node as Scalar, edit) : undefined;
  }
}

/** A YAML or JSON file: a `SourceFile` whose documents are `YamlDocument`s. */
export interface YamlSourceFile extends SourceFile {
  readonly documents: readonly YamlDocument[];
}

export interface YamlLoadOptions {
  readonly format: Extract<SourceFormat, 'yaml' | 'json'>;
  /** Lower the token limit (default `MAX_YAML_TOKENS`). */
  readonly maxYamlTokens?: number | undefined;
  /** Try the fast reader first (default); tests turn it off to compare it with `yaml`'s full path. */
  readonly fastReader?: boolean;
}

/** Parse YAML or JSON text into documents and problems; never throws. */
export function loadYamlSource(path: string, text: string, options: YamlLoadOptions): YamlSourceFile {
  const format = options.format;
  const lines = new LineIndex(text);
  const position = (offset: number): Position => lines.position(offset);
  const fileProblems: LoadProblem[] = [];
  const documents: YamlDocument[] = [];
  const json = format === 'json';
  const finish = (): YamlSourceFile => {
    const file = new LoadedSourceFile(path, text, format, lines, documents, fileProblems, () => (json ? [] : yamlComments(text, documents))) as LoadedSourceFile &
      YamlSourceFile;
    for (const d of documents) d.file = file;
    return file;
  };

  if (json) {
    const err = checkStrictJson(text);
    if (err) {
      documents.push(placeholderDocument(0, { start: 0, end: text.length }, [err]));
      return finish();
    }
  } else {
    const bad = findInvalidCharacters(text);
    if (bad) fileProblems.push(bad);
  }

  // YAML 1.2 treats a lone CR as a line break, yaml 2.9 does not; replacing
  // it by LF keeps every offset (same length) and makes both agree.
  // In valid JSON every raw tab and CR is whitespace between tokens (in
  // strings they must be escaped), but yaml rejects a tab before a top-level
  // scalar as "indentation", and the fast reader leaves CR to the full path;
  // spaces keep the offsets and mean the same to JSON (a file saved with
  // CRLF line ends reads as fast as one with LF).
  const parseText = sameLengthForParser(text, json);
  const maxTokens = options.maxYamlTokens ?? MAX_YAML_TOKENS;
  const fast = fileProblems.length === 0 && options.fastReader !== false ? readFast(parseText, { json, maxTokens }) : undefined;
  if (fast) {
    // `yaml`'s documents, for what still needs them (fixes, the range's end): parsed once, when first asked for.
    let full: Document.Parsed[] | undefined;
    const fullDocument = (index: number): Document.Parsed => {
      full ??= parseYaml(parseText, { json, maxTokens }).documents;
      const doc = full[index];
      if (!doc) throw new Error(`yaml read fewer documents than the fast reader (${index + 1})`);
      return doc;
    };
    for (const f of fast) {
      const index = documents.length;
      const document: YamlDocument = new YamlDocument(
        { index, value: f.value, range: fastRange(f.start, () => document.doc), fatal: false, problems: [] },
        { fast: f, full: () => fullDocument(index) },
      );
      documents.push(document);
    }
    return finish();
  }
  // The `yaml` library's full parse: a part of its own for the code cache (the fast reader reads most files).
  markCodePath('load:yaml-library');
  const parsed = parseYaml(parseText, { json, maxTokens });
  for (const doc of parsed.documents) {
    const problems: LoadProblem[] = [];
    // yaml may point one past the end (a missing closing quote); keep ranges inside the text.
    const clamp = (o: number): number => Math.min(Math.max(0, o), text.length);
    for (const e of doc.errors) {
      if (e.code === 'RESOURCE_EXHAUSTION') {
        // yaml caught a stack overflow while composing (only possible when
        // the caller left little stack: the depth guard stops real nesting).
        problems.push(loadProblem('too-deep', 'Nesting too deep for the YAML parser; edgelint does not read documents nested this deeply.', clamp(e.pos[0]), clamp(e.pos[1])));
      } else {
        problems.push(loadProblem(json ? 'json-syntax' : 'yaml-syntax', yamlMessage(e.message), clamp(e.pos[0]), clamp(e.pos[1])));
      }
    }
    for (const w of doc.warnings) {
      problems.push(loadProblem('yaml-warning', yamlMessage(w.message), clamp(w.pos[0]), clamp(w.pos[1])));
    }
    const built = safeDocumentValue(doc, position);
    for (const problem of built.problems) problems.push(problem);
    const [start = 0, end = start] = doc.range;
    documents.push(
      new YamlDocument(
        { index: documents.length, value: built.value, range: { start, end }, fatal: problems.some((p) => p.fatal), problems },
        { doc, aliasTargets: built.aliasTargets },
      ),
    );
  }
  if (parsed.aborted) {
    documents.push(placeholderDocument(documents.length, { start: parsed.aborted.documentStart, end: text.length }, [parsed.aborted.problem]));
  }
  return finish();
}

/** `buildDocumentValue`, turning an unexpected exception into a fatal problem: loading never throws. */
function safeDocumentValue(doc: Document.Parsed, position: (offset: number) => Position): ReturnType<typeof buildDocumentValue> {
  try {
    return buildDocumentValue(doc, position);
  } catch (e) {
    const at = doc.range[0] ?? 0;
    const problem =
      e instanceof RangeError
        ? loadProblem('too-deep', 'Nesting too deep to read; edgelint does not read documents nested this deeply.', at, at + 1)
        : loadProblem('yaml-syntax', `The document could not be read: ${yamlMessage(e instanceof Error ? e.message : String(e))}`, at, at + 1);
    return { value: null, problems: [problem], fatal: true, aliasTargets: new Map() };
  }
}

/** A fatal document standing for content that could not be parsed. */
function placeholderDocument(index: number, range: SourceRange, problems: LoadProblem[]): YamlDocument {
  return new YamlDocument({ index, value: null, range, fatal: true, problems }, { doc: emptyDocument(range.start), aliasTargets: NO_ALIASES });
}

/**
 * A fast-read document's range. Its start is where `yaml` starts the
 * document; its end (where `yaml` ends the document's content, which takes
 * in trailing comments by rules of indentation) is read from `yaml`'s
 * document when asked for: only the Terraform JSON front end does, and it
 * needs that document anyway.
 */
function fastRange(start: number, doc: () => Document.Parsed): SourceRange {
  let end: number | undefined;
  return {
    start,
    get end(): number {
      end ??= doc().range[1];
      return end;
    },
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

/**
 * A yaml message as a headline: its first line, one final period, no context
 * lines, and the token it quotes (`Unexpected scalar token in YAML stream:
 * "…"`) cut like any quoted user text.
 */
function yamlMessage(message: string): string {
  const line = (message.split('\n')[0] ?? message).replace(/[.:]\s*$/, '');
  return `${line.replace(QUOTED_TOKEN, (whole, token: string) => (token.length > MAX_QUOTED_LENGTH ? JSON.stringify(shortened(unquoted(token))) : whole))}.`;
}

function unquoted(token: string): string {
  try {
    return JSON.parse(`"${token}"`) as string;
  } catch {
    return token;
  }
}

/** A JSON-quoted string inside a yaml message (yaml quotes tokens with `JSON.stringify`). */
const QUOTED_TOKEN = /"((?:[^"\\]|\\.)*)"/g;

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
  const what = code >= 0xd800 && code <= 0xdfff ? `Unpaired surrogate ${hex}` : `${hex}${name ? ` (${name})` : ''}`;
  const count = more === 0 ? '' : ` (${more >= 1000 ? '1,000+' : more} more follow)`;
  return loadProblem(
    'invalid-character',
    `${what} is not allowed unescaped in YAML${count}; write \\u${code.toString(16).padStart(4, '0')} inside double quotes.`,
    first.index,
    first.index + 1,
  );
}

/**
 * `text` with each lone CR replaced by LF and, for JSON, each tab and CR by a space.
 * One pass over the code units: a regular expression replace allocates per
 * match, and a file of a million tabs then took seconds, more than linearly.
 */
function sameLengthForParser(text: string, json: boolean): string {
  if (!text.includes('\r') && !(json && text.includes('\t'))) return text;
  const bytes = Buffer.allocUnsafe(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (json && (c === 9 || c === 13)) c = 32;
    else if (c === 13 && text.charCodeAt(i + 1) !== 10) c = 10;
    bytes[2 * i] = c & 0xff;
    bytes[2 * i + 1] = c >>> 8;
  }
  // UTF-16LE round-trips every code unit, lone surrogates included.
  return bytes.toString('utf16le');
}
