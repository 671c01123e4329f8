// The list/* rules: account rules lists (manifest `account.lists`). Each rule lives in its own file beside its test and docs page.
import type { AnyRule } from '../../src/engine/rule.js';
import itemFormat from './item-format.js';
import itemHygiene from './item-hygiene.js';
import limits from './limits.js';

export const listRules: readonly AnyRule[] = [itemFormat, itemHygiene, limits];
