/**
 * Formats of the items of account rules lists, by list kind: IP addresses
 * and CIDR ranges, host names, AS numbers, Bulk Redirect URL redirects.
 */
import type { DataSource } from './source.js';

export const source: DataSource = {
  title: 'List item formats (ip, hostname, asn, redirect)',
  refs: [
    'cloudflare-docs src/content/docs/waf/tools/lists/lists-api/json-object.mdx @1e0cba3de5ef7a4ada60575e67f0556252bc8af0 (ip: IPv4 address, IPv6 up to /64, IPv4 ranges /32 through /2, IPv6 ranges /64 through /4; asn: integer)',
    'cloudflare-docs src/content/docs/waf/tools/lists/custom-lists.mdx @1215e033399494999d646687df3c5c72083adce3 (IPv4 CIDR /8 to /32; IPv6 /4 to /64, a single IPv6 address is entered as its /64; hostnames are FQDNs with an optional `*.` prefix, no scheme or path)',
    'cloudflare-docs src/content/docs/rules/url-forwarding/bulk-redirects/reference/parameters.mdx @1db3529d0198c10ecb6a4ca09b2019fad4b33d93 (source_url and target_url mandatory, at most 32 KB, unique source URL per list, status 301/302/307/308)',
    'cloudflare-docs src/content/docs/rules/url-forwarding/bulk-redirects/reference/url-components.mdx @0309c8bed23afe438f28fd5026b5a7999e653081 (source URL: scheme http or https only, no user information, port, query string or fragment; target URL: a query string only with preserve_query_string false)',
    'RFC 1035 §2.3.4, RFC 1123 §2.1 (labels of at most 63 characters, names of at most 253)',
  ],
  checked: '2026-11-24',
  notes: [
    'The smallest IPv4 prefix differs: /8 on the custom lists page, /2 on the JSON object page [CONFLICT]; /2 is checked, so no accepted range is reported.',
    'An ASN is a 32-bit unsigned integer (RFC 6793); the docs say "integer".',
    'List names: at most 50 characters of `^[a-zA-Z0-9_]+$` (json-object.mdx); the index page\'s lower-case pattern applies where a name is referenced in an expression (`expression/list-name`).',
  ],
};

/** A list's name as the Lists API accepts it (json-object.mdx); expressions reference only lower-case names (`LIST_NAME_PATTERN`). */
export const API_LIST_NAME = /^[a-zA-Z0-9_]+$/;

export const IPV4_MIN_PREFIX = 2;
export const IPV6_MIN_PREFIX = 4;
export const IPV6_MAX_PREFIX = 64;

export const ASN_MAX = 4_294_967_295;

/** A host name of a hostname list: optional `*.` then labels of letters, digits, `-` and `_` (lengths: esc-parameter-limits.ts). */
export const LIST_HOSTNAME = /^(\*\.)?[A-Za-z0-9_-]{1,63}(\.[A-Za-z0-9_-]{1,63})*$/;

export const BULK_REDIRECT_STATUS_CODES: readonly number[] = [301, 302, 307, 308];
export const REDIRECT_REQUIRED: readonly string[] = ['source_url', 'target_url'];
export const REDIRECT_URL_MAX_BYTES = 32 * 1024;
export const SOURCE_URL_SCHEMES: readonly string[] = ['http', 'https'];
