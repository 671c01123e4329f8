/**
 * The Rust regex semantics the evaluator reproduces (rules-language.md §12;
 * the regex crate's docs, docs.rs/regex "Syntax" and "Unicode"), where they
 * differ from JavaScript's, and what it declines to decide.
 */
import { describe, expect, it } from 'vitest';
import { toBytes } from './bytes.js';
import { regexMatches, regexReplaceFirst } from './regex-match.js';

const decided = (pattern: string, subject: string): unknown => {
  const result = regexMatches(pattern, toBytes(subject));
  return typeof result === 'boolean' ? result : 'undecided';
};

describe('byte mode (Unicode off, the default)', () => {
  it.each([
    // `.` is any byte but \n (JavaScript's also skips \r, \u2028, \u2029).
    ['a.c', 'a\rc', true],
    ['a.c', 'a\nc', false],
    ['(?s)a.c', 'a\nc', true],
    // A non-ASCII character is several bytes: `.` matches one of them.
    ['^.$', 'é', false],
    ['^..$', 'é', true],
    // Classes are ASCII: \s is not U+00A0, \w not é, \d not Arabic digits.
    ['\\s', '\u00a0', false],
    ['\\w', 'é', false],
    ['\\d', '\u0663', false],
    // (?i) folds ASCII only.
    ['(?i)admin', '/ADMIN', true],
    ['(?i)k', '\u212a', false],
    // `$` is the end of the text, not before a final newline.
    ['^a$', 'a\n', false],
    ['(?m)^b$', 'a\nb\nc', true],
    // A negated class matches \n.
    ['[^a]', '\n', true],
    // Class set operations and ASCII classes.
    ['^[a-z&&[^aeiou]]+$', 'xyz', true],
    ['^[a-z&&[^aeiou]]+$', 'xaz', false],
    ['^[a-z--[aeiou]]+$', 'xyz', true],
    ['[[:digit:]]{3}', 'ab123', true],
    ['[[:^alpha:]]', 'abc', false],
    // \xHH is a byte.
    ['\\xE9', 'é', false],
    ['\\xC3\\xA9', 'é', true],
    // Flags, groups, counted repetition, lazy quantifiers, swap-greed.
    ['(?x) a b  # comment', 'ab', true],
    ['(?P<year>[0-9]{4})-(?<m>[0-9]{2})', '2024-05', true],
    ['^a{2,3}$', 'aaaa', false],
    ['^a{2,}$', 'aaaa', true],
    ['\\bfoo\\b', 'a foo b', true],
    ['\\Bfoo', 'afoo', true],
    ['\\<foo\\>', 'a foo b', true],
    ['\\b{start}foo', 'a foo', true],
    ['\\Afoo\\z', 'foo', true],
  ] as const)('%s on %j', (pattern, subject, expected) => {
    expect(decided(pattern, subject)).toBe(expected);
  });
});

describe('Unicode mode (?u)', () => {
  it.each([
    ['(?u)^.$', 'é', true],
    ['(?u)\\p{Hangul}+', '한국', true],
    ['(?u)\\p{Greek}', 'abc', false],
    ['(?u)\\w', 'é', true],
    ['(?iu)k', '\u212a', true],
    ['(?u)^[^a]$', 'é', true],
    ['(?u)é', 'café', true],
    // Not reproduced: case folding of non-ASCII text, unknown class names.
    ['(?iu)é', 'É', 'undecided'],
    ['(?u)\\p{NotAClass}', 'a', 'undecided'],
    // A Unicode word boundary next to non-ASCII text.
    ['(?u)\\bé', 'é', 'undecided'],
    ['(?u)\\ba', 'a', true],
  ] as const)('%s on %j', (pattern, subject, expected) => {
    expect(decided(pattern, subject)).toBe(expected);
  });
  it('a non-ASCII character outside Unicode mode is not decided (regex-syntax rejects it)', () => {
    expect(decided('é', 'é')).toBe('undecided');
  });
  it('CRLF mode is not decided', () => {
    expect(decided('(?mR)^a$', 'a\r\n')).toBe('undecided');
  });
});

describe('leftmost-first matches and replacements', () => {
  it.each([
    ['a|ab', 'ab', 'X', 'Xb'],
    ['(a*)(a)', 'aaa', '${1}-${2}', 'aa-a'],
    ['(a*?)(a)', 'aaa', '${1}-${2}', '-aaa'],
    ['(?U)(a*)(a)', 'aaa', '${1}-${2}', '-aaa'],
    ['(?P<x>b)', 'abc', '[${x}]', 'a[b]c'],
    ['(b)', 'abc', '$1$$', 'ab$c'],
    ['(b)(c)?', 'ab', '${2}|', 'a|'],
    ['', 'ab', '-', '-ab'],
  ] as const)('regex_replace(%j, %j, %j)', (pattern, subject, replacement, expected) => {
    expect(regexReplaceFirst(pattern, subject, replacement)).toBe(expected);
  });
  it('a capture inside a repetition is not decided (engines keep different iterations)', () => {
    const result = regexReplaceFirst('(?:(a)|b)+', 'ab', '${1}');
    expect(typeof result === 'string' ? result : 'undecided').toBe('undecided');
  });
});

describe('hostile patterns stay linear', () => {
  it('nested quantifiers on a long subject (exponential for a backtracking engine)', () => {
    const started = Date.now();
    expect(decided('(a+)+$', `${'a'.repeat(5000)}b`)).toBe(false);
    expect(decided('(a|a)*b', 'a'.repeat(5000))).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
  });
  it('a large counted repetition is refused, not run', () => {
    expect(decided('(a{1000}){1000}', 'a')).toBe('undecided');
  });
  it.each([
    ['groups', `${'('.repeat(251)}a${')'.repeat(251)}`],
    ['classes', `${'['.repeat(251)}a${']'.repeat(251)}`],
    ['a chain of repetitions', `a${'{1}'.repeat(251)}`],
  ])('%s nested beyond the nest limit are undecided, not a stack overflow', (_name, pattern) => {
    expect(decided(pattern, 'a')).toBe('undecided');
    expect(decided(`${'('.repeat(250)}a${')'.repeat(250)}`, 'a')).toBe(true);
  });
});
