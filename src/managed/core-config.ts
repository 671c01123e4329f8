/**
 * The effective configuration of the managed core ruleset for a scope: is it
 * deployed, by which execute rule and where (the zone's own entry point or
 * the account's), and with which paranoia level, threshold, sensitivity,
 * action, disabled tags and rules. The managed/* rules, the planner and the
 * migration report all read it from here.
 *
 * Deployment (spec 4.2 rule 1): an `execute` rule whose
 * `action_parameters.id` is the core ruleset, in the entry point ruleset of
 * phase `http_request_firewall_managed` — the zone's (kind `zone`) or the
 * account's (kind `root`, which runs before the zone's, reference §6).
 */
import { CORE_ACTIONS, CORE_LAST_RULE, CORE_RULESET_ID, SENSITIVITY_NAMES } from '../data/managed-rulesets.js';
import { MANAGED_FIREWALL_PHASE } from '../data/phases.js';
import type { DocumentModel, ModelNode, RuleModel, RulesetModel, ScopeModel } from '../model/types.js';
import {
  effectiveSettings,
  overridesForSettings,
  overridesWithSettings,
  parseParanoiaLevel,
  thresholdValue,
  type CoreOverrides,
  type CoreSettingsInput,
  type EffectiveSettings,
} from './core-ruleset-settings.js';
import { knownRulesets, type KnownRuleset } from './known-rulesets.js';
import { categoryStates, executeRuleOf, parseOverridesValue, ruleOverridesById, type ExecuteRule } from './overrides.js';
import { analyzeParanoia, describeParanoia, type ParanoiaAnalysis } from './paranoia.js';

export interface CoreDeployment {
  /** Where the execute rule sits: the zone's entry point, the account's, or a raw API ruleset of unknown scope. */
  readonly level: 'zone' | 'account' | 'unknown';
  readonly ruleset: RulesetModel;
  readonly rule: RuleModel;
  readonly execute: ExecuteRule;
  /** The execute rule's own `enabled` (false: deployed, but nothing of the ruleset runs). */
  readonly enabled: boolean;
  /** The execute rule's expression (`true` applies the ruleset to every request). */
  readonly expression?: string;
}

export interface CoreRulesetConfig {
  /** The scope asked about (`undefined` for a raw API ruleset). */
  readonly scope?: ScopeModel;
  /** An execute rule deploys the core ruleset for this scope (its own, or the account's for a zone). */
  readonly deployed: boolean;
  /** The deployment whose overrides the settings come from: the scope's own, else the account's. */
  readonly deployment?: CoreDeployment;
  /** Further deployments that also run for this scope (a zone's and its account's; duplicates). */
  readonly otherDeployments: readonly CoreDeployment[];
  /**
   * Paranoia level, threshold, sensitivity, action and their sources (defaults
   * when not deployed) — for a zone's own deployment with the zone's `owasp:`
   * block applied, as the plan applies it.
   */
  readonly settings: EffectiveSettings;
  /** The same from the execute rule's explicit overrides alone (equal to `settings` without an `owasp:` block to apply). */
  readonly explicitSettings: EffectiveSettings;
  /** Which of the settings the zone's `owasp:` block decides. */
  readonly fromOwasp: { readonly paranoia: boolean; readonly threshold: boolean; readonly action: boolean };
  /** The paranoia tags' states behind `settings` (with the `owasp:` block applied, like `settings`). */
  readonly paranoia: ParanoiaAnalysis;
  /** `PL2`, or what the disabled tags amount to. */
  readonly paranoiaDescription: string;
  /** `Medium`, or `custom` for a threshold that is not a dashboard level. */
  readonly sensitivityName: string;
  /** The dashboard's name of the action (`Managed Challenge`), or the action itself when it is not a dashboard action. */
  readonly actionName: string;
  /** Category tags disabled after precedence (the last override of a tag wins), paranoia tags included. */
  readonly disabledTags: readonly string[];
  /** Rule ids disabled by a rule override. */
  readonly disabledRules: readonly string[];
  /** Whether the action can run at all: deployed, execute rule enabled, last rule enabled, some paranoia tag enabled. */
  readonly active: boolean;
  /** The zone's `owasp:` block, the settings it asks for and the overrides that give them. */
  readonly requested?: { readonly node: ModelNode; readonly settings: CoreSettingsInput; readonly overrides: CoreOverrides };
}

function isEntryPoint(ruleset: RulesetModel, level: 'zone' | 'account'): boolean {
  if (ruleset.phase !== MANAGED_FIREWALL_PHASE) return false;
  return level === 'zone' ? ruleset.kind === undefined || ruleset.kind === 'zone' : ruleset.kind === 'root';
}

/** Execute rules of `ruleset` that deploy the core ruleset, in rule order. */
export function coreDeploymentsIn(ruleset: RulesetModel, level: CoreDeployment['level'], known: ReadonlyMap<string, KnownRuleset>): CoreDeployment[] {
  const result: CoreDeployment[] = [];
  for (const rule of ruleset.rules) {
    const execute = executeRuleOf(rule, known);
    if (!execute || execute.rulesetId !== CORE_RULESET_ID) continue;
    result.push({ level, ruleset, rule, execute, enabled: rule.enabled, ...(rule.expression === undefined ? {} : { expression: rule.expression }) });
  }
  return result;
}

function scopeDeployments(scope: ScopeModel, known: ReadonlyMap<string, KnownRuleset>): CoreDeployment[] {
  const level = scope.kind;
  return scope.rulesets.filter((r) => isEntryPoint(r, level)).flatMap((r) => coreDeploymentsIn(r, level, known));
}

function settingsOf(node: ModelNode): CoreSettingsInput {
  const v = node.value;
  const pl = v['paranoia_level'];
  const threshold = v['score_threshold'];
  const action = v['action'];
  return {
    ...(typeof pl === 'string' ? { paranoia_level: pl } : {}),
    ...(typeof threshold === 'string' || typeof threshold === 'number' ? { score_threshold: threshold } : {}),
    ...(typeof action === 'string' ? { action } : {}),
  };
}

function build(scope: ScopeModel | undefined, deployments: readonly CoreDeployment[], known: ReadonlyMap<string, KnownRuleset>): CoreRulesetConfig {
  const deployment = deployments[0];
  const lastRuleId = known.get(CORE_RULESET_ID)?.lastRuleId ?? CORE_LAST_RULE.id;
  const explicit = deployment?.execute.overrides;
  const owasp = scope?.owasp;
  const requestedSettings = owasp ? settingsOf(owasp) : undefined;
  // The zone's `owasp:` block is applied to the zone's own execute rule (the plan PATCHes it); an account's deployment is not the zone's to change.
  const applies = requestedSettings !== undefined && deployment?.level === 'zone';
  const overrides = applies ? parseOverridesValue(overridesWithSettings(explicit?.value, requestedSettings, lastRuleId), explicit?.path ?? deployment.execute.idPath) : explicit;
  const settings = effectiveSettings(overrides?.value, lastRuleId);
  const paranoia = analyzeParanoia(overrides);
  const disabledTags = [...categoryStates(overrides).values()].filter((e) => e.enabled === false).map((e) => e.key!);
  for (const l of paranoia.levels) if (!l.enabled && !disabledTags.includes(l.tag)) disabledTags.push(l.tag);
  const disabledRules = [...ruleOverridesById(overrides).values()].filter((e) => e.enabled === false).map((e) => e.key!);
  return {
    ...(scope ? { scope } : {}),
    deployed: deployment !== undefined,
    ...(deployment ? { deployment } : {}),
    otherDeployments: deployments.slice(1),
    settings,
    explicitSettings: applies ? effectiveSettings(explicit?.value, lastRuleId) : settings,
    fromOwasp: {
      paranoia: applies && parseParanoiaLevel(requestedSettings.paranoia_level) !== undefined,
      threshold: applies && thresholdValue(requestedSettings.score_threshold) !== undefined,
      action: applies && requestedSettings.action !== undefined,
    },
    paranoia,
    paranoiaDescription: describeParanoia(paranoia),
    sensitivityName: settings.sensitivity ? SENSITIVITY_NAMES[settings.sensitivity] : 'custom',
    actionName: CORE_ACTIONS[settings.action] ?? settings.action,
    disabledTags,
    disabledRules,
    active: deployment !== undefined && deployment.enabled && settings.lastRuleEnabled && paranoia.level !== 0,
    ...(owasp && requestedSettings
      ? { requested: { node: owasp, settings: requestedSettings, overrides: overridesForSettings(requestedSettings, lastRuleId) } }
      : {}),
  };
}

/**
 * The effective core ruleset configuration of a manifest scope. For a zone:
 * its own deployment first, then the account's (both run; the zone's own is
 * the one its settings and `owasp:` block concern). For the account: its own.
 * `document` gives the account's own managed rulesets (their lists refine
 * what is known of the core ruleset, e.g. its last rule); without it the
 * built-in facts are used.
 */
export function coreRulesetConfig(scope: ScopeModel, document?: DocumentModel): CoreRulesetConfig {
  const known = knownRulesets(document ?? { account: scope.kind === 'account' ? scope : scope.account });
  const own = scopeDeployments(scope, known);
  const fromAccount = scope.kind === 'zone' && scope.account ? scopeDeployments(scope.account, known) : [];
  return build(scope, [...own, ...fromAccount], known);
}

/** The configuration a given list of deployments produces (the first one's overrides decide the settings); for one account deployment among several. */
export function coreRulesetConfigFor(deployments: readonly CoreDeployment[], scope?: ScopeModel, document?: DocumentModel): CoreRulesetConfig {
  const account = scope?.kind === 'account' ? scope : scope?.account;
  return build(scope, deployments, knownRulesets(document ?? { account }));
}

/** The core ruleset deployments of a scope's own entry point (zone: kind `zone`; account: kind `root`), in rule order. */
export function coreDeploymentsOf(scope: ScopeModel, document?: DocumentModel): CoreDeployment[] {
  return scopeDeployments(scope, knownRulesets(document ?? { account: scope.kind === 'account' ? scope : scope.account }));
}

/** The same for a raw API ruleset (an entry point read from the API): its execute rules of the core ruleset. */
export function coreRulesetConfigOfRuleset(ruleset: RulesetModel, document?: DocumentModel): CoreRulesetConfig {
  const known = knownRulesets(document ?? { account: ruleset.scope?.kind === 'account' ? ruleset.scope : ruleset.scope?.account });
  if (ruleset.phase !== undefined && ruleset.phase !== MANAGED_FIREWALL_PHASE) return build(ruleset.scope, [], known);
  const level: CoreDeployment['level'] = ruleset.kind === 'zone' ? 'zone' : ruleset.kind === 'root' ? 'account' : 'unknown';
  return build(ruleset.scope, coreDeploymentsIn(ruleset, level, known), known);
}
