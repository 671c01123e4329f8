/**
 * Every HCL syntax headline, rendered with typical values (names as long as
 * Terraform attributes get, the longest "found" texts), is a headline:
 * one sentence, at most 100 characters (`src/text/headline.ts`).
 */
import { describe, expect, it } from 'vitest';
import { headlineProblems } from '../../text/headline.js';
import { code, HCL_SYNTAX_MESSAGES as M, shownCharacter, unexpectedTokenMessage } from './syntax-messages.js';

const NAME = 'action_parameters';
const FOUND = 'the end of the line';
const AT = { text: '{', line: 120, column: 42 };

const RENDERED: Record<keyof typeof M, string[]> = {
  expectedValue: [M.expectedValue('`status_code =`', FOUND)],
  expectedKey: [M.expectedKey('`{`', '`=`')],
  expectedArgument: [M.expectedArgument('`=`')],
  unquotedName: [M.unquotedName()],
  strayClose: [M.strayClose()],
  equalsOrBrace: [M.equalsOrBrace(NAME, FOUND), M.equalsOrBrace(NAME, 'a string')],
  colonForEquals: [M.colonForEquals(NAME)],
  newlineAfterArgument: [M.newlineAfterArgument(NAME, 'a heredoc')],
  commaAfterArgument: [M.commaAfterArgument(NAME)],
  braceOnHeaderLine: [M.braceOnHeaderLine('resource')],
  blockBrace: [M.blockBrace('resource', FOUND)],
  newlineAfterBlock: [M.newlineAfterBlock(NAME, '`x`')],
  oneLineEquals: [M.oneLineEquals(NAME, FOUND)],
  oneLineClose: [M.oneLineClose(FOUND)],
  oneLineComma: [M.oneLineComma()],
  labelTemplate: [M.labelTemplate('$'), M.labelTemplate('%')],
  neverClosed: [M.neverClosed('}', AT), M.neverClosed('"', { text: '"', line: 1200, column: 20 })],
  markerLineBreak: [M.markerLineBreak('EXPRESSION')],
  heredocUnclosed: [M.heredocUnclosed('EXPRESSION', { text: '<<-EXPRESSION', line: 1200, column: 20 })],
  heredocIntro: [M.heredocIntro('<<-EXPRESSION')],
  listComma: [M.listComma(FOUND)],
  argumentComma: [M.argumentComma('jsonencode', '`var`')],
  expandedLast: [M.expandedLast('`,`')],
  functionName: [M.functionName(FOUND)],
  functionParen: [M.functionParen('provider::cloudflare::parse', FOUND)],
  keyEquals: [M.keyEquals(NAME, FOUND), M.keyEquals(undefined, '`}`')],
  objectSeparator: [M.objectSeparator('`b`')],
  parenClose: [M.parenClose('`b`')],
  indexClose: [M.indexClose(FOUND)],
  splatClose: [M.splatClose(FOUND)],
  attributeName: [M.attributeName(FOUND)],
  legacyIndex: [M.legacyIndex('12.34')],
  nestedSplat: [M.nestedSplat()],
  invalidNumber: [M.invalidNumber('1.2.3')],
  conditionalColon: [M.conditionalColon(FOUND)],
  forName: [M.forName(false, FOUND), M.forName(true, FOUND)],
  forIn: [M.forIn(FOUND)],
  forColon: [M.forColon(FOUND)],
  forArrow: [M.forArrow(FOUND)],
  forTupleArrow: [M.forTupleArrow()],
  forTupleGroup: [M.forTupleGroup()],
  forClose: [M.forClose(']', FOUND)],
  interpolationOpen: [M.interpolationOpen()],
  interpolationClose: [M.interpolationClose('`b`')],
  interpolationColon: [M.interpolationColon()],
  directiveOpen: [M.directiveOpen()],
  directiveKeyword: [M.directiveKeyword(FOUND)],
  directiveUnknown: [M.directiveUnknown('if'), M.directiveUnknown(undefined)],
  directiveClose: [M.directiveClose('endfor', '`x`')],
  directiveUnopened: [M.directiveUnopened('endfor', 'for'), M.directiveUnopened('else', 'if')],
  directiveMismatch: [M.directiveMismatch('endfor', { text: 'for', line: 1200, column: 48 }, 'else')],
  directiveSecondElse: [M.directiveSecondElse({ text: 'if', line: 1200, column: 48 })],
  directiveUnclosed: [M.directiveUnclosed('if'), M.directiveUnclosed('for')],
  invalidCharacter: [M.invalidCharacter(shownCharacter('\u00a0')), M.invalidCharacter(shownCharacter('€'))],
  dashCharacter: [M.dashCharacter(shownCharacter('–'))],
  curlyQuote: [M.curlyQuote(shownCharacter('“'))],
  singleQuote: [M.singleQuote()],
  semicolon: [M.semicolon()],
  backtick: [M.backtick()],
  bitwise: [M.bitwise('&', '&&'), M.bitwise('^', undefined)],
  interpolationOutside: [M.interpolationOutside()],
  commentOpen: [M.commentOpen()],
  invalidEscape: [M.invalidEscape('q'), M.invalidEscape('`'), M.invalidEscape(' ')],
  shortUnicodeEscape: [M.shortUnicodeEscape('\\U0001F6', 8)],
  notACharacter: [M.notACharacter('\\udfff', 0xdfff), M.notACharacter('\\UFFFFFFFF', 0xffffffff)],
  escapeAtLineEnd: [M.escapeAtLineEnd('the end of the file')],
};

describe('HCL syntax headlines', () => {
  it.each(Object.entries(RENDERED).flatMap(([id, messages]) => messages.map((m): [string, string] => [id, m])))('%s: %s', (_, message) => {
    expect(headlineProblems(message)).toEqual([]);
  });

  // Names, markers and tokens are the user's: a 200-character one is cut, so that a headline quoting two stays one.
  const LONG = 'a'.repeat(200);
  const LONG_AT = { text: `<<-${LONG}`, line: 12345, column: 123 };
  it.each([
    M.expectedValue(code(`${LONG} =`), code(LONG)),
    M.equalsOrBrace(LONG, code(LONG)),
    M.colonForEquals(LONG),
    M.newlineAfterArgument(LONG, code(LONG)),
    M.commaAfterArgument(LONG),
    M.braceOnHeaderLine(LONG),
    M.blockBrace(LONG, code(LONG)),
    M.newlineAfterBlock(LONG, code(LONG)),
    M.oneLineEquals(LONG, code(LONG)),
    M.neverClosed('}', { text: '{', line: 12345, column: 123 }),
    M.markerLineBreak(LONG),
    M.heredocUnclosed(LONG, LONG_AT),
    M.heredocIntro(`<<-${LONG}`),
    M.argumentComma(LONG, code(LONG)),
    M.functionParen(LONG, code(LONG)),
    M.keyEquals(LONG, code(LONG)),
    M.legacyIndex(`${'1'.repeat(100)}.${'2'.repeat(100)}`),
    M.invalidNumber(LONG),
    M.forClose(']', code(LONG)),
  ])('with 200-character values: %s', (message) => {
    expect(headlineProblems(message)).toEqual([]);
  });

  it('a legacy index of several steps is written as that many indexes', () => {
    expect(M.legacyIndex('0.1.2')).toBe('Expected one index after `.`, found `0.1.2`; write `[0][1][2]`.');
  });

  it('a character is shown as itself when visible, by its code point when not (a backtick too)', () => {
    expect([shownCharacter('–'), shownCharacter('😀'), shownCharacter('\u00a0'), shownCharacter('\u200b'), shownCharacter('`')]).toEqual(['`–`', '`😀`', 'U+00A0', 'U+200B', 'U+0060']);
    expect(M.invalidEscape('`')).toBe('Invalid escape `\\` before U+0060; use `\\n`, `\\r`, `\\t`, `\\"`, `\\\\`, `\\uNNNN` or `\\UNNNNNNNN`.');
  });
});

describe('unexpectedTokenMessage (tree-sitter’s error, when the validator finds none)', () => {
  it.each([
    ['', 'Unexpected end of input; this is not valid HCL.'],
    ['}', 'Unexpected `}`; this is not valid HCL.'],
    ['resource', 'Unexpected `resource`; this is not valid HCL.'],
    ['a_very_long_attribute_name_indeed_here', 'Unexpected `a_very_long_attribute_n…`; this is not valid HCL.'],
    // A string's or a heredoc's text is never quoted: it may be a secret.
    ['"hunter2-secret"', 'This is not valid HCL here.'],
    ['<<EOT', 'This is not valid HCL here.'],
    ['s3cr3t value', 'This is not valid HCL here.'],
  ])('%j', (token, message) => {
    expect(unexpectedTokenMessage(token)).toBe(message);
    expect(headlineProblems(message)).toEqual([]);
  });
});
