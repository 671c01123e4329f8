/**
 * The expression tables of `src/expr/corpus/` run through the *rules*, the
 * way a user meets them: each expression is written into a ruleset document
 * of its phase — at the place its kind and slot belong (a rule's
 * `expression`, `action_parameters.uri.path.expression`, a header's
 * `expression`, `from_value.target_url.expression`, `from_list.key`,
 * `exposed_credential_check.username_expression`, ...) — in one of several
 * scalar styles, and linted with every `expression/*` rule.
 *
 * Each entry is also written into a Terraform `cloudflare_ruleset` (HCL:
 * provider v4 blocks or v5 attributes, a quoted string or a heredoc, in
 * turn), so every expression goes through the HCL front end too.
 *
 * - Every valid expression from public usage and from the reference lints
 *   without an error from an `expression/*` rule.
 * - Every invalid expression produces its rule id and message id at the exact
 *   file range. The expected range is computed here from the expression
 *   offsets and the way this test escapes the scalar (independently of the
 *   loader's source map), so the table also tests the position mapping.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { expressionRules } from '../../rules/expression/index.js';
import { lintText } from '../engine/linter.js';
import { hclQuoted } from '../load/hcl/hcl-edit.js';
import { prepareFrontEnds } from '../load/source-file.js';
import type { LintMessage } from '../engine/lint-result.js';
import type { ValueSlot } from '../data/functions.js';
import { VALUE_SLOT_PHASES } from '../data/functions.js';
import type { Tier } from '../data/plans.js';
import { TEST_NOW } from '../testing/rule-tester.js';

interface Entry {
  readonly expression: string;
  readonly kind: 'filter' | 'value';
  readonly phase?: string;
  readonly valueSlot?: ValueSlot;
  readonly filterSlot?: 'rule' | 'ratelimit_counting';
  readonly tier?: Tier;
  readonly lists?: string;
  readonly source?: string;
  readonly note?: string;
}

interface InvalidEntry extends Entry {
  readonly code: string;
  readonly messageId: string;
  readonly start: number;
  readonly end: number;
}

function table<T>(name: string): T[] {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`../expr/corpus/${name}`, import.meta.url)), 'utf8')) as T[];
}

/** Where an expression goes in a rule. */
type Site =
  | { readonly at: 'expression' }
  | { readonly at: 'counting_expression' }
  | { readonly at: 'credential' }
  | { readonly at: 'slot'; readonly slot: ValueSlot };

/** The slot of a valid corpus value expression: from the entry, else from its note (where it was found), else from its phase. */
function valueSite(entry: Entry): Site {
  if (entry.valueSlot !== undefined) return { at: 'slot', slot: entry.valueSlot };
  const note = entry.note ?? '';
  if (note.includes('exposed_credential_check')) return { at: 'credential' };
  if (note.includes('uri.query')) return { at: 'slot', slot: 'uri_query' };
  if (note.includes('uri.path')) return { at: 'slot', slot: 'uri_path' };
  if (note.includes('target_url')) return { at: 'slot', slot: 'redirect_target' };
  if (note.includes('set_cache_tags')) return { at: 'slot', slot: 'cache_tags' };
  switch (entry.phase) {
    case 'http_request_transform':
      return { at: 'slot', slot: 'uri_path' };
    case 'http_request_dynamic_redirect':
      return { at: 'slot', slot: 'redirect_target' };
    case 'http_request_late_transform':
      return { at: 'slot', slot: 'request_header' };
    case 'http_response_headers_transform':
      return { at: 'slot', slot: 'response_header' };
    case 'http_request_redirect':
      return { at: 'slot', slot: 'redirect_list_key' };
    case 'http_request_cache_settings':
    case 'http_response_cache_settings':
      return { at: 'slot', slot: 'cache_tags' };
    default:
      // A value expression without a slot (the library's context {kind: value, phase}): the rules analyse
      // exposed_credential_check expressions in exactly that context.
      return { at: 'credential' };
  }
}

function siteOf(entry: Entry): Site {
  if (entry.kind === 'value') return valueSite(entry);
  const counting = entry.filterSlot === 'ratelimit_counting' || (entry.filterSlot === undefined && (entry.note ?? '').includes('counting_expression'));
  return counting ? { at: 'counting_expression' } : { at: 'expression' };
}

/** The phase of the document: the entry's, else the one its slot implies (undefined when it implies none). */
function phaseOf(entry: Entry, site: Site): string | undefined {
  if (entry.phase !== undefined) return entry.phase;
  if (site.at !== 'slot') return undefined;
  const phases = VALUE_SLOT_PHASES[site.slot];
  // A slot of one phase implies it (as in the library); request_header and cache_tags name two: take the first.
  return phases[0];
}

const SLOT_PLACES: Readonly<Record<ValueSlot, { action: string; path: readonly string[]; extra?: Record<string, unknown> }>> = {
  uri_path: { action: 'rewrite', path: ['uri', 'path', 'expression'] },
  uri_query: { action: 'rewrite', path: ['uri', 'query', 'expression'] },
  request_header: { action: 'rewrite', path: ['headers', 'X-Edge', 'expression'], extra: { operation: 'set' } },
  response_header: { action: 'rewrite', path: ['headers', 'X-Edge', 'expression'], extra: { operation: 'set' } },
  redirect_target: { action: 'redirect', path: ['from_value', 'target_url', 'expression'] },
  redirect_list_key: { action: 'redirect', path: ['from_list', 'key'], extra: { name: 'redirect_list' } },
  cache_tags: { action: 'set_cache_tags', path: ['expression'], extra: { operation: 'set' } },
};

// ------------------------------------------------------------------ scalar writers

/** How an expression is written into the file, with the file offset of each expression offset. */
interface Written {
  /** The scalar as it appears in the file. */
  readonly text: string;
  /** `offsets[i]` = offset in `text` where expression offset `i` starts (`offsets[length]` = end of content). */
  readonly offsets: readonly number[];
}

/** A double-quoted scalar (JSON, and YAML, whose escapes are a superset): one escape per UTF-16 unit. */
function doubleQuoted(expression: string): Written {
  let text = '"';
  const offsets: number[] = [];
  for (let i = 0; i < expression.length; i++) {
    offsets.push(text.length);
    const c = expression.charCodeAt(i);
    const ch = expression[i]!;
    if (ch === '"') text += '\\"';
    else if (ch === '\\') text += '\\\\';
    else if (ch === '\n') text += '\\n';
    else if (ch === '\t') text += '\\t';
    else if (c < 0x20 || c === 0x7f || (c >= 0xd800 && c <= 0xdfff)) text += `\\u${c.toString(16).padStart(4, '0')}`;
    else text += ch;
  }
  offsets.push(text.length);
  return { text: `${text}"`, offsets };
}

/** A single-quoted YAML scalar (one line): `'` is written `''`. */
function singleQuoted(expression: string): Written {
  let text = "'";
  const offsets: number[] = [];
  for (const ch of expression.split('')) {
    offsets.push(text.length);
    text += ch === "'" ? "''" : ch;
  }
  offsets.push(text.length);
  return { text: `${text}'`, offsets };
}

/** A plain YAML scalar: written as is. */
function plain(expression: string): Written {
  return { text: expression, offsets: Array.from({ length: expression.length + 1 }, (_, i) => i) };
}

/** A literal block scalar `|-` whose lines are indented by `indent` (the text starts at the block's header). */
function literalBlock(expression: string, indent: string): Written {
  const header = `|-\n${indent}`;
  let text = header;
  const offsets: number[] = [];
  for (const ch of expression.split('')) {
    offsets.push(text.length);
    text += ch === '\n' ? `\n${indent}` : ch;
  }
  offsets.push(text.length);
  return { text, offsets };
}

const PLAIN_UNSAFE = /^[\s\-?:,[\]{}#&*!|>'"%@`]|: |\s#|\s$|[\t\r\n\u0000-\u001f\u007f-\u009f\ufeff\u2028\u2029]|^(true|false|null|~|[-+.0-9].*)$/i;

type Style = 'plain' | 'single' | 'double' | 'literal';

/** The styles that can write this expression exactly (YAML strips, folds or re-reads some text in some styles). */
function stylesFor(expression: string): Style[] {
  const styles: Style[] = ['double'];
  const printable = !/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\ufeff\u2028\u2029\ud800-\udfff]/.test(expression);
  if (printable && !expression.includes('\n') && !expression.includes('\t')) styles.push('single');
  if (printable && expression.length > 0 && !PLAIN_UNSAFE.test(expression)) styles.push('plain');
  if (printable && /^\S/.test(expression) && !/[\t\r]/.test(expression) && !/\s$/.test(expression) && !expression.includes('\n\n')) styles.push('literal');
  return styles;
}

// ------------------------------------------------------------------ documents

interface Document {
  readonly filename: string;
  readonly code: string;
  /** File offset of expression offset `i`. */
  fileOffset(i: number): number;
}

function jsonDocument(entry: Entry): Document {
  const site = siteOf(entry);
  const phase = phaseOf(entry, site);
  const written = doubleQuoted(entry.expression);
  const PLACEHOLDER = '"\u0000EXPR\u0000"';
  const rule: Record<string, unknown> = { action: 'block', expression: 'true' };
  if (site.at === 'expression') rule['expression'] = PLACEHOLDER;
  else if (site.at === 'counting_expression') rule['ratelimit'] = { characteristics: ['cf.colo.id', 'ip.src'], period: 60, counting_expression: PLACEHOLDER };
  else if (site.at === 'credential') rule['exposed_credential_check'] = { username_expression: PLACEHOLDER, password_expression: 'url_decode(http.request.body.form["p"][0])' };
  else {
    const place = SLOT_PLACES[site.slot];
    rule['action'] = place.action;
    const parameters: Record<string, unknown> = {};
    let target = parameters;
    place.path.slice(0, -1).forEach((key) => {
      target[key] = {};
      target = target[key] as Record<string, unknown>;
    });
    Object.assign(target, place.extra ?? {});
    target[place.path[place.path.length - 1]!] = PLACEHOLDER;
    // cache tags and from_list carry their extras beside the expression, at the parameters' top level.
    if (site.slot === 'cache_tags' || site.slot === 'redirect_list_key') Object.assign(site.slot === 'cache_tags' ? parameters : (parameters['from_list'] as object), place.extra);
    rule['action_parameters'] = parameters;
  }
  const ruleset = { name: 'corpus', ...(phase === undefined ? {} : { phase }), rules: [rule] };
  const serialised = JSON.stringify(ruleset, null, 2);
  const marker = JSON.stringify(PLACEHOLDER);
  const at = serialised.indexOf(marker);
  const code = serialised.slice(0, at) + written.text + serialised.slice(at + marker.length);
  return { filename: 'corpus.json', code, fileOffset: (i) => at + written.offsets[i]! };
}

function yamlDocument(entry: Entry, style: Style): Document {
  const site = siteOf(entry);
  const phase = phaseOf(entry, site);
  const lines: string[] = ['name: corpus'];
  if (phase !== undefined) lines.push(`phase: ${phase}`);
  lines.push('rules:');
  // The key that holds the expression, at its indentation; `lines` end just before the value.
  let key: string;
  let indent: string;
  if (site.at === 'expression') {
    lines.push('  - action: block');
    key = '    expression: ';
    indent = '      ';
  } else if (site.at === 'counting_expression') {
    lines.push('  - action: block', '    expression: "true"', '    ratelimit:', '      characteristics: [cf.colo.id, ip.src]', '      period: 60');
    key = '      counting_expression: ';
    indent = '        ';
  } else if (site.at === 'credential') {
    lines.push('  - action: block', '    expression: "true"', '    exposed_credential_check:', '      password_expression: url_decode(http.request.body.form["p"][0])');
    key = '      username_expression: ';
    indent = '        ';
  } else {
    const place = SLOT_PLACES[site.slot];
    lines.push(`  - action: ${place.action}`, '    expression: "true"', '    action_parameters:');
    let depth = 3;
    const path = place.path;
    for (const part of path.slice(0, -1)) {
      lines.push(`${'  '.repeat(depth)}${part}:`);
      depth++;
    }
    for (const [k, v] of Object.entries(place.extra ?? {})) lines.push(`${'  '.repeat(depth)}${k}: ${String(v)}`);
    key = `${'  '.repeat(depth)}${path[path.length - 1]}: `;
    indent = '  '.repeat(depth + 1);
  }
  const written = style === 'double' ? doubleQuoted(entry.expression) : style === 'single' ? singleQuoted(entry.expression) : style === 'plain' ? plain(entry.expression) : literalBlock(entry.expression, indent);
  const before = `${lines.join('\n')}\n${key}`;
  return { filename: 'corpus.yaml', code: `${before}${written.text}\n`, fileOffset: (i) => before.length + written.offsets[i]! };
}

// ------------------------------------------------------------------ Terraform

type TerraformStyle = 'v4-quoted' | 'v5-quoted' | 'v4-heredoc';

/** An HCL quoted string: an escape per character that needs one (`\"`, `\\`, `\n`, `\t`, `\uNNNN`). */
function hclString(expression: string): Written {
  const offsets: number[] = [];
  let text = '"';
  for (const ch of expression.split('')) {
    offsets.push(text.length);
    text += hclQuoted(ch).slice(1, -1);
  }
  offsets.push(text.length);
  return { text: `${text}"`, offsets };
}

/** A heredoc (`<<EOT`, lines as written); its value ends with a line break, which expressions take as blank space. */
function heredoc(expression: string, indent: string): Written {
  const header = '<<EOT\n';
  return { text: `${header}${expression}\n${indent}EOT`, offsets: Array.from({ length: expression.length + 1 }, (_, i) => header.length + i) };
}

/** `${` and `%{` are template sequences in HCL, written `$${`: no longer one source character per value character. */
function terraformStylesFor(expression: string): TerraformStyle[] {
  if (/[$%]\{/.test(expression)) return [];
  const styles: TerraformStyle[] = ['v4-quoted', 'v5-quoted'];
  if (!/\r/.test(expression) && !expression.split('\n').some((l) => l.trim() === 'EOT') && expression.length < 3000) styles.push('v4-heredoc');
  return styles;
}

/** The expression in a `cloudflare_ruleset` resource, at the place its site has in provider v4 blocks or v5 attributes. */
function terraformDocument(entry: Entry, style: TerraformStyle): Document {
  const site = siteOf(entry);
  const phase = phaseOf(entry, site);
  const v4 = style !== 'v5-quoted';
  const lines = ['resource "cloudflare_ruleset" "corpus" {', '  zone_id = var.zone_id', '  name    = "corpus"'];
  if (phase !== undefined) lines.push(`  phase   = "${phase}"`);
  // Nested objects: blocks in v4, object attributes in v5; the expression's key is last.
  const open = (name: string, depth: number): string => `${'  '.repeat(depth)}${name}${v4 ? ' {' : ' = {'}`;
  const close = (depth: number): string => `${'  '.repeat(depth)}}`;
  const body: string[] = [];
  let depth = 2;
  if (site.at === 'expression') {
    body.push('    action = "block"');
  } else if (site.at === 'counting_expression') {
    body.push('    action = "block"', '    expression = "true"', open('ratelimit', 2), '      characteristics = ["cf.colo.id", "ip.src"]', '      period = 60');
    depth = 3;
  } else if (site.at === 'credential') {
    body.push('    action = "block"', '    expression = "true"', open('exposed_credential_check', 2), '      password_expression = "url_decode(http.request.body.form[\\"p\\"][0])"');
    depth = 3;
  } else {
    const place = SLOT_PLACES[site.slot];
    body.push(`    action = "${place.action}"`, '    expression = "true"', open('action_parameters', 2));
    depth = 3;
    for (const part of place.path.slice(0, -1)) {
      if (part === 'X-Edge') {
        // The header: a v4 `headers` block names it, a v5 map is keyed by it.
        body.push(v4 ? `${'  '.repeat(depth)}name = "X-Edge"` : `${'  '.repeat(depth)}"X-Edge" = {`);
        if (!v4) depth++;
        continue;
      }
      body.push(open(part, depth));
      depth++;
    }
    for (const [k, v] of Object.entries(place.extra ?? {})) body.push(`${'  '.repeat(depth)}${k} = "${String(v)}"`);
  }
  const key = `${'  '.repeat(depth)}${site.at === 'slot' ? SLOT_PLACES[site.slot].path[SLOT_PLACES[site.slot].path.length - 1] : site.at === 'credential' ? 'username_expression' : site.at === 'counting_expression' ? 'counting_expression' : 'expression'} = `;
  const written = style === 'v4-heredoc' ? heredoc(entry.expression, '  '.repeat(depth)) : hclString(entry.expression);
  const closing: string[] = [];
  for (let d = depth - 1; d >= 2; d--) closing.push(close(d));
  const before = `${[...lines, v4 ? '  rules {' : '  rules = [{', ...body].join('\n')}\n${key}`;
  const after = `\n${closing.join('\n')}${closing.length ? '\n' : ''}${v4 ? '  }' : '  }]'}\n}\n`;
  return { filename: 'corpus.tf', code: `${before}${written.text}${after}`, fileOffset: (i) => before.length + written.offsets[i]! };
}

function position(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (text[i] === '\n') {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

const DEFAULT_LISTS = 'ip:office_ips,redirect:redirect_list';

function lint(document: Document, entry: Entry, lists: string | undefined): LintMessage[] {
  const declared: Record<string, string> = {};
  for (const item of (lists ?? '').split(',')) {
    const [kind, name] = item.split(':');
    if (kind && name) declared[name] = kind;
  }
  const rules = expressionRules.map((rule) => ({ rule, severity: rule.meta.defaultSeverity as 'error' | 'warn', options: rule.defaultOptions }));
  const result = lintText(document.filename, document.code, { rules, settings: { now: TEST_NOW, tier: entry.tier, lists: declared } });
  return [...result.messages];
}

function show(messages: readonly LintMessage[]): string {
  return messages.map((m) => `${m.line}:${m.column}-${m.endLine}:${m.endColumn} ${m.severity === 2 ? 'error' : 'warn'} ${m.ruleId} ${m.messageId} ${m.message}`).join('\n');
}

const STYLES: readonly Style[] = ['plain', 'single', 'double', 'literal'];

/** Each entry is written in YAML (a style that can hold it, rotating) and in JSON. */
function styleOf(entry: Entry, index: number): Style {
  const styles = stylesFor(entry.expression);
  const rotation = STYLES.filter((s) => styles.includes(s));
  return rotation[index % rotation.length]!;
}

function documentsOf(entry: Entry, index: number): Document[] {
  const terraform = terraformStylesFor(entry.expression);
  const style = terraform[index % Math.max(1, terraform.length)];
  return [yamlDocument(entry, styleOf(entry, index)), jsonDocument(entry), ...(style ? [terraformDocument(entry, style)] : [])];
}

beforeAll(() => prepareFrontEnds(['corpus.tf']));

describe('valid corpus expressions lint without errors from the expression rules', () => {
  const corpora: [string, Entry[], string | undefined][] = [
    ['valid-expressions.json (public usage)', table<Entry>('valid-expressions.json'), undefined],
    ['reference-valid.json (the reference)', table<Entry>('reference-valid.json'), DEFAULT_LISTS],
  ];
  for (const [name, entries, lists] of corpora) {
    describe(name, () => {
      it.each(entries.map((entry, index) => [index, entry.phase ?? 'any phase', entry.expression.slice(0, 80), entry] as const))('#%i (%s) %s', (index, _phase, _text, entry) => {
        for (const document of documentsOf(entry, index)) {
          const messages = lint(document, entry, entry.lists ?? lists);
          expect(messages.filter((m) => m.fatal), document.code).toEqual([]);
          expect(show(messages.filter((m) => m.severity === 2)), document.code).toBe('');
        }
      });
    });
  }
});

describe('invalid corpus expressions: rule id, message id and exact file range', () => {
  const invalid = table<InvalidEntry>('invalid-expressions.json');
  // A blank rule expression is ruleset/expression-present's (API error 20125), not an expression rule's.
  const placeable = invalid.filter((entry) => !(entry.kind === 'filter' && entry.expression.trim() === ''));

  it('covers at least 100 entries and every problem code', () => {
    expect(placeable.length).toBeGreaterThanOrEqual(100);
    expect(new Set(placeable.map((e) => e.code)).size).toBe(31);
  });

  it('writes the expressions in every scalar style', () => {
    const used = new Map<string, number>();
    placeable.forEach((entry, index) => {
      for (const document of documentsOf(entry, index)) {
        const style = document.filename.endsWith('.json') ? 'json' : document.filename.endsWith('.tf') ? 'terraform' : styleOf(entry, index);
        used.set(style, (used.get(style) ?? 0) + 1);
      }
    });
    for (const style of ['json', 'terraform', ...STYLES]) expect(used.get(style) ?? 0, style).toBeGreaterThanOrEqual(20);
  });

  it.each(placeable.map((entry, index) => [index, entry.code, entry.messageId, entry.expression.slice(0, 60), entry] as const))('#%i expression/%s %s: %s', (index, code, messageId, _text, entry) => {
    for (const document of documentsOf(entry, index)) {
      const messages = lint(document, entry, entry.lists ?? DEFAULT_LISTS);
      const start = position(document.code, document.fileOffset(entry.start));
      const end = position(document.code, document.fileOffset(entry.end));
      const expected = { ruleId: `expression/${code}`, messageId, line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
      const actual = messages.map((m) => ({ ruleId: m.ruleId, messageId: m.messageId, line: m.line, column: m.column, endLine: m.endLine, endColumn: m.endColumn }));
      expect(actual, `${document.code}\n${show(messages)}`).toContainEqual(expected);
    }
  });
});
