/**
 * The whole problem list of an expression, not just one expected problem:
 * one mistake is reported once (no follow-up problem that names another
 * cause), and a form wirefilter accepts is not reported at all. The table of
 * invalid-expressions.json checks that a problem is among those reported;
 * these cases check that nothing else is.
 */
import { describe, expect, it } from 'vitest';
import { analyzeExpression } from './analyze.js';

interface Case {
  readonly expression: string;
  /** `code/messageId [start, end)` of every problem, in order. */
  readonly problems: readonly string[];
  readonly why: string;
}

const CASES: readonly Case[] = [
  {
    expression: 'any((ssl and http.request.headers.names[*] eq "a"))',
    problems: ['expression-type/mixedLogical [13, 49)'],
    why: 'the `and` mixes types; any() must not add that its argument is a Boolean',
  },
  {
    expression: 'http.request.headers.names[*] eq "a" and ssl',
    problems: ['expression-type/mixedLogical [41, 44)'],
    why: 'the `and` mixes types; the root must not add that it yields an array',
  },
  {
    expression: 'any(http.request.headers[*][*] eq "b")',
    problems: [],
    why: 'two [*] in one chain flatten one array (wirefilter index_expr.rs MapEachIterator)',
  },
  {
    expression: 'any(http.request.body.multipart.names[*][*] contains "passwd")',
    problems: [],
    why: 'Array<Array<String>> unpacked twice is one stream of strings',
  },
  {
    expression: 'any((http.request.headers[*][*] eq "b" and http.request.headers.names[*] eq "c"))',
    problems: ['map-each/differentArrays [69, 72)'],
    why: 'a [*] of another access is still another array',
  },
  {
    expression: '(any(cf.bot_management.detection_ids[*] eq 201326593 and cf.waf.credential_check.username_and_password_leaked))',
    problems: ['syntax/quantifierLogical [53, 56)'],
    why: 'any() takes one comparison (cloudflare-docs example, decided invalid)',
  },
  {
    expression: 'any(cf.bot_management.detection_ids[*] eq 201326593) and cf.waf.credential_check.username_and_password_leaked',
    problems: [],
    why: 'the working form of the docs example',
  },
  {
    expression: 'any(lower(http.request.headers.names[*]) eq "a")',
    problems: ['operator-type/containerOperator [41, 43)'],
    why: 'lower(x[*]) is an array and `eq` does not apply; any() must not add that its argument is a Boolean',
  },
  {
    expression: 'ssl & ssl',
    problems: ['syntax/singleSymbol [4, 5)'],
    why: 'a lost `&` of `&&`, not a bitwise and of a Boolean',
  },
  {
    expression: 'tcp.dstport in {80.. 90}',
    problems: ['invalid-range/missingBound [16, 20)'],
    why: 'the range `80..` has no end; not "expects integers, not nothing" at a space',
  },
  {
    expression: 'ssl and\u00a0ssl',
    problems: ['syntax/invisibleSpace [7, 8)'],
    why: 'a no-break space, named by its code point',
  },
  {
    expression: '\u00a0ssl\u00a0',
    problems: [],
    why: 'Rust trims Unicode whitespace around the whole expression',
  },
];

describe('whole problem lists', () => {
  it.each(CASES.map((c) => [c.expression, c] as const))('%s', (_text, c) => {
    const analysis = analyzeExpression(c.expression, { kind: 'filter' });
    expect(
      analysis.problems.map((p) => `${p.code}/${p.messageId} [${p.start}, ${p.end})`),
      c.why,
    ).toEqual(c.problems);
  });
});

describe('fixes', () => {
  it.each([
    ['ssl & ssl', 'ssl && ssl'],
    ['ssl ^ ssl', 'ssl ^^ ssl'],
    ['http.host === "a"', 'http.host == "a"'],
    ['http.host !== "a"', 'http.host != "a"'],
    ['http.host =~ "^a"', 'http.host ~ "^a"'],
    ['cf.waf.score => 20', 'cf.waf.score >= 20'],
    ['cf.waf.score =< 20', 'cf.waf.score <= 20'],
    ['ssl and\u00a0ssl', 'ssl and ssl'],
    ['ssl\u200b and ssl', 'ssl  and ssl'],
  ])('%s → %s', (text, fixed) => {
    const fixes = analyzeExpression(text, { kind: 'filter' }).problems.flatMap((p) => (p.fix === undefined ? [] : [p.fix]));
    expect(fixes).toHaveLength(1);
    const fix = fixes[0]!;
    expect(text.slice(0, fix.start) + fix.text + text.slice(fix.end)).toBe(fixed);
  });
});
