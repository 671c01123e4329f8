/**
 * The tokens of HCL's native syntax, one at a time, as hashicorp/hcl's
 * scanner (`hclsyntax/scan_tokens.rl`) cuts them — for the validator
 * (`hcl-validator.ts`), which reads every `.tf` file to its first error.
 *
 * Three modes, as in HCL: expressions and bodies (`main`), quoted templates
 * (`"…"`) and heredocs (`<<EOT`). `${` and `%{` in a template enter `main`,
 * and the `}` that balances them — counted over every brace, as HCL counts
 * them — returns to the template; `"` in `main` opens a string, `<<EOT`
 * followed by a line break a heredoc, which ends at a line whose trimmed text
 * is its marker and that no interpolation started. Comments are skipped; the
 * line break that ends a `#` or `//` comment is a newline token.
 *
 * What HCL's scanner marks invalid — a character HCL has no use for, `;`,
 * `'`, a backtick, the bitwise operators, a `/*` without `*\/`, a line break
 * inside a quoted string, an escape HCL rejects (`ParseStringLiteralToken`)
 * — is an `error` token with its headline.
 *
 * Linear in the text: every character is read a bounded number of times,
 * and the mode stack is an array (no recursion). Never throws.
 */
import { HCL_SYNTAX_MESSAGES as M, shownCharacter, type OpenerAt } from './syntax-messages.js';

export type TokenKind =
  | 'ident'
  | 'number'
  | 'newline'
  | 'eof'
  /** Punctuation and operators; `text` says which (`=`, `==`, `{`, `}`, `...`). */
  | 'op'
  | 'oquote'
  | 'cquote'
  | 'oheredoc'
  | 'cheredoc'
  /** Literal text of a template (escapes included). */
  | 'lit'
  /** `${` or `${~`. */
  | 'interp'
  /** `%{` or `%{~`. */
  | 'control'
  /** The `}` or `~}` that ends an interpolation or directive. */
  | 'seqEnd'
  | 'error';

export interface Token {
  readonly kind: TokenKind;
  readonly start: number;
  readonly end: number;
  /** The token's source (for `op`, `ident`, `number`, `interp`, `control`, `seqEnd`); the marker of a heredoc. */
  readonly text: string;
  /** Of an `error` token. */
  readonly message?: string;
}

type Mode = { readonly kind: 'main' } | { readonly kind: 'string'; readonly open: number } | Heredoc;

interface Heredoc {
  readonly kind: 'heredoc';
  readonly marker: string;
  /** The `<<EOT` / `<<-EOT` introducer. */
  readonly open: number;
  readonly openEnd: number;
  startOfLine: boolean;
}

const IDENT = /[\p{ID_Start}_][\p{ID_Continue}-]*/uy;
const HEREDOC_INTRO = /<<(-?)([\p{ID_Start}_][\p{ID_Continue}-]*)\r?\n/uy;
const NUMBER_VALUE = /^[0-9]+(\.[0-9]*)?([eE][+-]?[0-9]+)?$/;
const HEX = /^[0-9A-Fa-f]$/;
const DASHES = /^[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]$/u;
const CURLY_QUOTES = /^[\u201c\u201d\u201e\u201f\u2033\u2036]$/u;
const CURLY_APOSTROPHES = /^[\u2018\u2019\u201a\u201b\u2032\u2035]$/u;
/** Two-character operators, and `...`. */
const PAIRS: ReadonlySet<string> = new Set(['==', '!=', '>=', '<=', '&&', '||', '::', '=>']);
/** Characters that stand for themselves (hashicorp/hcl's `SelfToken`, less those that are errors). */
const SINGLES: ReadonlySet<string> = new Set(['[', ']', '(', ')', '.', ',', '*', '/', '%', '+', '-', '=', '<', '>', '!', '?', ':']);

/** A number token's value is valid (hashicorp/hcl parses it with `cty.ParseNumberVal`: `1.2.3` is one token, not a number). */
export function validNumber(text: string): boolean {
  return NUMBER_VALUE.test(text);
}

/**
 * The length of the valid escape whose `\` is at `i` of `text`, or where the invalid one ends and why
 * (hashicorp/hcl's `ParseStringLiteralToken`): for the scanner, and for the template reader (`template.ts`),
 * which decodes the valid ones.
 */
export function escapeAt(text: string, i: number): number | { readonly end: number; readonly message: string } {
  const e = text[i + 1];
  if (e === undefined) return { end: i + 1, message: M.escapeAtLineEnd('the end of the file') };
  if (e === '\n' || e === '\r') return { end: i + 1, message: M.escapeAtLineEnd('the end of the line') };
  if (e === 'n' || e === 'r' || e === 't' || e === '"' || e === '\\') return 2;
  if (e === 'u' || e === 'U') {
    const want = e === 'u' ? 4 : 8;
    let digits = 0;
    while (digits < want && HEX.test(text[i + 2 + digits] ?? '')) digits++;
    const escape = text.slice(i, i + 2 + digits);
    if (digits < want) return { end: i + 2 + digits, message: M.shortUnicodeEscape(escape, want) };
    const value = Number.parseInt(text.slice(i + 2, i + 2 + digits), 16);
    if (value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return { end: i + 2 + digits, message: M.notACharacter(escape, value) };
    return 2 + digits;
  }
  const selector = String.fromCodePoint(text.codePointAt(i + 1) ?? 0);
  return { end: i + 1 + selector.length, message: M.invalidEscape(selector) };
}

export class HclScanner {
  private readonly text: string;
  private readonly where: (offset: number, text: string) => OpenerAt;
  private at: number;
  /** After an error token the scanner has nothing more to say. */
  private failed = false;
  private readonly modes: Mode[] = [{ kind: 'main' }];
  /** Open braces, and the brace level at which each open template sequence ends (hashicorp/hcl's `braces`, `retBraces`). */
  private braces = 0;
  private readonly returns: number[] = [];

  /** `where(offset, text)` gives the line and column of an opener for messages. */
  constructor(text: string, where: (offset: number, text: string) => OpenerAt) {
    this.text = text;
    this.where = where;
    this.at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  }

  /** The heredoc being read, when the scanner is inside one. */
  private heredoc(): Heredoc | undefined {
    const mode = this.modes[this.modes.length - 1];
    return mode?.kind === 'heredoc' ? mode : undefined;
  }

  next(): Token {
    const mode = this.modes[this.modes.length - 1] ?? { kind: 'main' };
    if (this.failed || this.at >= this.text.length) return this.token('eof', this.text.length, this.text.length);
    if (mode.kind === 'string') return this.quoted(mode.open);
    if (mode.kind === 'heredoc') return this.heredocPart(mode);
    return this.main();
  }

  private token(kind: TokenKind, start: number, end: number, text = this.text.slice(start, end)): Token {
    this.at = end;
    return { kind, start, end, text };
  }

  private error(start: number, end: number, message: string): Token {
    this.at = end;
    this.failed = true;
    return { kind: 'error', start, end, text: this.text.slice(start, end), message };
  }

  private main(): Token {
    const text = this.text;
    let i = this.at;
    // Spaces and tabs separate tokens (hashicorp/hcl's `Spaces`); comments are skipped up to their line break.
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9) i++;
      else if (c === 35 || (c === 47 && text.charCodeAt(i + 1) === 47)) {
        const nl = text.indexOf('\n', i);
        i = nl < 0 ? text.length : nl;
      } else if (c === 47 && text.charCodeAt(i + 1) === 42) {
        const close = text.indexOf('*/', i + 2);
        if (close < 0) return this.error(i, i + 2, M.commentOpen());
        i = close + 2;
      } else break;
    }
    this.at = i;
    if (i >= text.length) return this.token('eof', text.length, text.length);
    const c = text[i] as string;
    const n = text[i + 1];
    if (c === '\n') return this.token('newline', i, i + 1);
    if (c === '\r' && n === '\n') return this.token('newline', i, i + 2);
    if (c >= '0' && c <= '9') return this.number(i);
    IDENT.lastIndex = i;
    const ident = IDENT.exec(text);
    if (ident) return this.token('ident', i, i + ident[0].length);
    switch (c) {
      case '"':
        this.modes.push({ kind: 'string', open: i });
        return this.token('oquote', i, i + 1);
      case '{':
        this.braces++;
        return this.token('op', i, i + 1);
      case '}':
        return this.closeBrace(i, i + 1);
      case '~':
        if (n === '}') return this.closeBrace(i, i + 2);
        return this.error(i, i + 1, M.bitwise('~', '!'));
      case '<': {
        HEREDOC_INTRO.lastIndex = i;
        const intro = HEREDOC_INTRO.exec(text);
        if (intro) {
          const openEnd = i + 2 + (intro[1] as string).length + (intro[2] as string).length;
          this.modes.push({ kind: 'heredoc', marker: intro[2] as string, open: i, openEnd, startOfLine: true });
          const token = this.token('oheredoc', i, openEnd, intro[2]);
          this.at = i + intro[0].length;
          return token;
        }
        break;
      }
      case '.':
        if (n === '.' && text[i + 2] === '.') return this.token('op', i, i + 3);
        break;
      case '&':
        if (n !== '&') return this.error(i, i + 1, M.bitwise('&', '&&'));
        break;
      case '|':
        if (n !== '|') return this.error(i, i + 1, M.bitwise('|', '||'));
        break;
      case '^':
        return this.error(i, i + 1, M.bitwise('^', undefined));
      case ';':
        return this.error(i, i + 1, M.semicolon());
      case "'":
        return this.error(i, i + 1, M.singleQuote());
      case '`':
        return this.error(i, i + 1, M.backtick());
      case '$':
        if (n === '{') return this.error(i, i + 2, M.interpolationOutside());
        break;
      default:
    }
    if (n !== undefined && PAIRS.has(c + n)) return this.token('op', i, i + 2);
    if (SINGLES.has(c)) return this.token('op', i, i + 1);
    const char = String.fromCodePoint(text.codePointAt(i) ?? 0);
    const shown = shownCharacter(char);
    const message = DASHES.test(char) ? M.dashCharacter(shown) : CURLY_QUOTES.test(char) ? M.curlyQuote(shown) : CURLY_APOSTROPHES.test(char) ? M.singleQuote() : M.invalidCharacter(shown);
    return this.error(i, i + char.length, message);
  }

  /** `}` or `~}`: the end of a template sequence when it balances one, else a closing brace. */
  private closeBrace(start: number, end: number): Token {
    const strip = end - start === 2;
    if (this.returns.length > 0 && this.returns[this.returns.length - 1] === this.braces) {
      this.returns.pop();
      this.braces--;
      this.modes.pop();
      return this.token('seqEnd', start, end);
    }
    this.braces--;
    // `~}` that balances no sequence is still a sequence end, which no brace matches (as in HCL).
    return this.token(strip ? 'seqEnd' : 'op', start, end);
  }

  /** hashicorp/hcl's `NumberLit`: a digit, then digits, `.` and exponents, never ending in `.`. */
  private number(start: number): Token {
    const text = this.text;
    let i = start + 1;
    let end = i;
    for (;;) {
      const c = text[i];
      if (c !== undefined && c >= '0' && c <= '9') end = ++i;
      else if (c === '.') i++;
      else if (c === 'e' || c === 'E') {
        let j = i + 1;
        if (text[j] === '+' || text[j] === '-') j++;
        const d = text[j];
        if (d === undefined || d < '0' || d > '9') break;
        i = end = j + 1;
      } else break;
    }
    return this.token('number', start, end);
  }

  private enterSequence(kind: 'interp' | 'control', start: number): Token {
    const end = this.text[start + 2] === '~' ? start + 3 : start + 2;
    this.braces++;
    this.returns.push(this.braces);
    const heredoc = this.heredoc();
    if (heredoc) heredoc.startOfLine = false;
    this.modes.push({ kind: 'main' });
    return this.token(kind, start, end);
  }

  /** `$${` and `%%{` are literal; a `$` or `%` before anything but `{` is too. */
  private templateSequenceAt(i: number): 'interp' | 'control' | number {
    const text = this.text;
    const c = text[i];
    if (text[i + 1] === '{') return c === '$' ? 'interp' : 'control';
    if (text[i + 1] === c && text[i + 2] === '{') return 3;
    return 1;
  }

  private quoted(open: number): Token {
    const text = this.text;
    const start = this.at;
    let i = start;
    while (i < text.length) {
      const c = text[i] as string;
      if (c === '"') {
        if (i > start) return this.token('lit', start, i);
        this.modes.pop();
        return this.token('cquote', i, i + 1);
      }
      if (c === '\n' || c === '\r') {
        if (i > start) return this.token('lit', start, i);
        return this.error(i, i, M.neverClosed('"', this.where(open, '"')));
      }
      if (c === '$' || c === '%') {
        const sequence = this.templateSequenceAt(i);
        if (typeof sequence === 'number') {
          i += sequence;
          continue;
        }
        if (i > start) return this.token('lit', start, i);
        return this.enterSequence(sequence, i);
      }
      if (c === '\\') {
        const escape = escapeAt(text, i);
        if (typeof escape !== 'number') {
          if (i > start) return this.token('lit', start, i);
          return this.error(i, escape.end, escape.message);
        }
        i += escape;
        continue;
      }
      i++;
    }
    return this.token('lit', start, i);
  }

  private heredocPart(heredoc: Heredoc): Token {
    const text = this.text;
    const start = this.at;
    if (heredoc.startOfLine) {
      const nl = text.indexOf('\n', start);
      if (nl >= 0 && text.slice(start, nl).trim() === heredoc.marker) {
        // The closing marker; the line break after it is a newline token of `main`.
        this.modes.pop();
        const first = start + (text.slice(start, nl).length - text.slice(start, nl).trimStart().length);
        const token = this.token('cheredoc', first, first + heredoc.marker.length);
        this.at = text[nl - 1] === '\r' ? nl - 1 : nl;
        return token;
      }
    }
    let i = start;
    while (i < text.length) {
      const c = text[i] as string;
      if (c === '\n') {
        heredoc.startOfLine = true;
        return this.token('lit', start, i + 1);
      }
      if (c === '$' || c === '%') {
        const sequence = this.templateSequenceAt(i);
        if (typeof sequence === 'number') {
          i += sequence;
          continue;
        }
        if (i > start) {
          heredoc.startOfLine = false;
          return this.token('lit', start, i);
        }
        return this.enterSequence(sequence, i);
      }
      i++;
    }
    heredoc.startOfLine = false;
    return this.token('lit', start, i);
  }
}
