/**
 * Terraform resources → one edgelint manifest (design.md "The edgelint
 * manifest"), so the model, every rule, the planner and the report read
 * them like any configuration. A resource with `zone_id` belongs to a zone,
 * one with `account_id` (and every `cloudflare_list`) to the account;
 * `null` counts as not set, as in Terraform (a plan lists `"zone_id": null`
 * for an account ruleset). The provider wants exactly one of the two: a
 * resource with neither or both gets a `terraform-scope` problem, and one
 * with neither is still read — in a zone of its own when its `kind` says
 * zone, else in the account — with an id unknown until apply, so nothing
 * else is reported about the missing id;
 * resources with the same zone (the same literal id, or the same reference
 * written the same way) share a zone, except those with `count`/`for_each`
 * or a reference through `each.`/`count.` (see `zoneKey`). A zone named by a
 * `data "cloudflare_zone"` or `resource "cloudflare_zone"` of the file gets
 * that name, so reports can join it to a manifest zone of the same name.
 *
 * The scopes and lists built here have no text of their own: they point at
 * the resources that make them (a zone at its first resource's `zone_id`).
 */
import { TERRAFORM_RESOURCE_TYPES, type TerraformResourceType } from '../../data/terraform-provider.js';
import { loadProblem, type LoadProblem } from '../load-problem.js';
import type { SourceRange } from '../position.js';
import type { JsonPath } from '../source-file.js';
import { memberOf, type TreeArray, type TreeMember, type TreeNode, type TreeObject } from '../value-tree.js';
import { apiShape } from './api-shape.js';
import type { TerraformConfig, TerraformResource } from './terraform-config.js';

const COLLECTION: Readonly<Record<TerraformResourceType, string>> = {
  cloudflare_ruleset: 'rulesets',
  cloudflare_logpush_job: 'logpush_jobs',
  cloudflare_list: 'lists',
};

interface Scope {
  /** The scope's `zone_id`/`account_id`; an unknown stand-in while no resource of the scope sets one (`idMissing`). */
  id: TreeMember | undefined;
  idMissing: boolean;
  readonly name: TreeNode | undefined;
  head: SourceRange;
  readonly range: { start: number; end: number };
  readonly collections: Map<string, { items: TreeNode[]; addresses: string[]; head: SourceRange; start: number; end: number }>;
}

export interface TerraformManifest {
  /** `null` when the file holds none of the resources edgelint reads. */
  readonly root: TreeObject | null;
  /** The resource address a path falls in. */
  labelAt(path: JsonPath): string | undefined;
  /** Resources Terraform rejects for their scope: neither or both of `zone_id` and `account_id`. */
  readonly problems: readonly LoadProblem[];
}

const isResourceType = (type: string): type is TerraformResourceType => (TERRAFORM_RESOURCE_TYPES as readonly string[]).includes(type);

/** The zone reference of `zone_id = data.cloudflare_zone.main.id` (`data.cloudflare_zone.main`). */
const ZONE_REFERENCE = /^((?:data\.)?cloudflare_zone\.[A-Za-z_][\w-]*)\.(?:id|zone_id)$/;

export function terraformManifest(config: TerraformConfig, documentRange: SourceRange): TerraformManifest {
  let account: Scope | undefined;
  const zones = new Map<string, Scope>();
  const problems: LoadProblem[] = [];
  for (const resource of config.resources) {
    if (!isResourceType(resource.type)) continue;
    const zoneId = resource.type === 'cloudflare_list' ? undefined : setMemberOf(resource.body, 'zone_id');
    const accountId = setMemberOf(resource.body, 'account_id');
    let scope: Scope;
    if (zoneId) {
      if (accountId) {
        problems.push(scopeProblem(`\`${resource.address}\` sets both zone_id and account_id; keep only one of them.`, accountId.keyRange));
      }
      const key = zoneKey(zoneId.value, resource);
      scope = zones.get(key) ?? newScope(zoneId, zoneName(zoneId.value, config), resource);
      zones.set(key, scope);
    } else if (accountId) {
      account ??= newScope(accountId, undefined, resource);
      // The account's id is the first one written, even after resources that set none.
      if (account.idMissing) {
        account.id = accountId;
        account.idMissing = false;
        account.head = accountId.keyRange;
      }
      scope = account;
    } else {
      const wanted = resource.type === 'cloudflare_list' ? 'account_id' : 'zone_id or account_id';
      problems.push(scopeProblem(`\`${resource.address}\` sets no ${wanted}; Terraform needs ${resource.type === 'cloudflare_list' ? 'it' : 'exactly one of them'}.`, resource.head));
      const missing = missingId(resource);
      if (isZoneKind(resource)) {
        scope = newScope(missing, undefined, resource, true);
        zones.set(`resource ${resource.address}`, scope);
      } else {
        account ??= newScope(missing, undefined, resource, true);
        scope = account;
      }
    }
    const name = COLLECTION[resource.type];
    let collection = scope.collections.get(name);
    if (!collection) {
      collection = { items: [], addresses: [], head: resource.head, start: resource.range.start, end: resource.range.end };
      scope.collections.set(name, collection);
    }
    const repeats = memberOf(resource.body, 'count') !== undefined || memberOf(resource.body, 'for_each') !== undefined;
    collection.items.push({ ...apiShape(resource.type, resource.body), range: resource.range, head: resource.head, ...(repeats ? { mayRepeat: true } : {}) });
    collection.addresses.push(resource.address);
    collection.end = resource.range.end;
    scope.range.end = Math.max(scope.range.end, resource.range.end);
  }

  const labels = new Map<string, string>();
  const scopeObject = (scope: Scope, path: JsonPath): TreeObject => {
    const members: TreeMember[] = [];
    if (scope.id) members.push({ key: 'id', keyRange: scope.id.keyRange, value: scope.id.value });
    if (scope.name) members.push({ key: 'name', keyRange: scope.name.range, value: scope.name });
    for (const [name, c] of scope.collections) {
      c.addresses.forEach((address, i) => labels.set(JSON.stringify([...path, name, i]), address));
      const array: TreeArray = { kind: 'array', range: { start: c.start, end: c.end }, head: c.head, items: c.items };
      members.push({ key: name, keyRange: c.head, value: array });
    }
    return { kind: 'object', range: { ...scope.range }, head: scope.head, members };
  };

  const members: TreeMember[] = [];
  if (account) members.push({ key: 'account', keyRange: account.head, value: scopeObject(account, ['account']) });
  if (zones.size > 0) {
    const list = [...zones.values()];
    const items = list.map((zone, i) => scopeObject(zone, ['zones', i]));
    const first = list[0] as Scope;
    const range = { start: Math.min(...list.map((z) => z.range.start)), end: Math.max(...list.map((z) => z.range.end)) };
    members.push({ key: 'zones', keyRange: first.head, value: { kind: 'array', range, head: first.head, items } });
  }
  const root: TreeObject | null = members.length ? { kind: 'object', range: documentRange, head: { start: documentRange.start, end: documentRange.start }, members } : null;
  return {
    root,
    problems,
    labelAt(path) {
      const [scope] = path;
      const length = scope === 'account' ? 3 : scope === 'zones' ? 4 : 0;
      return length && path.length >= length ? labels.get(JSON.stringify(path.slice(0, length))) : undefined;
    },
  };
}

function newScope(id: TreeMember | undefined, name: TreeNode | undefined, first: TerraformResource, idMissing = false): Scope {
  const head = id?.keyRange ?? first.head;
  return { id, idMissing, name, head, range: { start: first.range.start, end: first.range.end }, collections: new Map() };
}

/** A member Terraform counts as set: `null` means "not set" (a plan lists every attribute, `null` when unset). */
function setMemberOf(body: TreeObject, key: string): TreeMember | undefined {
  const member = memberOf(body, key);
  return member && !(member.value.kind === 'scalar' && member.value.value === null) ? member : undefined;
}

/** The id of a scope no resource names: unknown (like `var.zone_id`), so no rule guesses about it. */
function missingId(resource: TerraformResource): TreeMember {
  return { key: 'id', keyRange: resource.head, value: { kind: 'unknown', source: 'unset', range: resource.head } };
}

/** A ruleset whose literal `kind` is `zone` belongs in a zone even when it names none. */
function isZoneKind(resource: TerraformResource): boolean {
  const kind = memberOf(resource.body, 'kind')?.value;
  return resource.type !== 'cloudflare_list' && kind?.kind === 'string' && kind.value === 'zone';
}

function scopeProblem(message: string, at: SourceRange): LoadProblem {
  return loadProblem('terraform-scope', message, at.start, at.end);
}

/**
 * Which zone a `zone_id` stands for: its literal id, or its reference as
 * written. A resource with `count` or `for_each` may exist any number of
 * times (or not at all), and one that reaches its zone through `each.` or
 * `count.` may stand for many zones: it gets a zone of its own, so no check
 * across the resources of a zone counts it.
 */
function zoneKey(zoneId: TreeNode, resource: TerraformResource): string {
  if (memberOf(resource.body, 'count') || memberOf(resource.body, 'for_each')) return `resource ${resource.address}`;
  if (zoneId.kind === 'string' && zoneId.unknown.length === 0) return `id ${zoneId.value}`;
  if (zoneId.kind === 'unknown' && !/\b(?:each|count|self)\./.test(zoneId.source)) return `reference ${zoneId.source}`;
  return `resource ${resource.address}`;
}

function zoneName(zoneId: TreeNode, config: TerraformConfig): TreeNode | undefined {
  if (zoneId.kind !== 'unknown') return undefined;
  const match = ZONE_REFERENCE.exec(zoneId.source);
  return match ? config.zoneNames.get(match[1] as string) : undefined;
}
