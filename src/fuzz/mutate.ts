/**
 * Mutated inputs for the fuzzers: a seed text (a fixture, a corpus document,
 * a real expression or filter) with a few random edits — characters inserted,
 * deleted or replaced by ones that matter to YAML, JSON, expressions and URLs,
 * lines swapped, a slice repeated many times — so that inputs stay close to
 * real ones and reach deep into every parser and rule, and some become large.
 */
import fc from 'fast-check';

/** Characters that change the meaning of YAML, JSON, expressions, filters and URLs. */
const SPECIAL = [
  '{', '}', '[', ']', '(', ')', '"', "'", ':', ',', '-', '#', '&', '*', '!', '|', '>', '?', '%', '@', '`', '\\', '/', '$', '=',
  '\n', '\r', '\t', ' ', '  ', '\u0000', '\u00a0', '\u2028', '\ufeff', 'é', '😀', '\ud800', '0', '-1', '1e309', 'true', 'null',
  '[*]', 'and', 'or', 'not ', '${X}', '{{', '}}', 'http://', '%ZZ', '\\u', '---\n', '...\n', '<<: *a', '&a ', '*a', '!!str ',
];

type Edit =
  | { kind: 'insert'; at: number; text: string }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'replace'; at: number; text: string }
  | { kind: 'repeat'; at: number; length: number; times: number }
  | { kind: 'swapLines'; a: number; b: number };

const position = fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true });

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), at: position.map((p) => p), text: fc.oneof(fc.constantFrom(...SPECIAL), fc.string({ maxLength: 6 })) }),
  fc.record({ kind: fc.constant('delete' as const), at: position, length: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('replace' as const), at: position, text: fc.constantFrom(...SPECIAL) }),
  fc.record({ kind: fc.constant('repeat' as const), at: position, length: fc.integer({ min: 1, max: 30 }), times: fc.integer({ min: 2, max: 300 }) }),
  fc.record({ kind: fc.constant('swapLines' as const), a: position, b: position }),
) as fc.Arbitrary<Edit>;

function apply(text: string, e: Edit): string {
  const at = (p: number): number => Math.floor(p * (text.length + 1));
  switch (e.kind) {
    case 'insert':
      return text.slice(0, at(e.at)) + e.text + text.slice(at(e.at));
    case 'delete':
      return text.slice(0, at(e.at)) + text.slice(at(e.at) + e.length);
    case 'replace':
      return text.slice(0, at(e.at)) + e.text + text.slice(at(e.at) + 1);
    case 'repeat': {
      const start = at(e.at);
      const slice = text.slice(start, start + e.length);
      return text.slice(0, start) + slice.repeat(e.times) + text.slice(start + e.length);
    }
    case 'swapLines': {
      const lines = text.split('\n');
      const a = Math.floor(e.a * lines.length);
      const b = Math.floor(e.b * lines.length);
      [lines[a], lines[b]] = [lines[b]!, lines[a]!];
      return lines.join('\n');
    }
  }
}

/** A seed with one to eight edits (shrinks towards fewer edits, and to the seed itself). */
export function mutated(seeds: readonly string[]): fc.Arbitrary<string> {
  return fc.tuple(fc.constantFrom(...seeds), fc.array(edit, { minLength: 1, maxLength: 8 })).map(([seed, edits]) => edits.reduce(apply, seed));
}

/** A seed with its file name (the extension picks YAML or JSON), mutated. */
export function mutatedFile(seeds: readonly { readonly path: string; readonly text: string }[]): fc.Arbitrary<{ path: string; text: string }> {
  return fc
    .tuple(fc.constantFrom(...seeds), fc.array(edit, { minLength: 1, maxLength: 8 }))
    .map(([seed, edits]) => ({ path: seed.path, text: edits.reduce(apply, seed.text) }));
}
