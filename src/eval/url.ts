/**
 * Absolute request URLs as a test writes them (`https://example.com/a?x=1`),
 * split into the parts the URL fields read. Taken as written: no
 * normalisation (the http_request_sanitize phase is not simulated), no
 * percent-decoding, the fragment dropped (it is never sent).
 */

export interface RequestUrl {
  /** `http` or `https`, lower case. */
  readonly scheme: string;
  /** The authority as written, without user info: `example.com`, `example.com:8443`. */
  readonly authority: string;
  /** The host name, lower case, without port. */
  readonly hostname: string;
  /** The port written in the URL, else the scheme's default. */
  readonly port: number;
  /** The path, `/` when empty. */
  readonly path: string;
  /** The query without `?`; `''` when there is none. */
  readonly query: string;
  /** Whether a `?` was written (an empty query still shows `?` in the full URI). */
  readonly hasQuery: boolean;
}

const URL_SHAPE = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)(?:\?([^#]*))?(?:#.*)?$/s;
const DEFAULT_PORTS: Readonly<Record<string, number>> = { http: 80, https: 443 };
const MAX_PORT = 65535;

/** The parts of an absolute http(s) URL, or a reason why it is not one. */
export function parseRequestUrl(text: string): RequestUrl | string {
  const match = URL_SHAPE.exec(text);
  if (!match) return 'an absolute URL such as `https://example.com/path?query`';
  const scheme = match[1]!.toLowerCase();
  if (DEFAULT_PORTS[scheme] === undefined) return 'a URL with the scheme `http` or `https`';
  const authority = match[2]!.replace(/^.*@/s, '');
  const portMatch = /^(.*?)(?::([0-9]*))?$/s.exec(authority)!;
  const hostname = portMatch[1]!.toLowerCase();
  if (hostname === '' || /[\s]/.test(hostname)) return 'a URL with a host name';
  const portText = portMatch[2];
  const port = portText === undefined || portText === '' ? DEFAULT_PORTS[scheme]! : Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > MAX_PORT) return 'a URL with a port from 1 to 65535';
  return { scheme, authority, hostname, port, path: match[3] === '' ? '/' : match[3]!, query: match[4] ?? '', hasQuery: match[4] !== undefined };
}

/** `scheme://authority/path?query` (the query only when there is one). */
export function formatRequestUrl(url: Pick<RequestUrl, 'scheme' | 'authority' | 'path' | 'query' | 'hasQuery'>): string {
  return `${url.scheme}://${url.authority}${url.path}${url.hasQuery || url.query !== '' ? `?${url.query}` : ''}`;
}
