/**
 * The managed core ruleset's `owasp:` settings as the planner needs them:
 * whether an execute rule's overrides already give those settings, and the
 * overrides a PATCH must carry. The overrides themselves come from
 * `overridesForSettings` and the comparison from `effectiveSettings`
 * (src/managed/core-ruleset-settings.ts), so the planner, the managed/*
 * rules and the report never disagree.
 */
import { CORE_LAST_RULE, CORE_RULESET_ID, PARANOIA_TAG_PREFIX } from '../data/managed-rulesets.js';
import {
  effectiveSettings,
  overridesForSettings,
  parseParanoiaLevel,
  thresholdValue,
  type CoreSettingsInput,
} from '../managed/core-ruleset-settings.js';
import { isObject } from '../model/build.js';
import type { JsonObject } from '../model/types.js';

export { CORE_RULESET_ID };

/** The settings an `owasp:` block gives, and which of them it sets. */
export interface OwaspSettings {
  readonly input: CoreSettingsInput;
  readonly paranoia: boolean;
  /** Threshold or action: both live in the rule override of the last rule (spec 4.2 rule 3). */
  readonly lastRule: boolean;
}

export function owaspSettings(block: JsonObject): OwaspSettings {
  const input: CoreSettingsInput = {
    ...(typeof block['paranoia_level'] === 'string' ? { paranoia_level: block['paranoia_level'] } : {}),
    ...(typeof block['score_threshold'] === 'string' || typeof block['score_threshold'] === 'number' ? { score_threshold: block['score_threshold'] } : {}),
    ...(typeof block['action'] === 'string' ? { action: block['action'] } : {}),
  };
  return {
    input,
    paranoia: parseParanoiaLevel(input.paranoia_level) !== undefined,
    lastRule: thresholdValue(input.score_threshold) !== undefined || input.action !== undefined,
  };
}

/** Whether overrides already give every setting the block sets (read with the spec's precedence and defaults). */
export function overridesGiveSettings(overrides: unknown, settings: OwaspSettings): boolean {
  const effective = effectiveSettings(overrides);
  const level = parseParanoiaLevel(settings.input.paranoia_level);
  if (level !== undefined && effective.paranoiaLevel !== level) return false;
  const threshold = thresholdValue(settings.input.score_threshold);
  if (threshold !== undefined && effective.threshold !== threshold) return false;
  if (settings.input.action !== undefined && effective.action !== settings.input.action) return false;
  return true;
}

function isParanoiaCategory(entry: unknown): boolean {
  return isObject(entry) && typeof entry['category'] === 'string' && entry['category'].startsWith(PARANOIA_TAG_PREFIX);
}

function isLastRuleOverride(entry: unknown): entry is JsonObject {
  return isObject(entry) && entry['id'] === CORE_LAST_RULE.id;
}

/**
 * The overrides of the PATCH: the execute rule's own overrides, with the
 * paranoia tags replaced when the block sets a level, and the last rule's
 * override replaced (keeping its other members) when it sets the threshold
 * or the action. `lastRuleId` is the placeholder read from the managed
 * ruleset (spec 4.2 rule 3). Both lists travel in one body because PATCH
 * replaces the whole rule (reference §5).
 */
export function mergedOverrides(existing: unknown, settings: OwaspSettings, lastRuleId: string): Record<string, unknown> {
  const base: JsonObject = isObject(existing) ? existing : {};
  const wanted = overridesForSettings(settings.input, lastRuleId);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(base)) if (key !== 'categories' && key !== 'rules') out[key] = value;
  const oldCategories = Array.isArray(base['categories']) ? (base['categories'] as unknown[]) : [];
  const categories = settings.paranoia ? [...oldCategories.filter((c) => !isParanoiaCategory(c)), ...wanted.categories] : oldCategories;
  const oldRules = Array.isArray(base['rules']) ? (base['rules'] as unknown[]) : [];
  let rules: unknown[] = oldRules;
  if (settings.lastRule) {
    const previous = oldRules.find(isLastRuleOverride);
    const kept: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(previous ?? {})) if (key !== 'id') kept[key] = value;
    const [override] = wanted.rules;
    rules = [...oldRules.filter((r) => !isLastRuleOverride(r)), { id: lastRuleId, ...kept, ...without(override ?? {}, 'id') }];
  }
  if (categories.length) out['categories'] = categories;
  if (rules.length) out['rules'] = rules;
  return out;
}

function without(object: object, key: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(object)) if (k !== key) out[k] = v;
  return out;
}

/**
 * `rules` with the settings folded into the overrides of the first execute
 * rule of the managed core ruleset, as the PATCH would leave it (the last
 * rule's id is the managed ruleset's own, which a configuration can name);
 * `rules` itself when no rule deploys the core ruleset.
 */
export function withCoreSettings(rules: readonly unknown[], settings: OwaspSettings): unknown[] {
  const execute = executeRuleOf(rules);
  if (execute === undefined || (!settings.paranoia && !settings.lastRule)) return [...rules];
  const parameters = execute['action_parameters'] as JsonObject;
  const overrides = mergedOverrides(parameters['overrides'], settings, CORE_LAST_RULE.id);
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parameters)) if (key !== 'overrides') next[key] = value;
  if (Object.keys(overrides).length > 0) next['overrides'] = overrides;
  return rules.map((rule) => (rule === execute ? { ...execute, action_parameters: next } : rule));
}

/** The first enabled-or-not execute rule deploying `rulesetId` in a list of rules. */
export function executeRuleOf(rules: readonly unknown[], rulesetId: string = CORE_RULESET_ID): JsonObject | undefined {
  return rules.find(
    (r): r is JsonObject => isObject(r) && r['action'] === 'execute' && isObject(r['action_parameters']) && r['action_parameters']['id'] === rulesetId,
  );
}
