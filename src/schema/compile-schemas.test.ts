import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { packageRoot } from '../package-info.js';
import { GENERATED_FILE, generateValidatorsSource } from './compile-schemas.js';

it('the committed validators match the schemas (run `npm run schemas` after changing schemas/)', () => {
  expect(readFileSync(join(packageRoot(), GENERATED_FILE), 'utf8') === generateValidatorsSource()).toBe(true);
});
