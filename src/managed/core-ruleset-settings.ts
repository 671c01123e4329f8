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
 *   overrides of one tag, the last in the list wins).
 *
 * Used by the managed/* rules, the planner and the migration report, so the
 * three can never disagree.
 */
import {
  CORE_LAST_RULE,
  DEFAULT_CORE_ACTION,
  DEFAULT_PARANOIA_LEVEL,
  DEFAULT_SENSITIVITY,
  PARANOIA_LEVELS,
  PARANOIA_TAG_PREFIX,
  SCORE_THRESHOLDS,
} from '../data/managed-rulesets.js';
import { isObject } from '../model/build.js';
import type { JsonObject } from '../model/types.js';

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

export function paranoiaTag(level: number): string {
  return `${PARANOIA_TAG_PREFIX}${level}`;
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
  /** Where each value came from: `default` or the override that set it. */
  readonly sources: { readonly paranoia: 'default' | 'categories'; readonly threshold: 'default' | 'rule'; readonly action: 'default' | 'rule' | 'ruleset' };
}

export function effectiveSettings(overrides: unknown, lastRuleId: string = CORE_LAST_RULE.id): EffectiveSettings {
  const o: JsonObject = isObject(overrides) ? overrides : {};
  // Category overrides of one tag: the last one in the list wins (reference §10).
  const tagEnabled = new Map<string, boolean>();
  for (const c of Array.isArray(o['categories']) ? o['categories'] : []) {
    if (isObject(c) && typeof c['category'] === 'string' && typeof c['enabled'] === 'boolean') tagEnabled.set(c['category'], c['enabled']);
  }
  const disabledLevels = PARANOIA_LEVELS.filter((n) => tagEnabled.get(paranoiaTag(n)) === false);
  let paranoiaLevel: number | undefined;
  if (disabledLevels.length === 0) paranoiaLevel = DEFAULT_PARANOIA_LEVEL;
  else {
    const lowest = disabledLevels[0]!;
    // Valid only when exactly the levels above some N are off: {3,4} → PL2; {2,4} has no meaning.
    const contiguous = disabledLevels.every((n, i) => n === lowest + i) && disabledLevels[disabledLevels.length - 1] === PARANOIA_LEVELS[PARANOIA_LEVELS.length - 1];
    paranoiaLevel = contiguous ? lowest - 1 : undefined;
  }
  let ruleOverride: JsonObject | undefined;
  for (const r of Array.isArray(o['rules']) ? o['rules'] : []) {
    if (isObject(r) && r['id'] === lastRuleId) ruleOverride = r; // a later duplicate wins, like the list order of the API
  }
  const ruleThreshold = ruleOverride?.['score_threshold'];
  const threshold = typeof ruleThreshold === 'number' ? ruleThreshold : SCORE_THRESHOLDS[DEFAULT_SENSITIVITY];
  const ruleAction = typeof ruleOverride?.['action'] === 'string' ? ruleOverride['action'] : undefined;
  const rulesetAction = typeof o['action'] === 'string' ? o['action'] : undefined;
  return {
    paranoiaLevel,
    disabledLevels,
    threshold,
    sensitivity: sensitivityOf(threshold),
    action: ruleAction ?? rulesetAction ?? DEFAULT_CORE_ACTION,
    sources: {
      paranoia: disabledLevels.length ? 'categories' : 'default',
      threshold: typeof ruleThreshold === 'number' ? 'rule' : 'default',
      action: ruleAction ? 'rule' : rulesetAction ? 'ruleset' : 'default',
    },
  };
}
