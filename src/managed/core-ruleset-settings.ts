/**
 * The managed core ruleset's dashboard settings — paranoia level, score
 * threshold, action (spec 2.7) — in both directions:
 *
 * - `overridesForSettings`: the manifest's `owasp:` block → the overrides an
 *   execute rule must carry (spec 4.2 rules 2 and 3: disable the
 *   `paranoia-level-<n>` tags above the level; a rule override
 *   `{id, score_threshold, action}` on the ruleset's last rule);
 * - `effectiveSettings`: an execute rule's overrides → the paranoia level,
 *   threshold and action that result, with the precedence of the reference
 *   (rule override > category override > ruleset override; among category
 *   overrides of one tag, the last in the list wins);
 * - `overridesWithSettings`: an execute rule's own overrides with an
 *   `owasp:` block applied (what the plan sends).
 *
 * Used by the managed/* rules, the planner and the migration report, so the
 * three can never disagree.
 */
import {
  CORE_LAST_RULE,
  DEFAULT_CORE_ACTION,
  DEFAULT_SENSITIVITY,
  PARANOIA_LEVELS,
  PARANOIA_TAG_PREFIX,
  SCORE_THRESHOLDS,
} from '../data/managed-rulesets.js';
import { isObject } from '../model/build.js';
import type { JsonObject } from '../model/types.js';
import { parseOverridesValue, ruleEnabled } from './overrides.js';
import { analyzeParanoia, paranoiaTag } from './paranoia.js';

export { paranoiaTag } from './paranoia.js';

export type Sensitivity = keyof typeof SCORE_THRESHOLDS;

/** What the manifest's `owasp:` block says (design.md). */
export interface CoreSettingsInput {
  /** `PL1`..`PL4`. */
  readonly paranoia_level?: string;
  /** `low` | `medium` | `high` | an integer. */
  readonly score_threshold?: string | number;
  readonly action?: string;
}

export interface CategoryOverride {
  readonly category: string;
  readonly enabled: boolean;
}

export interface RuleOverride {
  readonly id: string;
  readonly score_threshold?: number;
  readonly action?: string;
}

export interface CoreOverrides {
  readonly categories: readonly CategoryOverride[];
  readonly rules: readonly RuleOverride[];
}

/** `PL2` → 2; `undefined` for anything else. */
export function parseParanoiaLevel(value: unknown): number | undefined {
  const match = typeof value === 'string' ? /^PL([1-4])$/.exec(value) : null;
  return match ? Number(match[1]) : undefined;
}

/** `medium` → 40, an integer → itself. */
export function thresholdValue(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && Object.hasOwn(SCORE_THRESHOLDS, value)) return SCORE_THRESHOLDS[value as Sensitivity];
  return undefined;
}

/** The dashboard sensitivity whose threshold this is, if any (60 → low). */
export function sensitivityOf(threshold: number): Sensitivity | undefined {
  return (Object.keys(SCORE_THRESHOLDS) as Sensitivity[]).find((s) => SCORE_THRESHOLDS[s] === threshold);
}

/**
 * The overrides that give an execute rule of the core ruleset the settings
 * of an `owasp:` block. Only what the block sets is overridden: without
 * `paranoia_level` no category override, without threshold and action no
 * rule override.
 */
export function overridesForSettings(settings: CoreSettingsInput, lastRuleId: string = CORE_LAST_RULE.id): CoreOverrides {
  const level = parseParanoiaLevel(settings.paranoia_level);
  const categories: CategoryOverride[] =
    level === undefined ? [] : PARANOIA_LEVELS.filter((n) => n > level).map((n) => ({ category: paranoiaTag(n), enabled: false }));
  const threshold = thresholdValue(settings.score_threshold);
  const action = typeof settings.action === 'string' ? settings.action : undefined;
  const rules: RuleOverride[] =
    threshold === undefined && action === undefined
      ? []
      : [{ id: lastRuleId, ...(threshold === undefined ? {} : { score_threshold: threshold }), ...(action === undefined ? {} : { action }) }];
  return { categories, rules };
}

/** The settings an execute rule's overrides produce, and what cannot be made sense of. */
export interface EffectiveSettings {
  /** 0 when every paranoia tag is disabled (nothing runs); `undefined` when the disabled tags are not "all levels above N". */
  readonly paranoiaLevel: number | undefined;
  /** Paranoia levels whose tag is disabled (after precedence), ascending. */
  readonly disabledLevels: readonly number[];
  readonly threshold: number;
  /** The dashboard sensitivity of `threshold`, or `undefined` for a custom value. */
  readonly sensitivity: Sensitivity | undefined;
  readonly action: string;
  /**
   * Whether the last rule — the one that acts when the score exceeds the
   * threshold — stays enabled (a rule override or the ruleset-level
   * `enabled: false` can disable it; then the action never runs).
   */
  readonly lastRuleEnabled: boolean;
  /** Where each value came from: `default` or the override that set it. */
  readonly sources: {
    readonly paranoia: 'default' | 'categories' | 'ruleset';
    readonly threshold: 'default' | 'rule';
    readonly action: 'default' | 'rule' | 'ruleset';
  };
}

/**
 * The settings an execute rule's `overrides` give the core ruleset, with the
 * reference's precedence (rule > category > ruleset override; the last
 * override of a tag wins). A ruleset-level `enabled: false` disables every
 * paranoia tag not re-enabled by a category override, and the last rule
 * unless a rule override re-enables it.
 */
export function effectiveSettings(overrides: unknown, lastRuleId: string = CORE_LAST_RULE.id): EffectiveSettings {
  const parsed = parseOverridesValue(isObject(overrides) ? overrides : {}, [])!;
  const paranoia = analyzeParanoia(parsed);
  const o: JsonObject = parsed.value;
  let ruleOverride: JsonObject | undefined;
  for (const r of Array.isArray(o['rules']) ? o['rules'] : []) {
    if (isObject(r) && r['id'] === lastRuleId) ruleOverride = r; // a later duplicate wins, like the list order of the API
  }
  const ruleThreshold = ruleOverride?.['score_threshold'];
  const threshold = typeof ruleThreshold === 'number' ? ruleThreshold : SCORE_THRESHOLDS[DEFAULT_SENSITIVITY];
  const ruleAction = typeof ruleOverride?.['action'] === 'string' ? ruleOverride['action'] : undefined;
  const rulesetAction = typeof o['action'] === 'string' ? o['action'] : undefined;
  const disabledBy = paranoia.levels.filter((l) => !l.enabled).map((l) => l.decidedBy);
  return {
    paranoiaLevel: paranoia.level,
    disabledLevels: paranoia.disabledLevels,
    threshold,
    sensitivity: sensitivityOf(threshold),
    action: ruleAction ?? rulesetAction ?? DEFAULT_CORE_ACTION,
    lastRuleEnabled: ruleEnabled(parsed, lastRuleId, []).enabled,
    sources: {
      paranoia: disabledBy.includes('category') ? 'categories' : disabledBy.includes('ruleset') ? 'ruleset' : 'default',
      threshold: typeof ruleThreshold === 'number' ? 'rule' : 'default',
      action: ruleAction ? 'rule' : rulesetAction ? 'ruleset' : 'default',
    },
  };
}

/**
 * An execute rule's overrides with an `owasp:` block applied, as the plan
 * applies them: when the block sets a paranoia level its paranoia tag
 * overrides replace the rule's own; when it sets the threshold or the action
 * the last rule's override takes them (keeping its other members). Other
 * overrides are kept. Both lists stay together because a PATCH replaces the
 * whole rule (reference §5).
 */
export function overridesWithSettings(existing: unknown, settings: CoreSettingsInput, lastRuleId: string = CORE_LAST_RULE.id): JsonObject {
  const base: JsonObject = isObject(existing) ? existing : {};
  const wanted = overridesForSettings(settings, lastRuleId);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(base)) if (key !== 'categories' && key !== 'rules') out[key] = value;
  const oldCategories: unknown[] = Array.isArray(base['categories']) ? base['categories'] : [];
  const isTag = (c: unknown): boolean => isObject(c) && typeof c['category'] === 'string' && c['category'].startsWith(PARANOIA_TAG_PREFIX);
  const categories = parseParanoiaLevel(settings.paranoia_level) !== undefined ? [...oldCategories.filter((c) => !isTag(c)), ...wanted.categories] : oldCategories;
  const oldRules: unknown[] = Array.isArray(base['rules']) ? base['rules'] : [];
  const isLast = (r: unknown): r is JsonObject => isObject(r) && r['id'] === lastRuleId;
  let rules = oldRules;
  const [override] = wanted.rules;
  if (override) {
    const previous = oldRules.filter(isLast).pop();
    rules = [...oldRules.filter((r) => !isLast(r)), { ...previous, ...override }];
  }
  if (categories.length) out['categories'] = categories;
  if (rules.length) out['rules'] = rules;
  return out;
}
