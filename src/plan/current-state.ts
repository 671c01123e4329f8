/**
 * The current state a plan is compared with (`--current <file|dir>`):
 * exported API responses — GET results of entry points and account
 * rulesets, ESC settings, log push jobs, rules lists — or a manifest. Raw
 * API objects do not say which zone or account they belong to; a file is
 * placed by its path (a folder or file name equal to a zone's id or name, or
 * the account's id, or `account`), else by what it is when only one scope
 * can hold it. Anything the current state does not contain is taken as absent.
 *
 * Absent, not unreadable: `checkCurrentFile` reports every file that is not a
 * current state edgelint can read — a syntax error, a document of no known
 * shape, a failed response, a list element of no known kind, a manifest
 * scope without an id — with its position, and the planner makes no plan
 * from a current state with problems (a plan against "nothing exists" would
 * create what exists).
 */
import { ZONE_DATASETS, type LogpushDataset } from '../data/logpush-datasets.js';
import type { SourceFile } from '../load/source-file.js';
import { buildDocumentModel, isEnvelope, isObject } from '../model/build.js';
import type { DocumentKind, DocumentModel, JsonObject, Path } from '../model/types.js';
import { describeValue } from '../text/describe-value.js';
import type { PlanScope } from './types.js';
import { counted } from '../text/counted.js';

export interface CurrentSource {
  /** The file, as the user named it (or relative to the `--current` folder): its folders and name place raw objects. */
  readonly filePath: string;
  readonly documents: readonly DocumentModel[];
  /** The loaded file, to place problems at their line and column. */
  readonly file?: SourceFile;
}

/** Something in a current-state file that cannot be read as the state of the account, at its position when known. */
export interface CurrentStateProblem {
  readonly filePath: string;
  /** 1-based; absent when the problem has no place in the file. */
  readonly line?: number;
  readonly column?: number;
  readonly endLine?: number;
  readonly endColumn?: number;
  readonly message: string;
}

/** `path:line:column: message`, as the CLI and the plan's notes show a problem. */
export function currentProblemText(problem: CurrentStateProblem): string {
  const at = problem.line === undefined ? '' : `:${problem.line}:${problem.column ?? 1}`;
  return `${problem.filePath}${at}: ${problem.message}`;
}

/** What a current-state file may hold, for messages. */
const EXPECTED =
  'expected an exported GET response (entry points and rulesets, log push jobs, an ESC setting, rules lists — in their `result` envelope or bare) or a manifest';

/** Most problems listed per file: a file that is not a current state at all needs one, not thousands. */
const MAX_PROBLEMS_PER_FILE = 10;

/**
 * Every reason `file` cannot be read as current state, each at its place:
 * syntax errors, documents of no known shape, failed responses (`success:
 * false`), elements of a list response of no known kind, manifest scopes
 * without an id. An empty list means the file reads as current state (which
 * may still hold nothing: an empty `result`).
 */
export function checkCurrentFile(file: SourceFile): CurrentStateProblem[] {
  const problems: CurrentStateProblem[] = [];
  const at = (start: number, end: number, message: string): void => {
    problems.push({ filePath: file.path, ...file.range(start, end), message });
  };
  for (const problem of file.problems) if (problem.fatal) at(problem.start, problem.end, problem.message);
  for (const loaded of file.documents) {
    if (loaded.fatal) continue;
    const document = buildDocumentModel(loaded.index, loaded.value);
    const place = (path: Path, message: string, target: 'key' | 'value' = 'value'): void => {
      const range = loaded.rangeOf(path, target);
      at(range.start, path.length === 0 ? Math.min(range.end, lineEnd(file.text, range.start)) : range.end, message);
    };
    const value = document.value;
    if (document.kind === 'empty' && (value === null || value === undefined)) {
      if (file.documents.length === 1) place([], `the file holds nothing; ${EXPECTED}`);
      continue;
    }
    if (isObject(value) && isEnvelope(value)) {
      const errors = Array.isArray(value['errors']) ? value['errors'] : [];
      if (value['success'] === false || errors.length > 0) {
        const said = errors.map((e) => (isObject(e) && typeof e['message'] === 'string' ? e['message'] : undefined)).filter((m): m is string => m !== undefined);
        place(value['success'] === false ? ['success'] : ['errors'], `a failed API response${said.length ? ` (${said.slice(0, 3).join('; ')})` : ''}; export the state again`);
        continue;
      }
      const result = value['result'];
      if (Array.isArray(result)) {
        result.forEach((item: unknown, index) => {
          if (!isKnownObject(item)) place(['result', index], `element ${index + 1} of the response is ${describeValue(item)}, not an object of a kind edgelint reads; ${EXPECTED}`);
        });
        continue;
      }
    }
    if (!CURRENT_KINDS.has(document.kind)) {
      const found =
        OTHER_KINDS[document.kind] ?? (isObject(value) ? `a mapping with keys ${Object.keys(value).slice(0, 5).map((k) => `\`${k}\``).join(', ') || '(none)'}` : describeValue(value));
      place([], `not a current state edgelint reads (${found}); ${EXPECTED}`);
      continue;
    }
    if (document.kind === 'manifest') {
      if (document.scopes.length === 0) place([], `a manifest with no account or zone (\`account\` and \`zones\` hold nothing edgelint reads); ${EXPECTED}`);
      for (const scope of document.scopes) if (!scope.id) place(scope.path, `the ${scope.kind} has no \`id\`, so its state cannot be matched to the configuration`, 'key');
    }
  }
  if (problems.length > MAX_PROBLEMS_PER_FILE) {
    const more = problems.length - MAX_PROBLEMS_PER_FILE;
    return [...problems.slice(0, MAX_PROBLEMS_PER_FILE), { filePath: file.path, message: `and ${counted(more, 'more problem')} in this file, not listed` }];
  }
  return problems;
}

function lineEnd(text: string, from: number): number {
  const newline = text.indexOf('\n', from);
  return newline < 0 ? text.length : newline;
}

/** What a current state is made of: the GET results of the objects a plan creates, and manifests. */
const CURRENT_KINDS: ReadonlySet<DocumentKind> = new Set<DocumentKind>([
  'manifest',
  'ruleset',
  'ruleset_list',
  'logpush_job',
  'logpush_job_list',
  'esc_setting',
  'rules_list',
  'rules_list_list',
  'empty',
]);

/** Documents the model knows that are not current state, in words. */
const OTHER_KINDS: Partial<Record<DocumentKind, string>> = {
  rule: 'a single rule; export the ruleset that holds it',
  rule_list: 'a list of rules; export the ruleset that holds them',
  list_items: 'the items of a rules list; export the list',
  operation_result: 'the result of an operation, not a configuration',
};

/** An element of a list response of a kind the current state reads: a ruleset, a log push job, an ESC setting or a rules list. */
function isKnownObject(item: unknown): boolean {
  if (!isObject(item)) return false;
  const kind = buildDocumentModel(0, item).kind;
  return kind !== 'empty' && CURRENT_KINDS.has(kind);
}

export interface CurrentRuleset {
  readonly id?: string;
  readonly name?: string;
  readonly kind?: string;
  readonly phase?: string;
  /** `undefined` in list results, which omit rules (spec 2.3). */
  readonly rules?: readonly JsonObject[];
  readonly value: JsonObject;
  readonly file: string;
}

export interface CurrentJob {
  readonly value: JsonObject;
  readonly file: string;
}

export interface CurrentList {
  readonly id?: string;
  readonly name: string;
  readonly kind?: string;
  readonly description?: string;
  /** Items, when the export has them (a manifest's list, or a list object carrying `items`). */
  readonly items?: readonly unknown[];
  readonly numItems?: number;
  readonly file: string;
}

export interface CurrentScope {
  readonly rulesets: readonly CurrentRuleset[];
  readonly jobs: readonly CurrentJob[];
  readonly esc?: { readonly value: JsonObject; readonly file: string };
  readonly lists: readonly CurrentList[];
}

export interface CurrentState {
  /** The current state of a scope; empty when the export holds nothing for it. */
  scope(scope: PlanScope): CurrentScope;
  /** Objects that could not be placed (the plan would be wrong without them). */
  readonly problems: readonly CurrentStateProblem[];
  /** The files read, for the plan's notes. */
  readonly files: readonly string[];
}

interface MutableScope {
  rulesets: CurrentRuleset[];
  jobs: CurrentJob[];
  esc?: { value: JsonObject; file: string };
  lists: CurrentList[];
}

const EMPTY: CurrentScope = { rulesets: [], jobs: [], lists: [] };

export function scopeKey(scope: Pick<PlanScope, 'level' | 'id'>): string {
  return `${scope.level}:${scope.id}`;
}

function stringOf(object: JsonObject, key: string): string | undefined {
  const value = object[key];
  return typeof value === 'string' ? value : undefined;
}

function toRuleset(value: JsonObject, file: string): CurrentRuleset {
  const rules = value['rules'];
  return {
    id: stringOf(value, 'id'),
    name: stringOf(value, 'name'),
    kind: stringOf(value, 'kind'),
    phase: stringOf(value, 'phase'),
    rules: Array.isArray(rules) ? rules.filter(isObject) : undefined,
    value,
    file,
  };
}

function toList(value: JsonObject, file: string): CurrentList | undefined {
  const name = stringOf(value, 'name');
  if (name === undefined) return undefined;
  const items = value['items'];
  const numItems = value['num_items'];
  return {
    id: stringOf(value, 'id'),
    name,
    kind: stringOf(value, 'kind'),
    description: stringOf(value, 'description'),
    ...(Array.isArray(items) ? { items } : {}),
    ...(typeof numItems === 'number' ? { numItems } : {}),
    file,
  };
}

function segmentsOf(filePath: string): { segments: string[]; base: string } {
  const segments = filePath.split(/[\\/]+/).filter(Boolean);
  return { segments, base: segments[segments.length - 1] ?? '' };
}

function namedBy(filePath: string, names: readonly (string | undefined)[]): boolean {
  const { segments, base } = segmentsOf(filePath);
  return names.some((name) => name !== undefined && name !== '' && (segments.includes(name) || ['.', '-', '_'].some((sep) => base.startsWith(`${name}${sep}`))));
}

export function buildCurrentState(sources: readonly CurrentSource[], desired: readonly PlanScope[]): CurrentState {
  const byKey = new Map<string, MutableScope>();
  const problems: CurrentStateProblem[] = [];
  const zones = desired.filter((s) => s.level === 'zone');
  const accounts = desired.filter((s) => s.level === 'account');
  const get = (scope: Pick<PlanScope, 'level' | 'id'>): MutableScope => {
    const key = scopeKey(scope);
    let entry = byKey.get(key);
    if (!entry) byKey.set(key, (entry = { rulesets: [], jobs: [], lists: [] }));
    return entry;
  };

  /** The scope a raw object of a file belongs to; `undefined` when it cannot be told. */
  const place = (filePath: string, what: 'zone' | 'account' | 'either'): PlanScope | undefined => {
    const zone = zones.find((z) => namedBy(filePath, [z.id, z.name]));
    const account = accounts.find((a) => namedBy(filePath, [a.id])) ?? (namedBy(filePath, ['account', 'accounts']) ? accounts[0] : undefined);
    if (what === 'zone') return zone ?? (zones.length === 1 ? zones[0] : undefined);
    if (what === 'account') return account ?? (accounts.length === 1 ? accounts[0] : undefined);
    if (zone) return zone;
    if (account) return account;
    return desired.length === 1 ? desired[0] : undefined;
  };

  /** A problem at `path` of a document of `source` (at the file when it was not given loaded). */
  const problemAt = (source: CurrentSource, document: DocumentModel, path: Path, message: string): void => {
    const loaded = source.file?.documents[document.index];
    if (!source.file || !loaded) {
      problems.push({ filePath: source.filePath, message });
      return;
    }
    const range = loaded.rangeOf(path, 'key');
    problems.push({ filePath: source.filePath, ...source.file.range(range.start, range.end), message });
  };
  const unplaced = (source: CurrentSource, document: DocumentModel, path: Path, what: string): void => {
    problemAt(
      source,
      document,
      path,
      `cannot tell which ${what} this ${what === 'scope' ? 'ESC setting' : 'object'} belongs to; put the file in a folder named after the zone's id or name (or \`account\`)`,
    );
  };

  for (const source of sources) {
    const file = source.filePath;
    for (const document of source.documents) {
      if (document.kind === 'manifest') {
        for (const scope of document.scopes) {
          if (!scope.id) continue;
          const entry = get({ level: scope.kind, id: scope.id });
          for (const ruleset of scope.rulesets) entry.rulesets.push(toRuleset(ruleset.value, file));
          for (const job of scope.logpushJobs) entry.jobs.push({ value: job.value, file });
          if (scope.escControl) entry.esc = { value: scope.escControl.value, file };
          for (const list of scope.lists) {
            const current = toList(list.value, file);
            if (current) entry.lists.push(current);
          }
        }
        continue;
      }
      for (const ruleset of document.rulesets) {
        if (ruleset.kind === 'managed') continue; // provided by the service; never planned
        const level = ruleset.kind === 'zone' ? 'zone' : ruleset.kind === 'root' || ruleset.kind === 'custom' ? 'account' : undefined;
        const scope = level ? place(file, level) : undefined;
        if (!scope) {
          if (level) unplaced(source, document, ruleset.path, level);
          else problemAt(source, document, ruleset.path, 'a ruleset without `kind` cannot be placed at a zone or the account');
          continue;
        }
        get(scope).rulesets.push(toRuleset(ruleset.value, file));
      }
      for (const job of document.logpushJobs) {
        if (job.body !== undefined) continue; // not a whole job read back
        const dataset = job.dataset as LogpushDataset | undefined;
        const level = dataset === undefined || ZONE_DATASETS.includes(dataset) ? 'zone' : 'account';
        const scope = place(file, level);
        if (!scope) {
          unplaced(source, document, job.path, level);
          continue;
        }
        get(scope).jobs.push({ value: job.value, file });
      }
      for (const control of document.escControls) {
        const scope = place(file, 'either');
        if (!scope) {
          unplaced(source, document, control.path, 'scope');
          continue;
        }
        get(scope).esc = { value: control.value, file };
      }
      // Rules lists read back from the Lists API (the model recognises them; a manifest's sit in its account scope).
      for (const list of document.lists.filter((l) => !l.scope)) {
        const scope = place(file, 'account');
        const current = toList(list.value, file);
        if (!scope) unplaced(source, document, list.path, 'account');
        else if (current) get(scope).lists.push(current);
      }
    }
  }
  return {
    scope: (scope) => byKey.get(scopeKey(scope)) ?? EMPTY,
    problems,
    files: sources.map((s) => s.filePath),
  };
}
