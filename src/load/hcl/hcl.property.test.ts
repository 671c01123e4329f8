/**
 * Properties of the HCL front end: loading never throws and keeps every
 * problem, comment and position inside the text; strings, heredocs and
 * jsonencode() read back exactly, with every value character mapped to the
 * source that wrote it (the HCL writer `hclQuoted`/`hclLiteral` is the
 * oracle for the reader).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSource, prepareFrontEnds, type LoadedDocument } from '../source-file.js';
import { hclLiteral, hclQuoted } from './hcl-edit.js';

beforeAll(() => prepareFrontEnds(['x.tf']));

const FRAGMENTS = [
  'resource "cloudflare_ruleset" "r" {\n',
  'resource "cloudflare_logpush_job" "j" {\n',
  'locals {\n',
  'zone_id = var.z\n',
  'rules {\n',
  'dynamic "rules" {\n',
  'content {\n',
  'rules = [{',
  '}]\n',
  '}\n',
  '{',
  '[',
  ']',
  ',',
  'expression = "',
  'http.host eq \\"a\\"',
  '${var.x}',
  '$${',
  '%{ if x }',
  '%{ endif }',
  '"\n',
  '\\u00e9',
  '\\',
  '<<-EOT\n',
  '<<EOT\n',
  'EOT\n',
  'filter = jsonencode({ where = { key = "ClientIP", operator = "eq", value = ',
  'local.a',
  ' # c\n',
  '// c\n',
  '/* c */',
  '\ufeff',
  '\r\n',
  '😀',
  '=',
  ' ',
];

/** Every path of a plain value, with how many there are kept bounded. */
function paths(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (out.length > 500) return out;
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...prefix, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) paths(v, [...prefix, k], out);
  return out;
}

function inside(text: string, r: { start: number; end: number }): boolean {
  return r.start >= 0 && r.start <= r.end && r.end <= text.length;
}

describe('HCL front end properties', () => {
  it('never throws; problems, comments and every path’s range lie inside the text', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 4 })), { maxLength: 60 }), (parts) => {
        const text = parts.join('');
        const file = loadSource('x.tf', text);
        for (const p of file.problems) expect(inside(text, p)).toBe(true);
        for (const c of file.comments()) expect(inside(text, c)).toBe(true);
        for (const doc of file.documents) {
          for (const path of paths(doc.value)) {
            expect(inside(text, doc.rangeOf(path))).toBe(true);
            expect(inside(text, doc.rangeOf(path, 'key'))).toBe(true);
            expect(inside(text, doc.valueRange(path, 0, 1))).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  function expressionDoc(literal: string): { text: string; doc: LoadedDocument; value: unknown } {
    const text = `resource "cloudflare_ruleset" "r" {\n  zone_id = "z"\n  rules = [{ action = "log", expression = ${literal} }]\n}\n`;
    const file = loadSource('x.tf', text);
    expect(file.problems).toEqual([]);
    const doc = file.documents[0]!;
    return { text, doc, value: (doc.value as { zones: { rulesets: { rules: { expression: unknown }[] }[] }[] }).zones[0]!.rulesets[0]!.rules[0]!.expression };
  }

  const PATH = ['zones', 0, 'rulesets', 0, 'rules', 0, 'expression'];

  it('a quoted string reads back as written, each character mapped into its literal', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (s) => {
        const literal = hclQuoted(s);
        const { text, doc, value } = expressionDoc(literal);
        expect(value).toBe(s);
        const start = text.lastIndexOf(literal);
        for (let i = 0; i < s.length; i++) {
          const r = doc.valueRange(PATH, i, i + 1);
          expect(r.start).toBeGreaterThan(start);
          expect(r.end).toBeLessThan(start + literal.length);
          const source = text.slice(r.start, r.end);
          // Written as itself, or as an escape (`\n`, `\"`, `$${`, `\u0001`) that stands for it.
          if (source.length === 1) expect(source).toBe(s[i]);
          else expect(source.startsWith('\\') || source.startsWith('$$') || source.startsWith('%%') || source === s.slice(i, i + 2)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a <<-EOT heredoc removes exactly the common indentation; characters map exactly', () => {
    const line = fc.stringMatching(/^[a-z0-9 ."=()]{0,20}$/);
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 6 }), (lines, indent) => {
        const pad = ' '.repeat(indent);
        const body = lines.map((l) => (l.trim() === '' ? '' : `${pad}${l}`)).join('\n');
        const { text, doc, value } = expressionDoc(`<<-EOT\n${body}\nEOT\n`);
        const nonBlank = lines.filter((l) => l.trim() !== '');
        const common = nonBlank.length ? Math.min(...nonBlank.map((l) => l.length - l.trimStart().length)) + indent : 0;
        const expected = `${lines.map((l) => (l.trim() === '' ? '' : `${pad}${l}`.slice(common))).join('\n')}\n`;
        expect(value).toBe(expected);
        const s = value as string;
        for (let i = 0; i < s.length; i++) {
          const r = doc.valueRange(PATH, i, i + 1);
          expect(text.slice(r.start, r.end)).toBe(s[i]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('jsonencode() of a literal gives the JSON of its value, each character mapped inside the call', () => {
    // Left out: a string holding `$${` is written `$$${`, which tree-sitter's HCL grammar reads as a syntax error
    // (a limit of the grammar, not of the writer's escaping: see issue 15's note), so such a literal does not round-trip.
    const json = fc.jsonValue({ maxDepth: 3 }).filter((v) => hclLiteral(v) !== undefined && !JSON.stringify(v).includes('$${'));
    fc.assert(
      fc.property(json, (v) => {
        const call = `jsonencode(${hclLiteral(v)})`;
        const { text, doc, value } = expressionDoc(call);
        // JSON has no -0: compare with what JSON makes of the value.
        expect(JSON.parse(value as string)).toEqual(JSON.parse(JSON.stringify(v)));
        const start = text.indexOf(call);
        const s = value as string;
        for (let i = 0; i < s.length; i++) {
          const r = doc.valueRange(PATH, i, i + 1);
          expect(r.start).toBeGreaterThanOrEqual(start);
          expect(r.end).toBeLessThanOrEqual(start + call.length);
        }
      }),
      { numRuns: 200 },
    );
  });
});
