/**
 * What a document describes, per scope, in the order a plan needs it: the
 * manifest's account and zones, or raw API objects, whose scope ids are then
 * unknown and written as `${ACCOUNT_ID}` / `${ZONE_ID}` references supplied at
 * run time (design.md "Scope ids are then unknown and appear as placeholders").
 */
import { ZONE_DATASETS, type LogpushDataset } from '../data/logpush-datasets.js';
import type { DocumentModel, JsonObject, Path, ScopeModel } from '../model/types.js';
import type { PlanScope } from './types.js';
import { zoneIdsOf, type ZoneIdsOf } from './zone-ids.js';

export const ACCOUNT_ID_REFERENCE = '${ACCOUNT_ID}';
export const ZONE_ID_REFERENCE = '${ZONE_ID}';

export interface Located {
  readonly value: JsonObject;
  /** JSON path in the document, e.g. `zones[0].rulesets[1]`. */
  readonly path: string;
  /** What a reader of the file knows it by, when the path is not in the file: the Terraform resource address. */
  readonly resource?: string;
}

/** Where in the configuration a call comes from: the file, the path, and the Terraform resource address when there is one. */
export interface CallSource {
  readonly file: string;
  readonly path: string;
  readonly resource?: string;
}

/** The call source of `located` in `desired`'s file. */
export function sourceOf(desired: Pick<DesiredScope, 'file'>, located: Located): CallSource {
  return { file: desired.file, path: located.path, ...(located.resource !== undefined ? { resource: located.resource } : {}) };
}

/** How plans name a source to a reader: the resource address of a Terraform file, else the path (`zones[0].rulesets[1]`). */
export function sourceName(source: Pick<CallSource, 'path' | 'resource'>): string {
  return source.resource ?? source.path;
}

/** The Terraform resource address of a path, for documents read from Terraform (`LoadedDocument.resourceAt`). */
export type ResourceAt = (path: Path) => string | undefined;

export interface DesiredScope {
  readonly scope: PlanScope;
  /** For a zone: the account its account-level lookups go to. */
  readonly account: PlanScope;
  readonly file: string;
  readonly lists: readonly Located[];
  /** Zone: entry point rulesets; account: account rulesets. */
  readonly rulesets: readonly Located[];
  readonly jobs: readonly Located[];
  /** The document lists the scope's log push jobs (`logpush_jobs:` present): jobs not listed are deleted when comparing. */
  readonly jobsListed: boolean;
  readonly esc?: Located;
  readonly owasp?: Located;
}

/** `['zones', 0, 'rulesets', 1]` → `zones[0].rulesets[1]`. */
export function pathText(path: Path): string {
  let out = '';
  for (const step of path) out += typeof step === 'number' ? `[${step}]` : out === '' ? step : `.${step}`;
  return out === '' ? '(document)' : out;
}

function locator(resourceAt: ResourceAt | undefined): (node: { value: JsonObject; path: Path }) => Located {
  return (node) => {
    const resource = resourceAt?.(node.path);
    return { value: node.value, path: pathText(node.path), ...(resource !== undefined ? { resource } : {}) };
  };
}

function scopeOf(model: ScopeModel, fallbackId: string): PlanScope {
  return { level: model.kind, id: model.id ?? fallbackId, ...(model.name ? { name: model.name } : {}) };
}

const UNKNOWN_ACCOUNT: PlanScope = { level: 'account', id: ACCOUNT_ID_REFERENCE };
const UNKNOWN_ZONE: PlanScope = { level: 'zone', id: ZONE_ID_REFERENCE };

/**
 * The scopes a document describes, account first; `resourceAt` names the
 * Terraform resources of a Terraform file, `zoneIds` the id inputs of zones
 * without id (zone-ids.ts: one per zone of every file planned together; by
 * default those of this document alone).
 */
export function desiredScopes(file: string, document: DocumentModel, resourceAt?: ResourceAt, zoneIds?: ZoneIdsOf): DesiredScope[] {
  const located = locator(resourceAt);
  if (document.kind === 'manifest') {
    const account = document.account ? scopeOf(document.account, ACCOUNT_ID_REFERENCE) : UNKNOWN_ACCOUNT;
    const idOf = zoneIds ?? zoneIdsOf([{ filePath: file, document }]);
    return document.scopes.map((model) => ({
      scope: model.kind === 'account' ? account : scopeOf(model, idOf(file, model)?.reference ?? ZONE_ID_REFERENCE),
      account,
      file,
      lists: model.lists.map(located),
      rulesets: model.rulesets.map(located),
      jobs: model.logpushJobs.map(located),
      jobsListed: Array.isArray(model.value['logpush_jobs']),
      ...(model.escControl ? { esc: located(model.escControl) } : {}),
      ...(model.owasp ? { owasp: located(model.owasp) } : {}),
    }));
  }
  // Raw API objects: zone-level and account-level ones are grouped under the unknown ids.
  const zone = { rulesets: [] as Located[], jobs: [] as Located[], esc: undefined as Located | undefined };
  const account = { rulesets: [] as Located[], jobs: [] as Located[] };
  for (const ruleset of document.rulesets) {
    if (ruleset.kind === 'zone') zone.rulesets.push(located(ruleset));
    else if (ruleset.kind === 'root' || ruleset.kind === 'custom') account.rulesets.push(located(ruleset));
  }
  for (const job of document.logpushJobs) {
    if (job.body !== undefined) continue; // an update, validation or Instant Logs body is not a job to create (see `unplannable`)
    const dataset = job.dataset as LogpushDataset | undefined;
    (dataset === undefined || ZONE_DATASETS.includes(dataset) ? zone : account).jobs.push(located(job));
  }
  const control = document.escControls[0];
  if (control) zone.esc = located(control);
  const scopes: DesiredScope[] = [];
  const base = { account: UNKNOWN_ACCOUNT, file, lists: [], jobsListed: false };
  if (account.rulesets.length || account.jobs.length) scopes.push({ ...base, scope: UNKNOWN_ACCOUNT, rulesets: account.rulesets, jobs: account.jobs });
  if (zone.rulesets.length || zone.jobs.length || zone.esc) {
    scopes.push({ ...base, scope: UNKNOWN_ZONE, rulesets: zone.rulesets, jobs: zone.jobs, ...(zone.esc ? { esc: zone.esc } : {}) });
  }
  return scopes;
}

/** The raw objects of a document the planner cannot place (no kind, or managed), for the plan's notes. */
export function unplannable(document: DocumentModel): { path: string; reason: string }[] {
  if (document.kind === 'manifest') return [];
  const out: { path: string; reason: string }[] = [];
  for (const ruleset of document.rulesets) {
    if (ruleset.kind === 'managed') out.push({ path: pathText(ruleset.path), reason: 'a managed ruleset is provided by the service and cannot be changed; deploy it with an execute rule' });
    else if (ruleset.kind !== 'zone' && ruleset.kind !== 'root' && ruleset.kind !== 'custom') {
      out.push({ path: pathText(ruleset.path), reason: 'a ruleset without a `kind` of zone, root or custom: cannot tell whether it is a zone entry point or an account ruleset' });
    }
  }
  for (const rule of document.standaloneRules) {
    out.push({ path: pathText(rule.path), reason: 'a single rule body: the ruleset it belongs to is not in the file, so its call cannot be planned' });
  }
  for (const job of document.logpushJobs) {
    if (job.body !== undefined) out.push({ path: pathText(job.path), reason: 'a log push job update, validation or Instant Logs body, not a whole job: it cannot be planned as a job' });
  }
  return out;
}
