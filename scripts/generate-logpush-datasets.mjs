#!/usr/bin/env node
/**
 * Generate src/data/logpush-dataset-fields.generated.ts — every log push
 * dataset's field table (name, type, filterable, deprecated, replacement) —
 * from Cloudflare's dataset pages in a cloudflare/cloudflare-docs checkout:
 *
 *   src/content/docs/logs/logpush/logpush-job/datasets/{zone,account}/<dataset>.md
 *   src/content/partials/logs/filtering-limitations.mdx   (what cannot be filtered)
 *
 *   CLOUDFLARE_DOCS=../cloudflare-docs node scripts/generate-logpush-datasets.mjs
 *   npm run datasets        (the same, with CLOUDFLARE_DOCS set)
 *
 * The commit each page was read at is recorded beside it
 * (scripts/generated-table.mjs). The file's header carries
 * a SHA-256 of everything below it, so a hand edit fails
 * src/data/logpush-dataset-fields.test.ts; with CLOUDFLARE_DOCS set that test
 * also regenerates the table and compares.
 *
 * Pure Node (no dependencies), so it runs where the docs are, and the test can
 * import `generateBody` directly.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commitReader, q, runGenerator } from './generated-table.mjs';

export const DATASETS_DIR = 'src/content/docs/logs/logpush/logpush-job/datasets';
export const LIMITATIONS_PARTIAL = 'src/content/partials/logs/filtering-limitations.mdx';
export const OUTPUT = 'src/data/logpush-dataset-fields.generated.ts';
const SCOPES = ['zone', 'account'];

/** `## Name` or `## Name (deprecated)`, then `Type: \`…\``, then the description up to the next heading. */
function parsePage(text, path) {
  const title = /^title:\s*(.+)$/m.exec(text)?.[1]?.trim();
  const dataset = /fields available for `([a-z0-9_]+)`/.exec(text)?.[1];
  if (!title || !dataset) throw new Error(`${path}: no title or dataset name`);
  const fields = [];
  const sections = text.split(/^## /m).slice(1);
  for (const section of sections) {
    const heading = /^(\w+)( \(deprecated\))?\s*$/m.exec(section.split('\n')[0] ?? '');
    if (!heading) throw new Error(`${path}: cannot read heading "${section.split('\n')[0]}"`);
    const type = /^Type: `([^`]+)`/m.exec(section)?.[1];
    if (!type) throw new Error(`${path}: field ${heading[1]} has no type`);
    const description = section.slice(section.indexOf('\n')).replace(/^Type: `[^`]+`/m, '');
    fields.push({ name: heading[1], type, deprecated: heading[2] !== undefined, description });
  }
  // Replacements: "Deprecated: Use X instead", "Deprecated by X", "Deprecated, please use X instead" on the old field;
  // "This field replaces X" on the new one.
  const byName = new Map(fields.map((f) => [f.name, f]));
  for (const field of fields) {
    const own = /Deprecated(?::|,)?\s+(?:by|(?:please\s+)?use)\s+`?(\w+)`?/i.exec(field.description)?.[1];
    if (field.deprecated && own && byName.has(own)) field.replacement = own;
    const replaced = /This field replaces `?(\w+)`?/.exec(field.description)?.[1];
    const old = replaced === undefined ? undefined : byName.get(replaced);
    if (old?.deprecated && old.replacement === undefined) old.replacement = field.name;
  }
  return { dataset, title, fields };
}

/** The partial's two sentences: data types that cannot be filtered, and fields excluded per dataset title. */
function parseLimitations(text) {
  const types = /not supported on the following data types:\s*([^\n]+)/.exec(text)?.[1];
  if (!types) throw new Error(`${LIMITATIONS_PARTIAL}: no data type sentence`);
  const unfilterableTypes = [...types.matchAll(/`([^`]+)`/g)].map((m) => (m[1] === 'objects' ? 'object' : m[1]));
  const excluded = [];
  for (const m of text.matchAll(/For the ([\w ]+?) dataset, the following fields are not supported:\s*([^\n]+)/g)) {
    excluded.push({ title: m[1].trim(), fields: [...m[2].matchAll(/`(\w+)`/g)].map((f) => f[1]) });
  }
  return { unfilterableTypes, excluded };
}

/** The generated module's body (everything below the header), from the pages under `docs`. */
export function generateBody(docs, checked) {
  const commitOf = commitReader(docs);
  const limitations = parseLimitations(readFileSync(join(docs, LIMITATIONS_PARTIAL), 'utf8'));
  const pages = [];
  for (const scope of SCOPES) {
    const dir = join(docs, DATASETS_DIR, scope);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.md')).sort()) {
      const path = `${DATASETS_DIR}/${scope}/${file}`;
      const parsed = parsePage(readFileSync(join(dir, file), 'utf8'), path);
      pages.push({ scope, path, ...parsed, commit: commitOf(path) });
    }
  }
  const excludedOf = (title) => limitations.excluded.find((e) => e.title.toLowerCase() === title.toLowerCase())?.fields ?? [];
  const lines = [
    "import type { DataSource } from './source.js';",
    '',
    'export const source: DataSource = {',
    "  title: 'Log push dataset field tables, generated from the dataset pages of cloudflare/cloudflare-docs',",
    '  refs: [',
    `    ${q(`cloudflare/cloudflare-docs ${LIMITATIONS_PARTIAL} @${commitOf(LIMITATIONS_PARTIAL)}`)},`,
    ...pages.map((p) => `    ${q(`cloudflare/cloudflare-docs ${p.path} @${p.commit}`)},`),
    '  ],',
    `  checked: ${q(checked)},`,
    '  notes: [',
    "    'Generated by scripts/generate-logpush-datasets.mjs; do not edit. A field is filterable unless its type is one the filtering-limitations partial excludes or the partial names it for its dataset.',",
    '  ],',
    '};',
    '',
    '/** One field of a dataset page: the name and type as the page writes them. */',
    'export interface GeneratedDatasetField {',
    '  readonly name: string;',
    "  /** The docs' type: `string`, `int`, `float`, `bool`, `int or string` (a timestamp), `array[…]`, `object`. */",
    '  readonly type: string;',
    '  readonly filterable: boolean;',
    '  /** The heading says `(deprecated)`. */',
    '  readonly deprecated: boolean;',
    '  /** The field the page names instead of a deprecated one. */',
    '  readonly replacement?: string;',
    '}',
    '',
    'export interface GeneratedDatasetPage {',
    '  readonly dataset: string;',
    "  readonly scope: 'zone' | 'account';",
    '  readonly title: string;',
    '  /** The page in cloudflare/cloudflare-docs, and the commit it was read at. */',
    '  readonly path: string;',
    '  readonly commit: string;',
    '  readonly fields: readonly GeneratedDatasetField[];',
    '}',
    '',
    '/** Data types that cannot be filtered (filtering-limitations.mdx). */',
    `export const UNFILTERABLE_TYPES: readonly string[] = [${limitations.unfilterableTypes.map(q).join(', ')}];`,
    '',
    'export const DATASET_PAGES: readonly GeneratedDatasetPage[] = [',
  ];
  for (const page of pages) {
    const excluded = excludedOf(page.title);
    lines.push(`  {`, `    dataset: ${q(page.dataset)},`, `    scope: ${q(page.scope)},`, `    title: ${q(page.title)},`, `    path: ${q(page.path)},`, `    commit: ${q(page.commit)},`, '    fields: [');
    for (const f of page.fields) {
      const filterable = !limitations.unfilterableTypes.includes(f.type) && !excluded.includes(f.name);
      const replacement = f.replacement === undefined ? '' : `, replacement: ${q(f.replacement)}`;
      lines.push(`      { name: ${q(f.name)}, type: ${q(f.type)}, filterable: ${filterable}, deprecated: ${f.deprecated}${replacement} },`);
    }
    lines.push('    ],', '  },');
  }
  lines.push('];', '');
  return lines.join('\n');
}

runGenerator(import.meta.url, {
  output: OUTPUT,
  generateBody,
  by: { script: 'scripts/generate-logpush-datasets.mjs', npmScript: 'datasets', test: 'src/data/logpush-dataset-fields.test.ts' },
});
