/**
 * Requests written as plain data (a test file, a property test, a library
 * caller): `{method, url, headers, ip, fields, body}` → the evaluator's
 * `TestRequest`, with `fields` typed like the fields they name.
 */
import { lookupField } from '../expr/scheme.js';
import type { ValueType } from '../expr/types.js';
import { parseIp } from '../expr/value-checks/ip.js';
import { isObject } from '../model/build.js';
import { toBytes } from './bytes.js';
import { canonicalField, type TestRequest } from './request-fields.js';
import { parseRequestUrl } from './url.js';
import { bool, bytes, int, type Value } from './values.js';

export interface RequestInput {
  readonly method?: string;
  readonly url: string;
  readonly headers?: Readonly<Record<string, string | readonly string[]>>;
  readonly ip?: string;
  readonly fields?: Readonly<Record<string, unknown>>;
  readonly body?: string;
  readonly rateLimit?: 'exceeded' | 'not_exceeded';
}

/** A value given under `fields`, typed like the field (a scalar is accepted where a list of strings is expected as a one-item list in maps). */
export function fieldValueOf(type: ValueType, raw: unknown): Value | string {
  switch (type.kind) {
    case 'bytes':
      return typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? bytes(toBytes(String(raw))) : 'a string';
    case 'int':
      return typeof raw === 'number' && Number.isSafeInteger(raw) ? int(raw) : 'an integer';
    case 'bool':
      return typeof raw === 'boolean' ? bool(raw) : '`true` or `false`';
    case 'ip': {
      const ip = typeof raw === 'string' ? parseIp(raw) : undefined;
      return ip === undefined ? 'an IP address' : { kind: 'ip', value: ip };
    }
    case 'array': {
      if (!Array.isArray(raw)) return `a list (${type.name})`;
      const items: Value[] = [];
      for (const item of raw) {
        const value = fieldValueOf(type.element!, item);
        if (typeof value === 'string') return `a list whose items are ${value} (${type.name})`;
        items.push(value);
      }
      return { kind: 'array', items };
    }
    case 'map': {
      if (!isObject(raw)) return `a mapping (${type.name})`;
      const entries = new Map<string, Value>();
      for (const [key, item] of Object.entries(raw)) {
        const element = type.element!;
        const value = fieldValueOf(element, element.kind === 'array' && !Array.isArray(item) ? [item] : item);
        if (typeof value === 'string') return `a mapping whose values are ${value} (${type.name})`;
        entries.set(toBytes(key), value);
      }
      return { kind: 'map', entries };
    }
  }
}

/** The request, or what is wrong with the input (in words). */
export function requestFrom(input: RequestInput): TestRequest | string {
  const url = parseRequestUrl(input.url);
  if (typeof url === 'string') return `url must be ${url}`;
  const ip = input.ip === undefined ? undefined : parseIp(input.ip);
  if (input.ip !== undefined && ip === undefined) return 'ip must be an IP address';
  const fields = new Map<string, Value>();
  for (const [name, raw] of Object.entries(input.fields ?? {})) {
    const lookup = lookupField(name, 'request');
    if (lookup === undefined || lookup.wrongStage) return `unknown field ${name}`;
    const value = fieldValueOf(lookup.field.type, raw);
    if (typeof value === 'string') return `${name} must be ${value}`;
    fields.set(canonicalField(name), value);
  }
  const headers = Object.entries(input.headers ?? {}).flatMap(([name, v]) => (typeof v === 'string' ? [{ name, value: v }] : v.map((value) => ({ name, value }))));
  return {
    method: input.method ?? 'GET',
    url,
    headers,
    ...(ip ? { ip } : {}),
    ...(input.body !== undefined ? { body: input.body } : {}),
    fields,
    ...(input.rateLimit ? { rateLimit: input.rateLimit } : {}),
  };
}
