/**
 * Typed reading of one ESC behaviour of the manifest (design.md): its use
 * case, `when`, and the operations it performs, tolerant of members of the
 * wrong type (those are the schema rules' to report; here they are absent).
 */
import { escReplacement, type EscReplacement, type EscUseCase, isEscUseCase } from '../data/esc-replacements.js';
import { REDIRECT_DEFAULTS } from '../data/esc-parameter-limits.js';
import { isObject } from '../model/build.js';
import type { EscBehaviourModel, JsonObject, Path, ScopeModel } from '../model/types.js';
import { wordList as list } from '../text/word-list.js';

export type HeaderOperationName = 'set' | 'add' | 'remove';

/** One header operation of a request_headers, response_headers or add_response_cookies behaviour. */
export interface HeaderOperation {
  readonly name: string;
  readonly operation: HeaderOperationName;
  readonly value?: string;
  /** Where it is written: `set.<name>` (report the key), `remove[i]` or `cookies[i]` (report the value). */
  readonly path: Path;
  readonly target: 'key' | 'value';
}

export function stringMember(value: JsonObject, key: string): string | undefined {
  const member = value[key];
  return typeof member === 'string' ? member : undefined;
}

export function integerMember(value: JsonObject, key: string): number | undefined {
  const member = value[key];
  return typeof member === 'number' && Number.isInteger(member) ? member : undefined;
}

export function booleanMember(value: JsonObject, key: string): boolean | undefined {
  const member = value[key];
  return typeof member === 'boolean' ? member : undefined;
}

/** The behaviour's `when`, or `undefined` when absent or not a string. */
export function behaviourWhen(behaviour: EscBehaviourModel): string | undefined {
  return stringMember(behaviour.value, 'when');
}

export function behaviourUseCase(behaviour: EscBehaviourModel): EscUseCase | undefined {
  return isEscUseCase(behaviour.useCase) ? behaviour.useCase : undefined;
}

export function behaviourReplacement(behaviour: EscBehaviourModel): EscReplacement | undefined {
  return escReplacement(behaviour.useCase);
}

/** The header operations of a header or cookie behaviour, in document order. */
export function headerOperations(behaviour: EscBehaviourModel): HeaderOperation[] {
  const ops: HeaderOperation[] = [];
  const { value, path } = behaviour;
  const fromMap = (key: 'set' | 'add'): void => {
    const map = value[key];
    if (!isObject(map)) return;
    for (const [name, headerValue] of Object.entries(map)) {
      if (typeof headerValue === 'string') ops.push({ name, operation: key, value: headerValue, path: [...path, key, name], target: 'key' });
    }
  };
  const fromList = (): void => {
    const list = value['remove'];
    if (!Array.isArray(list)) return;
    list.forEach((name: unknown, index) => {
      if (typeof name === 'string' && name !== '') ops.push({ name, operation: 'remove', path: [...path, 'remove', index], target: 'value' });
    });
  };
  switch (behaviour.useCase) {
    case 'request_headers':
      fromMap('set');
      fromList();
      break;
    case 'response_headers':
      fromMap('set');
      fromMap('add');
      fromList();
      break;
    case 'add_response_cookies': {
      const cookies = value['cookies'];
      if (Array.isArray(cookies)) {
        cookies.forEach((cookie: unknown, index) => {
          if (typeof cookie === 'string' && cookie !== '') ops.push({ name: 'set-cookie', operation: 'add', value: cookie, path: [...path, 'cookies', index], target: 'value' });
        });
      }
      break;
    }
  }
  return ops;
}

/** The redirect a redirect_to_url behaviour performs, with the API's defaults filled in. */
export function redirectOf(behaviour: EscBehaviourModel): { targetUrl: string; statusCode: number; preserveQueryString: boolean } | undefined {
  const targetUrl = stringMember(behaviour.value, 'target_url');
  if (targetUrl === undefined) return undefined;
  return {
    targetUrl,
    statusCode: integerMember(behaviour.value, 'status_code') ?? REDIRECT_DEFAULTS.statusCode,
    preserveQueryString: booleanMember(behaviour.value, 'preserve_query_string') ?? REDIRECT_DEFAULTS.preserveQueryString,
  };
}

/** A behaviour's place in words: "zone example.com, behaviour 2". */
export function behaviourLabel(behaviour: EscBehaviourModel): string {
  return `${scopeLabel(behaviour.scope)}, behaviour ${behaviour.index + 1}`;
}

/** "zone example.com", "zone 023e…", "the account". */
export function scopeLabel(scope: ScopeModel): string {
  if (scope.kind === 'account') return scope.name ? `account ${scope.name}` : 'the account';
  return `zone ${scope.name ?? scope.id ?? `#${String(scope.path[scope.path.length - 1] ?? '')}`}`;
}

function quote(text: string, max = 60): string {
  return `\`${text.length > max ? `${text.slice(0, max - 1)}…` : text}\``;
}


/** What the behaviour does, in a few words for messages and reports ("sets SNI `origin.example.net`"). */
export function describeBehaviour(behaviour: EscBehaviourModel): string {
  const v = behaviour.value;
  switch (behaviour.useCase) {
    case 'redirect_to_url': {
      const r = redirectOf(behaviour);
      if (!r) return 'redirects';
      return `redirects to ${quote(r.targetUrl)} with status ${r.statusCode}${r.preserveQueryString ? ', keeping the query string' : ''}`;
    }
    case 'rewrite_sni': {
      const sni = stringMember(v, 'sni');
      return sni === undefined ? 'overrides the SNI sent to the origin' : `sets the SNI sent to the origin to ${quote(sni)}`;
    }
    case 'resolve_override': {
      const host = stringMember(v, 'origin_host');
      const port = integerMember(v, 'origin_port');
      return host === undefined ? 'overrides the resolved origin' : `resolves the origin as ${quote(host)}${port === undefined ? '' : ` on port ${port}`}`;
    }
    case 'rewrite_uri': {
      const parts: string[] = [];
      const path = stringMember(v, 'path');
      const query = stringMember(v, 'query');
      if (path !== undefined) parts.push(`the path to ${quote(path)}`);
      if (query !== undefined) parts.push(`the query to ${quote(query)}`);
      return parts.length ? `rewrites ${list(parts)}` : 'rewrites the URI';
    }
    case 'request_headers':
    case 'response_headers': {
      const ops = headerOperations(behaviour);
      const words: string[] = [];
      for (const op of ['set', 'add', 'remove'] as const) {
        const names = ops.filter((o) => o.operation === op).map((o) => `\`${o.name}\``);
        if (names.length) words.push(`${op === 'set' ? 'sets' : op === 'add' ? 'adds' : 'removes'} ${list(names)}`);
      }
      const kind = behaviour.useCase === 'request_headers' ? 'request' : 'response';
      return words.length ? `${list(words)} (${kind} headers)` : `changes ${kind} headers`;
    }
    case 'feature_exceptions': {
      const settings = v['settings'];
      if (!isObject(settings)) return 'changes configuration settings';
      const entries = Object.entries(settings).map(([k, s]) => `\`${k}: ${JSON.stringify(s)}\``);
      return entries.length ? `sets ${list(entries)}` : 'changes configuration settings';
    }
    case 'custom_error_response': {
      const status = integerMember(v, 'status_code');
      const type = stringMember(v, 'content_type');
      return `serves a custom error response${status === undefined ? '' : ` with status ${status}`}${type === undefined ? '' : ` (${type})`}`;
    }
    case 'status_redirect': {
      const redirects = v['redirects'];
      const codes = isObject(redirects) ? Object.keys(redirects) : [];
      return codes.length ? `redirects when the origin answers ${list(codes)}` : 'redirects on origin status codes';
    }
    case 'add_response_cookies': {
      const names = headerOperations(behaviour).map((o) => `\`${(o.value ?? '').split('=')[0]!.trim()}\``);
      return names.length ? `adds the cookie${names.length === 1 ? '' : 's'} ${list(names)}` : 'adds cookies to the response';
    }
    case 'other': {
      const description = stringMember(v, 'description');
      return description === undefined || description.trim() === '' ? 'a custom ESC behaviour' : quote(description, 80);
    }
    default:
      return `use case ${quote(behaviour.useCase ?? '?')}`;
  }
}
