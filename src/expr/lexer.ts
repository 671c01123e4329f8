/**
 * Scanning primitives of the Rules language. The language is lexed in
 * context (as wirefilter does): the parser decides what to scan next — a
 * string in regex escape mode after `matches`, a set element, an index key —
 * so these are functions over `(text, position)` rather than a token stream.
 * All of them run in time linear in what they consume and never throw.
 */
import type { BytesNode, CidrNode, IntNode, IpNode, LiteralNode, RangeNode, ScalarLiteralNode, StringNode, WordNode } from './ast.js';
import { INT64_MAX, INT64_MIN } from '../data/expression-limits.js';
import { parseIpv6 } from './value-checks/ip.js';

export const CH_TAB = 9;
export const CH_LF = 10;
export const CH_CR = 13;
export const CH_SPACE = 32;
export const CH_QUOTE = 34;
export const CH_HASH = 35;
export const CH_DOLLAR = 36;
export const CH_LPAREN = 40;
export const CH_RPAREN = 41;
export const CH_STAR = 42;
export const CH_COMMA = 44;
export const CH_MINUS = 45;
export const CH_DOT = 46;
export const CH_SLASH = 47;
export const CH_COLON = 58;
export const CH_LBRACKET = 91;
export const CH_BACKSLASH = 92;
export const CH_RBRACKET = 93;
export const CH_LBRACE = 123;
export const CH_RBRACE = 125;
export const CH_R = 114;

const HEX_ESCAPE_DIGITS = 2;
const OCTAL_ESCAPE_DIGITS = 3;
const MAX_BYTE = 255;
const OCTAL_ESCAPE = /^[0-7]{3}$/;
/** Decimal integers up to this many digits fit a double exactly and cannot overflow i64. */
const SAFE_DECIMAL_DIGITS = 15;

/**
 * Character classes of ASCII, one table lookup per character: the scanners
 * below run over every character of every expression, and a lookup is cheaper
 * than the chain of range comparisons it replaces.
 */
const SPACE = 1;
const DIGIT = 2;
const LETTER = 4;
const UNDERSCORE = 8;
const BARE_PUNCT = 16;
const IDENT = DIGIT | LETTER | UNDERSCORE;
const BARE = IDENT | BARE_PUNCT;
const ASCII_CLASS = buildAsciiClasses();

function buildAsciiClasses(): Uint8Array {
  const table = new Uint8Array(128);
  for (const c of [CH_SPACE, CH_LF, CH_CR]) table[c] = SPACE;
  for (let c = 48; c <= 57; c++) table[c] = DIGIT;
  for (let c = 65; c <= 90; c++) table[c] = LETTER;
  for (let c = 97; c <= 122; c++) table[c] = LETTER;
  table[95] = UNDERSCORE;
  for (const c of [CH_DOT, CH_COLON, CH_SLASH, CH_MINUS]) table[c] = BARE_PUNCT;
  return table;
}

/** The class bits of `c` (0 outside ASCII and for `-1`, the "no character" of `Parser.char`). */
function classOf(c: number): number {
  return c >= 0 && c < 128 ? ASCII_CLASS[c]! : 0;
}

/** Whitespace between tokens for wirefilter: space, CR and LF only (`lex.rs` SPACE_CHARS). */
export function isSpace(c: number): boolean {
  return (classOf(c) & SPACE) !== 0;
}

/** Rust's `char::is_whitespace`, which `str::trim` uses before parsing. */
export function isRustWhitespace(c: number): boolean {
  return (
    (c >= 9 && c <= 13) ||
    c === 32 ||
    c === 0x85 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000
  );
}

/** Where the text starts without its leading whitespace (wirefilter trims the input). */
export function trimmedStart(text: string): number {
  let start = 0;
  while (start < text.length && isRustWhitespace(text.charCodeAt(start))) start++;
  return start;
}

/** Where the text ends without its trailing whitespace, not before `start` (`trimmedStart`'s). */
export function trimmedEnd(text: string, start: number): number {
  let end = text.length;
  while (end > start && isRustWhitespace(text.charCodeAt(end - 1))) end--;
  return end;
}

export function isIdentChar(c: number): boolean {
  return (classOf(c) & IDENT) !== 0;
}

export function isLetter(c: number): boolean {
  return (classOf(c) & LETTER) !== 0;
}

export function isDigit(c: number): boolean {
  return (classOf(c) & DIGIT) !== 0;
}

function isHexDigit(c: number): boolean {
  return isDigit(c) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
}

/** Characters of an unquoted literal: numbers, IPs, CIDRs, ranges, hex bytes — and the words people forget to quote. */
export function isBareChar(c: number): boolean {
  return (classOf(c) & BARE) !== 0;
}

/** End of the run of identifier characters starting at `pos`. */
export function scanIdentChars(text: string, pos: number, limit: number): number {
  while (pos < limit && isIdentChar(text.charCodeAt(pos))) pos++;
  return pos;
}

/**
 * End of a dotted identifier `seg(.seg)*` (wirefilter `Identifier::lex`). A
 * dot not followed by an identifier character is left unconsumed; the parser
 * reports it.
 */
export function scanIdentifier(text: string, pos: number, limit: number): number {
  let end = scanIdentChars(text, pos, limit);
  while (end < limit && text.charCodeAt(end) === CH_DOT && end + 1 < limit && isIdentChar(text.charCodeAt(end + 1))) {
    end = scanIdentChars(text, end + 1, limit);
  }
  return end;
}

/** End of a run of letters and `_` (operator and keyword words). */
export function scanWord(text: string, pos: number, limit: number): number {
  while (pos < limit && (classOf(text.charCodeAt(pos)) & (LETTER | UNDERSCORE)) !== 0) pos++;
  return pos;
}

export function scanBare(text: string, pos: number, limit: number): number {
  while (pos < limit && isBareChar(text.charCodeAt(pos))) pos++;
  return pos;
}

/** A problem found while scanning: a syntax message id with its range. */
export interface ScanError {
  readonly messageId: 'unterminatedString' | 'unterminatedRawString' | 'invalidEscape' | 'tooManyHashes' | 'expectedRawQuote';
  readonly start: number;
  readonly end: number;
  readonly data?: Readonly<Record<string, string | number>>;
}

export type StringScan = { readonly node: StringNode; readonly error?: undefined } | { readonly node?: undefined; readonly error: ScanError };

/** Escape letters of regular expressions, for the hint on `"\d"` in a plain string. */
const REGEX_ESCAPE_LETTERS = new Set(['d', 'D', 'w', 'W', 's', 'S', 'b', 'B', '.', '/', '-', '(', ')', '[', ']', '{', '}', '?', '+', '*', '|', '^', '$', 'p', 'P']);

/**
 * A quoted string in wirefilter's normal escape mode (`bytes.rs`
 * `lex_quoted_string`): only `\"`, `\\`, `\xHH` and `\OOO`.
 */
export function scanQuotedString(text: string, pos: number, limit: number): StringScan {
  const open = pos;
  let i = pos + 1;
  let value = '';
  let chunkStart = i;
  while (i < limit) {
    const c = text.charCodeAt(i);
    if (c === CH_QUOTE) {
      value += text.slice(chunkStart, i);
      const end = i + 1;
      return { node: { kind: 'string', form: 'quoted', regex: false, value, hashes: 0, text: text.slice(open, end), start: open, end } };
    }
    if (c !== CH_BACKSLASH) {
      i++;
      continue;
    }
    value += text.slice(chunkStart, i);
    if (i + 1 >= limit) break;
    const e = text.charCodeAt(i + 1);
    if (e === CH_QUOTE || e === CH_BACKSLASH) {
      value += String.fromCharCode(e);
      i += 2;
    } else if (e === 120 /* x */) {
      const digits = text.slice(i + 2, i + 2 + HEX_ESCAPE_DIGITS);
      if (digits.length < HEX_ESCAPE_DIGITS || !isHexDigit(digits.charCodeAt(0)) || !isHexDigit(digits.charCodeAt(1))) {
        return { error: escapeError(text, i, Math.min(limit, i + 2 + HEX_ESCAPE_DIGITS)) };
      }
      value += String.fromCharCode(Number.parseInt(digits, 16));
      i += 2 + HEX_ESCAPE_DIGITS;
    } else if (e >= 48 && e <= 55) {
      const digits = text.slice(i + 1, i + 1 + OCTAL_ESCAPE_DIGITS);
      const valid = OCTAL_ESCAPE.test(digits) && Number.parseInt(digits, 8) <= MAX_BYTE;
      if (!valid) return { error: escapeError(text, i, Math.min(limit, i + 1 + OCTAL_ESCAPE_DIGITS)) };
      value += String.fromCharCode(Number.parseInt(digits, 8));
      i += 1 + OCTAL_ESCAPE_DIGITS;
    } else {
      // A surrogate pair is one escaped character.
      const width = e >= 0xd800 && e <= 0xdbff && i + 2 < limit ? 2 : 1;
      return { error: escapeError(text, i, i + 1 + width) };
    }
    chunkStart = i;
  }
  return { error: { messageId: 'unterminatedString', start: open, end: limit } };
}

/**
 * The bytes a string literal stands for, one character per byte: UTF-8 for
 * the characters written as they are, the byte itself for `\xHH` and `\OOO`.
 * (`StringNode.value` keeps written characters as characters, so a raw `é`
 * and `\xe9` look alike there.) Raw strings and regex patterns have no byte
 * escapes. Expects a node the scanner produced, so escapes are valid.
 */
export function stringLiteralBytes(node: Pick<StringNode, 'form' | 'regex' | 'value' | 'text'>): string {
  const utf8 = (s: string): string => Buffer.from(s, 'utf8').toString('latin1');
  if (node.form === 'raw' || node.regex) return utf8(node.value);
  const text = node.text;
  let out = '';
  let chunkStart = 1;
  for (let i = 1; i < text.length - 1; i++) {
    if (text.charCodeAt(i) !== CH_BACKSLASH) continue;
    out += utf8(text.slice(chunkStart, i));
    const e = text.charCodeAt(i + 1);
    if (e === 120 /* x */) {
      out += String.fromCharCode(Number.parseInt(text.slice(i + 2, i + 2 + HEX_ESCAPE_DIGITS), 16));
      i += 1 + HEX_ESCAPE_DIGITS;
    } else if (e >= 48 && e <= 55) {
      out += String.fromCharCode(Number.parseInt(text.slice(i + 1, i + 1 + OCTAL_ESCAPE_DIGITS), 8));
      i += OCTAL_ESCAPE_DIGITS;
    } else {
      out += String.fromCharCode(e);
      i += 1;
    }
    chunkStart = i + 1;
  }
  return out + utf8(text.slice(chunkStart, text.length - 1));
}

function escapeError(text: string, backslash: number, end: number): ScanError {
  const escape = text.slice(backslash, end);
  const letter = escape.charAt(1);
  // The hint ends the headline: the regex fix when the letter is a regex escape, else the escapes a string knows.
  const hint = REGEX_ESCAPE_LETTERS.has(letter) ? `; for a regex write \`\\\\${letter}\` or a raw string r"…".` : '; only `\\"`, `\\\\`, `\\xHH` and `\\OOO` are escapes.';
  return { messageId: 'invalidEscape', start: backslash, end, data: { escape, hint } };
}

/**
 * A quoted string on the right of `matches` (wirefilter `regex/mod.rs`
 * `lex_regex_from_literal`): every `\X` reaches the regex engine unchanged,
 * except `\"` outside a class, which becomes `"`; a `"` inside `[...]` does
 * not end the string.
 */
export function scanRegexString(text: string, pos: number, limit: number): StringScan {
  const open = pos;
  let i = pos + 1;
  let inClass = false;
  let pattern = '';
  let chunkStart = i;
  while (i < limit) {
    const c = text.charCodeAt(i);
    if (c === CH_BACKSLASH) {
      if (i + 1 >= limit) break;
      if (!inClass && text.charCodeAt(i + 1) === CH_QUOTE) {
        pattern += text.slice(chunkStart, i);
        chunkStart = i + 1;
      }
      i += 2;
      continue;
    }
    if (c === CH_QUOTE && !inClass) {
      pattern += text.slice(chunkStart, i);
      const end = i + 1;
      return { node: { kind: 'string', form: 'quoted', regex: true, value: pattern, hashes: 0, text: text.slice(open, end), start: open, end } };
    }
    if (c === CH_LBRACKET && !inClass) inClass = true;
    else if (c === CH_RBRACKET && inClass) inClass = false;
    i++;
  }
  return { error: { messageId: 'unterminatedString', start: open, end: limit } };
}

/** `r"…"`, `r#"…"#`: no escapes; ends at `"` followed by as many `#` as opened it. */
export function scanRawString(text: string, pos: number, limit: number, maxHashes: number, regex: boolean): StringScan {
  const open = pos;
  let i = pos + 1;
  while (i < limit && text.charCodeAt(i) === CH_HASH) i++;
  const hashes = i - pos - 1;
  if (hashes > maxHashes) return { error: { messageId: 'tooManyHashes', start: pos + 1, end: i, data: { max: maxHashes } } };
  if (i >= limit || text.charCodeAt(i) !== CH_QUOTE) {
    return { error: { messageId: 'expectedRawQuote', start: open, end: Math.min(limit, i + 1) } };
  }
  const contentStart = i + 1;
  const closing = `"${'#'.repeat(hashes)}`;
  const close = text.indexOf(closing, contentStart);
  if (close < 0 || close + closing.length > limit) {
    return { error: { messageId: 'unterminatedRawString', start: open, end: limit, data: { hashes: '#'.repeat(hashes) } } };
  }
  const end = close + closing.length;
  return { node: { kind: 'string', form: 'raw', regex, value: text.slice(contentStart, close), hashes, text: text.slice(open, end), start: open, end } };
}

/** `true` when a raw string starts at `pos` (`r"` or `r#`). */
export function isRawStringStart(text: string, pos: number, limit: number): boolean {
  if (text.charCodeAt(pos) !== CH_R || pos + 1 >= limit) return false;
  const next = text.charCodeAt(pos + 1);
  return next === CH_QUOTE || next === CH_HASH;
}

/**
 * Offset in the expression of character `index` of a string node's decoded
 * value (or regex pattern), for pointing inside strings.
 */
export function offsetInString(text: string, node: StringNode, index: number): number {
  return new StringOffsets(text, node).at(index);
}

/**
 * `offsetInString` for many indexes of one string: asked in increasing order
 * (as problems come), it resumes where the previous answer stopped, so a
 * pattern with a problem per character is mapped in one pass, not one pass
 * per problem.
 */
export class StringOffsets {
  private i: number;
  private produced = 0;
  private inClass = false;

  constructor(
    private readonly text: string,
    private readonly node: StringNode,
  ) {
    this.i = node.start + 1;
  }

  at(index: number): number {
    const { text, node } = this;
    if (node.form === 'raw') return Math.min(node.end, node.start + 2 + node.hashes + index);
    if (index < this.produced) {
      this.i = node.start + 1;
      this.produced = 0;
      this.inClass = false;
    }
    const last = node.end - 1;
    while (this.produced < index && this.i < last) {
      const c = text.charCodeAt(this.i);
      if (c !== CH_BACKSLASH) {
        if (node.regex) {
          if (c === CH_LBRACKET && !this.inClass) this.inClass = true;
          else if (c === CH_RBRACKET && this.inClass) this.inClass = false;
        }
        this.i++;
        this.produced++;
        continue;
      }
      const e = text.charCodeAt(this.i + 1);
      if (node.regex) {
        if (!this.inClass && e === CH_QUOTE) {
          this.i += 2;
          this.produced++;
        } else if (this.produced + 1 === index) {
          return this.i + 1;
        } else {
          // `\X` reaches the pattern unchanged: two characters for two.
          this.i += 2;
          this.produced += 2;
        }
      } else {
        this.i += e === 120 ? 2 + HEX_ESCAPE_DIGITS : e >= 48 && e <= 55 ? 1 + OCTAL_ESCAPE_DIGITS : 2;
        this.produced++;
      }
    }
    return Math.min(this.i, last);
  }
}

// ---------------------------------------------------------------- bare literals

const OCTAL_DIGITS = /^[0-7]+$/;
const IP_CHARS = /^[0-9a-fA-F:.]+$/;
const HEX_BYTES = /^[0-9a-fA-F]{2}([:.-][0-9a-fA-F]{2})+$/;

// Shapes of bare literals, by hand rather than by regex: every bare run is
// classified, field names passed to functions included, and a regex call
// costs more than the loop.

/** `-?[0-9]+` */
function isDecimalInt(text: string): boolean {
  const first = text.charCodeAt(0) === CH_MINUS ? 1 : 0;
  return text.length > first && allDigits(text, first, text.length);
}

/** `0x[0-9a-fA-F]+` */
function isHexInt(text: string): boolean {
  if (text.length < 3 || text.charCodeAt(0) !== 48 || text.charCodeAt(1) !== 120 /* x */) return false;
  for (let i = 2; i < text.length; i++) if (!isHexDigit(text.charCodeAt(i))) return false;
  return true;
}

function allDigits(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isDigit(text.charCodeAt(i))) return false;
  return true;
}

/** `[0-9]+(\.[0-9]+){3}`: four dot-separated runs of digits. */
function isIpv4Shape(text: string): boolean {
  let runs = 0;
  let runStart = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && text.charCodeAt(i) !== CH_DOT) continue;
    if (i === runStart || !allDigits(text, runStart, i)) return false;
    runs++;
    runStart = i + 1;
  }
  return runs === 4;
}

/** `[0-9.]+` (the caller knows the text is not empty). */
function isDottedDigits(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== CH_DOT && !isDigit(c)) return false;
  }
  return text.length > 0;
}

/** `[0-9a-fA-F]{2}([:.-][0-9a-fA-F]{2})+`, the regex only for what starts like it. */
export function isHexByteString(text: string): boolean {
  if (text.length < 5 || !isHexDigit(text.charCodeAt(0)) || !isHexDigit(text.charCodeAt(1))) return false;
  const separator = text.charCodeAt(2);
  if (separator !== CH_COLON && separator !== CH_DOT && separator !== CH_MINUS) return false;
  return HEX_BYTES.test(text);
}

function makeInt(text: string, start: number, end: number): IntNode | undefined {
  let radix: 8 | 10 | 16;
  let digits: string;
  let negative = false;
  if (isHexInt(text)) {
    radix = 16;
    digits = text.slice(2);
  } else if (isDecimalInt(text)) {
    negative = text.charCodeAt(0) === CH_MINUS;
    digits = negative ? text.slice(1) : text;
    // wirefilter: a leading 0 means octal (`int.rs`), but `-0…` is decimal.
    radix = !negative && digits.length > 1 && digits.charCodeAt(0) === 48 ? 8 : 10;
  } else {
    return undefined;
  }
  if (radix === 8 && !OCTAL_DIGITS.test(digits)) return { kind: 'int', text, radix, value: Number.NaN, problem: 'digit', start, end };
  if (radix === 10 && digits.length <= SAFE_DECIMAL_DIGITS) {
    return { kind: 'int', text, radix, value: Number(text), start, end };
  }
  const prefix = radix === 16 ? '0x' : radix === 8 ? '0o' : '';
  const magnitude = BigInt(prefix + digits);
  const big = negative ? -magnitude : magnitude;
  if (big > INT64_MAX || big < INT64_MIN) return { kind: 'int', text, radix, value: Number(big), problem: 'overflow', start, end };
  return { kind: 'int', text, radix, value: Number(big), start, end };
}

function classifyScalar(text: string, start: number, end: number): ScalarLiteralNode {
  const int = makeInt(text, start, end);
  if (int !== undefined) return int;
  if (isIpv4Shape(text)) return { kind: 'ip', text, start, end } satisfies IpNode;
  if (text.includes(':')) {
    if (parseIpv6(text) !== undefined) return { kind: 'ip', text, start, end } satisfies IpNode;
    if (isHexByteString(text)) return { kind: 'bytes', text, start, end } satisfies BytesNode;
    if (IP_CHARS.test(text)) return { kind: 'ip', text, start, end } satisfies IpNode;
    return { kind: 'word', text, start, end } satisfies WordNode;
  }
  if (isHexByteString(text)) return { kind: 'bytes', text, start, end } satisfies BytesNode;
  if (text.includes('.') && isDottedDigits(text)) return { kind: 'ip', text, start, end } satisfies IpNode;
  return { kind: 'word', text, start, end } satisfies WordNode;
}

/**
 * Classifies an unquoted literal `text.slice(start, end)` by its shape: a
 * range `a..b` (checked first, as wirefilter does), a CIDR `a/n`, an integer,
 * an IP address, a hex byte string, or a bare word. Validity is the
 * checker's business; the shape only decides the node kind.
 */
export function classifyBare(source: string, start: number, end: number): LiteralNode {
  const text = source.slice(start, end);
  const dots = text.indexOf('..');
  if (dots >= 0) {
    const first = classifyScalar(text.slice(0, dots), start, start + dots);
    const last = classifyScalar(text.slice(dots + 2), start + dots + 2, end);
    return { kind: 'range', text, first, last, start, end } satisfies RangeNode;
  }
  const slash = text.indexOf('/');
  if (slash >= 0) {
    return { kind: 'cidr', text, address: text.slice(0, slash), prefix: text.slice(slash + 1), slash: start + slash, start, end } satisfies CidrNode;
  }
  return classifyScalar(text, start, end);
}
