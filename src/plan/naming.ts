/**
 * Names in a plan: call ids (`example_com_put_entrypoint_http_request_firewall_managed`),
 * placeholders (`{{<call id>.<JSON path>}}`) and generated `${NAME}`
 * references. All derived from the configuration, never from a counter that
 * depends on unrelated input, so a plan's text changes only where the
 * configuration did.
 */
import type { PlanScope } from './types.js';

/** `example.com` → `example_com`; anything outside `[a-z0-9]` becomes `_`. */
export function slug(text: string): string {
  const s = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return s === '' ? 'x' : s;
}

/** `SCREAMING_CASE` for environment variable names. */
export function envName(...parts: string[]): string {
  return parts
    .map((p) => slug(p).toUpperCase())
    .join('_')
    .replace(/^([0-9])/, '_$1');
}

/**
 * The prefix of a scope's call ids: `account`, the zone's name
 * (`example_com`), `zone_<first 8 of its id>`, or for an id supplied at run
 * time its name (`${ZONE_ID}` → `zone`, `${ZONE_ID_INFRA_SHOP}` → `zone_infra_shop`,
 * `${SHOP_ZONE}` → `zone_shop_zone`), so two such zones have calls of their own names.
 */
export function scopeSlug(scope: PlanScope): string {
  if (scope.level === 'account') return 'account';
  if (scope.name) return slug(scope.name);
  const reference = /^\$\{([A-Za-z_][A-Za-z0-9_]*)\}$/.exec(scope.id);
  if (reference) return `zone_${slug(reference[1]!)}`.replace(/^zone_zone_id(?=_|$)/, 'zone');
  return /^\$\{/.test(scope.id) ? 'zone' : `zone_${slug(scope.id).slice(0, 8)}`;
}

export function placeholderText(callId: string, path: string): string {
  return `{{${callId}.${path}}}`;
}

/**
 * `${NAME}` references and `{{call.path}}` placeholders inside a string. A
 * text of the placeholder's shape is a placeholder only when the plan has a
 * capture of that name: other `{{...}}` (a log push `record_template`'s
 * `{{ .Field }}`) are left alone by every renderer.
 */
export const ENV_REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
export const PLACEHOLDER = /\{\{([a-z0-9_]+\.[^{}]+)\}\}/g;

/** The environment names a value refers to, in order of first appearance. */
export function envReferences(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    for (const m of value.matchAll(ENV_REFERENCE)) into.add(m[1]!);
  } else if (Array.isArray(value)) {
    for (const item of value) envReferences(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) envReferences(item, into);
  }
  return into;
}

/** `zone example.com (023e…)` or `account 01a7…`, as plans name scopes. */
export function scopeText(scope: PlanScope): string {
  return scope.level === 'account' ? `account ${scope.id}` : `zone ${scope.name ? `${scope.name} (${scope.id})` : scope.id}`;
}
