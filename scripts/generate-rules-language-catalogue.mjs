#!/usr/bin/env node
/**
 * Generate src/data/rules-language-catalogue.generated.ts — every field and
 * function of Cloudflare's Rules-language reference, with the facts edgelint
 * checks — from a cloudflare/cloudflare-docs checkout:
 *
 *   src/content/fields/index.yaml                                   (fields)
 *   src/content/docs/ruleset-engine/rules-language/functions.mdx    (functions)
 *
 *   CLOUDFLARE_DOCS=../cloudflare-docs node scripts/generate-rules-language-catalogue.mjs
 *   npm run catalogue        (the same, with CLOUDFLARE_DOCS set)
 *
 * Fields: name, data type, categories, plan label, the deprecated names the
 * descriptions mention ("the `ip.geoip.country` field, which is deprecated"),
 * and the description's sentences that restrict where the field is available.
 * Functions: parameters (name, docs type, optional, repeating, must be a field
 * or a literal), result type, the note that restricts where the function may
 * be used, plan notes, "once in an expression", and numeric argument limits.
 *
 * The commit each page was read at is recorded (scripts/generated-table.mjs).
 * The header carries a SHA-256 of the body; src/data/rules-language-catalogue.test.ts
 * checks it, regenerates with CLOUDFLARE_DOCS set, and compares the result
 * with the hand tables the checker uses (src/data/fields.ts, functions.ts).
 *
 * Pure Node: the fields file is read by a reader for the subset of YAML it is
 * written in, which fails on anything else rather than guess.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commitReader, q, runGenerator } from './generated-table.mjs';

export const FIELDS_FILE = 'src/content/fields/index.yaml';
export const FUNCTIONS_PAGE = 'src/content/docs/ruleset-engine/rules-language/functions.mdx';
export const OUTPUT = 'src/data/rules-language-catalogue.generated.ts';

// ------------------------------------------------------------------ fields

const indentOf = (line) => line.length - line.trimStart().length;

/** `[a, b c, d]` → ['a', 'b c', 'd']. */
function flowList(text, where) {
  const inner = /^\[([\s\S]*)\]$/.exec(text.trim())?.[1];
  if (inner === undefined) throw new Error(`${where}: expected a [list], got ${text.trim().slice(0, 40)}`);
  return inner
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * The entries of index.yaml: `entries:`, then `  - name: …` items whose keys
 * (4 spaces in) are plain scalars, `[flow lists]` (possibly over several
 * lines) or `|-` blocks.
 */
export function readFieldEntries(text) {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  if (lines[0]?.trim() !== 'entries:') throw new Error(`${FIELDS_FILE}: does not start with "entries:"`);
  const entries = [];
  let entry;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const where = `${FIELDS_FILE}:${i + 1}`;
    const item = /^ {2}- (\w+):\s*(.*)$/.exec(line);
    const key = /^ {4}(\w+):\s*(.*)$/.exec(line);
    const m = item ?? key;
    if (!m) throw new Error(`${where}: unexpected line "${line.trim().slice(0, 60)}"`);
    if (item) {
      entry = {};
      entries.push(entry);
    } else if (entry === undefined) {
      throw new Error(`${where}: key before the first entry`);
    }
    const [, name, rest] = m;
    let value = rest;
    if (rest === '|-' || rest === '|' || rest === '') {
      // A block scalar, or a value continued on the lines indented further.
      const body = [];
      while (i + 1 < lines.length && (lines[i + 1].trim() === '' || indentOf(lines[i + 1]) > 4)) body.push(lines[++i]);
      while (body.length > 0 && body[body.length - 1].trim() === '') body.pop();
      if (rest === '') {
        value = body.map((l) => l.trim()).join(' ');
      } else {
        const cut = Math.min(...body.filter((l) => l.trim() !== '').map(indentOf));
        value = body.map((l) => l.slice(cut)).join('\n');
      }
    }
    entry[name] = value;
  }
  return entries;
}

/** Markdown to words: `[text](url)` → text, `**Note**:` dropped. */
const plain = (text) =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*Note\*\*:\s*/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Sentences of a description that restrict where a field has a value. */
const AVAILABILITY = /\bonly available\b|\bavailability of\b/i;

function sentences(text) {
  return plain(text)
    .split(/(?<=\.)\s+(?=[A-Z*_`])/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

export function parseFields(text) {
  const fields = [];
  const deprecated = new Map();
  for (const entry of readFieldEntries(text)) {
    const where = `${FIELDS_FILE} entry ${entry.name ?? '?'}`;
    if (!entry.name || !entry.data_type || !entry.categories) throw new Error(`${where}: needs name, data_type and categories`);
    const description = entry.description ?? '';
    const availability = description.split(/\n\s*\n/).flatMap(sentences).filter((s) => AVAILABILITY.test(s));
    const field = {
      name: entry.name,
      type: entry.data_type.trim(),
      categories: flowList(entry.categories, where),
      plan: entry.plan_info_label?.trim(),
      availability,
    };
    fields.push(field);
    for (const m of description.matchAll(/`([\w.]+)` field, which is deprecated/g)) {
      if (!deprecated.has(m[1])) deprecated.set(m[1], { ...field, name: m[1], availability: [], replacement: field.name });
    }
  }
  const names = new Set(fields.map((f) => f.name));
  for (const [name, alias] of deprecated) if (!names.has(name)) fields.push(alias);
  return fields;
}

// --------------------------------------------------------------- functions

const TYPE = /<Type text=["']([^"']+)["']\s*\/>/;

/** `name <Type text="T" /> <MetaInfo text='optional' />`, `<Type text="T" />`, or `...`. */
function parseParams(inner, fn) {
  const params = [];
  const re = /(?:(\w+)\s+)?<Type text=["']([^"']+)["']\s*\/>(\s*<MetaInfo text=['"]optional['"]\s*\/>)?|(\.\.\.)/g;
  for (const m of inner.matchAll(re)) {
    if (m[4]) {
      const last = params[params.length - 1];
      if (!last) throw new Error(`${fn}: "..." without a parameter`);
      // `key, key optional, ...` and `query_param1, query_param2, ...` name one repeating parameter.
      const before = params[params.length - 2];
      if (before && before.type === last.type && before.name.replace(/\d+$/, '') === last.name.replace(/\d+$/, '')) params.pop();
      params[params.length - 1].variadic = true;
      continue;
    }
    params.push({ name: m[1] ?? 'value', type: m[2], optional: m[3] !== undefined, variadic: false, kind: 'any' });
  }
  return params;
}

/** `<Optional Integer literal as lengthOfSeparator, default: 0>` lines of the HMAC signature block. */
function parseHmacSignature(section) {
  const m = /(is_timed_hmac_valid_v0)\(\n([\s\S]*?)\n\) -> <(\w+) as result>/.exec(section);
  if (!m) return undefined;
  const params = [];
  for (const line of m[2].split('\n')) {
    const p = /^\s*<(Optional )?(\w+(?: \w+)??)(?: (literal|field))? as (\w+)(?:, default: [^>]*)?>,?\s*$/.exec(line);
    if (!p) throw new Error(`${m[1]}: cannot read parameter "${line.trim()}"`);
    params.push({ name: p[4], type: p[2], optional: p[1] !== undefined, variadic: false, kind: p[3] ?? 'any' });
  }
  return { name: m[1], params, returns: m[3] === 'Bool' ? 'Boolean' : m[3] };
}

/** Notes (`:::note` / `:::caution`) and sentences of a function's section, in words. */
function sectionFacts(name, text, params) {
  const notes = [...text.matchAll(/^:::(?:note|caution)[^\n]*\n([\s\S]*?)\n:::/gm)].map((m) => plain(m[1]));
  const prose = text
    .replace(/```[\s\S]*?```/g, '')
    .replace(/^:::.*$/gm, '')
    .split(/\n\s*\n/)
    .flatMap(sentences);
  const restriction = notes.find((n) => /\bonly (?:use|available)\b/i.test(n));
  const plan = [...notes, ...prose].map((s) => /requires a Cloudflare ([\w ,]+?) plan/i.exec(s)?.[1]).find(Boolean);
  const byName = new Map(params.map((p) => [p.name, p]));
  for (const s of prose) {
    const field = /^(?:The )?`?(\w+)`?(?: parameter)? (?:must be a field|cannot be a literal)/i.exec(s)?.[1];
    if (field !== undefined) {
      const param = byName.get(field) ?? (params.length > 0 && /^the source/i.test(s) ? params[0] : undefined);
      if (!param) throw new Error(`${name}: "${s}" names no parameter`);
      param.kind = 'field';
    }
    const literal = /^The `(\w+)` (?:must be a (?:non-empty )?literal|is mandatory, and it must be a literal)/.exec(s)?.[1];
    if (literal !== undefined) {
      const param = byName.get(literal);
      if (!param) throw new Error(`${name}: "${s}" names no parameter`);
      param.kind = 'literal';
      if (/is mandatory/.test(s)) param.optional = false;
    }
  }
  const limits = [];
  for (const s of prose) {
    for (const m of s.matchAll(/`(\w+)`[^.]*?between (\d+) and (\d+)/g)) limits.push({ subject: m[1], min: Number(m[2]), max: Number(m[3]) });
    const slice = /\(`(\w+)` – `(\w+)`\) cannot be longer than (\d+) bits/.exec(s);
    if (slice) limits.push({ subject: `${slice[1]} - ${slice[2]}`, max: Number(slice[3]) });
    const offset = /offset cannot exceed ([\d,]+) bits/.exec(s);
    if (offset) limits.push({ subject: 'offset', max: Number(offset[1].replace(/,/g, '')) });
  }
  const once = prose.some((s) => new RegExp(`only use the \`${name}\\(\\)\` function once in an expression`).test(s));
  return { restriction, plan, limits, oncePerExpression: once };
}

export function parseFunctions(text) {
  const functions = [];
  let section = '';
  let sectionPlan;
  for (const chunk of text.split(/^(?=##+ )/m)) {
    const h2 = /^## (.+)$/m.exec(chunk.split('\n')[0]);
    if (h2) {
      section = h2[1].trim();
      sectionPlan = /requires a Cloudflare ([\w ,]+?) plan/i.exec(plain(chunk))?.[1];
      continue;
    }
    const heading = /^### `(\w+)`\s*$/.exec(chunk.split('\n')[0]);
    const hmac = parseHmacSignature(chunk);
    if (hmac) {
      const facts = sectionFacts(hmac.name, chunk, hmac.params);
      functions.push({ ...hmac, section, ...facts, plan: facts.plan ?? sectionPlan });
      continue;
    }
    if (!heading) continue;
    const name = heading[1];
    const code = /<code>(\w+)\(([\s\S]*?)\)<\/code>:\s*<Type text=["']([^"']+)["']\s*\/>/.exec(chunk);
    if (!code || code[1] !== name) throw new Error(`${FUNCTIONS_PAGE}: ${name} has no <code>${name}(…)</code> signature`);
    if (!TYPE.test(code[2]) && code[2].trim() !== '') throw new Error(`${name}: cannot read parameters`);
    const params = parseParams(code[2], name);
    // `concat(<Type … />)` "takes a comma-separated list of values": one repeating parameter.
    if (params.length === 1 && /takes a comma-separated list/i.test(chunk)) params[0].variadic = true;
    const facts = sectionFacts(name, chunk, params);
    functions.push({ name, section, params, returns: code[3], ...facts, plan: facts.plan ?? sectionPlan });
  }
  return functions;
}

// ------------------------------------------------------------------ output

const list = (values) => `[${values.map(q).join(', ')}]`;

function fieldLine(f) {
  const parts = [`name: ${q(f.name)}`, `type: ${q(f.type)}`, `categories: ${list(f.categories)}`];
  if (f.plan) parts.push(`plan: ${q(f.plan)}`);
  if (f.replacement) parts.push(`deprecated: true, replacement: ${q(f.replacement)}`);
  if (f.availability.length > 0) parts.push(`availability: ${list(f.availability)}`);
  return `  { ${parts.join(', ')} },`;
}

function functionLines(fn) {
  const params = fn.params.map((p) => {
    const flags = [p.optional ? 'optional: true' : '', p.variadic ? 'variadic: true' : '', p.kind !== 'any' ? `kind: ${q(p.kind)}` : ''].filter(Boolean);
    return `      { name: ${q(p.name)}, type: ${q(p.type)}${flags.map((f) => `, ${f}`).join('')} },`;
  });
  const lines = ['  {', `    name: ${q(fn.name)},`, `    section: ${q(fn.section)},`, '    params: [', ...params, '    ],', `    returns: ${q(fn.returns)},`];
  if (fn.restriction) lines.push(`    restriction: ${q(fn.restriction)},`);
  if (fn.plan) lines.push(`    plan: ${q(fn.plan)},`);
  if (fn.oncePerExpression) lines.push('    oncePerExpression: true,');
  if (fn.limits.length > 0) {
    const limits = fn.limits.map((l) => `{ subject: ${q(l.subject)}${l.min === undefined ? '' : `, min: ${l.min}`}, max: ${l.max} }`);
    lines.push(`    limits: [${limits.join(', ')}],`);
  }
  lines.push('  },');
  return lines;
}

/** The generated module's body (everything below the header), from the pages under `docs`. */
export function generateBody(docs, checked) {
  const commitOf = commitReader(docs);
  const fields = parseFields(readFileSync(join(docs, FIELDS_FILE), 'utf8'));
  const functions = parseFunctions(readFileSync(join(docs, FUNCTIONS_PAGE), 'utf8'));
  if (fields.length === 0 || functions.length === 0) throw new Error('no fields or no functions read');
  const lines = [
    "import type { DataSource } from './source.js';",
    '',
    'export const source: DataSource = {',
    "  title: 'Rules-language fields and functions, generated from the reference in cloudflare/cloudflare-docs',",
    '  refs: [',
    `    ${q(`cloudflare/cloudflare-docs ${FIELDS_FILE} @${commitOf(FIELDS_FILE)}`)},`,
    `    ${q(`cloudflare/cloudflare-docs ${FUNCTIONS_PAGE} @${commitOf(FUNCTIONS_PAGE)}`)},`,
    '  ],',
    `  checked: ${q(checked)},`,
    '  notes: [',
    "    'Generated by scripts/generate-rules-language-catalogue.mjs; do not edit. src/data/fields.ts and functions.ts are the tables the checker uses; rules-language-catalogue.test.ts holds them to this one.',",
    '  ],',
    '};',
    '',
    '/** A field of index.yaml, or a deprecated name its replacement\'s description mentions. */',
    'export interface CatalogueField {',
    '  readonly name: string;',
    '  /** `data_type` as the docs write it. */',
    '  readonly type: string;',
    '  readonly categories: readonly string[];',
    '  /** `plan_info_label`. */',
    '  readonly plan?: string;',
    '  readonly deprecated?: true;',
    '  readonly replacement?: string;',
    '  /** The description\'s sentences on where the field has a value ("only available in …"). */',
    '  readonly availability?: readonly string[];',
    '}',
    '',
    'export interface CatalogueParam {',
    '  readonly name: string;',
    '  /** The docs\' type text (`String | Bytes`, `Integer`, `Array<String>`). */',
    '  readonly type: string;',
    '  readonly optional?: true;',
    '  /** The last parameter repeats (`...`). */',
    '  readonly variadic?: true;',
    "  /** `field`: the page says it must be a field (not a literal); `literal`: it must be a literal. */",
    "  readonly kind?: 'field' | 'literal';",
    '}',
    '',
    'export interface CatalogueFunction {',
    '  readonly name: string;',
    '  /** The `##` section of the page (`Transformation functions`, `Magic Firewall Functions`, `HMAC validation`). */',
    '  readonly section: string;',
    '  readonly params: readonly CatalogueParam[];',
    '  readonly returns: string;',
    '  /** The note restricting where the function may be used, in words. */',
    '  readonly restriction?: string;',
    '  /** "requires a Cloudflare … plan": the plans named. */',
    '  readonly plan?: string;',
    '  readonly oncePerExpression?: true;',
    '  /** Numeric limits the page states for arguments (`subject` is a parameter, or words for a derived value). */',
    '  readonly limits?: readonly { readonly subject: string; readonly min?: number; readonly max: number }[];',
    '}',
    '',
    `export const CATALOGUE_FIELDS: readonly CatalogueField[] = [`,
    ...fields.map(fieldLine),
    '];',
    '',
    `export const CATALOGUE_FUNCTIONS: readonly CatalogueFunction[] = [`,
    ...functions.flatMap(functionLines),
    '];',
    '',
  ];
  return lines.join('\n');
}

runGenerator(import.meta.url, {
  output: OUTPUT,
  generateBody,
  by: { script: 'scripts/generate-rules-language-catalogue.mjs', npmScript: 'catalogue', test: 'src/data/rules-language-catalogue.test.ts' },
});
