import { describe, expect, it } from 'vitest';
import { checkWildcard, countWildcardStars } from './wildcard.js';

describe('wildcard patterns', () => {
  it.each(['/articles/*', '*.example.com', 'a\\*b', 'a\\\\b', '*a*b*', '?', ''])('accepts %j', (pattern) => expect(checkWildcard(pattern)).toBeUndefined());

  it.each([
    ['a**', 'doubleStar', 1, 2],
    ['**', 'doubleStar', 0, 2],
    ['a\\?', 'invalidEscape', 1, 2],
    ['a\\n', 'invalidEscape', 1, 2],
    ['a\\', 'trailingEscape', 1, 1],
    ['\\**', undefined, 0, 0],
  ])('%j → %s', (pattern, messageId, index, length) => {
    const issue = checkWildcard(pattern);
    if (messageId === undefined) expect(issue).toBeUndefined();
    else expect(issue).toMatchObject({ messageId, index, length });
  });

  it('reports escapes before double stars (as the wildcard crate does)', () => {
    expect(checkWildcard('**\\x')?.messageId).toBe('invalidEscape');
  });

  it('counts unescaped stars', () => {
    expect(countWildcardStars('a*b\\*c*')).toBe(2);
  });
});
