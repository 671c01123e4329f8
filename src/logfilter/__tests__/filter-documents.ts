/**
 * Filters embedded in job documents, in every way a filter string is written
 * in a file, with the file position of any offset into the filter computed
 * independently of the linter (from the escaping rules of each style), so the
 * `logpush/filter-*` rule tests can assert exact lines and columns:
 *
 * - `single`: a YAML single-quoted scalar (`'` doubled) — filters without line breaks;
 * - `double`: a YAML double-quoted scalar (`\"`, `\\`, `\n`, `\t` escapes);
 * - `literal`: a YAML `|2-` block scalar, one filter line per file line;
 * - `json`: a JSON file, the filter as a JSON string;
 * - `hcl-quoted`: a Terraform `cloudflare_logpush_job`, the filter an HCL quoted string (`\"`, `\\`, `\n`, `\uNNNN` escapes);
 * - `hcl-heredoc`: the same with the filter in a `<<-EOT` heredoc, one filter line per file line
 *   (a heredoc ends with a line break, which JSON takes as blank space).
 */
import type { ExpectedError, InvalidCase, ValidCase } from '../../testing/rule-tester.js';
import { hclQuoted } from '../../load/hcl/hcl-edit.js';
import { at } from './problem-assertions.js';
import { INVALID_FILTERS, VALID_FILTERS, type FilterCase } from './realistic-filters.js';

export type FilterStyle = 'single' | 'double' | 'literal' | 'json' | 'hcl-quoted' | 'hcl-heredoc';

export const FILTER_STYLES: readonly FilterStyle[] = ['single', 'double', 'literal', 'json', 'hcl-quoted', 'hcl-heredoc'];

export interface Position {
  readonly line: number;
  readonly column: number;
}

export interface FilterDocument {
  readonly filename: string;
  readonly code: string;
  /** The 1-based file position of offset `offset` of the filter string. */
  position(offset: number): Position;
}

const DESTINATION = 's3://logs-bucket/http?region=us-east-1';

/** Source length of each UTF-16 unit of `text` in a YAML double-quoted scalar. */
function yamlDoubleWidth(unit: string): number {
  return unit === '"' || unit === '\\' || unit === '\n' || unit === '\t' ? 2 : 1;
}

/** Source length of each UTF-16 unit of `text` in a JSON string (a surrogate pair stays two units). */
function jsonWidth(unit: string): number {
  const code = unit.charCodeAt(0);
  if (unit === '"' || unit === '\\') return 2;
  if (code < 0x20) return ['\b', '\f', '\n', '\r', '\t'].includes(unit) ? 2 : 6;
  return 1;
}

/** Source length of each UTF-16 unit of `text` in an HCL quoted string. */
function hclWidth(unit: string): number {
  const code = unit.charCodeAt(0);
  if (unit === '"' || unit === '\\' || unit === '\n' || unit === '\r' || unit === '\t') return 2;
  return code < 0x20 || code === 0x7f ? 6 : 1;
}

function widthBefore(text: string, offset: number, width: (unit: string) => number): number {
  let total = 0;
  for (let i = 0; i < offset; i++) total += width(text[i]!);
  return total;
}

function yamlDouble(text: string): string {
  return text.replace(/[\\"\n\t]/g, (ch) => ({ '\\': '\\\\', '"': '\\"', '\n': '\\n', '\t': '\\t' })[ch]!);
}

/** Whether `filter` can be written in `style` (a single-quoted scalar folds line breaks). */
export function canWrite(filter: string, style: FilterStyle): boolean {
  if (style === 'single') return !/[\n\r]/.test(filter);
  if (style === 'literal') return !/\r/.test(filter) && !/^\s|\s$/.test(filter);
  // `${` and `%{` would be template sequences (written `$${`: no longer one source character per value character).
  if (style === 'hcl-quoted') return !/[$%]\{/.test(filter);
  if (style === 'hcl-heredoc') return !/[$%]\{|\r/.test(filter) && !/(^|\n)[ \t]|^EOT$/m.test(filter) && !filter.split('\n').some((l) => l.trim() === 'EOT') && filter.trim() !== '';
  return true;
}

/** The first four lines of a Terraform log push job, up to its filter. */
function terraformJobHead(dataset: string): string {
  return `resource "cloudflare_logpush_job" "job" {\n  zone_id          = var.zone_id\n  dataset          = ${hclQuoted(dataset)}\n  destination_conf = ${hclQuoted(DESTINATION)}\n`;
}

/** A raw API job `{dataset, destination_conf, filter}` with the filter written in `style`. */
export function filterDocument(filter: string, dataset: string, style: FilterStyle): FilterDocument {
  const head = `dataset: ${dataset}\ndestination_conf: ${DESTINATION}\n`;
  switch (style) {
    case 'single':
      // `filter: '` is 9 characters: the value starts in column 10 of line 3.
      return {
        filename: 'job.yaml',
        code: `${head}filter: '${filter.replace(/'/g, "''")}'\n`,
        position: (o) => ({ line: 3, column: 10 + widthBefore(filter, o, (u) => (u === "'" ? 2 : 1)) }),
      };
    case 'double':
      return {
        filename: 'job.yaml',
        code: `${head}filter: "${yamlDouble(filter)}"\n`,
        position: (o) => ({ line: 3, column: 10 + widthBefore(filter, o, yamlDoubleWidth) }),
      };
    case 'literal': {
      // Line 4 on, each filter line indented by two spaces: column 3 is the line's first character.
      const body = filter
        .split('\n')
        .map((line) => (line === '' ? '' : `  ${line}`))
        .join('\n');
      return {
        filename: 'job.yaml',
        code: `${head}filter: |2-\n${body}\n`,
        position: (o) => {
          const before = filter.slice(0, o);
          const lineStart = before.lastIndexOf('\n') + 1;
          return { line: 4 + (before.split('\n').length - 1), column: 3 + (o - lineStart) };
        },
      };
    }
    case 'hcl-quoted': {
      // `  filter           = "` is 22 characters: the value starts in column 23 of line 5.
      const head = terraformJobHead(dataset);
      return {
        filename: 'job.tf',
        code: `${head}  filter           = ${hclQuoted(filter)}\n}\n`,
        position: (o) => ({ line: 5, column: 23 + widthBefore(filter, o, hclWidth) }),
      };
    }
    case 'hcl-heredoc': {
      // Line 6 on, each filter line indented by four spaces, which `<<-` removes: column 5 is the line's first character.
      const head = terraformJobHead(dataset);
      const body = filter
        .split('\n')
        .map((line) => (line === '' ? '' : `    ${line}`))
        .join('\n');
      return {
        filename: 'job.tf',
        code: `${head}  filter = <<-EOT\n${body}\n  EOT\n}\n`,
        position: (o) => {
          const before = filter.slice(0, o);
          const lineStart = before.lastIndexOf('\n') + 1;
          return { line: 6 + (before.split('\n').length - 1), column: 5 + (o - lineStart) };
        },
      };
    }
    case 'json': {
      const prefix = `{"dataset": ${JSON.stringify(dataset)}, "destination_conf": ${JSON.stringify(DESTINATION)}, "filter": `;
      return {
        filename: 'job.json',
        code: `${prefix}${JSON.stringify(filter)}}\n`,
        // The opening quote is at column prefix.length + 1, the value's first character one after it.
        position: (o) => ({ line: 1, column: prefix.length + 2 + widthBefore(filter, o, jsonWidth) }),
      };
    }
  }
}

/** The expected error for `[start, end)` of the filter in `document`. */
export function errorAt(document: FilterDocument, messageId: string, start: number, end: number): ExpectedError {
  const from = document.position(start);
  const to = document.position(end);
  return { messageId, line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
}

function datasetOf(c: FilterCase): string {
  return c.dataset ?? 'http_requests';
}

/**
 * Rule test cases for `logpush/<code>` from the realistic filter corpus:
 * every invalid filter with a `code` problem in every style it can be written
 * in, with exact positions; every valid filter, and every invalid one without
 * a `code` problem, as a valid case (styles taken in turn).
 */
export function filterRuleCases(code: string): { valid: ValidCase[]; invalid: InvalidCase[] } {
  const valid: ValidCase[] = [];
  const invalid: InvalidCase[] = [];
  let turn = 0;
  const addValid = (c: FilterCase): void => {
    const styles = FILTER_STYLES.filter((s) => canWrite(c.filter, s));
    const style = styles[turn++ % styles.length]!;
    const document = filterDocument(c.filter, datasetOf(c), style);
    valid.push({ name: `${c.name} (${style})`, filename: document.filename, code: document.code });
  };
  for (const c of VALID_FILTERS) addValid(c);
  for (const c of INVALID_FILTERS) {
    const mine = c.expected.filter((e) => e[0] === code);
    if (mine.length === 0) {
      addValid(c);
      continue;
    }
    for (const style of FILTER_STYLES) {
      if (!canWrite(c.filter, style)) continue;
      const document = filterDocument(c.filter, datasetOf(c), style);
      const errors = mine.map((e) => {
        const [start, end] = e.length === 4 ? [e[2], e[3]] : at(c.filter, e[2]);
        return errorAt(document, e[1], start, end);
      });
      invalid.push({ name: `${c.name} (${style})`, filename: document.filename, code: document.code, errors });
    }
  }
  return { valid, invalid };
}
