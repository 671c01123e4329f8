import { describe, expect, it } from 'vitest';
import { checkStrictJson } from './json-syntax.js';
import { MAX_NESTING_DEPTH } from '../limits.js';
import { LineIndex } from '../position.js';

/** `line:col-endLine:endCol` of the problem, plus its message. */
function check(text: string): { at: string; message: string; code: string } | undefined {
  const p = checkStrictJson(text);
  if (!p) return undefined;
  const r = new LineIndex(text).range(p.start, p.end);
  return { at: `${r.line}:${r.column}-${r.endLine}:${r.endColumn}`, message: p.message, code: p.code };
}

describe('checkStrictJson: valid JSON passes', () => {
  it.each([
    ['object', '{"a": 1, "b": [true, false, null], "c": {"d": "e"}}'],
    ['tabs', '{\n\t"a": {\n\t\t"b": [\n\t\t\t1\n\t\t]\n\t}\n}\n'],
    ['crlf', '{\r\n  "a": "b"\r\n}\r\n'],
    ['escapes', '["\\"\\\\\\/\\b\\f\\n\\r\\t\\u0041\\ud83d\\ude00"]'],
    ['numbers', '[0, -0, 1.5, -1.5e10, 1E+2, 1e-2, 123456789012345678901234567890]'],
    ['scalar top', '"abc"'],
    ['number top', ' 42 '],
    ['bom', '\ufeff{}'],
    ['empty containers', '{"a":[],"b":{}}'],
    ['unicode raw', '{"é😀": "\u2028"}'],
    ['lone surrogate escape', '"\\ud800"'],
    ['deep to the limit', '['.repeat(MAX_NESTING_DEPTH) + ']'.repeat(MAX_NESTING_DEPTH)],
  ])('%s', (_name, text) => {
    expect(checkStrictJson(text)).toBeUndefined();
    expect(() => JSON.parse(text.replace(/^\ufeff/, ''))).not.toThrow();
  });
});

describe('checkStrictJson: every deviation is reported at its exact position', () => {
  it.each([
    ['empty', '', '1:1-1:1', /empty/],
    ['only whitespace', '  \n', '2:1-2:1', /empty/],
    ['line comment', '{"a": 1 // note\n}', '1:9-1:16', /Comments are not allowed/],
    ['block comment', '{\n  /* x */ "a": 1}', '2:3-2:10', /Comments are not allowed/],
    ['hash comment', '# c\n{}', '1:1-1:4', /Comments are not allowed/],
    ['trailing comma array', '[1, 2,]', '1:6-1:7', /Unexpected `,` after the last element of an array; JSON does not allow trailing commas/],
    ['trailing comma object', '{"a": 1,\n}', '1:8-1:9', /last member of an object/],
    ['single quotes value', "{\"a\": 'x'}", '1:7-1:10', /double quotes, not single quotes/],
    ['single quotes key', "{'a': 1}", '1:2-1:5', /keys in JSON use double quotes/],
    ['unquoted key', '{a: 1}', '1:2-1:3', /^JSON keys need double quotes; write "a"\.$/],
    ['unquoted value', '{"a": yes}', '1:7-1:10', /strings in JSON must be double-quoted: "yes"/],
    ['True', '[True]', '1:2-1:6', /lowercase: `true`/],
    ['NaN', '[NaN]', '1:2-1:5', /JavaScript, not JSON/],
    ['leading zero', '[01]', '1:2-1:4', /leading zeros/],
    ['plus', '[+1]', '1:2-1:4', /cannot start with `\+`/],
    ['dot first', '[.5]', '1:2-1:4', /digit before the decimal point/],
    ['dot last', '[1.]', '1:2-1:4', /decimal point must be followed by digits/],
    ['hex', '[0x1F]', '1:2-1:6', /decimal only/],
    ['exponent', '[1e]', '1:2-1:4', /exponent needs digits/],
    ['minus', '[-]', '1:2-1:3', /`-` must be followed/],
    ['raw tab in string', '{"a": "x\ty"}', '1:9-1:10', /A tab inside a string must be escaped in JSON; write \\t/],
    ['raw newline in string', '{"a": "x\ny"}', '1:9-2:1', /Line break inside the string opened at line 1, column 7/],
    ['raw NUL in string', '["\u0000"]', '1:3-1:4', /control character U\+0000/],
    ['bad escape', '["\\x41"]', '1:3-1:5', /Invalid escape `\\x`/],
    ['short unicode escape', '["\\u12"]', '1:3-1:7', /four hexadecimal digits/],
    ['missing comma', '{"a": 1 "b": 2}', '1:9-1:10', /a `,` is missing between object members/],
    ['missing comma array', '[1\n 2]', '2:2-2:3', /a `,` is missing between array elements/],
    ['missing colon', '{"a" 1}', '1:6-1:7', /Expected `:`/],
    ['empty element', '[1,,2]', '1:4-1:5', /empty elements/],
    ['two values', '{} {}', '1:4-1:5', /holds one value/],
    ['yaml document', 'a: 1', '1:1-1:2', /double-quoted: "a"/],
    ['unclosed object', '{"a": [1, 2]', '1:13-1:13', /the `\{` at line 1, column 1 is never closed/],
    ['unclosed string', '["abc', '1:2-1:3', /Unterminated string/],
    ['NUL outside', '[1,\u0000]', '1:4-1:5', /U\+0000/],
    ['crlf position', '{\r\n  "a": 1,\r\n}', '2:9-2:10', /trailing commas/],
    ['bom columns', '\ufeff[1,]', '1:3-1:4', /trailing commas/],
    ['astral outside', '[😀]', '1:2-1:4', /found `😀`/],
  ])('%s', (_name, text, at, message) => {
    const p = check(text);
    expect(p?.code).toBe('json-syntax');
    expect(p?.at).toBe(at);
    expect(p?.message).toMatch(message);
    // Our verdict agrees with the engine's parser.
    expect(() => JSON.parse(text.replace(/^\ufeff/, ''))).toThrow();
  });

  it('stops at the nesting limit instead of scanning 100 000 levels', () => {
    const p = check('['.repeat(100_000));
    expect(p?.code).toBe('too-deep');
    expect(MAX_NESTING_DEPTH).toBe(128);
    expect(p?.at).toBe('1:129-1:130');
  });
});

describe('checkStrictJson: a secret member never has its value quoted', () => {
  it.each([
    ['an unquoted value', '{"api_token": hunter2secret}', '1:15-1:28', 'Unexpected unquoted value (<secret, 13 characters>); strings in JSON must be double-quoted.'],
    ['an invalid number', '{"password": 0123456}', '1:14-1:21', 'Invalid number (<secret, 7 characters>): JSON numbers cannot have leading zeros.'],
    ['the rest after a closing quote', '{"with_secret": "abc"hunter2}', '1:22-1:29', 'Expected `,` or `}` after an object member, found <secret, 7 characters>.'],
  ])('%s', (_name, text, at, message) => {
    expect(check(text)).toEqual({ at, message, code: 'json-syntax' });
    expect(check(text)?.message).not.toContain('hunter2');
  });
});
