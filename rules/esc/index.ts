// The esc/* rules. Each rule lives in its own file beside its test and docs page.
import type { AnyRule } from '../../src/engine/rule.js';

export const escRules: readonly AnyRule[] = [];
