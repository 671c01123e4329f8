/**
 * Edits of a scalar's *value* → edits of the file text, for `--fix`.
 *
 * A rule fixes an expression or a filter in terms of its value ("replace
 * characters 10–12 with `==`"); the file holds the value in some scalar
 * style. `valueEditToSourceEdit` finds the source of those characters through
 * the scalar's source map, writes the new text in the scalar's style
 * (escaping it for double quotes, doubling `'` in single quotes), and then
 * *verifies* the result: it decodes the edited scalar source exactly as
 * `yaml` would and checks that the value is the expected one, and for plain
 * scalars that the text is still one plain scalar of the same type. When the
 * new text cannot be written in the scalar's style (a line break in a plain,
 * single-quoted or block scalar; `: ` or ` #` in a plain scalar; a plain value
 * that would turn into a number; ...) it returns `undefined`, so the engine
 * drops the fix instead of corrupting the file. A double-quoted scalar (and
 * so every JSON string) can always be edited: when a minimal edit would not
 * survive line folding, its content is rewritten on one line.
 * `replaceScalarValueEdit` offers the same for any scalar: rewrite it as a
 * double-quoted string.
 */
import { isScalar, type CST, type Scalar, type Schema, type Node } from 'yaml';
import { nodeContext, valueRange } from './locate.js';
import type { SourceRange } from '../position.js';
import { decodeBlockScalar, decodeFlowScalar, type FoldGroup } from './scalar-decode.js';
import { scalarSourceMap, type ScalarSourceMap } from './scalar-source-map.js';
import type { YamlDocument, YamlSourceFile } from './load-yaml.js';
import type { TextEdit } from '../text-edit.js';


type Style = 'plain' | 'single' | 'double' | 'block';

/**
 * Where a plain scalar sits, as the checks of an edited plain scalar need it:
 * inside a flow collection or not, as a key or not, and the schema its
 * document resolves plain scalars with. Found from `yaml`'s document when not
 * given; the fast reader's documents give it from their own nodes, so that a
 * fix in a plain scalar does not parse the file again with `yaml`.
 */
export interface PlainScalarContext {
  readonly inFlow: boolean;
  readonly isKey: boolean;
  readonly schema: Schema;
}

/**
 * Turn an edit of `node`'s value into an edit of the file, or `undefined` if
 * the edit cannot be written safely in the scalar's style (see the top).
 */
export function valueEditToSourceEdit(file: YamlSourceFile, node: Scalar, edit: TextEdit, plain?: PlainScalarContext): TextEdit | undefined {
  if (!isScalar(node)) return undefined;
  const token = node.srcToken as CST.Token | undefined;
  const style = styleOf(token);
  if (!token || !style) return undefined;
  const map = scalarSourceMap(node);
  if (!map.exact) return undefined;
  // A non-string scalar is edited as the text it is written as; only plain ones.
  if (map.identity && style !== 'plain') return undefined;
  const n = map.length;
  let s = Math.floor(edit.start);
  let e = Math.floor(edit.end);
  if (!(s >= 0 && s <= e && e <= n)) return undefined;
  const value = map.value;
  const expected = value.slice(0, s) + edit.text + value.slice(e);
  if (expected === value && s === e) return { start: map.offsetAt(s), end: map.offsetAt(s), text: '' };

  // A fold is one unit in the source: widen the edit to whole folds it cuts.
  let text = edit.text;
  const foldS = s < n ? map.foldAt(s) : undefined;
  if (foldS && s > foldS.first) {
    text = value.slice(foldS.first, s) + text;
    s = foldS.first;
  }
  const foldE = e > 0 ? map.foldAt(e - 1) : undefined;
  if (foldE && e < foldE.first + foldE.count) {
    text += value.slice(e, foldE.first + foldE.count);
    e = foldE.first + foldE.count;
  }
  // One escape can produce two code units (`\U0001F600`): edit it whole.
  const sameSource = (i: number, j: number): boolean => {
    const a = map.charRange(i);
    const b = map.charRange(j);
    return a.end > a.start && a.start === b.start && a.end === b.end;
  };
  while (s > 0 && s < n && sameSource(s - 1, s)) {
    s--;
    text = (value[s] as string) + text;
  }
  while (e > 0 && e < n && sameSource(e - 1, e)) {
    text += value[e] as string;
    e++;
  }
  // Blanks left next to a fold would be taken as part of it (trailing blanks
  // before a line break, indentation after one): take them into the edit so
  // that they are written again — escaped, in double quotes.
  if (e < n && map.foldAt(e)?.first === e) {
    while (s > 0 && isBlankChar(value[s - 1]) && !map.foldAt(s - 1)) {
      s--;
      text = (value[s] as string) + text;
    }
  }
  const foldBefore = s > 0 ? map.foldAt(s - 1) : undefined;
  if (foldBefore && foldBefore.first + foldBefore.count === s) {
    while (e < n && isBlankChar(value[e]) && !map.foldAt(e)) {
      text += value[e] as string;
      e++;
    }
  }
  const range = sourceRangeFor(map, s, e);

  const body = tokenBody(token);
  if (range.start < body.offset || range.end > body.offset + body.text.length) return undefined;
  const json = file.format === 'json';
  const encodings = encode(style, text, json);
  for (const enc of encodings) {
    const newBody = body.text.slice(0, range.start - body.offset) + enc + body.text.slice(range.end - body.offset);
    if (!keepsLineStructure(style, body.text, range.start - body.offset, range.end - body.offset, enc)) continue;
    if (verify(file, node, token, style, newBody, expected, map, plain)) return { start: range.start, end: range.end, text: enc };
  }
  if (style === 'double') {
    // Around line folds and escaped line breaks, blanks that end up next to a
    // line break are dropped, and removing what separated two folds merges
    // them. A double-quoted scalar can always be written on one line instead:
    // rewrite its content (between the quotes) as a whole.
    const enc = escapeDoubleQuoted(expected);
    const newBody = body.text.slice(0, map.contentStart - body.offset) + enc + body.text.slice(map.contentEnd - body.offset);
    if (verify(file, node, token, style, newBody, expected, map, plain)) return { start: map.contentStart, end: map.contentEnd, text: enc };
  }
  return undefined;
}

/** Replace the whole node (its value range, see `locate.ts`) with `text` as given. */
export function replaceNodeEdit(file: YamlSourceFile, node: Node, text: string): TextEdit {
  const r = valueRange(file, node);
  return { start: r.start, end: r.end, text };
}

/**
 * Rewrite a scalar (or any node) as a double-quoted string holding `value`.
 * The result is valid YAML and JSON in any position, so this works where
 * `valueEditToSourceEdit` gives up (anchors and tags written before the node
 * are kept).
 */
export function replaceScalarValueEdit(file: YamlSourceFile, node: Node, value: string): TextEdit {
  return replaceNodeEdit(file, node, `"${escapeDoubleQuoted(value)}"`);
}

/**
 * Escape `text` for a double-quoted YAML scalar or a JSON string, using only
 * escapes both understand: `\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t` and
 * `\uXXXX` for other control characters, C1 controls, U+2028/U+2029, U+FEFF,
 * U+FFFE/U+FFFF and unpaired surrogates.
 */
export function escapeDoubleQuoted(text: string): string {
  let out = '';
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let esc: string | undefined;
    if (c === 0x22) esc = '\\"';
    else if (c === 0x5c) esc = '\\\\';
    else if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029 || c === 0xfeff || c === 0xfffe || c === 0xffff) {
      esc = SHORT_ESCAPES[c] ?? `\\u${c.toString(16).padStart(4, '0')}`;
    } else if (c >= 0xd800 && c <= 0xdbff) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        i++;
        continue;
      }
      esc = `\\u${c.toString(16)}`;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      esc = `\\u${c.toString(16)}`;
    }
    if (esc !== undefined) {
      out += text.slice(run, i) + esc;
      run = i + 1;
    }
  }
  return out + text.slice(run);
}

const SHORT_ESCAPES: Readonly<Record<number, string>> = { 8: '\\b', 9: '\\t', 10: '\\n', 12: '\\f', 13: '\\r' };

// ---------------------------------------------------------------------------

function isBlankChar(c: string | undefined): boolean {
  return c === ' ' || c === '\t';
}

function styleOf(token: CST.Token | undefined): Style | undefined {
  switch (token?.type) {
    case 'scalar':
      return 'plain';
    case 'single-quoted-scalar':
      return 'single';
    case 'double-quoted-scalar':
      return 'double';
    case 'block-scalar':
      return 'block';
    default:
      return undefined;
  }
}

/** The part of the token a value edit may touch, and its file offset. */
function tokenBody(token: CST.Token): { text: string; offset: number } {
  if (token.type === 'block-scalar') {
    const header = token.props.reduce((len, p) => len + ('source' in p && typeof p.source === 'string' ? p.source.length : 0), 0);
    return { text: token.source, offset: token.offset + header };
  }
  return { text: 'source' in token && typeof token.source === 'string' ? token.source : '', offset: token.offset };
}

/**
 * The file range to replace for value characters `[s, e)` (already widened
 * to whole folds). A fold at either end is replaced with the blanks around
 * its line breaks; an insertion before a fold goes before those blanks.
 */
function sourceRangeFor(map: ScalarSourceMap, s: number, e: number): SourceRange {
  const n = map.length;
  const foldStarting = (i: number): FoldGroup | undefined => {
    const f = i < n ? map.foldAt(i) : undefined;
    return f && f.first === i ? f : undefined;
  };
  if (s === e) {
    // Before a fold: before the blanks that precede its line break. Right
    // after a fold that ends the value: after the next line's indentation.
    const f = foldStarting(s);
    const before = s === n && n > 0 ? map.foldAt(n - 1) : undefined;
    const at = f ? f.srcStart : before ? before.srcEnd : map.offsetAt(s);
    return { start: at, end: at };
  }
  const fs = foldStarting(s);
  const fe = map.foldAt(e - 1);
  const start = fs ? fs.srcStart : map.charRange(s).start;
  const end = fe && fe.first + fe.count === e ? fe.srcEnd : map.charRange(e - 1).end;
  return { start, end: Math.max(start, end) };
}

const PRINTABLE = /^[\t\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]*$/u;

/** Candidate source texts for `text` in `style`, most natural first. */
function encode(style: Style, text: string, json: boolean): string[] {
  switch (style) {
    case 'double': {
      const plain = escapeDoubleQuoted(text);
      // Blanks next to a line break would be folded away; \u0020 / \t keep them (valid in JSON too).
      const edges = plain.replace(/^[ \t]+|[ \t]+$/g, (ws) => ws.replace(/ /g, '\\u0020').replace(/\t/g, '\\t'));
      return json || edges === plain ? [plain] : [plain, edges];
    }
    case 'single':
      return /[\n\r]/.test(text) || !PRINTABLE.test(text) ? [] : [text.replace(/'/g, "''")];
    default:
      return /[\n\r]/.test(text) || !PRINTABLE.test(text) ? [] : [text];
  }
}

/** Does the edited scalar source decode to `expected`, and is it still the same kind of scalar? */
function verify(
  file: YamlSourceFile,
  node: Scalar,
  token: CST.Token,
  style: Style,
  newBody: string,
  expected: string,
  map: ScalarSourceMap,
  plain: PlainScalarContext | undefined,
): boolean {
  if (hasDocumentMarkerLine(newBody)) return false;
  if (token.type === 'block-scalar') {
    // The body's final line break separates it from what follows: keep it.
    if (token.source.endsWith('\n') !== newBody.endsWith('\n')) return false;
    // The content indentation must stay what it was (the lexer decided where
    // the block ends by it, in a context not re-checked here), no line may
    // have become less indented than the block (the decoder counts that as an
    // error, as yaml reports it), and no line may start with a tab.
    const d = decodeBlockScalar({ ...token, source: newBody });
    const before = decodeBlockScalar(token).blockIndent;
    return d.errors === 0 && d.blockIndent === before && d.value === expected && !/\n[ ]*\t/.test(newBody);
  }
  if (token.type !== 'scalar' && token.type !== 'single-quoted-scalar' && token.type !== 'double-quoted-scalar') return false;
  if (style !== 'plain') {
    const d = decodeFlowScalar({ type: token.type, offset: token.offset, source: newBody });
    return d.errors === 0 && d.value === expected;
  }

  // Plain: the new text must lex as one plain scalar and resolve to the same type.
  if (!map.identity && decodeFlowScalar({ type: 'scalar', offset: token.offset, source: newBody }).value !== expected) return false;
  if (map.identity && newBody !== expected) return false;
  const doc = plain ? undefined : (file.documentAt(node.range?.[0] ?? 0) as YamlDocument | undefined);
  const ctx = plain ?? (doc ? nodeContext(doc, node) : { inFlow: false, isKey: false });
  if (!isSafePlain(newBody, ctx.inFlow)) return false;
  if (ctx.isKey && (newBody.includes('\n') || newBody.length > 1024)) return false;
  if (file.format === 'json') return /^(?:true|false|null|-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?)$/.test(newBody);
  const schema = plain?.schema ?? doc?.doc.schema;
  if (typeof node.value === 'string' && !node.tag && schema) return !resolvesToNonString(schema, expected);
  return true;
}

/**
 * Where the lexer ends a scalar depends on its lines: their indentation, and
 * for block scalars which lines are blank. The decoders re-check the value
 * but not the lexer's decision, so edits must keep those properties:
 * - block scalars: the edited line was not blank, stays not blank, and keeps
 *   its indentation (lines joined by the edit disappear, which is fine);
 * - flow scalars: every non-blank continuation line stays indented at least
 *   as much as the least indented one was (no content where there was none).
 */
function keepsLineStructure(style: Style, body: string, start: number, end: number, enc: string): boolean {
  if (style === 'block') {
    const lineEnd = (from: number): number => {
      const nl = body.indexOf('\n', from);
      return nl < 0 ? body.length : nl;
    };
    const lineStart = body.lastIndexOf('\n', start - 1) + 1;
    const oldLine = body.slice(lineStart, lineEnd(start));
    const newLine = body.slice(lineStart, start) + enc + body.slice(end, lineEnd(end));
    return !isBlankLine(oldLine) && !isBlankLine(newLine) && leadingSpaces(newLine) === leadingSpaces(oldLine);
  }
  const oldLines = body.split('\n').slice(1).filter((l) => !isBlankLine(l));
  const newLines = (body.slice(0, start) + enc + body.slice(end)).split('\n').slice(1).filter((l) => !isBlankLine(l));
  if (newLines.length === 0) return true;
  if (oldLines.length === 0) return false;
  const min = oldLines.reduce((m, l) => Math.min(m, leadingSpaces(l)), Infinity);
  return newLines.every((l) => leadingSpaces(l) >= min);
}

function isBlankLine(line: string): boolean {
  return /^[ \t\r]*$/.test(line);
}

function leadingSpaces(line: string): number {
  let i = 0;
  while (line.charCodeAt(i) === 32) i++;
  return i;
}

/** A line of the scalar's source (after the first) that would read as `---` or `...`. */
function hasDocumentMarkerLine(body: string): boolean {
  return /\n(?:---|\.\.\.)(?:[ \t\r\n]|$)/.test(body);
}

/** Would a plain scalar with this value be read as null, a boolean or a number by the document's schema? */
function resolvesToNonString(schema: Schema, value: string): boolean {
  for (const tag of schema.tags) {
    const t = tag as { default?: unknown; test?: RegExp; tag?: string };
    if (t.default && t.test instanceof RegExp && t.tag !== 'tag:yaml.org,2002:str' && t.test.test(value)) return true;
  }
  return false;
}

const INDICATOR = /[-?:,[\]{}#&*!|>'"%@`]/;
const FLOW_INDICATOR = /[,[\]{}]/;

/**
 * Is `src` (possibly several lines) one plain scalar, read back whole? YAML
 * 1.2 §7.3.3: no leading indicator (except `-?:` before a safe character),
 * no `: ` or ` #`, no flow indicators inside flow collections, no blanks at
 * either end; continuation lines must not start with `#`.
 */
function isSafePlain(src: string, inFlow: boolean): boolean {
  if (src === '') return false;
  const first = src[0] as string;
  const second = src[1];
  if (/[ \t\r\n]/.test(first) || /[ \t\r\n]$/.test(src)) return false;
  if (INDICATOR.test(first)) {
    if (!'-?:'.includes(first)) return false;
    if (second === undefined || /[ \t\r\n]/.test(second) || (inFlow && FLOW_INDICATOR.test(second))) return false;
  }
  // A continuation line starting with an indicator is legal in places, but
  // yaml's lexer and the spec disagree on some; refuse rather than guess.
  if (/\n[ \t]*[-?:,[\]{}#&*!|>'"%@`]/.test(src)) return false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i] as string;
    const next = src[i + 1];
    if (c === ':' && (next === undefined || /[ \t\r\n]/.test(next) || (inFlow && FLOW_INDICATOR.test(next)))) return false;
    if (c === '#' && i > 0 && /[ \t\r\n]/.test(src[i - 1] as string)) return false;
    if (inFlow && FLOW_INDICATOR.test(c)) return false;
  }
  return true;
}
