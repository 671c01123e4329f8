import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeSource, firstInvalidUtf8 } from './decode.js';

describe('decodeSource', () => {
  it.each([
    ['lone continuation byte', [0x61, 0x80, 0x62], 1],
    ['truncated sequence', [0x61, 0xe2, 0x82], 1],
    ['overlong encoding', [0xc0, 0xaf], 0],
    ['UTF-8-encoded surrogate', [0xed, 0xa0, 0x80], 0],
    ['beyond U+10FFFF', [0xf4, 0x90, 0x80, 0x80], 0],
    ['latin-1 é', [0x63, 0x61, 0x66, 0xe9], 3],
  ])('finds the first invalid byte: %s', (_name, bytes, index) => {
    expect(firstInvalidUtf8(new Uint8Array(bytes))).toBe(index);
    expect(decodeSource(new Uint8Array(bytes)).problems[0]?.code).toBe('not-utf8');
  });

  it('property: agrees with TextDecoder (fatal) and points at the right text offset', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 10 }), (noise, prefix) => {
        const bytes = new Uint8Array([...new TextEncoder().encode(prefix), ...noise]);
        let valid = true;
        try {
          new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        } catch {
          valid = false;
        }
        const bad = firstInvalidUtf8(bytes);
        expect(bad === bytes.length).toBe(valid);
        const d = decodeSource(bytes);
        if (!valid && !(bytes[0] === 0xff && bytes[1] === 0xfe) && !(bytes[0] === 0xfe && bytes[1] === 0xff)) {
          const p = d.problems[0];
          expect(p?.code).toBe('not-utf8');
          expect(d.text[p!.start]).toBe('\ufffd');
          expect(d.text.slice(0, p!.start)).toBe(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(0, bad)));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('UTF-16 big endian with a BOM', () => {
    const be = new Uint8Array([0xfe, 0xff, ...Array.from('a: 1').flatMap((c) => [0, c.charCodeAt(0)])]);
    const d = decodeSource(be);
    expect(d.encoding).toBe('utf-16be');
    expect(d.text).toBe('\ufeffa: 1');
  });
});
