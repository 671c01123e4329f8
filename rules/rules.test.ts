/**
 * Meta-tests over every rule (typescript-eslint's docs and schema tests):
 * the file name is the id, every rule file is registered, every rule has a
 * docs page and a table-driven test with valid and invalid cases, options
 * schemas compile, and default options satisfy them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ALL_RULES } from './index.js';
import { docsUrl } from '../src/engine/rule.js';
import { expectReadmeSection } from '../src/testing/readme-section.js';

const root = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const Ajv = (require('ajv') as { default: new (o: object) => { compile(s: object): (d: unknown) => boolean } }).default;

const ruleFiles = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(join(root, d.name))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts')
      .map((f) => `${d.name}/${f.replace(/\.ts$/, '')}`),
  )
  .sort();

it('every rule file is registered, and every registered rule has its file', () => {
  expect(ALL_RULES.map((r) => r.meta.id).sort()).toEqual(ruleFiles);
});

it('rule ids are unique', () => {
  const ids = ALL_RULES.map((r) => r.meta.id);
  expect(new Set(ids).size).toBe(ids.length);
});

describe.each(ALL_RULES.map((rule) => [rule.meta.id, rule] as const))('%s', (id, rule) => {
  it('has a docs URL derived from its id and a docs page', () => {
    expect(rule.meta.docs.url).toBe(docsUrl(id));
    const page = join(root, `${id}.md`);
    expect(existsSync(page), `${id}.md`).toBe(true);
    const text = readFileSync(page, 'utf8');
    expect(text.startsWith(`# ${id}\n`)).toBe(true);
    expect(text).toContain(rule.meta.docs.description);
    expect(text).toMatch(/^Type: (problem|suggestion) · Default severity: (error|warn|info|off) · Fixable: (yes|no)$/m);
    expect(text).toContain(`Default severity: ${rule.meta.defaultSeverity}`);
    expect(text).toContain(`Fixable: ${rule.meta.fixable ? 'yes' : 'no'}`);
    for (const section of ['## Why', '## Examples', '## Facts and sources']) expect(text).toContain(section);
    if (rule.meta.schema) expect(text).toContain('## Options');
  });

  it('has a table-driven test with valid and invalid cases', () => {
    const test = join(root, `${id}.test.ts`);
    expect(existsSync(test), `${id}.test.ts`).toBe(true);
    const text = readFileSync(test, 'utf8');
    expect(text).toMatch(/ruleTester\(|lintWithRule\(/);
    expect(text).toMatch(/valid:\s*\[/);
    expect(text).toMatch(/invalid:\s*\[/);
    expect(text).toMatch(/endColumn:\s*\d+/);
  });

  it('has messages and a description', () => {
    expect(Object.keys(rule.meta.messages).length).toBeGreaterThan(0);
    expect(rule.meta.docs.description.length).toBeGreaterThan(20);
  });

  it('has an options schema that compiles and accepts its default options', () => {
    if (!rule.meta.schema) {
      expect(rule.defaultOptions === undefined || typeof rule.defaultOptions === 'object').toBe(true);
      return;
    }
    const validate = new Ajv({ strict: true, allErrors: true }).compile(rule.meta.schema as object);
    expect(validate(rule.defaultOptions)).toBe(true);
  });
});

/** The README's rule table, generated from the rules so it cannot go stale (markdownlint's generated docs). */
function rulesTable(): string {
  const rows = [...ALL_RULES]
    .sort((a, b) => a.meta.id.localeCompare(b.meta.id))
    .map(({ meta }) => `| [\`${meta.id}\`](rules/${meta.id}.md) | ${meta.defaultSeverity} | ${meta.fixable ? 'fix' : ''}${meta.hasSuggestions ? `${meta.fixable ? ', ' : ''}suggestion` : ''} | ${meta.docs.description.replace(/\|/g, '\\|')} |`);
  return ['', `${ALL_RULES.length} rules.`, '', '| rule | default | offers | description |', '|---|---|---|---|', ...rows, ''].join('\n');
}

it('the README lists every rule (UPDATE_GOLDEN=1 regenerates the table)', () => {
  expectReadmeSection('RULES', rulesTable());
});
