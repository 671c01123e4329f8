/**
 * Lists in expressions (`ip.src in $office_ips`): the account's custom lists
 * from the manifest (`account.lists` with `items`), matched as the lists
 * reference describes (rulesets-api.md §12, rules-language.md §10). A list
 * known only by name (the configuration's `lists: { name: kind }`) and the
 * managed lists (`$cf.*`, `$svc.*`) have contents nobody can see offline, so
 * membership in them is undecided.
 *
 * Items are accepted in the manifest's plain form (`"192.0.2.0/24"`,
 * `13335`, `"*.example.com"`) and in the API's (`{ip: …}`, `{asn: …}`,
 * `{hostname: {url_hostname, exclude_exact_hostname}}`, `{redirect: {…}}`).
 */
import { isObject } from '../model/build.js';
import type { ListModel } from '../model/types.js';
import { compareIp, lastAddressOf, networkOf, parseIp, parsePrefix, sameIp, type ParsedIp } from '../expr/value-checks/ip.js';
import { asciiLower, fromBytes } from './bytes.js';
import { matchRedirectItem, parseRedirectItem, type RedirectItem } from './bulk-redirect.js';
import { FALSE, TRUE, undecided, type Undecided, type Value } from './values.js';

export interface EvalList {
  readonly kind: string;
  /** Whether the list holds `value` (true, false or undecided). */
  contains(value: Value, name: string): Value;
  /** Redirect lists: the items, for bulk redirects. */
  readonly redirects?: readonly (RedirectItem | Undecided)[];
  /** A member (for sample requests): an address, a host name or an ASN. */
  sample?(): string | number | ParsedIp | undefined;
}

export type ListLookup = (name: string) => EvalList | Undecided;

function ipItem(item: unknown): { lo: ParsedIp; hi: ParsedIp } | Undecided {
  const text = typeof item === 'string' ? item : isObject(item) && typeof item['ip'] === 'string' ? item['ip'] : undefined;
  if (text === undefined) return undecided('an IP list item that is not an address or CIDR');
  const slash = text.indexOf('/');
  const ip = parseIp(slash < 0 ? text : text.slice(0, slash));
  const prefix = slash < 0 ? undefined : parsePrefix(text.slice(slash + 1));
  if (ip === undefined || (slash >= 0 && prefix === undefined)) return undecided(`the IP list item \`${text}\` is not an address or CIDR`);
  if (prefix === undefined) return { lo: ip, hi: ip };
  const lo = networkOf(ip, prefix);
  return sameIp(lo, ip) ? { lo, hi: lastAddressOf(ip, prefix) } : undecided(`the IP list item \`${text}\` has host bits set`);
}

function hostnameItem(item: unknown): { host: string; exact: boolean } | Undecided {
  if (typeof item === 'string') return { host: item.toLowerCase(), exact: true };
  const hostname = isObject(item) && isObject(item['hostname']) ? item['hostname'] : undefined;
  const url = hostname?.['url_hostname'];
  if (typeof url !== 'string') return undecided('a hostname list item without `url_hostname`');
  // exclude_exact_hostname defaults to true: `*.example.com` matches subdomains only (rulesets-api.md §12).
  return { host: url.toLowerCase(), exact: hostname?.['exclude_exact_hostname'] === false };
}

function hostnameMatches(item: { host: string; exact: boolean }, host: string): boolean {
  if (!item.host.startsWith('*.')) return host === item.host;
  const base = item.host.slice(2);
  return host.endsWith(`.${base}`) || (item.exact && host === base);
}

function asnItem(item: unknown): number | Undecided {
  const value = isObject(item) ? item['asn'] : item;
  return typeof value === 'number' && Number.isInteger(value) ? value : undecided('an ASN list item that is not a number');
}

function isUndecidedItem<T>(item: T | Undecided): item is Undecided {
  return typeof item === 'object' && item !== null && (item as { kind?: unknown }).kind === 'undecided';
}

/** Membership over items that may themselves be undecided: true on any match, else undecided if any item was. */
function anyItem<T>(items: readonly (T | Undecided)[], matches: (item: T) => boolean): Value {
  let pending: Undecided | undefined;
  for (const item of items) {
    if (isUndecidedItem(item)) pending ??= item;
    else if (matches(item)) return TRUE;
  }
  return pending ?? FALSE;
}

function listFrom(model: ListModel): EvalList | Undecided {
  const items = model.value['items'];
  if (!Array.isArray(items)) return undecided(`the items of list \`$${model.name}\` are not in the configuration`);
  switch (model.kind) {
    case 'ip': {
      const ranges = items.map(ipItem);
      return {
        kind: 'ip',
        sample: () => ranges.find((r): r is { lo: ParsedIp; hi: ParsedIp } => !isUndecidedItem(r))?.lo,
        contains: (value) => (value.kind === 'ip' ? anyItem(ranges, (r) => r.lo.family === value.value.family && compareIp(value.value, r.lo) >= 0 && compareIp(value.value, r.hi) <= 0) : FALSE),
      };
    }
    case 'hostname': {
      const hosts = items.map(hostnameItem);
      return {
        kind: 'hostname',
        sample: () => {
          const first = hosts.find((h): h is { host: string; exact: boolean } => !isUndecidedItem(h));
          return first === undefined ? undefined : first.host.startsWith('*.') ? `www.${first.host.slice(2)}` : first.host;
        },
        contains: (value) => (value.kind === 'bytes' ? anyItem(hosts, (h) => hostnameMatches(h, fromBytes(asciiLower(value.value)))) : FALSE) };
    }
    case 'asn': {
      const numbers = items.map(asnItem);
      return { kind: 'asn', sample: () => numbers.find((n): n is number => typeof n === 'number'), contains: (value) => (value.kind === 'int' ? anyItem(numbers, (n) => n === value.value) : FALSE) };
    }
    case 'redirect': {
      const redirects = items.map(parseRedirectItem);
      return {
        kind: 'redirect',
        redirects,
        contains: (value) => (value.kind === 'bytes' ? anyItem(redirects, (r) => matchRedirectItem(r, fromBytes(value.value)) !== undefined) : FALSE),
      };
    }
    default:
      return undecided(`list \`$${model.name}\` has an unknown kind`);
  }
}

/**
 * Lists by name: the account's lists with items, the configuration's lists
 * known by kind only, and the managed lists (both undecided).
 */
export function listLookup(accountLists: readonly ListModel[]): ListLookup {
  const byName = new Map<string, EvalList | Undecided>();
  for (const model of accountLists) if (model.name !== undefined && !byName.has(model.name)) byName.set(model.name, listFrom(model));
  return (name) => byName.get(name) ?? undecided(`the contents of list \`$${name}\` are not in the configuration`);
}

