/**
 * `narrowTextWidth` answers as string-width does (the copy eslint-formatter-pretty
 * resolves, which the bundle's stand-in falls back to): every character of its
 * ranges one by one, then random texts of them, CR LF pairs and runs of
 * controls included; and it declines text it does not know.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NARROW_RANGES, narrowTextWidth } from './terminal-width.js';

const prettyRequire = createRequire(createRequire(import.meta.url).resolve('eslint-formatter-pretty'));
const stringWidth = ((await import(pathToFileURL(prettyRequire.resolve('string-width')).href)) as { default: (text: string) => number }).default;

const narrowCodePoints = NARROW_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));

describe('narrowTextWidth', () => {
  it('gives every character of its ranges the width string-width gives it', () => {
    const differ = narrowCodePoints.filter((c) => narrowTextWidth(String.fromCodePoint(c)) !== stringWidth(String.fromCodePoint(c)));
    expect(differ.map((c) => c.toString(16))).toEqual([]);
  });

  it('gives control characters no column and the others one', () => {
    expect(narrowTextWidth('\u0001ruleset\u0001 \u2192 \u201cphase\u201d\u2026')).toBe(18);
    expect(narrowTextWidth('\r\n\t')).toBe(0);
    expect(narrowTextWidth('')).toBe(0);
  });

  it('answers as string-width for any text of those characters', () => {
    const text = fc.array(fc.oneof(fc.constantFrom(...narrowCodePoints), fc.constant(0x0d), fc.constant(0x0a)), { maxLength: 40 }).map((cs) => String.fromCodePoint(...cs));
    fc.assert(fc.property(text, (t) => narrowTextWidth(t) === stringWidth(t)));
  });

  it('leaves out the colour and style sequences chalk writes, as string-width strips them', () => {
    expect(narrowTextWidth('\u001b[1mip.geoip.asnum\u001b[22m is deprecated; use \u001b[1mip.src.asnum\u001b[22m.  \u001b[2mexpression/x\u001b[22m')).toBe(61);
    expect(narrowTextWidth('\u001b[33m\u001b[39m\u001b[m')).toBe(0);
    const sgr = fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 3 }).map((ps) => `\u001b[${ps.join(';')}m`);
    const piece = fc.oneof(sgr, fc.constantFrom(...narrowCodePoints).map((c) => String.fromCodePoint(c)));
    fc.assert(fc.property(fc.array(piece, { maxLength: 30 }).map((ps) => ps.join('')), (t) => narrowTextWidth(t) === stringWidth(t)));
  });

  it.each([
    ['a cursor movement', '\u001b[2Aup'],
    ['an OSC hyperlink', '\u001b]8;;https://example.com\u0007link\u001b]8;;\u0007'],
    ['a lone ESC', 'a\u001bb'],
    ['a wide character', 'zone \u4e2d'],
    ['an emoji', 'ok \u{1f600}'],
    ['a combining mark', 'e\u0301'],
    ['a soft hyphen', 'soft\u00adhyphen'],
    ['a zero-width joiner', 'a\u200db'],
    ['DEL', 'a\u007f'],
  ])('leaves text with %s to string-width', (_, text) => {
    expect(narrowTextWidth(text)).toBeUndefined();
  });
});
