import { describe, expect, it } from 'vitest';
import { isScalar } from 'yaml';
import { locate, mapValueRange } from './locate.js';
import { scalarSourceMap } from './scalar-source-map.js';
import { loadYamlSource, type YamlSourceFile as SourceFile } from './load-yaml.js';

/** The YAML/JSON front end, by file name. */
const loadSource = (path: string, text: string): SourceFile => loadYamlSource(path, text, { format: /\.json$/i.test(path) ? 'json' : 'yaml' });

/** Load `text`, find the scalar at `path` in the first document. */
function scalarAt(text: string, path: (string | number)[], file = 'x.yaml') {
  const f = loadSource(file, text);
  expect(f.problems.filter((p) => p.fatal)).toEqual([]);
  const doc = f.documents[0];
  if (!doc) throw new Error('no document');
  const at = locate(doc, path);
  if (!at.found || !isScalar(at.node)) throw new Error(`no scalar at ${path.join('.')}`);
  return { f, node: at.node };
}

function fmt(f: SourceFile, start: number, end: number): string {
  const r = f.range(start, end);
  return `${r.line}:${r.column}-${r.endLine}:${r.endColumn}`;
}

/** Position of the first occurrence of `token` in the value, as `line:col-endLine:endCol`. */
function tokenAt(text: string, path: (string | number)[], token: string, file = 'x.yaml'): string {
  const { f, node } = scalarAt(text, path, file);
  const value = String(node.value);
  const i = value.indexOf(token);
  if (i < 0) throw new Error(`token ${token} not in ${JSON.stringify(value)}`);
  const r = mapValueRange(node, i, i + token.length);
  return fmt(f, r.start, r.end);
}

const EXPR = 'http.host eq "a\\"b" and ip.src in {192.0.2.0/24}';
const STR = '"a\\"b"';

describe('expression tokens in every scalar style', () => {
  // [style, file text, file name, path, expected value, expected ranges of http.host, "a\"b", ip.src, 192.0.2.0/24]
  const cases: [string, string, string, (string | number)[], string, string, string, string, string][] = [
    [
      'plain',
      `expression: ${EXPR}\n`,
      'x.yaml',
      ['expression'],
      EXPR,
      '1:13-1:22',
      '1:26-1:32',
      '1:37-1:43',
      '1:48-1:60',
    ],
    [
      'single-quoted',
      `expression: '${EXPR}'\n`,
      'x.yaml',
      ['expression'],
      EXPR,
      '1:14-1:23',
      '1:27-1:33',
      '1:38-1:44',
      '1:49-1:61',
    ],
    [
      'double-quoted (\\" and \\\\ escapes make the source longer)',
      'expression: "http.host eq \\"a\\\\\\"b\\" and ip.src in {192.0.2.0/24}"\n',
      'x.yaml',
      ['expression'],
      EXPR,
      '1:14-1:23',
      '1:27-1:37',
      '1:42-1:48',
      '1:53-1:65',
    ],
    [
      'literal |',
      `expression: |\n  ${EXPR}\n`,
      'x.yaml',
      ['expression'],
      `${EXPR}\n`,
      '2:3-2:12',
      '2:16-2:22',
      '2:27-2:33',
      '2:38-2:50',
    ],
    [
      'folded >- over two lines',
      'expression: >-\n  http.host eq "a\\"b"\n  and ip.src in {192.0.2.0/24}\n',
      'x.yaml',
      ['expression'],
      EXPR,
      '2:3-2:12',
      '2:16-2:22',
      '3:7-3:13',
      '3:18-3:30',
    ],
    [
      'literal |+ with a more-indented line and kept trailing lines',
      'expression: |+\n  http.host eq "a\\"b"\n    and ip.src in {192.0.2.0/24}\n\nnext: 1\n',
      'x.yaml',
      ['expression'],
      'http.host eq "a\\"b"\n  and ip.src in {192.0.2.0/24}\n\n',
      '2:3-2:12',
      '2:16-2:22',
      '3:9-3:15',
      '3:20-3:32',
    ],
    [
      'multi-line plain',
      'expression: http.host eq "a\\"b"\n  and ip.src\n  in {192.0.2.0/24}\n',
      'x.yaml',
      ['expression'],
      EXPR,
      '1:13-1:22',
      '1:26-1:32',
      '2:7-2:13',
      '3:7-3:19',
    ],
    [
      'multi-line double-quoted with an escaped line break and a fold',
      'expression: "http.host eq \\"a\\\\\\"b\\" \\\n    and ip.src in\n  {192.0.2.0/24}"\n',
      'x.yaml',
      ['expression'],
      EXPR,
      '1:14-1:23',
      '1:27-1:37',
      '2:9-2:15',
      '3:4-3:16',
    ],
    [
      'multi-line single-quoted with a fold',
      "expression: 'http.host eq \"a\\\"b\"\n  and ip.src in {192.0.2.0/24}'\n",
      'x.yaml',
      ['expression'],
      EXPR,
      '1:14-1:23',
      '1:27-1:33',
      '2:7-2:13',
      '2:18-2:30',
    ],
    [
      'in a block sequence, nested',
      `rules:\n  - action: block\n    expression: '${EXPR}'\n`,
      'x.yaml',
      ['rules', 0, 'expression'],
      EXPR,
      '3:18-3:27',
      '3:31-3:37',
      '3:42-3:48',
      '3:53-3:65',
    ],
    [
      'JSON string with \\" and \\\\ escapes',
      '{"expression": "http.host eq \\"a\\\\\\"b\\" and ip.src in {192.0.2.0/24}"}',
      'x.json',
      ['expression'],
      EXPR,
      '1:17-1:26',
      '1:30-1:40',
      '1:45-1:51',
      '1:56-1:68',
    ],
  ];

  it.each(cases)('%s', (_style, text, file, path, value, host, str, ip, cidr) => {
    const { node } = scalarAt(text, path, file);
    expect(node.value).toBe(value);
    expect(scalarSourceMap(node).exact).toBe(true);
    expect(tokenAt(text, path, 'http.host', file)).toBe(host);
    expect(tokenAt(text, path, STR, file)).toBe(str);
    expect(tokenAt(text, path, 'ip.src', file)).toBe(ip);
    expect(tokenAt(text, path, '192.0.2.0/24', file)).toBe(cidr);
  });

  it('JSON: a \\u0041 escape maps to the whole escape', () => {
    const text = '{"expression": "http.host eq \\"\\u0041\\\\\\"b\\" and ip.src in {192.0.2.0/24}"}';
    const path = ['expression'];
    expect(scalarAt(text, path, 'x.json').node.value).toBe('http.host eq "A\\"b" and ip.src in {192.0.2.0/24}');
    expect(tokenAt(text, path, 'http.host', 'x.json')).toBe('1:17-1:26');
    expect(tokenAt(text, path, 'A', 'x.json')).toBe('1:32-1:38');
    expect(tokenAt(text, path, '"A\\"b"', 'x.json')).toBe('1:30-1:45');
    expect(tokenAt(text, path, 'ip.src', 'x.json')).toBe('1:50-1:56');
    expect(tokenAt(text, path, '192.0.2.0/24', 'x.json')).toBe('1:61-1:73');
  });

  it('JSON: each code unit of a \\uD83D\\uDE00 surrogate pair maps to its own escape', () => {
    const { f, node } = scalarAt('["x\\ud83d\\ude00y"]', [0], 'x.json');
    expect(node.value).toBe('x😀y');
    const map = scalarSourceMap(node);
    expect(fmt(f, map.charRange(1).start, map.charRange(1).end)).toBe('1:4-1:10');
    expect(fmt(f, map.charRange(2).start, map.charRange(2).end)).toBe('1:10-1:16');
    expect(tokenAt('["x\\ud83d\\ude00y"]', [0], '😀', 'x.json')).toBe('1:4-1:16');
    expect(tokenAt('["x\\ud83d\\ude00y"]', [0], 'y', 'x.json')).toBe('1:16-1:17');
  });

  it('folded: the space a fold produced maps to the line break it replaced; ranges across it span both lines', () => {
    const text = 'expression: >-\n  http.host eq "a\\"b"\n  and ip.src in {192.0.2.0/24}\n';
    const { f, node } = scalarAt(text, ['expression']);
    const r = mapValueRange(node, 19, 20);
    expect(fmt(f, r.start, r.end)).toBe('2:22-3:1');
    expect(text.slice(r.start, r.end)).toBe('\n');
    expect(tokenAt(text, ['expression'], '"a\\"b" and')).toBe('2:16-3:6');
  });

  it('CRLF line ends: a fold maps to the whole \\r\\n, columns are unaffected', () => {
    const text = 'expression: >-\r\n  http.host eq "a\\"b"\r\n  and ip.src in {192.0.2.0/24}\r\n';
    const { f, node } = scalarAt(text, ['expression']);
    expect(node.value).toBe(EXPR);
    expect(text.slice(mapValueRange(node, 19, 20).start, mapValueRange(node, 19, 20).end)).toBe('\r\n');
    expect(tokenAt(text, ['expression'], 'ip.src')).toBe('3:7-3:13');
    expect(fmt(f, mapValueRange(node, 19, 20).start, mapValueRange(node, 19, 20).end)).toBe('2:22-3:1');
  });

  it('a byte-order mark takes no column', () => {
    expect(tokenAt(`\ufeffexpression: ${EXPR}\n`, ['expression'], 'http.host')).toBe('1:13-1:22');
    expect(tokenAt(`\ufeff{"expression": "${EXPR.replace(/["\\]/g, (c) => `\\${c}`)}"}`, ['expression'], 'ip.src', 'x.json')).toBe(
      '1:45-1:51',
    );
  });
});

describe('log push filter tokens in every scalar style', () => {
  const FILTER = '{"where":{"key":"EdgeResponseStatus"}}';
  // A plain scalar cannot start with `{` (that is a flow mapping), so there is no plain case.
  const cases: [string, string, string, string, string][] = [
    ['single-quoted', `filter: '${FILTER}'\n`, 'x.yaml', '1:27-1:45', '1:20-1:25'],
    ['double-quoted', 'filter: "{\\"where\\":{\\"key\\":\\"EdgeResponseStatus\\"}}"\n', 'x.yaml', '1:32-1:50', '1:22-1:29'],
    ['JSON', '{"filter": "{\\"where\\":{\\"key\\":\\"EdgeResponseStatus\\"}}"}', 'x.json', '1:35-1:53', '1:25-1:32'],
    ['literal |', `filter: |\n  ${FILTER}\n`, 'x.yaml', '2:20-2:38', '2:13-2:18'],
    ['literal |- with explicit indentation', `filter: |2-\n    ${FILTER}\n`, 'x.yaml', '2:22-2:40', '2:15-2:20'],
    ['folded >', `filter: >\n  ${FILTER}\n`, 'x.yaml', '2:20-2:38', '2:13-2:18'],
    ['folded >- across lines (the fold adds a space)', 'filter: >-\n  {"where":{"key":\n  "EdgeResponseStatus"}}\n', 'x.yaml', '3:4-3:22', '2:13-2:18'],
    ['multi-line single-quoted', "filter: '{\"where\":\n    {\"key\":\"EdgeResponseStatus\"}}'\n", 'x.yaml', '2:13-2:31', '2:6-2:11'],
  ];
  it.each(cases)('%s', (_style, text, file, status, key) => {
    const { node } = scalarAt(text, ['filter'], file);
    expect(String(node.value)).toContain('EdgeResponseStatus');
    expect(tokenAt(text, ['filter'], 'EdgeResponseStatus', file)).toBe(status);
    expect(tokenAt(text, ['filter'], '"key"', file)).toBe(key);
  });
});

describe('double-quoted escapes: each produced character maps to its whole escape', () => {
  const escapes: [string, string][] = [
    ['\\"', '"'],
    ['\\\\', '\\'],
    ['\\/', '/'],
    ['\\n', '\n'],
    ['\\t', '\t'],
    ['\\\t', '\t'],
    ['\\0', '\0'],
    ['\\a', '\x07'],
    ['\\b', '\b'],
    ['\\e', '\x1b'],
    ['\\f', '\f'],
    ['\\r', '\r'],
    ['\\v', '\v'],
    ['\\N', '\u0085'],
    ['\\_', '\u00a0'],
    ['\\L', '\u2028'],
    ['\\P', '\u2029'],
    ['\\ ', ' '],
    ['\\x41', 'A'],
    ['\\u00e9', 'é'],
    ['\\U0001F600', '😀'],
  ];
  it.each(escapes)('%s', (escape, produced) => {
    const text = `a: "x${escape}y"\n`;
    const { f, node } = scalarAt(text, ['a']);
    expect(node.value).toBe(`x${produced}y`);
    const map = scalarSourceMap(node);
    // Columns: `a: "` is 4, so the escape starts at column 6.
    const end = 6 + escape.length;
    for (let i = 1; i <= produced.length; i++) {
      const r = map.charRange(i);
      expect(fmt(f, r.start, r.end)).toBe(`1:6-1:${end}`);
      expect(text.slice(r.start, r.end)).toBe(escape);
    }
    const y = map.charRange(produced.length + 1);
    expect(fmt(f, y.start, y.end)).toBe(`1:${end}-1:${end + 1}`);
  });
});

describe('block scalars: indentation indicators, chomping, more-indented and leading empty lines, header comments', () => {
  // [name, text, value, value index, expected range of that character, expected source text]
  const cases: [string, string, string, number, string, string][] = [
    ['literal, comment after header', 'k: |  # note\n  ab\n  cd\n', 'ab\ncd\n', 3, '3:3-3:4', 'c'],
    ['literal, line break', 'k: |\n  ab\n  cd\n', 'ab\ncd\n', 2, '2:5-3:1', '\n'],
    ['literal, clip line break at end of file', 'k: |\n  ab', 'ab\n', 2, '2:5-2:5', ''],
    ['literal |2 keeps extra spaces', 'k: |2\n    ab\n  cd\n', '  ab\ncd\n', 0, '2:3-2:4', ' '],
    ['literal |2 content after the spaces', 'k: |2\n    ab\n  cd\n', '  ab\ncd\n', 2, '2:5-2:6', 'a'],
    ['literal |-', 'k: |-\n  ab\n\n', 'ab', 1, '2:4-2:5', 'b'],
    ['literal |+ trailing empty line', 'k: |+\n  ab\n\nn: 1\n', 'ab\n\n', 3, '3:1-4:1', '\n'],
    ['literal leading empty lines', 'k: |\n\n\n  ab\n', '\n\nab\n', 1, '3:1-4:1', '\n'],
    ['literal leading empty lines, content', 'k: |\n\n\n  ab\n', '\n\nab\n', 2, '4:3-4:4', 'a'],
    ['folded: fold space', 'k: >\n  ab\n  cd\n', 'ab cd\n', 2, '2:5-3:1', '\n'],
    ['folded: empty line becomes \\n', 'k: >\n  ab\n\n  cd\n', 'ab\ncd\n', 2, '3:1-4:1', '\n'],
    ['folded: two empty lines', 'k: >\n  ab\n\n\n  cd\n', 'ab\n\ncd\n', 3, '4:1-5:1', '\n'],
    ['folded: more-indented line is not folded', 'k: >\n  ab\n    cd\n  ef\n', 'ab\n  cd\nef\n', 3, '3:3-3:4', ' '],
    ['folded: break before more-indented line', 'k: >\n  ab\n    cd\n  ef\n', 'ab\n  cd\nef\n', 2, '2:5-3:1', '\n'],
    ['folded: break after more-indented line', 'k: >\n  ab\n    cd\n  ef\n', 'ab\n  cd\nef\n', 7, '3:7-4:1', '\n'],
    ['folded >2- with comment', 'k: >2- # c\n   ab\n  cd\n', ' ab\ncd', 4, '3:3-3:4', 'c'],
    ['folded >+', 'k: >+\n  ab\n\n', 'ab\n\n', 3, '3:1-4:1', '\n'],
    ['top-level literal at column 0 indentation', '--- |\nab\ncd\n', 'ab\ncd\n', 3, '3:1-3:2', 'c'],
  ];
  it.each(cases)('%s', (_name, text, value, index, expected, source) => {
    const { f, node } = scalarAt(text, text.startsWith('---') ? [] : ['k']);
    expect(node.value).toBe(value);
    const r = scalarSourceMap(node).charRange(index);
    expect(fmt(f, r.start, r.end)).toBe(expected);
    expect(text.slice(r.start, r.end)).toBe(source);
  });
});

describe('plain and single-quoted folding', () => {
  const cases: [string, string, string, number, string, string][] = [
    ['plain fold', 'k: ab\n  cd\n', 'ab cd', 2, '1:6-2:1', '\n'],
    ['plain: trailing blanks before the fold are not the fold', 'k: ab  \n  cd\n', 'ab cd', 2, '1:8-2:1', '\n'],
    ['plain: empty line becomes \\n', 'k: ab\n\n  cd\n', 'ab\ncd', 2, '2:1-3:1', '\n'],
    ['plain: blank line with spaces', 'k: ab\n   \n  cd\n', 'ab\ncd', 2, '2:4-3:1', '\n'],
    ["single: '' is one quote", "k: 'it''s'\n", "it's", 2, '1:7-1:9', "''"],
    ['single: fold', "k: 'ab\n  cd'\n", 'ab cd', 3, '2:3-2:4', 'c'],
    ['single: line break before the closing quote', "k: 'ab\n  '\n", 'ab ', 2, '1:7-2:1', '\n'],
  ];
  it.each(cases)('%s', (_name, text, value, index, expected, source) => {
    const { f, node } = scalarAt(text, ['k']);
    expect(node.value).toBe(value);
    const r = scalarSourceMap(node).charRange(index);
    expect(fmt(f, r.start, r.end)).toBe(expected);
    expect(text.slice(r.start, r.end)).toBe(source);
  });
});

describe('ScalarSourceMap edges', () => {
  it('empty ranges sit at the right place', () => {
    const { f, node } = scalarAt('k: "ab\\"c"\n', ['k']);
    const map = scalarSourceMap(node);
    // Before `"` (value index 2) is the start of its escape; the end is before the closing quote.
    expect(fmt(f, map.toSourceRange(2, 2).start, map.toSourceRange(2, 2).end)).toBe('1:7-1:7');
    expect(fmt(f, map.toSourceRange(4, 4).start, map.toSourceRange(4, 4).end)).toBe('1:10-1:10');
    expect(map.offsetAt(0)).toBe(4);
  });

  it('an empty string maps to a zero-width range inside its quotes', () => {
    const { f, node } = scalarAt('k: ""\n', ['k']);
    const r = scalarSourceMap(node).toSourceRange(0, 0);
    expect(fmt(f, r.start, r.end)).toBe('1:5-1:5');
  });

  it('non-string scalars map their source text one to one', () => {
    const { f, node } = scalarAt('k: 0x1F\n', ['k']);
    expect(node.value).toBe(31);
    const map = scalarSourceMap(node);
    expect(map.identity).toBe(true);
    expect(map.value).toBe('0x1F');
    const r = map.toSourceRange(2, 4);
    expect(fmt(f, r.start, r.end)).toBe('1:6-1:8');
  });

  it('out-of-range offsets are clamped', () => {
    const { node } = scalarAt('k: abc\n', ['k']);
    const map = scalarSourceMap(node);
    expect(map.toSourceRange(-5, 99)).toEqual({ start: 3, end: 6 });
    expect(map.offsetAt(99)).toBe(6);
  });

  it('maps are cached per node', () => {
    const { node } = scalarAt('k: abc\n', ['k']);
    expect(scalarSourceMap(node)).toBe(scalarSourceMap(node));
  });
});
