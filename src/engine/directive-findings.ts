/**
 * Findings about the directives of a file, once they were applied: a
 * directive that suppressed nothing, one that names a rule that does not
 * exist or is not enabled (`document/unused-directive`), and one without a
 * `-- reason` (`document/directive-reason`). Each is reported only when its
 * rule is enabled, at its configured severity (`directive-rules.ts`).
 *
 * An unused `disable-next-line` whose rule fires further down, inside the
 * item that starts on its next line, says so and names the line: the user
 * wrote it above `- action:` where a person writes it, and meant
 * `disable-next-item`.
 *
 * Linear in directives and messages (sorted once), plus one `itemAt` descent
 * and a binary search per unused `disable-next-line`.
 */
import type { SourceFile } from '../load/source-file.js';
import { didYouMean, suggestionEnd } from '../text/did-you-mean.js';
import { itemAt } from './directive-items.js';
import { DIRECTIVE_REASON_RULE_ID, directiveReasonRule, UNUSED_DIRECTIVE_RULE_ID, unusedDirectiveRule, type UnusedDirectiveMessageId } from './directive-rules.js';
import type { Directive, DirectiveKind } from './directives.js';
import { MESSAGE_SEVERITY, type LintMessage, type MessageSeverity } from './lint-result.js';
import type { AnyRule } from './rule.js';
import type { ConfiguredRule } from './run-rules.js';
import { formatMessage } from './value-problem.js';

/** Where a directive applies, as its unused message says it. */
const WHERE: Record<Exclude<DirectiveKind, 'enable'>, string> = {
  'disable-line': 'on its line',
  'disable-next-line': 'on the next line',
  'disable-next-item': 'in the item below',
  disable: 'after it',
};

export interface DirectiveFindingsInput {
  readonly file: SourceFile;
  readonly directives: readonly Directive[];
  /** The directives that suppressed at least one message, with the rules of the messages they suppressed. */
  readonly used: ReadonlyMap<Directive, ReadonlySet<string>>;
  /** The messages left after the directives were applied (their rules fired and nothing suppressed them). */
  readonly reported: readonly LintMessage[];
  /** The enabled rules of the file. */
  readonly rules: readonly ConfiguredRule[];
  /** Every rule the configuration knows, enabled or not; default: the enabled ones. */
  readonly registry?: readonly AnyRule[];
}

export function directiveFindings(input: DirectiveFindingsInput): LintMessage[] {
  const { file, directives, used, reported, rules } = input;
  const severityOf = (id: string): MessageSeverity | undefined => {
    const configured = rules.find((r) => r.rule.meta.id === id);
    return configured ? MESSAGE_SEVERITY[configured.severity] : undefined;
  };
  const unusedSeverity = severityOf(UNUSED_DIRECTIVE_RULE_ID);
  const reasonSeverity = severityOf(DIRECTIVE_REASON_RULE_ID);
  if (unusedSeverity === undefined && reasonSeverity === undefined) return [];

  const enabled = new Set(rules.map((r) => r.rule.meta.id));
  const known = input.registry ? new Set(input.registry.map((r) => r.meta.id)) : enabled;
  const knownIds = [...known];
  const findings: LintMessage[] = [];
  const at = (directive: Directive): Pick<LintMessage, 'line' | 'column' | 'endLine' | 'endColumn'> => file.range(directive.start, directive.end);
  const unused = (directive: Directive, messageId: UnusedDirectiveMessageId, data: Record<string, string | number>): void => {
    if (unusedSeverity === undefined) return;
    const message = formatMessage(unusedDirectiveRule.meta.messages[messageId], data);
    findings.push({ ruleId: UNUSED_DIRECTIVE_RULE_ID, severity: unusedSeverity, message, messageId, ...at(directive) });
  };

  // A file may name one unknown rule in thousands of directives: each name is compared with every rule id once.
  const suggestions = new Map<string, string>();
  const suggestionFor = (id: string): string => {
    let suggestion = suggestions.get(id);
    if (suggestion === undefined) suggestions.set(id, (suggestion = suggestionEnd(didYouMean(id, knownIds))));
    return suggestion;
  };
  let byLine: RuleMessage[] | undefined;
  for (const directive of directives) {
    if (directive.kind === 'enable') continue;
    if (reasonSeverity !== undefined && directive.justification === '') {
      const message = formatMessage(directiveReasonRule.meta.messages.missing, {});
      findings.push({ ruleId: DIRECTIVE_REASON_RULE_ID, severity: reasonSeverity, message, messageId: 'missing', ...at(directive) });
    }
    const strange = directive.rules.filter((id) => !enabled.has(id));
    if (strange.length) {
      for (const id of strange) {
        if (known.has(id)) unused(directive, 'disabledRule', { rule: `\`${id}\`` });
        else unused(directive, 'unknownRule', { rule: `\`${id}\``, suggestion: suggestionFor(id) });
      }
      continue;
    }
    const suppressed = used.get(directive);
    // A directive naming rules is judged rule by rule (ESLint reports each rule that suppressed nothing).
    const idle = directive.rules.filter((id) => !suppressed?.has(id));
    if (suppressed && idle.length === 0) continue;
    if (!suppressed && directive.kind === 'disable-next-line') {
      byLine ??= reported.filter((m): m is RuleMessage => m.ruleId !== null).sort((a, b) => a.line - b.line || a.column - b.column);
      const misplaced = firesInItemBelow(file, directive, byLine);
      if (misplaced) {
        unused(directive, 'misplaced', { rule: `\`${misplaced.ruleId}\``, line: misplaced.line });
        continue;
      }
    }
    const where = WHERE[directive.kind];
    if (directive.rules.length === 0) unused(directive, 'unused', { kind: directive.kind, where });
    for (const id of idle) unused(directive, 'unusedRule', { kind: directive.kind, rule: `\`${id}\``, where });
  }
  return findings;
}

/**
 * The first reported message of a rule the directive names that lies inside
 * the item starting on the directive's next line. `byLine`: the reported
 * messages of rules in (line, column) order, so each directive looks only at
 * the messages from its line on.
 */
function firesInItemBelow(file: SourceFile, directive: Directive, byLine: readonly RuleMessage[]): { ruleId: string; line: number } | undefined {
  const after = directive.line + 1;
  let lo = 0;
  let hi = byLine.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (byLine[mid]!.line <= after) lo = mid + 1;
    else hi = mid;
  }
  if (lo === byLine.length) return undefined;
  const item = itemAt(file, after);
  if (!item) return undefined;
  for (let i = lo; i < byLine.length && byLine[i]!.line <= item.lastLine; i++) {
    const m = byLine[i]!;
    if (directive.rules.length === 0 || directive.rules.includes(m.ruleId)) return { ruleId: m.ruleId, line: m.line };
  }
  return undefined;
}

type RuleMessage = LintMessage & { readonly ruleId: string };
