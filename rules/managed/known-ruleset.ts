import { defineRule } from '../../src/engine/rule.js';
import { ID_FORM } from '../../src/data/managed-rulesets.js';
import { checkRulesetId, knownRulesetsOf, knowsManagedRulesetsOf } from '../../src/managed/known-rulesets.js';
import { deploysManagedRulesets, executeRuleOf } from '../../src/managed/overrides.js';
import { suggestionEnd } from '../../src/text/did-you-mean.js';

export default defineRule({
  id: 'managed/known-ruleset',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'An execute rule that deploys a managed ruleset must name a known managed ruleset, or one the account declares under `account.managed_rulesets`.',
  messages: {
    unknown: 'Unknown managed ruleset{{suggestion}}',
    malformed: `Invalid ruleset id; ruleset ids are ${ID_FORM}.`,
    name: 'A ruleset name is not an id; write `{{rulesetId}}`.',
  },
  fixable: true,
  defaultOptions: undefined,
  create(context) {
    return {
      rule(rule) {
        if (rule.action !== 'execute' || !deploysManagedRulesets(rule.ruleset)) return;
        const known = knownRulesetsOf(context);
        const execute = executeRuleOf(rule, known);
        if (!execute || !knowsManagedRulesetsOf(rule.ruleset.phase, known)) return;
        const problem = checkRulesetId(execute.rulesetId, known);
        if (!problem) return;
        const byName = [...known.values()].find((r) => r.name.toLowerCase() === execute.rulesetId.trim().toLowerCase());
        if (byName) {
          context.report({
            path: execute.idPath,
            messageId: 'name',
            data: { id: execute.rulesetId, rulesetId: byName.id },
            fix: { start: 0, end: execute.rulesetId.length, text: byName.id },
          });
          return;
        }
        if (problem.kind === 'malformed') {
          context.report({ path: execute.idPath, messageId: 'malformed', data: { id: execute.rulesetId } });
          return;
        }
        context.report({
          path: execute.idPath,
          messageId: 'unknown',
          data: { id: execute.rulesetId, phase: rule.ruleset.phase ?? '', suggestion: suggestionEnd(problem.suggestion) },
        });
      },
    };
  },
});
