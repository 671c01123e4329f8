// The esc/* rules. Each rule lives in its own file beside its test and docs page.
import type { AnyRule } from '../../src/engine/rule.js';
import behaviourParameters from './behaviour-parameters.js';
import disableAlways from './disable-always.js';
import disableOneSetting from './disable-one-setting.js';
import disableSecret from './disable-secret.js';
import headerOperations from './header-operations.js';
import knownUseCase from './known-use-case.js';
import noRulesReplacement from './no-rules-replacement.js';
import removalCountdown from './removal-countdown.js';
import removalDeadline from './removal-deadline.js';
import scopeCombination from './scope-combination.js';
import uncoveredBehaviour from './uncovered-behaviour.js';
import whenInvalid from './when-invalid.js';
import whenSuspicious from './when-suspicious.js';

export const escRules: readonly AnyRule[] = [behaviourParameters, disableAlways, disableOneSetting, disableSecret, headerOperations, knownUseCase, noRulesReplacement, removalCountdown, removalDeadline, scopeCombination, uncoveredBehaviour, whenInvalid, whenSuspicious];
