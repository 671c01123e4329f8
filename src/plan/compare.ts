/**
 * Comparing the configuration with the current state: the same thing written
 * twice (a rule with and without its defaults, a filter as a mapping and as
 * its string) must compare equal, so a plan says "no changes" exactly when
 * the API would not change.
 */
import { isObject } from '../model/build.js';
import type { JsonObject } from '../model/types.js';
import { filterString, listItem } from './bodies.js';

/** Deep equality of JSON values; object key order does not matter, array order does. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a).filter((k) => a[k] !== undefined);
    const otherKeys = Object.keys(b).filter((k) => b[k] !== undefined);
    return keys.length === otherKeys.length && keys.every((k) => Object.hasOwn(b, k) && jsonEqual(a[k], b[k]));
  }
  return false;
}

/** Members of a rule the API adds or fills in: ignored when comparing. */
const RULE_NOISE = new Set(['id', 'version', 'last_updated', 'categories']);

/**
 * A rule reduced to what the configuration controls: read-only members
 * dropped, defaults (`enabled: true`, `description: ""`) dropped, and `ref`
 * dropped unless the configuration sets it (the API defaults it to the id).
 * `strip` removes more (the overrides the `owasp:` block owns).
 */
export function comparableRule(rule: JsonObject, keepRef: boolean, strip?: (rule: Record<string, unknown>) => void): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rule)) {
    if (RULE_NOISE.has(key)) continue;
    if (key === 'enabled' && value === true) continue;
    if (key === 'description' && value === '') continue;
    if (key === 'ref' && !keepRef) continue;
    out[key] = value;
  }
  strip?.(out);
  return out;
}

/** Whether the current rules are the described ones, in the same order. */
export function rulesEqual(
  desired: readonly JsonObject[],
  current: readonly JsonObject[] | undefined,
  strip?: (rule: Record<string, unknown>) => void,
): boolean {
  if (!current || desired.length !== current.length) return false;
  return desired.every((rule, i) => {
    const keepRef = typeof rule['ref'] === 'string';
    return jsonEqual(comparableRule(rule, keepRef, strip), comparableRule(current[i]!, keepRef, strip));
  });
}

/** A filter as compared: parsed JSON of its string form (whitespace and escaping do not matter). */
function comparableFilter(filter: unknown): unknown {
  const text = filterString(filter);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Job members a comparison ignores: read-only, and the write-only ownership token. */
const JOB_NOISE = new Set(['id', 'last_complete', 'last_error', 'error_message', 'ownership_challenge']);

const REFERENCE = /\$\{[A-Za-z_][A-Za-z0-9_]*\}/g;

/**
 * Whether a described string that holds `${NAME}` references can be the
 * current value: a reference stands for a value supplied at apply time (a
 * credential in a destination), which the plan cannot read, so it matches
 * whatever the current value holds there — as an ESC secret is taken as
 * unchanged. The rest of the string must be the same.
 */
export function matchesWithReferences(desired: string, current: unknown): boolean {
  if (typeof current !== 'string') return false;
  const parts = desired.split(REFERENCE);
  if (parts.length === 1) return desired === current;
  // Wildcard matching, each reference a `*`: the first part at the start, the last at the end, those between at
  // their first place after the previous one (leftmost is always right for `*`); linear, no regular expression.
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  if (current.length < first.length + last.length || !current.startsWith(first) || !current.endsWith(last)) return false;
  let at = first.length;
  const end = current.length - last.length;
  for (const part of parts.slice(1, -1)) {
    const found = current.indexOf(part, at);
    if (found < 0 || found + part.length > end) return false;
    at = found + part.length;
  }
  return true;
}

/** The members of the described job that differ from the current job (only members the configuration sets are compared). */
export function changedJobMembers(desired: JsonObject, current: JsonObject): string[] {
  const changed: string[] = [];
  for (const [key, value] of Object.entries(desired)) {
    if (JOB_NOISE.has(key)) continue;
    const same =
      key === 'filter'
        ? jsonEqual(comparableFilter(value), comparableFilter(current[key]))
        : key === 'destination_conf' && typeof value === 'string'
          ? matchesWithReferences(value, current[key])
          : jsonEqual(value, current[key]);
    if (!same) changed.push(key);
  }
  return changed;
}

/** Whether two list item arrays hold the same items (order does not matter; API bookkeeping members are ignored). */
export function listItemsEqual(kind: unknown, desired: readonly unknown[], current: readonly unknown[]): boolean {
  const canonical = (items: readonly unknown[]): string[] =>
    items
      .map((item) => listItem(kind, item))
      .map((item) => {
        if (!isObject(item)) return JSON.stringify(item);
        const out: Record<string, unknown> = {};
        for (const key of Object.keys(item).sort()) if (!['id', 'created_on', 'modified_on'].includes(key)) out[key] = item[key];
        return JSON.stringify(out);
      })
      .sort();
  const a = canonical(desired);
  const b = canonical(current);
  return a.length === b.length && a.every((item, i) => item === b[i]);
}
