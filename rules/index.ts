/**
 * Every edgelint rule, by domain. A new rule is added to its domain's index;
 * `rules/rules.test.ts` checks that every rule file is registered, has a docs
 * page, a test, valid and invalid cases, and a schema that compiles.
 */
import type { AnyRule } from '../src/engine/rule.js';
import { documentRules } from './document/index.js';
import { schemaRules } from './schema/index.js';
import { rulesetRules } from './ruleset/index.js';
import { expressionRules } from './expression/index.js';
import { listRules } from './list/index.js';
import { managedRules } from './managed/index.js';
import { logpushRules } from './logpush/index.js';
import { escRules } from './esc/index.js';

/** Every edgelint rule, the default of every function that takes `rules`. */
export const ALL_RULES: readonly AnyRule[] = [
  ...documentRules,
  ...schemaRules,
  ...rulesetRules,
  ...expressionRules,
  ...listRules,
  ...managedRules,
  ...logpushRules,
  ...escRules,
];
