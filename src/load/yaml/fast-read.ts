/**
 * A fast reader for the part of YAML and JSON that edge configuration is
 * written in, straight from the text to plain values and positions, without
 * `yaml`'s lexer, CST parser and composer (about half of a lint's time and
 * most of its garbage went there).
 *
 * What it reads: block mappings and sequences (compact `- a: 1` and `- - a`
 * too), flow collections (across lines), plain, single- and double-quoted
 * scalars on one line, comments, several documents separated by `---`.
 * Everything else — anchors, aliases, tags, directives, explicit `?` keys,
 * block scalars, multi-line scalars, tabs, CR, byte-order marks, empty
 * documents, empty flow values, trailing commas in flow collections,
 * duplicate keys, `<<`, keys that are collections, anything `yaml` would
 * report as an error or a warning — makes it give up (`undefined`), and the
 * caller reads the file the full way (`yaml-parse.ts`). Giving up costs only
 * time; so whenever it is not sure, it gives up.
 *
 * Values are those `yaml` gives (plain scalars are resolved by the very tags
 * of the schema `yaml` would use, core or JSON), and positions follow
 * `yaml`'s node ranges, so `fast-document.ts` answers `rangeOf` and
 * `valueRange` exactly as `locate.ts` does from `yaml`'s nodes;
 * `fast-read.property.test.ts` checks both against the full path.
 *
 * Linear: one pass over the text; the only recursion (a collection opened
 * inline, `- - a`) is bounded by `MAX_NESTING_DEPTH`, which the reader
 * checks (it gives up, and the full path reports the depth) before opening
 * a collection. Large files give up before they could reach the token
 * limit, so the full path reports it the same way as before.
 */
import { Document, isScalar, type Schema } from 'yaml';
import { MAX_NESTING_DEPTH } from '../limits.js';
import { stringifyKey } from './document-value.js';
import type { CST } from 'yaml';
import { decodeBlockScalar, decodeFlowScalar, ESCAPES } from './scalar-decode.js';

export interface FastScalar {
  readonly kind: 'scalar';
  /** Where the token starts (its opening quote) and ends (after its closing quote, or its last character). */
  readonly start: number;
  readonly end: number;
  readonly style: 'plain' | 'single' | 'double' | 'literal' | 'folded';
  readonly value: unknown;
}

/** A block scalar (`|`, `>`, with `-` or not): `end` is the end of its last non-blank character, as `locate.ts` reports it. */
export interface FastBlockScalar extends FastScalar {
  readonly style: 'literal' | 'folded';
  /** The collection's indentation the scalar is a value in (the CST token's `indent`). */
  readonly indent: number;
  /** Where its indicators (`|-`) end. */
  readonly headerEnd: number;
  /** Where its header line (with spaces and a comment) ends: its first body line. */
  readonly bodyStart: number;
  /** The end of its body: after the line break of its last content line. */
  readonly bodyEnd: number;
}

export interface FastMap {
  readonly kind: 'map';
  readonly flow: boolean;
  /** The first key (block) or the `{` (flow). */
  readonly start: number;
  /** The end of the value range: after `}`, or the end of the last value (block). */
  end: number;
  readonly keys: FastScalar[];
  /** The keys as the value's property names (no two are equal: duplicates make the reader give up). */
  readonly names: string[];
  readonly values: FastNode[];
}

export interface FastSeq {
  readonly kind: 'seq';
  readonly flow: boolean;
  /** The first `-` (block) or the `[` (flow). */
  readonly start: number;
  /** After `]`, or the end of the last item (block). */
  end: number;
  readonly items: FastNode[];
}

export type FastNode = FastScalar | FastMap | FastSeq;

export interface FastDocument {
  readonly root: FastNode;
  readonly value: unknown;
  /** Where `yaml` starts the document: its `---`, or the start of its first content line. */
  readonly start: number;
  /** Ranges `[start, end)` of the quoted scalars, in order (a `#` inside one is no comment). */
  readonly quoted: readonly number[];
}

/** A reason to leave the file to the full path; thrown, caught in `readFast`. */
class GiveUp {}
const giveUp = new GiveUp();
function fail(): never {
  throw giveUp;
}

/** Characters the reader does not handle anywhere (the full path does). */
const UNHANDLED = /[\t\r\uFEFF\u0085\u2028\u2029]/;

/**
 * Read `text` (already normalised as the full path reads it) into documents,
 * or `undefined` when it is not entirely in the subset read here.
 * `maxTokens`: the full path's token limit; a file that could come near it is left to the full path.
 */
export function readFast(text: string, options: { readonly json: boolean; readonly maxTokens: number }): FastDocument[] | undefined {
  // yaml's lexer yields at most two tokens per character (a scalar's marker and its text) plus one per document;
  // JSON (checked valid by the loader before this) is bounded far closer, so a plan or state of megabytes stays here.
  if (text.length * 2 + 16 > options.maxTokens && (!options.json || jsonTokenBound(text) > options.maxTokens)) return undefined;
  if (UNHANDLED.test(text)) return undefined;
  try {
    return new FastReader(text, options.json).read();
  } catch (e) {
    if (e === giveUp) return undefined;
    throw e;
  }
}

/**
 * At least as many tokens as `yaml`'s lexer makes of a valid JSON text: one
 * per flow indicator, run of spaces or tabs, line break and quoted string (a quoted
 * scalar is one token however long), two per plain scalar (`true`, `12`: its
 * marker and its text), and a few for the document. About a fifth of the
 * characters of printed JSON, against the two per character of any YAML.
 */
export function jsonTokenBound(text: string): number {
  let tokens = 16;
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === DQUOTE) {
      i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d === BACKSLASH) i += 2;
        else if (d === DQUOTE) break;
        else i++;
      }
      i++;
      tokens++;
    } else if (c === SP || c === TAB) {
      // yaml's lexer makes a token of a run of spaces and of a run of tabs
      // (JSON indented with tabs); a mixed run is counted one per change.
      while (i < n && text.charCodeAt(i) === c) i++;
      tokens++;
    } else if (c === LBRACE || c === RBRACE || c === LBRACKET || c === RBRACKET || c === COMMA || c === COLON || c === LF) {
      i++;
      tokens++;
    } else {
      // A plain scalar: every delimiter is handled above, so this takes at least one character.
      while (i < n && !isJsonDelimiter(text.charCodeAt(i))) i++;
      tokens += 2;
    }
  }
  return tokens;
}

function isJsonDelimiter(c: number): boolean {
  return c === SP || c === TAB || c === LF || c === DQUOTE || c === LBRACE || c === RBRACE || c === LBRACKET || c === RBRACKET || c === COMMA || c === COLON;
}

interface Resolver {
  readonly schema: Schema;
  readonly options: Document['options'];
}

let coreResolver: Resolver | undefined;
let jsonResolver: Resolver | undefined;

/** The schema `yaml`'s composer resolves plain scalars with, for the checks of an edited plain scalar (source-edit.ts). */
export function plainScalarSchema(json: boolean): Schema {
  return resolverFor(json).schema;
}

/** The schema and options `yaml`'s composer resolves scalars with (see `yaml-parse.ts`). */
function resolverFor(json: boolean): Resolver {
  if (json) {
    if (!jsonResolver) {
      const doc = new Document(null, { keepSourceTokens: true, uniqueKeys: false, schema: 'json' });
      jsonResolver = { schema: doc.schema, options: doc.options };
    }
    return jsonResolver;
  }
  if (!coreResolver) {
    const doc = new Document(null, { keepSourceTokens: true, uniqueKeys: false });
    coreResolver = { schema: doc.schema, options: doc.options };
  }
  return coreResolver;
}

/** What a value is being read for: decides what may start there. */
const enum Slot {
  Root,
  SeqItem,
  MapValue,
}

interface BlockFrame {
  readonly node: FastMap | FastSeq;
  readonly out: Record<string, unknown> | unknown[];
  /** Column of the collection's keys or dashes. */
  readonly indent: number;
  /** A sequence written at its parent key's own indentation (`a:\n- x`): a key at that column closes it. */
  readonly atParentIndent: boolean;
}

interface FlowFrame {
  readonly node: FastMap | FastSeq;
  readonly out: Record<string, unknown> | unknown[];
  /** For maps: the key read, waiting for its value. */
  key: FastScalar | undefined;
  name: string;
}

const SP = 32;
const TAB = 9;
const LF = 10;
const HASH = 35;
const COLON = 58;
const DASH = 45;
const COMMA = 44;
const DQUOTE = 34;
const SQUOTE = 39;
const LBRACKET = 91;
const RBRACKET = 93;
const LBRACE = 123;
const RBRACE = 125;
const BACKSLASH = 92;
const PIPE = 124;
const GT = 62;


class FastReader {
  private readonly text: string;
  private readonly n: number;
  private readonly json: boolean;
  private readonly resolver: Resolver;
  /** Open block collections, outermost first. */
  private readonly frames: BlockFrame[] = [];
  private root: FastNode | undefined;
  private rootValue: unknown;
  private quoted: number[] = [];
  /** Start of the line being read. */
  private lineStart = 0;

  constructor(text: string, json: boolean) {
    this.text = text;
    this.n = text.length;
    this.json = json;
    this.resolver = resolverFor(json);
  }

  read(): FastDocument[] {
    const documents: FastDocument[] = [];
    let at = 0;
    for (;;) {
      const line = this.nextContentLine(at);
      if (line < 0) break;
      let start: number;
      let bodyFrom: number;
      if (this.isDocumentStart(line)) {
        // Only a comment may follow `---` on its line (`--- value` is left to the full path).
        const rest = this.skipSpaces(line + 3);
        if (rest < this.n && this.code(rest) !== LF && !(this.code(rest) === HASH && rest > line + 3)) fail();
        start = line;
        bodyFrom = this.lineEndAfter(line);
      } else {
        // A second document always starts with `---` (the first one ends only there).
        if (documents.length > 0 || this.isMarkerLine(line)) fail();
        start = line;
        bodyFrom = line;
      }
      const end = this.readBody(bodyFrom);
      const root = this.root;
      if (!root) fail(); // an empty document (its ranges are the full path's business)
      documents.push({ root, value: this.rootValue, start, quoted: this.quoted });
      this.root = undefined;
      this.rootValue = undefined;
      this.quoted = [];
      at = end;
    }
    if (documents.length === 0) fail();
    return documents;
  }

  // -------------------------------------------------------------------------
  // Lines

  private code(i: number): number {
    return this.text.charCodeAt(i);
  }

  private skipSpaces(i: number): number {
    while (i < this.n && this.code(i) === SP) i++;
    return i;
  }

  /** The start of the line after the one `i` is on (`n` at the end). */
  private lineEndAfter(i: number): number {
    const nl = this.text.indexOf('\n', i);
    return nl < 0 ? this.n : nl + 1;
  }

  /** The first line from `from` (a line start) that is neither blank nor only a comment; -1 at the end. */
  private nextContentLine(from: number): number {
    let ls = from;
    while (ls < this.n) {
      const i = this.skipSpaces(ls);
      if (i >= this.n) return -1;
      const c = this.code(i);
      if (c !== LF && c !== HASH) return ls;
      ls = this.lineEndAfter(i);
    }
    return -1;
  }

  /** `---` at a line start, followed by a space, a line break or the end. */
  private isDocumentStart(ls: number): boolean {
    return this.text.startsWith('---', ls) && (ls + 3 >= this.n || this.code(ls + 3) === SP || this.code(ls + 3) === LF);
  }

  /** A line starting with `---` or `...` (markers, or text the reader does not try to tell from them). */
  private isMarkerLine(ls: number): boolean {
    return this.text.startsWith('---', ls) || this.text.startsWith('...', ls);
  }

  /** The rest of a line after a value: only spaces and a comment (after a space). Returns the next line's start. */
  private endOfLine(i: number): number {
    const j = this.skipSpaces(i);
    if (j >= this.n) return this.n;
    const c = this.code(j);
    if (c === LF) return j + 1;
    if (c === HASH && j > i) return this.lineEndAfter(j);
    return fail();
  }

  // -------------------------------------------------------------------------
  // Block structure

  /** Read one document's content from line start `from`; returns where the next document's `---` line starts (or `n`). */
  private readBody(from: number): number {
    let ls = from;
    for (;;) {
      const line = this.nextContentLine(ls);
      if (line < 0) {
        this.closeAll();
        return this.n;
      }
      if (this.isMarkerLine(line)) {
        if (!this.isDocumentStart(line)) fail();
        this.closeAll();
        return line;
      }
      const i = this.skipSpaces(line);
      const col = i - line;
      this.lineStart = line;
      const frames = this.frames;
      let top = frames[frames.length - 1];
      while (top && col < top.indent) {
        this.close();
        top = frames[frames.length - 1];
      }
      if (top && top.atParentIndent && col === top.indent && !this.isDashEntry(i)) {
        this.close();
        top = frames[frames.length - 1];
      }
      if (!top) {
        if (this.root) fail(); // more content after the root value
        ls = this.readNodeStart(i, -1, Slot.Root, true);
        continue;
      }
      if (col !== top.indent) fail();
      if (top.node.kind === 'seq') {
        if (!this.isDashEntry(i)) fail();
        ls = this.readSeqItem(i, top);
      } else {
        ls = this.readMapEntry(i, top);
      }
    }
  }

  /** `-` followed by a space, a line break or the end. */
  private isDashEntry(i: number): boolean {
    if (this.code(i) !== DASH) return false;
    return i + 1 >= this.n || this.code(i + 1) === SP || this.code(i + 1) === LF;
  }

  private close(): void {
    const frame = this.frames.pop() as BlockFrame;
    const node = frame.node;
    const last = node.kind === 'seq' ? node.items[node.items.length - 1] : node.values[node.values.length - 1];
    if (last) node.end = last.end;
  }

  private closeAll(): void {
    while (this.frames.length > 0) this.close();
  }

  /** `i` at a sequence's `-`. Returns the start of the next line to read. */
  private readSeqItem(i: number, frame: BlockFrame): number {
    return this.readInline(i + 1, frame.indent, Slot.SeqItem);
  }

  /** `i` at a block map's key. */
  private readMapEntry(i: number, frame: BlockFrame): number {
    const key = this.readKeyScalar(i);
    const colon = this.skipSpaces(key.end);
    if (this.code(colon) !== COLON || !this.spaceOrEnd(colon + 1)) fail();
    this.setKey(frame, key, colon);
    return this.readInline(colon + 1, frame.indent, Slot.MapValue);
  }

  private spaceOrEnd(i: number): boolean {
    return i >= this.n || this.code(i) === SP || this.code(i) === LF;
  }

  private pendingKey: FastScalar | undefined;
  private pendingName = '';

  /** `colon`: where the key's `:` is. */
  private setKey(frame: BlockFrame, key: FastScalar, colon: number): void {
    if (colon - key.start > 1000) fail(); // yaml wants the `:` at most 1024 characters after the key's start
    const name = this.keyName(key);
    if (Object.prototype.hasOwnProperty.call(frame.out, name)) fail();
    this.pendingKey = key;
    this.pendingName = name;
  }

  private keyName(key: FastScalar): string {
    // `<<` is a merge key under YAML 1.1 schemas: left to the full path whatever the schema.
    if (key.value === '<<') fail();
    return stringifyKey(key.value);
  }

  /** Put a value into the innermost open block collection (or make it the root). */
  private attach(node: FastNode, value: unknown): void {
    const frame = this.frames[this.frames.length - 1];
    if (!frame) {
      this.root = node;
      this.rootValue = value;
      return;
    }
    if (frame.node.kind === 'seq') {
      frame.node.items.push(node);
      (frame.out as unknown[]).push(value);
      return;
    }
    const key = this.pendingKey as FastScalar;
    this.pendingKey = undefined;
    frame.node.keys.push(key);
    frame.node.names.push(this.pendingName);
    frame.node.values.push(node);
    setMember(frame.out as Record<string, unknown>, this.pendingName, value);
  }

  /**
   * The value after an indicator (`-` or `key:`) at `i`: on the same line,
   * on the following lines (more indented; a sequence may sit at its key's
   * own indentation), or empty. Returns the start of the next line to read.
   */
  private readInline(i: number, parentIndent: number, slot: Slot): number {
    const j = this.skipSpaces(i);
    if (j >= this.n || this.code(j) === LF || this.code(j) === HASH) {
      if (j < this.n && this.code(j) === HASH && j === i) fail();
      const next = j >= this.n ? -1 : this.nextContentLine(this.lineEndAfter(j));
      if (next >= 0 && !this.isMarkerLine(next)) {
        const k = this.skipSpaces(next);
        const col = k - next;
        if (col > parentIndent || (slot === Slot.MapValue && col === parentIndent && this.isDashEntry(k))) {
          this.lineStart = next;
          return this.readNodeStart(k, parentIndent, slot, true);
        }
      }
      // An empty value: null, placed after the indicator and the spaces that follow it (as yaml does).
      const empty = this.resolvePlain('', false);
      this.attach({ kind: 'scalar', start: j, end: j, style: 'plain', value: empty }, empty);
      return j >= this.n ? this.n : this.lineEndAfter(j);
    }
    return this.readNodeStart(j, parentIndent, slot, false);
  }

  /** A node starting at `j` (not a space). Returns the start of the next line to read. */
  private readNodeStart(j: number, parentIndent: number, slot: Slot, atLineStart: boolean): number {
    const col = j - this.lineStart;
    const c = this.code(j);
    if (this.isDashEntry(j)) {
      if (slot === Slot.MapValue && !atLineStart) fail(); // `a: - b`
      const seq: FastSeq = { kind: 'seq', flow: false, start: j, end: j + 1, items: [] };
      const frame = this.open(seq, [], col, slot === Slot.MapValue && col === parentIndent);
      return this.readSeqItem(j, frame);
    }
    if (c === LBRACKET || c === LBRACE) {
      const [node, value, after] = this.readFlow(j, parentIndent);
      // `[a]: b` (a collection as a key) and anything else after it are the full path's.
      const next = this.endOfLine(after);
      this.attach(node, value);
      return next;
    }
    if (c === PIPE || c === GT) {
      // A header on a line of its own (`a:\n  |`) and a block scalar as the root are left to the full path.
      if (atLineStart || slot === Slot.Root) fail();
      const block = this.readBlockScalar(j, parentIndent);
      this.attach(block, block.value);
      return block.bodyEnd;
    }
    const scalar = this.readLineScalar(j, false, false);
    const k = this.skipSpaces(scalar.end);
    if (this.code(k) === COLON && this.spaceOrEnd(k + 1)) {
      // An implicit key: a block map starts here.
      if (slot === Slot.MapValue && !atLineStart) fail(); // `a: b: c`
      const map: FastMap = { kind: 'map', flow: false, start: j, end: j, keys: [], names: [], values: [] };
      const frame = this.open(map, {}, col, false);
      this.setKey(frame, scalar, k);
      return this.readInline(k + 1, frame.indent, Slot.MapValue);
    }
    const next = this.endOfLine(scalar.end);
    this.attach(scalar, scalar.value);
    return next;
  }

  private open(node: FastMap | FastSeq, out: Record<string, unknown> | unknown[], indent: number, atParentIndent: boolean): BlockFrame {
    if (this.frames.length + 1 >= MAX_NESTING_DEPTH) fail();
    this.attach(node, out);
    const frame: BlockFrame = { node, out, indent, atParentIndent };
    this.frames.push(frame);
    return frame;
  }

  // -------------------------------------------------------------------------
  // Scalars

  /** A key: a plain or quoted scalar on one line. */
  private readKeyScalar(i: number): FastScalar {
    return this.readLineScalar(i, true, false);
  }

  /**
   * A quoted scalar, or a plain one on one line, at `i`. A plain scalar ends
   * at a line break, at `: ` (or `:` at the end), at ` #`, and in a flow
   * collection also at `,[]{}` and `:` before one; its trailing spaces are
   * not part of it.
   */
  private readLineScalar(i: number, key: boolean, flow: boolean): FastScalar {
    const c = this.code(i);
    if (c === DQUOTE) return this.readDoubleQuoted(i);
    if (c === SQUOTE) return this.readSingleQuoted(i);
    if (!this.plainStart(i, flow)) fail();
    let e = i + 1;
    let last = i + 1;
    while (e < this.n) {
      const ch = this.code(e);
      if (ch === LF || (flow && isFlowIndicator(ch))) break;
      if (ch === COLON && (this.spaceOrEnd(e + 1) || (flow && isFlowIndicator(this.code(e + 1))))) break;
      if (ch === HASH && this.code(e - 1) === SP) break;
      e++;
      if (ch !== SP) last = e;
    }
    // In a flow collection a plain scalar that goes on on the next line is folded: the full path's.
    if (flow && (this.code(this.skipSpaces(e)) === LF || this.code(this.skipSpaces(e)) === HASH)) {
      const next = this.code(this.flowSpaceNoCheck(e));
      if (next !== COMMA && next !== RBRACKET && next !== RBRACE) fail();
    }
    const source = this.text.slice(i, last);
    return { kind: 'scalar', start: i, end: last, style: 'plain', value: this.resolvePlain(source, key) };
  }

  /**
   * A block scalar at `j` (`|`, `|-`, `>` or `>-`, then perhaps a comment),
   * a value in a collection indented `parentIndent`. Its body starts on the
   * next line, which must hold content (leading blank lines, explicit
   * indentation and `+` are left to the full path), and runs while lines are
   * blank or indented at least as much as that first one; blank lines with
   * more spaces than that are left to the full path too (they can be content).
   */
  private readBlockScalar(j: number, parentIndent: number): FastBlockScalar {
    let h = j + 1;
    if (this.code(h) === DASH) h++;
    if (!this.spaceOrEnd(h)) fail();
    let e = this.skipSpaces(h);
    if (e >= this.n) fail();
    if (this.code(e) === HASH) {
      if (e === h) fail();
      e = this.lineEndAfter(e);
    } else if (this.code(e) === LF) e++;
    else fail(); // `| x`, `| >`: not a header the reader knows
    const bodyStart = e;
    const first = this.skipSpaces(bodyStart);
    const indent = first - bodyStart;
    if (first >= this.n || this.code(first) === LF || indent <= parentIndent) fail();
    let ls = bodyStart;
    let end = first;
    let bodyEnd = bodyStart;
    while (ls < this.n) {
      const k = this.skipSpaces(ls);
      if (k < this.n && this.code(k) === LF) {
        if (k - ls > indent) fail();
        ls = k + 1;
        continue;
      }
      if (k >= this.n) {
        if (k - ls > indent) fail();
        break;
      }
      if (k - ls < indent) break;
      const nl = this.text.indexOf('\n', k);
      const lineEnd = nl < 0 ? this.n : nl;
      let last = lineEnd;
      while (last > k && this.code(last - 1) === SP) last--;
      end = last;
      bodyEnd = nl < 0 ? this.n : nl + 1;
      ls = bodyEnd;
    }
    const token = blockToken(this.text, j, h, bodyStart, bodyEnd, parentIndent);
    const decoded = decodeBlockScalar(token);
    if (decoded.errors > 0) fail();
    this.quoted.push(j, bodyEnd);
    return { kind: 'scalar', start: j, end, style: this.code(j) === PIPE ? 'literal' : 'folded', value: decoded.value, indent: parentIndent, headerEnd: h, bodyStart, bodyEnd };
  }

  /** Whether a plain scalar may start at `i` (YAML 1.2 ns-plain-first). */
  private plainStart(i: number, flow: boolean): boolean {
    const c = this.code(i);
    switch (c) {
      case DASH:
        // `-1`, `-x`; `--- `/`- ` were taken before.
        return i + 1 < this.n && !this.spaceOrEnd(i + 1) && !(flow && isFlowIndicator(this.code(i + 1)));
      case 63: // ?
      case COLON:
      case COMMA:
      case LBRACKET:
      case RBRACKET:
      case LBRACE:
      case RBRACE:
      case HASH:
      case 38: // &
      case 42: // *
      case 33: // !
      case 124: // |
      case 62: // >
      case DQUOTE:
      case SQUOTE:
      case 37: // %
      case 64: // @
      case 96: // `
      case SP:
      case LF:
        return false;
      default:
        return !Number.isNaN(c);
    }
  }

  private readDoubleQuoted(i: number): FastScalar {
    let e = i + 1;
    let escaped = false;
    for (;;) {
      if (e >= this.n) fail();
      const ch = this.code(e);
      if (ch === DQUOTE) break;
      if (ch === LF) fail(); // multi-line: folding is the full path's
      if (ch === BACKSLASH) {
        if (this.code(e + 1) === LF) fail(); // an escaped line break: multi-line too
        escaped = true;
        e += 2;
        continue;
      }
      e++;
    }
    const end = e + 1;
    this.quoted.push(i, end);
    let value: string;
    if (!escaped) {
      value = this.text.slice(i + 1, e);
    } else {
      value = this.unescape(i, end);
    }
    return { kind: 'scalar', start: i, end, style: 'double', value };
  }

  /** The value of a double-quoted scalar `[start, end)` on one line that has escapes. */
  private unescape(start: number, end: number): string {
    const t = this.text;
    let out = '';
    let from = start + 1;
    for (let k = from; k < end - 1; k++) {
      if (this.code(k) !== BACKSLASH) continue;
      const next = t[k + 1] as string;
      const simple = ESCAPES[next];
      if (simple === undefined) {
        // \x, \u, \U (and anything odd): the full decoder, which mirrors yaml's, must agree it is valid.
        const decoded = decodeFlowScalar({ type: 'double-quoted-scalar', offset: start, source: t.slice(start, end) });
        if (decoded.errors > 0) fail();
        return decoded.value;
      }
      // yaml trims spaces before a line break only; on one line a space before an escape is kept.
      out += t.slice(from, k) + simple;
      from = k + 2;
      k++;
    }
    return out + t.slice(from, end - 1);
  }

  private readSingleQuoted(i: number): FastScalar {
    let e = i + 1;
    let doubled = false;
    for (;;) {
      if (e >= this.n) fail();
      const ch = this.code(e);
      if (ch === LF) fail();
      if (ch === SQUOTE) {
        if (this.code(e + 1) === SQUOTE) {
          doubled = true;
          e += 2;
          continue;
        }
        break;
      }
      e++;
    }
    const end = e + 1;
    this.quoted.push(i, end);
    const raw = this.text.slice(i + 1, e);
    return { kind: 'scalar', start: i, end, style: 'single', value: doubled ? raw.replace(/''/g, "'") : raw };
  }

  /**
   * A plain scalar's value, by the schema's own tags in yaml's order
   * (`findScalarTagByTest`); a value the schema cannot resolve without
   * complaint (JSON's schema has no plain strings) makes the reader give up.
   */
  private resolvePlain(source: string, atKey: boolean): unknown {
    const first = source.charCodeAt(0);
    // Core schema: none of its tags matches text that starts with another letter (null, bool: n, t, f; numbers: digits, signs, dot).
    if (!this.json && isOtherLetter(first)) return source;
    const { schema, options } = this.resolver;
    for (const tag of schema.tags) {
      if ((tag.default === true || (atKey && tag.default === 'key')) && tag.test?.test(source)) {
        let bad = false;
        const resolved = tag.resolve(source, () => (bad = true), options);
        // Some tags resolve to a node (null's does), which the composer then uses as is.
        const value = isScalar(resolved) ? resolved.value : resolved;
        if (bad || (value !== null && typeof value === 'object')) fail();
        return value;
      }
    }
    if (this.json) fail();
    return source;
  }

  // -------------------------------------------------------------------------
  // Flow collections

  /** A flow collection at `i` (`[` or `{`): its node, value, and where its text ends. */
  private readFlow(i: number, parentIndent: number): [FastNode, unknown, number] {
    const stack: FlowFrame[] = [];
    let result: [FastNode, unknown] | undefined;
    let p = i;
    const openAt = (at: number): void => {
      if (this.frames.length + stack.length + 1 >= MAX_NESTING_DEPTH) fail();
      const isMap = this.code(at) === LBRACE;
      const node: FastNode = isMap
        ? { kind: 'map', flow: true, start: at, end: at + 1, keys: [], names: [], values: [] }
        : { kind: 'seq', flow: true, start: at, end: at + 1, items: [] };
      const out = isMap ? {} : [];
      if (stack.length > 0) deliver(node, out);
      stack.push({ node, out, key: undefined, name: '' });
    };
    const deliver = (node: FastNode, value: unknown): void => {
      const frame = stack[stack.length - 1];
      if (!frame) {
        result = [node, value];
        return;
      }
      if (frame.node.kind === 'seq') {
        frame.node.items.push(node);
        (frame.out as unknown[]).push(value);
        return;
      }
      const key = frame.key as FastScalar;
      frame.node.keys.push(key);
      frame.node.names.push(frame.name);
      frame.node.values.push(node);
      setMember(frame.out as Record<string, unknown>, frame.name, value);
      frame.key = undefined;
    };

    openAt(p);
    p++;
    // After an opening bracket or a comma: an entry or (not after a comma) the closing bracket.
    let afterComma = false;
    while (stack.length > 0) {
      const frame = stack[stack.length - 1] as FlowFrame;
      const isMap = frame.node.kind === 'map';
      p = this.flowSpace(p, parentIndent);
      const c = this.code(p);
      if (c === (isMap ? RBRACE : RBRACKET)) {
        if (afterComma) fail(); // a trailing comma
        stack.pop();
        frame.node.end = p + 1;
        p++;
        if (stack.length > 0) {
          p = this.afterFlowEntry(p, parentIndent, stack[stack.length - 1] as FlowFrame);
          afterComma = this.code(p - 1) === COMMA;
        } else deliver(frame.node, frame.out);
        continue;
      }
      if (isMap) {
        // A key, then `:`, then a value (never empty).
        if (c === LBRACKET || c === LBRACE) fail();
        const key = this.readLineScalar(p, true, true);
        let k = key.end;
        if (this.code(k) !== COLON) {
          k = this.skipSpaces(k);
          if (this.code(k) !== COLON) fail();
        }
        // `a:b` is one plain scalar in YAML: a plain key needs a space after its colon; JSON's quoted keys do not.
        if (key.style === 'plain' && !this.spaceOrEnd(k + 1)) fail();
        if (key.end - key.start > 1000) fail();
        const name = this.keyName(key);
        if (Object.prototype.hasOwnProperty.call(frame.out, name)) fail();
        frame.key = key;
        frame.name = name;
        p = this.flowSpace(k + 1, parentIndent);
      }
      const v = this.code(p);
      if (v === LBRACKET || v === LBRACE) {
        openAt(p);
        p++;
        afterComma = false;
        continue;
      }
      if (v === COMMA || v === RBRACKET || v === RBRACE) fail(); // an empty entry
      const scalar = this.readLineScalar(p, false, true);
      deliver(scalar, scalar.value);
      p = this.afterFlowEntry(scalar.end, parentIndent, frame);
      afterComma = this.code(p - 1) === COMMA;
    }
    const [node, value] = result as [FastNode, unknown];
    return [node, value, p];
  }

  /** After an entry: spaces, then `,` (returns the position after it) or the closing bracket (returns its position). */
  private afterFlowEntry(p: number, parentIndent: number, frame: FlowFrame): number {
    const q = this.flowSpace(p, parentIndent);
    const c = this.code(q);
    if (c === COMMA) return q + 1;
    if (c === (frame.node.kind === 'map' ? RBRACE : RBRACKET)) return q;
    return fail(); // `[a: 1]`, `{a: b c}`, a missing comma, …
  }

  /**
   * Skip spaces, line breaks and comments inside a flow collection. Each new
   * line must be indented deeper than the block around it and must not look
   * like a document marker.
   */
  private flowSpace(p: number, parentIndent: number): number {
    for (;;) {
      if (p >= this.n) fail(); // unterminated
      const c = this.code(p);
      if (c === SP) {
        p++;
        continue;
      }
      if (c === HASH) {
        const prev = this.code(p - 1);
        if (prev !== SP && prev !== LF) fail();
        p = this.lineEndAfter(p) - 1;
        if (p >= this.n - 1 && this.code(p) !== LF) fail();
        continue;
      }
      if (c === LF) {
        const ls = p + 1;
        if (this.isMarkerLine(ls)) fail();
        const k = this.skipSpaces(ls);
        if (k < this.n && this.code(k) !== LF && this.code(k) !== HASH && k - ls <= parentIndent) fail();
        p = k;
        continue;
      }
      return p;
    }
  }

  /** `flowSpace` without its checks (a look ahead; the checks run when the reader gets there). */
  private flowSpaceNoCheck(p: number): number {
    while (p < this.n) {
      const c = this.code(p);
      if (c === SP || c === LF) p++;
      else if (c === HASH) p = this.lineEndAfter(p);
      else break;
    }
    return p;
  }
}

function isFlowIndicator(c: number): boolean {
  return c === COMMA || c === LBRACKET || c === RBRACKET || c === LBRACE || c === RBRACE;
}

/** An ASCII letter other than those that start `null`, `true` or `false`. */
function isOtherLetter(c: number): boolean {
  const lower = c | 0x20;
  return lower >= 97 && lower <= 122 && lower !== 110 && lower !== 116 && lower !== 102;
}

/** `out[name] = value`, as an own property even for `__proto__` and other inherited names (as the full path does). */
function setMember(out: Record<string, unknown>, name: string, value: unknown): void {
  if (name in out) Object.defineProperty(out, name, { value, writable: true, enumerable: true, configurable: true });
  else out[name] = value;
}

/**
 * The CST token `yaml`'s lexer makes of a block scalar with header
 * `[start, headerEnd)` and body `[bodyStart, bodyEnd)` (what follows the
 * header on its line is one more prop: only the props' lengths matter).
 */
export function blockToken(text: string, start: number, headerEnd: number, bodyStart: number, bodyEnd: number, indent: number): CST.BlockScalar {
  return {
    type: 'block-scalar',
    offset: start,
    indent,
    props: [
      { type: 'block-scalar-header', offset: start, indent, source: text.slice(start, headerEnd) },
      { type: 'space', offset: headerEnd, indent, source: text.slice(headerEnd, bodyStart) },
    ],
    source: text.slice(bodyStart, bodyEnd),
  };
}
