import { describe, expect, it } from 'vitest';
import { counted } from './counted.js';

describe('counted', () => {
  it.each([
    [0, 'character', '0 characters'],
    [1, 'character', '1 character'],
    [2, 'character', '2 characters'],
    [1, 'lint error', '1 lint error'],
    [12, 'count', '12 counts'],
  ])('%i %s → %s', (n, noun, text) => {
    expect(counted(n, noun)).toBe(text);
  });
});
