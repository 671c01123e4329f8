/**
 * A validator for the regular-expression dialect of the Rules language: Rust
 * `regex` (regex-syntax 0.8, used by wirefilter through regex-automata), built
 * with Unicode mode **off** (`engine/src/rhs_types/regex/imp_real.rs`), so
 * `\p{…}` and non-ASCII literals need `(?u)`.
 *
 * It is a parser of the pattern syntax, not a matcher: it finds the first
 * error regex-syntax would report (look-around, backreferences, unbalanced
 * groups and classes, bad escapes, repetitions of nothing, reversed ranges,
 * bad flags) and points at the offending characters. Iterative, linear time.
 */

export interface RegexIssue {
  readonly code: 'invalid-regex' | 'regex-unicode';
  readonly messageId: 'syntax' | 'lookAround' | 'backreference' | 'unicodeClass' | 'nonAscii';
  /** Start index into the pattern. */
  readonly index: number;
  readonly length: number;
  readonly data: Readonly<Record<string, string>>;
}

/** regex-syntax's default nest limit. */
const NEST_LIMIT = 250;
const MAX_CODE_POINT = 0x10ffff;
const MAX_ASCII = 0x7f;
const MAX_BYTE = 0xff;
const HEX_FIXED_DIGITS: Readonly<Record<string, number>> = { x: 2, u: 4, U: 8 };
const MAX_BRACED_HEX_DIGITS = 8;
const MAX_DECIMAL = 0xffffffff;
/** `[:^xdigit:]` is the longest ASCII class. */
const ASCII_CLASS_MAX_LENGTH = 12;

const FLAG_CHARS = 'imsUuxR';
const PERL_CLASSES = 'dDsSwW';
const ASSERTION_ESCAPES = 'bBAz<>';
const LITERAL_ESCAPES: Readonly<Record<string, number>> = { a: 7, f: 12, t: 9, n: 10, r: 13, v: 11 };
const SPECIAL_WORD_BOUNDARIES = ['start', 'end', 'start-half', 'end-half'];
const ASCII_CLASSES = new Set(['alnum', 'alpha', 'ascii', 'blank', 'cntrl', 'digit', 'graph', 'lower', 'print', 'punct', 'space', 'upper', 'word', 'xdigit']);

interface Flags {
  unicode: boolean;
  ignoreWhitespace: boolean;
}

interface OpenGroup {
  readonly start: number;
  /** Flags to restore when the group closes. */
  readonly outer: Flags;
}

/** What an escape or class item turned out to be. */
type Item = { readonly kind: 'literal'; readonly value: number } | { readonly kind: 'class' } | { readonly kind: 'assertion' };

const HEX_DIGIT = /^[0-9a-fA-F]$/;
const DIGIT = /^[0-9]$/;
const ALNUM = /^[0-9A-Za-z]$/;
const GROUP_NAME = /^[_A-Za-z][_A-Za-z0-9.[\]]*$/;
const ASCII_CLASS = /^\[:(\^?)([a-z]+):\]/;
const HEX_ESCAPE_KINDS: Readonly<Record<string, true>> = { x: true, u: true, U: true };

function isHex(c: string): boolean {
  return HEX_DIGIT.test(c);
}

function isAsciiAlnum(c: string): boolean {
  return ALNUM.test(c);
}

/** Every issue: unicode warnings in order, then at most one error, after which checking stops. */
export function checkRustRegex(pattern: string): RegexIssue[] {
  return new RegexChecker(pattern).run();
}

class RegexChecker {
  private i = 0;
  private readonly n: number;
  private flags: Flags = { unicode: false, ignoreWhitespace: false };
  private readonly groups: OpenGroup[] = [];
  /** Capture group names so far, made at the first name. */
  private names: Set<string> | undefined;
  private readonly issues: RegexIssue[] = [];
  private error: RegexIssue | undefined;

  constructor(private readonly p: string) {
    this.n = p.length;
  }

  run(): RegexIssue[] {
    this.parse();
    if (this.error !== undefined) this.issues.push(this.error);
    return this.issues;
  }

  private fail(index: number, length: number, messageId: RegexIssue['messageId'], data: Record<string, string>): false {
    if (this.error === undefined) this.error = { code: 'invalid-regex', messageId, index, length: Math.max(1, length), data };
    return false;
  }

  private syntax(index: number, length: number, detail: string): false {
    return this.fail(index, length, 'syntax', { detail });
  }

  private unicodeIssue(index: number, length: number, messageId: 'unicodeClass' | 'nonAscii', data: Record<string, string>): void {
    this.issues.push({ code: 'regex-unicode', messageId, index, length, data });
  }

  private skipExtendedWhitespace(): void {
    if (!this.flags.ignoreWhitespace) return;
    while (this.i < this.n) {
      const c = this.p[this.i]!;
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v') this.i++;
      else if (c === '#') {
        while (this.i < this.n && this.p[this.i] !== '\n') this.i++;
      } else break;
    }
  }

  /** Width in UTF-16 units of the code point at `at`. */
  private width(at: number): number {
    const c = this.p.charCodeAt(at);
    return c >= 0xd800 && c <= 0xdbff && at + 1 < this.n ? 2 : 1;
  }

  private parse(): boolean {
    let canRepeat = false;
    while (this.i < this.n) {
      this.skipExtendedWhitespace();
      if (this.i >= this.n) break;
      const at = this.i;
      const c = this.p[at]!;
      switch (c) {
        case '(':
          if (!this.openGroup()) return false;
          // Nothing to repeat right after `(`, nor after a flag group `(?i)`.
          canRepeat = false;
          break;
        case ')': {
          const group = this.groups.pop();
          if (group === undefined) return this.syntax(at, 1, 'unopened group');
          this.flags = group.outer;
          this.i++;
          canRepeat = true;
          break;
        }
        case '|':
          this.i++;
          canRepeat = false;
          break;
        case '[':
          if (!this.parseClass()) return false;
          canRepeat = true;
          break;
        case '\\': {
          const item = this.parseEscape(false);
          if (item === undefined) return false;
          canRepeat = true;
          break;
        }
        case '*':
        case '+':
        case '?':
          if (!canRepeat) return this.syntax(at, 1, 'repetition operator missing expression');
          this.i++;
          if (this.p[this.i] === '?') this.i++;
          break;
        case '{':
          if (!canRepeat) return this.syntax(at, 1, 'repetition operator missing expression');
          if (!this.parseCounted()) return false;
          break;
        default: {
          const w = this.width(at);
          if (!this.flags.unicode && this.p.charCodeAt(at) > MAX_ASCII) {
            this.unicodeIssue(at, w, 'nonAscii', { char: this.p.slice(at, at + w) });
          }
          this.i += w;
          canRepeat = true;
        }
      }
    }
    const open = this.groups[this.groups.length - 1];
    if (open !== undefined) return this.syntax(open.start, 1, 'unclosed group');
    return true;
  }

  private openGroup(): boolean {
    const start = this.i;
    if (this.groups.length >= NEST_LIMIT) return this.syntax(start, 1, `exceeds the nest limit of ${NEST_LIMIT}`);
    this.i++;
    if (this.p[this.i] !== '?') {
      this.groups.push({ start, outer: this.flags });
      this.flags = { ...this.flags };
      return true;
    }
    this.i++;
    const rest = this.p.slice(this.i, this.i + 2);
    if (rest.startsWith('=') || rest.startsWith('!')) return this.fail(start, 3, 'lookAround', { token: this.p.slice(start, start + 3) });
    if (rest === '<=' || rest === '<!') return this.fail(start, 4, 'lookAround', { token: this.p.slice(start, start + 4) });
    if (rest === 'P=' || rest === 'P>') {
      const close = this.p.indexOf(')', this.i);
      const end = close < 0 ? this.n : close + 1;
      return this.fail(start, end - start, 'backreference', { token: this.p.slice(start, end) });
    }
    if (rest === 'P<' || rest.startsWith('<')) {
      this.i += rest === 'P<' ? 2 : 1;
      if (!this.parseGroupName(start)) return false;
      this.groups.push({ start, outer: this.flags });
      this.flags = { ...this.flags };
      return true;
    }
    return this.parseFlags(start);
  }

  private parseGroupName(groupStart: number): boolean {
    const nameStart = this.i;
    const close = this.p.indexOf('>', nameStart);
    if (close < 0) return this.syntax(groupStart, this.n - groupStart, 'unclosed capture group name');
    const name = this.p.slice(nameStart, close);
    if (name.length === 0) return this.syntax(nameStart, 1, 'empty capture group name');
    if (!GROUP_NAME.test(name)) return this.syntax(nameStart, name.length, `invalid capture group name \`${name}\``);
    if (this.names?.has(name)) return this.syntax(nameStart, name.length, `duplicate capture group name \`${name}\``);
    (this.names ??= new Set()).add(name);
    this.i = close + 1;
    return true;
  }

  private parseFlags(groupStart: number): boolean {
    const next: Flags = { ...this.flags };
    const seen = new Set<string>();
    let negated = false;
    let negationAt = -1;
    let sinceNegation = 0;
    for (;;) {
      if (this.i >= this.n) return this.syntax(groupStart, this.n - groupStart, 'expected flags or `:` or `)` to close the flag group');
      const c = this.p[this.i]!;
      if (c === ':' || c === ')') break;
      if (c === '-') {
        if (negated) return this.syntax(this.i, 1, 'repeated flag negation');
        negated = true;
        negationAt = this.i;
        sinceNegation = 0;
        this.i++;
        continue;
      }
      if (!FLAG_CHARS.includes(c)) return this.syntax(this.i, this.width(this.i), `unrecognized flag \`${this.p.slice(this.i, this.i + this.width(this.i))}\``);
      if (seen.has(c)) return this.syntax(this.i, 1, `duplicate flag \`${c}\``);
      seen.add(c);
      if (c === 'u') next.unicode = !negated;
      if (c === 'x') next.ignoreWhitespace = !negated;
      sinceNegation++;
      this.i++;
    }
    if (negated && sinceNegation === 0) return this.syntax(negationAt, 1, 'flag negation without any flag');
    if (this.p[this.i] === ')') {
      // `(?flags)` changes the flags of the enclosing group from here on.
      this.i++;
      this.flags = next;
      return true;
    }
    this.i++;
    this.groups.push({ start: groupStart, outer: this.flags });
    this.flags = next;
    return true;
  }

  private parseCounted(): boolean {
    const start = this.i;
    this.i++;
    this.skipExtendedWhitespace();
    const min = this.readDecimal();
    if (min === undefined) return false;
    let max: number | undefined = min;
    this.skipExtendedWhitespace();
    if (this.p[this.i] === ',') {
      this.i++;
      this.skipExtendedWhitespace();
      max = DIGIT.test(this.p[this.i] ?? '') ? this.readDecimal() : Number.POSITIVE_INFINITY;
      if (max === undefined) return false;
      this.skipExtendedWhitespace();
    } else if (min < 0) {
      return this.syntax(this.i, 1, 'repetition quantifier expects a valid decimal');
    }
    if (this.i >= this.n) return this.syntax(start, this.n - start, 'unclosed counted repetition');
    if (this.p[this.i] !== '}') return this.syntax(this.i, this.width(this.i), 'repetition quantifier expects a valid decimal or `}`');
    this.i++;
    if (min >= 0 && max < min) return this.syntax(start, this.i - start, 'invalid repetition count range, the start must be <= the end');
    if (this.p[this.i] === '?') this.i++;
    return true;
  }

  /** A decimal; `-1` when there are no digits but a `,` follows (`{,n}`); `undefined` on error. */
  private readDecimal(): number | undefined {
    const start = this.i;
    while (this.i < this.n && DIGIT.test(this.p[this.i]!)) this.i++;
    if (this.i === start) {
      if (this.p[this.i] === ',') return -1;
      if (this.i >= this.n) {
        this.syntax(start - 1, 1, 'unclosed counted repetition');
        return undefined;
      }
      this.syntax(this.i, this.width(this.i), 'repetition quantifier expects a valid decimal');
      return undefined;
    }
    const value = Number(this.p.slice(start, this.i));
    if (value > MAX_DECIMAL) {
      this.syntax(start, this.i - start, 'decimal literal invalid');
      return undefined;
    }
    return value;
  }

  /** `\…` at `this.i`; in a class, assertions are invalid. Returns `undefined` after an error. */
  private parseEscape(inClass: boolean): Item | undefined {
    const start = this.i;
    if (start + 1 >= this.n) {
      this.syntax(start, 1, 'incomplete escape sequence, reached end of pattern prematurely');
      return undefined;
    }
    const e = this.p[start + 1]!;
    this.i = start + 2;
    if (e >= '0' && e <= '9') {
      let end = this.i;
      while (end < this.n && DIGIT.test(this.p[end]!)) end++;
      this.fail(start, end - start, 'backreference', { token: this.p.slice(start, end) });
      return undefined;
    }
    if (e in HEX_ESCAPE_KINDS) return this.parseHexEscape(start, e);
    if (e === 'p' || e === 'P') return this.parseUnicodeClass(start);
    if (PERL_CLASSES.includes(e)) return { kind: 'class' };
    if (ASSERTION_ESCAPES.includes(e)) {
      if (inClass) {
        this.syntax(start, 2, `escape sequence \`\\${e}\` is not valid in a character class`);
        return undefined;
      }
      if (e === 'b' && this.p[this.i] === '{') {
        const close = this.p.indexOf('}', this.i);
        if (close > 0 && SPECIAL_WORD_BOUNDARIES.includes(this.p.slice(this.i + 1, close))) this.i = close + 1;
      }
      return { kind: 'assertion' };
    }
    const literal = LITERAL_ESCAPES[e];
    if (literal !== undefined) return { kind: 'literal', value: literal };
    if (e === 'k' && (this.p[this.i] === '<' || this.p[this.i] === '{')) {
      const close = this.p.indexOf(this.p[this.i] === '<' ? '>' : '}', this.i);
      const end = close < 0 ? this.i : close + 1;
      this.fail(start, end - start, 'backreference', { token: this.p.slice(start, end) });
      return undefined;
    }
    const code = this.p.charCodeAt(start + 1);
    if (code > MAX_ASCII || isAsciiAlnum(e) || e === '<' || e === '>') {
      const w = this.width(start + 1);
      this.syntax(start, 1 + w, `unrecognized escape sequence \`\\${this.p.slice(start + 1, start + 1 + w)}\``);
      return undefined;
    }
    return { kind: 'literal', value: code };
  }

  private parseHexEscape(start: number, kind: string): Item | undefined {
    let value: number;
    let fixedByte = false;
    if (this.p[this.i] === '{') {
      const close = this.p.indexOf('}', this.i);
      if (close < 0) {
        this.syntax(start, this.n - start, 'unclosed hexadecimal escape');
        return undefined;
      }
      const digits = this.p.slice(this.i + 1, close);
      if (digits.length === 0) {
        this.syntax(start, close + 1 - start, 'hexadecimal literal empty');
        return undefined;
      }
      if (digits.length > MAX_BRACED_HEX_DIGITS || ![...digits].every(isHex)) {
        this.syntax(start, close + 1 - start, 'invalid hexadecimal digit');
        return undefined;
      }
      value = Number.parseInt(digits, 16);
      this.i = close + 1;
    } else {
      const count = HEX_FIXED_DIGITS[kind]!;
      const digits = this.p.slice(this.i, this.i + count);
      if (digits.length < count || ![...digits].every(isHex)) {
        this.syntax(start, Math.min(this.n, this.i + count) - start, 'invalid hexadecimal digit');
        return undefined;
      }
      value = Number.parseInt(digits, 16);
      this.i += count;
      fixedByte = kind === 'x';
    }
    if (value > MAX_CODE_POINT || (value >= 0xd800 && value <= 0xdfff)) {
      this.syntax(start, this.i - start, 'hexadecimal literal is not a Unicode scalar value');
      return undefined;
    }
    // Without Unicode, `\xHH` is a byte; any other escape above ASCII is a code point that needs Unicode.
    if (!this.flags.unicode && value > MAX_ASCII && !(fixedByte && value <= MAX_BYTE)) {
      this.unicodeIssue(start, this.i - start, 'unicodeClass', { token: this.p.slice(start, this.i) });
    }
    return { kind: 'literal', value };
  }

  private parseUnicodeClass(start: number): Item | undefined {
    if (this.i >= this.n) {
      this.syntax(start, 2, 'incomplete escape sequence, reached end of pattern prematurely');
      return undefined;
    }
    if (this.p[this.i] === '{') {
      const close = this.p.indexOf('}', this.i);
      if (close < 0) {
        this.syntax(start, this.n - start, 'unclosed Unicode class (missing `}`)');
        return undefined;
      }
      this.i = close + 1;
    } else {
      this.i += this.width(this.i);
    }
    if (!this.flags.unicode) this.unicodeIssue(start, this.i - start, 'unicodeClass', { token: this.p.slice(start, this.i) });
    return { kind: 'class' };
  }

  /** `[...]` with nesting, ranges, ASCII classes and set operations. */
  private parseClass(): boolean {
    const opens: number[] = [];
    const openLevel = (): void => {
      opens.push(this.i);
      this.i++;
      if (this.p[this.i] === '^') this.i++;
      // A `]` right after `[` or `[^` is a literal.
      if (this.p[this.i] === ']') this.i++;
    };
    if (this.groups.length + 1 >= NEST_LIMIT) return this.syntax(this.i, 1, `exceeds the nest limit of ${NEST_LIMIT}`);
    openLevel();
    let previous: Item | undefined;
    let previousStart = -1;
    while (opens.length > 0) {
      if (this.i >= this.n) return this.syntax(opens[0]!, 1, 'unclosed character class');
      const at = this.i;
      const c = this.p[at]!;
      if (c === ']') {
        opens.pop();
        this.i++;
        // A `-` after a nested class is a literal.
        previous = undefined;
        continue;
      }
      if (c === '[') {
        const ascii = ASCII_CLASS.exec(this.p.slice(at, at + ASCII_CLASS_MAX_LENGTH));
        if (ascii !== null && ASCII_CLASSES.has(ascii[2]!)) {
          this.i += ascii[0].length;
          previous = { kind: 'class' };
          continue;
        }
        if (opens.length + this.groups.length >= NEST_LIMIT) return this.syntax(at, 1, `exceeds the nest limit of ${NEST_LIMIT}`);
        openLevel();
        previous = undefined;
        continue;
      }
      const two = this.p.slice(at, at + 2);
      if (two === '&&' || two === '--' || two === '~~') {
        this.i += 2;
        previous = undefined;
        continue;
      }
      if (c === '-' && previous !== undefined && this.p[at + 1] !== ']' && at + 1 < this.n) {
        // A range `a-z`: both ends must be literals, in order.
        this.i++;
        const end = this.classAtom();
        if (end === undefined) return false;
        if (previous.kind !== 'literal' || end.kind !== 'literal') {
          return this.syntax(previousStart, this.i - previousStart, 'invalid range boundary, must be a literal');
        }
        if (end.value < previous.value) {
          return this.syntax(previousStart, this.i - previousStart, `invalid character class range \`${this.p.slice(previousStart, this.i)}\`, the start must be <= the end`);
        }
        previous = undefined;
        continue;
      }
      previousStart = at;
      const item = this.classAtom();
      if (item === undefined) return false;
      previous = item;
    }
    return true;
  }

  /** One literal or escape inside a class. */
  private classAtom(): Item | undefined {
    const at = this.i;
    if (this.p[at] === '\\') return this.parseEscape(true);
    const w = this.width(at);
    const code = this.p.codePointAt(at) ?? 0;
    if (!this.flags.unicode && code > MAX_ASCII) this.unicodeIssue(at, w, 'nonAscii', { char: this.p.slice(at, at + w) });
    this.i += w;
    return { kind: 'literal', value: code };
  }
}

/** Characters that make a pattern more than a literal string. */
const META = new Set(['.', '^', '$', '|', '?', '*', '+', '(', ')', '[', ']', '{', '}', '\\']);

/**
 * The literal a pattern stands for when it has no regex meaning at all
 * (escaped punctuation counts as literal): `{ literal, anchored }`, or
 * `undefined` when the pattern uses any regex feature. `anchored` is true for
 * `^literal$` (then `eq` does the same).
 */
export function regexAsLiteral(pattern: string): { readonly literal: string; readonly anchored: boolean } | undefined {
  let body = pattern;
  const anchored = body.length >= 2 && body.startsWith('^') && body.endsWith('$') && !body.endsWith('\\$');
  if (anchored) body = body.slice(1, -1);
  let literal = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '\\') {
      const e = body[i + 1];
      if (e === undefined || isAsciiAlnum(e) || e.charCodeAt(0) > MAX_ASCII || e === '<' || e === '>') return undefined;
      literal += e;
      i++;
      continue;
    }
    if (META.has(c)) return undefined;
    literal += c;
  }
  if (literal.length === 0) return undefined;
  return { literal, anchored };
}
