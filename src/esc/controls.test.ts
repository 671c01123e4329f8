import { describe, expect, it } from 'vitest';
import { checkSecret, displayControl } from './controls.js';

describe('checkSecret', () => {
  it('accepts a ${NAME} reference', () => {
    expect(checkSecret('${ESC_SECRET}')).toEqual([]);
  });

  it('reports a literal secret with its length only', () => {
    expect(checkSecret('MySecretString321#')).toEqual([{ kind: 'literal', length: 18 }]);
  });

  it('reports length and the first character a cookie cannot hold', () => {
    const secret = `${'a'.repeat(100)}é;`;
    expect(checkSecret(secret)).toEqual([
      { kind: 'literal', length: 102 },
      { kind: 'tooLong', length: 102, max: 100 },
      { kind: 'character', index: 100, length: 1, position: 101 },
    ]);
  });

  it('counts an astral character once', () => {
    expect(checkSecret('ab😀c')).toEqual([
      { kind: 'literal', length: 4 },
      { kind: 'character', index: 2, length: 2, position: 3 },
    ]);
  });

  it('reports an empty secret', () => {
    expect(checkSecret('')).toEqual([{ kind: 'empty' }]);
  });
});

describe('displayControl', () => {
  it('keeps references and masks anything else', () => {
    expect(displayControl({ with_secret: '${ESC_SECRET}' })).toEqual({ with_secret: '${ESC_SECRET}' });
    expect(displayControl({ with_secret: 'hunter2' })).toEqual({ with_secret: '***' });
    expect(displayControl({ with_secrett: 'hunter2', always: true })).toEqual({ with_secrett: '***', always: true });
    expect(displayControl({ with_secret: 12345 })).toEqual({ with_secret: '***' });
    expect(displayControl({ always: true })).toEqual({ always: true });
  });
});
