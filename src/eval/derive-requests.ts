/**
 * Sample requests for a condition: for each comparison of a field with a
 * literal (`http.host eq "a"`, `starts_with(http.request.uri.path, "/x/")`,
 * `ip.src in $office_ips`, …) a value that makes it true and one that makes
 * it false, set on a base request of each host name; then the request where
 * every comparison holds, each one alone, and each one failing while the
 * others hold. The values are only candidates: whether a request satisfies
 * the condition is decided by evaluating it, never assumed.
 *
 * Used by the ESC verification (a behaviour's `when`). Linear in the
 * expression; at most `MAX_REQUESTS` requests.
 */
import type { ArgNode, ComparisonNode, ExprNode, IndexNode, LiteralNode, RootNode } from '../expr/ast.js';
import { isLiteral } from '../expr/ast.js';
import { stringLiteralBytes } from '../expr/lexer.js';
import { regexAsLiteral } from '../expr/value-checks/regex.js';
import { formatIp, parseIp, type ParsedIp } from '../expr/value-checks/ip.js';
import { fromBytes, toBytes } from './bytes.js';
import type { ListLookup } from './lists.js';
import type { RequestHeader, TestRequest } from './request-fields.js';
import { parseRequestUrl, type RequestUrl } from './url.js';
import { bool, bytes, int, type Value } from './values.js';

/** One change to a request: a field's value, applied to the part of the request it comes from. */
interface Setting {
  readonly field: string;
  /** For map fields: the key (`http.request.headers["x-a"]`). */
  readonly key?: string;
  readonly value: string | number | boolean | ParsedIp;
}

interface Witness {
  readonly truthy?: Setting;
  readonly falsy?: Setting;
}

const MAX_REQUESTS = 24;
/** A client address in a documentation range (RFC 5737 TEST-NET-3) for requests that need one. */
const BASE_IP = '203.0.113.10';
const OTHER_IPS = ['203.0.113.10', '198.51.100.77', '192.0.2.55', '2001:db8::77'];
const NOT_MATCHING = '/edgelint-sample';

function fieldOf(node: ArgNode): { field: string; key?: string } | undefined {
  if (node.kind === 'field') return { field: node.name };
  if (node.kind === 'index') {
    const target: IndexNode['target'] = node.target;
    if (target.kind === 'field' && node.key.kind === 'key') return { field: target.name, key: node.key.value };
    if (target.kind === 'index' && target.target.kind === 'field' && target.key.kind === 'key') return { field: target.target.name, key: target.key.value };
    if (target.kind === 'field' && node.key.kind === 'each') return { field: target.name };
  }
  return undefined;
}

function stringOf(node: LiteralNode): string | undefined {
  return node.kind === 'string' ? fromBytes(stringLiteralBytes(node)) : undefined;
}

/** The text a wildcard pattern matches with every `*` as `x`. */
function wildcardSample(pattern: string): string {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === '\\' && i + 1 < pattern.length) out += pattern[++i];
    else out += pattern[i] === '*' ? 'x' : pattern[i];
  }
  return out;
}

function literalValue(node: LiteralNode): string | number | ParsedIp | undefined {
  if (node.kind === 'string') return stringOf(node);
  if (node.kind === 'int' && node.radix !== 8 && Number.isSafeInteger(node.value)) return node.value;
  if (node.kind === 'ip') return parseIp(node.text);
  if (node.kind === 'cidr') return parseIp(node.address);
  if (node.kind === 'range') return literalValue(node.first);
  return undefined;
}

function different(value: string | number | ParsedIp): string | number | ParsedIp {
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'string') return value.startsWith('/') ? `${value}-other` : value.includes('.') ? `other-${value}` : `${value}-other`;
  return parseIp(OTHER_IPS.find((ip) => ip !== formatIp(value)) ?? BASE_IP)!;
}

function comparisonWitness(node: ComparisonNode, lists: ListLookup): Witness | undefined {
  const target = fieldOf(node.lhs);
  if (target === undefined) return undefined;
  const setting = (value: string | number | boolean | ParsedIp | undefined): Setting | undefined => (value === undefined ? undefined : { ...target, value });
  const rhs = node.rhs;
  if (node.op === 'in') {
    if (rhs.kind === 'set') {
      const first = rhs.elements[0];
      const value = first === undefined ? undefined : literalValue(first);
      return { truthy: setting(value), falsy: setting(value === undefined ? undefined : different(value)) };
    }
    if (rhs.kind === 'list') {
      const list = lists(rhs.name);
      const sample = 'reason' in list ? undefined : list.sample?.();
      return { truthy: setting(sample), falsy: setting(parseIp(BASE_IP)) };
    }
    return undefined;
  }
  if (!isLiteral(rhs)) return undefined;
  const value = literalValue(rhs);
  if (value === undefined) return undefined;
  switch (node.op) {
    case 'eq':
      return { truthy: setting(value), falsy: setting(different(value)) };
    case 'ne':
      return { truthy: setting(different(value)), falsy: setting(value) };
    case 'contains':
      return { truthy: setting(value), falsy: setting(NOT_MATCHING) };
    case 'wildcard':
    case 'strict_wildcard':
      return { truthy: setting(wildcardSample(String(value))), falsy: setting(NOT_MATCHING) };
    case 'matches': {
      const literal = rhs.kind === 'string' ? regexAsLiteral(rhs.value) : undefined;
      return { truthy: setting(literal?.literal), falsy: setting(NOT_MATCHING) };
    }
    case 'lt':
    case 'le':
      return typeof value === 'number' ? { truthy: setting(value - 1), falsy: setting(value + 1) } : undefined;
    case 'gt':
    case 'ge':
      return typeof value === 'number' ? { truthy: setting(value + 1), falsy: setting(value - 1) } : undefined;
    default:
      return undefined;
  }
}

function callWitness(node: ExprNode): Witness | undefined {
  if (node.kind !== 'call' || node.args.length < 2) return undefined;
  const target = fieldOf(node.args[0]!);
  const literal = node.args[1]!;
  if (target === undefined || !isLiteral(literal)) return undefined;
  const text = stringOf(literal);
  if (text === undefined) return undefined;
  if (node.name === 'starts_with') return { truthy: { ...target, value: `${text}x` }, falsy: { ...target, value: NOT_MATCHING } };
  if (node.name === 'ends_with') return { truthy: { ...target, value: `/x${text}` }, falsy: { ...target, value: NOT_MATCHING } };
  return undefined;
}

/** Every comparison and Boolean field of the condition (iteratively; the tree is bounded by the nesting limit anyway). */
function witnesses(root: RootNode, lists: ListLookup): Witness[] {
  const out: Witness[] = [];
  const stack: (ExprNode | ArgNode)[] = [root as ExprNode];
  while (stack.length > 0) {
    const node = stack.pop()!;
    switch (node.kind) {
      case 'group':
        stack.push(node.expr);
        break;
      case 'not':
        stack.push(node.operand);
        break;
      case 'logical':
        stack.push(...[...node.operands].reverse());
        break;
      case 'quantifier':
        stack.push(node.arg);
        break;
      case 'comparison': {
        const w = comparisonWitness(node, lists);
        if (w) out.push(w);
        break;
      }
      case 'field':
        out.push({ truthy: { field: node.name, value: true }, falsy: { field: node.name, value: false } });
        break;
      case 'call': {
        const w = callWitness(node);
        if (w) out.push(w);
        break;
      }
      default:
        break;
    }
  }
  return out;
}

// ------------------------------------------------------------------ requests

interface Draft {
  method: string;
  url: RequestUrl;
  headers: RequestHeader[];
  ip: ParsedIp;
  fields: Map<string, Value>;
}

function withQueryArg(query: string, name: string, value: string): string {
  const kept = query === '' ? [] : query.split('&').filter((p) => p.split('=')[0] !== name);
  return [...kept, `${name}=${value}`].join('&');
}

function setHeader(draft: Draft, name: string, value: string): void {
  draft.headers = [...draft.headers.filter((h) => h.name.toLowerCase() !== name), { name, value }];
}

/** Applies a setting to the part of the request its field comes from; other fields are given as `fields`. */
function apply(draft: Draft, s: Setting): void {
  const text = typeof s.value === 'object' ? formatIp(s.value) : String(s.value);
  switch (s.field) {
    case 'http.host': {
      const url = parseRequestUrl(`${draft.url.scheme}://${text}${draft.url.path}`);
      if (typeof url !== 'string') draft.url = { ...url, query: draft.url.query, hasQuery: draft.url.hasQuery };
      return;
    }
    case 'http.request.full_uri': {
      const url = parseRequestUrl(text);
      if (typeof url !== 'string') draft.url = url;
      return;
    }
    case 'http.request.uri.path':
    case 'raw.http.request.uri.path':
      draft.url = { ...draft.url, path: text.startsWith('/') ? text : `/${text}` };
      return;
    case 'http.request.uri.query':
    case 'raw.http.request.uri.query':
      draft.url = { ...draft.url, query: text, hasQuery: text !== '' };
      return;
    case 'http.request.uri':
    case 'raw.http.request.uri': {
      const q = text.indexOf('?');
      draft.url = { ...draft.url, path: q < 0 ? text : text.slice(0, q), query: q < 0 ? '' : text.slice(q + 1), hasQuery: q >= 0 };
      return;
    }
    case 'http.request.method':
      draft.method = text;
      return;
    case 'ip.src':
      if (typeof s.value === 'object') draft.ip = s.value;
      return;
    case 'ssl':
      draft.url = { ...draft.url, scheme: s.value === true ? 'https' : 'http', port: s.value === true ? 443 : 80 };
      return;
    case 'http.user_agent':
      return setHeader(draft, 'user-agent', text);
    case 'http.referer':
      return setHeader(draft, 'referer', text);
    case 'http.x_forwarded_for':
      return setHeader(draft, 'x-forwarded-for', text);
    case 'http.cookie':
      return setHeader(draft, 'cookie', text);
    case 'http.request.headers':
      if (s.key !== undefined) setHeader(draft, s.key.toLowerCase(), text);
      return;
    case 'http.request.cookies':
      if (s.key !== undefined) setHeader(draft, 'cookie', `${s.key}=${text}`);
      return;
    case 'http.request.uri.args':
      if (s.key !== undefined) draft.url = { ...draft.url, query: withQueryArg(draft.url.query, s.key, text), hasQuery: true };
      return;
    default:
      if (s.key !== undefined) return;
      draft.fields.set(s.field, typeof s.value === 'boolean' ? bool(s.value) : typeof s.value === 'number' ? int(s.value) : typeof s.value === 'object' ? { kind: 'ip', value: s.value } : bytes(toBytes(s.value)));
  }
}

function requestKey(r: Draft): string {
  return JSON.stringify([r.method, r.url, r.headers, formatIp(r.ip), [...r.fields].map(([k, v]) => [k, JSON.stringify(v)])]);
}

/**
 * Requests for `root` on each of `hosts`: base requests, then the
 * combinations of the witnesses (see the top of the file).
 */
export function deriveRequests(root: RootNode | null, hosts: readonly string[], lists: ListLookup): TestRequest[] {
  const ws = root === null ? [] : witnesses(root, lists);
  const drafts: Draft[] = [];
  const seen = new Set<string>();
  const add = (host: string, settings: readonly (Setting | undefined)[]): void => {
    const url = parseRequestUrl(`https://${host}/`);
    if (typeof url === 'string') return;
    const draft: Draft = { method: 'GET', url, headers: [], ip: parseIp(BASE_IP)!, fields: new Map() };
    for (const s of settings) if (s !== undefined) apply(draft, s);
    const key = requestKey(draft);
    if (!seen.has(key) && drafts.length < MAX_REQUESTS) {
      seen.add(key);
      drafts.push(draft);
    }
  };
  for (const host of hosts) {
    const allTrue = ws.map((w) => w.truthy);
    add(host, allTrue);
    add(host, []);
    ws.forEach((w, i) => {
      add(host, [w.truthy]);
      add(host, allTrue.map((s, j) => (j === i ? w.falsy : s)));
    });
  }
  return drafts.map((d) => ({ method: d.method, url: d.url, headers: d.headers, ip: d.ip, fields: d.fields }));
}
