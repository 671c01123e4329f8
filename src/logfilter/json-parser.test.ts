import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdit, at } from './__tests__/problem-assertions.js';
import { parseJson, type JsonSyntaxMessageId } from './json-parser.js';
import { toPlainJson, type JsonNode } from './json-tree.js';

/** [text, messageId, expected range as the covered fragment or literal offsets] */
const SYNTAX_ERRORS: readonly (readonly [string, JsonSyntaxMessageId, [number, number] | string])[] = [
  ['', 'unexpectedEnd', [0, 0]],
  ['   ', 'unexpectedEnd', [3, 3]],
  ['{"where":{}', 'unclosed', [0, 1]],
  ['{"where":{"and":[{}]', 'unclosed', [9, 10]], // the innermost bracket left open
  ['[1,2', 'unclosed', [0, 1]],
  ['{"a":}', 'expectedValue', '}'],
  ['[,1]', 'expectedValue', ','],
  ['{a:1}', 'unquotedKey', 'a'],
  ['{where:{}}', 'unquotedKey', 'where'],
  ["{'a':1}", 'singleQuotes', "'a'"],
  ["{\"a\":'x'}", 'singleQuotes', "'x'"],
  ["{\"a\":'x", 'singleQuotes', [5, 6]],
  ['{"a" 1}', 'expectedColon', '1'],
  ['{"a"=1}', 'expectedColon', '='],
  ['{"a":1 "b":2}', 'expectedCommaOrBrace', '"b"'],
  ['{"a":1]', 'expectedCommaOrBrace', ']'],
  ['[1 2]', 'expectedCommaOrBracket', '2'],
  ['[1}', 'expectedCommaOrBracket', '}'],
  ['[1,2,]', 'trailingComma', [4, 5]],
  ['{"a":1,}', 'trailingComma', [6, 7]],
  ['{"a":[1,],"b":2}', 'trailingComma', [7, 8]],
  ['{,}', 'expectedKey', ','],
  ['{"a":1,,"b":2}', 'expectedKey', [7, 8]],
  ['{"a":"x', 'unterminatedString', '"x'],
  ['"abc', 'unterminatedString', '"abc'],
  ['{"a":"x\\', 'unterminatedString', '"x\\'],
  ['{"a":"x\ny"}', 'controlCharacter', '\n'],
  ['{"a":"\tx"}', 'controlCharacter', '\t'],
  ['{"a":"\\x"}', 'invalidEscape', '\\x'],
  ["{\"a\":\"\\'\"}", 'invalidEscape', "\\'"],
  ['{"a":"\\u12"}', 'invalidUnicodeEscape', '\\u12'],
  ['{"a":"\\uZZZZ"}', 'invalidUnicodeEscape', '\\u'],
  ['{"a":01}', 'invalidNumber', '01'],
  ['{"a":+1}', 'invalidNumber', '+1'],
  ['{"a":.5}', 'invalidNumber', '.5'],
  ['{"a":1.}', 'invalidNumber', '1.'],
  ['{"a":1e}', 'invalidNumber', '1e'],
  ['{"a":-}', 'invalidNumber', '-'],
  ['{"a":0x1F}', 'invalidNumber', '0x1F'],
  ['{"a":200abc}', 'invalidNumber', '200abc'],
  ['{"a":True}', 'unknownWord', 'True'],
  ['{"a":nul}', 'unknownWord', 'nul'],
  ['{"a":NaN}', 'unknownWord', 'NaN'],
  ['{"a":undefined}', 'unknownWord', 'undefined'],
  ['{"a":1 /* note */}', 'comment', '/*'],
  ['// filter\n{}', 'comment', '//'],
  ['{"a":1} // trailing', 'comment', '//'],
  ['{\\"a\\":1}', 'strayBackslash', '\\"'],
  ['{"a":1}}', 'trailingText', [7, 8]],
  ['{"a":1} x', 'trailingText', 'x'],
  ['{}{}', 'trailingText', [2, 3]],
  ['\ufeff{}', 'expectedValue', [0, 1]],
  ['{"a":\u00a01}', 'expectedValue', '\u00a0'],
  ['where: {}', 'notJsonFilter', 'where'],
  ['EdgeResponseStatus < 500', 'notJsonFilter', 'EdgeResponseStatus'],
  ['True', 'unknownWord', 'True'],
];

describe('parseJson: one error at the exact character', () => {
  it.each(SYNTAX_ERRORS)('%j → %s', (text, messageId, range) => {
    const result = parseJson(text);
    expect(result.value).toBeUndefined();
    expect(result.error?.messageId).toBe(messageId);
    const [start, end] = typeof range === 'string' ? at(text, range) : range;
    expect([result.error?.start, result.error?.end]).toEqual([start, end]);
  });

  it('describes what it found', () => {
    expect(parseJson('{"a":1 "b":2}').error?.data).toEqual({ found: '`"b"`' });
    expect(parseJson('[1 2]').error?.data).toEqual({ found: '`2`' });
    expect(parseJson('{"where":').error?.data).toEqual({ open: '{', close: '}' });
    expect(parseJson('{"a":\u00a01}').error?.data).toEqual({ found: 'the character U+00A0' });
    expect(parseJson('{"a":"x\ny"}').error?.data).toEqual({ char: 'U+000A', escape: '\\n' });
    expect(parseJson('{"a":01}').error?.data).toEqual({ text: '01', reason: 'JSON numbers have no leading zeros' });
    expect(parseJson('{"a" 1}').error?.data).toEqual({ key: 'a', found: '`1`' });
  });

  it('offers fixes that repair the text', () => {
    for (const text of ['[1,2,]', '{"a":1,}', '{a:1}', "{'a':1}", "{\"a\":'x'}"]) {
      const fix = parseJson(text).error?.fix;
      expect(fix, text).toBeDefined();
      expect(parseJson(applyEdit(text, fix!)).value, text).toBeDefined();
    }
    expect(parseJson("{'a\"':1}").error?.fix).toBeUndefined();
  });

  it('suggests removing one level of escaping when that yields JSON', () => {
    const text = '{\\"where\\":{\\"key\\":\\"ClientCountry\\",\\"operator\\":\\"eq\\",\\"value\\":\\"us\\"}}';
    const error = parseJson(text).error!;
    expect(error.messageId).toBe('strayBackslash');
    const fixed = applyEdit(text, error.suggestions![0]!.fix);
    expect(toPlainJson(parseJson(fixed).value!)).toEqual({ where: { key: 'ClientCountry', operator: 'eq', value: 'us' } });
    expect(parseJson('{\\"a').error?.suggestions).toBeUndefined();
  });

  it('suggests the literal for a mis-cased one', () => {
    expect(parseJson('[False]').error?.suggestions?.[0]?.fix).toEqual({ start: 1, end: 6, text: 'false' });
  });
});

describe('parseJson: tree with offsets', () => {
  it('records the span of every value, key and member', () => {
    const text = ' {"a" : [1, "x", true, null], "b":{}} ';
    const root = parseJson(text).value!;
    expect(root).toMatchObject({ kind: 'object', start: 1, end: 37 });
    if (root.kind !== 'object') throw new Error('object expected');
    const [a, b] = root.members;
    expect(a!.key).toEqual({ kind: 'string', value: 'a', start: 2, end: 5 });
    expect([a!.start, a!.end]).toEqual([2, 28]);
    expect(a!.value).toMatchObject({ kind: 'array', start: 8, end: 28 });
    if (a!.value.kind !== 'array') throw new Error('array expected');
    expect(a!.value.items.map((item) => [item.kind, item.start, item.end])).toEqual([
      ['number', 9, 10],
      ['string', 12, 15],
      ['boolean', 17, 21],
      ['null', 23, 27],
    ]);
    expect(b!.value).toMatchObject({ kind: 'object', start: 34, end: 36 });
  });

  it('decodes escapes and keeps the raw number', () => {
    const root = parseJson('["\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00", -1.5e3]').value!;
    expect(toPlainJson(root)).toEqual(['"\\/\b\f\n\r\té😀', -1500]);
    if (root.kind !== 'array') throw new Error('array expected');
    expect(root.items[1]).toMatchObject({ kind: 'number', raw: '-1.5e3', value: -1500 });
  });

  it('keeps duplicate members; the plain value keeps the last, like JSON.parse', () => {
    const text = '{"a":1,"b":2,"a":3}';
    const root = parseJson(text).value!;
    if (root.kind !== 'object') throw new Error('object expected');
    expect(root.members).toHaveLength(3);
    expect(toPlainJson(root)).toEqual(JSON.parse(text));
    expect(Object.keys(toPlainJson(root) as object)).toEqual(Object.keys(JSON.parse(text) as object));
  });

  it('handles nesting far deeper than the call stack', () => {
    const depth = 200_000;
    const text = '['.repeat(depth) + ']'.repeat(depth);
    const root = parseJson(text).value;
    expect(root?.kind).toBe('array');
    expect(parseJson('['.repeat(depth)).error?.messageId).toBe('unclosed');
    expect(() => toPlainJson(root!)).not.toThrow();
  });
});

/** Characters that make arbitrary strings look like (broken) JSON often. */
const JSONISH = fc.constantFrom(...'{}[],:"\\\'/*aeflnrstu0123456789-+.eE \n\t'.split(''), '\\u', 'true', 'null', '"where"', '\u00a0', '😀');
const jsonish = fc.string({ unit: JSONISH, maxLength: 60 });

function spansAreConsistent(node: JsonNode, text: string): void {
  const stack = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    expect(current.start).toBeLessThan(current.end);
    if (current.kind === 'string') expect(JSON.parse(text.slice(current.start, current.end))).toBe(current.value);
    if (current.kind === 'array') stack.push(...current.items);
    if (current.kind === 'object') {
      for (const member of current.members) {
        expect(JSON.parse(text.slice(member.key.start, member.key.end))).toBe(member.key.value);
        stack.push(member.value);
      }
    }
  }
}

describe('parseJson: properties', () => {
  it('never throws on arbitrary strings, and reports a range inside the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), jsonish), (text) => {
        const result = parseJson(text);
        expect(Boolean(result.value) !== Boolean(result.error)).toBe(true);
        if (result.error) {
          expect(result.error.start).toBeGreaterThanOrEqual(0);
          expect(result.error.end).toBeGreaterThanOrEqual(result.error.start);
          expect(result.error.end).toBeLessThanOrEqual(text.length);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('equals JSON.parse on every JSON.stringify-ed value (compact and indented)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(undefined, 2, '\t'), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        const result = parseJson(text);
        expect(result.error).toBeUndefined();
        expect(toPlainJson(result.value!)).toEqual(JSON.parse(text));
        spansAreConsistent(result.value!, text);
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts exactly what JSON.parse accepts, with the same value', () => {
    fc.assert(
      fc.property(jsonish, (text) => {
        let expected: { value: unknown } | undefined;
        try {
          expected = { value: JSON.parse(text) };
        } catch {
          expected = undefined;
        }
        const result = parseJson(text);
        if (expected) expect(toPlainJson(result.value!)).toEqual(expected.value);
        else expect(result.error).toBeDefined();
      }),
      { numRuns: 3000 },
    );
  });
});
