/**
 * Field values of one request: derived from what a test gives (method, URL,
 * headers, client IP, body) as the field catalogue describes them
 * (src/data/fields.ts; cloudflare-docs `src/content/fields/index.yaml`), or
 * taken from the test's `fields`, which override derived values. Any other
 * field — geolocation, bot and WAF scores, timestamps, response fields — is
 * undecided until the test gives it: the request does not determine it.
 *
 * The ruleset engine changes some values between phases (URL rewrites,
 * request header transforms): `withState` gives the fields a later phase
 * sees, while `raw.*` fields keep the original request.
 */
import { ZONE_PLAN_CODES } from '../data/evaluation.js';
import { HTTP_FIELDS } from '../data/fields.js';
import type { Tier } from '../data/plans.js';
import type { ParsedIp } from '../expr/value-checks/ip.js';
import { asciiLower, toBytes } from './bytes.js';
import type { RequestUrl } from './url.js';
import { bool, bytes, FALSE, int, undecided, type Undecided, type Value } from './values.js';

export interface RequestHeader {
  readonly name: string;
  readonly value: string;
}

/** What a test says about its request. */
export interface TestRequest {
  readonly method: string;
  readonly url: RequestUrl;
  /** In order, names as written. */
  readonly headers: readonly RequestHeader[];
  readonly ip?: ParsedIp;
  /** The body; absent means an empty body. */
  readonly body?: string;
  /** Fields given by the test, typed, by canonical name. */
  readonly fields: ReadonlyMap<string, Value>;
  /** Whether the rate limits of matching rate limiting rules are exceeded; absent: not known. */
  readonly rateLimit?: 'exceeded' | 'not_exceeded';
}

/** The parts of a request the ruleset engine rewrites. */
export interface RequestState {
  readonly path: string;
  readonly query: string;
  readonly hasQuery: boolean;
  readonly headers: readonly RequestHeader[];
  /** Set when an undecided rule may have rewritten the URL: the URL fields are undecided from then on. */
  readonly uriUndecided?: Undecided;
  /** Likewise for the request headers. */
  readonly headersUndecided?: Undecided;
}

/** What the zone adds: its name (`cf.zone.name`) and plan (`cf.zone.plan`). */
export interface ZoneFacts {
  readonly name?: string;
  readonly tier?: Tier;
}

/** Deprecated names with one replacement read the replacement's value (`ip.geoip.country` → `ip.src.country`). */
const ALIASES: ReadonlyMap<string, string> = new Map(
  HTTP_FIELDS.filter((f) => f.replacedBy?.length === 1).map((f) => [f.name, f.replacedBy![0]!]),
);

export function canonicalField(name: string): string {
  return ALIASES.get(name) ?? name;
}

/** Fields whose value comes from the URL (changed by URL rewrites). */
const URI_FIELDS = /^http\.request\.(full_uri|uri(\..*)?)$/;
/** Fields whose value comes from the headers (changed by header transforms). */
const HEADER_FIELDS = /^(http\.request\.(headers(\..*)?|cookies|accepted_languages)|http\.(cookie|user_agent|referer|x_forwarded_for|host))$/;

function headerMap(headers: readonly RequestHeader[]): Value {
  const entries = new Map<string, Value[]>();
  for (const h of headers) {
    const key = asciiLower(toBytes(h.name));
    const list = entries.get(key) ?? [];
    list.push(bytes(toBytes(h.value)));
    entries.set(key, list);
  }
  return { kind: 'map', entries: new Map([...entries].map(([k, v]) => [k, { kind: 'array', items: v }])) };
}

function headerValues(headers: readonly RequestHeader[], name: string): string[] {
  return headers.filter((h) => h.name.toLowerCase() === name).map((h) => h.value);
}

/** A single-header field (`http.user_agent`): `""` when absent; several headers of that name are not documented. */
function singleHeader(headers: readonly RequestHeader[], name: string): Value {
  const values = headerValues(headers, name);
  if (values.length > 1) return undecided(`the request has ${values.length} \`${name}\` headers; which one the field holds is not documented`);
  return bytes(toBytes(values[0] ?? ''));
}

/** Query arguments: names and values as written (not decoded), in order. */
function queryArgs(query: string): { names: string[]; values: string[] } {
  const names: string[] = [];
  const values: string[] = [];
  if (query === '') return { names, values };
  for (const part of query.split('&')) {
    const eq = part.indexOf('=');
    names.push(eq < 0 ? part : part.slice(0, eq));
    values.push(eq < 0 ? '' : part.slice(eq + 1));
  }
  return { names, values };
}

function argsMap(query: string): Value {
  const { names, values } = queryArgs(toBytes(query));
  const entries = new Map<string, Value[]>();
  names.forEach((name, i) => {
    const list = entries.get(name) ?? [];
    list.push(bytes(values[i]!));
    entries.set(name, list);
  });
  return { kind: 'map', entries: new Map([...entries].map(([k, v]) => [k, { kind: 'array', items: v }])) };
}

function stringArray(items: readonly string[]): Value {
  return { kind: 'array', items: items.map((s) => bytes(s)) };
}

/** `http.request.uri.path.extension`: after the last dot of the last segment, lower case; `""` for `/.mp3`, `/foo.`, `/foo`. */
function extension(path: string): string {
  const segment = path.slice(path.lastIndexOf('/') + 1);
  const dot = segment.lastIndexOf('.');
  if (dot <= 0) return '';
  return segment.slice(dot + 1).toLowerCase();
}

/** `http.request.cookies`: names URL-decoded, values as written, same-name cookies merged. */
function cookieMap(header: string): Value {
  const entries = new Map<string, Value[]>();
  for (const part of header.split(';')) {
    const trimmed = part.trim();
    if (trimmed === '') continue;
    const eq = trimmed.indexOf('=');
    let name = eq < 0 ? trimmed : trimmed.slice(0, eq).trim();
    try {
      name = decodeURIComponent(name);
    } catch {
      return undecided(`the cookie name \`${name}\` is not valid percent-encoding; how it is decoded is not documented`);
    }
    const list = entries.get(toBytes(name)) ?? [];
    list.push(bytes(toBytes(eq < 0 ? '' : trimmed.slice(eq + 1).trim())));
    entries.set(toBytes(name), list);
  }
  return { kind: 'map', entries: new Map([...entries].map(([k, v]) => [k, { kind: 'array', items: v }])) };
}

/** `http.request.accepted_languages`: the Accept-Language tags, highest `q` first (ties keep their order). */
function acceptedLanguages(header: string): Value {
  const tags: { tag: string; q: number; index: number }[] = [];
  header.split(',').forEach((part, index) => {
    const [tag, ...params] = part.split(';').map((s) => s.trim());
    if (!tag) return;
    const qParam = params.find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    tags.push({ tag, q: Number.isFinite(q) ? q : 0, index });
  });
  tags.sort((a, b) => b.q - a.q || a.index - b.index);
  return stringArray(tags.map((t) => toBytes(t.tag)));
}

export class RequestFields {
  private readonly cache = new Map<string, Value>();

  constructor(
    readonly request: TestRequest,
    readonly state: RequestState,
    private readonly zone: ZoneFacts,
    /** Parts the engine rewrote: their given `fields` no longer apply. */
    private readonly rewritten: { readonly uri: boolean; readonly headers: boolean } = { uri: false, headers: false },
  ) {}

  static initial(request: TestRequest, zone: ZoneFacts): RequestFields {
    const { url, headers } = request;
    return new RequestFields(request, { path: url.path, query: url.query, hasQuery: url.hasQuery, headers }, zone);
  }

  /** The fields after the engine changed the URL or the headers. */
  withState(state: RequestState): RequestFields {
    const uri = this.rewritten.uri || state.path !== this.state.path || state.query !== this.state.query || state.uriUndecided !== undefined;
    const headers = this.rewritten.headers || state.headers !== this.state.headers || state.headersUndecided !== undefined;
    return new RequestFields(this.request, state, this.zone, { uri, headers });
  }

  field(name: string): Value {
    const canonical = canonicalField(name);
    let value = this.cache.get(canonical);
    if (value === undefined) {
      value = this.compute(canonical);
      this.cache.set(canonical, value);
    }
    return value;
  }

  private compute(name: string): Value {
    if (this.state.uriUndecided && URI_FIELDS.test(name)) return this.state.uriUndecided;
    if (this.state.headersUndecided && HEADER_FIELDS.test(name)) return this.state.headersUndecided;
    const given = this.request.fields.get(name);
    const overridable = !(this.rewritten.uri && URI_FIELDS.test(name)) && !(this.rewritten.headers && HEADER_FIELDS.test(name));
    if (given !== undefined && overridable) return given;
    return this.derive(name) ?? undecided(`\`${name}\` is not given (add it under \`fields\`)`);
  }

  /** The value the request determines, or `undefined`. */
  private derive(name: string): Value | undefined {
    const { request, state } = this;
    const { url } = request;
    const uri = `${state.path}${state.hasQuery || state.query !== '' ? `?${state.query}` : ''}`;
    const rawUri = `${url.path}${url.hasQuery ? `?${url.query}` : ''}`;
    switch (name) {
      case 'http.request.method':
        return bytes(toBytes(request.method));
      case 'http.host': {
        const hosts = headerValues(state.headers, 'host');
        return hosts.length > 1 ? undecided('the request has several `host` headers') : bytes(toBytes(hosts[0] ?? url.authority));
      }
      case 'http.request.full_uri':
        return bytes(toBytes(`${url.scheme}://${url.authority}${uri}`));
      case 'raw.http.request.full_uri':
        return bytes(toBytes(`${url.scheme}://${url.authority}${rawUri}`));
      case 'http.request.uri':
        return bytes(toBytes(uri));
      case 'raw.http.request.uri':
        return bytes(toBytes(rawUri));
      case 'http.request.uri.path':
        return bytes(toBytes(state.path));
      case 'raw.http.request.uri.path':
        return bytes(toBytes(url.path));
      case 'http.request.uri.path.extension':
        return bytes(toBytes(extension(state.path)));
      case 'raw.http.request.uri.path.extension':
        return bytes(toBytes(extension(url.path)));
      case 'http.request.uri.query':
        return bytes(toBytes(state.query));
      case 'raw.http.request.uri.query':
        return bytes(toBytes(url.query));
      case 'http.request.uri.args':
        return argsMap(state.query);
      case 'raw.http.request.uri.args':
        return argsMap(url.query);
      case 'http.request.uri.args.names':
        return stringArray(queryArgs(toBytes(state.query)).names);
      case 'http.request.uri.args.values':
        return stringArray(queryArgs(toBytes(state.query)).values);
      case 'raw.http.request.uri.args.names':
        return stringArray(queryArgs(toBytes(url.query)).names);
      case 'raw.http.request.uri.args.values':
        return stringArray(queryArgs(toBytes(url.query)).values);
      case 'http.request.headers':
        return headerMap(state.headers);
      case 'http.request.headers.names':
        return stringArray(state.headers.map((h) => toBytes(h.name)));
      case 'http.request.headers.values':
        return stringArray(state.headers.map((h) => toBytes(h.value)));
      case 'http.request.headers.truncated':
        return FALSE;
      case 'http.cookie':
        return bytes(toBytes(headerValues(state.headers, 'cookie').join('; ')));
      case 'http.request.cookies':
        return cookieMap(headerValues(state.headers, 'cookie').join('; '));
      case 'http.user_agent':
        return singleHeader(state.headers, 'user-agent');
      case 'http.referer':
        return singleHeader(state.headers, 'referer');
      case 'http.x_forwarded_for':
        return singleHeader(state.headers, 'x-forwarded-for');
      case 'http.request.accepted_languages': {
        const values = headerValues(state.headers, 'accept-language');
        return acceptedLanguages(values.join(','));
      }
      case 'ip.src':
        return request.ip === undefined ? undefined : { kind: 'ip', value: request.ip };
      case 'ssl':
        return bool(url.scheme === 'https');
      case 'cf.edge.server_port':
        return int(url.port);
      case 'http.request.body.raw':
        return bytes(toBytes(request.body ?? ''));
      case 'http.request.body.size':
        return int(toBytes(request.body ?? '').length);
      case 'http.request.body.truncated':
        return FALSE;
      case 'cf.zone.name':
        return this.zone.name === undefined ? undefined : bytes(toBytes(this.zone.name));
      case 'cf.zone.plan': {
        const code = this.zone.tier === undefined ? undefined : ZONE_PLAN_CODES[this.zone.tier];
        return code === undefined ? undefined : bytes(code);
      }
      default:
        return undefined;
    }
  }
}
