/**
 * Recursive-descent parser of the Rules language, after wirefilter's
 * (`engine/src/ast/*.rs`): precedence `not` > `and` > `xor` > `or`, runs of
 * one logical operator as one n-ary node, comparisons `<access> <op> <rhs>`,
 * bare Boolean accesses, `any(…)`/`all(…)`, calls and indexes.
 *
 * The parser is total: it never throws, every loop consumes input or stops,
 * and recursion is bounded by the nesting limit (parentheses, `not`, calls
 * and quantifiers each count one level, as in wirefilter). It stops at the
 * first syntax error and reports it at the offending token. It does not know
 * the scheme: literal kinds are decided by their shape and types are checked
 * later by the checker.
 */
import type {
  AccessNode,
  ArgNode,
  BoolNode,
  CallNode,
  ExprNode,
  IndexKey,
  ListNode,
  LiteralNode,
  RhsNode,
  RootNode,
  SetNode,
  StringNode,
} from './ast.js';
import {
  CH_COMMA,
  CH_DOLLAR,
  CH_DOT,
  CH_LBRACE,
  CH_LBRACKET,
  CH_LPAREN,
  CH_MINUS,
  CH_QUOTE,
  CH_RBRACE,
  CH_RBRACKET,
  CH_RPAREN,
  CH_STAR,
  CH_TAB,
  type ScanError,
  type StringScan,
  classifyBare,
  isRustWhitespace,
  isBareChar,
  isDigit,
  isIdentChar,
  isLetter,
  isRawStringStart,
  isSpace,
  scanBare,
  scanIdentifier,
  scanQuotedString,
  scanRawString,
  scanRegexString,
  scanWord,
  trimmedEnd,
  trimmedStart,
} from './lexer.js';
import type { ProblemList, ProblemData } from './problems.js';
import type { MessageIdOf } from './messages.js';
import { COMPARE_OP_TEXT, type CompareOp, INFIX_FUNCTION_WORDS, KEYWORDS, LOGICAL_WORDS, type LogicalOp, WORD_COMPARE_OPS } from './tokens.js';
import { EXPRESSION_LIMITS } from '../data/expression-limits.js';
import type { ValueEdit } from '../engine/value-problem.js';

export type ExpressionKind = 'filter' | 'value';

/** One run of a logical operator: its single operand, or the n-ary node of two or more. */
function logicalRun(op: LogicalOp, operands: ExprNode[]): ExprNode {
  if (operands.length === 1) return operands[0]!;
  return { kind: 'logical', op, operands, start: operands[0]!.start, end: operands[operands.length - 1]!.end, type: undefined };
}

const SYMBOL_CHARS = '=!<>&|^~';
/** Quotes that are not string delimiters: single quote, backtick, and the typographic quotes word processors put in. */
const OTHER_QUOTES: ReadonlySet<number> = new Set([0x27, 0x60, 0x2018, 0x2019, 0x201c, 0x201d]);
const CH_VT = 11;
const CH_FF = 12;
/** Invisible characters that are not whitespace for Rust: zero-width space, non-joiner, joiner, word joiner, byte order mark. */
const ZERO_WIDTH: ReadonlySet<number> = new Set([0x200b, 0x200c, 0x200d, 0x2060, 0xfeff]);

/** A comparison symbol from another language, with the Rules-language spelling that replaces it. */
interface MistypedSymbol {
  readonly symbol: string;
  readonly replacement: string;
  readonly fix: string;
}

/**
 * Symbols starting with `=` or `!=` that wirefilter does not know, longest
 * first (`===` before `=`): JavaScript's `===`/`!==`, Perl's `=~`, the
 * reversed `=>`/`=<`, and a single `=`. wirefilter reads `==` of `===` and
 * then fails on the third character; naming the whole symbol says why.
 */
const MISTYPED_SYMBOLS: readonly MistypedSymbol[] = [
  { symbol: '===', replacement: 'eq` or `==', fix: '==' },
  { symbol: '!==', replacement: 'ne` or `!=', fix: '!=' },
  { symbol: '=~', replacement: 'matches` or `~', fix: '~' },
  { symbol: '=>', replacement: 'ge` or `>=', fix: '>=' },
  { symbol: '=<', replacement: 'le` or `<=', fix: '<=' },
];

/** The mistyped symbol at `pos` (which holds `=` or `!`), if any; a lone `=` is one too. */
function mistypedSymbolAt(text: string, pos: number, limit: number): MistypedSymbol | undefined {
  for (const mistake of MISTYPED_SYMBOLS) {
    if (pos + mistake.symbol.length <= limit && text.startsWith(mistake.symbol, pos)) return mistake;
  }
  if (text.charCodeAt(pos) === 61 && (pos + 1 >= limit || text.charCodeAt(pos + 1) !== 61)) return LONE_EQUALS;
  return undefined;
}

const LONE_EQUALS: MistypedSymbol = { symbol: '=', replacement: 'eq` or `==', fix: '==' };
const EXPECTED_AFTER_CONDITION = '`and`, `or`, `xor` or the end of the expression';

interface LogicalToken {
  readonly op: LogicalOp;
  readonly end: number;
}

/** ASCII lower case of the letter `c` (`_` and digits unchanged enough not to match a letter). */
function asciiLower(c: number): number {
  return c | 0x20;
}

/** The logical operator spelt (in any case) by the `length` letters at `pos`, without slicing them out. */
function logicalWordAt(text: string, pos: number, length: number): LogicalOp | undefined {
  const a = asciiLower(text.charCodeAt(pos));
  const b = asciiLower(text.charCodeAt(pos + 1));
  if (length === 2) return a === 111 /* o */ && b === 114 /* r */ ? 'or' : undefined;
  const c = asciiLower(text.charCodeAt(pos + 2));
  if (a === 97 /* a */ && b === 110 /* n */ && c === 100 /* d */) return 'and';
  if (a === 120 /* x */ && b === 111 /* o */ && c === 114 /* r */) return 'xor';
  return undefined;
}

/** The keywords `Parser.shortWordAt` knows. */
type OperandKeyword = 'not' | 'any' | 'all' | 'true' | 'false' | LogicalOp;

/** The keyword spelt, in any case, by the letters `[start, end)`, compared in place. */
function operandKeywordAt(text: string, start: number, end: number): OperandKeyword | undefined {
  const length = end - start;
  if (length < 2 || length > 5) return undefined;
  if (length <= 3) {
    const logical = logicalWordAt(text, start, length);
    if (logical !== undefined || length === 2) return logical;
  }
  switch (length) {
    case 3:
      return speltAs(text, start, 'not') ? 'not' : speltAs(text, start, 'any') ? 'any' : speltAs(text, start, 'all') ? 'all' : undefined;
    case 4:
      return speltAs(text, start, 'true') ? 'true' : undefined;
    case 5:
      return speltAs(text, start, 'false') ? 'false' : undefined;
    default:
      return undefined;
  }
}

/** Whether the text at `start` spells the lower-case `word` in any case. */
function speltAs(text: string, start: number, word: string): boolean {
  for (let i = 0; i < word.length; i++) if (asciiLower(text.charCodeAt(start + i)) !== word.charCodeAt(i)) return false;
  return true;
}

/** Whether an ASCII word has an upper-case letter (before asking for its lower-case spelling). */
function hasUpperCase(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c >= 65 && c <= 90) return true;
  }
  return false;
}

/**
 * The comparison operator spelt by the word `[start, end)`, compared in place
 * (operators follow every field, so no substring or map lookup per operator).
 */
function compareWordAt(text: string, start: number, end: number): CompareOp | undefined {
  switch (end - start) {
    case 2:
      switch (text.charCodeAt(start)) {
        case 101 /* e */:
          return text.charCodeAt(start + 1) === 113 /* q */ ? 'eq' : undefined;
        case 110 /* n */:
          return text.charCodeAt(start + 1) === 101 /* e */ ? 'ne' : undefined;
        case 105 /* i */:
          return text.charCodeAt(start + 1) === 110 /* n */ ? 'in' : undefined;
        case 108 /* l */:
        case 103 /* g */: {
          const second = text.charCodeAt(start + 1);
          if (second !== 116 /* t */ && second !== 101 /* e */) return undefined;
          return text.charCodeAt(start) === 108 ? (second === 116 ? 'lt' : 'le') : second === 116 ? 'gt' : 'ge';
        }
        default:
          return undefined;
      }
    case 7:
      return text.startsWith('matches', start) ? 'matches' : undefined;
    case 8:
      return text.startsWith('contains', start) ? 'contains' : text.startsWith('wildcard', start) ? 'wildcard' : undefined;
    case 11:
      return text.startsWith('bitwise_and', start) ? 'bitwise_and' : undefined;
    default:
      return undefined;
  }
}

/**
 * Parses `text` as a filter (a condition) or a value expression (a field or
 * function call). Syntax problems go to `problems`; returns `null` when the
 * text does not parse.
 */
export function parseExpression(text: string, kind: ExpressionKind, problems: ProblemList): RootNode | null {
  return new Parser(text, problems).parseRoot(kind);
}

class Parser {
  private pos: number;
  private readonly limit: number;
  private depth = 0;
  private failed = false;
  /** Tabs before this offset have been reported (whitespace is skipped more than once after lookahead). */
  private tabsReportedTo = 0;
  /** Where `peekLogical` last looked, and what it found there. */
  private peekedAt = -1;
  private peeked: LogicalToken | undefined;

  constructor(
    private readonly text: string,
    private readonly problems: ProblemList,
  ) {
    this.pos = trimmedStart(text);
    this.limit = trimmedEnd(text, this.pos);
  }

  parseRoot(kind: ExpressionKind): RootNode | null {
    if (this.pos >= this.limit) return this.fail('empty', 0, this.text.length);
    const root = kind === 'value' ? this.parseValueRoot() : this.parseLogical();
    if (root === null) return null;
    this.skip();
    if (this.pos < this.limit) return kind === 'value' ? this.failToken('valueTrailing') : this.failTrailing();
    return root;
  }

  // ------------------------------------------------------------ helpers

  private fail<M extends MessageIdOf<'syntax'>>(messageId: M, start: number, end: number, data?: ProblemData, fix?: ValueEdit): null {
    if (!this.failed) {
      this.failed = true;
      this.problems.report('syntax', messageId, start, end, data, fix === undefined ? undefined : { fix });
    }
    return null;
  }

  /** Fails at the token at the current position, with its text as `{{token}}`. */
  private failToken<M extends MessageIdOf<'syntax'>>(messageId: M, data?: ProblemData): null {
    const [start, end] = this.tokenBounds(this.pos);
    return this.fail(messageId, start, end, { token: this.describe(start, end), ...data });
  }

  private char(at = this.pos): number {
    return at < this.limit ? this.text.charCodeAt(at) : -1;
  }

  private skip(): void {
    const { text, limit } = this;
    let pos = this.pos;
    while (pos < limit) {
      const c = text.charCodeAt(pos);
      if (isSpace(c)) pos++;
      else if (c === CH_TAB) {
        if (pos >= this.tabsReportedTo) {
          this.problems.report('undocumented-syntax', 'tab', pos, pos + 1, undefined, { fix: { start: pos, end: pos + 1, text: ' ' } });
        }
        pos++;
      } else {
        // Outside strings no token starts with such a character: it is an error wherever it stands.
        if (c > 127 || c === CH_VT || c === CH_FF) this.failInvisibleSpace(pos);
        break;
      }
    }
    if (pos > this.tabsReportedTo) this.tabsReportedTo = pos;
    this.pos = pos;
  }

  /**
   * A space wirefilter does not skip (it skips only space, CR and LF): a
   * no-break space or another Unicode space pasted from a web page, a
   * zero-width space, a byte order mark. The headline names it by code point,
   * as it cannot be seen; the fix writes a plain space.
   */
  private failInvisibleSpace(pos: number): void {
    const c = this.text.charCodeAt(pos);
    if (!isRustWhitespace(c) && !ZERO_WIDTH.has(c)) return;
    const label = `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
    this.fail('invisibleSpace', pos, pos + 1, { char: label }, { start: pos, end: pos + 1, text: ' ' });
  }

  /** The extent of the token at `at`, for messages: a word, a run of operator symbols, or one character. */
  private tokenBounds(at: number): [number, number] {
    if (at >= this.limit) return [this.limit, this.limit];
    const c = this.text.charCodeAt(at);
    if (isBareChar(c)) return [at, scanBare(this.text, at, this.limit)];
    if (SYMBOL_CHARS.includes(this.text.charAt(at))) {
      let end = at + 1;
      while (end < this.limit && SYMBOL_CHARS.includes(this.text.charAt(end))) end++;
      return [at, end];
    }
    if (c === CH_QUOTE) {
      const scan = scanQuotedString(this.text, at, this.limit);
      return [at, scan.node?.end ?? at + 1];
    }
    const wide = c >= 0xd800 && c <= 0xdbff && at + 1 < this.limit ? 2 : 1;
    return [at, at + wide];
  }

  private describe(start: number, end: number): string {
    if (start >= this.limit) return 'the end of the expression';
    const maxShown = 40;
    const code = this.text.charCodeAt(start);
    if (end === start + 1 && (code <= 32 || code === 127 || isRustWhitespace(code) || ZERO_WIDTH.has(code))) {
      return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    }
    const token = this.text.slice(start, Math.min(end, start + maxShown));
    return `\`${token}\``;
  }

  /** The token before `at` (skipping whitespace), for "after `and`". */
  private previousToken(at: number): string | undefined {
    let end = at;
    while (end > 0 && isSpace(this.text.charCodeAt(end - 1))) end--;
    if (end === 0) return undefined;
    let start = end - 1;
    const c = this.text.charCodeAt(start);
    if (isIdentChar(c)) while (start > 0 && isIdentChar(this.text.charCodeAt(start - 1))) start--;
    else if (SYMBOL_CHARS.includes(this.text.charAt(start))) while (start > 0 && SYMBOL_CHARS.includes(this.text.charAt(start - 1))) start--;
    return this.text.slice(start, end);
  }

  private enter(start: number, end: number): boolean {
    if (this.depth >= EXPRESSION_LIMITS.maxNestingDepth) {
      this.fail('nestingLimit', start, end, { max: EXPRESSION_LIMITS.maxNestingDepth });
      return false;
    }
    this.depth++;
    return true;
  }

  /** The word at `at` if it is a whole word (not followed by an identifier character or a dot). */
  private wordAt(at: number): [string, number] | undefined {
    const end = scanWord(this.text, at, this.limit);
    if (end === at) return undefined;
    const next = this.char(end);
    if (isIdentChar(next) || next === CH_DOT) return undefined;
    return [this.text.slice(at, end), end];
  }

  /**
   * `wordAt` for the keywords that may start an operand or a value (`not`,
   * `any`, `all`, `true`, `false`) or may not (`and`, `or`, `xor`), in any
   * case; any other word is `undefined`. Words are compared in place, as most
   * operands are field names and nothing needs cutting out of the text.
   */
  private shortWordAt(at: number): [string, number] | undefined {
    const end = scanWord(this.text, at, this.limit);
    const keyword = operandKeywordAt(this.text, at, end);
    if (keyword === undefined) return undefined;
    const next = this.char(end);
    if (isIdentChar(next) || next === CH_DOT) return undefined;
    return [this.text.startsWith(keyword, at) ? keyword : this.text.slice(at, end), end];
  }

  /** Offset of the next non-space character after `at`. */
  private nextNonSpace(at: number): number {
    while (at < this.limit && (isSpace(this.text.charCodeAt(at)) || this.text.charCodeAt(at) === CH_TAB)) at++;
    return at;
  }

  /**
   * Whether the bare run `[start, end)` that starts with an identifier
   * character is a field or call (an identifier, possibly called or indexed)
   * rather than an unquoted word such as `foo-bar`.
   */
  private isAccessAhead(start: number, end: number): boolean {
    const identEnd = scanIdentifier(this.text, start, this.limit);
    if (identEnd === end) return true;
    const next = this.char(identEnd);
    return next === CH_LBRACKET || next === CH_LPAREN || this.char(this.nextNonSpace(identEnd)) === CH_LPAREN;
  }

  private failScan(error: ScanError): null {
    return this.fail(error.messageId, error.start, error.end, error.data);
  }

  // ------------------------------------------------------------ logical level

  /**
   * A condition: runs of `and` inside runs of `xor` inside runs of `or`
   * (tightest first), each run one n-ary node. One loop over the operands
   * rather than a call per precedence level per operand, so each operator
   * between operands is looked at once.
   */
  private parseLogical(): ExprNode | null {
    const first = this.parseSimple();
    if (first === null) return null;
    /** The operands of the `and` run being read, the finished `and` runs of the `xor` run, and the finished `xor` runs. */
    let ands: ExprNode[] | undefined;
    let xors: ExprNode[] | undefined;
    let ors: ExprNode[] | undefined;
    let last = first;
    for (;;) {
      const save = this.pos;
      this.skip();
      const token = this.peekLogical();
      if (this.failed) return null;
      if (token === undefined) {
        this.pos = save;
        break;
      }
      this.pos = token.end;
      const next = this.parseSimple();
      if (next === null) return null;
      if (token.op === 'and') {
        (ands ??= [last]).push(next);
        continue;
      }
      (xors ??= []).push(ands === undefined ? last : logicalRun('and', ands));
      ands = undefined;
      if (token.op === 'or') {
        (ors ??= []).push(logicalRun('xor', xors));
        xors = undefined;
      }
      last = next;
    }
    if (xors === undefined && ors === undefined) return ands === undefined ? last : logicalRun('and', ands);
    (xors ??= []).push(ands === undefined ? last : logicalRun('and', ands));
    if (ors === undefined) return logicalRun('xor', xors);
    ors.push(logicalRun('xor', xors));
    return logicalRun('or', ors);
  }

  /**
   * A logical operator at the current position; fails on an upper-case one
   * (`AND`). Each logical level asks after every operand, so the answer for
   * the last position asked is kept.
   */
  private peekLogical(): LogicalToken | undefined {
    const pos = this.pos;
    if (pos !== this.peekedAt) {
      this.peeked = this.scanLogical(pos);
      this.peekedAt = pos;
    }
    return this.peeked;
  }

  private scanLogical(pos: number): LogicalToken | undefined {
    const c = this.char(pos);
    if (c === 38 /* & */ || c === 124 /* | */ || c === 94 /* ^ */) {
      if (this.char(pos + 1) !== c) return undefined;
      return { op: c === 38 ? 'and' : c === 124 ? 'or' : 'xor', end: pos + 2 };
    }
    // Only a whole word of two or three letters can be `and`, `or` or `xor` in any case.
    const end = scanWord(this.text, pos, this.limit);
    const length = end - pos;
    if (length < 2 || length > 3) return undefined;
    const next = this.char(end);
    if (isIdentChar(next) || next === CH_DOT) return undefined;
    const op = logicalWordAt(this.text, pos, length);
    if (op === undefined) return undefined;
    // `logicalWordAt` ignores case: anything but the lower-case spelling is an error.
    if (!this.text.startsWith(op, pos)) {
      this.failUppercase(this.text.slice(pos, end), pos, end);
      return undefined;
    }
    return { op, end };
  }

  private failUppercase(word: string, start: number, end: number): null {
    const lower = word.toLowerCase();
    return this.fail('uppercaseKeyword', start, end, { word, lower }, { start, end, text: lower });
  }

  private failTrailing(): null {
    const c = this.char();
    if (c === CH_RPAREN) return this.fail('unmatchedCloseParen', this.pos, this.pos + 1);
    const two = this.text.slice(this.pos, this.pos + 2);
    if (c === 38 /* & */ && two !== '&&') return this.fail('singleSymbol', this.pos, this.pos + 1, { symbol: '&', replacement: 'and` or `&&' });
    if (c === 124 /* | */ && two !== '||') {
      return this.fail('singleSymbol', this.pos, this.pos + 1, { symbol: '|', replacement: 'or` or `||' }, { start: this.pos, end: this.pos + 1, text: '||' });
    }
    if (c === 94 /* ^ */ && two !== '^^') {
      return this.fail('singleSymbol', this.pos, this.pos + 1, { symbol: '^', replacement: 'xor` or `^^' }, { start: this.pos, end: this.pos + 1, text: '^^' });
    }
    const word = this.wordAt(this.pos);
    if (word !== undefined && KEYWORDS.has(word[0].toLowerCase()) && word[0] !== word[0].toLowerCase()) {
      return this.failUppercase(word[0], this.pos, word[1]);
    }
    if (isIdentChar(c) || c === CH_LPAREN || c === 33 /* ! */) return this.failToken('missingLogicalOperator');
    return this.failToken('unexpectedToken', { expected: EXPECTED_AFTER_CONDITION });
  }

  // ------------------------------------------------------------ simple expressions

  private parseSimple(): ExprNode | null {
    this.skip();
    const start = this.pos;
    if (start >= this.limit) {
      const previous = this.previousToken(start);
      return this.fail('expectedExpression', this.limit, this.limit, { where: previous === undefined ? 'here' : `after \`${previous}\`` });
    }
    const c = this.char();
    if (c === CH_LPAREN) return this.parseGroup();
    if (c === 33 /* ! */ && this.char(start + 1) !== 61 /* = */) return this.parseNot(start + 1);
    if (isIdentChar(c)) {
      const word = this.shortWordAt(start);
      if (word !== undefined) {
        const [w, end] = word;
        if (w === 'not') return this.parseNot(end);
        if (LOGICAL_WORDS.has(w.toLowerCase())) return this.failMissingOperand(start, end);
        if ((w === 'any' || w === 'all') && this.char(this.nextNonSpace(end)) === CH_LPAREN) return this.parseQuantifier(w, end);
        if (w === 'true' || w === 'false') {
          this.pos = end;
          return { kind: 'bool', value: w === 'true', start, end, type: undefined } satisfies BoolNode;
        }
        const lower = hasUpperCase(w) ? w.toLowerCase() : w;
        if (lower !== w && (lower === 'not' || lower === 'true' || lower === 'false' || ((lower === 'any' || lower === 'all') && this.char(this.nextNonSpace(end)) === CH_LPAREN))) {
          return this.failUppercase(w, start, end);
        }
      }
      if (isDigit(c)) {
        const end = scanBare(this.text, start, this.limit);
        if (classifyBare(this.text, start, end).kind !== 'word') return this.failLiteralOnLeft(start, end);
      }
      const lhs = this.parseAccess();
      if (lhs === null) return null;
      return this.parseComparisonTail(lhs);
    }
    if (c === CH_QUOTE || isRawStringStart(this.text, start, this.limit)) {
      const scan = c === CH_QUOTE ? scanQuotedString(this.text, start, this.limit) : scanRawString(this.text, start, this.limit, EXPRESSION_LIMITS.maxRawStringHashes, false);
      if (scan.error !== undefined) return this.failScan(scan.error);
      return this.failLiteralOnLeft(start, scan.node.end);
    }
    if (c === CH_MINUS || c === CH_DOLLAR || c === CH_LBRACE) {
      const end = c === CH_LBRACE ? start + 1 : Math.max(start + 1, scanBare(this.text, start + 1, this.limit));
      return this.failLiteralOnLeft(start, end);
    }
    if (c === CH_RPAREN || c === CH_COMMA) return this.failMissingOperand(start, start + 1);
    if ((c === 38 /* & */ || c === 124 /* | */ || c === 94) /* ^ */ && this.char(start + 1) === c) return this.failMissingOperand(start, start + 2);
    return this.failUnexpectedCharacter();
  }

  /** A condition is missing before the token `[start, end)` (`)`, `,` or a logical operator such as the second `and` of `a and and b`). */
  private failMissingOperand(start: number, end: number): null {
    const previous = this.previousToken(start);
    return this.fail('expectedExpression', start, end, { where: previous === undefined ? 'here' : `after \`${previous}\`` });
  }

  private failLiteralOnLeft(start: number, end: number): null {
    return this.fail('literalOnLeft', start, end, { literal: this.text.slice(start, end) });
  }

  private failUnexpectedCharacter(): null {
    const [start, end] = this.tokenBounds(this.pos);
    const char = this.text.slice(start, end);
    const code = char.codePointAt(0) ?? 0;
    const printable = code > 32 && code !== 127 && !isRustWhitespace(code) && !ZERO_WIDTH.has(code);
    const label = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    if (OTHER_QUOTES.has(code)) return this.fail('otherQuote', start, end, { char });
    return this.fail('unexpectedCharacter', start, end, { char: printable ? `\`${char}\`` : label });
  }

  private parseGroup(): ExprNode | null {
    const open = this.pos;
    if (!this.enter(open, open + 1)) return null;
    this.pos++;
    const expr = this.parseLogical();
    if (expr === null) return null;
    this.skip();
    if (this.char() === CH_RPAREN) {
      this.pos++;
      this.depth--;
      return { kind: 'group', expr, start: open, end: this.pos, type: undefined };
    }
    if (this.pos >= this.limit) return this.fail('unclosedParen', open, open + 1);
    if (this.peekLogical() !== undefined || this.failed) return null;
    return this.failToken('expectedCloseParen');
  }

  private parseNot(operandStart: number): ExprNode | null {
    const start = this.pos;
    if (!this.enter(start, operandStart)) return null;
    this.pos = operandStart;
    const operand = this.parseSimple();
    if (operand === null) return null;
    this.depth--;
    return { kind: 'not', operand, start, end: operand.end, type: undefined };
  }

  private parseQuantifier(op: 'any' | 'all', nameEnd: number): ExprNode | null {
    const start = this.pos;
    if (!this.enter(start, nameEnd)) return null;
    this.pos = this.nextNonSpace(nameEnd);
    const open = this.pos;
    this.pos++;
    const arg = this.parseArgument();
    if (arg === null) return null;
    this.skip();
    if (this.char() !== CH_RPAREN) {
      if (this.pos >= this.limit) return this.fail('unclosedParen', open, open + 1);
      // wirefilter reads one argument (a comparison, or a logical expression only when it starts
      // with `(`, `not` or any/all), so `any(a[*] eq 1 and b)` fails at `and`.
      const logical = this.peekLogical();
      if (this.failed) return null;
      if (logical !== undefined) return this.fail('quantifierLogical', this.pos, logical.end, { name: op, token: this.text.slice(this.pos, logical.end) });
      return this.failToken('expectedCloseParen');
    }
    this.pos++;
    this.depth--;
    return { kind: 'quantifier', op, arg, start, end: this.pos, type: undefined };
  }

  // ------------------------------------------------------------ accesses

  private parseAccess(): AccessNode | null {
    const start = this.pos;
    const end = scanIdentifier(this.text, start, this.limit);
    if (end === start) return this.failUnexpectedCharacter();
    if (this.char(end) === CH_DOT) return this.fail('trailingDot', start, end + 1);
    const name = this.text.slice(start, end);
    this.pos = end;
    let node: AccessNode;
    const afterName = this.nextNonSpace(end);
    if (this.char(afterName) === CH_LPAREN) {
      const call = this.parseCall(name, start, end, afterName);
      if (call === null) return null;
      node = call;
    } else {
      node = { kind: 'field', name, start, end, type: undefined };
    }
    // Each index nests the access one level deeper in the tree (`index` → `target`), so a
    // chain of indexes counts against the nesting limit like parentheses do: every walk over
    // the tree (checker, printer, rules) may then recurse safely.
    let indexes = 0;
    for (;;) {
      if (this.char() === CH_LBRACKET) {
        if (!this.enter(this.pos, this.pos + 1)) return null;
        indexes++;
        const key = this.parseIndexKey();
        if (key === null) return null;
        node = { kind: 'index', target: node, key, start, end: this.pos, type: undefined };
        continue;
      }
      this.depth -= indexes;
      const next = this.nextNonSpace(this.pos);
      if (next > this.pos && this.char(next) === CH_LBRACKET) {
        return this.fail('spaceBeforeIndex', this.pos, next, undefined, { start: this.pos, end: next, text: '' });
      }
      return node;
    }
  }

  private parseIndexKey(): IndexKey | null {
    this.pos++;
    this.skip();
    const start = this.pos;
    const c = this.char();
    let key: IndexKey;
    if (c === CH_STAR) {
      this.pos++;
      key = { kind: 'each', start, end: this.pos };
    } else if (c === CH_QUOTE) {
      const scan = scanQuotedString(this.text, start, this.limit);
      if (scan.error !== undefined) return this.failScan(scan.error);
      this.pos = scan.node.end;
      key = { kind: 'key', value: scan.node.value, text: scan.node.text, start, end: this.pos };
    } else if (isRawStringStart(this.text, start, this.limit)) {
      const scan = scanRawString(this.text, start, this.limit, EXPRESSION_LIMITS.maxRawStringHashes, false);
      return this.fail('rawStringKey', start, scan.node?.end ?? start + 1);
    } else if (c === CH_MINUS) {
      return this.fail('negativeIndex', start, scanBare(this.text, start + 1, this.limit));
    } else if (isDigit(c)) {
      const end = scanBare(this.text, start, this.limit);
      const literal = classifyBare(this.text, start, end);
      if (literal.kind !== 'int' || literal.problem !== undefined || literal.value > EXPRESSION_LIMITS.maxArrayIndex) {
        return this.fail('expectedIndex', start, end);
      }
      this.pos = end;
      key = { kind: 'position', value: literal.value, text: literal.text, start, end };
    } else {
      return this.failToken('expectedIndex');
    }
    this.skip();
    if (this.char() !== CH_RBRACKET) return this.failToken('expectedCloseBracket');
    this.pos++;
    return key;
  }

  private parseCall(name: string, start: number, nameEnd: number, open: number): CallNode | null {
    if (!this.enter(open, open + 1)) return null;
    this.pos = open + 1;
    const args: ArgNode[] = [];
    this.skip();
    if (this.char() === CH_RPAREN) {
      this.pos++;
    } else {
      for (;;) {
        const arg = this.parseArgument();
        if (arg === null) return null;
        args.push(arg);
        this.skip();
        const c = this.char();
        if (c === CH_COMMA) {
          const comma = this.pos;
          this.pos++;
          this.skip();
          if (this.char() === CH_RPAREN) return this.fail('trailingComma', comma, comma + 1, undefined, { start: comma, end: comma + 1, text: '' });
          continue;
        }
        if (c === CH_RPAREN) {
          this.pos++;
          break;
        }
        if (this.pos >= this.limit) return this.fail('unclosedParen', open, open + 1);
        const logical = this.peekLogical();
        if (this.failed) return null;
        if (logical !== undefined) return this.fail('logicalArgument', this.pos, logical.end, { token: this.text.slice(this.pos, logical.end) });
        return this.failToken('expectedCommaOrParen');
      }
    }
    this.depth--;
    return { kind: 'call', name, nameEnd, args, start, end: this.pos, type: undefined };
  }

  /** A function or quantifier argument (wirefilter `FunctionCallArgExpr::lex_with`). */
  private parseArgument(): ArgNode | null {
    this.skip();
    const start = this.pos;
    const c = this.char();
    if (c < 0) return this.failToken('expectedArgument');
    if (c === CH_QUOTE) return this.scanned(scanQuotedString(this.text, start, this.limit));
    if (isRawStringStart(this.text, start, this.limit)) return this.scanned(scanRawString(this.text, start, this.limit, EXPRESSION_LIMITS.maxRawStringHashes, false));
    const word = this.shortWordAt(start);
    const startsLogical =
      c === CH_LPAREN ||
      (c === 33 /* ! */ && this.char(start + 1) !== 61) ||
      word?.[0] === 'not' ||
      ((word?.[0] === 'any' || word?.[0] === 'all') && this.char(this.nextNonSpace(word[1])) === CH_LPAREN);
    if (startsLogical) return this.parseLogical();
    if (isBareChar(c)) {
      const end = scanBare(this.text, start, this.limit);
      const literal = classifyBare(this.text, start, end);
      if (literal.kind !== 'word') {
        this.pos = end;
        return literal;
      }
      if (word !== undefined && (word[0] === 'true' || word[0] === 'false')) {
        this.pos = word[1];
        return { kind: 'bool', value: word[0] === 'true', start, end: word[1], type: undefined } satisfies BoolNode;
      }
      if (!isIdentChar(c) || !this.isAccessAhead(start, end)) {
        this.pos = end;
        return literal;
      }
      const access = this.parseAccess();
      if (access === null) return null;
      return this.parseComparisonTail(access);
    }
    return this.failToken('expectedArgument');
  }

  private scanned(scan: StringScan): StringNode | null {
    if (scan.error !== undefined) return this.failScan(scan.error);
    this.pos = scan.node.end;
    return scan.node;
  }

  // ------------------------------------------------------------ comparisons

  /** After an access: a comparison operator and its right side, or nothing (a bare access). */
  private parseComparisonTail(lhs: AccessNode): ExprNode | null {
    const save = this.pos;
    this.skip();
    const opStart = this.pos;
    const c = this.char();
    let op: CompareOp | undefined;
    let opEnd = opStart;
    const next = this.char(opStart + 1);
    switch (c) {
      case 61 /* = */: {
        // `==` not followed by `=` is the common case: no table lookup for it.
        const mistake = next === 61 && this.char(opStart + 2) !== 61 ? undefined : mistypedSymbolAt(this.text, opStart, this.limit);
        if (mistake !== undefined) return this.failMistypedSymbol(opStart, mistake);
        op = 'eq';
        opEnd = opStart + 2;
        break;
      }
      case 33 /* ! */:
        if (next === 61) {
          const mistake = this.char(opStart + 2) === 61 ? mistypedSymbolAt(this.text, opStart, this.limit) : undefined;
          if (mistake !== undefined) return this.failMistypedSymbol(opStart, mistake);
          op = 'ne';
          opEnd = opStart + 2;
          break;
        }
        return this.failNegatedOperator(lhs, opStart, opStart + 1);
      case 60 /* < */:
        if (next === 62 /* > */) return this.fail('singleSymbol', opStart, opStart + 2, { symbol: '<>', replacement: 'ne` or `!=' }, { start: opStart, end: opStart + 2, text: '!=' });
        op = next === 61 ? 'le' : 'lt';
        opEnd = opStart + (next === 61 ? 2 : 1);
        break;
      case 62 /* > */:
        op = next === 61 ? 'ge' : 'gt';
        opEnd = opStart + (next === 61 ? 2 : 1);
        break;
      case 126 /* ~ */:
        op = 'matches';
        opEnd = opStart + 1;
        break;
      case 38 /* & */:
        if (next === 38) {
          this.pos = save;
          return lhs;
        }
        op = 'bitwise_and';
        opEnd = opStart + 1;
        break;
      case CH_QUOTE:
      case CH_LBRACE:
        return this.failToken('unexpectedToken', { expected: 'a comparison operator (eq, contains, in, …)' });
      default: {
        if (!isLetter(c)) {
          if (isDigit(c)) return this.failToken('unexpectedToken', { expected: 'a comparison operator (eq, contains, in, …)' });
          this.pos = save;
          return lhs;
        }
        const wordEnd = scanWord(this.text, opStart, this.limit);
        const known = compareWordAt(this.text, opStart, wordEnd);
        if (known !== undefined) {
          op = known;
          opEnd = wordEnd;
          break;
        }
        // `and`/`or`/`xor` after a bare access: the access is a condition of its own.
        const length = wordEnd - opStart;
        if ((length === 2 || length === 3) && !isIdentChar(this.char(wordEnd))) {
          const logical = logicalWordAt(this.text, opStart, length);
          if (logical !== undefined && this.text.startsWith(logical, opStart)) {
            this.pos = save;
            return lhs;
          }
        }
        const word = this.text.slice(opStart, wordEnd);
        if (word === 'strict') {
          const after = this.nextNonSpace(wordEnd);
          if (this.text.startsWith('wildcard', after) && !isIdentChar(this.char(after + 'wildcard'.length))) {
            if (after !== wordEnd + 1 || this.char(wordEnd) !== 32) {
              return this.fail('strictWildcardSpacing', opStart, after + 'wildcard'.length, undefined, {
                start: opStart,
                end: after + 'wildcard'.length,
                text: 'strict wildcard',
              });
            }
            op = 'strict_wildcard';
            opEnd = after + 'wildcard'.length;
            break;
          }
        }
        const lower = word.toLowerCase();
        if (lower !== word && (KEYWORDS.has(lower) || lower === 'strict') && !isIdentChar(this.char(wordEnd))) return this.failUppercase(word, opStart, wordEnd);
        if (word === 'not' && !isIdentChar(this.char(wordEnd))) return this.failNegatedOperator(lhs, opStart, wordEnd);
        if (INFIX_FUNCTION_WORDS.has(word)) {
          const name = word.includes('_') ? word : word.replace('with', '_with');
          return this.fail('infixFunction', opStart, wordEnd, { name, lhs: this.text.slice(lhs.start, lhs.end) });
        }
        const identEnd = scanIdentifier(this.text, opStart, this.limit);
        if (this.text.slice(opStart, identEnd).includes('.')) {
          // Another field: a missing `and`/`or` (or `,` in a call); the caller says which.
          this.pos = save;
          return lhs;
        }
        return this.fail('unknownOperator', opStart, identEnd, { token: word });
      }
    }
    // A word operator is spelt as the printer spells it (`strict wildcard` with one space, checked above).
    const opText = isLetter(c) ? COMPARE_OP_TEXT[op] : this.text.slice(opStart, opEnd);
    this.pos = opEnd;
    const rhs = this.parseRhs(op, opText);
    if (rhs === null) return null;
    return { kind: 'comparison', lhs, op, opText, opStart, opEnd, rhs, start: lhs.start, end: rhs.end, type: undefined };
  }

  private failMistypedSymbol(start: number, mistake: MistypedSymbol): null {
    const end = start + mistake.symbol.length;
    return this.fail('singleSymbol', start, end, { symbol: mistake.symbol, replacement: mistake.replacement }, { start, end, text: mistake.fix });
  }

  /** `x not in {…}`, `x !contains "…"`: suggest negating the comparison. */
  private failNegatedOperator(lhs: AccessNode, start: number, notEnd: number): null {
    const after = this.nextNonSpace(notEnd);
    const wordEnd = scanWord(this.text, after, this.limit);
    const word = this.text.slice(after, wordEnd);
    const symbol = this.char(after) === 126 ? '~' : undefined;
    const operator = symbol ?? (WORD_COMPARE_OPS.has(word) ? word : undefined);
    if (operator === undefined) {
      this.pos = start;
      return this.failTrailing();
    }
    const operatorEnd = symbol !== undefined ? after + 1 : wordEnd;
    const lhsText = this.text.slice(lhs.start, lhs.end);
    return this.fail(
      'notOperator',
      start,
      operatorEnd,
      { token: this.text.slice(start, operatorEnd), lhs: lhsText, operator },
      { start: lhs.start, end: operatorEnd, text: `not ${lhsText} ${operator}` },
    );
  }

  private parseRhs(op: CompareOp, opText: string): RhsNode | null {
    this.skip();
    const start = this.pos;
    const c = this.char();
    if (c < 0) return this.fail('expectedValue', this.limit, this.limit, { operator: opText });
    if (c === CH_LBRACE) return this.parseSet();
    if (c === CH_DOLLAR) return this.parseList();
    if (c === CH_QUOTE) return this.scanned(op === 'matches' ? scanRegexString(this.text, start, this.limit) : scanQuotedString(this.text, start, this.limit));
    if (isRawStringStart(this.text, start, this.limit)) {
      return this.scanned(scanRawString(this.text, start, this.limit, EXPRESSION_LIMITS.maxRawStringHashes, op === 'matches'));
    }
    if (isBareChar(c)) {
      const end = scanBare(this.text, start, this.limit);
      const literal = classifyBare(this.text, start, end);
      if (literal.kind !== 'word' || !isIdentChar(c)) {
        this.pos = end;
        return literal;
      }
      const word = this.shortWordAt(start);
      if (word !== undefined) {
        if (word[0] === 'true' || word[0] === 'false') {
          this.pos = word[1];
          return { kind: 'bool', value: word[0] === 'true', start, end: word[1], type: undefined } satisfies BoolNode;
        }
        if (LOGICAL_WORDS.has(word[0]) || word[0] === 'not') return this.fail('expectedValue', start, word[1], { operator: opText });
      }
      if (!this.isAccessAhead(start, end)) {
        this.pos = end;
        return literal;
      }
      return this.parseAccess();
    }
    if (c === CH_RPAREN || c === CH_COMMA || c === 38 || c === 124) {
      const [tokenStart, tokenEnd] = this.tokenBounds(start);
      return this.fail('expectedValue', tokenStart, tokenEnd, { operator: opText });
    }
    return this.failUnexpectedCharacter();
  }

  private parseSet(): SetNode | null {
    const open = this.pos;
    this.pos++;
    const elements: LiteralNode[] = [];
    for (;;) {
      this.skip();
      const at = this.pos;
      const c = this.char();
      if (c < 0) return this.fail('unclosedSet', open, open + 1);
      if (c === CH_RBRACE) {
        this.pos++;
        return { kind: 'set', elements, start: open, end: this.pos };
      }
      if (c === CH_COMMA) {
        const spaced = isSpace(this.text.charCodeAt(at - 1)) || isSpace(this.text.charCodeAt(at + 1)) || this.char(at + 1) === CH_RBRACE;
        return this.fail('setComma', at, at + 1, undefined, { start: at, end: at + 1, text: spaced ? '' : ' ' });
      }
      if (c === CH_LBRACE) return this.fail('nestedSet', at, at + 1);
      let element: LiteralNode | null;
      if (c === CH_QUOTE) element = this.scanned(scanQuotedString(this.text, at, this.limit));
      else if (isRawStringStart(this.text, at, this.limit)) element = this.scanned(scanRawString(this.text, at, this.limit, EXPRESSION_LIMITS.maxRawStringHashes, false));
      else if (isBareChar(c)) {
        const end = scanBare(this.text, at, this.limit);
        element = classifyBare(this.text, at, end);
        this.pos = end;
      } else {
        return this.failToken('unexpectedInSet');
      }
      if (element === null) return null;
      elements.push(element);
    }
  }

  private parseList(): ListNode {
    const start = this.pos;
    let end = start + 1;
    while (end < this.limit) {
      const c = this.text.charCodeAt(end);
      if (!isIdentChar(c) && c !== CH_DOT && c !== CH_MINUS) break;
      end++;
    }
    this.pos = end;
    return { kind: 'list', name: this.text.slice(start + 1, end), start, end };
  }

  // ------------------------------------------------------------ value expressions

  private parseValueRoot(): RootNode | null {
    this.skip();
    const start = this.pos;
    const c = this.char();
    if (c === CH_QUOTE) return this.scanned(scanQuotedString(this.text, start, this.limit));
    if (isRawStringStart(this.text, start, this.limit)) return this.scanned(scanRawString(this.text, start, this.limit, EXPRESSION_LIMITS.maxRawStringHashes, false));
    if (isBareChar(c)) {
      const end = scanBare(this.text, start, this.limit);
      const literal = classifyBare(this.text, start, end);
      if (literal.kind !== 'word' || !isIdentChar(c) || !this.isAccessAhead(start, end)) {
        this.pos = end;
        return literal;
      }
      return this.parseAccess();
    }
    return this.failToken('expectedValueExpression');
  }
}
