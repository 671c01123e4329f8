// The schema/* rules. Each rule lives in its own file beside its test and docs page.
import type { AnyRule } from '../../src/engine/rule.js';
import invalidValue from './invalid-value.js';
import missingRequired from './missing-required.js';
import outOfRange from './out-of-range.js';
import unknownKey from './unknown-key.js';
import wrongType from './wrong-type.js';

export const schemaRules: readonly AnyRule[] = [invalidValue, missingRequired, outOfRange, unknownKey, wrongType];
