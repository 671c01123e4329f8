/**
 * Every HCL syntax headline, rendered with typical values (names as long as
 * Terraform attributes get, the longest "found" texts), is a headline:
 * one sentence, at most 100 characters (`src/text/headline.ts`).
 */
import { describe, expect, it } from 'vitest';
import { headlineProblems } from '../../text/headline.js';
import { HCL_SYNTAX_MESSAGES as M, shownCharacter } from './syntax-messages.js';

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
  neverClosed: [M.neverClosed('}', AT), M.neverClosed('EOT', { text: '<<-EOT', line: 1200, column: 20 })],
  markerLineBreak: [M.markerLineBreak('EXPRESSION')],
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

  it('a character is shown as itself when visible, by its code point when not (a backtick too)', () => {
    expect([shownCharacter('–'), shownCharacter('😀'), shownCharacter('\u00a0'), shownCharacter('\u200b'), shownCharacter('`')]).toEqual(['`–`', '`😀`', 'U+00A0', 'U+200B', 'U+0060']);
    expect(M.invalidEscape('`')).toBe('Invalid escape `\\` before U+0060; use `\\n`, `\\r`, `\\t`, `\\"`, `\\\\`, `\\uNNNN` or `\\UNNNNNNNN`.');
  });
});
