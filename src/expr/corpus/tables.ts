/**
 * Loading the expression tables of this folder for the tests: the valid
 * corpus from public usage (`valid-expressions.json`, assembled separately),
 * the valid examples quoted by the reference files (`reference-valid.json`)
 * and the invalid table with the exact problem each must produce
 * (`invalid-expressions.json`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ExpressionContext } from '../analyze.js';
import type { ListKind } from '../../data/managed-lists.js';
import type { ValueSlot } from '../../data/functions.js';
import type { Tier } from '../../data/plans.js';

export interface TableEntry {
  readonly expression: string;
  readonly kind?: 'filter' | 'value';
  readonly phase?: string;
  readonly valueSlot?: ValueSlot;
  readonly filterSlot?: 'rule' | 'ratelimit_counting';
  readonly tier?: Tier;
  /** Declared account lists as `kind:name`, comma-separated (`ip:office_ips,hostname:hosts`). */
  readonly lists?: string;
  readonly source?: string;
}

export interface InvalidEntry extends TableEntry {
  readonly code: string;
  readonly messageId: string;
  readonly start: number;
  readonly end: number;
}

export function tablePath(name: string): string {
  return fileURLToPath(new URL(`./${name}`, import.meta.url));
}

export function loadTable<T>(name: string): T[] | undefined {
  const path = tablePath(name);
  if (!existsSync(path)) return undefined;
  return JSON.parse(readFileSync(path, 'utf8')) as T[];
}

/** Lists the reference examples and the design's manifest declare. */
const DEFAULT_LISTS = 'ip:office_ips,redirect:redirect_list';

/**
 * The analysis context of a table entry. Account lists are known only when
 * the entry declares them (or `defaultLists` applies); otherwise the existence
 * of custom lists is not checked, as for a configuration without a manifest.
 */
export function contextOf(entry: TableEntry, defaultLists = true): ExpressionContext {
  const lists = entry.lists ?? (defaultLists ? DEFAULT_LISTS : undefined);
  const declared = new Map<string, ListKind>();
  for (const item of (lists ?? '').split(',')) {
    const [kind, name] = item.split(':');
    if (kind !== undefined && name !== undefined) declared.set(name, kind as ListKind);
  }
  const context: { -readonly [K in keyof ExpressionContext]: ExpressionContext[K] } = { kind: entry.kind ?? 'filter' };
  if (lists !== undefined) {
    context.lists = (name) => {
      const kind = declared.get(name);
      return kind === undefined ? undefined : { kind };
    };
  }
  if (entry.phase !== undefined) context.phase = entry.phase;
  if (entry.valueSlot !== undefined) context.valueSlot = entry.valueSlot;
  if (entry.filterSlot !== undefined) context.filterSlot = entry.filterSlot;
  if (entry.tier !== undefined) context.tier = entry.tier;
  return context;
}
