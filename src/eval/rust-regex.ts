/**
 * The Rules language's regular expressions, evaluated with the semantics of
 * the Rust `regex` crate as wirefilter builds it (`engine/src/rhs_types/
 * regex/imp_real.rs`): a bytes regex with Unicode mode and UTF-8 off, so a
 * pattern matches bytes, `.` is any byte but `\n`, classes and `(?i)` are
 * ASCII, and `(?u)` turns Unicode on inside a pattern. Leftmost-first match
 * semantics, no look-around, no backreferences.
 *
 * JavaScript's RegExp differs in all of these (UTF-16 units, `\s` and `i`
 * beyond ASCII, `.` excluding `\r`, backtracking), so the pattern is not
 * translated to a RegExp: it is parsed here into a small tree and run by
 * `pike-vm.ts`, a Pike VM over the subject's bytes — linear in the subject
 * times the program, like Rust's own engines, whatever the pattern.
 *
 * What cannot be reproduced exactly is reported as undecided, never
 * approximated: CRLF mode (`R`), case-insensitive matching of non-ASCII text
 * in Unicode mode, Unicode classes whose name JavaScript does not know, a
 * Unicode word boundary next to non-ASCII text (checked when matching).
 * Patterns reach this module only after the type checker accepted them, so a
 * syntax error here is also reported as undecided rather than thrown.
 */

export type ByteSet = Uint8Array;

export type AssertKind = 'start' | 'end' | 'lineStart' | 'lineEnd' | 'word' | 'notWord' | 'wordStart' | 'wordEnd' | 'wordStartHalf' | 'wordEndHalf';

export type RegexNode =
  /** One byte of the set. */
  | { readonly t: 'byte'; readonly set: ByteSet }
  /** One code point (Unicode mode): an ASCII byte of `ascii`, or a non-ASCII UTF-8 sequence whose code point satisfies `pred`. */
  | { readonly t: 'cp'; readonly ascii: ByteSet; readonly pred: (cp: number) => boolean }
  | { readonly t: 'seq'; readonly items: readonly RegexNode[] }
  | { readonly t: 'alt'; readonly items: readonly RegexNode[] }
  | { readonly t: 'repeat'; readonly node: RegexNode; readonly min: number; readonly max: number; readonly greedy: boolean }
  /** A group; `index` for a capturing group (1-based). */
  | { readonly t: 'group'; readonly node: RegexNode; readonly index?: number }
  | { readonly t: 'assert'; readonly kind: AssertKind; readonly unicode: boolean };

export interface ParsedRegex {
  readonly root: RegexNode;
  /** Number of capturing groups. */
  readonly groups: number;
  /** Capture group names → index. */
  readonly names: ReadonlyMap<string, number>;
  /** A capturing group sits inside a repetition (its value after the match is engine-specific in corner cases). */
  readonly captureInRepetition: boolean;
}

export class RegexUndecidable extends Error {}

interface Flags {
  readonly i: boolean;
  readonly m: boolean;
  readonly s: boolean;
  readonly U: boolean;
  readonly u: boolean;
  readonly x: boolean;
}

const DEFAULT_FLAGS: Flags = { i: false, m: false, s: false, U: false, u: false, x: false };
const MAX_ASCII = 0x7f;
const MAX_BYTE = 0xff;
const MAX_CODE_POINT = 0x10ffff;
const NEWLINE = 10;
const LETTER_CASE_BIT = 0x20;
/** Unicode simple case folding maps these ASCII letters to non-ASCII ones too (Kelvin sign, long s). */
const NON_ASCII_FOLDS: Readonly<Record<number, number>> = { 0x6b: 0x212a, 0x4b: 0x212a, 0x73: 0x17f, 0x53: 0x17f };
const LITERAL_ESCAPES: Readonly<Record<string, number>> = { a: 7, f: 12, t: 9, n: 10, r: 13, v: 11 };
const HEX_FIXED_DIGITS: Readonly<Record<string, number>> = { x: 2, u: 4, U: 8 };
const WORD_BOUNDARIES: Readonly<Record<string, AssertKind>> = { start: 'wordStart', end: 'wordEnd', 'start-half': 'wordStartHalf', 'end-half': 'wordEndHalf' };
const DIGIT = /^[0-9]$/;
/**
 * regex-syntax's default nest limit (groups, classes and repetitions count).
 * The type checker holds groups and classes to it before a pattern gets here;
 * this parser bounds its own recursion by it too, whatever its caller.
 */
const NEST_LIMIT = 250;

// ------------------------------------------------------------------ byte sets

function emptySet(): ByteSet {
  return new Uint8Array(MAX_BYTE + 1);
}

function setOf(...ranges: (readonly [number, number])[]): ByteSet {
  const set = emptySet();
  for (const [lo, hi] of ranges) for (let b = lo; b <= hi; b++) set[b] = 1;
  return set;
}

const DIGITS = setOf([0x30, 0x39]);
const WORD = setOf([0x30, 0x39], [0x41, 0x5a], [0x61, 0x7a], [0x5f, 0x5f]);
const SPACE = setOf([9, 13], [0x20, 0x20]);

/** regex-syntax's ASCII classes (`[[:alpha:]]`). */
const ASCII_CLASSES: Readonly<Record<string, ByteSet>> = {
  alnum: setOf([0x30, 0x39], [0x41, 0x5a], [0x61, 0x7a]),
  alpha: setOf([0x41, 0x5a], [0x61, 0x7a]),
  ascii: setOf([0, MAX_ASCII]),
  blank: setOf([9, 9], [0x20, 0x20]),
  cntrl: setOf([0, 0x1f], [MAX_ASCII, MAX_ASCII]),
  digit: DIGITS,
  graph: setOf([0x21, 0x7e]),
  lower: setOf([0x61, 0x7a]),
  print: setOf([0x20, 0x7e]),
  punct: setOf([0x21, 0x2f], [0x3a, 0x40], [0x5b, 0x60], [0x7b, 0x7e]),
  space: SPACE,
  upper: setOf([0x41, 0x5a]),
  word: WORD,
  xdigit: setOf([0x30, 0x39], [0x41, 0x46], [0x61, 0x66]),
};

function isAsciiLetter(b: number): boolean {
  return (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a);
}

/** Adds the other ASCII case of every letter (regex-syntax folds ASCII only without Unicode). */
function foldAscii(set: ByteSet): ByteSet {
  const out = set.slice();
  for (let b = 0; b <= MAX_ASCII; b++) if (set[b] && isAsciiLetter(b)) out[b ^ LETTER_CASE_BIT] = 1;
  return out;
}

// ------------------------------------------------------------------ code point classes (Unicode mode)

/** A class over code points: `pred` decides every code point, ASCII included. */
interface CodePointClass {
  readonly pred: (cp: number) => boolean;
  /** The class holds non-ASCII members (case folding of those is not reproduced). */
  readonly nonAscii: boolean;
}

function unicodeProperty(source: string): (cp: number) => boolean {
  let regex: RegExp;
  try {
    regex = new RegExp(`^${source}$`, 'u');
  } catch {
    throw new RegexUndecidable(`the Unicode class \`${source}\` has no JavaScript equivalent`);
  }
  return (cp) => regex.test(String.fromCodePoint(cp));
}

/** Rust's Unicode `\w` (UTS#18 word characters). */
const UNICODE_WORD = unicodeProperty('[\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]');
const UNICODE_DIGIT = unicodeProperty('\\p{Nd}');
const UNICODE_SPACE = unicodeProperty('\\p{White_Space}');

function fromByteSet(set: ByteSet): CodePointClass {
  return { pred: (cp) => cp <= MAX_BYTE && set[cp] === 1 && cp <= MAX_ASCII, nonAscii: false };
}

// ------------------------------------------------------------------ parser

interface ClassItem {
  readonly bytes?: ByteSet;
  readonly cps?: CodePointClass;
  /** A single literal (range ends). */
  readonly literal?: number;
}

class Parser {
  private i = 0;
  private flags: Flags = DEFAULT_FLAGS;
  private groupCount = 0;
  /** Groups and classes open around the current position. */
  private depth = 0;
  readonly names = new Map<string, number>();

  constructor(private readonly p: string) {}

  get groups(): number {
    return this.groupCount;
  }

  parse(): RegexNode {
    const node = this.alternation();
    if (this.i < this.p.length) throw new RegexUndecidable('the pattern has an unbalanced `)`');
    return node;
  }

  private peek(offset = 0): string | undefined {
    return this.p[this.i + offset];
  }

  private skipWhitespace(): void {
    if (!this.flags.x) return;
    while (this.i < this.p.length) {
      const c = this.p[this.i]!;
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v') this.i++;
      else if (c === '#') {
        while (this.i < this.p.length && this.p[this.i] !== '\n') this.i++;
      } else break;
    }
  }

  /** Alternatives up to `)` or the end; flags set by `(?flags)` last until then. */
  private alternation(): RegexNode {
    const outer = this.flags;
    const branches: RegexNode[] = [];
    let items: RegexNode[] = [];
    for (;;) {
      this.skipWhitespace();
      const c = this.peek();
      if (c === undefined || c === ')') break;
      if (c === '|') {
        this.i++;
        branches.push(seq(items));
        items = [];
        continue;
      }
      const atom = this.atom();
      if (atom === undefined) continue;
      items.push(this.repetitions(atom));
    }
    branches.push(seq(items));
    this.flags = outer;
    return branches.length === 1 ? branches[0]! : { t: 'alt', items: branches };
  }

  private repetitions(atom: RegexNode): RegexNode {
    let node = atom;
    let chain = 0;
    for (;;) {
      this.skipWhitespace();
      const c = this.peek();
      let min: number;
      let max: number;
      if (c === '*') [min, max] = [0, Infinity];
      else if (c === '+') [min, max] = [1, Infinity];
      else if (c === '?') [min, max] = [0, 1];
      else if (c === '{' && this.isCounted()) {
        [min, max] = this.counted();
        this.i--; // counted() stops after `}`; the common step below moves past one character
      } else return node;
      this.i++;
      let greedy = true;
      if (this.peek() === '?') {
        greedy = false;
        this.i++;
      }
      if (this.flags.U) greedy = !greedy;
      // A chain of repetitions (`a???…`) nests the tree, and the compiler recurses over it.
      if (++chain > NEST_LIMIT) throw new RegexUndecidable(`the pattern nests deeper than ${NEST_LIMIT} levels`);
      node = { t: 'repeat', node, min, max, greedy };
    }
  }

  private isCounted(): boolean {
    return /^\{\s*[0-9]/.test(this.p.slice(this.i, this.i + 16));
  }

  private counted(): [number, number] {
    this.i++;
    const min = this.decimal();
    let max = min;
    this.skipWhitespace();
    if (this.peek() === ',') {
      this.i++;
      this.skipWhitespace();
      max = DIGIT.test(this.peek() ?? '') ? this.decimal() : Infinity;
    }
    this.skipWhitespace();
    if (this.peek() !== '}') throw new RegexUndecidable('a counted repetition is not closed');
    this.i++;
    return [min, max];
  }

  private decimal(): number {
    this.skipWhitespace();
    const start = this.i;
    while (DIGIT.test(this.peek() ?? '')) this.i++;
    if (start === this.i) throw new RegexUndecidable('a counted repetition has no number');
    return Number(this.p.slice(start, this.i));
  }

  /** One atom; `undefined` for a flag group `(?i)` that only changes flags. */
  private atom(): RegexNode | undefined {
    const c = this.peek()!;
    switch (c) {
      case '(':
        return this.group();
      case '[':
        return this.classNode();
      case '\\':
        return this.escapeAtom();
      case '.': {
        this.i++;
        const dotAll = this.flags.s;
        if (this.flags.u) return { t: 'cp', ...cpParts({ pred: (cp) => dotAll || cp !== NEWLINE, nonAscii: true }) };
        return { t: 'byte', set: dotAll ? setOf([0, MAX_BYTE]) : setOf([0, NEWLINE - 1], [NEWLINE + 1, MAX_BYTE]) };
      }
      case '^':
        this.i++;
        return { t: 'assert', kind: this.flags.m ? 'lineStart' : 'start', unicode: false };
      case '$':
        this.i++;
        return { t: 'assert', kind: this.flags.m ? 'lineEnd' : 'end', unicode: false };
      case '*':
      case '+':
      case '?':
        throw new RegexUndecidable('a repetition operator has nothing to repeat');
      default: {
        const cp = this.p.codePointAt(this.i)!;
        this.i += cp > 0xffff ? 2 : 1;
        return this.literal(cp);
      }
    }
  }

  private group(): RegexNode | undefined {
    this.enter();
    try {
      return this.groupBody();
    } finally {
      this.depth--;
    }
  }

  /** Recursion through groups and classes stops at the nest limit (Rust rejects such a pattern). */
  private enter(): void {
    if (++this.depth > NEST_LIMIT) throw new RegexUndecidable(`the pattern nests deeper than ${NEST_LIMIT} levels`);
  }

  private groupBody(): RegexNode | undefined {
    this.i++;
    let index: number | undefined;
    if (this.peek() === '?') {
      const rest = this.p.slice(this.i + 1, this.i + 3);
      if (rest.startsWith('P<') || (rest.startsWith('<') && rest !== '<=' && rest !== '<!')) {
        this.i += rest.startsWith('P') ? 3 : 2;
        const close = this.p.indexOf('>', this.i);
        if (close < 0) throw new RegexUndecidable('a group name is not closed');
        index = ++this.groupCount;
        this.names.set(this.p.slice(this.i, close), index);
        this.i = close + 1;
      } else {
        this.i++;
        const flags = this.flagGroup();
        if (this.peek() === ')') {
          this.i++;
          this.flags = flags;
          return undefined;
        }
        this.i++; // `:`
        const outer = this.flags;
        this.flags = flags;
        const node = this.alternation();
        this.flags = outer;
        this.close();
        return { t: 'group', node };
      }
    } else {
      index = ++this.groupCount;
    }
    const outer = this.flags;
    const node = this.alternation();
    this.flags = outer;
    this.close();
    return { t: 'group', node, index };
  }

  private close(): void {
    if (this.peek() !== ')') throw new RegexUndecidable('a group is not closed');
    this.i++;
  }

  private flagGroup(): Flags {
    const next: { -readonly [K in keyof Flags]: boolean } = { ...this.flags };
    let value = true;
    for (;;) {
      const c = this.peek();
      if (c === undefined) throw new RegexUndecidable('a flag group is not closed');
      if (c === ':' || c === ')') return next;
      this.i++;
      if (c === '-') value = false;
      else if (c === 'R') throw new RegexUndecidable('CRLF mode `(?R)` is not reproduced');
      else if (c === 'i' || c === 'm' || c === 's' || c === 'U' || c === 'u' || c === 'x') next[c] = value;
      else throw new RegexUndecidable(`unknown flag \`${c}\``);
    }
  }

  /** A literal code point of the pattern. */
  private literal(cp: number): RegexNode {
    if (cp <= MAX_ASCII) return this.asciiLiteral(cp);
    if (!this.flags.u) throw new RegexUndecidable('a non-ASCII character outside Unicode mode `(?u)`');
    if (this.flags.i) throw new RegexUndecidable('case-insensitive matching of a non-ASCII character');
    return seq([...Buffer.from(String.fromCodePoint(cp), 'utf8')].map((b) => ({ t: 'byte', set: setOf([b, b]) }) as RegexNode));
  }

  private asciiLiteral(b: number): RegexNode {
    const set = setOf([b, b]);
    if (!this.flags.i) return { t: 'byte', set };
    const folded = foldAscii(set);
    const extra = NON_ASCII_FOLDS[b];
    if (this.flags.u && extra !== undefined) {
      return { t: 'cp', ascii: folded, pred: (cp) => cp === extra };
    }
    return { t: 'byte', set: folded };
  }

  /** A byte from `\xHH` outside Unicode mode (above ASCII: the byte itself). */
  private byteLiteral(b: number): RegexNode {
    if (b <= MAX_ASCII) return this.asciiLiteral(b);
    return { t: 'byte', set: setOf([b, b]) };
  }

  private escapeAtom(): RegexNode {
    const start = this.i;
    const e = this.p[this.i + 1];
    if (e === undefined) throw new RegexUndecidable('the pattern ends with `\\`');
    this.i += 2;
    switch (e) {
      case 'A':
        return { t: 'assert', kind: 'start', unicode: false };
      case 'z':
        return { t: 'assert', kind: 'end', unicode: false };
      case 'b': {
        const special = /^\{([a-z-]+)\}/.exec(this.p.slice(this.i, this.i + 16));
        if (special && WORD_BOUNDARIES[special[1]!] !== undefined) {
          this.i += special[0].length;
          return { t: 'assert', kind: WORD_BOUNDARIES[special[1]!]!, unicode: this.flags.u };
        }
        return { t: 'assert', kind: 'word', unicode: this.flags.u };
      }
      case 'B':
        return { t: 'assert', kind: 'notWord', unicode: this.flags.u };
      case '<':
        return { t: 'assert', kind: 'wordStart', unicode: this.flags.u };
      case '>':
        return { t: 'assert', kind: 'wordEnd', unicode: this.flags.u };
      default:
        break;
    }
    this.i = start;
    const item = this.escapeItem();
    if (item.literal !== undefined) return item.bytes ? { t: 'byte', set: item.bytes } : this.literalNode(item.literal);
    return this.classToNode(item, false);
  }

  /** A literal from an escape: a byte in byte mode (`\xHH`), a code point in Unicode mode. */
  private literalNode(cp: number): RegexNode {
    return this.flags.u ? this.literal(cp) : cp <= MAX_BYTE ? this.byteLiteral(cp) : this.literal(cp);
  }

  /** An escape as a class item: a literal, a Perl class or a Unicode class. */
  private escapeItem(): ClassItem {
    const e = this.p[this.i + 1];
    if (e === undefined) throw new RegexUndecidable('the pattern ends with `\\`');
    this.i += 2;
    const literal = LITERAL_ESCAPES[e];
    if (literal !== undefined) return { literal };
    switch (e) {
      case 'd':
      case 'D':
      case 'w':
      case 'W':
      case 's':
      case 'S':
        return this.perlClass(e);
      case 'p':
      case 'P':
        return this.unicodeClass(e === 'P');
      case 'x':
      case 'u':
      case 'U':
        return this.hexEscape(e);
      default:
        break;
    }
    const cp = this.p.codePointAt(this.i - 1)!;
    if (cp > MAX_ASCII || /[0-9A-Za-z]/.test(e)) throw new RegexUndecidable(`the escape \`\\${e}\` is not supported`);
    return { literal: cp };
  }

  private hexEscape(kind: string): ClassItem {
    let digits: string;
    const braced = this.peek() === '{';
    if (braced) {
      const close = this.p.indexOf('}', this.i);
      if (close < 0) throw new RegexUndecidable('a hexadecimal escape is not closed');
      digits = this.p.slice(this.i + 1, close);
      this.i = close + 1;
    } else {
      digits = this.p.slice(this.i, this.i + HEX_FIXED_DIGITS[kind]!);
      this.i += digits.length;
    }
    const value = Number.parseInt(digits, 16);
    if (!/^[0-9A-Fa-f]+$/.test(digits) || value > MAX_CODE_POINT) throw new RegexUndecidable('an invalid hexadecimal escape');
    // regex-syntax: without Unicode, only `\xHH` is a byte; other escapes above ASCII need Unicode.
    if (!this.flags.u && value > MAX_ASCII) {
      if (kind === 'x' && !braced) return { literal: value, bytes: setOf([value, value]) };
      throw new RegexUndecidable('a non-ASCII escape outside Unicode mode `(?u)`');
    }
    return { literal: value };
  }

  private perlClass(e: string): ClassItem {
    const negated = e === 'D' || e === 'W' || e === 'S';
    const lower = e.toLowerCase();
    if (!this.flags.u) {
      const base = lower === 'd' ? DIGITS : lower === 'w' ? WORD : SPACE;
      return { bytes: negated ? complement(base) : base };
    }
    const pred = lower === 'd' ? UNICODE_DIGIT : lower === 'w' ? UNICODE_WORD : UNICODE_SPACE;
    return { cps: { pred: negated ? (cp) => !pred(cp) : pred, nonAscii: true } };
  }

  private unicodeClass(negated: boolean): ClassItem {
    let name: string;
    if (this.peek() === '{') {
      const close = this.p.indexOf('}', this.i);
      if (close < 0) throw new RegexUndecidable('a Unicode class is not closed');
      name = this.p.slice(this.i + 1, close);
      this.i = close + 1;
    } else {
      name = this.p[this.i] ?? '';
      this.i++;
    }
    if (!this.flags.u) throw new RegexUndecidable('a Unicode class outside Unicode mode `(?u)`');
    let inverted = negated;
    let body = name.trim();
    const neq = body.indexOf('!=');
    if (neq >= 0) {
      inverted = !inverted;
      body = `${body.slice(0, neq).trim()}=${body.slice(neq + 2).trim()}`;
    }
    const pred = unicodeClassPredicate(body);
    return { cps: { pred: inverted ? (cp) => !pred(cp) : pred, nonAscii: true } };
  }

  // ---------------------------------------------------------------- classes

  private classNode(): RegexNode {
    const item = this.classBody();
    return this.classToNode(item, true);
  }

  private classToNode(item: ClassItem, bracketed: boolean): RegexNode {
    if (!this.flags.u) {
      if (item.cps) throw new RegexUndecidable('a Unicode class outside Unicode mode `(?u)`');
      const set = item.bytes ?? setOf([item.literal!, item.literal!]);
      return { t: 'byte', set: this.flags.i && bracketed ? set : this.flags.i ? foldAscii(set) : set };
    }
    const cls = item.cps ?? fromByteSet(item.bytes ?? setOf([item.literal!, item.literal!]));
    if (this.flags.i && cls.nonAscii) throw new RegexUndecidable('case-insensitive matching of a non-ASCII class');
    return { t: 'cp', ...cpParts(cls) };
  }

  /** `[...]`: union items, then `&&`, `--`, `~~` between unions (left to right), then `^`. */
  private classBody(): ClassItem {
    this.enter();
    try {
      return this.classItems();
    } finally {
      this.depth--;
    }
  }

  private classItems(): ClassItem {
    this.i++;
    let negated = false;
    if (this.peek() === '^') {
      negated = true;
      this.i++;
    }
    let acc: CodePointClass | ByteSet | undefined;
    let op: string | undefined;
    let union: (CodePointClass | ByteSet)[] = [];
    let first = true;
    const finishUnion = (): void => {
      const merged = this.merge(union, 'union');
      acc = acc === undefined ? merged : this.merge([acc, merged], op!);
      union = [];
    };
    for (;;) {
      if (this.flags.x) this.skipWhitespace();
      const c = this.peek();
      if (c === undefined) throw new RegexUndecidable('a character class is not closed');
      if (c === ']' && !first) {
        this.i++;
        break;
      }
      first = false;
      const two = this.p.slice(this.i, this.i + 2);
      if (two === '&&' || two === '--' || two === '~~') {
        this.i += 2;
        finishUnion();
        op = two;
        continue;
      }
      if (c === '[') {
        const ascii = /^\[:(\^?)([a-z]+):\]/.exec(this.p.slice(this.i, this.i + 12));
        if (ascii && ASCII_CLASSES[ascii[2]!]) {
          this.i += ascii[0].length;
          const set = ASCII_CLASSES[ascii[2]!]!;
          union.push(ascii[1] ? (this.flags.u ? negateCp(fromByteSet(set)) : complement(set)) : set);
          continue;
        }
        const nested = this.classBody();
        union.push(nested.cps ?? nested.bytes!);
        continue;
      }
      const startItem = this.classAtom();
      if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== undefined && startItem.literal !== undefined) {
        this.i++;
        const endItem = this.classAtom();
        if (endItem.literal === undefined) throw new RegexUndecidable('a class range ends in a class');
        union.push(this.range(startItem, endItem));
        continue;
      }
      union.push(this.itemSet(startItem));
    }
    finishUnion();
    let result = acc!;
    if (this.flags.i) {
      if (result instanceof Uint8Array) result = foldAscii(result);
      else if (result.nonAscii) throw new RegexUndecidable('case-insensitive matching of a non-ASCII class');
      else result = foldCp(result);
    }
    if (negated) result = result instanceof Uint8Array ? (this.flags.u ? negateCp(fromByteSet(result)) : complement(result)) : negateCp(result);
    return result instanceof Uint8Array ? { bytes: result } : { cps: result };
  }

  private classAtom(): ClassItem {
    if (this.peek() === '\\') return this.escapeItem();
    const cp = this.p.codePointAt(this.i)!;
    this.i += cp > 0xffff ? 2 : 1;
    if (cp > MAX_ASCII && !this.flags.u) throw new RegexUndecidable('a non-ASCII character outside Unicode mode `(?u)`');
    return { literal: cp };
  }

  private range(start: ClassItem, end: ClassItem): CodePointClass | ByteSet {
    const lo = start.literal!;
    const hi = end.literal!;
    if (hi < lo) throw new RegexUndecidable('a reversed class range');
    if (!this.flags.u) {
      if (hi > MAX_BYTE) throw new RegexUndecidable('a non-ASCII class range outside Unicode mode');
      return setOf([lo, hi]);
    }
    if (hi <= MAX_ASCII) return setOf([lo, hi]);
    return { pred: (cp) => cp >= lo && cp <= hi, nonAscii: true };
  }

  private itemSet(item: ClassItem): CodePointClass | ByteSet {
    if (item.bytes) return item.bytes;
    if (item.cps) return item.cps;
    const cp = item.literal!;
    if (cp <= MAX_BYTE && (!this.flags.u || cp <= MAX_ASCII)) return setOf([cp, cp]);
    return { pred: (x) => x === cp, nonAscii: true };
  }

  private merge(items: readonly (CodePointClass | ByteSet)[], op: string): CodePointClass | ByteSet {
    if (items.every((x) => x instanceof Uint8Array)) {
      const sets = items as readonly ByteSet[];
      if (sets.length === 0) return emptySet();
      const out = sets[0]!.slice();
      for (const set of sets.slice(1)) {
        for (let b = 0; b <= MAX_BYTE; b++) out[b] = combine(op, out[b] === 1, set[b] === 1) ? 1 : 0;
      }
      return out;
    }
    const classes = items.map((x) => (x instanceof Uint8Array ? { pred: byteSetPred(x), nonAscii: false } : x));
    const nonAscii = classes.some((c) => c.nonAscii);
    const [head, ...tail] = classes;
    if (head === undefined) return { pred: () => false, nonAscii: false };
    return { pred: (cp) => tail.reduce((acc, c) => combine(op, acc, c.pred(cp)), head.pred(cp)), nonAscii };
  }
}

function byteSetPred(set: ByteSet): (cp: number) => boolean {
  return (cp) => cp <= MAX_BYTE && set[cp] === 1;
}

function combine(op: string, a: boolean, b: boolean): boolean {
  switch (op) {
    case '&&':
      return a && b;
    case '--':
      return a && !b;
    case '~~':
      return a !== b;
    default:
      return a || b;
  }
}

function complement(set: ByteSet): ByteSet {
  const out = emptySet();
  for (let b = 0; b <= MAX_BYTE; b++) out[b] = set[b] ? 0 : 1;
  return out;
}

function negateCp(cls: CodePointClass): CodePointClass {
  return { pred: (cp) => !cls.pred(cp), nonAscii: true };
}

/** Case folding of an ASCII-only code point class in Unicode mode (ASCII letters, Kelvin sign, long s). */
function foldCp(cls: CodePointClass): CodePointClass {
  return {
    pred(cp) {
      if (cls.pred(cp)) return true;
      if (cp <= MAX_ASCII && isAsciiLetter(cp)) return cls.pred(cp ^ LETTER_CASE_BIT);
      if (cp === 0x212a) return cls.pred(0x6b) || cls.pred(0x4b);
      if (cp === 0x17f) return cls.pred(0x73) || cls.pred(0x53);
      return false;
    },
    nonAscii: false,
  };
}

/** The ASCII byte set and the non-ASCII predicate of a code point class. */
function cpParts(cls: CodePointClass): { ascii: ByteSet; pred: (cp: number) => boolean } {
  const ascii = emptySet();
  for (let b = 0; b <= MAX_ASCII; b++) if (cls.pred(b)) ascii[b] = 1;
  return { ascii, pred: cls.pred };
}

/** `\p{…}` by the names regex-syntax accepts and JavaScript knows: general categories, scripts, binary properties. */
function unicodeClassPredicate(name: string): (cp: number) => boolean {
  const eq = name.indexOf('=');
  const candidates: string[] = [];
  if (eq >= 0) {
    const key = name.slice(0, eq).trim();
    const value = name.slice(eq + 1).trim();
    if (/^(sc|script)$/i.test(key)) candidates.push(`Script=${value}`);
    else if (/^(scx|script_extensions)$/i.test(key)) candidates.push(`Script_Extensions=${value}`);
    else if (/^(gc|general_category)$/i.test(key)) candidates.push(`General_Category=${value}`);
  } else {
    candidates.push(name, `Script=${name}`, `General_Category=${name}`);
  }
  for (const candidate of candidates) {
    try {
      return unicodeProperty(`\\p{${candidate}}`);
    } catch {
      // try the next spelling
    }
  }
  throw new RegexUndecidable(`the Unicode class \`\\p{${name}}\` has no JavaScript equivalent`);
}

function seq(items: readonly RegexNode[]): RegexNode {
  return items.length === 1 ? items[0]! : { t: 'seq', items };
}

/** Parse a pattern (as the type checker accepted it); throws `RegexUndecidable` for what is not reproduced. */
export function parseRustRegex(pattern: string): ParsedRegex {
  const parser = new Parser(pattern);
  const root = parser.parse();
  return { root, groups: parser.groups, names: parser.names, captureInRepetition: captureInRepetition(root) };
}

/** Whether a capturing group sits under a repetition that can run more than once. */
function captureInRepetition(root: RegexNode): boolean {
  const stack: { node: RegexNode; repeated: boolean }[] = [{ node: root, repeated: false }];
  while (stack.length > 0) {
    const { node, repeated } = stack.pop()!;
    switch (node.t) {
      case 'seq':
      case 'alt':
        for (const item of node.items) stack.push({ node: item, repeated });
        break;
      case 'repeat':
        stack.push({ node: node.node, repeated: repeated || node.max > 1 });
        break;
      case 'group':
        if (node.index !== undefined && repeated) return true;
        stack.push({ node: node.node, repeated });
        break;
      default:
        break;
    }
  }
  return false;
}
