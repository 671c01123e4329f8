/**
 * `edgelint import`: the exported GET responses that `plan --current` reads
 * — zone entry points, account rulesets, rules lists with their items, log
 * push jobs, ESC settings, or manifests — turned into manifests, one per
 * account and zone, so a team starts from what exists. Planned against the
 * same exports, the manifests give "No changes" (tested on every fixture
 * with exports).
 *
 * Each object is placed at its account or zone exactly as `plan --current`
 * places it (`buildCurrentState`, same rules: a folder or file named after
 * the zone's id or name, or `account`), so the two can never disagree. The
 * scopes come from the exports' own manifests, from the folders the files
 * sit in (a 32-digit id, a zone's host name, `account`), and from what the
 * caller names (`--account`, `--zone name=id`); an id that is needed and
 * not known is a problem, never guessed.
 *
 * What the API adds or fills in is dropped (ids, versions, timestamps, a
 * rule's `enabled: true` and empty description); what a manifest cannot
 * hold safely is a problem (a list exported without its items would plan
 * as "delete every item"). Secrets are never written: an ESC secret
 * becomes `${ESC_SECRET_<SCOPE>}`, a credential in a destination a named
 * reference, an ownership challenge is dropped — the plan takes a
 * reference as unchanged, as it cannot read the value either.
 *
 * Pure: documents in, manifest values out.
 */
import { analyzeDestination } from '../logpush/destination.js';
import { isObject } from '../model/build.js';
import type { DocumentModel, JsonObject } from '../model/types.js';
import type { SourceFile } from '../load/source-file.js';
import { buildCurrentState, currentProblemText, type CurrentRuleset, type CurrentScope, type CurrentSource } from '../plan/current-state.js';
import { envName, scopeSlug } from '../plan/naming.js';
import type { PlanScope } from '../plan/types.js';
import { isSecretReference } from '../text/secrets.js';

/** An export file and its documents. */
export interface ImportSource {
  /** The path relative to the working folder, as `plan --current` sees it: its folders and name place its objects. */
  readonly filePath: string;
  readonly documents: readonly DocumentModel[];
  /** The loaded file, so that a problem names its line and column. */
  readonly file?: SourceFile;
}

/** Scopes the caller names, for exports whose folders do not say. */
export interface ImportScopes {
  /** The account's id (`--account`). */
  readonly account?: string;
  /** Zones by name and id (`--zone example.com=<id>`), or by id alone. */
  readonly zones?: readonly { readonly id: string; readonly name?: string }[];
}

export interface ImportedManifest {
  readonly scope: PlanScope;
  /** A file name for it: `account.yaml`, `<zone name>.yaml`, or by id when there is no name. */
  readonly fileName: string;
  /** The manifest: `{ account }`, or `{ account: { id }, zones: [zone] }` (the account only when its id is known). */
  readonly value: JsonObject;
  /** The export files its objects came from. */
  readonly from: readonly string[];
}

export interface ImportOutcome {
  readonly manifests: readonly ImportedManifest[];
  /** What cannot be imported correctly: the import writes nothing when there is any. */
  readonly problems: readonly string[];
  /** What was left out and why (a ruleset listed without its rules next to the full one, managed rulesets). */
  readonly notes: readonly string[];
}

const HEX_ID = /^[0-9a-f]{32}$/i;
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const ACCOUNT_FOLDERS = new Set(['account', 'accounts']);

/** Members of a rule the API adds or fills in: dropped (a rule's `ref` stays: it is what identifies the rule). */
const RULE_READ_ONLY = new Set(['id', 'version', 'last_updated', 'categories']);
/** Members of a job the API adds, and the write-only ownership token. */
const JOB_READ_ONLY = new Set(['id', 'last_complete', 'last_error', 'error_message', 'ownership_challenge']);
/** Members of a list item the API adds. */
const LIST_ITEM_READ_ONLY = new Set(['id', 'created_on', 'modified_on']);

/** The account and zones the exports are about: named ones, then folders, then the exports' own manifests. */
export function importScopes(sources: readonly ImportSource[], named: ImportScopes): { scopes: PlanScope[]; problems: string[] } {
  const problems: string[] = [];
  const zones = new Map<string, { id?: string; name?: string; where: string }>();
  const byName = new Map((named.zones ?? []).filter((z) => z.name).map((z) => [z.name!.toLowerCase(), z.id]));
  const namedIds = new Set((named.zones ?? []).map((z) => z.id));
  let account: { id?: string; where: string } | undefined = named.account ? { id: named.account, where: '--account' } : undefined;
  for (const zone of named.zones ?? []) zones.set(zone.id, { id: zone.id, ...(zone.name ? { name: zone.name } : {}), where: '--zone' });

  for (const source of sources) {
    for (const document of source.documents) {
      if (document.kind !== 'manifest') continue;
      for (const scope of document.scopes) {
        if (!scope.id) continue;
        if (scope.kind === 'account') account ??= { id: scope.id, where: source.filePath };
        else if (!zones.has(scope.id)) zones.set(scope.id, { id: scope.id, ...(scope.name ? { name: scope.name } : {}), where: source.filePath });
      }
    }
    const folders = source.filePath.split(/[\\/]+/).slice(0, -1);
    for (const folder of folders) {
      if (ACCOUNT_FOLDERS.has(folder.toLowerCase())) {
        account ??= { where: `${source.filePath} (folder ${folder})` };
      } else if (HEX_ID.test(folder)) {
        if (folder === account?.id || folder === named.account) continue;
        if (!zones.has(folder) && !namedIds.has(folder)) zones.set(folder, { id: folder, where: source.filePath });
      } else if (HOST_NAME.test(folder)) {
        const id = byName.get(folder.toLowerCase());
        const known = [...zones.values()].some((z) => z.name?.toLowerCase() === folder.toLowerCase());
        if (!known) zones.set(id ?? `name:${folder}`, { ...(id ? { id } : {}), name: folder, where: source.filePath });
      }
    }
  }

  const scopes: PlanScope[] = [];
  if (account) {
    if (account.id) scopes.push({ level: 'account', id: account.id });
    else problems.push(`the account of ${account.where} has no id in the exports; name it with --account <account id>`);
  }
  for (const zone of zones.values()) {
    if (zone.id) scopes.push({ level: 'zone', id: zone.id, ...(zone.name ? { name: zone.name } : {}) });
    else problems.push(`zone ${zone.name} (${zone.where}) has no id in the exports; name it with --zone ${zone.name}=<zone id>`);
  }
  return { scopes, problems };
}

/** The manifests of the exports, one per account and zone. */
export function importState(sources: readonly ImportSource[], named: ImportScopes = {}): ImportOutcome {
  const { scopes, problems } = importScopes(sources, named);
  const notes: string[] = [];
  const state = buildCurrentState(sources satisfies readonly CurrentSource[], scopes);
  for (const problem of state.problems) problems.push(currentProblemText(problem));
  if (scopes.length === 0 && problems.length === 0) problems.push('the exports hold no object of an account or a zone');
  // Managed rulesets are Cloudflare's; they are never configured, only deployed.
  for (const source of sources) {
    for (const document of source.documents) {
      for (const ruleset of document.rulesets) if (ruleset.kind === 'managed') notes.push(`${source.filePath}: managed ruleset ${ruleset.name ?? ruleset.id ?? '(no name)'} is Cloudflare's and is not imported`);
    }
  }

  const manifests: ImportedManifest[] = [];
  const names = new Set<string>();
  for (const scope of scopes) {
    const current = state.scope(scope);
    if (!current.esc && current.rulesets.length === 0 && current.jobs.length === 0 && current.lists.length === 0) {
      notes.push(`nothing in the exports belongs to ${scope.level === 'account' ? `account ${scope.id}` : `zone ${scope.name ?? scope.id}`}; no manifest is written for it`);
      continue;
    }
    const body = scopeBody(scope, current, problems, notes);
    const from = [...new Set([...current.rulesets.map((r) => r.file), ...current.jobs.map((j) => j.file), ...current.lists.map((l) => l.file), ...(current.esc ? [current.esc.file] : [])])];
    const base = scope.level === 'account' ? 'account' : (scope.name ?? scope.id);
    const fileName = `${names.has(base) ? `${base}-${scope.id}` : base}.yaml`;
    names.add(base);
    // A zone's manifest names its account, so the zone's account-level lookups go to it (and `plan --current` places account exports there).
    const account = scopes.find((s) => s.level === 'account');
    const value = scope.level === 'account' ? { account: body } : { ...(account ? { account: { id: account.id } } : {}), zones: [body] };
    manifests.push({ scope, fileName, value, from });
  }
  return { manifests, problems, notes };
}

function scopeBody(scope: PlanScope, current: CurrentScope, problems: string[], notes: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { id: scope.id, ...(scope.name ? { name: scope.name } : {}) };
  if (current.esc) out['esc'] = { disable: escSetting(current.esc.value, scope) };
  if (scope.level === 'account') {
    const lists = current.lists.flatMap((list) => {
      if (!list.items) {
        problems.push(`${list.file}: list \`${list.name}\` is exported without its items, and a manifest without them would plan their removal; export GET …/rules/lists/{id}/items too`);
        return [];
      }
      return [{ ...(list.id ? { id: list.id } : {}), name: list.name, ...(list.kind ? { kind: list.kind } : {}), ...(list.description ? { description: list.description } : {}), items: list.items.map(listItem) }];
    });
    if (lists.length) out['lists'] = lists;
  }
  const rulesets = uniqueRulesets(current.rulesets, notes).map((r) => rulesetBody(r, scope.level));
  if (rulesets.length) out['rulesets'] = rulesets;
  if (current.jobs.length) out['logpush_jobs'] = current.jobs.map((job, index) => jobBody(job.value, scope, index));
  return out;
}

/** One ruleset per id: a full one wins over the same ruleset in a list result, which has no rules. */
function uniqueRulesets(rulesets: readonly CurrentRuleset[], notes: string[]): CurrentRuleset[] {
  const full = new Set(rulesets.filter((r) => r.rules && r.id).map((r) => r.id));
  const out: CurrentRuleset[] = [];
  const seen = new Set<string>();
  for (const ruleset of rulesets) {
    if (!ruleset.rules) {
      if (!(ruleset.id && full.has(ruleset.id))) notes.push(`${ruleset.file}: ruleset ${ruleset.name ?? ruleset.id ?? ''} is listed without its rules and is not imported; export GET …/rulesets/${ruleset.id ?? '{id}'}`);
      continue;
    }
    const key = ruleset.id ?? `${ruleset.kind}:${ruleset.phase}:${ruleset.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(ruleset);
  }
  return out;
}

function rulesetBody(ruleset: CurrentRuleset, level: 'account' | 'zone'): Record<string, unknown> {
  const description = ruleset.value['description'];
  const head: Record<string, unknown> =
    level === 'zone'
      ? { phase: ruleset.phase }
      : { name: ruleset.name, kind: ruleset.kind, phase: ruleset.phase, ...(typeof description === 'string' && description !== '' ? { description } : {}) };
  return { ...head, rules: (ruleset.rules ?? []).map(ruleBody) };
}

/** Members a person looks for first, in this order; the rest keep the API's order. */
const RULE_ORDER = ['ref', 'description', 'action', 'expression'];
const JOB_ORDER = ['name', 'dataset', 'enabled'];

function ordered(object: JsonObject, first: readonly string[]): JsonObject {
  const out: Record<string, unknown> = {};
  for (const key of first) if (Object.hasOwn(object, key)) out[key] = object[key];
  for (const [key, value] of Object.entries(object)) if (!first.includes(key)) out[key] = value;
  return out;
}

function ruleBody(rule: JsonObject): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(ordered(rule, RULE_ORDER))) {
    if (RULE_READ_ONLY.has(key)) continue;
    if (key === 'enabled' && value === true) continue;
    if (key === 'description' && value === '') continue;
    out[key] = value;
  }
  return out;
}

function escSetting(value: JsonObject, scope: PlanScope): Record<string, unknown> {
  const out: Record<string, unknown> = { ...value };
  const secret = value['with_secret'];
  if (typeof secret === 'string' && !isSecretReference(secret)) out['with_secret'] = `\${${envName('ESC_SECRET', scopeSlug(scope))}}`;
  return out;
}

function jobBody(job: JsonObject, scope: PlanScope, index: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(ordered(job, JOB_ORDER))) if (!JOB_READ_ONLY.has(key)) out[key] = value;
  const destination = out['destination_conf'];
  if (typeof destination === 'string') out['destination_conf'] = withCredentialReferences(destination, scope, job, index);
  return out;
}

/** A destination with each clear-text credential replaced by the reference the destination-secret rule suggests, made unique per job. */
function withCredentialReferences(destination: string, scope: PlanScope, job: JsonObject, index: number): string {
  const edits = analyzeDestination(destination)
    .problems.filter((p) => p.code === 'destination-secret')
    .flatMap((p) => (p.suggestions?.[0]?.fix ? [p.suggestions[0].fix] : []))
    .filter((fix): fix is { start: number; end: number; text: string } => 'start' in fix && 'end' in fix && 'text' in fix)
    .sort((a, b) => b.start - a.start);
  const label = typeof job['name'] === 'string' && job['name'] !== '' ? job['name'] : `job_${index + 1}`;
  let out = destination;
  for (const fix of edits) {
    // `${S3_SECRET_ACCESS_KEY}` → `${S3_SECRET_ACCESS_KEY_EXAMPLE_COM_BLOCKED_REQUESTS}`: one variable per job.
    const name = envName(fix.text.slice(2, -1), `${scopeSlug(scope)}_${label}`);
    out = `${out.slice(0, fix.start)}\${${name}}${out.slice(fix.end)}`;
  }
  return out;
}

/** A list item as a manifest writes it: a bare address, host name or ASN when that is all it holds. */
function listItem(item: unknown): unknown {
  if (!isObject(item)) return item;
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) if (!LIST_ITEM_READ_ONLY.has(key)) rest[key] = value;
  const keys = Object.keys(rest);
  if (keys.length === 1) {
    if (typeof rest['ip'] === 'string') return rest['ip'];
    if (typeof rest['asn'] === 'number') return rest['asn'];
    const hostname = rest['hostname'];
    if (isObject(hostname) && Object.keys(hostname).length === 1 && typeof hostname['url_hostname'] === 'string') return hostname['url_hostname'];
  }
  return rest;
}

