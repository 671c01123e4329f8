/**
 * Bulk redirects: the items of a redirect list (`{redirect: {source_url,
 * target_url, status_code, include_subdomains, subpath_matching,
 * preserve_query_string, preserve_path_suffix}}`) and how a request URL picks
 * one (rulesets-api.md §12): the scheme must be equal unless the source has
 * none, the host equal or (with `include_subdomains`) a subdomain, the path
 * equal or (with `subpath_matching`) below it. Among several matches the
 * longest source path wins, then an exact host, then an explicit scheme.
 *
 * A source URL with a query string, and a query to keep when the target
 * already has one, are cases the sources do not describe: undecided.
 */
import { REDIRECT_DEFAULTS } from '../data/esc-parameter-limits.js';
import { isObject } from '../model/build.js';
import { parseRequestUrl } from './url.js';
import { undecided, type Undecided } from './values.js';

export interface RedirectItem {
  readonly scheme?: string;
  readonly host: string;
  readonly path: string;
  readonly target: string;
  readonly status: number;
  readonly includeSubdomains: boolean;
  readonly subpathMatching: boolean;
  readonly preserveQueryString: boolean;
  readonly preservePathSuffix: boolean;
}

/** `include_subdomains`, `subpath_matching` default false; `preserve_path_suffix` defaults true (rulesets-api.md §12). */
const ITEM_DEFAULTS = { includeSubdomains: false, subpathMatching: false, preservePathSuffix: true } as const;

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

export function parseRedirectItem(item: unknown): RedirectItem | Undecided {
  const redirect = isObject(item) && isObject(item['redirect']) ? item['redirect'] : undefined;
  const source = redirect?.['source_url'];
  const target = redirect?.['target_url'];
  if (typeof source !== 'string' || typeof target !== 'string') return undecided('a redirect list item without `source_url` and `target_url`');
  if (source.includes('?')) return undecided(`how a source URL with a query string (\`${source}\`) matches is not documented`);
  const schemeEnd = source.indexOf('://');
  const scheme = schemeEnd < 0 ? undefined : source.slice(0, schemeEnd).toLowerCase();
  const rest = schemeEnd < 0 ? source : source.slice(schemeEnd + 3);
  const slash = rest.indexOf('/');
  return {
    ...(scheme !== undefined ? { scheme } : {}),
    host: (slash < 0 ? rest : rest.slice(0, slash)).toLowerCase(),
    path: slash < 0 ? '/' : rest.slice(slash),
    target,
    status: typeof redirect!['status_code'] === 'number' ? redirect!['status_code'] : REDIRECT_DEFAULTS.statusCode,
    includeSubdomains: flag(redirect!['include_subdomains'], ITEM_DEFAULTS.includeSubdomains),
    subpathMatching: flag(redirect!['subpath_matching'], ITEM_DEFAULTS.subpathMatching),
    preserveQueryString: flag(redirect!['preserve_query_string'], REDIRECT_DEFAULTS.preserveQueryString),
    preservePathSuffix: flag(redirect!['preserve_path_suffix'], ITEM_DEFAULTS.preservePathSuffix),
  };
}

export interface RedirectMatch {
  readonly item: RedirectItem;
  /** Higher wins: path length, then exact host, then explicit scheme. */
  readonly rank: readonly number[];
  readonly suffix: string;
}

/** How `url` matches `item`, or `undefined`. */
export function matchRedirectItem(item: RedirectItem, url: string): RedirectMatch | undefined {
  const parsed = parseRequestUrl(url);
  if (typeof parsed === 'string') return undefined;
  if (item.scheme !== undefined && item.scheme !== parsed.scheme) return undefined;
  const exactHost = parsed.hostname === item.host;
  if (!exactHost && !(item.includeSubdomains && parsed.hostname.endsWith(`.${item.host}`))) return undefined;
  let suffix = '';
  if (parsed.path !== item.path) {
    const base = item.path.endsWith('/') ? item.path : `${item.path}/`;
    if (!item.subpathMatching || !parsed.path.startsWith(base)) return undefined;
    suffix = parsed.path.slice(item.path.length);
  }
  return { item, rank: [item.path.length, exactHost ? 1 : 0, item.scheme !== undefined ? 1 : 0], suffix };
}

function better(a: RedirectMatch, b: RedirectMatch): boolean {
  for (let i = 0; i < a.rank.length; i++) if (a.rank[i] !== b.rank[i]) return a.rank[i]! > b.rank[i]!;
  return false;
}

/** The redirect a request URL gets from a list: location and status, `undefined` when no item matches. */
export function bulkRedirect(items: readonly (RedirectItem | Undecided)[], url: string): { location: string; status: number } | Undecided | undefined {
  let best: RedirectMatch | undefined;
  let pending: Undecided | undefined;
  for (const item of items) {
    if ('kind' in item) {
      pending ??= item;
      continue;
    }
    const match = matchRedirectItem(item, url);
    if (match && (best === undefined || better(match, best))) best = match;
  }
  if (best === undefined) return pending;
  if (pending) return pending;
  const { item, suffix } = best;
  const request = parseRequestUrl(url);
  let location = item.target;
  if (item.subpathMatching && item.preservePathSuffix && suffix !== '') {
    const q = location.indexOf('?');
    location = q < 0 ? location.replace(/\/$/, '') + suffix : location.slice(0, q).replace(/\/$/, '') + suffix + location.slice(q);
  }
  if (item.preserveQueryString && typeof request !== 'string' && request.query !== '') {
    if (location.includes('?')) return undecided('keeping the query string when the target URL has one is not documented');
    location += `?${request.query}`;
  }
  return { location, status: item.status };
}
