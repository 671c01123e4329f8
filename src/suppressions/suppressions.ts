/**
 * Bulk suppressions, as ESLint 9 has them (docs/src/use/suppressions.md):
 * a committed file, `edgelint-suppressions.json`, records how many errors
 * of each rule each file had when a team adopted a rule —
 *
 *   { "edge/zones/shop.yaml": { "esc/removal-deadline": { "count": 3 } } }
 *
 * — and later runs report a rule's errors in a file only when there are
 * more than recorded. Which of four is the new one cannot be told, so then
 * all four are reported (ESLint does the same). Only errors are counted:
 * warnings do not fail a run. Syntax errors (no rule) and rules that declare
 * themselves not suppressible in bulk (`meta.bulkSuppressible: false`: a
 * secret in clear text must be removed, not carried) are never suppressed.
 * Suppression is by file and rule id, never by position, so it works for
 * JSON files, which have no comments for directives.
 *
 * Pure: results and counts in, results and counts out. Reading and writing
 * the file is `suppressions-file.ts`. Linear in the messages.
 */
import { makeResult, type LintMessage, type LintResult, type SuppressedMessage } from '../engine/lint-result.js';
import { projectPath } from '../files/project-path.js';

/** The file's content: counts of errors by file (relative to the working folder, with `/`) and rule id. */
export type SuppressionCounts = Readonly<Record<string, Readonly<Record<string, { readonly count: number }>>>>;

/** A recorded count that is now higher than what the run found: the suppression is partly or wholly unused. */
export interface UnusedSuppression {
  readonly file: string;
  readonly ruleId: string;
  readonly recorded: number;
  readonly found: number;
}

/** A rule's errors in a file beyond the recorded count: all of them are reported. */
export interface ExceededSuppression {
  readonly file: string;
  readonly ruleId: string;
  readonly recorded: number;
  readonly found: number;
}

export interface AppliedSuppressions {
  /** The results with suppressed errors moved to `suppressedMessages`. */
  readonly results: LintResult[];
  /** How many errors the file suppressed. */
  readonly suppressedCount: number;
  /** Recorded counts above what was found, in files of this run. */
  readonly unused: readonly UnusedSuppression[];
  /** Rules whose errors outnumber the recorded count (every one of them is reported). */
  readonly exceeded: readonly ExceededSuppression[];
}

export interface SuppressionContext {
  /** The folder the file's paths are relative to (the working folder). */
  readonly cwd: string;
  /** Whether a rule's errors may be suppressed in bulk; default: every rule's. */
  readonly bulkSuppressible?: (ruleId: string) => boolean;
  /** The suppressions file, as its suppressed messages' justification says. */
  readonly location?: string;
}

/** The key of a result's file in the suppressions file. */
export function suppressionKey(filePath: string, cwd: string): string {
  return projectPath(filePath, cwd);
}

/** The errors that can be counted, by rule id. */
function countableErrors(messages: readonly LintMessage[], bulkSuppressible: (ruleId: string) => boolean): Map<string, LintMessage[]> {
  const byRule = new Map<string, LintMessage[]>();
  for (const m of messages) {
    if (m.severity !== 2 || m.ruleId === null || m.fatal || !bulkSuppressible(m.ruleId)) continue;
    const list = byRule.get(m.ruleId);
    if (list) list.push(m);
    else byRule.set(m.ruleId, [m]);
  }
  return byRule;
}

/** Move the errors the counts cover to `suppressedMessages`. */
export function applySuppressions(results: readonly LintResult[], counts: SuppressionCounts, context: SuppressionContext): AppliedSuppressions {
  const bulkSuppressible = context.bulkSuppressible ?? (() => true);
  const unused: UnusedSuppression[] = [];
  const exceeded: ExceededSuppression[] = [];
  let suppressedCount = 0;
  const out = results.map((result) => {
    const file = suppressionKey(result.filePath, context.cwd);
    const recorded = Object.hasOwn(counts, file) ? counts[file]! : undefined;
    if (!recorded) return result;
    const errors = countableErrors(result.messages, bulkSuppressible);
    const hidden = new Set<LintMessage>();
    for (const [ruleId, { count }] of Object.entries(recorded)) {
      const found = errors.get(ruleId) ?? [];
      if (found.length > count) exceeded.push({ file, ruleId, recorded: count, found: found.length });
      else {
        for (const m of found) hidden.add(m);
        if (found.length < count) unused.push({ file, ruleId, recorded: count, found: found.length });
      }
    }
    if (hidden.size === 0) return result;
    suppressedCount += hidden.size;
    const justification = context.location ?? 'edgelint-suppressions.json';
    const suppressed: SuppressedMessage[] = [...result.suppressedMessages];
    for (const m of hidden) suppressed.push({ ...m, suppressions: [{ kind: 'bulk', justification }] });
    const kept = makeResult(result.filePath, result.messages.filter((m) => !hidden.has(m)), suppressed, result.source);
    return result.output === undefined ? kept : { ...kept, output: result.output };
  });
  return { results: out, suppressedCount, unused, exceeded };
}

/**
 * Record the errors of this run (`--suppress-all`, or `--suppress-rule` for
 * `rules`): each linted file's count of each such rule is set to what was
 * found; counts of other files and rules are kept.
 */
export function recordSuppressions(results: readonly LintResult[], counts: SuppressionCounts, context: SuppressionContext & { readonly rules?: readonly string[] }): SuppressionCounts {
  const bulkSuppressible = context.bulkSuppressible ?? (() => true);
  const out: Record<string, Record<string, { count: number }>> = copy(counts);
  for (const result of results) {
    const file = suppressionKey(result.filePath, context.cwd);
    for (const [ruleId, found] of countableErrors(result.messages, bulkSuppressible)) {
      if (context.rules && !context.rules.includes(ruleId)) continue;
      (out[file] ??= {})[ruleId] = { count: found.length };
    }
  }
  return sorted(out);
}

/**
 * Lower the counts to what this run found (`--prune-suppressions`): a
 * count above the errors found in a linted file drops to their number, and
 * to nothing when none are left; files that `exists` says are gone are dropped.
 */
export function pruneSuppressions(results: readonly LintResult[], counts: SuppressionCounts, context: SuppressionContext & { readonly exists?: (file: string) => boolean }): SuppressionCounts {
  const bulkSuppressible = context.bulkSuppressible ?? (() => true);
  const out: Record<string, Record<string, { count: number }>> = copy(counts);
  for (const result of results) {
    const file = suppressionKey(result.filePath, context.cwd);
    const recorded = out[file];
    if (!recorded) continue;
    const errors = countableErrors(result.messages, bulkSuppressible);
    for (const [ruleId, { count }] of Object.entries(recorded)) {
      const found = errors.get(ruleId)?.length ?? 0;
      if (found === 0) delete recorded[ruleId];
      else if (found < count) recorded[ruleId] = { count: found };
    }
    if (Object.keys(recorded).length === 0) delete out[file];
  }
  if (context.exists) for (const file of Object.keys(out)) if (!context.exists(file)) delete out[file];
  return sorted(out);
}

function copy(counts: SuppressionCounts): Record<string, Record<string, { count: number }>> {
  const out: Record<string, Record<string, { count: number }>> = {};
  for (const [file, rules] of Object.entries(counts)) {
    out[file] = {};
    for (const [ruleId, entry] of Object.entries(rules)) out[file][ruleId] = { count: entry.count };
  }
  return out;
}

/** Files and rules in order, so the committed file changes only where counts change. */
function sorted(counts: Record<string, Record<string, { count: number }>>): SuppressionCounts {
  const out: Record<string, Record<string, { count: number }>> = {};
  for (const file of Object.keys(counts).sort()) {
    const rules = counts[file]!;
    out[file] = {};
    for (const ruleId of Object.keys(rules).sort()) out[file][ruleId] = rules[ruleId]!;
  }
  return out;
}
