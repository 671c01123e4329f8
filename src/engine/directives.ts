/**
 * Inline suppression comments, ESLint's directive forms in YAML comments:
 *
 *   # edgelint-disable-next-line esc/removal-deadline -- migrating in Q3
 *   key: value  # edgelint-disable-line schema/unknown-key
 *   # edgelint-disable logpush/filter-limits
 *   ...
 *   # edgelint-enable logpush/filter-limits
 *   # edgelint-disable-next-item expression/method-case -- legacy client
 *   - action: block          (the whole rule: every line of the item)
 *
 * `disable-next-item` covers the node that starts on the next line of code —
 * a sequence item or a mapping entry, with everything in it
 * (`directive-items.ts`) — so a directive written above a rule, a job or a
 * behaviour covers what a rule reports on its `expression:` or `filter:`
 * lines too.
 *
 * Without rule ids a directive covers every rule. Suppression is by rule id,
 * never by message text (actionlint #237). A directive that suppresses
 * nothing is reported (ESLint's unused-disable-directives), so stale ones do
 * not pile up. The comments come from the file's front end (`#` in YAML);
 * JSON has none, so JSON files have no directives.
 */
import type { SourceComment } from '../load/source-file.js';

export type DirectiveKind = 'disable' | 'enable' | 'disable-line' | 'disable-next-line' | 'disable-next-item';

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
  /** For `disable-next-item`: the lines of the item below (the next line of code when no item starts there). */
  readonly covers?: { readonly firstLine: number; readonly lastLine: number };
}

const DIRECTIVE = /^[ \t]*edgelint-(disable-next-item|disable-next-line|disable-line|disable|enable)\b(.*)$/;

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
  private readonly byLine = new Map<number, { order: number; directive: Directive }[]>();
  /** Block `disable`/`enable` directives that apply to a rule (`*`: to every rule), in file order. */
  private readonly blocks = new Map<string, { line: number; order: number; directive: Directive }[]>();
  /** The lines `disable-next-item` directives cover, per rule (`*`: every rule): disjoint spans sorted by line (see `addSpan`). */
  private readonly items = new Map<string, CoveredSpan[]>();

  constructor(directives: readonly Directive[]) {
    directives.forEach((directive, order) => {
      if (directive.kind === 'disable-line' || directive.kind === 'disable-next-line') {
        const line = directive.kind === 'disable-line' ? directive.line : directive.line + 1;
        const list = this.byLine.get(line);
        if (list) list.push({ order, directive });
        else this.byLine.set(line, [{ order, directive }]);
        return;
      }
      if (directive.kind === 'disable-next-item') {
        const covers = directive.covers;
        if (!covers) return; // no code below it: it covers nothing, and is reported unused
        for (const key of directive.rules.length === 0 ? ['*'] : new Set(directive.rules)) {
          const spans = this.items.get(key);
          if (spans) addSpan(spans, covers.firstLine, covers.lastLine, order, directive);
          else this.items.set(key, [{ line: covers.firstLine, lastLine: covers.lastLine, order, directive }]);
        }
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
   * any: the first in file order of the line directives and the
   * `disable-next-item` ones whose item holds the line, else the last block
   * `disable` before it that no later `enable` of the same rule (or of every
   * rule) ended.
   */
  suppressing(ruleId: string | null, line: number): Directive | undefined {
    if (ruleId === null) return undefined; // syntax errors cannot be suppressed
    const onLine = this.byLine.get(line)?.find(({ directive: d }) => d.rules.length === 0 || d.rules.includes(ruleId));
    const first = [onLine, spanAt(this.items.get('*'), line), spanAt(this.items.get(ruleId), line)].reduce<{ order: number; directive: Directive } | undefined>(
      (best, candidate) => (candidate && (!best || candidate.order < best.order) ? candidate : best),
      undefined,
    );
    if (first) return first.directive;
    const every = lastAtOrBefore(this.blocks.get('*'), line);
    const own = lastAtOrBefore(this.blocks.get(ruleId), line);
    const last = every === undefined ? own : own === undefined ? every : own.order > every.order ? own : every;
    return last?.directive.kind === 'disable' ? last.directive : undefined;
  }
}

/** Lines `firstLine`..`lastLine` (as `line`..`lastLine`) a `disable-next-item` directive covers. */
interface CoveredSpan {
  readonly line: number;
  readonly lastLine: number;
  readonly order: number;
  readonly directive: Directive;
}

/**
 * Add a directive's item to the spans of one rule. Directives come in file
 * order, so items start at or after the last span's start; the part of an
 * item another directive already covers stays with that earlier directive
 * (items nest: a directive inside an item covered for the same rule is the
 * one left unused), so spans stay disjoint and one binary search finds a line's.
 */
function addSpan(spans: CoveredSpan[], firstLine: number, lastLine: number, order: number, directive: Directive): void {
  const last = spans[spans.length - 1]!;
  const from = Math.max(firstLine, last.lastLine + 1);
  if (from <= lastLine) spans.push({ line: from, lastLine, order, directive });
}

/** The span holding `line`, if any. */
function spanAt(spans: readonly CoveredSpan[] | undefined, line: number): CoveredSpan | undefined {
  const span = lastAtOrBefore(spans, line);
  return span && line <= span.lastLine ? span : undefined;
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
