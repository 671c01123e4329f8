// The ruleset/* rules. Each rule lives in its own file beside its test and docs page.
import type { AnyRule } from '../../src/engine/rule.js';
import actionInPhase from './action-in-phase.js';
import actionParameters from './action-parameters.js';
import expressionPresent from './expression-present.js';
import kindLevel from './kind-level.js';
import knownAction from './known-action.js';
import knownPhase from './known-phase.js';
import loggingOnlyOnSkip from './logging-only-on-skip.js';
import oneEntryPointPerPhase from './one-entry-point-per-phase.js';
import phaseLevel from './phase-level.js';
import scoreThresholdPlacement from './score-threshold-placement.js';
import skipNoOp from './skip-no-op.js';
import uniqueRef from './unique-ref.js';
import unverifiedAction from './unverified-action.js';

export const rulesetRules: readonly AnyRule[] = [actionInPhase, actionParameters, expressionPresent, kindLevel, knownAction, knownPhase, loggingOnlyOnSkip, oneEntryPointPerPhase, phaseLevel, scoreThresholdPlacement, skipNoOp, uniqueRef, unverifiedAction];
