/**
 * The HCL validator on real files: every `.tf` file of the fixtures and of
 * the Terraform evaluation set (`src/load/terraform/evaluation/`) is valid
 * HCL but one, and the validator agrees with tree-sitter on each — no error
 * where the grammar finds none, the one error where it finds one.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { globSync } from 'tinyglobby';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareFrontEnds } from '../source-file.js';
import { parseHcl } from './hcl-parser.js';
import { validateHcl } from './hcl-validator.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const files = globSync(['fixtures/**/*.tf', 'src/load/terraform/evaluation/**/*.tf'], { cwd: root, absolute: true }).sort();

beforeAll(() => prepareFrontEnds(files));

describe('the HCL validator on the repository’s .tf files', () => {
  it('reads more than a hundred files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('finds an error only where tree-sitter does: fixtures/terraform/broken.tf', () => {
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const error = validateHcl(text);
      // Tree-sitter's own parse: the loader reports the validator's error too, so it cannot tell a false one.
      const parsed = parseHcl(text);
      const grammar = 'unavailable' in parsed ? undefined : parsed.error !== undefined;
      expect(error !== undefined, `${relative(root, file)}: ${error?.message ?? 'no error'}`).toBe(grammar);
      return error ? [`${relative(root, file)} ${error.message}`] : [];
    });
    expect(found).toEqual(['fixtures/terraform/broken.tf Missing `]` here: the `[` at line 6, column 11 is never closed.']);
  });
});
