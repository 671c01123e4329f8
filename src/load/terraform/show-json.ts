/**
 * `terraform show -json` output — a saved plan or the state — → the
 * resources it holds: `planned_values.root_module` (a plan) or
 * `values.root_module` (the state) and their `child_modules`, each managed
 * resource's `values` being its body, already evaluated. A value the plan
 * knows only after apply (`resource_changes[].change.after_unknown`) is
 * unknown. Each resource keeps its full address (`module.edge.
 * cloudflare_ruleset.waf["a"]`), which labels the reports about it.
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

export function showJsonConfig(root: TreeNode | null): TerraformConfig {
  const resources: TerraformResource[] = [];
  if (root?.kind !== 'object') return { resources, zoneNames: new Map() };
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
      const body = markUnknown(values, unknownByAddress.get(address), head) as TreeObject;
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
