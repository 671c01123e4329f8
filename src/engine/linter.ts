/**
 * The pure linter: text + configuration in, ESLint-shaped result out; no
 * file system, no clock, no console (ESLint's lib/linter). Loads the text
 * with source positions, builds each document's model, runs the enabled
 * rules, places every report at its exact range, applies suppression
 * directives, and with `fix` applies automatic fixes until none are left.
 */
import { loadSource, loadSourceBytes, type LoadedDocument, type SourceComment, type SourceFile } from '../load/source-file.js';
import type { SourceRange } from '../load/position.js';
import { applyTextEdits, type TextEdit } from '../load/text-edit.js';
import { buildDocumentModel } from '../model/build.js';
import { commentStartSet, itemAt, nextCodeLine } from './directive-items.js';
import { directiveFindings } from './directive-findings.js';
import { findDirectives, suppressingDirective, type Directive } from './directives.js';
import { makeResult, type LintFix, type LintMessage, type LintResult, type LintSuggestion, type MessageSeverity, type SuppressedMessage } from './lint-result.js';
import type { AnyRule, Fix, LintSettings, ReportDescriptor, Severity } from './rule.js';
import { runRules, type ConfiguredRule } from './run-rules.js';

/** What a file is linted with: the enabled rules with their severity and options, and the settings rules read. */
export interface LintConfig {
  readonly rules: readonly ConfiguredRule[];
  readonly settings: LintSettings;
  /** Every rule the configuration knows, enabled or not: a directive naming one that is not enabled is told apart from a typo. */
  readonly registry?: readonly AnyRule[];
}

/** Options of a single lint: whether to apply automatic fixes. */
export interface LintOptions {
  /** Apply automatic fixes; the result then carries `output` when the text changed. */
  readonly fix?: boolean;
}

/** ESLint stops after 10 fix passes; a rule whose fix keeps producing new fixes cannot loop forever. */
const MAX_FIX_PASSES = 10;

const SEVERITY: Record<Exclude<Severity, 'off'>, MessageSeverity> = { error: 2, warn: 1, info: 0 };

/** Lint one file: its text, or its bytes (decoded as UTF-8, or UTF-16 with a byte-order mark). */
export function lintText(filePath: string, source: string | Uint8Array, config: LintConfig, options: LintOptions = {}): LintResult {
  return lintLoaded(typeof source === 'string' ? loadSource(filePath, source) : loadSourceBytes(filePath, source), config, options);
}

/**
 * Lint a file already loaded (for callers that also use its documents, such
 * as the planner and the report); with `fix`, apply fixes and lint again
 * until none are left, the result then carrying `output`.
 */
export function lintLoaded(file: SourceFile, config: LintConfig, options: LintOptions = {}): LintResult {
  const text = file.text;
  let current = text;
  let outcome = lintSource(file, config);
  if (options.fix) {
    for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
      const edits = chooseFixes(outcome.messages);
      if (edits.length === 0) break;
      current = applyTextEdits(current, edits);
      outcome = lintSource(loadSource(file.path, current, { format: file.format }), config);
    }
  }
  const result = makeResult(file.path, outcome.messages, outcome.suppressed, current);
  return current === text ? result : { ...result, output: current };
}

/**
 * A message about a place the position alone does not name (a resource of a
 * Terraform plan): the label in front, as code, then the headline.
 */
export function labelled(label: string, message: string): string {
  return `\`${label}\`: ${message}`;
}

/** The headline of a message, without a label `labelled` put in front. */
export function headlineOf(message: string): string {
  return message.replace(/^`[^`]*`: /, '');
}

/** Non-overlapping fixes, first come first served (ESLint applies fixes the same way and re-lints). */
function chooseFixes(messages: readonly LintMessage[]): TextEdit[] {
  const fixes = messages
    .map((m) => m.fix)
    .filter((f): f is LintFix => f !== undefined)
    .sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
  const chosen: TextEdit[] = [];
  let lastEnd = -1;
  for (const fix of fixes) {
    if (fix.range[0] < lastEnd) continue;
    chosen.push({ start: fix.range[0], end: fix.range[1], text: fix.text });
    lastEnd = Math.max(fix.range[1], fix.range[0] + 1);
  }
  return chosen;
}

interface SourceOutcome {
  messages: LintMessage[];
  suppressed: SuppressedMessage[];
}

/** Lint an already loaded file. */
export function lintSource(file: SourceFile, config: LintConfig): SourceOutcome {
  const messages: LintMessage[] = [];
  const fileProblems = file.problems.filter((p) => !file.documents.some((d) => d.problems.includes(p)));
  for (const doc of file.documents) {
    for (const problem of doc.problems) {
      if (problem.fatal) messages.push({ ruleId: null, severity: 2, fatal: true, message: problem.message, ...file.range(problem.start, problem.end) });
    }
  }
  file.documents.forEach((doc, index) => {
    if (doc.fatal) return;
    const loadProblems = [...doc.problems.filter((p) => !p.fatal), ...(index === 0 ? fileProblems.filter((p) => !p.fatal) : [])];
    const model = buildDocumentModel(doc.index, doc.value, loadProblems, { partial: doc.partial === true });
    for (const report of runRules(model, config.rules, config.settings, file.path)) {
      const { path } = report.descriptor;
      // A report about a value known only when the configuration is applied would be a guess.
      if (path && doc.unknownAt?.(path, report.descriptor.range)) continue;
      const label = path && doc.labelAt?.(path);
      messages.push(toMessage(file, doc, report.ruleId, SEVERITY[report.severity], label ? labelled(label, report.message) : report.message, report.descriptor));
    }
  });
  for (const problem of fileProblems) {
    if (problem.fatal) messages.push({ ruleId: null, severity: 2, fatal: true, message: problem.message, ...file.range(problem.start, problem.end) });
  }
  return applyDirectives(file, messages, config);
}

function toMessage(file: SourceFile, doc: LoadedDocument, ruleId: string, severity: MessageSeverity, message: string, descriptor: ReportDescriptor<string>): LintMessage {
  const range = reportRange(file, doc, descriptor);
  const fix = descriptor.fix && toFix(doc, descriptor, descriptor.fix);
  const suggestions: LintSuggestion[] = [];
  for (const suggestion of descriptor.suggest ?? []) {
    const suggestionFix = toFix(doc, descriptor, suggestion.fix);
    if (suggestionFix) suggestions.push({ desc: suggestion.desc, fix: suggestionFix });
  }
  return {
    ruleId,
    severity,
    message,
    messageId: descriptor.messageId,
    ...file.range(range.start, range.end),
    ...(fix ? { fix } : {}),
    ...(suggestions.length ? { suggestions } : {}),
  };
}

/** Where a report lands in the file (see `ReportLocation`). */
function reportRange(file: SourceFile, doc: LoadedDocument, descriptor: ReportDescriptor<string>): SourceRange {
  if (descriptor.fileRange) return { start: descriptor.fileRange[0], end: descriptor.fileRange[1] };
  const { path, target, range } = descriptor;
  if (range) return doc.valueRange(path, range[0], range[1]);
  if (path.length === 0 && target === 'key') {
    // "At the document's start": its first line, not the whole document.
    const whole = doc.rangeOf(path);
    const lineEnd = file.text.slice(whole.start, whole.end).search(/[\r\n]/);
    return { start: whole.start, end: lineEnd < 0 ? whole.end : whole.start + lineEnd };
  }
  return doc.rangeOf(path, target);
}

/** The file edit of a fix; `undefined` when it cannot be written safely (the fix is then not offered). */
function toFix(doc: LoadedDocument, descriptor: ReportDescriptor<string>, fix: Fix): LintFix | undefined {
  const edit = doc.edit(fix, descriptor.path);
  return edit ? { range: [edit.start, edit.end], text: edit.text } : undefined;
}

/** Move messages covered by a directive to `suppressed`; report directives that covered nothing (`directive-findings.ts`). */
function applyDirectives(file: SourceFile, messages: LintMessage[], config: LintConfig): SourceOutcome {
  // Only a file that mentions a directive has its comments looked at.
  if (!file.text.includes('edgelint-')) return { messages, suppressed: [] };
  const comments = file.comments();
  const directives = withItems(file, comments, findDirectives(comments, (offset) => file.position(offset).line));
  if (directives.length === 0) return { messages, suppressed: [] };
  const kept: LintMessage[] = [];
  const suppressed: SuppressedMessage[] = [];
  const used = new Map<Directive, Set<string>>();
  for (const message of messages) {
    const directive = suppressingDirective(directives, message.ruleId, message.line);
    if (!directive || message.ruleId === null) {
      kept.push(message);
      continue;
    }
    const rules = used.get(directive);
    if (rules) rules.add(message.ruleId);
    else used.set(directive, new Set([message.ruleId]));
    suppressed.push({ ...message, suppressions: [{ kind: 'directive', justification: directive.justification }] });
  }
  const findings = directiveFindings({ file, directives, used, reported: kept, rules: config.rules, ...(config.registry ? { registry: config.registry } : {}) });
  return { messages: [...kept, ...findings], suppressed };
}

/** `disable-next-item` directives with the lines of the item below them (the next line of code when no item starts there). */
function withItems(file: SourceFile, comments: readonly SourceComment[], directives: readonly Directive[]): Directive[] {
  if (!directives.some((d) => d.kind === 'disable-next-item')) return [...directives];
  const starts = commentStartSet(comments);
  return directives.map((d) => {
    if (d.kind !== 'disable-next-item') return d;
    const line = nextCodeLine(file, starts, d.line);
    if (line === undefined) return d;
    const item = itemAt(file, line);
    return { ...d, covers: item ? { firstLine: item.firstLine, lastLine: item.lastLine } : { firstLine: line, lastLine: line } };
  });
}
