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
 * not pile up. The comments come from the file's front end (`#` in YAML);
 * JSON has none, so JSON files have no directives.
 */
import type { SourceComment } from '../load/source-file.js';

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

const DIRECTIVE = /^[ \t]*edgelint-(disable-next-line|disable-line|disable|enable)\b(.*)$/;

/** The directives among a file's comments. */
export function findDirectives(comments: readonly SourceComment[], lineOf: (offset: number) => number): Directive[] {
  const directives: Directive[] = [];
  for (const comment of comments) {
    const match = DIRECTIVE.exec(comment.text);
    if (!match) continue;
    const kind = match[1] as DirectiveKind;
    const rest = match[2] ?? '';
    const [list = '', ...reason] = rest.split(/\s--\s?/);
    const rules = list
      .split(/[\s,]+/)
      .map((r) => r.trim())
      .filter(Boolean);
    directives.push({ kind, rules, justification: reason.join(' -- ').trim(), line: lineOf(comment.start), start: comment.start, end: comment.end });
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
