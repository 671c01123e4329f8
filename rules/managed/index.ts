// The managed/* rules. Each rule lives in its own file beside its test and docs page.
import type { AnyRule } from '../../src/engine/rule.js';
import coreActionPlacement from './core-action-placement.js';
import coreRulesetSummary from './core-ruleset-summary.js';
import deployOnce from './deploy-once.js';
import disabledProtection from './disabled-protection.js';
import duplicateOverride from './duplicate-override.js';
import executePhase from './execute-phase.js';
import executeVersion from './execute-version.js';
import knownCategory from './known-category.js';
import knownRule from './known-rule.js';
import knownRuleset from './known-ruleset.js';
import overrideAction from './override-action.js';
import overrideConflict from './override-conflict.js';
import overrideNoEffect from './override-no-effect.js';
import owaspSettings from './owasp-settings.js';
import paranoiaLevel from './paranoia-level.js';
import scoreThreshold from './score-threshold.js';
import scoreThresholdOverride from './score-threshold-override.js';
import skipOrder from './skip-order.js';
import skipReferences from './skip-references.js';

export const managedRules: readonly AnyRule[] = [coreActionPlacement, coreRulesetSummary, deployOnce, disabledProtection, duplicateOverride, executePhase, executeVersion, knownCategory, knownRule, knownRuleset, overrideAction, overrideConflict, overrideNoEffect, owaspSettings, paranoiaLevel, scoreThreshold, scoreThresholdOverride, skipOrder, skipReferences];
