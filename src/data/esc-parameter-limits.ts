/**
 * Limits of the replacement products that an ESC behaviour's parameters must
 * already respect, so that its replacement rule is accepted: header names
 * and values of Transform Rules, protected headers, URL rewrite length,
 * custom error content size, Set-Cookie syntax, hostnames.
 */
import type { DataSource } from './source.js';

export const source: DataSource = {
  title: 'Replacement-product limits checked on ESC behaviour parameters',
  refs: [
    'https://developers.cloudflare.com/rules/transform/request-header-modification/ "Important remarks" (page last updated 2026-09-04: `cf-*` / `x-cf-*` neither modified nor removed, except removing `cf-connecting-ip`; forbidden header names such as `accept-encoding`; `x-forwarded-for`, `true-client-ip`, `x-real-ip`, `x-forwarded-proto` not modifiable; `cookie` removable only)',
    'https://developers.cloudflare.com/rules/transform/response-header-modification/ "Important remarks" (`cf-*` / `x-cf-*` neither added, modified nor removed; `server`, `eh-cache-tag`, `eh-cdn-cache-control` not modifiable)',
    '../shared/reference/esc.md §4 "Replacement constraints worth checking"',
    '../shared/reference/rulesets-api.md §9 (rewrite: header names, value characters, 4 KB values, protected headers, 4,096-character URL rewrites; serve_error: content ≤ 10 KB; route: sni and origin host are hostnames on the same account, port 1–65535; redirect: status codes)',
    'RFC 9110 §5.1 (field-name = token), §15 (status code classes); RFC 6265 §4.1.1 (Set-Cookie syntax, cookie-name = token); draft-ietf-httpbis-rfc6265bis (SameSite, SameSite=None requires Secure); RFC 1123 §2.1 (host names)',
  ],
  checked: '2026-11-25',
  notes: [
    'Request header names are limited to letters, digits, `-` and `_` (reference §9); response header names are only required to be HTTP tokens (the reference states no narrower set).',
    'The reference documents `set` and `remove` for request headers; `add` is unverified there, and the manifest offers no `add` for request headers.',
    '`x-forwarded-for` may be removed (it is re-added by the cache) but not set; `cookie` may only be removed (reference §9).',
    'Conflict: the request header docs page now also says `x-forwarded-for` and `x-forwarded-proto` cannot be removed; the reference lets `x-forwarded-for` be removed. The table keeps the reference (no finding for removing it) until the API is seen to reject it: a missed warning, never a false one. `x-forwarded-proto` allows nothing in both.',
    'Response header values: the reference gives no character set or length; only the request header limits are checked.',
  ],
};

/** Request header names a Transform Rule may use (reference §9). */
export const REQUEST_HEADER_NAME = /^[A-Za-z0-9_-]+$/;

/**
 * Header names whose value is a credential (`Authorization`, `Proxy-Authorization`,
 * `X-Api-Key`, `X-Auth-Key`, `*-Token`, `*-Secret`, `*-Password`): a header
 * transform that sets one to a literal writes the credential into the
 * repository. Cookies and sessions are left out: transforms set consent and
 * routing cookies as plain text.
 */
export const CREDENTIAL_HEADER_NAME = /^(?:proxy-)?authorization$|api[-_]?key|auth[-_]?key|token|secret|passw(?:or)?d|credential/i;

/** An HTTP token (RFC 9110 tchar), for response header names and cookie names. */
export const HTTP_TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Characters allowed in a request header value set by a Transform Rule (reference §9), besides letters, digits and space. */
export const REQUEST_HEADER_VALUE_PUNCTUATION = '_ :;.,\\/"\'?!(){}[]@<>=-+*#$&`|~^%';

export function isRequestHeaderValueChar(char: string): boolean {
  return /^[A-Za-z0-9 ]$/.test(char) || REQUEST_HEADER_VALUE_PUNCTUATION.includes(char);
}

/** Maximum size of a request header value, in bytes (reference §9: "≤ 4 KB"). */
export const REQUEST_HEADER_VALUE_MAX_BYTES = 4096;

export interface ProtectedHeader {
  /** Lower-case name, or a prefix ending in `-` when `prefix` is set. */
  readonly name: string;
  readonly prefix?: boolean;
  /** Operations that are still allowed on it. */
  readonly allowed: readonly ('set' | 'add' | 'remove')[];
  /** Exceptions: names under the prefix that allow `remove`. */
  readonly removable?: readonly string[];
  readonly reason: string;
}

/** Request headers a Transform Rule cannot change, or can only remove (request header docs page, reference §9). */
export const PROTECTED_REQUEST_HEADERS: readonly ProtectedHeader[] = [
  { name: 'cf-', prefix: true, allowed: [], removable: ['cf-connecting-ip'], reason: '`cf-*` headers are set by the edge and cannot be modified (only `cf-connecting-ip` may be removed)' },
  { name: 'x-cf-', prefix: true, allowed: [], reason: '`x-cf-*` headers are set by the edge and cannot be modified' },
  { name: 'x-forwarded-for', allowed: ['remove'], reason: '`x-forwarded-for` cannot be set; it may be removed, but the cache adds it again' },
  { name: 'true-client-ip', allowed: [], reason: '`true-client-ip` cannot be modified' },
  { name: 'x-real-ip', allowed: [], reason: '`x-real-ip` cannot be modified' },
  { name: 'x-forwarded-proto', allowed: [], reason: '`x-forwarded-proto` cannot be modified' },
  { name: 'cookie', allowed: ['remove'], reason: '`cookie` can only be removed' },
  { name: 'accept-encoding', allowed: [], reason: '`accept-encoding` is a forbidden header name for request header transforms' },
];

/** Response headers a Transform Rule cannot change (response header docs page, reference §9). */
export const PROTECTED_RESPONSE_HEADERS: readonly ProtectedHeader[] = [
  { name: 'cf-', prefix: true, allowed: [], reason: '`cf-*` response headers cannot be modified' },
  { name: 'x-cf-', prefix: true, allowed: [], reason: '`x-cf-*` response headers cannot be modified' },
  { name: 'server', allowed: [], reason: '`server` cannot be modified' },
  { name: 'eh-cache-tag', allowed: [], reason: '`eh-cache-tag` cannot be modified' },
  { name: 'eh-cdn-cache-control', allowed: [], reason: '`eh-cdn-cache-control` cannot be modified' },
];

/** The protection entry for `name` (any case), if any. */
export function protectedHeader(table: readonly ProtectedHeader[], name: string): ProtectedHeader | undefined {
  const lower = name.toLowerCase();
  return table.find((h) => (h.prefix ? lower.startsWith(h.name) : lower === h.name));
}

/** All values of a URL rewrite together (reference §9). */
export const URL_REWRITE_MAX_LENGTH = 4096;

/** Maximum size of a custom error response body, in bytes (reference §9: "≤ 10 KB"). */
export const CUSTOM_ERROR_CONTENT_MAX_BYTES = 10 * 1024;

/** Status codes of single redirects (reference §9; spec manifest contract). */
export const REDIRECT_STATUS_CODES: readonly number[] = [301, 302, 303, 307, 308];

/** What a single redirect uses when `status_code` / `preserve_query_string` are absent (reference §9). */
export const REDIRECT_DEFAULTS = { statusCode: 301, preserveQueryString: false } as const;

/** Set-Cookie attributes (RFC 6265 §4.1.1, rfc6265bis; `Partitioned` from CHIPS, `Priority` from Chromium), lower case. */
export const SET_COOKIE_ATTRIBUTES: readonly string[] = ['expires', 'max-age', 'domain', 'path', 'secure', 'httponly', 'samesite', 'partitioned', 'priority'];

export const SAME_SITE_VALUES: readonly string[] = ['strict', 'lax', 'none'];

/** Maximum length of a host name and of one of its labels (RFC 1123, RFC 1035). */
export const HOSTNAME_MAX_LENGTH = 253;
export const HOSTNAME_LABEL_MAX_LENGTH = 63;
