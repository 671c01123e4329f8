/**
 * A JSON parser that keeps positions and explains its first error.
 *
 * Why our own: `JSON.parse` reports neither the position of values nor a
 * useful message ("Unexpected token"), and the filter diagnostics must point
 * at the exact character inside the filter string. The parser is a single
 * left-to-right pass with an explicit stack (no recursion, so no depth limit),
 * never throws, and stops at the first syntax error: after a JSON error the
 * rest of the text is rarely meaningful, and one precise message beats a
 * cascade.
 */
import type { ValueEdit } from '../engine/value-problem.js';
import type { JsonArray, JsonMember, JsonNode, JsonObject, JsonString } from './json-tree.js';
import { codeUnitsAt } from './utf16.js';

/** Message ids of `filter-syntax` (templates in `messages.ts`). */
export type JsonSyntaxMessageId =
  | 'unexpectedEnd'
  | 'unclosed'
  | 'expectedValue'
  | 'expectedKey'
  | 'unquotedKey'
  | 'singleQuotes'
  | 'expectedColon'
  | 'expectedCommaOrBrace'
  | 'expectedCommaOrBracket'
  | 'trailingComma'
  | 'unterminatedString'
  | 'controlCharacter'
  | 'invalidEscape'
  | 'invalidUnicodeEscape'
  | 'invalidNumber'
  | 'unknownWord'
  | 'notJsonFilter'
  | 'comment'
  | 'strayBackslash'
  | 'trailingText';

export interface JsonSyntaxError {
  readonly messageId: JsonSyntaxMessageId;
  readonly data: Readonly<Record<string, string>>;
  readonly start: number;
  readonly end: number;
  readonly fix?: ValueEdit;
  readonly suggestions?: readonly { readonly desc: string; readonly fix: ValueEdit }[];
}

export interface JsonParseResult {
  /** The tree, when the whole text is one valid JSON value. */
  readonly value?: JsonNode;
  /** The first syntax error. */
  readonly error?: JsonSyntaxError;
}

export interface JsonParseOptions {
  /**
   * When the text looks JSON-escaped a second time (`{\"where\":…}`), offer a
   * suggestion that removes one level of escaping, after checking that the
   * result parses. Default `true`.
   */
  readonly suggestUnescape?: boolean;
}

/** What a `found` placeholder says at the end of the text. */
const END_OF_TEXT = 'the end of the filter';
/** How much of an offending token messages quote. */
const QUOTED_TOKEN_MAX = 24;

type State =
  | 'value' // a value must follow (root, after `:`)
  | 'arrayFirst' // after `[`: a value or `]`
  | 'arrayAfterComma' // after `,` in an array: a value
  | 'arrayAfterValue' // `,` or `]`
  | 'objectFirst' // after `{`: a key or `}`
  | 'objectAfterComma' // after `,` in an object: a key
  | 'objectColon' // after a key: `:`
  | 'objectAfterValue' // `,` or `}`
  | 'end'; // after the root value: only whitespace

interface ArrayFrame {
  readonly type: 'array';
  readonly start: number;
  readonly items: JsonNode[];
  lastComma: number;
}

interface ObjectFrame {
  readonly type: 'object';
  readonly start: number;
  readonly members: JsonMember[];
  pendingKey?: JsonString;
  lastComma: number;
}

type Frame = ArrayFrame | ObjectFrame;

class SyntaxStop {
  constructor(readonly error: JsonSyntaxError) {}
}

const CHAR_TAB = 0x09;
const CHAR_LF = 0x0a;
const CHAR_CR = 0x0d;
const CHAR_SPACE = 0x20;
const FIRST_PRINTABLE = 0x20;
const CHAR_QUOTE = 0x22;
const CHAR_BACKSLASH = 0x5c;
/** The byte order mark, invisible in editors: name it rather than quote it. */
const BYTE_ORDER_MARK = 0xfeff;

function isJsonWhitespace(code: number): boolean {
  return code === CHAR_SPACE || code === CHAR_TAB || code === CHAR_LF || code === CHAR_CR;
}

function isWordStart(ch: string): boolean {
  return /[A-Za-z_$]/.test(ch);
}

function isWordChar(ch: string): boolean {
  return /[A-Za-z0-9_$]/.test(ch);
}

function isNumberStart(ch: string): boolean {
  return /[-+0-9.]/.test(ch);
}

const HEX_DIGITS_IN_UNICODE_ESCAPE = 4;
const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  'b': '\b',
  'f': '\f',
  'n': '\n',
  'r': '\r',
  't': '\t',
};
/** How a control character is written inside a JSON string. */
const CONTROL_ESCAPES: Readonly<Record<number, string>> = { 0x08: '\\b', 0x0c: '\\f', 0x0a: '\\n', 0x0d: '\\r', 0x09: '\\t' };

const JSON_NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;

/** Parse `text` as one JSON value. Never throws; linear in `text.length`. */
export function parseJson(text: string, options: JsonParseOptions = {}): JsonParseResult {
  try {
    return { value: new Parser(text).parse() };
  } catch (stop) {
    if (!(stop instanceof SyntaxStop)) throw stop;
    const error = stop.error;
    if (error.messageId === 'strayBackslash' && options.suggestUnescape !== false) {
      const suggestion = unescapeSuggestion(text);
      if (suggestion) return { error: { ...error, suggestions: [suggestion] } };
    }
    return { error };
  }
}

/** Remove one level of `\"` / `\\` escaping if that yields valid JSON. */
function unescapeSuggestion(text: string): { desc: string; fix: ValueEdit } | undefined {
  const unescaped = text.replace(/\\(["\\])/g, '$1');
  if (unescaped === text) return undefined;
  const reparsed = parseJson(unescaped, { suggestUnescape: false });
  if (!reparsed.value) return undefined;
  return { desc: 'Remove one level of backslash escaping', fix: { start: 0, end: text.length, text: unescaped } };
}

/** Describe the token at `pos` for a `found` placeholder. */
export function describeFound(text: string, pos: number): string {
  if (pos >= text.length) return END_OF_TEXT;
  const end = tokenEnd(text, pos);
  const token = text.slice(pos, end);
  const code = token.codePointAt(0) ?? 0;
  const oneCharacter = token.length === codeUnitsAt(text, pos);
  if (oneCharacter && (code < FIRST_PRINTABLE || /\s/u.test(token) || code === BYTE_ORDER_MARK)) return `the character ${codePointName(code)}`;
  const shown = token.length > QUOTED_TOKEN_MAX ? `${token.slice(0, QUOTED_TOKEN_MAX)}…` : token;
  return `\`${shown}\``;
}

/** End of the lexical token starting at `pos`: a string, a word or number, or one character. */
export function tokenEnd(text: string, pos: number): number {
  const ch = text[pos];
  if (ch === undefined) return pos;
  if (ch === '"' || ch === "'") {
    for (let i = pos + 1; i < text.length; i++) {
      const c = text[i];
      if (c === '\\') {
        i++;
        continue;
      }
      if (c === ch) return i + 1;
      if (c === '\n' || c === '\r') return i;
    }
    return text.length;
  }
  if (isWordChar(ch) || isNumberStart(ch)) {
    let i = pos + 1;
    while (i < text.length && (isWordChar(text[i]!) || isNumberStart(text[i]!))) i++;
    return i;
  }
  return pos + codeUnitsAt(text, pos);
}

class Parser {
  private pos = 0;
  private state: State = 'value';
  private readonly stack: Frame[] = [];
  private root: JsonNode | undefined;

  constructor(private readonly text: string) {}

  parse(): JsonNode {
    const text = this.text;
    for (;;) {
      this.skipWhitespace();
      if (this.pos >= text.length) return this.atEnd();
      const ch = text[this.pos]!;
      switch (this.state) {
        case 'end':
          if (ch !== "'") this.rejectLexicalMistake(ch);
          this.fail('trailingText', this.pos, tokenEnd(text, this.pos), { found: describeFound(text, this.pos) });
          break;
        case 'value':
          this.value(ch);
          break;
        case 'arrayFirst':
          if (ch === ']') this.closeArray();
          else this.value(ch);
          break;
        case 'arrayAfterComma':
          if (ch === ']') this.trailingComma(']');
          else this.value(ch);
          break;
        case 'arrayAfterValue':
          if (ch === ',') {
            this.top<ArrayFrame>().lastComma = this.pos++;
            this.state = 'arrayAfterComma';
          } else if (ch === ']') this.closeArray();
          else this.unexpectedSeparator('expectedCommaOrBracket', ch);
          break;
        case 'objectFirst':
          if (ch === '}') this.closeObject();
          else this.key(ch);
          break;
        case 'objectAfterComma':
          if (ch === '}') this.trailingComma('}');
          else this.key(ch);
          break;
        case 'objectColon':
          if (ch === ':') {
            this.pos++;
            this.state = 'value';
          } else {
            this.fail('expectedColon', this.pos, tokenEnd(text, this.pos), {
              key: this.top<ObjectFrame>().pendingKey?.value ?? '',
              found: describeFound(text, this.pos),
            });
          }
          break;
        case 'objectAfterValue':
          if (ch === ',') {
            this.top<ObjectFrame>().lastComma = this.pos++;
            this.state = 'objectAfterComma';
          } else if (ch === '}') this.closeObject();
          else this.unexpectedSeparator('expectedCommaOrBrace', ch);
          break;
      }
    }
  }

  // --- structure -----------------------------------------------------------

  private atEnd(): JsonNode {
    if (this.state === 'end' && this.root) return this.root;
    const frame = this.stack[this.stack.length - 1];
    const len = this.text.length;
    if (!frame) this.fail('unexpectedEnd', len, len, { expected: 'a JSON value' });
    const close = frame.type === 'array' ? ']' : '}';
    this.fail('unclosed', frame.start, frame.start + 1, { open: frame.type === 'array' ? '[' : '{', close });
  }

  private top<F extends Frame>(): F {
    return this.stack[this.stack.length - 1] as F;
  }

  private complete(node: JsonNode): void {
    const frame = this.stack[this.stack.length - 1];
    if (!frame) {
      this.root = node;
      this.state = 'end';
    } else if (frame.type === 'array') {
      frame.items.push(node);
      this.state = 'arrayAfterValue';
    } else {
      const key = frame.pendingKey!;
      frame.members.push({ key, value: node, start: key.start, end: node.end });
      frame.pendingKey = undefined;
      this.state = 'objectAfterValue';
    }
  }

  private closeArray(): void {
    const frame = this.stack.pop() as ArrayFrame;
    this.pos++;
    const node: JsonArray = { kind: 'array', items: frame.items, start: frame.start, end: this.pos };
    this.complete(node);
  }

  private closeObject(): void {
    const frame = this.stack.pop() as ObjectFrame;
    this.pos++;
    const node: JsonObject = { kind: 'object', members: frame.members, start: frame.start, end: this.pos };
    this.complete(node);
  }

  private trailingComma(close: string): never {
    const comma = this.stack[this.stack.length - 1]!.lastComma;
    this.fail('trailingComma', comma, comma + 1, { close }, { start: comma, end: comma + 1, text: '' });
  }

  /** Something other than `,` or the closing bracket after a value. */
  private unexpectedSeparator(messageId: 'expectedCommaOrBrace' | 'expectedCommaOrBracket', ch: string): never {
    // A quote here means a missing comma, not a quoting mistake: say that.
    if (ch !== "'") this.rejectLexicalMistake(ch);
    this.fail(messageId, this.pos, tokenEnd(this.text, this.pos), { found: describeFound(this.text, this.pos) });
  }

  // --- values --------------------------------------------------------------

  private value(ch: string): void {
    const start = this.pos;
    if (ch === '{') {
      this.stack.push({ type: 'object', start, members: [], lastComma: -1 });
      this.pos++;
      this.state = 'objectFirst';
    } else if (ch === '[') {
      this.stack.push({ type: 'array', start, items: [], lastComma: -1 });
      this.pos++;
      this.state = 'arrayFirst';
    } else if (ch === '"') {
      this.complete(this.string());
    } else if (isNumberStart(ch)) {
      this.complete(this.number());
    } else if (isWordStart(ch)) {
      this.complete(this.word());
    } else {
      this.rejectLexicalMistake(ch);
      this.fail('expectedValue', start, tokenEnd(this.text, start), { found: describeFound(this.text, start) });
    }
  }

  private key(ch: string): void {
    const start = this.pos;
    if (ch === '"') {
      this.top<ObjectFrame>().pendingKey = this.string();
      this.state = 'objectColon';
      return;
    }
    if (isWordStart(ch) || /[0-9]/.test(ch)) {
      const end = tokenEnd(this.text, start);
      const name = this.text.slice(start, end);
      this.fail('unquotedKey', start, end, { name }, { start, end, text: JSON.stringify(name) });
    }
    this.rejectLexicalMistake(ch);
    this.fail('expectedKey', start, tokenEnd(this.text, start), { found: describeFound(this.text, start) });
  }

  /** Mistakes with their own message wherever they appear: quotes, comments, escaped quotes. */
  private rejectLexicalMistake(ch: string): void {
    const text = this.text;
    const start = this.pos;
    if (ch === "'") {
      const end = tokenEnd(text, start);
      const closed = end - start >= 2 && text[end - 1] === "'";
      if (!closed) this.fail('singleQuotes', start, start + 1, {});
      const inner = text.slice(start + 1, end - 1);
      const fix = /["\\]/.test(inner) ? undefined : { start, end, text: `"${inner}"` };
      this.fail('singleQuotes', start, end, {}, fix);
    }
    if (ch === '/' && (text[start + 1] === '/' || text[start + 1] === '*')) {
      this.fail('comment', start, start + 2, {});
    }
    if (ch === '\\') {
      this.fail('strayBackslash', start, text[start + 1] === '"' ? start + 2 : start + 1, {});
    }
  }

  private string(): JsonString {
    const text = this.text;
    const start = this.pos;
    let i = start + 1;
    let chunkStart = i;
    const parts: string[] = [];
    for (;;) {
      if (i >= text.length) this.fail('unterminatedString', start, text.length, {});
      const code = text.charCodeAt(i);
      if (code === CHAR_QUOTE) {
        parts.push(text.slice(chunkStart, i));
        this.pos = i + 1;
        return { kind: 'string', value: parts.join(''), start, end: this.pos };
      }
      if (code === CHAR_BACKSLASH) {
        parts.push(text.slice(chunkStart, i));
        i = this.escape(i, parts);
        chunkStart = i;
        continue;
      }
      if (code < FIRST_PRINTABLE) {
        const escape = CONTROL_ESCAPES[code] ?? `\\u${code.toString(16).padStart(HEX_DIGITS_IN_UNICODE_ESCAPE, '0')}`;
        this.fail('controlCharacter', i, i + 1, { char: codePointName(code), escape });
      }
      i++;
    }
  }

  /** Decode the escape at `i` (a backslash) into `parts`; return the index after it. */
  private escape(i: number, parts: string[]): number {
    const text = this.text;
    const next = text[i + 1];
    if (next === undefined) this.fail('unterminatedString', this.pos, text.length, {});
    const simple = SIMPLE_ESCAPES[next];
    if (simple !== undefined) {
      parts.push(simple);
      return i + 2;
    }
    if (next === 'u') {
      const hexStart = i + 2;
      let j = hexStart;
      while (j < hexStart + HEX_DIGITS_IN_UNICODE_ESCAPE && j < text.length && /[0-9a-fA-F]/.test(text[j]!)) j++;
      if (j - hexStart < HEX_DIGITS_IN_UNICODE_ESCAPE) this.fail('invalidUnicodeEscape', i, j, { escape: text.slice(i, j) });
      parts.push(String.fromCharCode(parseInt(text.slice(hexStart, j), 16)));
      return j;
    }
    const end = i + 1 + codeUnitsAt(text, i + 1);
    this.fail('invalidEscape', i, end, { escape: text.slice(i, end) });
  }

  private number(): JsonNode {
    const start = this.pos;
    const end = tokenEnd(this.text, start);
    const raw = this.text.slice(start, end);
    if (!JSON_NUMBER.test(raw)) this.fail('invalidNumber', start, end, { text: raw, reason: numberMistake(raw) });
    this.pos = end;
    return { kind: 'number', value: Number(raw), raw, start, end };
  }

  private word(): JsonNode {
    const start = this.pos;
    const end = tokenEnd(this.text, start);
    const word = this.text.slice(start, end);
    this.pos = end;
    if (word === 'true' || word === 'false') return { kind: 'boolean', value: word === 'true', start, end };
    if (word === 'null') return { kind: 'null', start, end };
    const lower = word.toLowerCase();
    const literal = lower === 'true' || lower === 'false' || lower === 'null' ? lower : undefined;
    const suggestions = literal ? [{ desc: `Write \`${literal}\``, fix: { start, end, text: literal } }] : undefined;
    // A bare word that starts the text is no misquoted string: the filter was written as an expression (`EdgeResponseStatus < 500`).
    const messageId = this.stack.length === 0 && !literal ? 'notJsonFilter' : 'unknownWord';
    throw new SyntaxStop({ messageId, data: { word }, start, end, ...(suggestions ? { suggestions } : {}) });
  }

  private skipWhitespace(): void {
    const text = this.text;
    while (this.pos < text.length && isJsonWhitespace(text.charCodeAt(this.pos))) this.pos++;
  }

  private fail(messageId: JsonSyntaxMessageId, start: number, end: number, data: Record<string, string>, fix?: ValueEdit): never {
    throw new SyntaxStop({ messageId, data, start, end, ...(fix ? { fix } : {}) });
  }
}

/** `U+000A`: how messages name an invisible character. */
function codePointName(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(HEX_DIGITS_IN_UNICODE_ESCAPE, '0')}`;
}

/** Why `raw` (a run of number-like characters) is not a JSON number. */
function numberMistake(raw: string): string {
  if (raw.startsWith('+')) return 'JSON numbers have no `+` sign';
  if (/^-?0[xXbBoO]/.test(raw)) return 'JSON numbers are decimal';
  if (/^-?0[0-9]/.test(raw)) return 'JSON numbers have no leading zeros';
  if (/^-?\./.test(raw)) return 'write a digit before the `.`';
  if (/\.(?![0-9])/.test(raw)) return 'write a digit after the `.`';
  if (/[eE][+-]?(?![0-9])/.test(raw)) return 'the exponent has no digits';
  if (/^-(?![0-9])/.test(raw)) return '`-` must be followed by a digit';
  return 'it is not a JSON number';
}
