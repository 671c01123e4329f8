import { defineRule } from '../../src/engine/rule.js';
import { CORE_RULESET_ID } from '../../src/data/managed-rulesets.js';
import { describeRule, describeRuleset, knownRulesetsOf } from '../../src/managed/known-rulesets.js';
import { executeRuleOf } from '../../src/managed/overrides.js';

export default defineRule({
  id: 'managed/score-threshold-override',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'In the overrides of an execute rule, `score_threshold` belongs only to a rule override of the managed core ruleset\'s last rule (the inbound anomaly score check).',
  messages: {
    notCore: '`score_threshold` applies only to the core ruleset, not to {{ruleset}}.',
    notLastRule: '`score_threshold` belongs on the core ruleset\'s last rule, not on a scoring rule.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      rule(rule) {
        const known = knownRulesetsOf(context);
        const execute = executeRuleOf(rule, known);
        const target = execute?.target;
        if (!execute?.overrides || !target) return;
        for (const entry of execute.overrides.rules) {
          if (!('score_threshold' in entry.value) || entry.key === undefined) continue;
          const path = [...entry.path, 'score_threshold'];
          if (target.lastRuleId === undefined) {
            context.report({ path, target: 'key', messageId: 'notCore', data: { core: CORE_RULESET_ID, ruleset: describeRuleset(target) } });
          } else if (entry.key !== target.lastRuleId) {
            const last = target.rules.find((r) => r.id === target.lastRuleId);
            context.report({ path, target: 'key', messageId: 'notLastRule', data: { lastRule: describeRule(last, target.lastRuleId), id: entry.key } });
          }
        }
      },
    };
  },
});
