/**
 * Strict JSON (RFC 8259) syntax check with exact positions.
 *
 * `.json` files are parsed by `yaml` so that positions come the same way as
 * for YAML, but YAML accepts much that JSON does not: comments, trailing
 * commas, single-quoted strings, unquoted keys and values, raw tabs and line
 * breaks inside strings, numbers such as `01`, `+1` or `0x1F`. This scanner
 * finds the first such deviation and says what is wrong in words; `JSON.parse`
 * is not used because its messages vary between engines and do not explain.
 *
 * The scanner is a loop over character codes with an explicit stack, so it is
 * linear in the text and cannot overflow on `[[[[...`; it stops at
 * `MAX_NESTING_DEPTH` levels. A leading byte-order mark is accepted (RFC 8259
 * lets parsers ignore it).
 */
import { shortened } from '../../text/headline.js';
import { MAX_NESTING_DEPTH } from '../limits.js';
import { loadProblem, type LoadProblem } from '../load-problem.js';
import { LineIndex } from '../position.js';
import { isSecretName, maskSecret } from '../../text/secrets.js';

/** What the scanner expects next (plain constants rather than an enum: erasable syntax only). */
const Expect = {
  /** A value: at the top level, after `:` or after an array's `,`. */
  Value: 0,
  /** After `[`: a value or `]`. */
  ValueOrClose: 1,
  /** After `{`: a key or `}`. */
  KeyOrClose: 2,
  /** After an object's `,`: a key. */
  Key: 3,
  /** After a key: `:`. */
  Colon: 4,
  /** After a value inside a container: `,` or the closing bracket. */
  CommaOrClose: 5,
  /** After the top-level value: nothing more. */
  End: 6,
} as const;
type Expect = (typeof Expect)[keyof typeof Expect];

const OBJECT = 123; // {
const ARRAY = 91; // [

/** The first strict-JSON syntax problem in `text` (code `json-syntax` or `too-deep`), or undefined if it is valid JSON. */
export function checkStrictJson(text: string): LoadProblem | undefined {
  return new JsonScanner(text).run();
}

class JsonScanner {
  private pos = 0;
  /** Open containers: their bracket code and offset. */
  private readonly stack: { kind: number; at: number }[] = [];
  /** Offset of the last `,` seen, for trailing-comma messages. */
  private lastComma = -1;
  /** The last object key read: the value of a secret member is never quoted in a message. */
  private lastKey = '';
  private lines: LineIndex | undefined;
  private readonly text: string;

  constructor(text: string) {
    this.text = text;
  }

  run(): LoadProblem | undefined {
    const t = this.text;
    if (t.charCodeAt(0) === 0xfeff) this.pos = 1;
    let expect: Expect = Expect.Value;
    for (;;) {
      const ws = this.skipWhitespace();
      if (ws) return ws;
      const p = this.pos;
      if (p >= t.length) return this.endOfFile(expect);
      const c = t.charCodeAt(p);
      switch (expect) {
        case Expect.Value:
        case Expect.ValueOrClose: {
          if (c === 93 /* ] */ && expect === Expect.ValueOrClose) {
            this.pos++;
            expect = this.close();
            break;
          }
          const depth = this.stack.length;
          const err = this.value(c, expect === Expect.Value && depth > 0 && this.top() === ARRAY);
          if (err) return err;
          if (this.stack.length > depth) expect = this.top() === OBJECT ? Expect.KeyOrClose : Expect.ValueOrClose;
          else expect = depth === 0 ? Expect.End : Expect.CommaOrClose;
          break;
        }
        case Expect.KeyOrClose:
        case Expect.Key: {
          if (c === 125 /* } */) {
            if (expect === Expect.Key) return this.trailingComma('}');
            this.pos++;
            expect = this.close();
            break;
          }
          if (c !== 34 /* " */) return this.badKey(c);
          const err = this.string();
          if (err) return err;
          this.lastKey = t.slice(p + 1, this.pos - 1);
          expect = Expect.Colon;
          break;
        }
        case Expect.Colon:
          if (c !== 58 /* : */) {
            return this.problem(`Expected \`:\` after the object key, found ${this.describeAt(p)}.`, p, this.tokenEnd(p));
          }
          this.pos++;
          expect = Expect.Value;
          break;
        case Expect.CommaOrClose: {
          const kind = this.top();
          const close = kind === OBJECT ? 125 : 93;
          if (c === close) {
            this.pos++;
            expect = this.close();
          } else if (c === 44 /* , */) {
            this.lastComma = p;
            this.pos++;
            expect = kind === OBJECT ? Expect.Key : Expect.Value;
          } else {
            const what = kind === OBJECT ? 'object members' : 'array elements';
            const closer = kind === OBJECT ? '}' : ']';
            const hint =
              c === 34 || c === 123 || c === 91 || isValueStart(c)
                ? `; a \`,\` is missing between ${what}.`
                : '.';
            return this.problem(
              `Expected \`,\` or \`${closer}\` after ${kind === OBJECT ? 'an object member' : 'an array element'}, found ${this.describeAt(p)}${hint}`,
              p,
              this.tokenEnd(p),
            );
          }
          break;
        }
        case Expect.End:
          return this.problem(
            `Unexpected ${this.describeAt(p)} after the end of the JSON value; a JSON file holds one value.`,
            p,
            this.tokenEnd(p),
          );
      }
    }
  }

  private top(): number {
    return this.stack[this.stack.length - 1]?.kind ?? 0;
  }

  private close(): Expect {
    this.stack.pop();
    return this.stack.length === 0 ? Expect.End : Expect.CommaOrClose;
  }

  /** Scan one value starting at `c`, or open a container. */
  private value(c: number, afterArrayComma: boolean): LoadProblem | undefined {
    const p = this.pos;
    if (c === 123 || c === 91) {
      if (this.stack.length >= MAX_NESTING_DEPTH) {
        return loadProblem(
          'too-deep',
          `Nesting deeper than ${MAX_NESTING_DEPTH} levels; edgelint does not read documents nested this deeply.`,
          p,
          p + 1,
        );
      }
      this.stack.push({ kind: c, at: p });
      this.pos++;
      return undefined;
    }
    if (c === 34) return this.string();
    if (c === 45 /* - */ || (c >= 48 && c <= 57)) return this.number();
    if (c === 39 /* ' */) return this.singleQuoted();
    if (c === 93 || c === 125) {
      if (afterArrayComma) return this.trailingComma(String.fromCharCode(c));
      return this.problem(`Expected a value, found \`${String.fromCharCode(c)}\`.`, p, p + 1);
    }
    if (c === 44) {
      return this.problem('Expected a value before `,`; JSON does not allow empty elements.', p, p + 1);
    }
    if (c === 43 /* + */ || c === 46 /* . */) {
      const end = this.wordEnd(p);
      const word = this.text.slice(p, end);
      const why = c === 43 ? 'JSON numbers cannot start with `+`' : 'JSON numbers need a digit before the decimal point';
      return this.problem(`Invalid number \`${shortened(word)}\`: ${why}.`, p, end);
    }
    if (isWordChar(c)) {
      const end = this.wordEnd(p);
      const word = this.text.slice(p, end);
      if (word === 'true' || word === 'false' || word === 'null') {
        this.pos = end;
        return undefined;
      }
      const lower = word.toLowerCase();
      let why: string;
      if (lower === 'true' || lower === 'false' || lower === 'null') {
        why = `JSON's literals are lowercase: \`${lower}\``;
      } else if (word === 'undefined' || word === 'NaN' || word === 'Infinity') {
        why = `\`${word}\` is JavaScript, not JSON`;
      } else if (isSecretName(this.lastKey)) {
        return this.problem(`Unexpected unquoted value (${maskSecret(word)}); strings in JSON must be double-quoted.`, p, end);
      } else {
        why = `strings in JSON must be double-quoted: "${shortened(word)}"`;
      }
      return this.problem(`Unexpected \`${shortened(word)}\`; ${why}.`, p, end);
    }
    return this.problem(`Expected a value, found ${this.describeAt(p)}.`, p, this.tokenEnd(p));
  }

  private badKey(c: number): LoadProblem {
    const p = this.pos;
    if (c === 39) {
      const end = this.singleQuotedEnd(p);
      return this.problem('Object keys in JSON use double quotes, not single quotes.', p, end);
    }
    if (isWordChar(c)) {
      const end = this.wordEnd(p);
      const word = this.text.slice(p, end);
      return this.problem(`JSON keys need double quotes; write "${shortened(word)}".`, p, end);
    }
    if (c === 44) return this.problem('Expected an object key before `,`.', p, p + 1);
    return this.problem(`Expected a double-quoted object key, found ${this.describeAt(p)}.`, p, this.tokenEnd(p));
  }

  private trailingComma(closer: string): LoadProblem {
    const what = closer === '}' ? 'member of an object' : 'element of an array';
    const at = this.lastComma >= 0 ? this.lastComma : this.pos;
    return this.problem(`Unexpected \`,\` after the last ${what}; JSON does not allow trailing commas.`, at, at + 1);
  }

  private singleQuoted(): LoadProblem {
    const p = this.pos;
    return this.problem('Strings in JSON use double quotes, not single quotes.', p, this.singleQuotedEnd(p));
  }

  /** End of a single-quoted token on the same line, or just the quote. */
  private singleQuotedEnd(p: number): number {
    const t = this.text;
    for (let i = p + 1; i < t.length; i++) {
      const c = t.charCodeAt(i);
      if (c === 39) return i + 1;
      if (c === 10 || c === 13) break;
    }
    return p + 1;
  }

  private string(): LoadProblem | undefined {
    const t = this.text;
    const open = this.pos;
    let i = open + 1;
    for (;;) {
      if (i >= t.length) {
        return this.problem(`Unterminated string: the \`"\` at ${this.where(open)} is never closed.`, open, open + 1);
      }
      const c = t.charCodeAt(i);
      if (c === 34) {
        this.pos = i + 1;
        return undefined;
      }
      if (c === 92 /* \ */) {
        const e = t.charCodeAt(i + 1);
        if (e === 117 /* u */) {
          let k = 0;
          while (k < 4 && isHex(t.charCodeAt(i + 2 + k))) k++;
          if (k < 4) {
            return this.problem(
              `Invalid escape \`${t.slice(i, i + 2 + k)}\`: \\u needs four hexadecimal digits.`,
              i,
              i + 2 + k,
            );
          }
          i += 6;
          continue;
        }
        if (e === 34 || e === 92 || e === 47 || e === 98 || e === 102 || e === 110 || e === 114 || e === 116) {
          i += 2;
          continue;
        }
        if (i + 1 >= t.length) {
          return this.problem(`Unterminated string: the \`"\` at ${this.where(open)} is never closed.`, open, open + 1);
        }
        const len = codePointLength(t, i + 1);
        return this.problem(
          `Invalid escape \`\\${describeChar(t.slice(i + 1, i + 1 + len))}\` in a JSON string; JSON allows \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX.`,
          i,
          i + 1 + len,
        );
      }
      if (c < 0x20) {
        if (c === 10 || c === 13) {
          return this.problem(
            `Line break inside the string opened at ${this.where(open)}; write \\n for a line break.`,
            i,
            c === 13 && t.charCodeAt(i + 1) === 10 ? i + 2 : i + 1,
          );
        }
        const name = c === 9 ? 'A tab' : `The control character ${codePoint(c)}`;
        const fix = c === 9 ? '\\t' : `\\u${c.toString(16).padStart(4, '0')}`;
        return this.problem(`${name} inside a string must be escaped in JSON; write ${fix}.`, i, i + 1);
      }
      i++;
    }
  }

  private number(): LoadProblem | undefined {
    const t = this.text;
    const p = this.pos;
    const end = this.wordEnd(p);
    const word = t.slice(p, end);
    if (/^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/.test(word)) {
      this.pos = end;
      return undefined;
    }
    let why: string;
    if (/^-?0[0-9]/.test(word)) why = 'JSON numbers cannot have leading zeros';
    else if (/^-?0[xXoObB]/.test(word)) why = 'JSON numbers are decimal only';
    else if (/\.(?![0-9])/.test(word)) why = 'a decimal point must be followed by digits';
    else if (/^-?\./.test(word)) why = 'JSON numbers need a digit before the decimal point';
    else if (word === '-' || /^-[^0-9.]/.test(word)) why = '`-` must be followed by digits';
    else if (/[eE][+-]?(?![0-9])/.test(word)) why = 'an exponent needs digits';
    else why = 'not a JSON number';
    return this.problem(`Invalid number ${isSecretName(this.lastKey) ? `(${maskSecret(word)})` : `\`${shortened(word)}\``}: ${why}.`, p, end);
  }

  /** Skip JSON whitespace; comments are reported since users often expect JSONC. */
  private skipWhitespace(): LoadProblem | undefined {
    const t = this.text;
    let i = this.pos;
    for (;;) {
      const c = t.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) {
        i++;
        continue;
      }
      this.pos = i;
      if (c === 47 /* / */) {
        const n = t.charCodeAt(i + 1);
        if (n === 47) return this.problem('Comments are not allowed in JSON.', i, lineEnd(t, i));
        if (n === 42) {
          const close = t.indexOf('*/', i + 2);
          return this.problem('Comments are not allowed in JSON.', i, close < 0 ? t.length : close + 2);
        }
      }
      if (c === 35 /* # */) return this.problem('Comments are not allowed in JSON.', i, lineEnd(t, i));
      return undefined;
    }
  }

  private endOfFile(expect: Expect): LoadProblem | undefined {
    const at = this.text.length;
    if (expect === Expect.End) return undefined;
    const open = this.stack[this.stack.length - 1];
    if (!open) return this.problem('The file is empty; a JSON file must contain a value.', at, at);
    const bracket = open.kind === OBJECT ? '{' : '[';
    return this.problem(`Unexpected end of file: the \`${bracket}\` at ${this.where(open.at)} is never closed.`, at, at);
  }

  private problem(message: string, start: number, end: number): LoadProblem {
    return loadProblem('json-syntax', message, start, end);
  }

  private where(offset: number): string {
    this.lines ??= new LineIndex(this.text);
    const p = this.lines.position(offset);
    return `line ${p.line}, column ${p.column}`;
  }

  /** End of the "word" at p (for quoting an unexpected token), at least one code point. */
  private tokenEnd(p: number): number {
    const c = this.text.charCodeAt(p);
    if (isWordChar(c) || c === 45 || c === 43 || c === 46) return this.wordEnd(p);
    return p + codePointLength(this.text, p);
  }

  private wordEnd(p: number): number {
    const t = this.text;
    let i = p;
    while (i < t.length) {
      const c = t.charCodeAt(i);
      if (isWordChar(c) || c === 45 || c === 43 || c === 46) i++;
      else break;
    }
    return i > p ? i : p + 1;
  }

  private describeAt(p: number): string {
    const t = this.text;
    if (p >= t.length) return 'the end of the file';
    const c = t.charCodeAt(p);
    if (c === 34) return 'a string';
    if (isWordChar(c) || c === 45 || c === 43 || c === 46) {
      const word = t.slice(p, this.wordEnd(p));
      // After a secret member's value, a stray word is likely the rest of the secret (`"token": "ab"cd`).
      return isSecretName(this.lastKey) ? maskSecret(word) : `\`${shortened(word)}\``;
    }
    return `\`${describeChar(t.slice(p, p + codePointLength(t, p)))}\``;
  }
}

function isValueStart(c: number): boolean {
  return c === 45 || (c >= 48 && c <= 57) || c === 116 || c === 102 || c === 110;
}

function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36;
}

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

function lineEnd(t: string, from: number): number {
  for (let i = from; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c === 10 || c === 13) return i;
  }
  return t.length;
}

function codePointLength(t: string, p: number): number {
  const c = t.charCodeAt(p);
  if (c >= 0xd800 && c <= 0xdbff) {
    const d = t.charCodeAt(p + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return 2;
  }
  return p < t.length ? 1 : 0;
}

function codePoint(c: number): string {
  return `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** A character as it can be shown in a message: printable ones as is, others as U+XXXX. */
function describeChar(ch: string): string {
  const c = ch.codePointAt(0) ?? 0;
  if (c < 0x20 || c === 0x7f || (c >= 0x80 && c < 0xa0) || (c >= 0xd800 && c <= 0xdfff) || c === 0xfeff) {
    return codePoint(c);
  }
  return ch;
}
