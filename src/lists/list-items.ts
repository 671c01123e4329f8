/**
 * The items of an account rules list (manifest `account.lists[].items`) read
 * the way the Lists API reads them (`listItem` of `src/plan/bodies.ts`: an ip
 * item may be written `"192.0.2.0/24"` or `{ip: …}`, a hostname as the name
 * or `{hostname: {url_hostname: …}}`, an ASN as a number, a redirect as its
 * object or `{redirect: …}`), with the JSON path of the part a report should
 * point at. Shared by the `list/*` rules, computed once per list.
 *
 * A list whose kind is known only at apply (a Terraform `kind = var.kind`,
 * or the list a `cloudflare_list_item` names outside its file) has each
 * object item read by the one value member it sets; nothing is said about
 * items that set none or several. An item made by `count`/`for_each` or a
 * `dynamic` block is `mayRepeat`: it may be absent or stand for several, so
 * checks across items never count on it (see `src/load/value-tree.ts`).
 */
import type { RuleContext } from '../engine/rule.js';
import { mayRepeat, UnknownValue } from '../load/value-tree.js';
import { isObject } from '../model/build.js';
import type { JsonObject, ListModel, Path } from '../model/types.js';
import { listItem } from '../plan/bodies.js';

interface ItemBase {
  readonly index: number;
  readonly path: Path;
  /** The item may be absent or stand for several (Terraform `count`/`for_each`, `dynamic` blocks). */
  readonly mayRepeat?: true;
}

export type ListItem =
  | (ItemBase & { readonly kind: 'ip'; readonly text: string })
  | (ItemBase & { readonly kind: 'hostname'; readonly text: string })
  | (ItemBase & { readonly kind: 'asn'; readonly value: unknown })
  | (ItemBase & { readonly kind: 'redirect'; readonly redirect: JsonObject })
  /** An item whose shape does not fit the list's kind. */
  | (ItemBase & { readonly kind: 'mismatch' });

export const LIST_ITEM_KINDS = ['ip', 'hostname', 'asn', 'redirect'] as const;

function readItem(kind: string, raw: unknown, index: number, path: Path): ListItem {
  const api = listItem(kind, raw);
  const wrapped = isObject(raw) && kind in raw;
  const inner: Path = wrapped ? [...path, kind] : path;
  if (!isObject(api)) return { kind: 'mismatch', index, path };
  // A value known only at apply is no mismatch: the report points at it, so the engine drops it.
  const mismatch = (value: unknown, at: Path): ListItem => ({ kind: 'mismatch', index, path: value instanceof UnknownValue ? at : path });
  switch (kind) {
    case 'ip': {
      const ip = api['ip'];
      return typeof ip === 'string' ? { kind, index, path: inner, text: ip } : mismatch(ip, inner);
    }
    case 'hostname': {
      const hostname = api['hostname'];
      const name = isObject(hostname) && !(hostname instanceof UnknownValue) ? hostname['url_hostname'] : undefined;
      const at: Path = wrapped ? [...inner, 'url_hostname'] : path;
      return typeof name === 'string' ? { kind, index, path: at, text: name } : mismatch(name ?? hostname, name === undefined ? inner : at);
    }
    case 'asn':
      return 'asn' in api ? { kind, index, path: inner, value: api['asn'] } : { kind: 'mismatch', index, path };
    case 'redirect':
      return isObject(api['redirect']) ? { kind, index, path: inner, redirect: api['redirect'] } : { kind: 'mismatch', index, path };
    default:
      return { kind: 'mismatch', index, path };
  }
}

/** The one value member an object item sets, for a list whose kind is known only at apply. */
function kindOfItem(raw: unknown): string | undefined {
  if (!isObject(raw) || raw instanceof UnknownValue) return undefined;
  const set = LIST_ITEM_KINDS.filter((kind) => raw[kind] !== undefined);
  return set.length === 1 ? set[0] : undefined;
}

/** The items of `list` when its kind is known or known only at apply; `[]` otherwise (the schema rules report the kind). */
export function listItemsOf(context: Pick<RuleContext<unknown, string>, 'memo'>, list: ListModel): readonly ListItem[] {
  return context.memo('list-items', list, () => {
    const items = list.value['items'];
    if (!Array.isArray(items)) return [];
    const known = list.kind !== undefined && (LIST_ITEM_KINDS as readonly string[]).includes(list.kind) ? list.kind : undefined;
    const atApply = known === undefined && list.value['kind'] instanceof UnknownValue;
    if (known === undefined && !atApply) return [];
    const out: ListItem[] = [];
    items.forEach((raw: unknown, index) => {
      const kind = known ?? kindOfItem(raw);
      if (kind === undefined) return;
      const item = readItem(kind, raw, index, [...list.path, 'items', index]);
      // Without the list's kind there is nothing for an item to mismatch.
      if (atApply && item.kind === 'mismatch') return;
      out.push(mayRepeat(raw) ? { ...item, mayRepeat: true } : item);
    });
    return out;
  });
}
