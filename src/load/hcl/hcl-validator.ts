/**
 * Where a `.tf` file stops being HCL, and what was expected there: a
 * validator of HCL's native syntax that reads the file as hashicorp/hcl's
 * parser does (`hclsyntax/parser.go`, `parser_template.go`, over the tokens
 * of `hcl-scanner.ts`) and stops at the first error, with its exact range and
 * a headline from `syntax-messages.ts`.
 *
 * Tree-sitter stays the parser of every file (`hcl-parser.ts`); its error
 * recovery, though, often puts a syntax error far from the mistake (a whole
 * file as one `ERROR`, or a "missing" token it invented), and its grammar
 * lets through what HCL rejects (`a = 1 b = 2`, `"${}"`). The front end runs
 * this validator on every file, and keeps tree-sitter's own report when the
 * validator finds none in a file tree-sitter rejects (`load-hcl.ts`).
 *
 * What it reads: bodies (attributes, blocks with quoted or bare labels,
 * one-line blocks `a { b = 1 }`, each item ending its line), expressions
 * (literals, quoted templates with `${}`, `%{ if }`, `%{ for }` and escapes,
 * heredocs `<<EOT`/`<<-EOT`, tuples, objects with `=` or `:` separated by
 * commas or line breaks, function calls with `::` and `...`, attribute,
 * index, legacy `.0` and splat `[*]`/`.*` traversals, unary and binary
 * operators, conditionals, `for` expressions with `=>`, `...` and `if`),
 * with HCL's rules for where line breaks end an item and where they are
 * skipped (inside `()`, `[]`, `${}` and `for`). Operator precedence does not
 * change which texts are valid, so operands are read in one loop.
 *
 * Where the mistake most likely is differs in places from where HCL reports
 * it: an item that meets the end of the file, or what closes an enclosing
 * construct (`[1, 2 }`), is "never closed" at that token, naming its opener;
 * a name followed by something other than `=` or a block's `{` is reported
 * at that something (HCL names the name).
 *
 * Linear in the text: each token is scanned once and looked at a bounded
 * number of times (the skipped line breaks before a token are counted once
 * per position and mode). Recursion follows the nesting of blocks,
 * brackets, templates and conditionals and stops at `MAX_NESTING_DEPTH`
 * levels, where the validator gives up (no error found: the caller keeps
 * tree-sitter's report). Never throws.
 */
import { didYouMean } from '../../text/did-you-mean.js';
import { isSecretName } from '../../text/secrets.js';
import { MAX_NESTING_DEPTH } from '../limits.js';
import { LineIndex } from '../position.js';
import { HclScanner, validNumber, type Token } from './hcl-scanner.js';
import { code, HCL_SYNTAX_MESSAGES as M, type OpenerAt } from './syntax-messages.js';

/** The first syntax error of a file: its headline and range `[start, end)`. */
export interface HclSyntaxError {
  readonly message: string;
  readonly start: number;
  readonly end: number;
}

/** The first syntax error of `text` as HCL's native syntax, or `undefined` when there is none (or it nests too deeply to tell). */
export function validateHcl(text: string): HclSyntaxError | undefined {
  try {
    new Validator(text).file();
    return undefined;
  } catch (e) {
    // A `Stop` carries the error; anything else (not expected) means the validator cannot tell.
    return e instanceof Stop ? e.error : undefined;
  }
}

class Stop {
  constructor(readonly error: HclSyntaxError | undefined) {}
}

const BINARY: ReadonlySet<string> = new Set(['||', '&&', '==', '!=', '<', '>', '<=', '>=', '+', '-', '*', '/', '%']);
/** Closing brackets: one that closes something else tells that a construct was never closed. */
const CLOSERS: ReadonlySet<string> = new Set(['}', ')', ']']);
const DIRECTIVE_KEYWORDS = ['if', 'for', 'else', 'endif', 'endfor'];
const HEREDOC_START = /<<-?[\p{ID_Start}_][\p{ID_Continue}-]*/uy;
/** A quoted string without interpolations or directives that closes on its line: reported as a whole. */
const SIMPLE_STRING_REST = /(?:[^"\\\r\n$%]|\\[^\r\n]|\$(?!\{)|%(?!\{))*"/y;

function isOp(token: Token, text: string): boolean {
  return token.kind === 'op' && token.text === text;
}

function isKeyword(token: Token, word: string): boolean {
  return token.kind === 'ident' && token.text === word;
}

/** An open `%{ if }` or `%{ for }` of a template, with the range of its directive. */
interface OpenDirective {
  readonly keyword: 'if' | 'for';
  readonly start: number;
  readonly end: number;
  hasElse: boolean;
}

class Validator {
  private readonly text: string;
  private lines: LineIndex | undefined;
  private readonly scanner: HclScanner;
  /** Tokens scanned and not yet read, from `head` on. */
  private queue: Token[] = [];
  private head = 0;
  /** Whether line breaks are tokens (bodies, objects) or skipped (inside brackets, `${}` and `for`), as HCL's `PushIncludeNewlines`. */
  private include = true;
  /** The token `peek` last returned follows a skipped line break. */
  private skipped = false;
  /** The last `nextIndex` answer, for its head and mode: skipped line breaks are counted once. */
  private cached = { head: -1, include: true, index: 0, skipped: false };
  private depth = 0;
  /** How many template sequences (`${ }`, `%{ }`) are open: inside one, words and numbers are named, not quoted (`found`). */
  private sequences = 0;
  /** Inside the value of an argument or object key whose name says it holds a secret: words and numbers are named, not quoted. */
  private secret = false;
  /** The last token read. */
  private last: Token | undefined;

  constructor(text: string) {
    this.text = text;
    this.scanner = new HclScanner(text, (offset, opener) => this.opener(offset, opener));
  }

  file(): void {
    this.body(undefined);
  }

  // Tokens.

  private opener(offset: number, text: string): OpenerAt {
    this.lines ??= new LineIndex(this.text);
    const { line, column } = this.lines.position(offset);
    return { text, line, column };
  }

  private fill(index: number): Token {
    while (this.queue.length <= index) this.queue.push(this.scanner.next());
    return this.queue[index] as Token;
  }

  /** The queue index of the next token in the current mode. */
  private nextIndex(): number {
    const cached = this.cached;
    if (cached.head === this.head && cached.include === this.include) {
      this.skipped = cached.skipped;
      return cached.index;
    }
    let i = this.head;
    let skipped = false;
    if (this.include) this.fill(i);
    else
      while (this.fill(i).kind === 'newline') {
        i++;
        skipped = true;
      }
    this.cached = { head: this.head, include: this.include, index: i, skipped };
    this.skipped = skipped;
    return i;
  }

  /** The next token; a lexical error there is the error. */
  private peek(): Token {
    const token = this.queue[this.nextIndex()] as Token;
    if (token.kind === 'error') throw new Stop({ message: token.message ?? '', start: token.start, end: token.end });
    return token;
  }

  private read(): Token {
    const token = this.peek();
    this.head = this.nextIndex() + 1;
    this.last = token;
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
      this.cached = { head: -1, include: true, index: 0, skipped: false };
    }
    return token;
  }

  /** The token after the next one, in the current mode (a lexical error is returned, not raised). */
  private peekSecond(): Token {
    let i = this.nextIndex() + 1;
    if (!this.include) while (this.fill(i).kind === 'newline') i++;
    return this.fill(i);
  }

  /** The first token after the line breaks that follow the next token (a lexical error is returned, not raised). */
  private pastLineBreaks(): Token {
    let i = this.nextIndex();
    while (this.fill(i).kind === 'newline') i++;
    return this.fill(i);
  }

  private withNewlines<T>(include: boolean, read: () => T): T {
    const saved = this.include;
    this.include = include;
    try {
      return read();
    } finally {
      this.include = saved;
    }
  }

  /** `read` the value of `name` and what follows it; when the name says it holds a secret (`isSecretName`), its words are not quoted. */
  private valueOf<T>(name: string | undefined, read: () => T): T {
    const saved = this.secret;
    this.secret ||= isSecretName(name);
    try {
      return read();
    } finally {
      this.secret = saved;
    }
  }

  /** One level deeper; past the nesting limit the validator gives up. */
  private nested(read: () => void): void {
    if (++this.depth > MAX_NESTING_DEPTH) throw new Stop(undefined);
    try {
      read();
    } finally {
      this.depth--;
    }
  }

  // Errors.

  private stop(start: number, end: number, message: string): never {
    throw new Stop({ message, start, end });
  }

  /** Stop at `token` with `message`: a line break or the end of the file as an empty range where it starts, a simple string as a whole. */
  private fail(token: Token, message: string): never {
    let end = token.end;
    if (token.kind === 'newline' || token.kind === 'eof') end = token.start;
    else if (token.kind === 'oquote') {
      SIMPLE_STRING_REST.lastIndex = token.end;
      const rest = SIMPLE_STRING_REST.exec(this.text);
      if (rest) end = token.end + rest[0].length;
    }
    this.stop(token.start, end, message);
  }

  /** What a token is, as a headline ends: "found `x`", "found a string"; inside a template sequence, "found a name". */
  private found(token: Token): string {
    switch (token.kind) {
      case 'ident':
      case 'number':
        // A string's `${` or `%{` may be the text of a secret (`"s3cr%{et"`), a secret's words a value left unquoted: they are not quoted.
        if (this.sequences > 0 || this.secret) return token.kind === 'ident' ? 'a name' : 'a number';
        return code(token.text);
      case 'newline':
        return 'the end of the line';
      case 'eof':
        return 'the end of the file';
      case 'oquote':
        return 'a string';
      case 'oheredoc':
        return 'a heredoc';
      default:
        return code(token.text);
    }
  }

  /**
   * At `token`, which cannot follow an item of the construct `open` opened:
   * when it is the end of the file, closes something else, or starts the next
   * argument on a line of its own (`name =`), the construct was never closed;
   * otherwise `message` says what was expected.
   */
  private unclosedOr(token: Token, open: Token, closer: string, message: string): never {
    const afterLineBreak = this.skipped;
    const closesOther = token.kind === 'seqEnd' || (token.kind === 'op' && CLOSERS.has(token.text) && token.text !== closer);
    const nextArgument = afterLineBreak && token.kind === 'ident' && isOp(this.peekSecond(), '=');
    if (token.kind === 'eof' || closesOther || nextArgument) this.stop(token.start, token.start, M.neverClosed(closer, this.opener(open.start, open.text)));
    this.fail(token, message);
  }

  // Bodies.

  /** The items of a body up to its `}` (`open` is its `{`) or, at the top, the end of the file. */
  private body(open: Token | undefined): void {
    for (;;) {
      const token = this.peek();
      if (token.kind === 'newline') {
        this.read();
        continue;
      }
      if (token.kind === 'ident') {
        this.item();
        continue;
      }
      if (open) {
        if (isOp(token, '}')) {
          this.read();
          return;
        }
        if (token.kind === 'eof') this.stop(token.start, token.start, M.neverClosed('}', this.opener(open.start, '{')));
      } else {
        if (token.kind === 'eof') return;
        if (isOp(token, '}')) this.fail(token, M.strayClose());
      }
      if (token.kind === 'oquote') this.fail(token, M.unquotedName());
      this.fail(token, M.expectedArgument(this.found(token)));
    }
  }

  private item(): void {
    const name = this.read();
    const next = this.peek();
    if (isOp(next, '=')) return this.attribute(name, false);
    if (next.kind === 'oquote' || next.kind === 'ident' || isOp(next, '{')) return this.block(name);
    if (isOp(next, ':')) this.fail(next, M.colonForEquals(name.text));
    this.fail(next, M.equalsOrBrace(name.text, this.found(next)));
  }

  private attribute(name: Token, oneLine: boolean): void {
    this.read();
    this.valueOf(name.text, () => {
      this.expression(code(`${name.text} =`));
      if (oneLine) return;
      const end = this.peek();
      if (end.kind === 'newline') {
        this.read();
        return;
      }
      if (end.kind === 'eof') return;
      if (isOp(end, ',')) this.fail(end, M.commaAfterArgument(name.text));
      this.fail(end, M.newlineAfterArgument(name.text, this.found(end)));
    });
  }

  private block(name: Token): void {
    let labels = 0;
    let first: { start: number; end: number; found: string } | undefined;
    for (;;) {
      const token = this.peek();
      if (token.kind === 'oquote') {
        const end = this.label();
        first ??= { start: token.start, end, found: 'a string' };
        labels++;
        continue;
      }
      if (token.kind === 'ident') {
        this.read();
        first ??= { start: token.start, end: token.end, found: code(token.text) };
        labels++;
        continue;
      }
      if (isOp(token, '{')) break;
      // `resource "a" "b"` and `{` on the next line; `name "value"` without its `=`; labels and something else.
      if ((token.kind === 'newline' || token.kind === 'eof') && isOp(this.pastLineBreaks(), '{')) this.fail(token, M.braceOnHeaderLine(name.text));
      if (labels === 1 && first) this.stop(first.start, first.end, M.equalsOrBrace(name.text, first.found));
      this.fail(token, M.blockBrace(name.text, this.found(token)));
    }
    const open = this.read();
    const after = this.peek();
    this.nested(() => {
      if (after.kind === 'newline' || after.kind === 'eof' || isOp(after, '}')) this.body(open);
      else this.oneLineBody(open);
    });
    const end = this.peek();
    if (end.kind === 'newline') this.read();
    else if (end.kind !== 'eof') this.fail(end, M.newlineAfterBlock(name.text, this.found(end)));
  }

  /** A quoted block label: no interpolation or directive. Returns its end. */
  private label(): number {
    const open = this.read();
    for (;;) {
      const token = this.peek();
      if (token.kind === 'lit') this.read();
      else if (token.kind === 'cquote') return this.read().end;
      else if (token.kind === 'interp' || token.kind === 'control') this.fail(token, M.labelTemplate(token.text.charAt(0)));
      else this.stop(token.start, token.start, M.neverClosed('"', this.opener(open.start, '"')));
    }
  }

  /** `a { b = 1 }`: one argument, then `}` on the same line. */
  private oneLineBody(open: Token): void {
    const name = this.peek();
    if (name.kind !== 'ident') this.fail(name, M.expectedArgument(this.found(name)));
    this.read();
    const next = this.peek();
    if (!isOp(next, '=')) this.fail(next, M.oneLineEquals(name.text, this.found(next)));
    this.valueOf(name.text, () => {
      this.attribute(name, true);
      const close = this.peek();
      if (isOp(close, '}')) {
        this.read();
        return;
      }
      if (close.kind === 'eof') this.stop(close.start, close.start, M.neverClosed('}', this.opener(open.start, '{')));
      if (isOp(close, ',')) this.fail(close, M.oneLineComma());
      this.fail(close, M.oneLineClose(this.found(close)));
    });
  }

  // Expressions.

  /**
   * An expression: operands joined by binary operators, then, for a
   * conditional, `?`, the true result, `:` and the false result (read by the
   * next round of the loop, so a chain of conditionals does not recurse).
   * `after` names what came before, for "Expected a value after `b =`".
   */
  private expression(after: string, isKey = false): void {
    for (;;) {
      this.operand(after, isKey);
      for (;;) {
        const operator = this.peek();
        if (operator.kind !== 'op' || !BINARY.has(operator.text)) break;
        this.read();
        this.operand(code(operator.text), false);
      }
      if (!isOp(this.peek(), '?')) return;
      this.read();
      this.nested(() => this.expression('`?`'));
      const colon = this.peek();
      if (!isOp(colon, ':')) this.fail(colon, M.conditionalColon(this.found(colon)));
      this.read();
      after = '`:`';
      isKey = false;
    }
  }

  /** Unary operators, a term, and its traversals. */
  private operand(after: string, isKey: boolean): void {
    let token = this.peek();
    while (isOp(token, '-') || isOp(token, '!')) {
      this.read();
      after = code(token.text);
      isKey = false;
      token = this.peek();
    }
    this.term(token, after, isKey);
    this.traversals();
  }

  private term(token: Token, after: string, isKey: boolean): void {
    switch (token.kind) {
      case 'number':
        this.read();
        if (!validNumber(token.text)) this.fail(token, M.invalidNumber(token.text));
        return;
      case 'ident': {
        this.read();
        const next = this.peek();
        if (isOp(next, '(') || isOp(next, '::')) this.call(token);
        return;
      }
      case 'oquote':
      case 'oheredoc':
        return this.nested(() => this.template(token));
      case 'op':
        if (token.text === '(') return this.parenthesized();
        if (token.text === '[') return this.tuple();
        if (token.text === '{') return this.object();
        if (token.text === '<') {
          // `<<EOT` that does not end its line is no heredoc: two `<`.
          HEREDOC_START.lastIndex = token.start;
          const intro = HEREDOC_START.exec(this.text);
          if (intro) this.stop(token.start, token.start + intro[0].length, M.heredocIntro(intro[0]));
        }
        break;
      default:
    }
    this.fail(token, isKey ? M.expectedKey(after, this.found(token)) : M.expectedValue(after, this.found(token)));
  }

  private parenthesized(): void {
    this.enclosed(this.read(), ')', M.parenClose);
  }

  /** One expression after `open` (read), then `closer`: a parenthesized expression, an index; `close` says what was expected at something else. */
  private enclosed(open: Token, closer: ')' | ']', close: (found: string) => string): void {
    this.nested(() =>
      this.withNewlines(false, () => {
        this.expression(code(open.text));
        const end = this.peek();
        if (isOp(end, closer)) this.read();
        else this.unclosedOr(end, open, closer, close(this.found(end)));
      }),
    );
  }

  private tuple(): void {
    const open = this.read();
    this.nested(() =>
      this.withNewlines(false, () => {
        if (isKeyword(this.peek(), 'for')) return this.forExpression(open, ']');
        this.commaSeparated(open, ']', M.listComma, false);
      }),
    );
  }

  /**
   * Expressions separated by commas after `open` up to `closer`, a comma after
   * the last one allowed: `separator` says what was expected when something
   * else follows one; with `expandable` (a call's arguments) the last may end
   * in `...`.
   */
  private commaSeparated(open: Token, closer: ')' | ']', separator: (found: string) => string, expandable: boolean): void {
    let after = code(open.text);
    for (;;) {
      if (isOp(this.peek(), closer)) {
        this.read();
        return;
      }
      this.expression(after);
      const next = this.peek();
      if (isOp(next, closer)) {
        this.read();
        return;
      }
      if (expandable && isOp(next, '...')) {
        this.read();
        const close = this.peek();
        if (!isOp(close, closer)) this.unclosedOr(close, open, closer, M.expandedLast(this.found(close)));
        this.read();
        return;
      }
      if (!isOp(next, ',')) this.unclosedOr(next, open, closer, separator(this.found(next)));
      this.read();
      after = '`,`';
    }
  }

  private object(): void {
    const open = this.read();
    // `for` may follow on the next line: line breaks do not count for a `for` expression.
    const isFor = this.withNewlines(false, () => isKeyword(this.peek(), 'for'));
    this.nested(() => {
      if (isFor) return this.withNewlines(false, () => this.forExpression(open, '}'));
      this.withNewlines(true, () => {
        let after = '`{`';
        for (;;) {
          const first = this.peek();
          if (first.kind === 'newline') {
            this.read();
            continue;
          }
          if (isOp(first, '}')) {
            this.read();
            return;
          }
          this.expression(after, true);
          const key = first.kind === 'ident' && this.last === first ? first.text : undefined;
          const separator = this.peek();
          if (!isOp(separator, '=') && !isOp(separator, ':')) this.unclosedOr(separator, open, '}', M.keyEquals(key, this.found(separator)));
          this.read();
          const next = this.valueOf(key, () => {
            this.expression(code(key === undefined ? separator.text : `${key} ${separator.text}`));
            const end = this.peek();
            if (!isOp(end, '}') && !isOp(end, ',') && end.kind !== 'newline') this.unclosedOr(end, open, '}', M.objectSeparator(this.found(end)));
            return end;
          });
          this.read();
          if (isOp(next, '}')) return;
          if (next.kind !== 'newline') after = '`,`';
        }
      });
    });
  }

  /** `[for v in c : e if cond]` and `{for k, v in c : key => value... if cond}`, after the opening bracket. */
  private forExpression(open: Token, closer: ']' | '}'): void {
    this.read();
    this.forHeader();
    const colon = this.peek();
    if (!isOp(colon, ':')) this.fail(colon, M.forColon(this.found(colon)));
    this.read();
    this.expression('`:`');
    const arrow = this.peek();
    if (isOp(arrow, '=>')) {
      if (closer === ']') this.fail(arrow, M.forTupleArrow());
      this.read();
      this.expression('`=>`');
    } else if (closer === '}') this.fail(arrow, M.forArrow(this.found(arrow)));
    const group = this.peek();
    if (isOp(group, '...')) {
      if (closer === ']') this.fail(group, M.forTupleGroup());
      this.read();
    }
    if (isKeyword(this.peek(), 'if')) {
      this.read();
      this.expression('`if`');
    }
    const end = this.peek();
    if (isOp(end, closer)) this.read();
    else this.unclosedOr(end, open, closer, M.forClose(closer, this.found(end)));
  }

  /** A function call after its name: `::` parts, `(`, arguments separated by commas, the last one maybe expanded with `...`. */
  private call(name: Token): void {
    let fn = name.text;
    let open = this.peek();
    while (isOp(open, '::')) {
      this.read();
      const part = this.peek();
      if (part.kind !== 'ident') this.fail(part, M.functionName(this.found(part)));
      this.read();
      fn += `::${part.text}`;
      open = this.peek();
    }
    if (!isOp(open, '(')) this.fail(open, M.functionParen(fn, this.found(open)));
    this.read();
    this.nested(() => this.withNewlines(false, () => this.commaSeparated(open, ')', (found) => M.argumentComma(fn, found), true)));
  }

  /** `.name`, `.0`, `.*`, `[key]` and `[*]` after a term. */
  private traversals(): void {
    // Inside an attribute-only splat (`a.*.b`) another `.*` is an error.
    let attributeSplat = false;
    for (;;) {
      const token = this.peek();
      if (isOp(token, '.')) {
        this.read();
        const step = this.peek();
        if (step.kind === 'ident') this.read();
        else if (step.kind === 'number') {
          this.read();
          if (step.text.includes('.')) this.fail(step, M.legacyIndex(step.text));
        } else if (isOp(step, '*')) {
          if (attributeSplat) this.fail(step, M.nestedSplat());
          this.read();
          attributeSplat = true;
        } else this.fail(step, M.attributeName(this.found(step)));
        continue;
      }
      if (!isOp(token, '[')) return;
      attributeSplat = false;
      const open = this.read();
      if (isOp(this.peek(), '*')) {
        this.read();
        const close = this.peek();
        if (!isOp(close, ']')) this.fail(close, M.splatClose(this.found(close)));
        this.read();
        continue;
      }
      this.enclosed(open, ']', M.indexClose);
    }
  }

  // Templates.

  /** A quoted template or heredoc, from its opening token to its end; `%{ if }` and `%{ for }` must be balanced inside it. */
  private template(open: Token): void {
    this.read();
    const directives: OpenDirective[] = [];
    for (;;) {
      const token = this.peek();
      switch (token.kind) {
        case 'lit':
          this.read();
          continue;
        case 'interp':
          this.interpolation();
          continue;
        case 'control':
          this.directive(directives);
          continue;
        case 'cquote':
        case 'cheredoc': {
          this.read();
          const unclosed = directives[directives.length - 1];
          if (unclosed) this.stop(unclosed.start, unclosed.end, M.directiveUnclosed(unclosed.keyword));
          return;
        }
        default:
      }
      // The end of the file.
      if (open.kind === 'oquote') this.stop(token.start, token.start, M.neverClosed('"', this.opener(open.start, '"')));
      const lastLine = this.text.slice(this.text.lastIndexOf('\n') + 1);
      if (lastLine.trim() === open.text) this.stop(token.start, token.start, M.markerLineBreak(open.text));
      this.stop(token.start, token.start, M.heredocUnclosed(open.text, this.opener(open.start, open.text)));
    }
  }

  /** Inside a template sequence (`${ }` or `%{ }`), whose words messages do not quote. */
  private inSequence(read: () => void): void {
    this.sequences++;
    try {
      this.nested(read);
    } finally {
      this.sequences--;
    }
  }

  /** `${ expression }`. */
  private interpolation(): void {
    const open = this.read();
    this.inSequence(() =>
      this.withNewlines(false, () => {
        this.expression(code(open.text));
        const close = this.peek();
        if (close.kind === 'seqEnd') return void this.read();
        // The template's end, or a new line that does not close it: the `}` was forgotten.
        if (close.kind === 'eof' || close.kind === 'oquote' || this.skipped) this.stop(open.start, open.end, M.interpolationOpen());
        if (isOp(close, ':')) this.fail(close, M.interpolationColon());
        this.fail(close, M.interpolationClose(this.found(close)));
      }),
    );
  }

  /** `%{ if c }`, `%{ else }`, `%{ endif }`, `%{ for v in c }`, `%{ endfor }`, checked against the template's open directives. */
  private directive(open: OpenDirective[]): void {
    const start = this.read();
    let keyword = '';
    this.inSequence(() =>
      this.withNewlines(false, () => {
        const word = this.peek();
        if (word.kind === 'eof' || word.kind === 'oquote') this.stop(start.start, start.end, M.directiveOpen());
        if (word.kind !== 'ident') this.fail(word, M.directiveKeyword(this.found(word)));
        this.read();
        keyword = word.text;
        if (keyword === 'if') this.expression('`if`');
        else if (keyword === 'for') this.forHeader();
        else if (keyword !== 'else' && keyword !== 'endif' && keyword !== 'endfor') this.fail(word, M.directiveUnknown(didYouMean(keyword, DIRECTIVE_KEYWORDS)));
        const close = this.peek();
        if (close.kind === 'seqEnd') return void this.read();
        if (close.kind === 'eof' || close.kind === 'oquote' || this.skipped) this.stop(start.start, start.end, M.directiveOpen());
        this.fail(close, M.directiveClose(keyword, this.found(close)));
      }),
    );
    const end = this.last?.end ?? start.end;
    const top = open[open.length - 1];
    const at = (directive: OpenDirective): OpenerAt => this.opener(directive.start, directive.keyword);
    switch (keyword) {
      case 'if':
      case 'for':
        open.push({ keyword: keyword as 'if' | 'for', start: start.start, end, hasElse: false });
        return;
      case 'else':
        if (!top) this.stop(start.start, end, M.directiveUnopened('else', 'if'));
        if (top.keyword === 'for') this.stop(start.start, end, M.directiveMismatch('endfor', at(top), 'else'));
        if (top.hasElse) this.stop(start.start, end, M.directiveSecondElse(at(top)));
        top.hasElse = true;
        return;
      default: {
        const opener = keyword === 'endif' ? 'if' : 'for';
        if (!top) this.stop(start.start, end, M.directiveUnopened(keyword, opener));
        if (top.keyword !== opener) this.stop(start.start, end, M.directiveMismatch(`end${top.keyword}`, at(top), keyword));
        open.pop();
      }
    }
  }

  /** After `for` (of an expression or a `%{ for }` directive): the names, `in`, the collection. */
  private forHeader(): void {
    const name = this.peek();
    if (name.kind !== 'ident') this.fail(name, M.forName(false, this.found(name)));
    this.read();
    if (isOp(this.peek(), ',')) {
      this.read();
      const value = this.peek();
      if (value.kind !== 'ident') this.fail(value, M.forName(true, this.found(value)));
      this.read();
    }
    const inKeyword = this.peek();
    if (!isKeyword(inKeyword, 'in')) this.fail(inKeyword, M.forIn(this.found(inKeyword)));
    this.read();
    this.expression('`in`');
  }
}
