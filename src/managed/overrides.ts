/**
 * Execute rules and their overrides, read once into a typed shape with the
 * JSON path of every member, so each managed/* rule reports at the exact
 * entry. Values of the wrong type are left out (the schema rules report them).
 *
 * The precedence of overrides (reference §10, cloudflare-docs
 * override-managed-ruleset.mdx): a rule override beats a category (tag)
 * override, which beats the ruleset override; among category overrides of
 * one tag, and among tags of one rule, the last in the list wins.
 */
import { isObject } from '../model/build.js';
import type { JsonObject, Path, RuleModel, RulesetModel } from '../model/types.js';
import { CUSTOM_RULESET_PHASE } from '../data/managed-rulesets.js';
import { phaseInfo } from '../data/phases.js';
import type { KnownRuleset } from './known-rulesets.js';

export interface OverrideEntry {
  readonly level: 'category' | 'rule';
  /** Position in `categories` or `rules`. */
  readonly index: number;
  /** Path of the entry. */
  readonly path: Path;
  readonly value: JsonObject;
  /** The category name or the rule id, when a string. */
  readonly key?: string;
  readonly enabled?: boolean;
  readonly action?: string;
  /** `score_threshold` when it is a number. */
  readonly scoreThreshold?: number;
}

export interface ParsedOverrides {
  /** Path of `action_parameters.overrides`. */
  readonly path: Path;
  readonly value: JsonObject;
  /** Ruleset-level `action`. */
  readonly action?: string;
  /** Ruleset-level `enabled`. */
  readonly enabled?: boolean;
  readonly categories: readonly OverrideEntry[];
  readonly rules: readonly OverrideEntry[];
}

export interface ExecuteRule {
  readonly rule: RuleModel;
  /** `action_parameters.id`. */
  readonly rulesetId: string;
  readonly idPath: Path;
  /** The managed ruleset it deploys, when known. */
  readonly target?: KnownRuleset;
  readonly overrides?: ParsedOverrides;
}

function entries(value: unknown, path: Path, level: 'category' | 'rule'): OverrideEntry[] {
  if (!Array.isArray(value)) return [];
  const keyName = level === 'category' ? 'category' : 'id';
  const result: OverrideEntry[] = [];
  value.forEach((item: unknown, index) => {
    if (!isObject(item)) return;
    const key = item[keyName];
    const enabled = item['enabled'];
    const action = item['action'];
    const threshold = item['score_threshold'];
    result.push({
      level,
      index,
      path: [...path, index],
      value: item,
      ...(typeof key === 'string' ? { key } : {}),
      ...(typeof enabled === 'boolean' ? { enabled } : {}),
      ...(typeof action === 'string' ? { action } : {}),
      ...(typeof threshold === 'number' ? { scoreThreshold: threshold } : {}),
    });
  });
  return result;
}

/** The overrides of an execute rule, or `undefined` when it has none (or they are not a mapping). */
export function parseOverrides(rule: RuleModel): ParsedOverrides | undefined {
  return parseOverridesValue(rule.parameters?.['overrides'], [...rule.path, 'action_parameters', 'overrides']);
}

/** An `overrides` value found at `path`; `undefined` when it is not a mapping. */
export function parseOverridesValue(overrides: unknown, path: Path): ParsedOverrides | undefined {
  if (!isObject(overrides)) return undefined;
  const action = overrides['action'];
  const enabled = overrides['enabled'];
  return {
    path,
    value: overrides,
    ...(typeof action === 'string' ? { action } : {}),
    ...(typeof enabled === 'boolean' ? { enabled } : {}),
    categories: entries(overrides['categories'], [...path, 'categories'], 'category'),
    rules: entries(overrides['rules'], [...path, 'rules'], 'rule'),
  };
}

/** The rule read as an execute rule with a string `action_parameters.id`; `undefined` for anything else. */
export function executeRuleOf(rule: RuleModel, known: ReadonlyMap<string, KnownRuleset>): ExecuteRule | undefined {
  if (rule.action !== 'execute') return undefined;
  const id = rule.parameters?.['id'];
  if (typeof id !== 'string') return undefined;
  const target = known.get(id);
  const overrides = parseOverrides(rule);
  return {
    rule,
    rulesetId: id,
    idPath: [...rule.path, 'action_parameters', 'id'],
    ...(target ? { target } : {}),
    ...(overrides ? { overrides } : {}),
  };
}

/**
 * Whether execute rules of this ruleset deploy managed rulesets. In
 * `http_request_firewall_custom` they run the account's custom rulesets,
 * which edgelint cannot know (reference §6, §8); a ruleset without a phase
 * (a bare PUT body) or with an unknown one (`ruleset/known-phase` reports
 * it) says nothing either.
 */
export function deploysManagedRulesets(ruleset: RulesetModel): boolean {
  return ruleset.phase !== undefined && ruleset.phase !== CUSTOM_RULESET_PHASE && phaseInfo(ruleset.phase) !== undefined;
}

/** The final `enabled` of each category after "the last override of a tag wins". */
export function categoryStates(overrides: ParsedOverrides | undefined): Map<string, OverrideEntry> {
  const states = new Map<string, OverrideEntry>();
  for (const entry of overrides?.categories ?? []) {
    if (entry.key !== undefined && entry.enabled !== undefined) states.set(entry.key, entry);
  }
  return states;
}

/** The last rule override of each rule id. */
export function ruleOverridesById(overrides: ParsedOverrides | undefined): Map<string, OverrideEntry> {
  const byId = new Map<string, OverrideEntry>();
  for (const entry of overrides?.rules ?? []) if (entry.key !== undefined) byId.set(entry.key, entry);
  return byId;
}

/**
 * Whether a rule carrying `tags` ends up enabled, and which override decides
 * it: rule override > the last category override among its tags > ruleset
 * override > enabled.
 */
export function ruleEnabled(
  overrides: ParsedOverrides | undefined,
  ruleId: string | undefined,
  tags: readonly string[],
): { readonly enabled: boolean; readonly decidedBy: 'rule' | 'category' | 'ruleset' | 'default'; readonly entry?: OverrideEntry } {
  if (ruleId !== undefined) {
    const own = [...(overrides?.rules ?? [])].reverse().find((e) => e.key === ruleId && e.enabled !== undefined);
    if (own) return { enabled: own.enabled!, decidedBy: 'rule', entry: own };
  }
  const byTag = [...(overrides?.categories ?? [])].reverse().find((e) => e.key !== undefined && tags.includes(e.key) && e.enabled !== undefined);
  if (byTag) return { enabled: byTag.enabled!, decidedBy: 'category', entry: byTag };
  if (overrides?.enabled !== undefined) return { enabled: overrides.enabled, decidedBy: 'ruleset' };
  return { enabled: true, decidedBy: 'default' };
}
