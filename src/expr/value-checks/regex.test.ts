import { describe, expect, it } from 'vitest';
import { checkRustRegex, regexAsLiteral } from './regex.js';

function errorOf(pattern: string) {
  return checkRustRegex(pattern).find((issue) => issue.code === 'invalid-regex');
}

describe('valid Rust regex syntax', () => {
  it.each([
    '^/articles/200[7-8]/$',
    '(?i)admin',
    '(?u)\\p{Hangul}+',
    '\\.php$',
    '^[a-z0-9_-]{3,16}$',
    'a{2}',
    'a{2,}',
    'a{,3}',
    'a*?b+?c??',
    'a**',
    '(?:a|b)*',
    '(?P<year>\\d{4})-(?<month>\\d{2})',
    '[[:alpha:]][[:^digit:]]',
    '[a-z&&[^aeiou]]',
    '[]a]',
    '[^]a]',
    '[\\]\\[]',
    '\\x41\\x{1F600}\\u00e9',
    '\\bword\\B\\A\\z',
    '\\<start\\>',
    '\\b{start}x\\b{end}',
    '(?x) a b # comment\n c',
    '(?i-u:abc)',
    '\\/\\-\\"\\ \\@',
    '[\\d\\w-]',
    '',
    '(|a)',
    '()',
    '(?)',
    '\\xFF',
  ])('%s', (pattern) => {
    expect(errorOf(pattern)).toBeUndefined();
  });
});

describe('invalid patterns, reported at the offending characters', () => {
  it.each([
    ['(?=a)', 'lookAround', 0, 3],
    ['x(?!a)', 'lookAround', 1, 3],
    ['(?<=a)b', 'lookAround', 0, 4],
    ['(?<!a)b', 'lookAround', 0, 4],
    ['(a)\\1', 'backreference', 3, 2],
    ['(?P<n>a)(?P=n)', 'backreference', 8, 6],
    ['\\k<n>', 'backreference', 0, 5],
    ['(abc', 'syntax', 0, 1],
    ['abc)', 'syntax', 3, 1],
    ['[abc', 'syntax', 0, 1],
    ['*a', 'syntax', 0, 1],
    ['a|*', 'syntax', 2, 1],
    ['(?i)*', 'syntax', 4, 1],
    ['/{id}', 'syntax', 2, 1],
    ['a{3,1}', 'syntax', 1, 5],
    ['a{2', 'syntax', 1, 2],
    ['[z-a]', 'syntax', 1, 3],
    ['[\\d-z]', 'syntax', 1, 4],
    ['\\q', 'syntax', 0, 2],
    ['\\Z', 'syntax', 0, 2],
    ['abc\\', 'syntax', 3, 1],
    ['(?z)', 'syntax', 2, 1],
    ['(?ii)', 'syntax', 3, 1],
    ['(?-)', 'syntax', 2, 1],
    ['(?<>a)', 'syntax', 3, 1],
    ['(?<a>x)(?<a>y)', 'syntax', 10, 1],
    ['\\xZZ', 'syntax', 0, 4],
    ['\\x{}', 'syntax', 0, 4],
    ['[\\b]', 'syntax', 1, 2],
  ])('%s → %s', (pattern, messageId, index, length) => {
    expect(errorOf(pattern)).toMatchObject({ messageId, index, length });
  });

  it('stops at the first error', () => {
    expect(checkRustRegex('(?=a)(?=b)').filter((i) => i.code === 'invalid-regex')).toHaveLength(1);
  });

  it('handles a deep nesting without recursion', () => {
    expect(errorOf(`${'('.repeat(100_000)}a${')'.repeat(100_000)}`)?.data.detail).toMatch(/nest limit/);
    expect(errorOf(`${'['.repeat(100_000)}a`)?.data.detail).toMatch(/nest limit/);
  });
});

describe('Unicode mode is off by default', () => {
  it.each([
    ['\\p{Greek}', 'unicodeClass', 0, 9],
    ['\\pL', 'unicodeClass', 0, 3],
    ['café', 'nonAscii', 3, 1],
    ['[é]', 'nonAscii', 1, 1],
    ['\\x{e9}', 'unicodeClass', 0, 6],
    ['😀', 'nonAscii', 0, 2],
  ])('%s → %s', (pattern, messageId, index, length) => {
    expect(checkRustRegex(pattern)).toEqual([expect.objectContaining({ code: 'regex-unicode', messageId, index, length })]);
  });

  it.each(['(?u)\\p{Greek}', '(?u)café', '(?u:é)', '\\xe9'])('%s needs no warning', (pattern) => {
    expect(checkRustRegex(pattern)).toEqual([]);
  });

  it('scopes (?u) to its group', () => {
    expect(checkRustRegex('(?u:é)é').map((i) => i.index)).toEqual([6]);
  });
});

describe('regexAsLiteral', () => {
  it.each([
    ['example', { literal: 'example', anchored: false }],
    ['^example\\.com$', { literal: 'example.com', anchored: true }],
    ['a\\/b', { literal: 'a/b', anchored: false }],
    ['a.b', undefined],
    ['^abc', undefined],
    ['\\d', undefined],
    ['', undefined],
  ])('%s', (pattern, expected) => {
    expect(regexAsLiteral(pattern)).toEqual(expected);
  });
});
