/**
 * Properties of the HCL validator (`hcl-validator.ts`): on valid HCL of every
 * construct (`src/testing/hcl-arbitrary.ts`) it finds no error; on any
 * mutation of it, it never throws, its range lies inside the text and its
 * message is a headline — directly and through the loader the CLI uses.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { hclFile } from '../../testing/hcl-arbitrary.js';
import { headlineProblems } from '../../text/headline.js';
import { loadSource, prepareFrontEnds } from '../source-file.js';
import { validateHcl } from './hcl-validator.js';

beforeAll(() => prepareFrontEnds(['x.tf']));

/** What mistakes are made of: HCL's punctuation, openers and closers, characters it rejects. */
const FRAGMENTS = ['=', '==', '{', '}', '[', ']', '(', ')', '"', '${', '%{', '~}', ',', ':', '.', '...', '=>', '?', '\n', '\r\n', '\r', ' ', '\t', '<<EOT\n', 'EOT\n', '#', '/*', '*/', '\\', '\\q', '\\u12', "'", ';', '`', '&', '“', '–', '\u00a0', '\ufeff', 'for', 'in', 'if', '%{ endif }', '$${', 'x', '1', '1.2.3', '😀'];

interface Edit {
  readonly at: number;
  readonly remove: number;
  readonly insert: string;
}

const edit: fc.Arbitrary<Edit> = fc.record({ at: fc.nat(), remove: fc.nat({ max: 4 }), insert: fc.oneof(fc.constantFrom(...FRAGMENTS, ''), fc.string({ maxLength: 3, unit: 'binary' })) });

function mutate(text: string, edits: readonly Edit[]): string {
  let out = text;
  for (const e of edits) {
    const at = e.at % (out.length + 1);
    out = `${out.slice(0, at)}${e.insert}${out.slice(at + e.remove)}`;
  }
  return out;
}

const mutated = fc.tuple(hclFile, fc.array(edit, { minLength: 1, maxLength: 3 })).map(([text, edits]) => mutate(text, edits));

describe('HCL validator properties', () => {
  it('finds no error in valid HCL', () => {
    fc.assert(
      fc.property(hclFile, (text) => {
        expect(validateHcl(text)).toBeUndefined();
      }),
      { numRuns: 400 },
    );
  });

  it('on a mutated file never throws; its error lies inside the text and is a headline', () => {
    fc.assert(
      fc.property(mutated, (text) => {
        const error = validateHcl(text);
        if (error === undefined) return;
        expect(error.start >= 0 && error.start <= error.end && error.end <= text.length, `${error.start}-${error.end}`).toBe(true);
        expect(headlineProblems(error.message), error.message).toEqual([]);
      }),
      { numRuns: 600 },
    );
  });

  it('through the loader, a mutated file has its problems inside the text', () => {
    fc.assert(
      fc.property(mutated, (text) => {
        const file = loadSource('x.tf', text);
        for (const p of file.problems) expect(p.start >= 0 && p.start <= p.end && p.end <= text.length, `${p.start}-${p.end} ${p.message}`).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
