/**
 * README sections generated from the sources (the options reference, the
 * rules table, the library table): between `<!-- NAME:START … -->` and
 * `<!-- NAME:END -->`. A test compares the section with what the sources
 * generate, and with `UPDATE_GOLDEN` set rewrites it instead.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { packageRoot } from '../package-info.js';

export function expectReadmeSection(name: string, generated: string): void {
  const readme = join(packageRoot(), 'README.md');
  const text = readFileSync(readme, 'utf8');
  const start = text.indexOf(`<!-- ${name}:START`);
  const end = text.indexOf(`<!-- ${name}:END -->`);
  expect(start, `README has no ${name} section`).toBeGreaterThan(0);
  const startEnd = text.indexOf('-->', start) + 3;
  if (process.env['UPDATE_GOLDEN']) writeFileSync(readme, text.slice(0, startEnd) + generated + text.slice(end));
  else expect(text.slice(startEnd, end)).toBe(generated);
}
