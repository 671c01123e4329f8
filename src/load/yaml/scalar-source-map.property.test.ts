import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Document, isScalar, parseDocument, Scalar, type Node } from 'yaml';
import { locate } from './locate.js';
import { scalarSourceMap } from './scalar-source-map.js';
import { loadYamlSource, type YamlSourceFile as SourceFile } from './load-yaml.js';

/** The YAML/JSON front end, by file name. */
const loadSource = (path: string, text: string): SourceFile => loadYamlSource(path, text, { format: /\.json$/i.test(path) ? 'json' : 'yaml' });

/** Characters that stress every scalar style: quotes, escapes, indicators, blanks, line breaks, non-ASCII. */
const unit = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(' ', ' ', '  ', '\n', '\n', '\n\n', '\t', '"', "'", '\\', '#', ': ', ' #', '-', '{', '[', ',', '|', '>', '&', '*', '!', '%', '@'),
  },
  { weight: 1, arbitrary: fc.constantFrom('é', '😀', '\u00a0', '\u2028', '\u0085', '\0', '\x07', '\x1b', '\x7f', '\r', '\ufeff', '\ud800') },
);
const value = fc.string({ unit, maxLength: 40 });

const STYLES = [Scalar.PLAIN, Scalar.QUOTE_SINGLE, Scalar.QUOTE_DOUBLE, Scalar.BLOCK_LITERAL, Scalar.BLOCK_FOLDED] as const;

interface Written {
  readonly text: string;
  readonly path: (string | number)[];
}

/** Write `v` with yaml's stringifier in the requested style (yaml picks another if it cannot) and shape. */
function write(v: string, style: Scalar.Type, shape: 'top' | 'nested' | 'flow', lineWidth: number, crlf: boolean): Written {
  const data = shape === 'nested' ? { outer: [{ k: v, z: 'end' }] } : { k: v, z: 'end' };
  const path = shape === 'nested' ? ['outer', 0, 'k'] : ['k'];
  const doc = new Document(data);
  const node = doc.getIn(path, true) as Scalar;
  node.type = style;
  if (shape === 'flow') (doc.contents as unknown as { flow: boolean }).flow = true;
  let text = doc.toString({ lineWidth, minContentWidth: 0 });
  if (crlf) text = text.replace(/\n/g, '\r\n');
  return { text, path };
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  '0': '\0', a: '\x07', b: '\b', e: '\x1b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', N: '\u0085', _: '\u00a0', L: '\u2028', P: '\u2029',
  ' ': ' ', '"': '"', '/': '/', '\\': '\\', '\t': '\t',
};

/** An independent decoder for one escape sequence (the test oracle). */
function decodeEscape(src: string): string | undefined {
  if (src === "''") return "'";
  if (src[0] !== '\\' || src.length < 2) return undefined;
  const c = src[1] as string;
  if (src.length === 2) return SIMPLE_ESCAPES[c];
  const hex = src.slice(2);
  const len = c === 'x' ? 2 : c === 'u' ? 4 : c === 'U' ? 8 : -1;
  if (hex.length !== len || !/^[0-9a-fA-F]+$/.test(hex)) return undefined;
  return String.fromCodePoint(parseInt(hex, 16));
}

/**
 * Check the map of the scalar at `path` character by character: every value
 * character's source is that character, a line break (for folded spaces and
 * line feeds), an escape that decodes to it, or — only for a block scalar's
 * final line feed at the end of the file — nothing.
 */
function checkMap(text: string, path: (string | number)[], file: string): { value: string; type: string | undefined } {
  const f = loadSource(file, text);
  const doc = f.documents[0];
  expect(doc?.fatal).toBe(false);
  const at = locate(doc!, path);
  expect(at.found).toBe(true);
  expect(isScalar(at.node)).toBe(true);
  const node = at.node as Scalar;
  const v = String(node.value);
  const map = scalarSourceMap(node);
  expect(map.exact).toBe(true);
  expect(map.value).toBe(v);
  const [tokenStart = 0, , tokenEnd = 0] = node.range ?? [];
  let prev: { start: number; end: number } | undefined;
  let i = 0;
  while (i < v.length) {
    const r = map.charRange(i);
    // Characters produced by one escape share its range.
    let j = i + 1;
    while (j < v.length && map.charRange(j).start === r.start && map.charRange(j).end === r.end && r.end > r.start) j++;
    const chars = v.slice(i, j);
    const src = text.slice(r.start, r.end);
    expect(r.start).toBeGreaterThanOrEqual(tokenStart);
    expect(r.end).toBeLessThanOrEqual(tokenEnd);
    if (prev) expect(r.start).toBeGreaterThanOrEqual(prev.end);
    if (src === chars) {
      // Copied as is.
    } else if (src === '\n' || src === '\r\n') {
      expect([' ', '\n']).toContain(chars);
    } else if (src === '') {
      expect(chars).toBe('\n');
      expect(j).toBe(v.length);
    } else {
      expect(decodeEscape(src), `escape ${JSON.stringify(src)} for ${JSON.stringify(chars)}`).toBe(chars);
    }
    prev = r;
    i = j;
  }
  // Whole-range mapping is consistent with per-character mapping.
  if (v.length > 0) {
    const all = map.toSourceRange(0, v.length);
    expect(all.start).toBe(map.charRange(0).start);
    expect(all.end).toBe(map.charRange(v.length - 1).end);
  }
  return { value: v, type: node.type };
}

describe('scalar source maps: property tests', () => {
  it('every character of yaml-stringified strings maps to the source that produced it, in every style', { timeout: 60_000 }, () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        value,
        fc.constantFrom(...STYLES),
        fc.constantFrom('top' as const, 'nested' as const, 'flow' as const),
        fc.constantFrom(0, 8, 12, 20, 40, 80),
        fc.boolean(),
        (v, style, shape, lineWidth, crlf) => {
          const { text, path } = write(v, style, shape, lineWidth, crlf);
          // yaml's stringifier occasionally writes YAML it cannot read back (e.g. `-\n$` as plain).
          fc.pre(parseDocument(text).errors.length === 0);
          const got = checkMap(text, path, 'x.yaml');
          // Our value is yaml's value; yaml's stringifier does not always round-trip
          // (e.g. ' ' as a literal block reads back as ''), so compare with its parse.
          expect(got.value).toBe(String(parseDocument(text).getIn(path)));
          seen.add(String(got.type));
        },
      ),
      { numRuns: 1500 },
    );
    // The generator really exercised every style.
    expect([...seen].sort()).toEqual(['BLOCK_FOLDED', 'BLOCK_LITERAL', 'PLAIN', 'QUOTE_DOUBLE', 'QUOTE_SINGLE']);
  });

  it('JSON strings from JSON.stringify map exactly (including \\uXXXX and surrogate pairs)', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(
        fc.oneof(value, fc.string({ unit: 'binary', maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 30 })),
        fc.constantFrom(0, 2, '\t'),
        fc.boolean(),
        (v, indent, crlf) => {
          let text = JSON.stringify({ a: [1, { k: v }] }, null, indent);
          if (crlf) text = text.replace(/\n/g, '\r\n');
          const got = checkMap(text, ['a', 1, 'k'], 'x.json');
          expect(got.value).toBe(v);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('JSON keys map exactly too', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (k) => {
        const text = JSON.stringify({ [k]: 1 });
        const f = loadSource('x.json', text);
        const doc = f.documents[0]!;
        expect(doc.fatal).toBe(false);
        const at = locate(doc, [k]);
        expect(at.found).toBe(true);
        const keyNode = at.pair?.key as Node;
        expect(isScalar(keyNode)).toBe(true);
        const map = scalarSourceMap(keyNode as Scalar);
        expect(map.value).toBe(k);
        expect(map.exact).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('hand-written scalars (escapes, escaped line breaks, blank lines, trailing blanks, indentation indicators) map exactly', { timeout: 60_000 }, () => {
    const word = fc.string({
      unit: fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom('a', 'b', 'x', '1', '.', '/', '=', '(', ')', 'é', '😀') },
        { weight: 2, arbitrary: fc.constantFrom(' ', '  ', '\t') },
        { weight: 1, arbitrary: fc.constantFrom('"', "'", '\\', '#', ':', '-', '{', '}') },
      ),
      minLength: 1,
      maxLength: 8,
    });
    const escape = fc.constantFrom(
      '\\"', '\\\\', '\\/', '\\n', '\\t', '\\\t', '\\0', '\\a', '\\b', '\\e', '\\f', '\\r', '\\v', '\\N', '\\_', '\\L', '\\P', '\\ ',
      '\\x41', '\\u00e9', '\\uD83D', '\\U0001F600', '\\\n', '\\\n   ',
    );
    const lineBreak = fc.constantFrom('\n', '\n\n', '\n  \n', ' \n', '\t\n', '\n\n\n');
    const part = fc.oneof({ weight: 4, arbitrary: word }, { weight: 2, arbitrary: lineBreak }, { weight: 2, arbitrary: escape });
    const parts = fc.array(part, { minLength: 1, maxLength: 12 });
    const style = fc.constantFrom('plain', 'single', 'double', 'literal', 'folded');
    const header = fc.tuple(fc.constantFrom('', '-', '+'), fc.constantFrom('', '2', '4'), fc.constantFrom('', ' # note'));
    const extra = fc.array(fc.constantFrom(0, 0, 0, 1, 2), { minLength: 12, maxLength: 12 });
    const accepted = new Map<string, number>();
    fc.assert(
      fc.property(parts, style, header, extra, fc.boolean(), (ps, st, [chomp, ind, comment], extras, crlf) => {
        let text: string;
        if (st === 'literal' || st === 'folded') {
          // Body lines at indentation 4 (or more), some more indented, some empty.
          const body = ps.join('').replace(/\\\n/g, '\\ ').split('\n');
          const lines = body.map((l, i) => (l.trim() === '' ? '' : ' '.repeat(4 + (extras[i % 12] ?? 0)) + l.replace(/^[ \t]+/, '')));
          text = `k: ${st === 'literal' ? '|' : '>'}${ind}${chomp}${comment}\n${lines.join('\n')}\nz: end\n`;
        } else {
          let content = ps.join('');
          if (st !== 'double') content = content.replace(/\\/g, '');
          if (st === 'single') content = content.replace(/'/g, "''");
          if (st === 'plain') content = content.replace(/["'#:{}\-]/g, 'p').replace(/^[ \t\n]+|[ \t\n]+$/g, '') || 'p';
          // Continuation lines indented by two.
          content = content.replace(/\n(?=[^\n])/g, '\n  ');
          const q = st === 'single' ? "'" : st === 'double' ? '"' : '';
          text = `k: ${q}${content}${q}\nz: end\n`;
        }
        if (crlf) text = text.replace(/\n/g, '\r\n');
        const parsed = parseDocument(text);
        fc.pre(parsed.errors.length === 0 && typeof parsed.get('k') === 'string');
        const got = checkMap(text, ['k'], 'x.yaml');
        expect(got.value).toBe(parsed.get('k'));
        accepted.set(st, (accepted.get(st) ?? 0) + 1);
      }),
      { numRuns: 3000 },
    );
    // Most generated sources are valid YAML, in every style.
    for (const st of ['plain', 'single', 'double', 'literal', 'folded']) expect(accepted.get(st) ?? 0).toBeGreaterThan(200);
  });
});
