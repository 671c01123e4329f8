/**
 * Request bodies, built from the configuration in the API's shape: read-only
 * members dropped, a filter written as a mapping serialised to the escaped
 * JSON string the API wants, list items wrapped per list kind. Pure; the
 * configuration's own key order is kept so a reviewer recognises it.
 */
import { serializeFilter } from '../logfilter/serialize-filter.js';
import { isObject } from '../model/build.js';
import type { JsonObject } from '../model/types.js';

/** Members the API sets and returns but never accepts back (reference rulesets-api.md §4, §5). */
const READ_ONLY_RULE_MEMBERS = new Set(['version', 'last_updated', 'categories']);
const READ_ONLY_RULESET_MEMBERS = new Set(['id', 'version', 'last_updated', 'source', 'shareable_entitlement_name']);
/** Read-only job members (reference logpush.md §2). */
const READ_ONLY_JOB_MEMBERS = new Set(['id', 'last_complete', 'last_error', 'error_message']);
/** Members a job update (PUT) does not take (reference logpush.md §1: "no `dataset`, no `name`"; `kind` is set only at creation). */
const CREATE_ONLY_JOB_MEMBERS = new Set(['dataset', 'name', 'kind']);

function without(object: JsonObject, drop: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) if (!drop.has(key)) out[key] = value;
  return out;
}

/** A rule as sent in a create or replace body; `keepId` keeps `id` (a PUT keeps a rule that way, reference §5). */
export function ruleBody(rule: JsonObject, keepId = true): Record<string, unknown> {
  const out = without(rule, READ_ONLY_RULE_MEMBERS);
  if (!keepId) delete out['id'];
  return out;
}

function rulesOf(ruleset: JsonObject, keepIds: boolean): Record<string, unknown>[] {
  const rules = ruleset['rules'];
  return Array.isArray(rules) ? rules.filter(isObject).map((r) => ruleBody(r, keepIds)) : [];
}

/**
 * PUT …/phases/{phase}/entrypoint: `{name?, description?, kind, phase, rules}`.
 * The reference's example sends only `rules`; `kind` and `phase` are the
 * entry point's own (a different value is rejected, the same is accepted), and
 * make the body a complete ruleset that edgelint's checks understand. `name`
 * is sent only when the configuration gives one (the existing name may differ).
 */
export function entrypointBody(ruleset: JsonObject, kind: 'zone' | 'root', phase: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof ruleset['name'] === 'string') out['name'] = ruleset['name'];
  if (typeof ruleset['description'] === 'string') out['description'] = ruleset['description'];
  out['kind'] = kind;
  out['phase'] = phase;
  out['rules'] = rulesOf(ruleset, true);
  return out;
}

/** POST /accounts/{account_id}/rulesets (spec 4.2): `{name, kind, phase, description, rules}`; PUT …/rulesets/{id} takes the same. */
export function accountRulesetBody(ruleset: JsonObject, forCreate: boolean): Record<string, unknown> {
  return {
    name: ruleset['name'],
    kind: ruleset['kind'],
    phase: ruleset['phase'],
    description: typeof ruleset['description'] === 'string' ? ruleset['description'] : '',
    rules: rulesOf(ruleset, !forCreate),
  };
}

export { READ_ONLY_RULESET_MEMBERS };

/** POST /accounts/{account_id}/rules/lists (reference §12): `{name, kind, description?}`. */
export function listCreateBody(list: JsonObject): Record<string, unknown> {
  const out: Record<string, unknown> = { name: list['name'], kind: list['kind'] };
  if (typeof list['description'] === 'string') out['description'] = list['description'];
  return out;
}

/**
 * The list's items in the API's item shape (reference §12): the manifest may
 * write an `ip` item as `"192.0.2.0/24"`, a hostname as `"*.example.com"`, an
 * ASN as `13335`, a redirect as its `{source_url, target_url, ...}`; items
 * already in API shape are kept.
 */
export function listItemsBody(list: JsonObject): unknown[] {
  const items = Array.isArray(list['items']) ? list['items'] : [];
  const kind = list['kind'];
  return items.map((item: unknown) => listItem(kind, item));
}

export function listItem(kind: unknown, item: unknown): unknown {
  if (kind === 'ip' && typeof item === 'string') return { ip: item };
  if (kind === 'hostname' && typeof item === 'string') return { hostname: { url_hostname: item } };
  if (kind === 'asn' && (typeof item === 'number' || (typeof item === 'string' && /^\d+$/.test(item)))) return { asn: Number(item) };
  if (kind === 'redirect' && isObject(item) && !('redirect' in item) && 'source_url' in item) return { redirect: item };
  return item;
}

/**
 * POST …/logpush/jobs: the job's members (spec 2.8) without read-only ones;
 * a `filter` written as a mapping becomes the escaped JSON string the API
 * wants (spec 2.8 "escaped JSON string"). For an update (PUT), the members a
 * job cannot change are dropped.
 */
export function logpushJobBody(job: JsonObject, forUpdate = false): Record<string, unknown> {
  const out = without(job, READ_ONLY_JOB_MEMBERS);
  if (forUpdate) for (const key of CREATE_ONLY_JOB_MEMBERS) delete out[key];
  const filter = out['filter'];
  if (filter !== undefined && filter !== null && typeof filter !== 'string') {
    const text = serializeFilter(filter);
    if (text !== undefined) out['filter'] = text;
  }
  return out;
}

/** The filter of a job as the API holds it: the string, or the serialised mapping. */
export function filterString(filter: unknown): string | undefined {
  if (filter === undefined || filter === null) return undefined;
  return typeof filter === 'string' ? filter : serializeFilter(filter);
}
