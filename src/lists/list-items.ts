/**
 * The items of an account rules list (manifest `account.lists[].items`) read
 * the way the Lists API reads them (`listItem` of `src/plan/bodies.ts`: an ip
 * item may be written `"192.0.2.0/24"` or `{ip: …}`, a hostname as the name
 * or `{hostname: {url_hostname: …}}`, an ASN as a number, a redirect as its
 * object or `{redirect: …}`), with the JSON path of the part a report should
 * point at. Shared by the `list/*` rules, computed once per list.
 */
import type { RuleContext } from '../engine/rule.js';
import { isObject } from '../model/build.js';
import type { JsonObject, ListModel, Path } from '../model/types.js';
import { listItem } from '../plan/bodies.js';

export type ListItem =
  | { readonly kind: 'ip'; readonly index: number; readonly path: Path; readonly text: string }
  | { readonly kind: 'hostname'; readonly index: number; readonly path: Path; readonly text: string }
  | { readonly kind: 'asn'; readonly index: number; readonly path: Path; readonly value: unknown }
  | { readonly kind: 'redirect'; readonly index: number; readonly path: Path; readonly redirect: JsonObject }
  /** An item whose shape does not fit the list's kind. */
  | { readonly kind: 'mismatch'; readonly index: number; readonly path: Path };

export const LIST_ITEM_KINDS = ['ip', 'hostname', 'asn', 'redirect'] as const;

function readItem(kind: string, raw: unknown, index: number, path: Path): ListItem {
  const api = listItem(kind, raw);
  const wrapped = isObject(raw) && kind in raw;
  const inner: Path = wrapped ? [...path, kind] : path;
  if (!isObject(api)) return { kind: 'mismatch', index, path };
  switch (kind) {
    case 'ip':
      return typeof api['ip'] === 'string' ? { kind, index, path: inner, text: api['ip'] } : { kind: 'mismatch', index, path };
    case 'hostname': {
      const hostname = api['hostname'];
      const name = isObject(hostname) ? hostname['url_hostname'] : undefined;
      const at: Path = wrapped ? [...inner, 'url_hostname'] : path;
      return typeof name === 'string' ? { kind, index, path: at, text: name } : { kind: 'mismatch', index, path };
    }
    case 'asn':
      return 'asn' in api ? { kind, index, path: inner, value: api['asn'] } : { kind: 'mismatch', index, path };
    case 'redirect':
      return isObject(api['redirect']) ? { kind, index, path: inner, redirect: api['redirect'] } : { kind: 'mismatch', index, path };
    default:
      return { kind: 'mismatch', index, path };
  }
}

/** The items of `list` when its kind is known; `[]` otherwise (the schema rules report the kind). */
export function listItemsOf(context: Pick<RuleContext<unknown, string>, 'memo'>, list: ListModel): readonly ListItem[] {
  return context.memo('list-items', list, () => {
    const kind = list.kind;
    const items = list.value['items'];
    if (kind === undefined || !(LIST_ITEM_KINDS as readonly string[]).includes(kind) || !Array.isArray(items)) return [];
    return items.map((raw: unknown, index) => readItem(kind, raw, index, [...list.path, 'items', index]));
  });
}
