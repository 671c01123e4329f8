/**
 * Inline suppression comments, ESLint's directive forms in YAML comments:
 *
 *   # edgelint-disable-next-line esc/removal-deadline -- migrating in Q3
 *   key: value  # edgelint-disable-line schema/unknown-key
 *   # edgelint-disable logpush/filter-limits
 *   ...
 *   # edgelint-enable logpush/filter-limits
 *
 * Without rule ids a directive covers every rule. Suppression is by rule id,
 * never by message text (actionlint #237). A directive that suppresses
 * nothing is reported (ESLint's unused-disable-directives), so stale ones do
 * not pile up. JSON has no comments, so JSON files have no directives.
 */
import { visit, isScalar, type Document } from 'yaml';

export type DirectiveKind = 'disable' | 'enable' | 'disable-line' | 'disable-next-line';

export interface Directive {
  readonly kind: DirectiveKind;
  /** Rule ids; empty = every rule. */
  readonly rules: readonly string[];
  readonly justification: string;
  /** 1-based line of the comment. */
  readonly line: number;
  /** File offsets of the comment, for reporting an unused directive. */
  readonly start: number;
  readonly end: number;
}

const DIRECTIVE = /(^|[ \t])#[ \t]*edgelint-(disable-next-line|disable-line|disable|enable)\b([^\r\n]*)/g;

/**
 * Find directive comments. A `#` inside a quoted or multi-line scalar is not
 * a comment, so matches inside a scalar's source range are skipped.
 */
export function findDirectives(text: string, docs: readonly Document.Parsed[], lineOf: (offset: number) => number): Directive[] {
  if (!text.includes('edgelint-')) return [];
  const scalarRanges: [number, number][] = [];
  for (const doc of docs) {
    visit(doc, {
      Scalar(_key, node) {
        if (isScalar(node) && node.range && node.type !== 'PLAIN') scalarRanges.push([node.range[0], node.range[1]]);
      },
    });
  }
  const insideScalar = (offset: number): boolean => scalarRanges.some(([s, e]) => offset >= s && offset < e);
  const directives: Directive[] = [];
  for (const match of text.matchAll(DIRECTIVE)) {
    const start = (match.index ?? 0) + (match[1]?.length ?? 0);
    if (insideScalar(start)) continue;
    const kind = match[2] as DirectiveKind;
    const rest = match[3] ?? '';
    const [list = '', ...reason] = rest.split(/\s--\s?/);
    const rules = list
      .split(/[\s,]+/)
      .map((r) => r.trim())
      .filter(Boolean);
    directives.push({ kind, rules, justification: reason.join(' -- ').trim(), line: lineOf(start), start, end: start + match[0].length - (match[1]?.length ?? 0) });
  }
  return directives;
}

export interface Suppression {
  readonly directive: Directive;
}

/**
 * Which directive suppresses a message of `ruleId` starting on `line`, if
 * any. Block directives apply from their line on until a matching enable.
 */
export function suppressingDirective(directives: readonly Directive[], ruleId: string | null, line: number): Directive | undefined {
  if (ruleId === null) return undefined; // syntax errors cannot be suppressed
  const applies = (d: Directive): boolean => d.rules.length === 0 || d.rules.includes(ruleId);
  let block: Directive | undefined;
  for (const d of directives) {
    if (d.line > line) break;
    if (d.kind === 'disable' && applies(d)) block = d;
    else if (d.kind === 'enable' && block && (d.rules.length === 0 || d.rules.includes(ruleId))) block = undefined;
  }
  for (const d of directives) {
    if (!applies(d)) continue;
    if (d.kind === 'disable-line' && d.line === line) return d;
    if (d.kind === 'disable-next-line' && d.line + 1 === line) return d;
  }
  return block;
}
