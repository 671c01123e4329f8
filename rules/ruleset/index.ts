// The ruleset/* rules. Each rule lives in its own file beside its test and docs page.
import type { AnyRule } from '../../src/engine/rule.js';
import actionInPhase from './action-in-phase.js';
import actionParameters from './action-parameters.js';
import cacheTtl from './cache-ttl.js';
import cacheTtlValue from './cache-ttl-value.js';
import duplicateRule from './duplicate-rule.js';
import expressionPresent from './expression-present.js';
import headerOperations from './header-operations.js';
import headerSecret from './header-secret.js';
import kindLevel from './kind-level.js';
import knownAction from './known-action.js';
import knownPhase from './known-phase.js';
import loggingOnlyOnSkip from './logging-only-on-skip.js';
import oneEntryPointPerPhase from './one-entry-point-per-phase.js';
import phaseLevel from './phase-level.js';
import rateLimitCounting from './rate-limit-counting.js';
import rateLimitParameters from './rate-limit-parameters.js';
import rulesPerPhase from './rules-per-phase.js';
import scoreThresholdPlacement from './score-threshold-placement.js';
import skipNoEffect from './skip-no-effect.js';
import skipNoOp from './skip-no-op.js';
import uniqueRef from './unique-ref.js';
import unreachableRule from './unreachable-rule.js';
import unverifiedAction from './unverified-action.js';

export const rulesetRules: readonly AnyRule[] = [actionInPhase, actionParameters, cacheTtl, cacheTtlValue, duplicateRule, expressionPresent, headerOperations, headerSecret, kindLevel, knownAction, knownPhase, loggingOnlyOnSkip, oneEntryPointPerPhase, phaseLevel, rateLimitCounting, rateLimitParameters, rulesPerPhase, scoreThresholdPlacement, skipNoEffect, skipNoOp, uniqueRef, unreachableRule, unverifiedAction];
