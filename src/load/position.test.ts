import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineIndex } from './position.js';

describe('LineIndex', () => {
  it('counts LF, CRLF and lone CR as line breaks', () => {
    const text = 'a\nb\r\nc\rd';
    const li = new LineIndex(text);
    expect(li.lineCount).toBe(4);
    expect(li.position(0)).toEqual({ line: 1, column: 1 });
    expect(li.position(2)).toEqual({ line: 2, column: 1 });
    expect(li.position(3)).toEqual({ line: 2, column: 2 }); // the CR of CRLF
    expect(li.position(4)).toEqual({ line: 2, column: 3 }); // its LF
    expect(li.position(5)).toEqual({ line: 3, column: 1 });
    expect(li.position(7)).toEqual({ line: 4, column: 1 });
    expect(li.position(8)).toEqual({ line: 4, column: 2 }); // end of text
  });

  it('does not count U+2028/U+2029 (not line breaks in YAML 1.2)', () => {
    expect(new LineIndex('a\u2028b\u2029c').lineCount).toBe(1);
  });

  it('a text ending in a line break has an empty last line', () => {
    const li = new LineIndex('a\n');
    expect(li.lineCount).toBe(2);
    expect(li.position(2)).toEqual({ line: 2, column: 1 });
  });

  it('columns count UTF-16 code units', () => {
    const li = new LineIndex('😀x');
    expect(li.position(2)).toEqual({ line: 1, column: 3 });
  });

  it('a BOM takes no column on line 1', () => {
    const li = new LineIndex('\ufeffab\ncd');
    expect(li.hasBOM).toBe(true);
    expect(li.position(0)).toEqual({ line: 1, column: 1 });
    expect(li.position(1)).toEqual({ line: 1, column: 1 });
    expect(li.position(2)).toEqual({ line: 1, column: 2 });
    expect(li.position(5)).toEqual({ line: 2, column: 2 });
    expect(li.offset(1, 1)).toBe(1);
  });

  it('clamps offsets and gives ESLint-style ranges', () => {
    const li = new LineIndex('ab\ncd');
    expect(li.position(-3)).toEqual({ line: 1, column: 1 });
    expect(li.position(99)).toEqual({ line: 2, column: 3 });
    expect(li.range(1, 4)).toEqual({ line: 1, column: 2, endLine: 2, endColumn: 2 });
    expect(li.range(4, 1)).toEqual({ line: 2, column: 2, endLine: 2, endColumn: 2 });
    expect(li.lineStart(2)).toBe(3);
  });

  it('property: offset(position(o)) === o', () => {
    const text = fc.string({ unit: fc.constantFrom('a', '\n', '\r', '\r\n', '😀', ' ', '\ufeff'), maxLength: 40 });
    fc.assert(
      fc.property(text, fc.nat(), (t, n) => {
        const li = new LineIndex(t);
        const o = n % (t.length + 1);
        fc.pre(!(li.hasBOM && o === 0));
        const p = li.position(o);
        expect(li.offset(p.line, p.column)).toBe(o);
      }),
      { numRuns: 2000 },
    );
  });
});
