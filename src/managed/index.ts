/**
 * Managed rulesets and the managed core ruleset: what is known of them, how
 * an execute rule's overrides read, and the effective core ruleset
 * configuration of a scope. Used by the managed/* rules, the planner and the
 * migration report.
 */
export {
  coreDeploymentsIn,
  coreDeploymentsOf,
  coreRulesetConfig,
  coreRulesetConfigFor,
  coreRulesetConfigOfRuleset,
  type CoreDeployment,
  type CoreRulesetConfig,
} from './core-config.js';
export {
  effectiveSettings,
  overridesForSettings,
  overridesWithSettings,
  paranoiaTag,
  parseParanoiaLevel,
  sensitivityOf,
  thresholdValue,
  type CategoryOverride,
  type CoreOverrides,
  type CoreSettingsInput,
  type EffectiveSettings,
  type RuleOverride,
  type Sensitivity,
} from './core-ruleset-settings.js';
export {
  accountManagedRulesets,
  checkCategory,
  checkRuleId,
  checkRulesetId,
  describeRule,
  describeRuleset,
  isPlaceholder,
  knownRulesets,
  knowsManagedRulesetsOf,
  knownRulesetsOf,
  type AccountManagedRuleset,
  type CategoryProblem,
  type KnownRule,
  type KnownRuleset,
  type RuleIdProblem,
  type RulesetIdProblem,
} from './known-rulesets.js';
export {
  categoryStates,
  deploysManagedRulesets,
  executeRuleOf,
  parseOverrides,
  parseOverridesValue,
  ruleEnabled,
  ruleOverridesById,
  type ExecuteRule,
  type OverrideEntry,
  type ParsedOverrides,
} from './overrides.js';
export { analyzeParanoia, describeParanoia, type LevelState, type ParanoiaAnalysis } from './paranoia.js';
