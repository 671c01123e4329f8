import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { MAX_NESTING_DEPTH } from './limits.js';
import type { LoadProblem } from './load-problem.js';
import { formatForPath, loadSource, loadSourceBytes, type SourceFile } from './source-file.js';

/** Problems as `code@line:col-endLine:endCol`. */
function problems(f: SourceFile): string[] {
  return f.problems.map((p) => `${p.code}@${at(f, p)}`);
}

function at(f: SourceFile, p: Pick<LoadProblem, 'start' | 'end'>): string {
  const r = f.range(p.start, p.end);
  return `${r.line}:${r.column}-${r.endLine}:${r.endColumn}`;
}

describe('loadSource: documents', () => {
  it('multi-document YAML gives one document per `---`, each with its range', () => {
    const text = 'a: 1\n---\nb: 2\n--- # empty\n---\nc: [3]\n';
    const f = loadSource('x.yaml', text);
    expect(f.format).toBe('yaml');
    expect(f.problems).toEqual([]);
    expect(f.documents.map((d) => d.value)).toEqual([{ a: 1 }, { b: 2 }, null, { c: [3] }]);
    expect(f.documents.map((d) => d.index)).toEqual([0, 1, 2, 3]);
    const [d0, d1, , d3] = f.documents;
    expect(f.position(d0!.range.start)).toEqual({ line: 1, column: 1 });
    // A document starts at its `---` marker when it has one.
    expect(f.position(d1!.range.start)).toEqual({ line: 2, column: 1 });
    expect(f.position(d3!.range.start)).toEqual({ line: 5, column: 1 });
    expect(f.documentAt(text.indexOf('b: 2'))).toBe(d1);
    expect(f.documentAt(text.indexOf('c:'))).toBe(d3);
  });

  it('an empty file, a comment-only file and whitespace give one empty document and no problem', () => {
    for (const text of ['', '# just a comment\n', '\n\n  \n']) {
      const f = loadSource('x.yaml', text);
      expect(f.problems).toEqual([]);
      expect(f.documents).toHaveLength(1);
      expect(f.documents[0]?.value).toBeNull();
      expect(f.documents[0]?.fatal).toBe(false);
    }
  });

  it('formats follow the extension; `.json` in any case is JSON', () => {
    expect(formatForPath('a/b.json')).toBe('json');
    expect(formatForPath('B.JSON')).toBe('json');
    expect(formatForPath('x.yaml')).toBe('yaml');
    expect(formatForPath('.edgelintrc')).toBe('yaml');
    expect(loadSource('.edgelintrc', '{"a": 1,}', { format: 'json' }).problems[0]?.code).toBe('json-syntax');
  });

  it('YAML syntax errors are fatal problems at their position', () => {
    const f = loadSource('x.yaml', 'a: 1\nb: @x\nc: [1, 2\n');
    expect(f.documents[0]?.fatal).toBe(true);
    expect(problems(f)[0]).toBe('yaml-syntax@2:4-2:5');
    expect(f.problems[0]?.message).toBe('Plain value cannot start with reserved character @.');
  });

  it('tabs as indentation are a syntax error at the tab', () => {
    const f = loadSource('x.yaml', 'a:\n\tb: 1\n');
    expect(problems(f)).toContain('yaml-syntax@2:1-2:2');
  });

  it('an unknown tag is a warning, not fatal', () => {
    const f = loadSource('x.yaml', 'a: !foo x\n');
    expect(problems(f)).toEqual(['yaml-warning@1:4-1:8']);
    expect(f.documents[0]?.fatal).toBe(false);
    expect(f.documents[0]?.value).toEqual({ a: 'x' });
  });

  it('YAML 1.2: yes/no/on/off stay strings', () => {
    expect(loadSource('x.yaml', 'a: yes\nb: off\n').documents[0]?.value).toEqual({ a: 'yes', b: 'off' });
  });
});

describe('loadSource: positions with BOM, CRLF, lone CR', () => {
  it('a BOM is kept in the text, takes no column, and offsets stay offsets into the original text', () => {
    const text = '\ufeffa: 1\nb: @\n';
    const f = loadSource('x.yaml', text);
    expect(f.text).toBe(text);
    expect((f.documents[0]?.value as { a: number }).a).toBe(1);
    expect(f.position(1)).toEqual({ line: 1, column: 1 });
    expect(problems(f)[0]).toBe('yaml-syntax@2:4-2:5');
    expect(f.problems[0]?.start).toBe(text.indexOf('@'));
  });

  it('a BOM in a JSON file is accepted', () => {
    const f = loadSource('x.json', '\ufeff{"a": [1, 2,]}');
    expect(problems(f)).toEqual(['json-syntax@1:12-1:13']);
    expect(loadSource('x.json', '\ufeff{"a": 1}').documents[0]?.value).toEqual({ a: 1 });
  });

  it('CRLF: values do not contain CR, positions count CRLF as one line break', () => {
    const text = 'a: |\r\n  x\r\n  y\r\nb: "p\r\n  q"\r\nc: @\r\n';
    const f = loadSource('x.yaml', text);
    expect(f.documents[0]?.value).toEqual({ a: 'x\ny\n', b: 'p q', c: '@' });
    expect(problems(f)).toEqual(['yaml-syntax@6:4-6:5']);
  });

  it('lone CR is a line break (YAML 1.2 and editors agree); offsets are unchanged', () => {
    const text = 'a: 1\rb: "x\r  y"\rc: @\r';
    const f = loadSource('x.yaml', text);
    expect(f.text).toBe(text);
    expect(f.documents[0]?.value).toEqual({ a: 1, b: 'x y', c: '@' });
    expect(problems(f)).toEqual(['yaml-syntax@4:4-4:5']);
  });
});

describe('loadSource: duplicate keys', () => {
  it('are non-fatal problems at the later key, naming the key and the first line; the last value wins', () => {
    const text = 'name: a\nrules:\n  - ref: x\n    ref: y\nname: b\n';
    const f = loadSource('x.yaml', text);
    expect(problems(f)).toEqual(['duplicate-key@4:5-4:8', 'duplicate-key@5:1-5:5']);
    expect(f.problems[0]?.message).toBe('Duplicate key `ref`; line 3 has it too, and the last value is used.');
    expect(f.problems[1]?.message).toBe('Duplicate key `name`; line 1 has it too, and the last value is used.');
    expect(f.problems.every((p) => !p.fatal)).toBe(true);
    expect(f.documents[0]?.fatal).toBe(false);
    expect(f.documents[0]?.value).toEqual({ name: 'b', rules: [{ ref: 'y' }] });
  });

  it('keys are compared as the value builds them: `1` and "1" collide', () => {
    const f = loadSource('x.yaml', '1: a\n"1": b\n');
    expect(problems(f)).toEqual(['duplicate-key@2:1-2:4']);
    expect(f.documents[0]?.value).toEqual({ 1: 'b' });
  });

  it('JSON duplicate keys are valid JSON but reported', () => {
    const f = loadSource('x.json', '{\n  "a": 1,\n  "a": 2\n}');
    expect(problems(f)).toEqual(['duplicate-key@3:3-3:6']);
    expect(f.documents[0]?.value).toEqual(JSON.parse('{"a": 1, "a": 2}'));
  });
});

describe('loadSource: strict JSON', () => {
  it.each([
    ['comment', '{\n  // note\n  "a": 1\n}', 'json-syntax@2:3-2:10'],
    ['trailing comma', '{"a": [1, 2,]}', 'json-syntax@1:12-1:13'],
    ['single quotes', "{'a': 1}", 'json-syntax@1:2-1:5'],
    ['unquoted key', '{\n  a: 1\n}', 'json-syntax@2:3-2:4'],
    ['unquoted value', '{"a": yes}', 'json-syntax@1:7-1:10'],
    ['YAML', 'a: 1\n', 'json-syntax@1:1-1:2'],
    ['two documents', '{}\n---\n{}', 'json-syntax@2:1-2:4'],
    ['raw tab in string', '["a\tb"]', 'json-syntax@1:4-1:5'],
    ['empty', '', 'json-syntax@1:1-1:1'],
  ])('%s', (_name, text, expected) => {
    const f = loadSource('x.json', text);
    expect(problems(f)).toEqual([expected]);
    expect(f.documents).toHaveLength(1);
    expect(f.documents[0]?.fatal).toBe(true);
    expect(f.documents[0]?.value).toBeNull();
  });

  it.each([
    ['tabs', '{\n\t"a": {\n\t\t"b": [\n\t\t\t1\n\t\t]\n\t}\n}\n'],
    ['CRLF', '{\r\n  "a": "b",\r\n  "c": [true, false, null]\r\n}\r\n'],
    ['escapes', '{"s": "\\/\\"\\\\\\b\\f\\n\\r\\t\\u0041\\ud83d\\ude00", "k\\u00e9": 1}'],
    ['numbers', '[0, 1.5, -2e3, 1E+2, 12345678901234567890, 1e400]'],
    ['top-level scalar', '"just a string"'],
    ['long key', `{"${'k'.repeat(2000)}": 1}`],
    ['line breaks between key and colon', '{"a"\n  :\n  1}'],
    ['deep to the limit', '['.repeat(MAX_NESTING_DEPTH) + ']'.repeat(MAX_NESTING_DEPTH)],
    ['multi-line at column 0', '{\n"a":\n[\n1\n]\n}'],
  ])('valid JSON parses to JSON.parse\'s value: %s', (_name, text) => {
    const f = loadSource('x.json', text);
    expect(f.problems).toEqual([]);
    expect(f.documents[0]?.value).toEqual(JSON.parse(text));
  });

  it('property: for random JSON values and layouts the value equals JSON.parse and there is no problem', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(fc.json({ maxDepth: 6 }), fc.constantFrom(undefined, 0, 1, 2, '\t'), fc.boolean(), (json, indent, crlf) => {
        let text = JSON.stringify(JSON.parse(json), null, indent);
        if (crlf) text = text.replace(/\n/g, '\r\n');
        const f = loadSource('x.json', text);
        expect(f.problems.filter((p) => p.code !== 'duplicate-key')).toEqual([]);
        expect(f.documents[0]?.value).toEqual(JSON.parse(text));
      }),
      { numRuns: 500 },
    );
  });

  it('property: a .json file is accepted exactly when JSON.parse accepts it', { timeout: 60_000 }, () => {
    const jsonish = fc.string({
      unit: fc.constantFrom('{', '}', '[', ']', ',', ':', '"', "'", ' ', '\n', '\t', '\\', '/', '*', '#', '1', '0', '-', '.', 'e', 'a', 'true', 'null', 'u', '\u0000'),
      maxLength: 25,
    });
    fc.assert(
      fc.property(jsonish, (text) => {
        let ok = true;
        try {
          JSON.parse(text);
        } catch {
          ok = false;
        }
        const f = loadSource('x.json', text);
        const fatal = f.problems.filter((p) => p.fatal);
        expect(fatal.length === 0).toBe(ok);
        for (const p of f.problems) {
          expect(p.start).toBeGreaterThanOrEqual(0);
          expect(p.end).toBeLessThanOrEqual(text.length);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('loadSource: hostile input never crashes or hangs', () => {
  const tooDeep = (f: SourceFile) => f.problems.filter((p) => p.code === 'too-deep').map((p) => at(f, p));

  it('100 000 nested flow sequences: one too-deep problem where level 129 opens', { timeout: 60_000 }, () => {
    expect(MAX_NESTING_DEPTH).toBe(128);
    for (const text of ['['.repeat(100_000) + ']'.repeat(100_000), '['.repeat(100_000), '{"a":'.repeat(100_000)]) {
      const f = loadSource('x.yaml', text);
      expect(tooDeep(f)).toEqual([text[0] === '[' ? '1:129-1:130' : '1:641-1:642']);
      expect(f.documents.at(-1)?.fatal).toBe(true);
    }
  });

  it('100 000 nested JSON arrays: too-deep from the strict scanner', () => {
    const f = loadSource('x.json', '['.repeat(100_000) + ']'.repeat(100_000));
    expect(tooDeep(f)).toEqual(['1:129-1:130']);
  });

  it('deep block nesting: too-deep at the key that opens level 129', { timeout: 60_000 }, () => {
    const text = Array.from({ length: 2000 }, (_, i) => `${' '.repeat(i)}a:`).join('\n') + ' x\n';
    const f = loadSource('x.yaml', text);
    expect(tooDeep(f)).toEqual(['129:129-129:130']);
    const seq = loadSource('x.yaml', `${'- '.repeat(50_000)}x\n`);
    expect(tooDeep(seq)).toEqual(['1:257-1:258']);
  });

  it(`exactly ${MAX_NESTING_DEPTH} levels load; one more is too deep (exact position)`, () => {
    const ok = loadSource('x.yaml', '['.repeat(MAX_NESTING_DEPTH) + ']'.repeat(MAX_NESTING_DEPTH));
    expect(ok.problems).toEqual([]);
    const over = loadSource('x.yaml', '['.repeat(MAX_NESTING_DEPTH + 1) + ']'.repeat(MAX_NESTING_DEPTH + 1));
    expect(tooDeep(over)).toEqual(['1:129-1:130']);
    expect(over.documents[0]?.value).toBeNull();
  });

  it('aliases count with the depth of what they stand for', () => {
    const deep = '['.repeat(100) + ']'.repeat(100);
    const text = `a: &a ${deep}\nb: ${'['.repeat(40)}*a${']'.repeat(40)}\n`;
    const f = loadSource('x.yaml', text);
    expect(tooDeep(f)).toEqual(['2:44-2:46']);
    expect(f.problems[0]?.message).toMatch(/alias `\*a` nests the value deeper than 128 levels/);
  });

  it('a billion-laughs file is an alias-limit problem at the alias that crosses the budget, quickly', () => {
    const levels = 'abcdefghi'.split('');
    let text = `a: &a [x,x,x,x,x,x,x,x,x,x]\n`;
    for (let i = 1; i < levels.length; i++) {
      const prev = levels[i - 1];
      text += `${levels[i]}: &${levels[i]} [${Array(10).fill(`*${prev}`).join(',')}]\n`;
    }
    const f = loadSource('x.yaml', text);
    expect(problems(f)).toEqual(['alias-limit@5:29-5:31']);
    expect(f.problems[0]?.message).toMatch(/`\*d` alone is 11,111 nodes/);
    expect(f.documents[0]?.fatal).toBe(true);
    expect(f.documents[0]?.value).toBeNull();
  });

  it('a recursive alias is an alias-cycle problem; an unknown alias an unknown-alias problem', () => {
    expect(problems(loadSource('x.yaml', 'a: &a [1, *a]\n'))).toEqual(['alias-cycle@1:11-1:13']);
    expect(problems(loadSource('x.yaml', 'a: &a\n  b: *a\n'))).toEqual(['alias-cycle@2:6-2:8']);
    const unknown = loadSource('x.yaml', 'a: *nope\n');
    expect(problems(unknown)).toEqual(['unknown-alias@1:4-1:9']);
    expect(unknown.problems[0]?.message).toBe('The alias `*nope` refers to no anchor `&nope` defined before it.');
  });

  it('aliases share the aliased value and resolve to the last anchor before them', () => {
    const f = loadSource('x.yaml', 'a: &x {k: 1}\nb: *x\nc: &x 2\nd: *x\n');
    const v = f.documents[0]?.value as Record<string, unknown>;
    expect(v).toEqual({ a: { k: 1 }, b: { k: 1 }, c: 2, d: 2 });
    expect(v.a).toBe(v.b);
  });

  it('20 000 aliases load in linear time (yaml\'s own toJS is quadratic here)', { timeout: 60_000 }, () => {
    const text = Array.from({ length: 20_000 }, (_, i) => `a${i}: &x${i} v${i}\nb${i}: *x${i}\n`).join('');
    const f = loadSource('x.yaml', text);
    expect(f.problems).toEqual([]);
    expect((f.documents[0]?.value as Record<string, string>).b19999).toBe('v19999');
  });

  it('the token limit stops huge files with a too-large problem instead of exhausting memory', () => {
    const text = `[${'1,'.repeat(10_000)}1]\n`;
    const f = loadSource('x.yaml', text, { maxYamlTokens: 5_000 });
    expect(f.problems.map((p) => p.code)).toEqual(['too-large']);
    expect(f.documents.at(-1)?.fatal).toBe(true);
    expect(f.problems[0]?.message).toMatch(/more than 5,000 YAML tokens/);
    // A JSON file is told about JSON tokens.
    expect(loadSource('x.json', text, { maxYamlTokens: 5_000 }).problems[0]?.message).toMatch(/more than 5,000 JSON tokens/);
  });

  it('a mapping or sequence as a key is a fatal problem at the key (its string form grows exponentially)', () => {
    const f = loadSource('x.yaml', `${'{'.repeat(60)}a${'}'.repeat(60)}: 1\n`);
    expect(f.problems.map((p) => p.code)).toEqual(['complex-key']);
    expect(problems(loadSource('x.yaml', 'a:\n  ? [x, y]\n  : 1\n'))).toEqual(['complex-key@2:5-2:6']);
  });

  it('NUL bytes and other non-printable characters are reported once, not fatal', () => {
    const f = loadSource('x.yaml', 'a: "x\u0000y"\nb: x\u0007\u0000\n');
    expect(problems(f)).toEqual(['invalid-character@1:6-1:7']);
    expect(f.problems[0]?.message).toMatch(/U\+0000 \(NUL\).*\(2 more follow\)/);
    expect(f.documents[0]?.value).toEqual({ a: 'x\u0000y', b: 'x\u0007\u0000' });
  });

  it('lone surrogates are reported; paired ones are fine', () => {
    expect(problems(loadSource('x.yaml', 'a: x\ud800y\n'))).toEqual(['invalid-character@1:5-1:6']);
    expect(problems(loadSource('x.yaml', 'a: x😀y\n'))).toEqual([]);
  });

  it('a 1 MB line loads', { timeout: 60_000 }, () => {
    const f = loadSource('x.yaml', `a: ${'x'.repeat(1_000_000)}\n`);
    expect(f.problems).toEqual([]);
    expect((f.documents[0]?.value as { a: string }).a).toHaveLength(1_000_000);
  });

  it('a 10 MB configuration loads (timing printed, not asserted)', { timeout: 300_000 }, () => {
    const parts: string[] = [];
    let size = 0;
    for (let i = 0; size < 10_000_000; i++) {
      const s = `- name: rule-${i}\n  expression: 'http.host eq "a${i}.example.com" and ip.src in {192.0.2.0/24}'\n  action: block\n  tags: [a, b, "c"]\n  description: >-\n    some folded\n    text here\n`;
      parts.push(s);
      size += s.length;
    }
    const text = parts.join('');
    const t0 = performance.now();
    const f = loadSource('big.yaml', text);
    const ms = performance.now() - t0;
    console.log(`loadSource: ${(text.length / 1e6).toFixed(1)} MB, ${parts.length} rules in ${ms.toFixed(0)} ms`);
    expect(f.problems).toEqual([]);
    expect((f.documents[0]?.value as unknown[]).length).toBe(parts.length);
  });

  it('property: random YAML-ish text never throws; every problem lies inside the text', { timeout: 60_000 }, () => {
    const yamlish = fc.string({
      unit: fc.constantFrom('a', ':', ' ', '\n', '\r', '\t', '-', '[', ']', '{', '}', ',', '"', "'", '\\', '#', '&', '*', '!', '|', '>', '?', '%', '@', '`', '---', '...', '\ufeff', '\u0000', '\ud800', 'é'),
      maxLength: 60,
    });
    fc.assert(
      fc.property(yamlish, fc.constantFrom('x.yaml', 'x.json'), (text, path) => {
        const f = loadSource(path, text);
        expect(f.documents.length).toBeGreaterThan(0);
        for (const p of f.problems) {
          expect(p.start).toBeGreaterThanOrEqual(0);
          expect(p.end).toBeLessThanOrEqual(text.length);
          expect(p.start).toBeLessThanOrEqual(p.end);
          expect(p.message).not.toMatch(/\n\s+at /);
        }
        // Where both succeed, our value is yaml's own toJS value.
        if (path === 'x.yaml') {
          const theirs = parseAllDocuments(text.replace(/\r(?!\n)/g, '\n'), { uniqueKeys: false, logLevel: 'silent' });
          if (!Array.isArray(theirs) || theirs.length !== f.documents.length) return;
          f.documents.forEach((d, i) => {
            if (d.fatal) return;
            let expected: unknown;
            try {
              expected = theirs[i]!.toJS({ maxAliasCount: -1 });
            } catch {
              return;
            }
            // Collection keys are stringified differently (documented).
            if (/"[[{]/.test(JSON.stringify(expected) ?? '')) return;
            expect(d.value).toEqual(expected);
          });
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('loadSourceBytes', () => {
  it('decodes UTF-8 and reports invalid bytes at their text position without failing', () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('a: é\nb: '), 0xe9, ...new TextEncoder().encode('x\n')]);
    const f = loadSourceBytes('x.yaml', bytes);
    expect(f.encoding).toBe('utf-8');
    expect(problems(f)).toEqual(['not-utf8@2:4-2:5']);
    expect(f.problems[0]?.message).toMatch(/byte 0xE9 at offset 9/);
    expect(f.documents[0]?.value).toEqual({ a: 'é', b: '\ufffdx' });
  });

  it('keeps a UTF-8 BOM and reads UTF-16 with a BOM', () => {
    const utf8 = loadSourceBytes('x.yaml', new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('a: 1\n')]));
    expect(utf8.text).toBe('\ufeffa: 1\n');
    expect(utf8.documents[0]?.value).toEqual({ a: 1 });
    const le = new Uint8Array([0xff, 0xfe, ...Array.from('a: 1\n').flatMap((c) => [c.charCodeAt(0), 0])]);
    const f = loadSourceBytes('x.yaml', le);
    expect(f.encoding).toBe('utf-16le');
    expect(f.documents[0]?.value).toEqual({ a: 1 });
  });
});

describe('comments()', () => {
  it('YAML: `#` at a line start or after a blank, never inside a quoted or block scalar', () => {
    const text = [
      '# top',
      'a: "x # not a comment"  # after a value',
      "b: 'y #no'",
      'c: |',
      '  # inside a block scalar',
      'd: e#f # real',
      '',
    ].join('\n');
    const f = loadSource('x.yaml', text);
    expect(f.comments().map((c) => [c.text, f.position(c.start).line, text.slice(c.start, c.end)])).toEqual([
      [' top', 1, '# top'],
      [' after a value', 2, '# after a value'],
      [' real', 6, '# real'],
    ]);
  });

  it('JSON has none', () => {
    expect(loadSource('x.json', '{"a": "# no"}').comments()).toEqual([]);
  });
});
