import { defineRule } from '../../src/engine/rule.js';
import type { RulesetModel } from '../../src/model/types.js';
import { describeRuleset, knownRulesetsOf, type KnownRuleset } from '../../src/managed/known-rulesets.js';
import { deploysManagedRulesets, executeRuleOf, type ExecuteRule } from '../../src/managed/overrides.js';

export default defineRule({
  id: 'managed/deploy-once',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A managed ruleset can be deployed once per zone: a zone\'s entry points may hold one execute rule per managed ruleset (an account may deploy one many times).',
  messages: {
    again: 'Rule {{first}} already deploys {{ruleset}} in this zone; merge the two execute rules.',
  },
  defaultOptions: undefined,
  create(context) {
    const check = (rulesets: readonly RulesetModel[], known: ReadonlyMap<string, KnownRuleset>): void => {
      const first = new Map<string, ExecuteRule>();
      for (const ruleset of rulesets) {
        if (!deploysManagedRulesets(ruleset) || (ruleset.kind !== undefined && ruleset.kind !== 'zone')) continue;
        for (const rule of ruleset.rules) {
          const execute = executeRuleOf(rule, known);
          // A rule (or ruleset) Terraform may make none or several of proves no second deployment.
          if (!execute || rule.mayRepeat === true || ruleset.mayRepeat === true) continue;
          const earlier = first.get(execute.rulesetId);
          if (!earlier) {
            first.set(execute.rulesetId, execute);
            continue;
          }
          context.report({
            path: execute.idPath,
            messageId: 'again',
            data: {
              ruleset: execute.target ? describeRuleset(execute.target) : `managed ruleset ${execute.rulesetId}`,
              first: earlier.rule.index + 1,
              phase: earlier.rule.ruleset.phase ?? '',
            },
          });
        }
      }
    };
    return {
      scope(scope) {
        if (scope.kind === 'zone') check(scope.rulesets, knownRulesetsOf(context));
      },
      ruleset(ruleset) {
        // A raw zone entry point read from the API: its own rules are the zone's.
        if (!ruleset.scope && ruleset.kind === 'zone') check([ruleset], knownRulesetsOf(context));
      },
    };
  },
});
