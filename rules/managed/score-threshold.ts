import { defineRule } from '../../src/engine/rule.js';
import { CORE_RULESET_ID, LARGEST_KNOWN_RULE_SCORE, SCORE_THRESHOLDS, SMALLEST_KNOWN_RULE_SCORE } from '../../src/data/managed-rulesets.js';
import type { Path, RuleModel } from '../../src/model/types.js';
import { overridesForSettings, parseParanoiaLevel, thresholdValue } from '../../src/managed/core-ruleset-settings.js';
import { describeRule, knownRulesetsOf, type KnownRuleset } from '../../src/managed/known-rulesets.js';
import { executeRuleOf, parseOverridesValue, ruleEnabled, type ParsedOverrides } from '../../src/managed/overrides.js';

export interface ScoreThresholdOptions {
  /** The highest threat score the deployed rules can produce, when the user knows it; a threshold at or above it can never be exceeded. */
  readonly maxScore?: number;
}

/** The highest score the core ruleset's enabled rules can add up to, when its rule list is known (the account lists it). */
function reachableScore(core: KnownRuleset, overrides: ParsedOverrides | undefined): { rules: number; max: number } | undefined {
  if (!core.rulesComplete) return undefined;
  const scoring = core.rules.filter((r) => r.id !== core.lastRuleId && ruleEnabled(overrides, r.id, r.categories ?? []).enabled);
  return { rules: scoring.length, max: scoring.length * LARGEST_KNOWN_RULE_SCORE };
}

const DASHBOARD_VALUES: readonly number[] = Object.values(SCORE_THRESHOLDS);

export default defineRule<ScoreThresholdOptions, 'everyRequest' | 'everyScored' | 'unreachable' | 'notDashboardLevel' | 'lastRuleDisabled' | 'rulesetDisabled'>({
  id: 'managed/score-threshold',
  type: 'problem',
  defaultSeverity: 'warn',
  description: 'The managed core ruleset\'s score threshold should be a dashboard level (Low 60, Medium 40, High 25), and must let the ruleset fire on some requests but not on every scored one; its last rule must stay enabled.',
  messages: {
    everyRequest: 'A threshold of {{threshold}} is below 0, so the action runs on every request.',
    everyScored: 'A threshold of {{threshold}} is below {{smallest}}, so one matching rule triggers the action.',
    unreachable: 'A threshold of {{threshold}} is never exceeded: the score reaches at most {{max}}.',
    notDashboardLevel: 'Threshold {{threshold}} is not a dashboard level (Low 60, Medium 40, High 25).',
    lastRuleDisabled: 'This disables the core ruleset\'s last rule, so it scores requests but never acts.',
    rulesetDisabled: '`enabled: false` also disables the core ruleset\'s last rule, so it never acts.',
  },
  schema: {
    type: 'object',
    properties: {
      maxScore: { type: 'integer', minimum: 1, description: 'The highest threat score the deployed rules can produce, when known; a threshold at or above it is reported as unreachable.' },
    },
    additionalProperties: false,
  },
  defaultOptions: {},
  create(context) {
    const known = (): ReadonlyMap<string, KnownRuleset> => knownRulesetsOf(context);
    const checkValue = (threshold: number, path: Path, core: KnownRuleset | undefined, overrides: ParsedOverrides | undefined): void => {
      const data = { threshold, smallest: SMALLEST_KNOWN_RULE_SCORE };
      if (threshold < 0) return context.report({ path, messageId: 'everyRequest', data });
      if (threshold < SMALLEST_KNOWN_RULE_SCORE) return context.report({ path, messageId: 'everyScored', data });
      const reachable = core ? reachableScore(core, overrides) : undefined;
      const maxScore = context.options.maxScore;
      if (reachable && threshold >= reachable.max) {
        // The page explains the bound: the enabled rules that can match, times the largest per-rule score the docs show.
        return context.report({ path, messageId: 'unreachable', data: { ...data, max: reachable.max } });
      }
      if (maxScore !== undefined && threshold >= maxScore) {
        return context.report({ path, messageId: 'unreachable', data: { ...data, max: maxScore } });
      }
      if (!DASHBOARD_VALUES.includes(threshold)) context.report({ path, messageId: 'notDashboardLevel', data });
    };
    const checkExecute = (rule: RuleModel): void => {
      const execute = executeRuleOf(rule, known());
      const core = execute?.target;
      const overrides = execute?.overrides;
      if (!core?.isCore || !overrides || core.lastRuleId === undefined) return;
      const lastRuleId = core.lastRuleId;
      const lastRule = describeRule(core.rules.find((r) => r.id === lastRuleId), lastRuleId);
      for (const entry of overrides.rules) {
        if (entry.key === lastRuleId && entry.scoreThreshold !== undefined && Number.isInteger(entry.scoreThreshold)) {
          checkValue(entry.scoreThreshold, [...entry.path, 'score_threshold'], core, overrides);
        }
      }
      const state = ruleEnabled(overrides, lastRuleId, []);
      if (state.enabled) return;
      if (state.decidedBy === 'rule' && state.entry) context.report({ path: [...state.entry.path, 'enabled'], messageId: 'lastRuleDisabled', data: { lastRule } });
      else if (state.decidedBy === 'ruleset') context.report({ path: [...overrides.path, 'enabled'], messageId: 'rulesetDisabled', data: { lastRule } });
    };
    return {
      scope(scope) {
        const value = thresholdValue(scope.owasp?.value['score_threshold']);
        if (!scope.owasp || value === undefined) return;
        // The block's own paranoia level decides which rules run.
        const level = parseParanoiaLevel(scope.owasp.value['paranoia_level']);
        const categories = level === undefined ? [] : overridesForSettings({ paranoia_level: `PL${level}` }).categories;
        const overrides = parseOverridesValue({ categories }, [...scope.owasp.path, '(planned)']);
        checkValue(value, [...scope.owasp.path, 'score_threshold'], known().get(CORE_RULESET_ID), overrides);
      },
      rule: checkExecute,
    };
  },
});
