import { describe, expect, it } from 'vitest';
import { MAX_QUOTED_LENGTH, shortened } from './headline.js';

describe('shortened', () => {
  it.each([
    ['a short text, as written', 'abc', 'abc'],
    ['a text of exactly the limit, as written', 'x'.repeat(MAX_QUOTED_LENGTH), 'x'.repeat(MAX_QUOTED_LENGTH)],
    ['a longer text, cut with an ellipsis', 'x'.repeat(MAX_QUOTED_LENGTH + 1), `${'x'.repeat(MAX_QUOTED_LENGTH - 1)}…`],
    ['an emoji across the cut, dropped whole', `${'x'.repeat(MAX_QUOTED_LENGTH - 2)}😀tail`, `${'x'.repeat(MAX_QUOTED_LENGTH - 2)}…`],
    ['an emoji before the cut, kept', `${'x'.repeat(MAX_QUOTED_LENGTH - 3)}😀tail`, `${'x'.repeat(MAX_QUOTED_LENGTH - 3)}😀…`],
  ])('%s', (_name, text, expected) => {
    expect(shortened(text)).toBe(expected);
    expect(shortened(text).length).toBeLessThanOrEqual(MAX_QUOTED_LENGTH);
  });
});
