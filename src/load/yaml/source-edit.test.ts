import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Document, isScalar, parseDocument, Scalar, type Node } from 'yaml';
import { locate } from './locate.js';
import { applyTextEdits, type TextEdit } from '../text-edit.js';
import { escapeDoubleQuoted, replaceNodeEdit, replaceScalarValueEdit, valueEditToSourceEdit } from './source-edit.js';
import { loadYamlSource, type YamlSourceFile as SourceFile } from './load-yaml.js';

/** The YAML/JSON front end, by file name. */
const loadSource = (path: string, text: string): SourceFile => loadYamlSource(path, text, { format: /\.json$/i.test(path) ? 'json' : 'yaml' });

/** Apply a value edit to the scalar at `path`; returns the new file text, or undefined if refused. */
function edit(text: string, path: (string | number)[], e: TextEdit, file = 'x.yaml'): string | undefined {
  const f = loadSource(file, text);
  const doc = f.documents[0]!;
  const node = locate(doc, path).node as Scalar;
  const se = valueEditToSourceEdit(f, node, e);
  return se && applyTextEdits(text, [se]);
}

function valueAt(text: string, path: (string | number)[], file = 'x.yaml'): unknown {
  const f = loadSource(file, text);
  expect(f.problems.filter((p) => p.fatal)).toEqual([]);
  return (locate(f.documents[0]!, path).node as Scalar).value;
}

describe('valueEditToSourceEdit', () => {
  // [name, text, edit of the value at ['k'], expected new text]
  const cases: [string, string, TextEdit, string, string?][] = [
    ['plain', 'k: http.host eq "x"\n', { start: 10, end: 12, text: '==' }, 'k: http.host == "x"\n'],
    ['single-quoted doubles quotes', "k: 'a b'\n", { start: 1, end: 2, text: "'it's'" }, "k: 'a''it''s''b'\n"],
    ['double-quoted escapes', 'k: "a \\"x\\" b"\n', { start: 2, end: 5, text: 'say "hi"\\\n' }, 'k: "a say \\"hi\\"\\\\\\n b"\n'],
    ['double-quoted: replacing an escape replaces all of it', 'k: "a\\u0041b"\n', { start: 1, end: 2, text: 'B' }, 'k: "aBb"\n'],
    ['JSON: only JSON escapes', '{"k": "a"}', { start: 1, end: 1, text: '\u0001\t\u2028' }, '{"k": "a\\u0001\\t\\u2028"}', 'x.json'],
    ['literal block', 'k: |\n  ip.src eq 1\n', { start: 7, end: 9, text: 'in' }, 'k: |\n  ip.src in 1\n'],
    ['folded block across the fold (joins lines)', 'k: >-\n  a and\n  b\n', { start: 5, end: 6, text: ' ' }, 'k: >-\n  a and b\n'],
    ['plain multi-line: delete the fold', 'k: ab\n  cd\n', { start: 2, end: 3, text: '' }, 'k: abcd\n'],
    ['plain multi-line: insert before the fold goes before trailing blanks', 'k: ab  \n  cd\n', { start: 2, end: 2, text: 'X' }, 'k: abX  \n  cd\n'],
    ['double multi-line: replace the fold', 'k: "ab\n  cd"\n', { start: 2, end: 3, text: '-' }, 'k: "ab-cd"\n'],
    ['double multi-line: a blank before a fold is escaped', 'k: "ab\n  cd"\n', { start: 2, end: 2, text: ' ' }, 'k: "ab\\u0020\n  cd"\n'],
    ['double: newline inside an empty-line fold', 'k: "ab\n\n  cd"\n', { start: 2, end: 3, text: 'x' }, 'k: "abxcd"\n'],
    ['number text (non-string scalars edit their source)', 'k: 1234\n', { start: 1, end: 3, text: '99' }, 'k: 1994\n'],
  ];
  it.each(cases)('%s', (_name, text, e, expected, file = 'x.yaml') => {
    const out = edit(text, ['k'], e, file);
    expect(out).toBe(expected);
    const before = String(valueAt(text, ['k'], file));
    if (typeof valueAt(text, ['k'], file) === 'string') {
      expect(valueAt(out!, ['k'], file)).toBe(before.slice(0, e.start) + e.text + before.slice(e.end));
    }
  });

  // Edits that cannot be written in the scalar's style are refused rather than corrupting the file.
  const refused: [string, string, TextEdit][] = [
    ['line break in plain', 'k: a b\n', { start: 1, end: 1, text: '\n' }],
    ['`: ` in plain', 'k: a b\n', { start: 1, end: 2, text: ': ' }],
    ['` #` in plain', 'k: a b\n', { start: 1, end: 2, text: ' #' }],
    ['plain becoming a number', 'k: a\n', { start: 0, end: 1, text: '12' }],
    ['plain becoming null', 'k: a\n', { start: 0, end: 1, text: '' }],
    ['plain starting with an indicator', 'k: a\n', { start: 0, end: 0, text: '*' }],
    ['plain in flow with a comma', 'k: {a: [b]}\n', { start: 0, end: 0, text: 'x,' }],
    ['trailing blank in plain', 'k: a\n', { start: 1, end: 1, text: ' ' }],
    ['line break in single quotes', "k: 'a'\n", { start: 1, end: 1, text: '\n' }],
    ['control character in single quotes', "k: 'a'\n", { start: 1, end: 1, text: '\u0001' }],
    ['line break in a block scalar', 'k: |\n  a\n', { start: 1, end: 1, text: 'x\ny' }],
    ['changing the detected indentation of a block scalar', 'k: |\n  a\n  b\n', { start: 0, end: 0, text: '  ' }],
    ['a JSON number becoming not JSON', '{"k": 12}', { start: 0, end: 0, text: 'x' }],
    ['out of range', 'k: ab\n', { start: 1, end: 9, text: '' }],
  ];
  it.each(refused)('refuses: %s', (_name, text, e) => {
    const path = text.includes('[b]') ? ['k', 'a', 0] : ['k'];
    expect(isScalar(locate(loadSource('x.yaml', text).documents[0]!, path).node)).toBe(true);
    expect(edit(text, path, e, text.startsWith('{') ? 'x.json' : 'x.yaml')).toBeUndefined();
  });

  it('edits a map key too (implicit keys stay one line)', () => {
    const text = 'expresion: x\n';
    const f = loadSource('x.yaml', text);
    const key = locate(f.documents[0]!, ['expresion']).pair!.key as Scalar;
    const se = valueEditToSourceEdit(f, key, { start: 6, end: 6, text: 's' });
    expect(se && applyTextEdits(text, [se])).toBe('expression: x\n');
  });

  it('replaceScalarValueEdit rewrites any scalar as a double-quoted string valid in YAML and JSON', () => {
    const text = 'a: &x !!str |\n  old\n\nb: 1\n';
    const f = loadSource('x.yaml', text);
    const node = locate(f.documents[0]!, ['a']).node as Node;
    const out = applyTextEdits(text, [replaceScalarValueEdit(f, node, 'new\n"\\\u0000')]);
    expect(out).toBe('a: &x !!str "new\\n\\"\\\\\\u0000"\n\nb: 1\n');
    expect(parseDocument(out).toJS()).toEqual({ a: 'new\n"\\\u0000', b: 1 });
    expect(applyTextEdits(text, [replaceNodeEdit(f, locate(f.documents[0]!, ['b']).node as Node, '2')])).toBe('a: &x !!str |\n  old\n\nb: 2\n');
  });

  it('escapeDoubleQuoted output is valid JSON and YAML for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), fc.string({ unit: fc.constantFrom('\ud800', '\udc00', '\u2028', '\u0085', '\x7f'), maxLength: 5 }), (a, b) => {
        const s = a + b;
        const quoted = `"${escapeDoubleQuoted(s)}"`;
        expect(JSON.parse(quoted)).toBe(s);
        expect(parseDocument(quoted).toJS()).toBe(s);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('valueEditToSourceEdit: property', () => {
  const unit = fc.oneof(
    { weight: 6, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
    { weight: 4, arbitrary: fc.constantFrom(' ', '  ', '\n', '\n\n', '\t', '"', "'", '\\', '#', ': ', '-', '{', ',', '|', 'é', '😀') },
  );
  const str = fc.string({ unit, maxLength: 30 });
  const STYLES = [Scalar.PLAIN, Scalar.QUOTE_SINGLE, Scalar.QUOTE_DOUBLE, Scalar.BLOCK_LITERAL, Scalar.BLOCK_FOLDED] as const;

  it('an accepted edit, applied to the file, gives exactly the edited value and leaves the rest alone', { timeout: 120_000 }, () => {
    const accepted = new Map<string, number>();
    fc.assert(
      fc.property(
        str,
        fc.constantFrom(...STYLES),
        fc.constantFrom(0, 10, 20, 80),
        fc.boolean(),
        fc.nat(),
        fc.nat(),
        fc.string({ unit, maxLength: 4 }),
        fc.boolean(),
        (v, style, lineWidth, flow, a, b, replacement, json) => {
          let text: string;
          let file: string;
          if (json) {
            file = 'x.json';
            text = JSON.stringify({ k: v, z: 'end' }, null, lineWidth ? 2 : undefined);
          } else {
            file = 'x.yaml';
            const doc = new Document({ k: v, z: 'end' });
            (doc.get('k', true) as Scalar).type = style;
            if (flow) (doc.contents as unknown as { flow: boolean }).flow = true;
            text = doc.toString({ lineWidth, minContentWidth: 0 });
            fc.pre(parseDocument(text).errors.length === 0);
          }
          const f = loadSource(file, text);
          const doc = f.documents[0]!;
          const node = locate(doc, ['k']).node;
          fc.pre(isScalar(node) && typeof node.value === 'string');
          const value = (node as Scalar).value as string;
          const s = a % (value.length + 1);
          const e = s + (b % (value.length - s + 1));
          const se = valueEditToSourceEdit(f, node as Scalar, { start: s, end: e, text: replacement });
          const kind = json ? 'JSON' : String((node as Scalar).type);
          if (kind === 'JSON' || kind === 'QUOTE_DOUBLE') {
            // Double quotes can write anything.
            expect(se).toBeDefined();
          }
          if (!se) return;
          accepted.set(kind, (accepted.get(kind) ?? 0) + 1);
          const [tokenStart = 0, , tokenEnd = 0] = (node as Scalar).range ?? [];
          expect(se.start).toBeGreaterThanOrEqual(tokenStart);
          expect(se.end).toBeLessThanOrEqual(tokenEnd);
          const out = applyTextEdits(text, [se]);
          const g = loadSource(file, out);
          expect(g.problems.filter((p) => p.fatal)).toEqual([]);
          expect(g.documents[0]?.value).toEqual({ k: value.slice(0, s) + replacement + value.slice(e), z: 'end' });
        },
      ),
      { numRuns: 4000 },
    );
    for (const kind of ['JSON', 'PLAIN', 'QUOTE_SINGLE', 'QUOTE_DOUBLE', 'BLOCK_LITERAL', 'BLOCK_FOLDED']) {
      expect(accepted.get(kind) ?? 0, kind).toBeGreaterThan(50);
    }
  });

  it('hand-written scalars: accepted edits are exact, in every style', { timeout: 120_000 }, () => {
    const word = fc.string({
      unit: fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom('a', 'b', '1', '.', '=', 'é', '😀') },
        { weight: 2, arbitrary: fc.constantFrom(' ', '  ', '\t') },
        { weight: 1, arbitrary: fc.constantFrom('"', "'", '\\', '#', ':', '-') },
      ),
      minLength: 1,
      maxLength: 6,
    });
    const escape = fc.constantFrom('\\"', '\\\\', '\\n', '\\t', '\\ ', '\\x41', '\\u00e9', '\\U0001F600', '\\\n', '\\\n   ');
    const lineBreak = fc.constantFrom('\n', '\n\n', '\n  \n', ' \n');
    const parts = fc.array(fc.oneof({ weight: 4, arbitrary: word }, { weight: 2, arbitrary: lineBreak }, { weight: 1, arbitrary: escape }), {
      minLength: 1,
      maxLength: 10,
    });
    const style = fc.constantFrom('plain', 'single', 'double', 'literal', 'folded');
    const header = fc.tuple(fc.constantFrom('', '-', '+'), fc.constantFrom('', '2'), fc.constantFrom('', ' # note'));
    const extra = fc.array(fc.constantFrom(0, 0, 1, 2), { minLength: 10, maxLength: 10 });
    const accepted = new Map<string, number>();
    fc.assert(
      fc.property(parts, style, header, extra, fc.nat(), fc.nat(), fc.string({ unit, maxLength: 3 }), (ps, st, [chomp, ind, comment], extras, a, b, replacement) => {
        let text: string;
        if (st === 'literal' || st === 'folded') {
          const body = ps.join('').replace(/\\\n/g, '\\ ').split('\n');
          const lines = body.map((l, i) => (l.trim() === '' ? '' : ' '.repeat(4 + (extras[i % 10] ?? 0)) + l.replace(/^[ \t]+/, '')));
          text = `k: ${st === 'literal' ? '|' : '>'}${ind}${chomp}${comment}\n${lines.join('\n')}\nz: end\n`;
        } else {
          let content = ps.join('');
          if (st !== 'double') content = content.replace(/\\/g, '');
          if (st === 'single') content = content.replace(/'/g, "''");
          if (st === 'plain') content = content.replace(/["'#:\-]/g, 'p').replace(/^[ \t\n]+|[ \t\n]+$/g, '') || 'p';
          content = content.replace(/\n(?=[^\n])/g, '\n  ');
          const q = st === 'single' ? "'" : st === 'double' ? '"' : '';
          text = `k: ${q}${content}${q}\nz: end\n`;
        }
        const parsed = parseDocument(text);
        fc.pre(parsed.errors.length === 0 && typeof parsed.get('k') === 'string');
        const f = loadSource('x.yaml', text);
        const node = locate(f.documents[0]!, ['k']).node as Scalar;
        const value = node.value as string;
        const s = a % (value.length + 1);
        const e = s + (b % (value.length - s + 1));
        const se = valueEditToSourceEdit(f, node, { start: s, end: e, text: replacement });
        if (st === 'double') expect(se).toBeDefined();
        if (!se) return;
        accepted.set(st, (accepted.get(st) ?? 0) + 1);
        const out = applyTextEdits(text, [se]);
        const g = loadSource('x.yaml', out);
        expect(g.problems.filter((p) => p.fatal)).toEqual([]);
        // Everything else in the document is unchanged.
        expect(g.documents[0]?.value).toEqual({ ...(f.documents[0]?.value as object), k: value.slice(0, s) + replacement + value.slice(e) });
      }),
      { numRuns: 4000 },
    );
    for (const st of ['plain', 'single', 'double', 'literal', 'folded']) expect(accepted.get(st) ?? 0, st).toBeGreaterThan(50);
  });
});
