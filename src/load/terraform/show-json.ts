/**
 * `terraform show -json` output — a saved plan or the state — → the
 * resources it holds: `planned_values.root_module` (a plan) or
 * `values.root_module` (the state) and their `child_modules`, each managed
 * resource's `values` being its body, already evaluated. A value the plan
 * knows only after apply (`resource_changes[].change.after_unknown`) is
 * unknown. Each resource keeps its full address (`module.edge.
 * cloudflare_ruleset.waf["a"]`), which labels the reports about it.
 * A list item's `list_id` the plan knows only after apply takes the
 * reference its `configuration` expression names (`cloudflare_list.office.
 * id`), so the item joins that list as in the `.tf` file.
 *
 * Linear in the document.
 */
import { memberOf, type TreeMember, type TreeNode, type TreeObject } from '../value-tree.js';
import type { TerraformConfig, TerraformResource } from './terraform-config.js';

const stringOf = (node: TreeNode | undefined): string | undefined => (node?.kind === 'string' ? node.value : undefined);

/** `values` with `after_unknown`'s `true` leaves made unknown (members the plan left out are added). */
function markUnknown(values: TreeNode, afterUnknown: TreeNode | undefined, head: TreeNode['range']): TreeNode {
  if (!afterUnknown) return values;
  if (afterUnknown.kind === 'scalar' && afterUnknown.value === true) return { kind: 'unknown', range: values.range, source: 'known after apply' };
  if (values.kind === 'object' && afterUnknown.kind === 'object') {
    const members: TreeMember[] = values.members.map((m) => ({ ...m, value: markUnknown(m.value, memberOf(afterUnknown, m.key)?.value, head) }));
    for (const u of afterUnknown.members) {
      if (u.value.kind === 'scalar' && u.value.value === true && !memberOf(values, u.key)) members.push({ key: u.key, keyRange: head, value: { kind: 'unknown', range: head, source: 'known after apply' } });
    }
    return { ...values, members };
  }
  if (values.kind === 'array' && afterUnknown.kind === 'array') {
    return { ...values, items: values.items.map((item, i) => markUnknown(item, afterUnknown.items[i], head)) };
  }
  return values;
}

/** An address without its instance keys (`module.a["x"].t.n[0]` → `module.a.t.n`), as `configuration` names it. */
const withoutKeys = (address: string): string => address.replace(/\[(?:\d+|"(?:[^"\\]|\\.)*")\]/g, '');

/** The one reference an expression's `references` name (`["cloudflare_list.a.id", "cloudflare_list.a"]`: the first), if only one. */
function singleReference(references: TreeNode | undefined): string | undefined {
  if (references?.kind !== 'array') return undefined;
  const names = references.items.map(stringOf);
  const [first] = names;
  if (first === undefined) return undefined;
  return names.every((n) => n !== undefined && (n === first || first.startsWith(`${n}.`) || first.startsWith(`${n}[`))) ? first : undefined;
}

/** `configuration`'s `list_id` references of the list items, by address without instance keys. */
function listIdReferences(root: TreeObject): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (module: TreeNode | undefined, prefix: string, depth: number): void => {
    if (module?.kind !== 'object' || depth > 64) return;
    const resources = memberOf(module, 'resources')?.value;
    for (const resource of resources?.kind === 'array' ? resources.items : []) {
      if (resource.kind !== 'object' || stringOf(memberOf(resource, 'type')?.value) !== 'cloudflare_list_item') continue;
      const address = stringOf(memberOf(resource, 'address')?.value);
      const expressions = memberOf(resource, 'expressions')?.value;
      const listId = expressions?.kind === 'object' ? memberOf(expressions, 'list_id')?.value : undefined;
      const reference = listId?.kind === 'object' ? singleReference(memberOf(listId, 'references')?.value) : undefined;
      if (address && reference) out.set(`${prefix}${address}`, reference);
    }
    const calls = memberOf(module, 'module_calls')?.value;
    for (const call of calls?.kind === 'object' ? calls.members : []) {
      if (call.value.kind === 'object') visit(memberOf(call.value, 'module')?.value, `${prefix}module.${call.key}.`, depth + 1);
    }
  };
  const configuration = memberOf(root, 'configuration')?.value;
  if (configuration?.kind === 'object') visit(memberOf(configuration, 'root_module')?.value, '', 0);
  return out;
}

/** A list item's unknown `list_id` as the reference its configuration names. */
function withListReference(body: TreeObject, reference: string | undefined): TreeObject {
  const listId = memberOf(body, 'list_id');
  if (!reference || listId?.value.kind !== 'unknown') return body;
  const value: TreeNode = { kind: 'unknown', range: listId.value.range, source: reference };
  return { ...body, members: body.members.map((m) => (m === listId ? { ...m, value } : m)) };
}

export function showJsonConfig(root: TreeNode | null): TerraformConfig {
  const resources: TerraformResource[] = [];
  if (root?.kind !== 'object') return { resources, zoneNames: new Map() };
  const listReferences = listIdReferences(root);
  const unknownByAddress = new Map<string, TreeNode>();
  const changes = memberOf(root, 'resource_changes')?.value;
  if (changes?.kind === 'array') {
    for (const change of changes.items) {
      if (change.kind !== 'object') continue;
      const address = stringOf(memberOf(change, 'address')?.value);
      const detail = memberOf(change, 'change')?.value;
      const afterUnknown = detail?.kind === 'object' ? memberOf(detail, 'after_unknown')?.value : undefined;
      if (address && afterUnknown) unknownByAddress.set(address, afterUnknown);
    }
  }
  const visitModule = (module: TreeNode | undefined, depth: number): void => {
    if (module?.kind !== 'object' || depth > 64) return;
    const list = memberOf(module, 'resources')?.value;
    for (const resource of list?.kind === 'array' ? list.items : []) {
      if (resource.kind !== 'object' || stringOf(memberOf(resource, 'mode')?.value) !== 'managed') continue;
      const type = stringOf(memberOf(resource, 'type')?.value);
      const name = stringOf(memberOf(resource, 'name')?.value);
      const addressMember = memberOf(resource, 'address');
      const address = stringOf(addressMember?.value);
      const values = memberOf(resource, 'values')?.value;
      if (!type || !name || !address || values?.kind !== 'object') continue;
      const head = addressMember?.value.range ?? resource.head;
      let body = markUnknown(values, unknownByAddress.get(address), head) as TreeObject;
      if (type === 'cloudflare_list_item') body = withListReference(body, listReferences.get(withoutKeys(address)));
      resources.push({ type, name, address, range: resource.range, head, body });
    }
    const children = memberOf(module, 'child_modules')?.value;
    for (const child of children?.kind === 'array' ? children.items : []) visitModule(child, depth + 1);
  };
  for (const key of ['planned_values', 'values']) {
    const values = memberOf(root, key)?.value;
    if (values?.kind === 'object') visitModule(memberOf(values, 'root_module')?.value, 0);
  }
  return { resources, zoneNames: new Map() };
}
