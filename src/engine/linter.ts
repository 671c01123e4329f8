/**
 * The pure linter: text + configuration in, ESLint-shaped result out; no
 * file system, no clock, no console (ESLint's lib/linter). Loads the text
 * with source positions, builds each document's model, runs the enabled
 * rules, places every report at its exact range, applies suppression
 * directives, and with `fix` applies automatic fixes until none are left.
 */
import { shortened } from '../text/headline.js';
import { loadSource, loadSourceBytes, type LoadedDocument, type SourceComment, type SourceFile } from '../load/source-file.js';
import type { SourceRange } from '../load/position.js';
import { MAX_REPORTS_PER_KIND, MAX_SYNTAX_ERRORS } from '../load/limits.js';
import type { LoadProblem } from '../load/load-problem.js';
import { applyTextEdits, type TextEdit } from '../load/text-edit.js';
import { buildDocumentModel } from '../model/build.js';
import type { DocumentModel } from '../model/types.js';
import { commentStartSet, itemAt, nextCodeLine } from './directive-items.js';
import { directiveFindings } from './directive-findings.js';
import { DirectiveIndex, findDirectives, type Directive } from './directives.js';
import { makeResult, MESSAGE_SEVERITY, type LintFix, type LintMessage, type LintResult, type LintSuggestion, type SuppressedMessage } from './lint-result.js';
import type { AnyRule, Fix, LintSettings, ReportDescriptor } from './rule.js';
import { runRules, type ConfiguredRule, type RuleReport } from './run-rules.js';
import { groupedDigits } from '../text/grouped-digits.js';

/** What a file is linted with: the enabled rules with their severity and options, and the settings rules read. */
export interface LintConfig {
  readonly rules: readonly ConfiguredRule[];
  readonly settings: LintSettings;
  /** Every rule the configuration knows, enabled or not: a directive naming one that is not enabled is told apart from a typo. */
  readonly registry?: readonly AnyRule[];
  /** How many findings of one kind and syntax errors a file lists before one message counts the rest. Default: `DEFAULT_LIMITS`. */
  readonly limits?: LintLimits;
}

/**
 * The caps that keep a hostile file linear (README "Security"): past them
 * one message says how many more there are ("39,990 more syntax errors are not listed.").
 */
export interface LintLimits {
  /** Findings of one rule and message id listed per file. Default: `MAX_REPORTS_PER_KIND` (100). */
  readonly findingsPerKind?: number;
  /** Syntax errors listed per file. Default: `MAX_SYNTAX_ERRORS` (10). */
  readonly syntaxErrors?: number;
}

/** The caps used when a configuration sets none. */
export const DEFAULT_LIMITS: Required<LintLimits> = { findingsPerKind: MAX_REPORTS_PER_KIND, syntaxErrors: MAX_SYNTAX_ERRORS };

/** Options of a single lint: whether to apply automatic fixes. */
export interface LintOptions {
  /** Apply automatic fixes; the result then carries `output` when the text changed. */
  readonly fix?: boolean;
  /** Keep the linted text in the result as `source` (for formats that show code). Default: true. */
  readonly keepSource?: boolean;
  /**
   * Called once with the file linted last (the fixed text, with `fix`) and
   * the model of each of its documents (`undefined` for a fatal one): what
   * `lint` reads a file's project facts from (src/cross-file/file-facts.ts)
   * without building the models twice.
   */
  readonly onModels?: (file: SourceFile, models: readonly (DocumentModel | undefined)[]) => void;
}

/** ESLint stops after 10 fix passes; a rule whose fix keeps producing new fixes cannot loop forever. */
const MAX_FIX_PASSES = 10;

/** Lint one file: its text, or its bytes (decoded as UTF-8, or UTF-16 with a byte-order mark). */
export function lintText(filePath: string, source: string | Uint8Array, config: LintConfig, options: LintOptions = {}): LintResult {
  return lintLoaded(typeof source === 'string' ? loadSource(filePath, source) : loadSourceBytes(filePath, source), config, options);
}

/**
 * Lint a file already loaded (for callers that also use its documents, such
 * as the planner and the report); with `fix`, apply fixes and lint again
 * until none are left, the result then carrying `output`. `models` are the
 * file's own (`documentModels(file)`) when the caller read them first.
 */
export function lintLoaded(file: SourceFile, config: LintConfig, options: LintOptions = {}, models?: readonly (DocumentModel | undefined)[]): LintResult {
  const text = file.text;
  let current = text;
  let linted = file;
  let outcome = lintSource(file, config, models);
  if (options.fix) {
    for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
      const edits = chooseFixes(outcome.messages);
      if (edits.length === 0) break;
      current = applyTextEdits(current, edits);
      linted = loadSource(file.path, current, { format: file.format });
      outcome = lintSource(linted, config);
    }
  }
  options.onModels?.(linted, outcome.models);
  const result = makeResult(file.path, outcome.messages, outcome.suppressed, options.keepSource === false ? undefined : current);
  return current === text ? result : { ...result, output: current };
}

/**
 * A message about a place the position alone does not name (a resource of a
 * Terraform plan): the label in front, as code, then the headline.
 */
export function labelled(label: string, message: string): string {
  // Cut like any quoted user text: a resource address of thousands of characters still makes a headline.
  return `\`${shortened(label)}\`: ${message}`;
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
  /** Each document's model; `undefined` for a fatal document. */
  models: (DocumentModel | undefined)[];
}

/** The problems of a loaded file that none of its documents holds. */
function fileOnlyProblems(file: SourceFile): LoadProblem[] {
  const inDocuments = new Set(file.documents.flatMap((d) => d.problems));
  return file.problems.filter((p) => !inDocuments.has(p));
}

/**
 * The model of each document of a loaded file (`undefined` for a fatal one),
 * as a lint builds them: for a caller that reads them before the lint
 * (lint-file.ts reads a file's project facts first) and passes them to
 * `lintLoaded`, so they are built once.
 */
export function documentModels(file: SourceFile, fileProblems: readonly LoadProblem[] = fileOnlyProblems(file)): (DocumentModel | undefined)[] {
  return file.documents.map((doc, index) => {
    if (doc.fatal) return undefined;
    const loadProblems = [...doc.problems.filter((p) => !p.fatal), ...(index === 0 ? fileProblems.filter((p) => !p.fatal) : [])];
    return buildDocumentModel(doc.index, doc.value, loadProblems, { partial: doc.partial === true });
  });
}

/** Lint an already loaded file (with its `documentModels` when they were built). */
function lintSource(file: SourceFile, config: LintConfig, built?: readonly (DocumentModel | undefined)[]): SourceOutcome {
  const fileProblems = fileOnlyProblems(file);
  const syntaxErrors = new CappedMessages<LintMessage>(config.limits?.syntaxErrors ?? MAX_SYNTAX_ERRORS, SYNTAX_ERRORS);
  const addSyntaxError = (problem: LoadProblem): void =>
    syntaxErrors.add('', () => ({ ruleId: null, severity: 2, fatal: true, message: problem.message, ...file.range(problem.start, problem.end) }));
  for (const doc of file.documents) {
    for (const problem of doc.problems) if (problem.fatal) addSyntaxError(problem);
  }
  const reports: PlacedReport[] = [];
  const models = built ? [...built] : documentModels(file, fileProblems);
  file.documents.forEach((doc, index) => {
    const model = models[index];
    if (!model) return;
    for (const report of runRules(model, config.rules, config.settings, file.path)) {
      const { path } = report.descriptor;
      // A report about a value known only when the configuration is applied would be a guess.
      if (path && doc.unknownAt?.(path, report.descriptor.range)) continue;
      const label = (path && doc.labelAt?.(path)) || undefined;
      reports.push({ doc, report, range: reportRange(file, doc, report.descriptor), label });
    }
  });
  for (const problem of fileProblems) if (problem.fatal) addSyntaxError(problem);
  return { ...applyDirectives(file, syntaxErrors.finish(), reports, config), models };
}

/** A rule's report with the range it lands on (its message and fixes are built only if it is listed). */
interface PlacedReport {
  readonly doc: LoadedDocument;
  readonly report: RuleReport;
  readonly range: SourceRange;
  /** What the finding is about when the file alone does not say it (a Terraform resource address). */
  readonly label: string | undefined;
}

/**
 * Messages past a cap per kind: the first `max` of each kind are listed,
 * then one more that counts the rest ("3 more like this are not listed."),
 * and the others are never built — building one costs a position and, with
 * a fix, a re-check of the edited scalar, so a file with a problem per
 * character would take quadratic time. Findings are capped per rule and
 * message id (`MAX_REPORTS_PER_KIND`), syntax errors as one kind
 * (`MAX_SYNTAX_ERRORS`): a file of 40,000 syntax errors gets 11 messages.
 */
class CappedMessages<M extends LintMessage> {
  /** The listed messages, in the order they were added. */
  readonly messages: M[] = [];
  /** Per kind: how many were added, and where the message past the cap stands in `messages`. */
  private readonly seen = new Map<string, { count: number; overflow?: number }>();

  constructor(
    private readonly max: number,
    private readonly noun: CountedNoun = LIKE_THIS,
  ) {}

  /** Add a message of `kind`; `build` runs only when it is listed. */
  add(kind: string, build: () => M): void {
    let entry = this.seen.get(kind);
    if (!entry) this.seen.set(kind, (entry = { count: 0 }));
    if (++entry.count > this.max + 1) return;
    if (entry.count === this.max + 1) entry.overflow = this.messages.length;
    this.messages.push(build());
  }

  /** The listed messages, each kind's message past the cap counting what was left out. */
  finish(): M[] {
    for (const { count, overflow } of this.seen.values()) {
      if (overflow === undefined || count === this.max + 1) continue;
      const message = this.messages[overflow]!;
      this.messages[overflow] = { ...message, message: withNotListed(message.message, count - this.max - 1, this.noun) };
    }
    return this.messages;
  }
}

/** What the count of `withNotListed` counts, in the singular and the plural. */
interface CountedNoun {
  readonly one: string;
  readonly many: string;
}

const LIKE_THIS: CountedNoun = { one: 'like this', many: 'like this' };
const SYNTAX_ERRORS: CountedNoun = { one: 'syntax error', many: 'syntax errors' };

/**
 * A message that also counts the problems of its kind left out past a cap,
 * in a short sentence after the headline's own end — its period, its
 * question mark, or a period added: "Unknown field `http.hots`; did you mean
 * `http.host`? 3 more like this are not listed."
 */
function withNotListed(message: string, count: number, noun: CountedNoun = LIKE_THIS): string {
  const end = /[.?!]$/.test(message) ? '' : '.';
  return `${message}${end} ${groupedDigits(count)} more ${count === 1 ? `${noun.one} is` : `${noun.many} are`} not listed.`;
}

function toMessage(file: SourceFile, { doc, report, range, label }: PlacedReport): LintMessage {
  const { descriptor } = report;
  const fix = descriptor.fix && toFix(doc, descriptor, descriptor.fix);
  const suggestions: LintSuggestion[] = [];
  for (const suggestion of descriptor.suggest ?? []) {
    const suggestionFix = toFix(doc, descriptor, suggestion.fix);
    if (suggestionFix) suggestions.push({ desc: suggestion.desc, fix: suggestionFix });
  }
  return {
    ruleId: report.ruleId,
    severity: MESSAGE_SEVERITY[report.severity],
    message: label ? labelled(label, report.message) : report.message,
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

/**
 * Place the rules' reports: those covered by a directive go to `suppressed`,
 * the rest to `messages` (each kind capped, see `CappedMessages`); then report the
 * directives that covered nothing, or lack a reason (`directive-findings.ts`).
 */
function applyDirectives(file: SourceFile, messages: LintMessage[], reports: readonly PlacedReport[], config: LintConfig): Omit<SourceOutcome, 'models'> {
  // Only a file that mentions a directive has its comments looked at.
  const comments = file.text.includes('edgelint-') ? file.comments() : [];
  const directives = comments.length ? withItems(file, comments, findDirectives(comments, (offset) => file.position(offset).line)) : [];
  const index = new DirectiveIndex(directives);
  const perKind = config.limits?.findingsPerKind ?? MAX_REPORTS_PER_KIND;
  const listed = new CappedMessages<LintMessage>(perKind);
  const suppressedCap = new CappedMessages<SuppressedMessage>(perKind);
  const used = new Map<Directive, Set<string>>();
  for (const placed of reports) {
    const kind = `${placed.report.ruleId}\0${placed.report.descriptor.messageId}`;
    const directive = directives.length ? index.suppressing(placed.report.ruleId, file.position(placed.range.start).line) : undefined;
    if (!directive) {
      listed.add(kind, () => toMessage(file, placed));
      continue;
    }
    const rules = used.get(directive);
    if (rules) rules.add(placed.report.ruleId);
    else used.set(directive, new Set([placed.report.ruleId]));
    suppressedCap.add(kind, () => ({ ...toMessage(file, placed), suppressions: [{ kind: 'directive' as const, justification: directive.justification }] }));
  }
  const reported = listed.finish();
  const suppressed = suppressedCap.finish();
  // One push per message: a file may hold more unused directives than a spread's arguments can.
  for (const message of reported) messages.push(message);
  if (directives.length) for (const finding of directiveFindings({ file, directives, used, reported, rules: config.rules, ...(config.registry ? { registry: config.registry } : {}) })) messages.push(finding);
  return { messages, suppressed };
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
