/**
 * Terraform resources → one edgelint manifest (design.md "The edgelint
 * manifest"), so the model, every rule, the planner and the report read
 * them like any configuration. A resource with `zone_id` belongs to a zone,
 * one with `account_id` (and every `cloudflare_list`) to the account;
 * `null` counts as not set, as in Terraform (a plan lists `"zone_id": null`
 * for an account ruleset), and so does an empty id (`""`, how state of the
 * provider's SDKv2 resources lists an unset one). The provider wants exactly one of the two: a
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
 * A `cloudflare_list_item` is an item of the list its `list_id` names: one
 * of the file (`cloudflare_list.NAME.id`, in a plan also a list whose `id`
 * is the same literal) gets it appended to its `items`, after its own, so
 * every list rule reads it as an inline item, on the item resource's
 * tokens. An item whose list is not in the file (a literal id, a variable,
 * a data source, another module, a list with `count`/`for_each`) is put in
 * a list that stands for that unknown list: its `id` is the `list_id`, its
 * `name` and `kind` are unknown, so nothing is said about the list itself
 * (no name, kind or plan limit) while each item is still checked by the
 * value it sets; items naming the same list the same way share it. An item
 * with `count`/`for_each` is `mayRepeat`: none or many.
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

/** The manifest collection of each resource type but list items, which join their lists. */
const COLLECTION: Readonly<Record<Exclude<TerraformResourceType, 'cloudflare_list_item'>, string>> = {
  cloudflare_ruleset: 'rulesets',
  cloudflare_logpush_job: 'logpush_jobs',
  cloudflare_list: 'lists',
};

interface Collection {
  readonly items: TreeNode[];
  readonly addresses: string[];
  /** The addresses of the list items joined to the list at an index, by their index in its `items`. */
  readonly itemAddresses: Map<number, Map<number, string>>;
  head: SourceRange;
  start: number;
  end: number;
}

interface Scope {
  /** The scope's `zone_id`/`account_id`; an unknown stand-in while no resource of the scope sets one (`idMissing`). */
  id: TreeMember | undefined;
  idMissing: boolean;
  readonly name: TreeNode | undefined;
  head: SourceRange;
  readonly range: { start: number; end: number };
  readonly collections: Map<string, Collection>;
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
  const lists = new ListIndex();
  const items: { resource: TerraformResource; scope: Scope }[] = [];
  for (const resource of config.resources) {
    if (!isResourceType(resource.type)) continue;
    const accountOnly = resource.type === 'cloudflare_list' || resource.type === 'cloudflare_list_item';
    const zoneId = accountOnly ? undefined : scopeIdOf(resource.body, 'zone_id');
    const accountId = scopeIdOf(resource.body, 'account_id');
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
      const wanted = accountOnly ? 'account_id' : 'zone_id or account_id';
      const empty = emptyMemberOf(resource.body, accountOnly ? ['account_id'] : ['zone_id', 'account_id']);
      problems.push(
        empty
          ? scopeProblem(`\`${resource.address}\` has an empty ${empty.key}; give ${accountOnly ? 'the account id' : 'a zone or account id'}.`, empty.value.range)
          : scopeProblem(`\`${resource.address}\` sets no ${wanted}; Terraform needs ${accountOnly ? 'it' : 'exactly one of them'}.`, resource.head),
      );
      const missing = missingId(resource);
      if (!accountOnly && isZoneKind(resource)) {
        scope = newScope(missing, undefined, resource, true);
        zones.set(`resource ${resource.address}`, scope);
      } else {
        account ??= newScope(missing, undefined, resource, true);
        scope = account;
      }
    }
    if (resource.type === 'cloudflare_list_item') {
      items.push({ resource, scope });
      scope.range.end = Math.max(scope.range.end, resource.range.end);
      continue;
    }
    const collection = collectionOf(scope, COLLECTION[resource.type], resource);
    const node = resourceNode(resource.type, resource);
    collection.items.push(node);
    collection.addresses.push(resource.address);
    if (resource.type === 'cloudflare_list' && node.mayRepeat !== true) lists.add(resource, node, collection, collection.items.length - 1);
  }
  joinListItems(items, lists);

  const labels = new Map<string, string>();
  const scopeObject = (scope: Scope, path: JsonPath): TreeObject => {
    const members: TreeMember[] = [];
    if (scope.id) members.push({ key: 'id', keyRange: scope.id.keyRange, value: scope.id.value });
    if (scope.name) members.push({ key: 'name', keyRange: scope.name.range, value: scope.name });
    for (const [name, c] of scope.collections) {
      c.addresses.forEach((address, i) => labels.set(JSON.stringify([...path, name, i]), address));
      for (const [i, joined] of c.itemAddresses) for (const [j, address] of joined) labels.set(JSON.stringify([...path, name, i, 'items', j]), address);
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
    const range = enclosing(first.range, list.map((z) => z.range));
    members.push({ key: 'zones', keyRange: first.head, value: { kind: 'array', range, head: first.head, items } });
  }
  const root: TreeObject | null = members.length ? { kind: 'object', range: documentRange, head: { start: documentRange.start, end: documentRange.start }, members } : null;
  return {
    root,
    problems,
    labelAt(path) {
      const [scope] = path;
      const length = scope === 'account' ? 3 : scope === 'zones' ? 4 : 0;
      if (!length || path.length < length) return undefined;
      // A list item of its own resource, else the resource of the list, ruleset or job.
      return (path.length >= length + 2 ? labels.get(JSON.stringify(path.slice(0, length + 2))) : undefined) ?? labels.get(JSON.stringify(path.slice(0, length)));
    },
  };
}

/** A resource as a member of its collection, standing for none or many with `count`/`for_each`. */
function resourceNode(type: TerraformResourceType, resource: TerraformResource): TreeObject {
  const repeats = memberOf(resource.body, 'count') !== undefined || memberOf(resource.body, 'for_each') !== undefined;
  return { ...apiShape(type, resource.body), range: resource.range, head: resource.head, ...(repeats ? { mayRepeat: true } : {}) };
}

function collectionOf(scope: Scope, name: string, first: TerraformResource): Collection {
  let collection = scope.collections.get(name);
  if (!collection) {
    collection = { items: [], addresses: [], itemAddresses: new Map(), head: first.head, start: first.range.start, end: first.range.end };
    scope.collections.set(name, collection);
  }
  collection.end = Math.max(collection.end, first.range.end);
  scope.range.end = Math.max(scope.range.end, first.range.end);
  return collection;
}

/** Where a list of the file sits, and the items joined to it. */
interface ListSlot {
  readonly collection: Collection;
  readonly index: number;
  readonly list: TreeObject;
  readonly joined: { node: TreeNode; address: string }[];
}

/** The lists of the file a `list_id` can name: by address (`cloudflare_list.NAME`) and by a literal `id` (a plan's). */
class ListIndex {
  private readonly byAddress = new Map<string, ListSlot>();
  private readonly byId = new Map<string, ListSlot>();
  readonly slots: ListSlot[] = [];

  add(resource: TerraformResource, list: TreeObject, collection: Collection, index: number): void {
    const slot: ListSlot = { collection, index, list, joined: [] };
    this.slots.push(slot);
    this.byAddress.set(resource.address, slot);
    const id = memberOf(resource.body, 'id')?.value;
    if (id?.kind === 'string' && id.unknown.length === 0 && id.value !== '') this.byId.set(id.value, slot);
  }

  /** The list `list_id` names, if it is one of the file's. */
  find(listId: TreeNode | undefined, item: TerraformResource): ListSlot | undefined {
    if (listId?.kind === 'string') return listId.unknown.length === 0 ? this.byId.get(listId.value) : undefined;
    const name = listId?.kind === 'unknown' ? LIST_REFERENCE.exec(listId.source)?.[1] : undefined;
    return name === undefined ? undefined : this.byAddress.get(`${modulePrefix(item)}cloudflare_list.${name}`);
  }
}

/** `list_id = cloudflare_list.NAME.id`. */
const LIST_REFERENCE = /^cloudflare_list\.([A-Za-z_][\w-]*)\.id$/;
/** A reference that names the same object wherever it is written in a module (not through `each.`, `count.` or `self.`). */
const PLAIN_REFERENCE = /^(?!(?:each|count|self)\.)[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+$/;

/** The module a resource address is in: `module.edge["a"].` of `module.edge["a"].cloudflare_list_item.x[0]`, `` at the root. */
function modulePrefix(resource: TerraformResource): string {
  const at = resource.address.lastIndexOf(`${resource.type}.${resource.name}`);
  return at > 0 ? resource.address.slice(0, at) : '';
}

/**
 * The list items of the file, each joined to its list of the file or to a
 * list standing for the one it names elsewhere (see the top).
 */
function joinListItems(items: readonly { resource: TerraformResource; scope: Scope }[], lists: ListIndex): void {
  const elsewhere = new Map<string, { scope: Scope; listId: TreeMember | undefined; nodes: TreeNode[]; addresses: string[]; first: TerraformResource }>();
  for (const { resource, scope } of items) {
    const node = resourceNode('cloudflare_list_item', resource);
    const listId = setMemberOf(resource.body, 'list_id');
    const slot = lists.find(listId?.value, resource);
    if (slot) {
      slot.joined.push({ node, address: resource.address });
      continue;
    }
    const key = unknownListKey(listId?.value, resource);
    let group = elsewhere.get(key);
    if (!group) elsewhere.set(key, (group = { scope, listId, nodes: [], addresses: [], first: resource }));
    group.nodes.push(node);
    group.addresses.push(resource.address);
  }
  for (const slot of lists.slots) {
    if (slot.joined.length === 0) continue;
    const { list, offset } = withItems(slot.list, slot.joined.map((j) => j.node));
    slot.collection.items[slot.index] = list;
    slot.collection.itemAddresses.set(slot.index, new Map(slot.joined.map((j, k) => [offset + k, j.address])));
    for (const j of slot.joined) slot.collection.end = Math.max(slot.collection.end, j.node.range.end);
  }
  for (const group of elsewhere.values()) {
    const collection = collectionOf(group.scope, COLLECTION.cloudflare_list, group.first);
    for (const node of group.nodes) collection.end = Math.max(collection.end, node.range.end);
    collection.items.push(unknownList(group.listId, group.nodes, group.first));
    collection.addresses.push(group.addresses[0] as string);
    collection.itemAddresses.set(collection.items.length - 1, new Map(group.addresses.map((address, k) => [k, address])));
  }
}

/** Which list outside the file an item names: its literal id, or its reference as written (an item of its own otherwise). */
function unknownListKey(listId: TreeNode | undefined, resource: TerraformResource): string {
  if (listId?.kind === 'string' && listId.unknown.length === 0) return `id ${listId.value}`;
  if (listId?.kind === 'unknown' && PLAIN_REFERENCE.test(listId.source)) return `reference ${modulePrefix(resource)}${listId.source}`;
  return `resource ${resource.address}`;
}

/** `list` with `extra` after its own items; an unknown `items` stays in front as one unknown item. */
function withItems(list: TreeObject, extra: readonly TreeNode[]): { list: TreeObject; offset: number } {
  const member = memberOf(list, 'items');
  const own = member === undefined ? [] : member.value.kind === 'array' ? member.value.items : [member.value];
  const value: TreeArray =
    member?.value.kind === 'array'
      ? { ...member.value, items: [...own, ...extra] }
      : { kind: 'array', range: member?.value.range ?? list.head, head: member?.keyRange ?? list.head, items: [...own, ...extra] };
  const items: TreeMember = { key: 'items', keyRange: member?.keyRange ?? list.head, value };
  const members = member ? list.members.map((m) => (m === member ? items : m)) : [...list.members, items];
  return { list: { ...list, members }, offset: own.length };
}

/** The range from the first start to the last end of `ranges` and `seed`: a loop, not `Math.min(...)`, which fails past a call's argument limit. */
function enclosing(seed: SourceRange, ranges: readonly SourceRange[]): { start: number; end: number } {
  const range = { start: seed.start, end: seed.end };
  for (const r of ranges) {
    range.start = Math.min(range.start, r.start);
    range.end = Math.max(range.end, r.end);
  }
  return range;
}

/**
 * The list an item names outside the file: its `id` the item's `list_id`,
 * its `name` and `kind` unknown (so no rule reports them, and a plan does
 * not create it), its items those that name it.
 */
function unknownList(listId: TreeMember | undefined, items: TreeNode[], first: TerraformResource): TreeObject {
  const keyRange = listId?.keyRange ?? first.head;
  const at = listId?.value.range ?? first.head;
  const source = listId?.value.kind === 'unknown' ? listId.value.source : listId?.value.kind === 'string' ? listId.value.value : 'an unset list_id';
  const unknown = (what: string): TreeNode => ({ kind: 'unknown', range: at, source: `the ${what} of list ${source}` });
  const range = enclosing(first.range, items.map((item) => item.range));
  return {
    kind: 'object',
    range,
    head: first.head,
    members: [
      { key: 'id', keyRange, value: listId?.value ?? unknown('id') },
      { key: 'name', keyRange, value: unknown('name') },
      { key: 'kind', keyRange, value: unknown('kind') },
      { key: 'items', keyRange, value: { kind: 'array', range, head: keyRange, items } },
    ],
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

/** A member written as `""`: as an id it names no zone, account or list. */
function isEmptyString(member: TreeMember | undefined): member is TreeMember {
  return member?.value.kind === 'string' && member.value.value === '';
}

/**
 * `zone_id` or `account_id` when it names a zone or an account: set, and not
 * an empty string (the provider's SDKv2 resources cannot tell `""` from
 * unset, so their state lists an unset id as `""`).
 */
function scopeIdOf(body: TreeObject, key: 'zone_id' | 'account_id'): TreeMember | undefined {
  const member = setMemberOf(body, key);
  return isEmptyString(member) ? undefined : member;
}

/** The first of `keys` written as an empty string (a member `scopeIdOf` does not count). */
function emptyMemberOf(body: TreeObject, keys: readonly string[]): TreeMember | undefined {
  return keys.map((key) => memberOf(body, key)).find(isEmptyString);
}

/** What the unknown id of a scope no resource names is written as (`${unset}` in JSON). */
export const UNSET_ID = 'unset';

/** The id of a scope no resource names: unknown (like `var.zone_id`), so no rule guesses about it. */
function missingId(resource: TerraformResource): TreeMember {
  return { key: 'id', keyRange: resource.head, value: { kind: 'unknown', source: UNSET_ID, range: resource.head } };
}

/** A ruleset whose literal `kind` is `zone` belongs in a zone even when it names none. */
function isZoneKind(resource: TerraformResource): boolean {
  const kind = memberOf(resource.body, 'kind')?.value;
  return kind?.kind === 'string' && kind.value === 'zone';
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
