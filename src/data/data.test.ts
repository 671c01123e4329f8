/** Every fact table says where its facts come from and when they were checked (README "Facts"). */
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { DataSource } from './source.js';

const dir = dirname(fileURLToPath(import.meta.url));
const modules = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'source.ts');

describe.each(modules)('src/data/%s', (file) => {
  it('exports its source: title, references and the date it was checked', async () => {
    const module = (await import(`./${file.replace(/\.ts$/, '.js')}`)) as { source?: DataSource };
    expect(module.source, `${file} must export \`source\``).toBeDefined();
    const source = module.source!;
    expect(source.title.length).toBeGreaterThan(5);
    expect(source.refs.length).toBeGreaterThan(0);
    expect(source.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(source.checked))).toBe(false);
  });
});
