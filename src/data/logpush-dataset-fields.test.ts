/**
 * The generated dataset field tables and their generator agree
 * (scripts/generate-logpush-datasets.mjs):
 *
 * - always (CI has no network and no docs checkout): the content hash in the
 *   generated file's header is the hash of its body, so a hand edit fails;
 *   the generator itself is run on small pages written here, in the docs'
 *   format, so a change to its parsing is tested;
 * - when `CLOUDFLARE_DOCS` points at a cloudflare/cloudflare-docs checkout (or
 *   a copy of its dataset pages with `.commits.json`): the table is generated
 *   again and must equal the committed one, line for line.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentHash, splitGenerated } from '../../scripts/generated-table.mjs';
import { DATASETS_DIR, LIMITATIONS_PARTIAL, OUTPUT, generateBody } from '../../scripts/generate-logpush-datasets.mjs';
import { packageRoot } from '../package-info.js';
import { DATASET_PAGES, source } from './logpush-dataset-fields.generated.js';
import { datasetFieldTables, LOGPUSH_DATASETS } from './logpush-datasets.js';

const committed = readFileSync(join(packageRoot(), OUTPUT), 'utf8');

describe('the committed table', () => {
  it('carries the hash of its own body (edit the generator, not the table)', () => {
    const { recorded, body } = splitGenerated(committed);
    expect(recorded).toBeDefined();
    expect(contentHash(body)).toBe(recorded);
  });

  it('has a page per dataset and scope, every page from a recorded commit', () => {
    const keys = DATASET_PAGES.map((p) => `${p.scope}/${p.dataset}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(DATASET_PAGES.length).toBeGreaterThanOrEqual(36);
    for (const page of DATASET_PAGES) {
      expect(page.commit, page.path).toMatch(/^[0-9a-f]{40}$/);
      expect(source.refs.some((r) => r.includes(page.path) && r.includes(page.commit))).toBe(true);
      const names = page.fields.map((f) => f.name);
      expect(new Set(names).size, page.path).toBe(names.length);
    }
  });

  it('knows every dataset that has a page, and gives each a field table', () => {
    for (const page of DATASET_PAGES) {
      expect(LOGPUSH_DATASETS as readonly string[]).toContain(page.dataset);
      expect(datasetFieldTables()[page.dataset]?.fields.length).toBeGreaterThan(0);
    }
  });

  it('names replacements that exist on the same page', () => {
    for (const page of DATASET_PAGES) {
      for (const field of page.fields) {
        if (field.replacement !== undefined) {
          expect(field.deprecated).toBe(true);
          expect(page.fields.map((f) => f.name)).toContain(field.replacement);
        }
      }
    }
  });
});

describe('the generator', () => {
  const dir = mkdtempSync(join(tmpdir(), 'edgelint-docs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (path: string, text: string): void => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const page = (title: string, dataset: string, fields: string): string =>
    `---\n# Code generator. DO NOT EDIT.\n\ntitle: ${title}\npcx_content_type: configuration\n---\n\nThe descriptions below detail the fields available for \`${dataset}\`.\n\n${fields}`;
  write(
    LIMITATIONS_PARTIAL,
    '---\n{}\n---\n\n:::note[Note]\n\nFiltering is not supported on the following data types: `objects`, `array[object]`.\n\nFor the Widget events dataset, the following fields are not supported: `Secret`.\n:::\n',
  );
  write(
    `${DATASETS_DIR}/zone/widget_events.md`,
    page(
      'Widget events',
      'widget_events',
      '## Count\n\nType: `int`\n\nHow many.\n\n## Blob\n\nType: `object`\n\nKey:value pairs.\n\n## Hops\n\nType: `array[object]`\n\nHops.\n\n## Secret\n\nType: `string`\n\nNot filterable.\n\n' +
        '## OldName (deprecated)\n\nType: `string`\n\nSomething. Deprecated: Use NewName instead.\n\n## NewName\n\nType: `string`\n\nSomething.\n\n' +
        '## Legacy (deprecated)\n\nType: `int`\n\nOld timing.\n\n## Timing\n\nType: `int or string`\n\nNew timing. This field replaces Legacy.\n\n' +
        '## Gone (deprecated)\n\nType: `bool`\n\nNo replacement named.\n',
    ),
  );
  write(`${DATASETS_DIR}/account/widget_audit.md`, page('Widget audit', 'widget_audit', '## Who\n\nType: `string`\n\nDeprecated by nobody.\n'));
  write(
    '.commits.json',
    JSON.stringify({
      [LIMITATIONS_PARTIAL]: 'a'.repeat(40),
      [`${DATASETS_DIR}/zone/widget_events.md`]: 'b'.repeat(40),
      [`${DATASETS_DIR}/account/widget_audit.md`]: 'c'.repeat(40),
    }),
  );
  const body = generateBody(dir, '2026-11-24');

  it('reads name, type, filterability, deprecation and replacement from the page text', () => {
    expect(body).toContain("{ name: 'Count', type: 'int', filterable: true, deprecated: false },");
    expect(body).toContain("{ name: 'Blob', type: 'object', filterable: false, deprecated: false },");
    expect(body).toContain("{ name: 'Hops', type: 'array[object]', filterable: false, deprecated: false },");
    expect(body).toContain("{ name: 'Secret', type: 'string', filterable: false, deprecated: false },");
    expect(body).toContain("{ name: 'OldName', type: 'string', filterable: true, deprecated: true, replacement: 'NewName' },");
    expect(body).toContain("{ name: 'Legacy', type: 'int', filterable: true, deprecated: true, replacement: 'Timing' },");
    expect(body).toContain("{ name: 'Timing', type: 'int or string', filterable: true, deprecated: false },");
    expect(body).toContain("{ name: 'Gone', type: 'bool', filterable: true, deprecated: true },");
    // "Deprecated by nobody" on a field that is not deprecated names no replacement.
    expect(body).toContain("{ name: 'Who', type: 'string', filterable: true, deprecated: false },");
  });

  it('records the commit of every page and of the partial', () => {
    expect(body).toContain(`widget_events.md @${'b'.repeat(40)}`);
    expect(body).toContain(`filtering-limitations.mdx @${'a'.repeat(40)}`);
    expect(body).toContain(`commit: '${'c'.repeat(40)}'`);
  });

  it('is deterministic: the same pages give the same body and hash', () => {
    expect(generateBody(dir, '2026-11-24')).toBe(body);
  });

  it('fails on a field without a type rather than guessing', () => {
    write(`${DATASETS_DIR}/account/broken.md`, page('Broken', 'broken', '## NoType\n\nJust words.\n'));
    expect(() => generateBody(dir, '2026-11-24')).toThrow(/NoType has no type/);
    rmSync(join(dir, DATASETS_DIR, 'account', 'broken.md'));
  });
});

const docs = process.env['CLOUDFLARE_DOCS'];
describe.runIf(docs !== undefined)('regenerated from CLOUDFLARE_DOCS', () => {
  it('equals the committed table', () => {
    const { body } = splitGenerated(committed);
    expect(generateBody(docs!, source.checked)).toBe(body);
  });
});
