import { describe, expect, it } from 'vitest';
import { valueAt } from './value-at.js';

describe('valueAt', () => {
  const data = { a: [{ b: 'x' }, null], c: { d: 0 } };
  it.each([
    [['a', 0, 'b'], 'x'],
    [['c', 'd'], 0],
    [[], data],
    [['a', 1], null],
    [['a', 'length'], undefined],
    [['a', 1, 'b'], undefined],
    [['c', 'd', 'e'], undefined],
    [['missing', 'x'], undefined],
  ] as const)('%j', (path, expected) => {
    expect(valueAt(data, path)).toEqual(expected);
  });
});
