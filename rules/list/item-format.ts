import { defineRule } from '../../src/engine/rule.js';
import { HOSTNAME_MAX_LENGTH } from '../../src/data/esc-parameter-limits.js';
import {
  ASN_MAX,
  BULK_REDIRECT_STATUS_CODES,
  IPV4_MIN_PREFIX,
  IPV6_MAX_PREFIX,
  IPV6_MIN_PREFIX,
  LIST_HOSTNAME,
  REDIRECT_REQUIRED,
  REDIRECT_URL_MAX_BYTES,
  SOURCE_URL_SCHEMES,
  API_LIST_NAME,
} from '../../src/data/list-formats.js';
import { formatIp, networkOf, parseIp, parsePrefix } from '../../src/expr/value-checks/ip.js';
import { EXPRESSION_LIMITS } from '../../src/data/expression-limits.js';
import { type ListItem, listItemsOf } from '../../src/lists/list-items.js';
import type { JsonObject, Path } from '../../src/model/types.js';
import { wordList } from '../../src/text/word-list.js';

const MESSAGES = {
  invalidName: 'A list name has at most {{max}} letters, digits and `_`; `{{name}}` does not fit.',
  mismatch: 'This item of the `{{kind}}` list is not {{expected}}.',
  ipInvalid: '`{{item}}` is not an IP address or CIDR range.',
  ipv4Prefix: 'A list holds IPv4 ranges from /{{min}} to /32, not /{{prefix}}.',
  ipv6Host: 'A list holds IPv6 ranges of at most /{{max}}, not single addresses; write `{{fixed}}`.',
  ipv6Prefix: 'A list holds IPv6 ranges from /{{min}} to /{{max}}, not /{{prefix}}.',
  hostnameInvalid: '`{{item}}` is not a host name; write it without scheme, path or port.',
  asnInvalid: '`{{item}}` is not an AS number (an integer from 0 to {{max}}).',
  redirectMissing: 'A URL redirect needs `{{member}}`.',
  redirectStatus: 'A URL redirect answers {{codes}}, not {{value}}.',
  sourceComponent: 'A source URL cannot hold {{component}}; Bulk Redirects never match it.',
  urlTooLong: 'A source URL has at most {{max}} bytes.',
  duplicateSource: 'Redirect {{first}} of this list has the same source URL; a list holds each URL once.',
  targetQuery: 'A target URL with a query string needs `preserve_query_string: false`.',
} as const;

type Report = (path: Path, messageId: keyof typeof MESSAGES, data?: Record<string, string | number>) => void;

const EXPECTED: Readonly<Record<string, string>> = {
  ip: 'an IP address or CIDR range',
  hostname: 'a host name',
  asn: 'an AS number',
  redirect: 'a redirect with `source_url` and `target_url`',
};

function checkIp(item: ListItem & { kind: 'ip' }, report: Report): void {
  const slash = item.text.indexOf('/');
  const ip = parseIp(slash < 0 ? item.text : item.text.slice(0, slash));
  const prefix = slash < 0 ? undefined : parsePrefix(item.text.slice(slash + 1));
  if (ip === undefined || (slash >= 0 && (prefix === undefined || prefix > (ip.family === 4 ? 32 : 128)))) {
    report(item.path, 'ipInvalid', { item: item.text });
    return;
  }
  if (ip.family === 4) {
    if (prefix !== undefined && prefix < IPV4_MIN_PREFIX) report(item.path, 'ipv4Prefix', { prefix, min: IPV4_MIN_PREFIX });
    return;
  }
  if (prefix === undefined || prefix > IPV6_MAX_PREFIX) {
    report(item.path, 'ipv6Host', { max: IPV6_MAX_PREFIX, fixed: `${formatIp(networkOf(ip, IPV6_MAX_PREFIX))}/${IPV6_MAX_PREFIX}` });
  } else if (prefix < IPV6_MIN_PREFIX) {
    report(item.path, 'ipv6Prefix', { prefix, min: IPV6_MIN_PREFIX, max: IPV6_MAX_PREFIX });
  }
}

function urlParts(text: string): URL | undefined {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`;
  try {
    return new URL(withScheme);
  } catch {
    return undefined;
  }
}

function checkRedirect(item: ListItem & { kind: 'redirect' }, sources: Map<string, number>, report: Report): void {
  const r: JsonObject = item.redirect;
  for (const member of REDIRECT_REQUIRED) {
    if (typeof r[member] !== 'string' || r[member] === '') report(item.path, 'redirectMissing', { member });
  }
  const status = r['status_code'];
  if (status !== undefined && !BULK_REDIRECT_STATUS_CODES.includes(status as number)) report([...item.path, 'status_code'], 'redirectStatus', { codes: wordList(BULK_REDIRECT_STATUS_CODES, { conjunction: 'or' }), value: String(status) });
  const source = r['source_url'];
  if (typeof source === 'string' && source !== '') {
    const at = [...item.path, 'source_url'];
    const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(source)?.[1]?.toLowerCase();
    const url = urlParts(source);
    const component =
      scheme !== undefined && !SOURCE_URL_SCHEMES.includes(scheme) ? `the scheme \`${scheme}\`` :
      source.includes('?') ? 'a query string' :
      source.includes('#') ? 'a fragment' :
      url !== undefined && (url.username !== '' || url.password !== '') ? 'user information' :
      url !== undefined && url.port !== '' ? 'a port' : undefined;
    if (component !== undefined) report(at, 'sourceComponent', { component });
    else if (Buffer.byteLength(source) > REDIRECT_URL_MAX_BYTES) report(at, 'urlTooLong', { max: REDIRECT_URL_MAX_BYTES });
    const first = sources.get(source);
    if (first !== undefined) report(at, 'duplicateSource', { first: first + 1 });
    else if (item.mayRepeat !== true) sources.set(source, item.index);
  }
  const target = r['target_url'];
  if (typeof target === 'string' && target.includes('?') && r['preserve_query_string'] === true) report([...item.path, 'target_url'], 'targetQuery');
}

export default defineRule({
  id: 'list/item-format',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'An account list needs a valid name, and its items the format of its kind: IP addresses and CIDR ranges the Lists API takes, host names, AS numbers, and Bulk Redirect URL redirects with the URL components they may hold.',
  messages: MESSAGES,

  defaultOptions: undefined,
  create(context) {
    return {
      list(list) {
        const report: Report = (path, messageId, data) => context.report({ path, messageId, ...(data ? { data } : {}) });
        if (list.name !== undefined && (!API_LIST_NAME.test(list.name) || list.name.length > EXPRESSION_LIMITS.maxListNameLength)) {
          report([...list.path, 'name'], 'invalidName', { name: list.name, max: EXPRESSION_LIMITS.maxListNameLength });
        }
        const sources = new Map<string, number>();
        for (const item of listItemsOf(context, list)) {
          switch (item.kind) {
            case 'mismatch':
              report(item.path, 'mismatch', { kind: list.kind ?? '', expected: EXPECTED[list.kind ?? ''] ?? '' });
              break;
            case 'ip':
              checkIp(item, report);
              break;
            case 'hostname':
              if (!LIST_HOSTNAME.test(item.text) || item.text.length > HOSTNAME_MAX_LENGTH) report(item.path, 'hostnameInvalid', { item: item.text });
              break;
            case 'asn': {
              const value = item.value;
              if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > ASN_MAX) report(item.path, 'asnInvalid', { item: String(value), max: ASN_MAX });
              break;
            }
            case 'redirect':
              checkRedirect(item, sources, report);
              break;
          }
        }
      },
    };
  },
});
