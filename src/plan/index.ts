/**
 * The planner's library API (design.md: the CLI is a thin shell over pure
 * `lint`, `plan`, `report` functions that do no I/O).
 *
 * - `planDocument(document, options)` / `planDocuments(inputs, options)`: the
 *   plan of document models;
 * - `callsForScope(plan, scope)` / `planScope(document, scope, options)`: the
 *   calls of one zone or the account (for the migration report);
 * - `planSources(sources, options)`: lint the files first, and plan only when
 *   there are no lint errors (or `force`), saying why not;
 * - `renderPlan(plan, format)`: the `json`, `curl`, `http` and `md` outputs.
 */
import type { LintConfig } from '../engine/linter.js';
import { lintLoadedProject } from '../cross-file/lint-loaded-project.js';
import type { LintResult } from '../engine/lint-result.js';
import { loadSource, loadSourceBytes, type SourceFile } from '../load/source-file.js';
import { buildDocumentModel } from '../model/build.js';
import type { DocumentModel, Path } from '../model/types.js';
import { buildCurrentState, checkCurrentFile, type CurrentSource, type CurrentStateProblem } from './current-state.js';
import { desiredScopes } from './desired.js';
import { zoneIdsOf } from './zone-ids.js';
import { applyTimeValuesOf, type ApplyTimeValue } from './apply-time-values.js';
import { planDocuments, type PlanDocumentInput, type PlanOptions } from './planner.js';
import { PlanRefusal } from './plan-refusal.js';
import type { Plan, PlanScope } from './types.js';
import { counted } from '../text/counted.js';

export { buildCurrentState, checkCurrentFile, currentProblemText, scopeKey, type CurrentSource, type CurrentState, type CurrentStateProblem } from './current-state.js';
export { desiredScopes, type DesiredScope } from './desired.js';
export { OPERATIONS, authFor, source as endpointsSource } from './endpoints.js';
export { callsForScope, planDocument, planDocuments, planScope, type PlanDocumentInput, type PlanOptions } from './planner.js';
export { callJson, formatMarkdownCalls, PLAN_FORMATS, renderPlan, type PlanFormat } from './format/index.js';
export type * from './types.js';
export type { ApplyTimeValue } from './apply-time-values.js';

export interface PlanSource {
  /** The path shown in the plan (relative to the working directory keeps plans portable). */
  readonly filePath: string;
  readonly text: string | Uint8Array;
}

export interface PlanSourcesOptions extends Omit<PlanOptions, 'current'> {
  /** What the files are linted with: one configuration, or each file's (per-file `overrides`). */
  readonly config: LintConfig | ((filePath: string) => LintConfig);
  /** Exported API responses (or a manifest) to compare with: the plan then holds only the changes. */
  readonly current?: readonly PlanSource[];
  /** Plan even when the configuration has lint errors. */
  readonly force?: boolean;
  /** Whether every Terraform file of a folder is among the sources, as `lint` knows it (`LoadedProjectOptions`). Default: never known. */
  readonly moduleComplete?: (folder: string) => boolean;
}

export interface PlanOutcome {
  /** `undefined` when lint errors block the plan. */
  readonly plan?: Plan;
  readonly lintResults: readonly LintResult[];
  readonly errorCount: number;
  /** Why there is no plan. */
  readonly blockedReason?: string;
  /** Values of Terraform files known only at apply, which no plan can write (`apply-time-values.ts`): no plan without `force`. */
  readonly applyTimeValues?: readonly ApplyTimeValue[];
  /**
   * The current state could not be read completely — a file that is not an
   * exported GET response edgelint reads, an object that cannot be placed —
   * each at its position: the plan would be wrong (it would create what exists).
   */
  readonly currentProblems: readonly CurrentStateProblem[];
}

function load(source: PlanSource): SourceFile {
  return typeof source.text === 'string' ? loadSource(source.filePath, source.text) : loadSourceBytes(source.filePath, source.text);
}

/** The document models of a file (fatal documents are skipped: they have lint errors already). */
export function documentsOf(source: PlanSource | SourceFile): DocumentModel[] {
  return planInputsOf('documents' in source ? source : load(source)).map((input) => input.document);
}

/** The planner's inputs of a file: each document's model, with the Terraform resource addresses of a Terraform file. */
function planInputsOf(file: SourceFile): PlanDocumentInput[] {
  return file.documents
    .filter((d) => !d.fatal)
    .map((d) => ({
      filePath: file.path,
      document: buildDocumentModel(d.index, d.value, [], { partial: d.partial === true }),
      ...(d.resourceAt ? { resourceAt: (path: Path) => d.resourceAt?.(path) } : {}),
    }));
}

/** Lint, then plan (pure). Each file is parsed once, for both. */
export function planSources(sources: readonly PlanSource[], options: PlanSourcesOptions): PlanOutcome {
  const files = sources.map(load);
  const configFor = typeof options.config === 'function' ? options.config : (): LintConfig => options.config as LintConfig;
  const lintResults = lintLoadedProject(files, configFor, options.moduleComplete ? { moduleComplete: options.moduleComplete } : {});
  const errorCount = lintResults.reduce((n, r) => n + r.errorCount, 0);
  if (errorCount > 0 && !options.force) {
    const files = lintResults.filter((r) => r.errorCount > 0).length;
    return {
      lintResults,
      errorCount,
      currentProblems: [],
      blockedReason: `no plan: the configuration has ${counted(errorCount, 'lint error')} in ${counted(files, 'file')}, and a plan is made only from a configuration the API would accept; fix ${errorCount === 1 ? 'it' : 'them'}, or plan anyway with --force`,
    };
  }
  const applyTime = files.flatMap(applyTimeValuesOf);
  if (applyTime.length > 0 && !options.force) {
    const n = applyTime.length;
    return {
      lintResults,
      errorCount,
      currentProblems: [],
      applyTimeValues: applyTime,
      blockedReason: `no plan: ${counted(n, 'value')} of the Terraform configuration ${n === 1 ? 'is' : 'are'} known only when Terraform applies it; plan with \`terraform plan\`, or anyway with --force`,
    };
  }
  const inputs: PlanDocumentInput[] = files.flatMap(planInputsOf);
  let current;
  if (options.current) {
    const scopes: PlanScope[] = [];
    const zoneIds = zoneIdsOf(inputs);
    for (const input of inputs) for (const d of desiredScopes(input.filePath, input.document, input.resourceAt, zoneIds)) scopes.push(d.scope, d.account);
    const currentFiles = options.current.map(load);
    const unreadable = currentFiles.flatMap(checkCurrentFile);
    const currentSources: CurrentSource[] = currentFiles.map((file) => ({ filePath: file.path, file, documents: documentsOf(file) }));
    current = buildCurrentState(currentSources, uniqueScopes(scopes));
    if (unreadable.length) return { lintResults, errorCount, currentProblems: [...unreadable, ...current.problems] };
  }
  const planOptions: PlanOptions = { ...(options.auth ? { auth: options.auth } : {}), ...(options.authOverrides ? { authOverrides: options.authOverrides } : {}), ...(current ? { current } : {}) };
  let plan;
  try {
    plan = planDocuments(inputs, planOptions, errorCount > 0 ? { errorCount } : undefined);
  } catch (error) {
    throw error instanceof PlanRefusal ? locateRefusal(error, files) : error;
  }
  return { plan, lintResults, errorCount, currentProblems: current?.problems ?? [] };
}

/**
 * The refusal with the line and column of what it refuses: the first
 * `${NAME}` it names inside the ruleset it names (the planner knows the
 * ruleset by its path, the file's text knows where the reference is written).
 */
function locateRefusal(refusal: PlanRefusal, files: readonly SourceFile[]): PlanRefusal {
  const at = refusal.at;
  const file = at && files.find((f) => f.path === at.file);
  if (!at || !file) return refusal;
  const path = [...at.path.matchAll(/\[(\d+)\]|[^.[\]]+/g)].map((m) => (m[1] !== undefined ? Number(m[1]) : m[0]));
  let offset: number | undefined;
  for (const document of file.documents) {
    const range = document.rangeOf(path);
    // Searched within the ruleset's text only: a search to the end of the file for each document would be quadratic.
    const written = file.text.slice(range.start, range.end);
    for (const reference of at.written) {
      const found = written.indexOf(reference);
      if (found >= 0 && (offset === undefined || range.start + found < offset)) offset = range.start + found;
    }
    if (offset !== undefined) break;
  }
  if (offset === undefined) return refusal;
  const { line, column } = file.position(offset);
  const head = `${at.file}: `;
  return refusal.message.startsWith(head) ? new PlanRefusal(`${at.file}:${line}:${column}: ${refusal.message.slice(head.length)}`) : refusal;
}

function uniqueScopes(scopes: readonly PlanScope[]): PlanScope[] {
  const seen = new Map<string, PlanScope>();
  for (const s of scopes) if (!seen.has(`${s.level}:${s.id}`)) seen.set(`${s.level}:${s.id}`, s);
  return [...seen.values()];
}
