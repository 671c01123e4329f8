/**
 * The fast reader (`fast-read.ts`) against the full path (`yaml`'s lexer,
 * parser and composer): whenever it accepts a text, every answer a document
 * gives — value, `rangeOf` of every key and value and of missing paths,
 * `valueRange` inside every string, the document's start, the comments —
 * must equal the full path's, and the full path must find nothing wrong
 * with the text. Texts: generated documents, mutations of them and of the
 * project's fixtures and the shared corpus; and the reader must actually
 * take the common shapes (else it could be silently dead).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Lexer } from 'yaml';
import { jsonTokenBound } from './fast-read.js';
import type { JsonPath } from '../source-file.js';
import type { TreeNode } from '../value-tree.js';
import { loadYamlSource, type YamlSourceFile } from './load-yaml.js';
import { documentTree, yamlTree } from './yaml-tree.js';

type Format = 'yaml' | 'json';

function load(text: string, format: Format, fastReader: boolean): YamlSourceFile {
  return loadYamlSource(format === 'json' ? 'x.json' : 'x.yaml', text, { format, fastReader });
}

/** Every path of a value (objects' own keys, arrays' indexes), with missing neighbours. */
function paths(value: unknown): JsonPath[] {
  const out: JsonPath[] = [[], ['missing'], [7]];
  const stack: [unknown, JsonPath][] = [[value, []]];
  while (stack.length > 0) {
    const [v, p] = stack.pop() as [unknown, JsonPath];
    if (v === null || typeof v !== 'object') continue;
    const entries: [string | number, unknown][] = Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.entries(v);
    for (const [k, x] of entries) {
      const q = [...p, k];
      out.push(q, [...q, 'missing'], [...q, 0]);
      if (typeof k === 'number') out.push([...p, String(k)]);
      stack.push([x, q]);
    }
    out.push([...p, Array.isArray(v) ? v.length : '__none__']);
  }
  return out;
}

function stringAt(value: unknown, path: JsonPath): string | undefined {
  let v = value;
  for (const s of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[String(s)];
  }
  return typeof v === 'string' ? v : undefined;
}

/** Exact equality of plain values, telling `-0` from `0` and `NaN` equal to itself. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return Object.is(a, b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length || ka.some((k, i) => k !== kb[i])) return false;
  return ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** A value tree (`yaml-tree.ts`) as plain data: each string's map by its length and the ranges of a few value spans. */
function treeData(node: TreeNode | null): unknown {
  if (node === null) return null;
  switch (node.kind) {
    case 'string': {
      const n = Math.min(node.map.length, 6);
      const spans: unknown[] = [];
      for (let a = 0; a <= n; a++) for (let b = a; b <= n; b++) spans.push(node.map.toSourceRange(a, b));
      spans.push(node.map.toSourceRange(1, node.map.length));
      return { ...node, map: { length: node.map.length, spans } };
    }
    case 'array':
      return { ...node, items: node.items.map(treeData) };
    case 'object':
      return { ...node, members: node.members.map((m) => ({ ...m, value: treeData(m.value) })) };
    default:
      return node;
  }
}

/** Whether the fast reader took `text`; if it did, that it agrees with the full path in everything (throws otherwise). */
function agrees(text: string, format: Format): boolean {
  const fast = load(text, format, true);
  if (!fast.documents.every((d) => d.fast)) return false;
  const full = load(text, format, false);
  const where = `in ${JSON.stringify(text)}`;
  expect(full.problems, where).toEqual([]);
  expect(full.documents.length, where).toBe(fast.documents.length);
  for (let i = 0; i < full.documents.length; i++) {
    const f = fast.documents[i]!;
    const y = full.documents[i]!;
    expect(y.problems, where).toEqual([]);
    expect(f.problems).toEqual([]);
    if (!sameValue(f.value, y.value)) expect(f.value, where).toStrictEqual(y.value);
    expect(f.range.start, where).toBe(y.range.start);
    // The Terraform JSON front end's tree: from the fast reader's nodes as from yaml's.
    expect(treeData(documentTree(f)), `${where}: tree`).toEqual(treeData(yamlTree(y)));
    for (const p of paths(y.value)) {
      expect(f.rangeOf(p), `${where} at ${JSON.stringify(p)}`).toEqual(y.rangeOf(p));
      expect(f.rangeOf(p, 'key'), `${where} key at ${JSON.stringify(p)}`).toEqual(y.rangeOf(p, 'key'));
      const s = stringAt(y.value, p);
      const n = s === undefined ? 2 : Math.min(s.length, 6);
      for (let a = 0; a <= n; a++) {
        for (let b = a; b <= n; b++) {
          expect(f.valueRange(p, a, b), `${where} value ${a}-${b} at ${JSON.stringify(p)}`).toEqual(y.valueRange(p, a, b));
        }
      }
      if (s !== undefined && s.length > n) expect(f.valueRange(p, 1, s.length)).toEqual(y.valueRange(p, 1, s.length));
      if (s !== undefined) {
        // Fixes: edits of the value, written in the scalar's style.
        for (const e of [{ start: 0, end: Math.min(1, s.length), text: 'x' }, { start: s.length, end: s.length, text: ' "q"' }, { start: 0, end: s.length, text: 'a\nb' }]) {
          expect(f.edit(e, p), `${where} edit ${JSON.stringify(e)} at ${JSON.stringify(p)}`).toEqual(y.edit(e, p));
        }
      }
    }
  }
  expect(fast.comments(), where).toEqual(full.comments());
  return true;
}

describe('fast reader: chosen shapes', () => {
  it.each([
    ['a: # note\nb: 1\nc:   \nd:\n', 'yaml'],
    ['a:\n- x\n- y\nb: 1\n', 'yaml'],
    ['- a: 1\n  b: 2\n- - x\n  - y\n-\n- z # c\n', 'yaml'],
    ['"k": v\n\'q\': "w"\n\'it\'\'s\': \'a\'\'b\'\n', 'yaml'],
    ['a: {b: [1, 2], c: "d", e: {}}\nf: []\n', 'yaml'],
    ['a: [1,\n  2] # x\nb: {\n  c: d\n  }\n', 'yaml'],
    ['---\na: 1\n---\nb: 2\n--- # three\n- c\n', 'yaml'],
    ['\n# lead\n  a: 1\n  b:\n    - x\n', 'yaml'],
    ['# c\n\na: "x # y" # z\nb: x#y\n', 'yaml'],
    ['n: [yes, 0x1F, 1e3, ~, .inf, -.Inf, .nan, -0, +1, 007, 0o17, 12345678901234567890, 1_0, 2.50]\n', 'yaml'],
    ['__proto__: 1\nconstructor: 2\n1: a\ntrue: b\nnull: c\n~x: d\n', 'yaml'],
    ['e: "a\\"b\\\\c\\u00e9\\x41\\U0001F600\\t\\/ \\ q"\n', 'yaml'],
    ['{"a": [1, 2.5, -0, 1E3, 1e-2], "b": {"c": null, "d": true}, "e": "\\u00e9\\n"}', 'json'],
    ['[\n  {\n    "id": "x"\n  }\n]\n', 'json'],
    ['"just a string"', 'json'],
    ['{\r\n\t"a": [1,\r\n\t\t"b\\r"]\r\n}\r\n', 'json'],
    ['a: |\n  one\n    two # not a comment\n\n  three\nb: >-\n  folded\n  text\n\n  more\n# c\nc:\n  - | # header\n    x\n  - >\n     y\n', 'yaml'],
    ['a: |-\n  last', 'yaml'],
  ] as const)('reads %j as the full path does', (text, format) => {
    expect(agrees(text, format)).toBe(true);
  });

  it.each([
    'a: &x 1\nb: *x\n',
    'a: !!str 1\n',
    'a: |+\n  text\n',
    'a: >2\n  text\n',
    'a: |\n\n  text\n',
    'a: |\n  text\n     \nb: 1\n',
    '|\n text\n',
    'a:\n >\n    - x\n',
    'a: one\n  two\n',
    'a: "one\n  two"\n',
    'a: 1\na: 2\n',
    '1: a\n1.0: b\n',
    '<<: {a: 1}\n',
    'a:\t1\n',
    'a: 1\r\nb: 2\r\n',
    '? a\n: 1\n',
    '%YAML 1.2\n---\na: 1\n',
    'a: 1\n...\n',
    'a: 1\n---\n',
    '',
    '# only a comment\n',
    'a: b: c\n',
    '[a: 1]\n',
    '[1, 2, ]\n',
    '{a, b: 1}\n',
    '- a\n -b\n',
    '"a"b: 1\n',
    '[1]: a\n',
    `${'['.repeat(200)}${']'.repeat(200)}\n`,
    `k${' '.repeat(1100)}: v\n`,
    'a: | x\n  y\n',
    '- | > # c\n  x\n',
    '  -  "a\\\n b"\n',
    `a:\n  "b"${' '.repeat(1100)}: v\n`,
  ])('leaves %j to the full path', (text) => {
    const fast = load(text, 'yaml', true);
    expect(fast.documents.some((d) => d.fast)).toBe(false);
    const full = load(text, 'yaml', false);
    expect(fast.documents.map((d) => d.value)).toEqual(full.documents.map((d) => d.value));
    expect(fast.problems).toEqual(full.problems);
  });
});

describe('fast reader: JSON of many tokens', () => {
  const lexed = (text: string): number => Array.from(new Lexer().lex(text)).length;
  const printed = (v: unknown, space: number | string, crlf: boolean): string => {
    const text = JSON.stringify(v, null, space);
    return crlf ? text.replace(/\n/g, '\r\n') : text;
  };

  it('bounds the tokens yaml makes of JSON from above', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), fc.constantFrom(0, 1, 2, 4, '\t'), fc.boolean(), (v, space, crlf) => {
        const text = printed(v, space, crlf);
        expect(jsonTokenBound(text)).toBeGreaterThanOrEqual(lexed(text));
      }),
      { numRuns: RUNS },
    );
    // Any layout: whitespace of any length (blank lines, tokens at column 0) after each of the structural characters.
    const blanks = fc.array(fc.constantFrom('', ' ', '   ', '\n', '\n\n', '\n ', ' \n', '\t', '\n\t\t', ' \t \t', '\r\n\t'), {
      minLength: 1,
      maxLength: 64,
    });
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), blanks, (v, layout) => {
        let k = 0;
        // Strings are passed over whole: a line break inside one would not be JSON.
        const text = JSON.stringify(v).replace(/"(?:[^"\\]|\\.)*"|[{}[\],:]/g, (t) => (t.startsWith('"') ? t : t + (layout[k++ % layout.length] ?? '')));
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(v)));
        expect(jsonTokenBound(text), JSON.stringify(text)).toBeGreaterThanOrEqual(lexed(text));
      }),
      { numRuns: RUNS },
    );
    // Found by CI (seed -1738421993): a run of tabs is a token of its own, not part of the scalar after it.
    const tabbed = printed([[null, 0, null, null, false, 0, 0], [0, false, 0, 0, 0, false, null, 0, 0, 0], 0, 0, null], '\t', false);
    expect(jsonTokenBound(tabbed)).toBeGreaterThanOrEqual(lexed(tabbed));
    for (const file of [...fixtures, ...corpus].filter((f) => /\.json$/i.test(f))) {
      const text = readFileSync(file, 'utf8');
      expect(jsonTokenBound(text), file).toBeGreaterThanOrEqual(lexed(text));
    }
  });

  it('reads JSON of more than half the token limit in characters, and leaves JSON near the limit to the full path', () => {
    const rules = Array.from({ length: 200 }, (_, i) => ({ ref: `r${i}`, action: 'block', enabled: true, expression: `http.host eq "h${i}.example.com"` }));
    const text = JSON.stringify({ rules }, null, 2).replace(/\n/g, '\r\n');
    const tokens = lexed(text);
    // Twice the characters are over the limit (the bound for any YAML), the tokens well under it.
    const roomy = loadYamlSource('x.json', text, { format: 'json', maxYamlTokens: text.length });
    expect(roomy.documents[0]?.fast).toBeDefined();
    expect(roomy.documents[0]?.value).toEqual({ rules });
    expect(roomy.problems).toEqual([]);
    // Under the tokens: the full path reports the limit, as it does for any file.
    const tight = loadYamlSource('x.json', text, { format: 'json', maxYamlTokens: tokens - 1 });
    expect(tight.documents[0]?.fast).toBeUndefined();
    expect([...tight.problems, ...tight.documents.flatMap((d) => d.problems)].map((p) => p.code)).toContain('too-large');
  });
});

// ---------------------------------------------------------------------------
// Generated documents

const word = fc.constantFrom('a', 'b', 'id', 'name', 'rules', 'phase', 'expression', 'on', 'x y', '__proto__', 'constructor', 'toString', '-k', 'k:v', 'a#b', 'é');
const plain = fc.constantFrom(
  'yes', 'no', 'true', 'True', 'TRUE', 'false', 'null', 'Null', '~', '', '0', '-0', '+1', '007', '0o17', '0x1F', '0xG', '1e3', '-1.5e-3', '.5', '1.', '.inf', '-.Inf', '.nan', '.NaN',
  '12345678901234567890', '1_000', 'http.host eq "a"', 'ip.src in {1.1.1.1}', 'a: b', 'a #b', 'a#b', '-', '- x', '-x', '[x]', 'x]', '{a}', 'a,b', '?x', ':x', 'x:', "it's", '"q"', '@x', '%x',
  '&x', '*x', '!x', '|', '>', 'éü', '😀', '...', '---', '--- x', ' lead', 'trail ',
);
const stringValue = fc.oneof(plain, fc.string({ maxLength: 12 }), fc.string({ unit: fc.constantFrom('a', ' ', '"', "'", '\\', '#', ':', '\n', '\t', 'é', '\u2028', ','), maxLength: 10 }));

/** A text fragment written as a scalar in some style (possibly invalid in that style). */
const scalarText = fc.oneof(
  { weight: 4, arbitrary: plain },
  { weight: 2, arbitrary: stringValue.map((s) => JSON.stringify(s)) },
  { weight: 1, arbitrary: stringValue.map((s) => `'${s.replace(/'/g, "''")}'`) },
  { weight: 1, arbitrary: fc.constantFrom('"a\\x41\\u00e9\\U0001F600"', '"\\q"', '"a\\ b"', '"\\/\\_\\N"', "'a''b'", '"a', "'a", '"a" b', '"a"#c') },
);

interface Tree {
  readonly kind: 'map' | 'seq' | 'scalar' | 'flow' | 'block';
  readonly text?: string;
  /** A block scalar's body lines (written indented under its key). */
  readonly lines?: readonly string[];
  readonly items?: readonly [string, Tree][];
}

const tree: fc.Arbitrary<Tree> = fc.letrec<{ node: Tree }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 3, arbitrary: scalarText.map((text): Tree => ({ kind: 'scalar', text })) },
    { weight: 1, arbitrary: fc.array(fc.tuple(fc.oneof(word, scalarText), tie('node')), { maxLength: 4 }).map((items): Tree => ({ kind: 'map', items })) },
    { weight: 1, arbitrary: fc.array(fc.tuple(fc.constant(''), tie('node')), { maxLength: 4 }).map((items): Tree => ({ kind: 'seq', items })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('|', '|-', '>', '>-', '|+', '>2', '| # h', '|#'), fc.array(fc.oneof(stringValue, fc.constantFrom('', ' ', '  x', '# c', 'a  ')), { minLength: 1, maxLength: 4 }))
        .map(([header, lines]): Tree => ({ kind: 'block', text: header, lines })),
    },
    { weight: 1, arbitrary: fc.array(fc.tuple(fc.oneof(word, scalarText), tie('node')), { maxLength: 3 }).map((items): Tree => ({ kind: 'flow', items })) },
  ),
})).node;

/** Write a tree as block YAML (flow nodes as flow collections), with some layout noise. */
function writeBlock(t: Tree, indent: number, noise: readonly number[]): string {
  let k = 0;
  const pick = (n: number): number => (noise[k++ % Math.max(1, noise.length)] ?? 0) % n;
  const pad = ' '.repeat(indent);
  const inline = (node: Tree): string => {
    if (node.kind === 'scalar') return node.text ?? '';
    if (node.kind === 'flow' || (node.items?.length ?? 0) === 0) return writeFlow(node, pick(3) === 0);
    return '';
  };
  const out: string[] = [];
  for (const [key, child] of t.items ?? []) {
    const lead = t.kind === 'seq' ? '-' : `${key}:`;
    const comment = pick(5) === 0 ? ' # note' : '';
    if (child.kind === 'block') {
      const bodyIndent = ' '.repeat(indent + 1 + pick(3));
      out.push(`${pad}${lead} ${child.text ?? '|'}${comment}`, ...(child.lines ?? []).map((l) => (l === '' ? '' : `${bodyIndent}${l.replace(/\n/g, `\n${bodyIndent}`)}`)));
      continue;
    }
    const text = inline(child);
    if (text !== '') out.push(`${pad}${lead}${pick(4) === 0 ? '  ' : ' '}${text}${comment}`);
    else {
      const childIndent = t.kind === 'map' && child.kind === 'seq' && pick(2) === 0 ? indent : indent + 1 + pick(3);
      if (t.kind === 'seq' && pick(2) === 0) {
        // compact: `- a: 1` / `- - a`
        const body = writeBlock(child, indent + 2, noise.slice(k));
        out.push(`${pad}- ${body.slice(indent + 2)}`);
        continue;
      }
      out.push(`${pad}${lead}${comment}`);
      if (pick(6) === 0) out.push(`${' '.repeat(childIndent)}# inside`);
      out.push(writeBlock(child, childIndent, noise.slice(k)));
    }
    if (pick(7) === 0) out.push('');
  }
  return out.join('\n');
}

function writeFlow(t: Tree, multiline: boolean): string {
  const sep = multiline ? ',\n    ' : ', ';
  if (t.kind === 'scalar' || t.kind === 'block') return t.text ?? '';
  const isMap = t.kind === 'map' || t.kind === 'flow';
  const items = (t.items ?? []).map(([k, v]) => {
    const value = v.kind === 'scalar' || v.kind === 'block' ? (v.text ?? '') : writeFlow({ kind: v.kind === 'seq' ? 'seq' : 'map', items: v.items ?? [] }, false);
    return isMap ? `${k}: ${value}` : value;
  });
  return isMap ? `{${items.join(sep)}}` : `[${items.join(sep)}]`;
}

function writeDocument(t: Tree, noise: readonly number[]): string {
  if (t.kind === 'scalar' || t.kind === 'block') return `${t.text ?? ''}\n`;
  if (t.kind === 'flow' || (t.items?.length ?? 0) === 0) return `${writeFlow(t, (noise[0] ?? 0) % 2 === 0)}\n`;
  return `${writeBlock(t, (noise[0] ?? 0) % 3 === 0 ? 2 : 0, noise)}\n`;
}

const noise = fc.array(fc.nat(100), { minLength: 1, maxLength: 20 });

/** Small edits that keep most of a text: insert, delete or replace a few characters. */
const edits = fc.array(
  fc.tuple(fc.nat(), fc.nat(4), fc.constantFrom('', ' ', '  ', '\n', ':', ': ', '- ', '-', '#', ' #', '"', "'", '[', ']', '{', '}', ',', '&a ', '*a', '!t ', '? ', '|', '>', '---\n', '\t', '\r\n', '\r', 'x', '0', 'é')),
  { minLength: 1, maxLength: 3 },
);

function mutate(text: string, list: readonly [number, number, string][]): string {
  let t = text;
  for (const [at, del, ins] of list) {
    const i = t.length === 0 ? 0 : at % (t.length + 1);
    t = t.slice(0, i) + ins + t.slice(i + del);
  }
  return t;
}

const RUNS = Number(process.env.FAST_CHECK_RUNS ?? 300);

describe('fast reader against the full path', () => {
  it('agrees on generated YAML documents whenever it reads them', () => {
    let taken = 0;
    fc.assert(
      fc.property(fc.array(fc.tuple(tree, noise), { minLength: 1, maxLength: 3 }), fc.boolean(), (docs, marker) => {
        const text = docs.map(([t, n], i) => `${marker || i > 0 ? '---\n' : ''}${writeDocument(t, n)}`).join('');
        if (agrees(text, 'yaml')) taken++;
      }),
      { numRuns: RUNS },
    );
    expect(taken).toBeGreaterThan(RUNS / 10);
  });

  it('agrees on mutated generated documents whenever it reads them', () => {
    fc.assert(
      fc.property(tree, noise, edits, (t, n, list) => {
        agrees(mutate(writeDocument(t, n), list), 'yaml');
      }),
      { numRuns: RUNS },
    );
  });

  it('agrees on JSON written by JSON.stringify, and on mutations of it', () => {
    const json = fc.jsonValue({ maxDepth: 4 });
    fc.assert(
      fc.property(json, fc.constantFrom(0, 2, 4), edits, fc.boolean(), (v, space, list, mutateIt) => {
        const text = JSON.stringify(v, null, space);
        if (!mutateIt) expect(agrees(text, 'json')).toBe(true);
        else for (const format of ['json', 'yaml'] as const) agrees(mutate(text, list), format);
      }),
      { numRuns: RUNS },
    );
  });
});

// ---------------------------------------------------------------------------
// Real documents

function filesUnder(dir: string, pattern: RegExp): string[] {
  const out: string[] = [];
  const stack = [dir];
  while (stack.length > 0) {
    const d = stack.pop() as string;
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) stack.push(p);
      else if (pattern.test(name)) out.push(p);
    }
  }
  return out.sort();
}

const fixtures = filesUnder('fixtures', /\.(ya?ml|json)$/i);
const corpus = filesUnder('../shared/corpus/documents', /\.json$/i);
const formatOf = (file: string): Format => (/\.json$/i.test(file) ? 'json' : 'yaml');

describe('fast reader on real documents', () => {
  it.each([
    ['fixtures', fixtures],
    ['the shared corpus', corpus],
  ])('reads most of %s, exactly as the full path does', (_name, files) => {
    expect(files.length).toBeGreaterThan(50);
    let taken = 0;
    let inSubset = 0;
    const left: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const format = formatOf(file);
      const full = load(text, format, false);
      // The subset: documents yaml reads without a problem and that use none of what the reader leaves to it.
      const subset =
        full.problems.length === 0 &&
        full.documents.every((d) => d.problems.length === 0) &&
        !/^[ -]*(?:[^#\n]*[:-] +)?[|>]|&\w|\*\w|!\w|\t|\r/m.test(text);
      if (agrees(text, format)) taken++;
      else if (subset) left.push(file);
      if (subset) inSubset++;
    }
    expect(taken).toBeGreaterThanOrEqual(Math.ceil(inSubset * 0.9));
    expect(left.length, left.join('\n')).toBeLessThanOrEqual(Math.floor(inSubset * 0.1));
  }, 180_000);

  it('agrees on mutations of fixtures and corpus documents', () => {
    const texts = [...fixtures, ...corpus].map((f) => [readFileSync(f, 'utf8'), formatOf(f)] as const);
    fc.assert(
      fc.property(fc.nat(texts.length - 1), edits, (i, list) => {
        const [text, format] = texts[i]!;
        agrees(mutate(text, list), format);
      }),
      { numRuns: RUNS },
    );
  }, 180_000);
});
