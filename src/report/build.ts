/**
 * Build the migration report from the configuration's files (pure: text in,
 * report out; no file system, no clock). Each manifest's account and zones
 * become scopes; each ESC behaviour gets its replacement, coverage status,
 * generated rules and findings; each scope its test procedure and — through
 * the `planCalls` seam, once a planner is connected — its planned calls.
 *
 * Terraform files (`.tf`, `.tf.json`, a plan) describe no ESC behaviours:
 * their zones and account are not scopes of the report, but their rulesets
 * count for coverage in the manifest scope they describe — a zone with the
 * same id or the same name (a `data "cloudflare_zone"` lookup), the account
 * with the same id.
 */
import { escRules } from '../../rules/esc/index.js';
import { ESC_REMOVAL_DATE } from '../data/esc-limits.js';
import type { LintSettings } from '../engine/rule.js';
import type { LintConfig } from '../engine/linter.js';
import { lintLoadedProject } from '../cross-file/lint-loaded-project.js';
import type { LintMessage } from '../engine/lint-result.js';
import { behaviourWhen, describeBehaviour } from '../esc/behaviour.js';
import { controlState, displayControl } from '../esc/controls.js';
import { analyzeCoverage, type RuleRef } from '../esc/coverage.js';
import { escDeadline } from '../esc/deadline.js';
import { scopeCombinationNote } from '../esc/scope-notes.js';
import { testProcedure } from '../esc/test-procedure.js';
import { verifyBehaviour } from '../esc/verification.js';
import { loadSource, loadSourceBytes, type LoadedDocument, type SourceFile } from '../load/source-file.js';
import { buildDocumentModel, isObject } from '../model/build.js';
import type { DocumentModel, EscBehaviourModel, Path, RulesetModel, ScopeModel } from '../model/types.js';
import { isSecretReference, maskSecret, maskSecretValue } from '../text/secrets.js';
import type { BehaviourReport, CoverageCounts, Finding, MigrationReport, ReportPlannedCall, RuleRefReport, ScopeReport } from './model.js';
import { REPORT_FORMAT_VERSION } from './model.js';

export interface ReportSource {
  /** The path shown in the report (relative to the working directory keeps reports portable). */
  readonly filePath: string;
  readonly text: string | Uint8Array;
}

/** The scope the planner is asked about (the shape of `src/plan`'s `PlanScope`). */
export interface PlanScopeRef {
  readonly level: 'account' | 'zone';
  /** The scope id, or `${ACCOUNT_ID}` / `${ZONE_ID}` when the manifest gives none. */
  readonly id: string;
  readonly name?: string;
  /** Where the scope is in the document (`['zones', 1]`): what tells zones without id or name apart. */
  readonly path?: Path;
}

/**
 * The planner seam: the planned calls of one scope of one document. Connect
 * it with `src/plan`'s `planScope`:
 * `({ document, filePath, scope }) => planScope(document, scope, { filePath })`.
 */
export type PlanCallsProvider = (input: { readonly document: DocumentModel; readonly filePath: string; readonly scope: PlanScopeRef }) => readonly ReportPlannedCall[];

export interface ReportInput {
  readonly sources: readonly ReportSource[];
  /** The date to report for (the configuration's `now`, `--now`, or today — read by the caller, never here). */
  readonly now: Date;
  /** YYYY-MM-DD; default the spec's 2024-01-01. */
  readonly removalDate?: string;
  /** Where `removalDate` comes from, in words (shown in the report). */
  readonly removalDateSource?: string;
  /** The lint configuration whose findings are attached to behaviours and settings, or each file's; default: the esc/* rules at their default severity. */
  readonly lint?: LintConfig | ((filePath: string) => LintConfig);
  /** The planner seam; without it `planned_calls` is `null`. */
  readonly planCalls?: PlanCallsProvider;
  /** Whether every Terraform file of a folder is among the sources, as `lint` knows it (`LoadedProjectOptions`). Default: never known. */
  readonly moduleComplete?: (folder: string) => boolean;
}

/** Findings shown as a behaviour's status or as the deadline, not repeated in its findings. */
const STATUS_RULES: ReadonlySet<string> = new Set(['esc/uncovered-behaviour', 'esc/no-rules-replacement', 'esc/removal-countdown', 'esc/removal-deadline']);
const NOTE_RULE = 'esc/scope-combination';
const SEVERITY = ['info', 'warning', 'error'] as const;

function defaultLintConfig(settings: LintSettings): LintConfig {
  return { rules: escRules.filter((r) => r.meta.defaultSeverity !== 'off').map((rule) => ({ rule, severity: rule.meta.defaultSeverity as 'info' | 'warn' | 'error', options: rule.defaultOptions })), settings };
}

/** `zones[0].rulesets[1].rules[0]`. */
export function pathText(path: Path): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

interface Located {
  readonly file: SourceFile;
  readonly doc: LoadedDocument;
}

/** A scope of a Terraform document, where it is written. */
interface LinkedScope {
  readonly scope: ScopeModel;
  readonly at: Located;
  readonly filePath: string;
}

/** Do two scopes describe the same zone or account? The same id, or for zones the same name. */
function sameScope(a: ScopeModel, b: ScopeModel): boolean {
  if (a.kind !== b.kind) return false;
  if (a.id !== undefined && a.id === b.id) return true;
  return a.kind === 'zone' && a.name !== undefined && a.name === b.name;
}

interface LineRange {
  readonly start: { line: number; column: number };
  readonly end: { line: number; column: number };
}

function rangeOf(at: Located, path: Path): LineRange {
  const r = at.doc.rangeOf(path);
  return { start: at.file.position(r.start), end: at.file.position(r.end) };
}

function inside(m: LintMessage, r: LineRange): boolean {
  const afterStart = m.line > r.start.line || (m.line === r.start.line && m.column >= r.start.column);
  const beforeEnd = m.line < r.end.line || (m.line === r.end.line && m.column <= r.end.column);
  return afterStart && beforeEnd;
}

function finding(m: LintMessage): Finding {
  return { rule_id: m.ruleId ?? '(syntax)', severity: SEVERITY[m.severity], message: m.message, line: m.line, column: m.column };
}

/** The members of a planned call the report shows (its secrets are masked with the rest of the report, in `buildMigrationReport`). */
function plannedCall(call: ReportPlannedCall): ReportPlannedCall {
  return {
    ...(call.id !== undefined ? { id: call.id } : {}),
    method: call.method,
    path: call.path,
    ...(call.auth !== undefined ? { auth: call.auth } : {}),
    ...(call.body !== undefined ? { body: call.body } : {}),
    ...(call.description !== undefined ? { description: call.description } : {}),
  };
}

function counts(behaviours: readonly { status: string }[]): CoverageCounts {
  const n = (s: string): number => behaviours.filter((b) => b.status === s).length;
  return { total: behaviours.length, covered: n('covered'), uncovered: n('uncovered'), needs_worker: n('needs_worker'), discontinued: n('discontinued') };
}

function escStatus(scope: ScopeModel, removed: boolean, removalDate: string): string {
  const state = controlState(scope.escControl);
  const where = scope.kind === 'zone' ? 'every request of the zone' : 'every zone of the account';
  let text: string;
  if (!state || (!state.hasAlways && !state.hasSecret)) text = scope.kind === 'zone' ? 'not set: ESC runs (unless the account disables it)' : 'not set';
  else if (state.hasAlways && state.hasSecret) text = 'both `always` and `with_secret`: two different requests, keep one';
  else if (state.always === true) text = `disabled for ${where} (\`always: true\`)`;
  else if (state.always === false) text = '`always: false` does not re-enable ESC (re-enabling is a DELETE)';
  else if (state.secret !== undefined && isSecretReference(state.secret)) text = `per-request secret \`${state.secret}\`: requests with \`Cookie: disable_esc=<secret>\` run without ESC`;
  else if (state.secret !== undefined) text = `per-request secret written as a literal (${maskSecret(state.secret)}): replace it with a \`\${NAME}\` reference`;
  else text = 'not a valid setting';
  return removed && state ? `no effect: ESC was removed on ${removalDate} (${text})` : text;
}

class Builder {
  /** Where the rulesets of Terraform scopes are written (their rule refs point there). */
  private readonly linkedAt = new Map<RulesetModel, { at: Located; filePath: string }>();

  constructor(
    private readonly input: ReportInput,
    private readonly removed: boolean,
    private readonly removalDate: string,
    private readonly terraformScopes: readonly LinkedScope[],
  ) {
    for (const linked of terraformScopes) for (const ruleset of linked.scope.rulesets) this.linkedAt.set(ruleset, linked);
  }

  ruleRef(own: Located, ownPath: string, ref: RuleRef): RuleRefReport {
    const elsewhere = this.linkedAt.get(ref.ruleset);
    const at = elsewhere?.at ?? own;
    const filePath = elsewhere?.filePath ?? ownPath;
    return {
      scope: ref.scopeKind,
      scope_id: ref.scopeId ?? null,
      phase: ref.phase,
      path: pathText(ref.path),
      ref: ref.ref ?? null,
      id: ref.id ?? null,
      description: ref.description ?? null,
      file: filePath,
      line: rangeOf(at, ref.path).start.line,
      ...(ref.list ? { list: { name: ref.list.name, item: ref.list.itemIndex + 1 } } : {}),
    };
  }

  behaviour(at: Located, filePath: string, document: DocumentModel, behaviour: EscBehaviourModel, messages: readonly LintMessage[]): BehaviourReport {
    const account = behaviour.scope.kind === 'account' ? behaviour.scope : behaviour.scope.account;
    const linked = this.terraformScopes.map((l) => l.scope).filter((s) => sameScope(s, behaviour.scope) || (account !== undefined && sameScope(s, account)));
    const coverage = analyzeCoverage(behaviour, { linked });
    const range = rangeOf(at, behaviour.path);
    const replacement = coverage.replacement;
    const generated = coverage.generated;
    const description = behaviour.value['description'];
    const refs = (list: readonly RuleRef[]): RuleRefReport[] => list.map((r) => this.ruleRef(at, filePath, r));
    const coveredByAll = refs(coverage.coveredBy);
    return {
      index: behaviour.index + 1,
      use_case: behaviour.useCase ?? '',
      description: typeof description === 'string' ? description : null,
      when: behaviourWhen(behaviour) ?? null,
      does: describeBehaviour(behaviour),
      product: replacement?.product ?? null,
      phase: replacement?.phase ?? null,
      action: replacement?.action ?? null,
      status: coverage.status ?? 'uncovered',
      covered_by: coveredByAll[0] ?? null,
      covered_by_all: coveredByAll,
      replacement_rule: generated?.rules[0] ?? null,
      replacement_rules: generated?.rules ?? [],
      replacement_target: generated
        ? { scope: generated.target.level, phase: generated.target.phase, entry_point: generated.target.ruleset ? pathText(generated.target.ruleset.path) : null }
        : null,
      missing: coverage.status === 'uncovered' ? coverage.missing : [],
      disabled_rules: refs(coverage.disabled),
      blocked_by: coverage.status === 'uncovered' && !generated ? (coverage.blockedBy ?? (replacement ? [] : ['the use case is known'])) : [],
      file: filePath,
      line: range.start.line,
      column: range.start.column,
      findings: messages.filter((m) => m.ruleId !== null && !STATUS_RULES.has(m.ruleId) && m.ruleId !== NOTE_RULE && inside(m, range)).map(finding),
      verification: coverage.coveredBy.some((ref) => !document.rulesets.includes(ref.ruleset))
        ? { status: 'undecided', requests: 0, first_difference: null, reason: 'the covering rules are in a Terraform file; the simulation runs on one document' }
        : verifyBehaviour(behaviour, coverage, document, this.verificationOptions(filePath)),
    };
  }

  private verificationOptions(filePath: string): { tier?: LintSettings['tier']; configLists?: LintSettings['lists'] } {
    const lint = this.input.lint;
    const settings = typeof lint === 'function' ? lint(filePath).settings : lint?.settings;
    return { ...(settings?.tier !== undefined ? { tier: settings.tier } : {}), ...(settings?.lists !== undefined ? { configLists: settings.lists } : {}) };
  }

  scope(at: Located, filePath: string, document: DocumentModel, scope: ScopeModel, messages: readonly LintMessage[]): ScopeReport {
    const behaviours = scope.escBehaviours.map((b) => this.behaviour(at, filePath, document, b, messages));
    const scopeRange = rangeOf(at, scope.path);
    const controlRange = scope.escControl ? rangeOf(at, scope.escControl.path) : undefined;
    const escRange = isObject(scope.value['esc']) ? rangeOf(at, [...scope.path, 'esc']) : undefined;
    const notes = escRange ? messages.filter((m) => m.ruleId === NOTE_RULE && inside(m, escRange)).map(scopeCombinationNote) : [];
    const planned = this.input.planCalls?.({
      document,
      filePath,
      scope: { level: scope.kind, id: scope.id ?? (scope.kind === 'zone' ? '${ZONE_ID}' : '${ACCOUNT_ID}'), ...(scope.name !== undefined ? { name: scope.name } : {}), path: scope.path },
    });
    return {
      kind: scope.kind,
      id: scope.id ?? null,
      name: scope.name ?? null,
      file: filePath,
      line: scopeRange.start.line,
      esc_disable: scope.escControl ? displayControl(scope.escControl.value) : null,
      esc_status: escStatus(scope, this.removed, this.removalDate),
      coverage: counts(behaviours),
      behaviours,
      notes,
      findings: controlRange ? messages.filter((m) => m.ruleId !== null && !STATUS_RULES.has(m.ruleId) && m.ruleId !== NOTE_RULE && inside(m, controlRange)).map(finding) : [],
      test_procedure: testProcedure(scope, { removed: this.removed }).map((step) => ({ ...step, configured: step.configured === true })),
      planned_calls: this.input.planCalls ? (planned ?? []).map(plannedCall) : null,
    };
  }
}

/** The migration report of the given files. */
export function buildMigrationReport(input: ReportInput): MigrationReport {
  const deadline = escDeadline(input.now, input.removalDate ?? ESC_REMOVAL_DATE);
  const settings: LintSettings = { now: input.now, lists: {}, removalDate: deadline.removalDate };
  const lint = input.lint ?? defaultLintConfig(settings);
  const lintFor = typeof lint === 'function' ? lint : (): LintConfig => lint;
  const files = input.sources.map((source) => (typeof source.text === 'string' ? loadSource(source.filePath, source.text) : loadSourceBytes(source.filePath, source.text)));
  const results = lintLoadedProject(files, lintFor, input.moduleComplete ? { moduleComplete: input.moduleComplete } : {});
  const loaded = input.sources.map((source, i) => {
    const file = files[i]!;
    const documents = file.documents
      .filter((doc) => !doc.fatal)
      .map((doc) => ({ doc, document: buildDocumentModel(doc.index, doc.value, [], { partial: doc.partial === true }) }))
      .filter((d) => d.document.kind === 'manifest');
    return { source, file, documents, messages: results[i]!.messages };
  });
  const terraformScopes: LinkedScope[] = loaded.flatMap(({ source, file, documents }) =>
    documents.filter((d) => d.doc.origin === 'terraform').flatMap(({ doc, document }) => document.scopes.map((scope) => ({ scope, at: { file, doc }, filePath: source.filePath }))),
  );
  const builder = new Builder(input, deadline.removed, deadline.removalDate, terraformScopes);
  const scopes: ScopeReport[] = [];
  let lintErrors = 0;
  for (const { source, file, documents, messages } of loaded) {
    lintErrors += messages.filter((m) => m.severity === 2).length;
    for (const { doc, document } of documents) {
      if (doc.origin === 'terraform') continue;
      for (const scope of document.scopes) scopes.push(builder.scope({ file, doc }, source.filePath, document, scope, messages));
    }
  }
  const behaviours = scopes.flatMap((s) => s.behaviours);
  const attached = [...scopes.flatMap((s) => s.findings), ...behaviours.flatMap((b) => b.findings)];
  const findings = { error: attached.filter((f) => f.severity === 'error').length, warning: attached.filter((f) => f.severity === 'warning').length, info: attached.filter((f) => f.severity === 'info').length };
  // The planner and the rules keep secrets out already; every string of the report is guarded once more.
  return maskSecretValue({
    format_version: REPORT_FORMAT_VERSION,
    now: deadline.now,
    removal_date: deadline.removalDate,
    days_left: deadline.daysLeft,
    removed: deadline.removed,
    removal_date_source: input.removalDateSource ?? (deadline.removalDate === ESC_REMOVAL_DATE ? 'the spec (1.1, 8, 9.4)' : 'configured'),
    files: input.sources.map((s) => s.filePath),
    summary: { ...counts(behaviours), zones: scopes.filter((s) => s.kind === 'zone').length, accounts: scopes.filter((s) => s.kind === 'account').length, findings },
    scopes,
    planned_calls_available: input.planCalls !== undefined,
    lint_error_count: lintErrors,
  }) as MigrationReport;
}
