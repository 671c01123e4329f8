/**
 * The current state a plan is compared with (`--current <file|dir>`):
 * exported API responses — GET results of entry points and account
 * rulesets, ESC settings, log push jobs, rules lists — or a manifest. Raw
 * API objects do not say which zone or account they belong to; a file is
 * placed by its path (a folder or file name equal to a zone's id or name, or
 * the account's id, or `account`), else by what it is when only one scope
 * can hold it. Anything the current state does not contain is taken as absent.
 */
import { ZONE_DATASETS, type LogpushDataset } from '../data/logpush-datasets.js';
import { isObject } from '../model/build.js';
import type { DocumentModel, JsonObject } from '../model/types.js';
import type { PlanScope } from './types.js';

export interface CurrentSource {
  /** The file, as the user named it (or relative to the `--current` folder): its folders and name place raw objects. */
  readonly filePath: string;
  readonly documents: readonly DocumentModel[];
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
  readonly problems: readonly string[];
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
  const problems: string[] = [];
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

  const unplaced = (filePath: string, what: string): void => {
    problems.push(
      `${filePath}: cannot tell which ${what} this ${what === 'scope' ? 'ESC setting' : 'object'} belongs to; put the file in a folder named after the zone's id or name (or \`account\`)`,
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
          if (level) unplaced(file, level);
          else problems.push(`${file}: a ruleset without \`kind\` cannot be placed at a zone or the account`);
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
          unplaced(file, level);
          continue;
        }
        get(scope).jobs.push({ value: job.value, file });
      }
      for (const control of document.escControls) {
        const scope = place(file, 'either');
        if (!scope) {
          unplaced(file, 'scope');
          continue;
        }
        get(scope).esc = { value: control.value, file };
      }
      // Rules lists read back from the Lists API (the model recognises them; a manifest's sit in its account scope).
      for (const list of document.lists.filter((l) => !l.scope)) {
        const scope = place(file, 'account');
        const current = toList(list.value, file);
        if (!scope) unplaced(file, 'account');
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
