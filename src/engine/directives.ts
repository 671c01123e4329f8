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

/**
 * The directives of a file, indexed once so that finding the directive that
 * suppresses a message costs O(log d) instead of a scan of every directive
 * (ESLint applies directives in one sorted sweep for the same reason).
 */
export class DirectiveIndex {
  /** `disable-line` directives by their line, `disable-next-line` ones by the line they cover; in file order. */
  private readonly byLine = new Map<number, Directive[]>();
  /** Block `disable`/`enable` directives that apply to a rule (`*`: to every rule), in file order. */
  private readonly blocks = new Map<string, { line: number; order: number; directive: Directive }[]>();

  constructor(directives: readonly Directive[]) {
    directives.forEach((directive, order) => {
      if (directive.kind === 'disable-line' || directive.kind === 'disable-next-line') {
        const line = directive.kind === 'disable-line' ? directive.line : directive.line + 1;
        const list = this.byLine.get(line);
        if (list) list.push(directive);
        else this.byLine.set(line, [directive]);
        return;
      }
      for (const key of directive.rules.length === 0 ? ['*'] : new Set(directive.rules)) {
        const list = this.blocks.get(key);
        const event = { line: directive.line, order, directive };
        if (list) list.push(event);
        else this.blocks.set(key, [event]);
      }
    });
  }

  /**
   * Which directive suppresses a message of `ruleId` starting on `line`, if
   * any: a line directive first, else the last block `disable` before it that
   * no later `enable` of the same rule (or of every rule) ended.
   */
  suppressing(ruleId: string | null, line: number): Directive | undefined {
    if (ruleId === null) return undefined; // syntax errors cannot be suppressed
    for (const d of this.byLine.get(line) ?? []) if (d.rules.length === 0 || d.rules.includes(ruleId)) return d;
    const every = lastAtOrBefore(this.blocks.get('*'), line);
    const own = lastAtOrBefore(this.blocks.get(ruleId), line);
    const last = every === undefined ? own : own === undefined ? every : own.order > every.order ? own : every;
    return last?.directive.kind === 'disable' ? last.directive : undefined;
  }
}

/** The last event on or before `line` (events are sorted by line): binary search. */
function lastAtOrBefore<T extends { line: number }>(events: readonly T[] | undefined, line: number): T | undefined {
  if (!events) return undefined;
  let lo = 0;
  let hi = events.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (events[mid]!.line <= line) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? events[lo - 1] : undefined;
}
