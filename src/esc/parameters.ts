/**
 * Semantic checks of an ESC behaviour's parameters, beyond what the schema
 * (`schemas/esc-behaviour.json`: types, required members, unknown keys,
 * enums) already checks: URLs that are absolute http(s) URLs, hostnames that
 * are hostnames, URI rewrites the URL rewrite product accepts, header names
 * and values Transform Rules accept, Set-Cookie syntax, error content size,
 * something to do at all. Each problem names its place (a JSON path, and
 * offsets into the string value where it is one character).
 */
import type { ValueEdit } from '../engine/value-problem.js';
import {
  CUSTOM_ERROR_CONTENT_MAX_BYTES,
  HOSTNAME_LABEL_MAX_LENGTH,
  HOSTNAME_MAX_LENGTH,
  HTTP_TOKEN,
  PROTECTED_REQUEST_HEADERS,
  PROTECTED_RESPONSE_HEADERS,
  REQUEST_HEADER_NAME,
  REQUEST_HEADER_VALUE_MAX_BYTES,
  REQUEST_HEADER_VALUE_PUNCTUATION,
  SAME_SITE_VALUES,
  SET_COOKIE_ATTRIBUTES,
  URL_REWRITE_MAX_LENGTH,
  isRequestHeaderValueChar,
  protectedHeader,
} from '../data/esc-parameter-limits.js';
import { isCookieOctet } from '../data/esc-limits.js';
import { isObject } from '../model/build.js';
import { showChar } from '../text/describe-value.js';
import type { EscBehaviourModel, Path } from '../model/types.js';
import { behaviourWhen, headerOperations, stringMember, type HeaderOperation } from './behaviour.js';

/** Message ids of esc/behaviour-parameters. */
export type BehaviourParameterMessageId =
  | 'invalidUrl'
  | 'redirectLoop'
  | 'invalidHostname'
  | 'nothingToDo'
  | 'pathNotAbsolute'
  | 'queryInPath'
  | 'whitespace'
  | 'queryQuestionMark'
  | 'uriTooLong'
  | 'noSettings'
  | 'contentTooLarge'
  | 'contentNotJson'
  | 'informationalStatus'
  | 'blankDescription';

/** Message ids of esc/header-operations. */
export type HeaderOperationMessageId = 'nothingToDo' | 'invalidHeaderName' | 'protectedHeader' | 'conflictingOperations' | 'headerValueCharacter' | 'headerValueTooLong' | 'invalidCookie';

export interface ParameterProblem<Id extends string = string> {
  readonly messageId: Id;
  readonly data: Readonly<Record<string, string | number>>;
  readonly path: Path;
  readonly target?: 'key' | 'value';
  /** Offsets into the string value at `path`. */
  readonly range?: readonly [number, number];
  readonly fix?: ValueEdit;
}

const utf8 = new TextEncoder();

function byteLength(text: string): number {
  return utf8.encode(text).length;
}


/** Why `text` is not an absolute http(s) URL, or `undefined` when it is one. */
export function urlProblem(text: string): string | undefined {
  if (text.includes('${')) return undefined; // a value supplied at apply time
  if (/\s/.test(text)) return 'it contains whitespace (percent-encode it as `%20`)';
  if (text.startsWith('/')) return 'it is a path, write the whole URL';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return /^[a-z][a-z0-9+.-]*:/i.test(text) ? 'it does not parse as a URL' : 'it has no scheme, start it with `https://`';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `its scheme is \`${url.protocol.slice(0, -1)}\`, not http or https`;
  if (url.hostname === '') return 'it has no host';
  return undefined;
}

/** Why `text` is not a host name (RFC 1123), or `undefined` when it is one. */
export function hostnameProblem(text: string, portHint: string): string | undefined {
  if (text.includes('${')) return undefined;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return 'remove the scheme';
  if (text.includes('/')) return 'remove the path';
  if (/^\[?[0-9a-f:]*:[0-9a-f:.]*\]?$/i.test(text) && text.includes(':') && (text.match(/:/g) ?? []).length > 1) return 'it is an IP address';
  if (/:\d*$/.test(text)) return `remove the port${portHint}`;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(text)) return 'it is an IP address';
  if (text.includes('*')) return 'a wildcard is not a hostname';
  if (text.endsWith('.')) return 'remove the trailing dot';
  if (text.length > HOSTNAME_MAX_LENGTH) return `it has ${text.length} characters; a hostname has at most ${HOSTNAME_MAX_LENGTH}`;
  for (const label of text.split('.')) {
    if (label === '') return 'it has an empty label (`..`)';
    if (label.length > HOSTNAME_LABEL_MAX_LENGTH) return `the label \`${label.slice(0, 20)}…\` is longer than ${HOSTNAME_LABEL_MAX_LENGTH} characters`;
    if (!/^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?$/.test(label)) return `the label \`${label}\` may hold only letters, digits and inner hyphens`;
  }
  return undefined;
}

/** The parameter problems of one behaviour (not its headers, not its `when`). */
export function checkBehaviourParameters(behaviour: EscBehaviourModel): ParameterProblem<BehaviourParameterMessageId>[] {
  const problems: ParameterProblem<BehaviourParameterMessageId>[] = [];
  const v = behaviour.value;
  const at = (key: string | number, ...rest: (string | number)[]): Path => [...behaviour.path, key, ...rest];
  switch (behaviour.useCase) {
    case 'redirect_to_url': {
      const target = stringMember(v, 'target_url');
      if (target === undefined || target === '') break;
      const reason = urlProblem(target);
      if (reason) {
        problems.push({ messageId: 'invalidUrl', data: { name: 'target_url', reason }, path: at('target_url') });
        break;
      }
      const zone = behaviour.scope.kind === 'zone' ? behaviour.scope.name : undefined;
      if (zone !== undefined && behaviourWhen(behaviour) === undefined && !target.includes('${') && new URL(target).hostname.toLowerCase() === zone.toLowerCase()) {
        problems.push({ messageId: 'redirectLoop', data: { host: zone }, path: at('target_url') });
      }
      break;
    }
    case 'rewrite_sni': {
      const sni = stringMember(v, 'sni');
      const reason = sni === undefined || sni === '' ? undefined : hostnameProblem(sni, '');
      if (reason) problems.push({ messageId: 'invalidHostname', data: { name: 'sni', reason }, path: at('sni') });
      break;
    }
    case 'resolve_override': {
      const host = stringMember(v, 'origin_host');
      const reason = host === undefined || host === '' ? undefined : hostnameProblem(host, ' and write it as `origin_port`');
      if (reason) problems.push({ messageId: 'invalidHostname', data: { name: 'origin_host', reason }, path: at('origin_host') });
      break;
    }
    case 'rewrite_uri': {
      const path = stringMember(v, 'path');
      const query = stringMember(v, 'query');
      if (v['path'] === undefined && v['query'] === undefined) {
        problems.push({ messageId: 'nothingToDo', data: { useCase: 'rewrite_uri', members: '`path`, `query` or both' }, path: at('use_case') });
        break;
      }
      if (path !== undefined && path !== '') {
        if (!path.startsWith('/') && !path.includes('${')) problems.push({ messageId: 'pathNotAbsolute', data: {}, path: at('path') });
        const space = path.search(/\s/);
        if (space >= 0) problems.push({ messageId: 'whitespace', data: { name: 'path' }, path: at('path'), range: [space, space + 1] });
        const q = path.indexOf('?');
        if (q >= 0) problems.push({ messageId: 'queryInPath', data: {}, path: at('path'), range: [q, path.length] });
      }
      if (query !== undefined) {
        if (query.startsWith('?')) problems.push({ messageId: 'queryQuestionMark', data: {}, path: at('query'), range: [0, 1], fix: { start: 0, end: 1, text: '' } });
        const space = query.search(/\s/);
        if (space >= 0) problems.push({ messageId: 'whitespace', data: { name: 'query' }, path: at('query'), range: [space, space + 1] });
      }
      const length = (path ?? '').length + (query ?? '').length;
      if (length > URL_REWRITE_MAX_LENGTH) problems.push({ messageId: 'uriTooLong', data: { length, max: URL_REWRITE_MAX_LENGTH }, path: at(path !== undefined ? 'path' : 'query') });
      break;
    }
    case 'feature_exceptions': {
      const settings = v['settings'];
      if (isObject(settings) && Object.keys(settings).length === 0) problems.push({ messageId: 'noSettings', data: {}, path: at('settings') });
      break;
    }
    case 'custom_error_response': {
      const content = stringMember(v, 'content');
      if (content === undefined) break;
      const size = byteLength(content);
      if (size > CUSTOM_ERROR_CONTENT_MAX_BYTES) problems.push({ messageId: 'contentTooLarge', data: { size, max: CUSTOM_ERROR_CONTENT_MAX_BYTES }, path: at('content') });
      if (stringMember(v, 'content_type') === 'application/json' && !content.includes('${')) {
        try {
          JSON.parse(content);
        } catch (error) {
          problems.push({ messageId: 'contentNotJson', data: { reason: (error as Error).message.split('\n')[0]!.replace(/ \(line \d+ column \d+\)|\.$/g, '') }, path: at('content') });
        }
      }
      break;
    }
    case 'status_redirect': {
      const redirects = v['redirects'];
      if (!isObject(redirects)) break;
      for (const [status, url] of Object.entries(redirects)) {
        if (/^1\d\d$/.test(status)) problems.push({ messageId: 'informationalStatus', data: { status }, path: at('redirects', status), target: 'key' });
        if (typeof url !== 'string' || url === '') continue;
        const reason = urlProblem(url);
        if (reason) problems.push({ messageId: 'invalidUrl', data: { name: `redirects.${status}`, reason }, path: at('redirects', status) });
      }
      break;
    }
    case 'other': {
      const description = stringMember(v, 'description');
      if (description !== undefined && description.trim() === '') problems.push({ messageId: 'blankDescription', data: {}, path: at('description') });
      break;
    }
  }
  return problems;
}

function operationWord(operation: HeaderOperation['operation']): string {
  return operation === 'set' ? 'set' : operation === 'add' ? 'added' : 'removed';
}

/** Problems of the header operations of request_headers, response_headers and add_response_cookies behaviours. */
export function checkHeaderOperations(behaviour: EscBehaviourModel): ParameterProblem<HeaderOperationMessageId>[] {
  const problems: ParameterProblem<HeaderOperationMessageId>[] = [];
  const useCase = behaviour.useCase;
  if (useCase !== 'request_headers' && useCase !== 'response_headers' && useCase !== 'add_response_cookies') return problems;
  const v = behaviour.value;
  if (useCase !== 'add_response_cookies' && v['set'] === undefined && v['add'] === undefined && v['remove'] === undefined) {
    const members = useCase === 'request_headers' ? '`set`, `remove` or both' : '`set`, `add`, `remove` or a combination';
    problems.push({ messageId: 'nothingToDo', data: { useCase, members }, path: [...behaviour.path, 'use_case'] });
    return problems;
  }
  const request = useCase === 'request_headers';
  const seen = new Map<string, HeaderOperation>();
  for (const op of headerOperations(behaviour)) {
    if (useCase === 'add_response_cookies') {
      problems.push(...checkCookie(op));
      continue;
    }
    const where = { path: op.path, target: op.target };
    const valid = request ? REQUEST_HEADER_NAME.test(op.name) : HTTP_TOKEN.test(op.name);
    if (!valid) {
      problems.push({ messageId: 'invalidHeaderName', data: { name: op.name, kind: request ? 'request' : 'response', allowed: request ? 'letters, digits, `-` and `_`' : 'letters, digits and ``!#$%&\'*+-.^_`|~``' }, ...where });
      continue;
    }
    const lower = op.name.toLowerCase();
    const first = seen.get(lower);
    if (first) {
      problems.push({ messageId: 'conflictingOperations', data: { name: op.name, first: operationWord(first.operation), second: operationWord(op.operation) }, ...where });
    } else {
      seen.set(lower, op);
    }
    const guard = protectedHeader(request ? PROTECTED_REQUEST_HEADERS : PROTECTED_RESPONSE_HEADERS, op.name);
    const allowed = guard && (guard.allowed.includes(op.operation) || (op.operation === 'remove' && guard.removable?.includes(lower)));
    if (guard && !allowed) {
      problems.push({ messageId: 'protectedHeader', data: { name: op.name, operation: op.operation, reason: guard.reason }, ...where });
    }
    if (request && op.value !== undefined) {
      const size = byteLength(op.value);
      if (size > REQUEST_HEADER_VALUE_MAX_BYTES) problems.push({ messageId: 'headerValueTooLong', data: { name: op.name, size, max: REQUEST_HEADER_VALUE_MAX_BYTES }, path: op.path });
      const chars = Array.from(op.value);
      let offset = 0;
      for (const char of chars) {
        if (!isRequestHeaderValueChar(char)) {
          problems.push({ messageId: 'headerValueCharacter', data: { name: op.name, char: showChar(char), allowed: REQUEST_HEADER_VALUE_PUNCTUATION }, path: op.path, range: [offset, offset + char.length] });
          break;
        }
        offset += char.length;
      }
    }
  }
  return problems;
}

/** Set-Cookie syntax (RFC 6265 §4.1.1, rfc6265bis): `name=value` then `; attribute[=value]` pairs. */
function checkCookie(op: HeaderOperation): ParameterProblem<HeaderOperationMessageId>[] {
  const text = op.value ?? '';
  const problems: ParameterProblem<HeaderOperationMessageId>[] = [];
  const report = (reason: string, start: number, end: number): void => {
    problems.push({ messageId: 'invalidCookie', data: { reason }, path: op.path, range: [start, Math.max(end, start + 1)] });
  };
  const firstSemicolon = text.indexOf(';');
  const pairEnd = firstSemicolon < 0 ? text.length : firstSemicolon;
  const pair = text.slice(0, pairEnd);
  const eq = pair.indexOf('=');
  if (eq < 0) {
    report('it has no `=`, write `name=value`', 0, pairEnd);
    return problems;
  }
  const rawName = pair.slice(0, eq);
  const name = rawName.trim();
  const nameStart = rawName.length - rawName.trimStart().length;
  if (name === '' || !HTTP_TOKEN.test(name)) {
    report(name === '' ? 'the cookie name is empty' : `the cookie name \`${name}\` is not a token (letters, digits and \`!#$%&'*+-.^_\`|~\`)`, nameStart, nameStart + Math.max(name.length, 1));
    return problems;
  }
  let value = pair.slice(eq + 1);
  let valueStart = eq + 1;
  const leading = value.length - value.trimStart().length;
  value = value.trim();
  valueStart += leading;
  const unquoted = value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  const unquotedStart = unquoted === value ? valueStart : valueStart + 1;
  if (!unquoted.includes('${')) {
    for (let i = 0; i < unquoted.length; i++) {
      if (!isCookieOctet(unquoted.charCodeAt(i))) {
        report(`the value of \`${name}\` has ${showChar(unquoted[i]!)}`, unquotedStart + i, unquotedStart + i + 1);
        return problems;
      }
    }
  }
  let secure = false;
  let sameSiteNone: [number, number] | undefined;
  let offset = pairEnd;
  while (offset < text.length) {
    const next = text.indexOf(';', offset + 1);
    const end = next < 0 ? text.length : next;
    const raw = text.slice(offset + 1, end);
    const start = offset + 1 + (raw.length - raw.trimStart().length);
    const attribute = raw.trim();
    offset = end;
    if (attribute === '') continue;
    const [attrName = '', ...rest] = attribute.split('=');
    const lower = attrName.trim().toLowerCase();
    if (!SET_COOKIE_ATTRIBUTES.includes(lower)) {
      report(`\`${attrName.trim()}\` is not a Set-Cookie attribute`, start, start + attrName.trim().length);
      continue;
    }
    const attrValue = rest.join('=').trim();
    if (lower === 'secure') secure = true;
    if (lower === 'samesite') {
      if (!SAME_SITE_VALUES.includes(attrValue.toLowerCase())) report(`\`SameSite\` must be Strict, Lax or None, not \`${attrValue}\``, start, start + attribute.length);
      else if (attrValue.toLowerCase() === 'none') sameSiteNone = [start, start + attribute.length];
    }
  }
  if (sameSiteNone && !secure) report('`SameSite=None` needs `Secure`', sameSiteNone[0], sameSiteNone[1]);
  return problems;
}
