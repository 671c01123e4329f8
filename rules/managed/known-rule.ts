import { defineRule } from '../../src/engine/rule.js';
import { ID_FORM } from '../../src/data/managed-rulesets.js';
import { checkRuleId, describeRule, describeRuleset, knownRulesetsOf } from '../../src/managed/known-rulesets.js';
import { executeRuleOf } from '../../src/managed/overrides.js';
import { suggestionEnd } from '../../src/text/did-you-mean.js';

export default defineRule({
  id: 'managed/known-rule',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A rule override of an execute rule must name a rule of the managed ruleset it deploys, by the rule\'s id.',
  messages: {
    unknown: 'Not a rule of this managed ruleset{{suggestion}}',
    malformed: `Invalid rule id; rule ids are ${ID_FORM}.`,
    ref: 'Rule overrides name rules by id, not by `ref`; write `{{ruleId}}`.',
    ruleNumber: 'Rule overrides name rules by id, not by upstream number; write `{{ruleId}}`.',
    otherRuleset: 'This rule belongs to {{other}}, not to {{ruleset}}.',
  },
  fixable: true,
  defaultOptions: undefined,
  create(context) {
    return {
      rule(rule) {
        const known = knownRulesetsOf(context);
        const execute = executeRuleOf(rule, known);
        if (!execute?.target || !execute.overrides) return;
        const target = execute.target;
        for (const entry of execute.overrides.rules) {
          if (entry.key === undefined) continue;
          const problem = checkRuleId(entry.key, target, known);
          if (!problem) continue;
          const path = [...entry.path, 'id'];
          const id = entry.key;
          switch (problem.kind) {
            case 'ref':
            case 'ruleNumber':
              context.report({
                path,
                messageId: problem.kind,
                data: { id, rule: describeRule(problem.rule, problem.rule.id), ruleId: problem.rule.id },
                fix: { start: 0, end: id.length, text: problem.rule.id },
              });
              break;
            case 'otherRuleset':
              context.report({ path, messageId: 'otherRuleset', data: { rule: describeRule(problem.rule, id), other: describeRuleset(problem.ruleset), ruleset: describeRuleset(target) } });
              break;
            case 'malformed':
              context.report({ path, messageId: 'malformed', data: { id } });
              break;
            case 'unknown': {
              context.report({ path, messageId: 'unknown', data: { id, ruleset: describeRuleset(target), suggestion: suggestionEnd(problem.suggestion) } });
              break;
            }
          }
        }
      },
    };
  },
});
