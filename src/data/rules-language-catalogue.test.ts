/**
 * The generated Rules-language catalogue, its generator and the hand tables
 * the checker uses (scripts/generate-rules-language-catalogue.mjs):
 *
 * - always: the committed table carries the hash of its body, so a hand edit
 *   fails; the generator runs on small pages written here in the docs' format;
 *   every field and function of the generated table is known to the checker
 *   (src/data/fields.ts, functions.ts through src/expr/scheme.ts) with the
 *   same type, plan, arity, argument kinds, placement and limits — so a
 *   regenerated table that differs from the hand tables fails here;
 * - when `CLOUDFLARE_DOCS` points at a cloudflare/cloudflare-docs checkout (or
 *   a copy of the two pages with `.commits.json`): the table is generated
 *   again and must equal the committed one.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentHash, splitGenerated } from '../../scripts/generated-table.mjs';
import { FIELDS_FILE, FUNCTIONS_PAGE, OUTPUT, generateBody } from '../../scripts/generate-rules-language-catalogue.mjs';
import { lookupField, lookupFunction } from '../expr/scheme.js';
import { parseDocsType } from '../expr/types.js';
import { packageRoot } from '../package-info.js';
import { EXPRESSION_LIMITS } from './expression-limits.js';
import { HTTP_FIELDS, type FieldUsability, source as fieldsSource } from './fields.js';
import { FUNCTIONS, type ParamType, QUANTIFIERS, source as functionsSource } from './functions.js';
import { CATALOGUE_FIELDS, CATALOGUE_FUNCTIONS, source } from './rules-language-catalogue.generated.js';

const committed = readFileSync(join(packageRoot(), OUTPUT), 'utf8');

describe('the committed catalogue', () => {
  it('carries the hash of its own body (edit the generator, not the table)', () => {
    const { recorded, body } = splitGenerated(committed);
    expect(recorded).toBeDefined();
    expect(contentHash(body)).toBe(recorded);
  });

  it('records the commit of both pages, and the hand tables cite the same commits', () => {
    for (const page of [FIELDS_FILE, FUNCTIONS_PAGE]) {
      const ref = source.refs.find((r) => r.includes(page));
      const commit = /@([0-9a-f]{40})$/.exec(ref ?? '')?.[1];
      expect(commit, page).toBeDefined();
      const hand = page === FIELDS_FILE ? fieldsSource : functionsSource;
      expect(hand.refs.some((r) => r.includes(page) && r.includes(commit!.slice(0, 8))), `${page} @${commit}`).toBe(true);
      expect(hand.checked).toBe(source.checked);
    }
  });

  it('names every field and function once', () => {
    const fields = CATALOGUE_FIELDS.map((f) => f.name);
    const functions = CATALOGUE_FUNCTIONS.map((f) => f.name);
    expect(new Set(fields).size).toBe(fields.length);
    expect(new Set(functions).size).toBe(functions.length);
    expect(fields.length).toBeGreaterThanOrEqual(170);
    expect(functions.length).toBeGreaterThanOrEqual(20);
  });
});

// ------------------------------------------------------------------ fields

/**
 * What each availability sentence of the fields file means for where a field
 * may be used. A new sentence fails the test until it is classified here and
 * the field's `usableIn` in fields.ts says the same.
 */
const AVAILABILITY: Readonly<Record<string, FieldUsability>> = {
  'This field is only available in rewrite expressions of Transform Rules.': 'transform-rewrite',
  'This field is only available in Transform Rules.': 'transform-rules',
  'This field is only available in Response Header Transform Rules and Custom Errors.': 'response-transform-or-custom-errors',
  'The availability of HTTP response fields depends on the exact Cloudflare feature and your Cloudflare plan.': 'response',
  // A feature to enable, not a place: the field is usable wherever request fields are.
  'Only available when leaked credentials detection is enabled.': 'request',
};

const HAND_FIELDS = new Map(HTTP_FIELDS.map((f) => [f.name, f]));

describe('every field of the catalogue is known to the checker', () => {
  it.each(CATALOGUE_FIELDS.map((f) => [f.name, f] as const))('%s', (name, field) => {
    const hand = HAND_FIELDS.get(name);
    expect(hand, `${name} is missing from HTTP_FIELDS`).toBeDefined();
    expect(hand!.type).toBe(field.type);
    expect(hand!.categories).toEqual(field.categories);
    expect(hand!.plan).toBe(field.plan);
    expect(lookupField(name, 'request')?.field.type).toBe(parseDocsType(field.type));
    if (field.deprecated) expect(hand!.replacedBy).toContain(field.replacement);
    else expect(hand!.replacedBy).toBeUndefined();
    for (const sentence of field.availability ?? []) {
      expect(AVAILABILITY[sentence], `classify "${sentence}" in AVAILABILITY`).toBeDefined();
      expect(hand!.usableIn).toBe(AVAILABILITY[sentence]);
    }
    if (field.categories.includes('Body')) expect(hand!.usableIn).toBe('request-body');
  });

  it('and the hand table cites the catalogue only for fields the catalogue lists', () => {
    const listed = new Set(CATALOGUE_FIELDS.map((f) => f.name));
    const cited = HTTP_FIELDS.filter((f) => f.source.includes(FIELDS_FILE)).map((f) => f.name);
    expect(cited.filter((name) => !listed.has(name))).toEqual([]);
    expect(cited.length).toBe(listed.size);
  });
});

// --------------------------------------------------------------- functions

/** The docs' parameter types as the hand table's ParamType (Bytes values are Strings to the checker). */
function paramTypes(docs: string): ParamType[] {
  const names: Record<string, ParamType> = { String: 'String', Bytes: 'String', Integer: 'Integer', Number: 'Integer', 'IP address': 'IP address', Boolean: 'Boolean', Array: 'Array', 'Array<String>': 'Array<String>' };
  return [...new Set(docs.split('|').map((t) => names[t.trim()] ?? (t.trim() as ParamType)))];
}

const RETURNS: Readonly<Record<string, string>> = { Number: 'Integer', Bytes: 'String', 'String | Array': 'first-argument' };

/**
 * Where functions.ts departs from the page on purpose; each reason is a note
 * of functions.ts `source`. An entry the catalogue no longer disagrees with
 * fails, so the list cannot go stale.
 */
type Deviation = 'minArgs' | 'maxArgs' | 'plan';
const DEVIATIONS: Readonly<Record<string, { readonly reason: string; readonly differs: readonly Deviation[] }>> = {
  concat: { reason: 'the API rejects a single argument', differs: ['minArgs'] },
  remove_bytes: { reason: 'the example passes two arguments', differs: ['minArgs', 'maxArgs'] },
  split: { reason: 'the 2026-01-20 changelog calls split() with two arguments', differs: ['minArgs'] },
  regex_replace: { reason: 'rules-language.md §13: regex_replace, like `matches`, needs a Business plan [V docs]', differs: ['plan'] },
};

const LIMITS: Readonly<Record<string, readonly [number | undefined, number]>> = {
  'cidr.ipv4_network_bits': [EXPRESSION_LIMITS.cidrIpv4BitsMin, EXPRESSION_LIMITS.cidrIpv4BitsMax],
  'cidr.ipv6_network_bits': [EXPRESSION_LIMITS.cidrIpv6BitsMin, EXPRESSION_LIMITS.cidrIpv6BitsMax],
  'cidr6.ipv6_network_bits': [EXPRESSION_LIMITS.cidrIpv6BitsMin, EXPRESSION_LIMITS.cidrIpv6BitsMax],
  'split.limit': [EXPRESSION_LIMITS.splitLimitMin, EXPRESSION_LIMITS.splitLimitMax],
  'bit_slice.offset_end - offset_start': [undefined, EXPRESSION_LIMITS.bitSliceMaxBits],
  'bit_slice.offset': [undefined, EXPRESSION_LIMITS.bitSliceMaxOffset],
};

describe('every function of the catalogue is known to the checker', () => {
  const functions = CATALOGUE_FUNCTIONS.filter((f) => !(QUANTIFIERS as readonly string[]).includes(f.name));

  it('any and all are the quantifiers', () => {
    expect(CATALOGUE_FUNCTIONS.filter((f) => (QUANTIFIERS as readonly string[]).includes(f.name)).map((f) => f.name)).toEqual([...QUANTIFIERS]);
  });

  it.each(functions.map((f) => [f.name, f] as const))('%s', (name, fn) => {
    const scheme = lookupFunction(name);
    expect(scheme, `${name} is missing from FUNCTIONS`).toBeDefined();
    const hand = scheme!.info;
    expect(hand.returns).toBe(RETURNS[fn.returns] ?? fn.returns);
    const min = fn.params.filter((p) => p.optional !== true).length;
    const max = fn.params.some((p) => p.variadic) ? Infinity : fn.params.length;
    const plan = fn.plan === undefined ? undefined : fn.plan.split(/[ ,]/)[0]!.toLowerCase();
    const actual: Record<Deviation, [unknown, unknown]> = { minArgs: [scheme!.minArgs, min], maxArgs: [scheme!.maxArgs, max], plan: [hand.plan, plan] };
    const deviates = DEVIATIONS[name]?.differs ?? [];
    for (const [what, [own, docs]] of Object.entries(actual) as [Deviation, [unknown, unknown]][]) {
      if (deviates.includes(what)) expect(own, `${name}: stale deviation (${what})`).not.toEqual(docs);
      else expect(own, `${name} ${what}`).toEqual(docs);
    }
    fn.params.forEach((param, i) => {
      const own = scheme!.params[i]!;
      expect(own.types, `${name} parameter ${i + 1}`).toEqual(paramTypes(param.type));
      if (param.kind !== undefined) expect(own.kind, `${name} parameter ${i + 1} (${param.name})`).toBe(param.kind);
    });
    const placement = hand.placement;
    if (fn.restriction !== undefined) expect(placement.phases ?? placement.valueSlots ?? (placement.network ? [] : undefined), fn.restriction).toBeDefined();
    expect(placement.network === true).toBe(fn.section === 'Magic Firewall Functions');
    expect(hand.oncePerExpression === true).toBe(fn.oncePerExpression === true);
    for (const limit of fn.limits ?? []) {
      const key = `${name}.${limit.subject}`;
      expect(LIMITS[key], `${key}: add the limit to expression-limits.ts and LIMITS`).toEqual([limit.min, limit.max]);
    }
  });

  it('and the hand table knows no function the page lacks without saying where it comes from', () => {
    const listed = new Set(CATALOGUE_FUNCTIONS.map((f) => f.name));
    const extra = FUNCTIONS.filter((f) => !listed.has(f.name)).map((f) => f.name);
    // Documented by changelogs and product pages (functions.ts `source`), or Cloudflare-only.
    expect(extra).toEqual(['encode_base64', 'has_key', 'has_value', 'is_jwt_valid', 'normalize_url_path', 'sha256']);
  });
});

// --------------------------------------------------------------- generator

describe('the generator', () => {
  const dir = mkdtempSync(join(tmpdir(), 'edgelint-catalogue-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (path: string, text: string): void => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const fieldsYaml = [
    'entries:',
    '  - name: widget.size',
    '    data_type: Integer',
    '    categories: [Request, Widgets]',
    '    keywords:',
    '      [',
    '        request,',
    '        widget.legacy_size,',
    '      ]',
    '    plan_info_label: Business or above',
    '    summary: How big.',
    '    description: |-',
    '      Counted in bytes.',
    '',
    '      This field has the same value as the `widget.legacy_size` field, which is deprecated. Use the new one.',
    '',
    '      **Note**: This field is only available in [Widget Rules](/widgets/).',
    '    example_block: |-',
    '      # a comment in a block',
    '      widget.size > 3',
    '',
    '  - name: widget.tags',
    '    data_type: Array<String>',
    '    categories: [Request]',
    '    description: A one-line plain description.',
    '',
  ].join('\n');
  const functionsPage = [
    '---',
    'title: Functions',
    '---',
    '',
    '## Transformation functions',
    '',
    '### `shrink`',
    '',
    '<code>shrink(source <Type text="String | Bytes" />, bits <Type text="Integer" />, flags <Type text="String" /> <MetaInfo text=\'optional\' />)</code>: <Type text="String" />',
    '',
    'The `source` parameter must be a field, that is, it cannot be a literal String.',
    '',
    'The `bits` value must be between 1 and 64.',
    '',
    'You can only use the `shrink()` function once in an expression.',
    '',
    ':::note',
    'You can only use the `shrink()` function in [widget rules](/widgets/).',
    ':::',
    '',
    '### `glue`',
    '',
    '<code>glue(<Type text="String | Array" />)</code>: <Type text="String | Array" />',
    '',
    'Takes a comma-separated list of values.',
    '',
    '### `pick`',
    '',
    '<code>pick(field <Type text="String" />, key <Type text="String | Integer" />, key <Type text="String | Integer" /> <MetaInfo text=\'optional\' />, ...)</code>: <Type text="String" />',
    '',
    '## Gadget validation',
    '',
    ':::note',
    'Access to the gadget function requires a Cloudflare Business or Enterprise plan.',
    ':::',
    '',
    '### Overview',
    '',
    '```java',
    'is_timed_hmac_valid_v0(',
    '  <String literal as Key>,',
    '  <String field as MessageMAC>,',
    '  <Optional Integer literal as lengthOfSeparator, default: 0>',
    ') -> <Bool as result>',
    '```',
    '',
  ].join('\n');
  write(FIELDS_FILE, fieldsYaml);
  write(FUNCTIONS_PAGE, functionsPage);
  write('.commits.json', JSON.stringify({ [FIELDS_FILE]: 'a'.repeat(40), [FUNCTIONS_PAGE]: 'b'.repeat(40) }));
  const body = generateBody(dir, '2026-11-24');

  it('reads fields: type, categories, plan, deprecated names and availability sentences', () => {
    expect(body).toContain(
      "{ name: 'widget.size', type: 'Integer', categories: ['Request', 'Widgets'], plan: 'Business or above', availability: ['This field is only available in Widget Rules.'] },",
    );
    expect(body).toContain("{ name: 'widget.tags', type: 'Array<String>', categories: ['Request'] },");
    expect(body).toContain(
      "{ name: 'widget.legacy_size', type: 'Integer', categories: ['Request', 'Widgets'], plan: 'Business or above', deprecated: true, replacement: 'widget.size' },",
    );
  });

  it('reads functions: parameters, kinds, repetition, restriction, once, limits and plan', () => {
    expect(body).toContain("{ name: 'source', type: 'String | Bytes', kind: 'field' },");
    expect(body).toContain("{ name: 'flags', type: 'String', optional: true },");
    expect(body).toContain("restriction: 'You can only use the `shrink()` function in widget rules.',");
    expect(body).toContain('oncePerExpression: true,');
    expect(body).toContain("limits: [{ subject: 'bits', min: 1, max: 64 }],");
    expect(body).toContain("{ name: 'value', type: 'String | Array', variadic: true },");
    expect(body).toContain("{ name: 'key', type: 'String | Integer', variadic: true },");
    expect(body).toContain("{ name: 'MessageMAC', type: 'String', kind: 'field' },");
    expect(body).toContain("{ name: 'lengthOfSeparator', type: 'Integer', optional: true, kind: 'literal' },");
    expect(body).toContain("plan: 'Business or Enterprise',");
  });

  it('records the commit of both pages', () => {
    expect(body).toContain(`index.yaml @${'a'.repeat(40)}`);
    expect(body).toContain(`functions.mdx @${'b'.repeat(40)}`);
  });

  it('is deterministic', () => {
    expect(generateBody(dir, '2026-11-24')).toBe(body);
  });

  it('fails on a line it cannot read rather than guessing', () => {
    write(FIELDS_FILE, `${fieldsYaml}\nstray: value\n`);
    expect(() => generateBody(dir, '2026-11-24')).toThrow(/unexpected line "stray: value"/);
    write(FIELDS_FILE, fieldsYaml);
  });

  it('fails on a function heading without a signature', () => {
    write(FUNCTIONS_PAGE, `${functionsPage}\n## More\n\n### \`broken\`\n\nNo signature.\n`);
    expect(() => generateBody(dir, '2026-11-24')).toThrow(/broken has no <code>broken/);
    write(FUNCTIONS_PAGE, functionsPage);
  });
});

const docs = process.env['CLOUDFLARE_DOCS'];
describe.runIf(docs !== undefined)('regenerated from CLOUDFLARE_DOCS', () => {
  it('equals the committed catalogue', () => {
    const { body } = splitGenerated(committed);
    expect(generateBody(docs!, source.checked)).toBe(body);
  });
});
