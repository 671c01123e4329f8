/**
 * The headlines of HCL syntax errors (`hcl-syntax` load problems), in one
 * table for the scanner and the validator (`hcl-scanner.ts`,
 * `hcl-validator.ts`) and for the escapes the template reader checks
 * (`template.ts`). Each is one sentence of at most 100 characters with
 * typical values (`src/text/headline.ts`): what was expected where, then what
 * was found, in the spirit of hashicorp/hcl's summaries ("Missing item
 * separator", "Missing newline after argument", "Invalid expression").
 *
 * Quoted tokens are identifiers, numbers and punctuation, cut to
 * `MAX_HCL_QUOTED_LENGTH`, so that a headline quoting two of them stays
 * within 100 characters; the text of a string or heredoc is never quoted (it
 * may hold a secret), only named ("a string"), nor is a word or number inside
 * its `${ }` or `%{ }` ("a name"): a secret with `%{` or `${` in it is read
 * as one; nor in the value of an argument or object key whose name says it
 * holds a secret (`isSecretName`), where an unquoted secret reads as words.
 */
import { shortened } from '../../text/headline.js';

/**
 * The most characters of one quoted token: shorter than `MAX_QUOTED_LENGTH`, as several headlines quote two
 * (a name and what was found after it). Terraform's names fit, with ` =` after them (`ownership_challenge =`).
 */
export const MAX_HCL_QUOTED_LENGTH = 24;

/** `name` in backticks, cut to the quoting limit; a backtick in it (never in a name or an operator) is written as its code point. */
export function code(name: string): string {
  const text = shortened(name, MAX_HCL_QUOTED_LENGTH);
  return text.includes('`') ? `"${text.replace(/`/g, 'U+0060')}"` : `\`${text}\``;
}

/** Where an opener sits, for the "never closed" messages. */
export interface OpenerAt {
  readonly text: string;
  readonly line: number;
  readonly column: number;
}

const DIRECTIVES = '`if`, `for`, `else`, `endif` or `endfor`';

export const HCL_SYNTAX_MESSAGES = {
  // What a token is, as the end of an "Expected …, found …" headline, is the caller's `found` text.
  expectedValue: (after: string, found: string) => `Expected a value after ${after}, found ${found}.`,
  expectedKey: (after: string, found: string) => `Expected an object key after ${after}, found ${found}.`,
  expectedArgument: (found: string) => `Expected an argument or block, found ${found}.`,
  unquotedName: () => 'Expected an argument or block name, found a string; names are not quoted.',
  strayClose: () => 'Unexpected `}`; no block is open here.',
  equalsOrBrace: (name: string, found: string) => `Expected \`=\` or a block's \`{\` after ${code(name)}, found ${found}.`,
  colonForEquals: (name: string) => `Expected \`=\` after ${code(name)}, found \`:\`; an argument is set with \`=\`.`,
  newlineAfterArgument: (name: string, found: string) => `Expected a new line after the value of ${code(name)}, found ${found}.`,
  commaAfterArgument: (name: string) => `Unexpected \`,\` after the value of ${code(name)}; arguments are separated by new lines.`,
  braceOnHeaderLine: (block: string) => `Expected \`{\` to open block ${code(block)} on this line, found the end of the line.`,
  blockBrace: (block: string, found: string) => `Expected \`{\` to open block ${code(block)}, found ${found}.`,
  newlineAfterBlock: (block: string, found: string) => `Expected a new line after block ${code(block)}, found ${found}.`,
  oneLineEquals: (name: string, found: string) => `Expected \`=\` after ${code(name)} in a one-line block, found ${found}.`,
  oneLineClose: (found: string) => `Expected \`}\` after the argument of a one-line block, found ${found}.`,
  oneLineComma: () => 'Expected `}` after the argument of a one-line block, found `,`; write one argument per line.',
  labelTemplate: (opener: string) => `Unexpected \`${opener}{\` in a block label; write \`${opener}${opener}{\` for a literal \`${opener}{\`.`,
  neverClosed: (closer: string, opener: OpenerAt) => `Missing ${code(closer)} here: the ${code(opener.text)} at line ${opener.line}, column ${opener.column} is never closed.`,
  markerLineBreak: (marker: string) => `Expected a line break after the closing ${code(marker)}, found the end of the file.`,
  // One quote of the marker: the opener `<<-MARKER` would quote it twice.
  heredocUnclosed: (marker: string, opener: OpenerAt) => `Missing ${code(marker)} here to close the heredoc at line ${opener.line}, column ${opener.column}.`,
  heredocIntro: (intro: string) => `Expected a line break after ${code(intro)}; a heredoc's text starts on the next line.`,
  listComma: (found: string) => `Expected a comma between list items, found ${found}.`,
  argumentComma: (fn: string, found: string) => `Expected a comma between arguments of ${code(fn)}, found ${found}.`,
  expandedLast: (found: string) => `Expected \`)\` after the expanded argument \`...\`, found ${found}.`,
  functionName: (found: string) => `Expected a function name after \`::\`, found ${found}.`,
  functionParen: (fn: string, found: string) => `Expected \`(\` after the function name ${code(fn)}, found ${found}.`,
  keyEquals: (key: string | undefined, found: string) => `Expected \`=\` after the object key${key === undefined ? '' : ` ${code(key)}`}, found ${found}.`,
  objectSeparator: (found: string) => `Expected a comma or a new line between object items, found ${found}.`,
  parenClose: (found: string) => `Expected \`)\` to close the parenthesis, found ${found}.`,
  indexClose: (found: string) => `Expected \`]\` to close the index, found ${found}.`,
  splatClose: (found: string) => `Expected \`]\` after \`[*\`, found ${found}.`,
  attributeName: (found: string) => `Expected an attribute name after \`.\`, found ${found}.`,
  legacyIndex: (index: string) => `Expected one index after \`.\`, found ${code(index)}; write ${code(`[${index.replace(/\./g, '][')}]`)}.`,
  nestedSplat: () => 'Unexpected `*`: a `.*` splat cannot hold another splat; use `[*]` for the outer one.',
  invalidNumber: (number: string) => `Invalid number ${code(number)}; a number has one \`.\` at most, before its exponent.`,
  conditionalColon: (found: string) => `Expected \`:\` and the false result of the conditional, found ${found}.`,
  forName: (afterComma: boolean, found: string) => `Expected a variable name after ${afterComma ? '`,` in `for`' : '`for`'}, found ${found}.`,
  forIn: (found: string) => `Expected \`in\` after the variable names of \`for\`, found ${found}.`,
  forColon: (found: string) => `Expected \`:\` after the collection of \`for\`, found ${found}.`,
  forArrow: (found: string) => `Expected \`=>\` after the key of the object \`for\`, found ${found}.`,
  forTupleArrow: () => 'Unexpected `=>` in a list `for`; only an object `{for …}` has keys.',
  forTupleGroup: () => 'Unexpected `...` in a list `for`; only an object `{for …}` groups values.',
  forClose: (closer: string, found: string) => `Expected ${code(closer)} to end the \`for\` expression, found ${found}.`,
  interpolationOpen: () => 'This `${` is never closed; end the interpolation with `}`.',
  interpolationClose: (found: string) => `Expected \`}\` to end the interpolation, found ${found}.`,
  interpolationColon: () => 'Expected `}` to end the interpolation, found `:`; write `$${` for a literal `${`.',
  directiveOpen: () => 'This `%{` is never closed; end the directive with `}`.',
  directiveKeyword: (found: string) => `Expected ${DIRECTIVES} after \`%{\`, found ${found}.`,
  // The word itself is not quoted: it may be the text of a secret with `%{` in it (the range shows it).
  directiveUnknown: (suggestion: string | undefined) =>
    `Unknown template directive; ${suggestion === undefined ? 'use `if`, `for`, `else`, `endif`, `endfor`, or `%%{` for a literal `%{`.' : `did you mean \`${suggestion}\`?`}`,
  directiveClose: (keyword: string, found: string) => `Expected \`}\` to end the \`%{ ${keyword} }\` directive, found ${found}.`,
  directiveUnopened: (keyword: string, opener: string) => `Unexpected \`%{ ${keyword} }\`; no \`%{ ${opener} }\` is open here.`,
  directiveMismatch: (expected: string, opener: OpenerAt, found: string) =>
    `Expected \`%{ ${expected} }\` for the \`%{ ${opener.text} }\` at line ${opener.line}, column ${opener.column}, found \`%{ ${found} }\`.`,
  directiveSecondElse: (opener: OpenerAt) => `Unexpected second \`%{ else }\` for the \`%{ if }\` at line ${opener.line}, column ${opener.column}.`,
  directiveUnclosed: (keyword: 'if' | 'for') => `This \`%{ ${keyword} }\` has no \`%{ end${keyword} }\`; add one after its text.`,
  // Lexical errors: characters and escapes.
  invalidCharacter: (shown: string) => `Invalid character ${shown}; HCL does not use it outside strings and comments.`,
  dashCharacter: (shown: string) => `Invalid character ${shown}; did you mean \`-\`?`,
  curlyQuote: (shown: string) => `Invalid character ${shown}; a string is written in straight double quotes \`"\`.`,
  singleQuote: () => 'Invalid character `\'`; a string is written in double quotes `"`.',
  semicolon: () => 'Invalid character `;`; end an argument with a new line and separate items with commas.',
  backtick: () => 'Invalid character: a backtick; write text of several lines as a heredoc (`<<EOT`).',
  bitwise: (operator: string, instead: string | undefined) =>
    `Unsupported operator ${code(operator)}; ${instead === undefined ? 'HCL has no bitwise operators.' : `did you mean ${code(instead)}?`}`,
  interpolationOutside: () => 'Unexpected `${` outside a string; write the expression without `${ }`.',
  commentOpen: () => 'This `/*` comment is never closed; end it with `*/`.',
  invalidEscape: (selector: string) => `Invalid escape ${escapeShown(selector)}; use \`\\n\`, \`\\r\`, \`\\t\`, \`\\"\`, \`\\\\\`, \`\\uNNNN\` or \`\\UNNNNNNNN\`.`,
  shortUnicodeEscape: (escape: string, digits: number) => `Invalid escape ${code(escape)}; \`${escape.slice(0, 2)}\` takes ${digits === 4 ? 'four' : 'eight'} hexadecimal digits.`,
  notACharacter: (escape: string, code_: number) =>
    `Invalid escape ${code(escape)}; ${code_ > 0x10ffff ? `U+${hex(code_)} is past U+10FFFF, the last character` : `U+${hex(code_)} is a surrogate, not a character`}.`,
  escapeAtLineEnd: (found: string) => `Expected an escape character after \`\\\`, found ${found}.`,
} as const;

/** `\q`, or a backslash before an invisible character or a backtick (`\` before U+0020). */
function escapeShown(selector: string): string {
  const shown = shownCharacter(selector);
  return shown.startsWith('U+') ? `\`\\\` before ${shown}` : code(`\\${selector}`);
}

function hex(n: number): string {
  return n.toString(16).toUpperCase().padStart(4, '0');
}

/** A character as a message shows it: itself when visible, else its code point (`U+00A0`). */
export function shownCharacter(char: string): string {
  if (/^[\p{L}\p{N}\p{P}\p{S}]$/u.test(char) && char !== '`') return `\`${char}\``;
  return `U+${hex(char.codePointAt(0) ?? 0)}`;
}

/** A token tree-sitter's fallback message may quote: a name, or up to three punctuation characters. */
const QUOTABLE_TOKEN = /^(?:[\p{L}_][\p{L}\p{N}_-]*|[^\p{L}\p{N}\s"'<]{1,3})$/u;

/**
 * The headline for the first token tree-sitter could not place, when the
 * validator found nothing: only a name or punctuation is quoted, since a
 * string's or a heredoc's text may be a secret (as in the validator's own headlines).
 */
export function unexpectedTokenMessage(token: string): string {
  if (!token) return 'Unexpected end of input; this is not valid HCL.';
  return QUOTABLE_TOKEN.test(token) ? `Unexpected \`${shortened(token, MAX_HCL_QUOTED_LENGTH)}\`; this is not valid HCL.` : 'This is not valid HCL here.';
}
