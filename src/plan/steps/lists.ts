/** Account rules lists (reference §12): created before the rules that use them, items added asynchronously. */
import { listCreateBody, listItemsBody } from '../bodies.js';
import { listItemsEqual } from '../compare.js';
import { sourceName, sourceOf, type CallSource, type DesiredScope } from '../desired.js';
import { scopePath } from '../endpoints.js';
import { slug } from '../naming.js';
import { PlanBuilder, STAGE } from '../builder.js';
import { counted } from '../../text/counted.js';
import { holdsUnknownPlaceholder } from '../../load/unknown-placeholder.js';
import { mayRepeat, UnknownValue } from '../../load/value-tree.js';

export function planLists(b: PlanBuilder, desired: DesiredScope): void {
  const current = b.current(desired.scope);
  for (const list of desired.lists) {
    const name = typeof list.value['name'] === 'string' ? list.value['name'] : undefined;
    if (!name) {
      // A list named only at apply (`name = var.x`), or the stand-in for a Terraform list kept elsewhere that
      // separate list items name: no call can be written for it, and a plan that silently drops it would mislead.
      const { id, name: unnamed } = list.value;
      b.note(
        'warning',
        id !== undefined
          ? `${sourceName(list)}: items of list ${String(id)}, which this file does not define; they are not planned`
          : `${sourceName(list)}: a list ${unnamed instanceof UnknownValue ? `named only at apply (${String(unnamed)})` : 'without a name'}; it is not planned`,
        desired.scope,
        desired.file,
      );
      continue;
    }
    const base = `${scopePath('account', desired.scope.id)}/rules/lists`;
    const source = sourceOf(desired, list);
    // Items Terraform knows only at apply (an expression, `count`/`for_each`, a `dynamic` block, a reference):
    // writing them now would add wrong items, and replacing an existing list's items with them would delete the rest.
    const pending = itemsKnownAtApply(list.value['items']);
    if (pending) b.note('warning', `${sourceName(list)}: the items of list \`${name}\` are known only at apply; they are not planned`, desired.scope, desired.file);
    const items = pending ? [] : listItemsBody(list.value);
    const existing = current?.lists.find((l) => l.name === name);
    if (!existing) {
      const create = b.add({
        operation: 'lists.create',
        name: `create_list_${slug(name)}`,
        path: base,
        body: listCreateBody(list.value),
        description: `Create the ${String(list.value['kind'])} list \`${name}\` (rules use it as $${name})`,
        change: 'create',
        scope: desired.scope,
        stage: STAGE.lists,
        source,
      });
      if (items.length === 0) continue;
      const listId = b.capture(create, [{ key: 'result' }, { key: 'id' }], `the id of list ${name}`, '2c0fc9fa937b11eaa1b71c4d701ab86e');
      setItems(b, desired, name, `${base}/${listId}`, items, 'lists.items.add', source);
      continue;
    }
    if (existing.kind !== undefined && existing.kind !== list.value['kind']) {
      b.note('warning', `list \`${name}\` is a ${existing.kind} list now; its kind cannot change (reference §12), so it is left as is`, desired.scope, desired.file);
      continue;
    }
    if (!existing.id) {
      b.note('warning', `list \`${name}\` in ${existing.file} has no id; it cannot be updated`, desired.scope, desired.file);
      continue;
    }
    let changed = false;
    const description = list.value['description'];
    if (typeof description === 'string' && description !== (existing.description ?? '')) {
      changed = true;
      b.add({
        operation: 'lists.update',
        name: `update_list_${slug(name)}`,
        path: `${base}/${existing.id}`,
        body: { description },
        description: `Update the description of list \`${name}\``,
        change: 'update',
        scope: desired.scope,
        stage: STAGE.lists,
        source,
      });
    }
    const same =
      pending ||
      (existing.items ? listItemsEqual(list.value['kind'], items, existing.items) : existing.numItems !== undefined && existing.numItems === items.length);
    if (!pending && !existing.items && same) {
      b.note('info', `list \`${name}\`: ${existing.file} has ${existing.numItems} items but not the items themselves; the same number is taken as the same items`, desired.scope, desired.file);
    }
    if (!same) {
      changed = true;
      setItems(b, desired, name, `${base}/${existing.id}`, items, 'lists.items.replace', source);
    }
    if (!changed) b.unchanged++;
  }
}

function setItems(
  b: PlanBuilder,
  desired: DesiredScope,
  name: string,
  listPath: string,
  items: unknown[],
  operation: 'lists.items.add' | 'lists.items.replace',
  source: CallSource,
): void {
  const write = b.add({
    operation,
    name: `${operation === 'lists.items.add' ? 'add' : 'replace'}_items_${slug(name)}`,
    path: `${listPath}/items`,
    body: items,
    description: operation === 'lists.items.add' ? `Add ${counted(items.length, 'item')} to list \`${name}\` (asynchronous)` : `Replace the items of list \`${name}\` with ${counted(items.length, 'item')} (asynchronous)`,
    change: operation === 'lists.items.add' ? 'create' : 'update',
    scope: desired.scope,
    stage: STAGE.lists,
    source,
  });
  const operationId = b.capture(write, [{ key: 'result' }, { key: 'operation_id' }], `the bulk operation adding the items of list ${name}`, '4da8780eeb215e6cb7f48dd981c4ea02');
  b.add({
    operation: 'lists.bulk_operation',
    name: `wait_items_${slug(name)}`,
    path: `${scopePath('account', desired.scope.id)}/rules/lists/bulk_operations/${operationId}`,
    description: `Wait until the items of list \`${name}\` are in place (repeat while the status is pending or running)`,
    change: 'read',
    scope: desired.scope,
    stage: STAGE.lists,
    source,
    poll: { path: 'result.status', jq: '.result.status', until: ['completed'], failOn: ['failed'] },
  });
}

/** Whether `items` (or an item, or a value of one, down to a redirect's URLs) is known only at apply. */
function itemsKnownAtApply(items: unknown): boolean {
  const unknown = (value: unknown, depth: number): boolean => {
    if (value instanceof UnknownValue || mayRepeat(value)) return true;
    if (typeof value === 'string') return holdsUnknownPlaceholder(value);
    if (depth === 0 || typeof value !== 'object' || value === null) return false;
    return Object.values(value).some((v) => unknown(v, depth - 1));
  };
  return Array.isArray(items) ? items.some((item) => unknown(item, 3)) : unknown(items, 0);
}
