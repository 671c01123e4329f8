import { defineRule } from '../../src/engine/rule.js';
import { knownRulesetsOf } from '../../src/managed/known-rulesets.js';
import { executeRuleOf } from '../../src/managed/overrides.js';

export default defineRule({
  id: 'managed/core-action-placement',
  type: 'problem',
  defaultSeverity: 'warn',
  description: 'The managed core ruleset\'s action is the action of its last rule, set by a rule override of that rule; an action override on the ruleset, a tag or a scoring rule changes the scoring rules instead.',
  messages: {
    rulesetAction: 'A ruleset-level `action` also hits the scoring rules; set the action on the last rule instead.',
    categoryAction: 'An `action` on tag `{{category}}` misses the threshold check; set it on the last rule instead.',
    scoringRuleAction: 'An `action` on a scoring rule makes it act on its own match; set it on the last rule instead.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      rule(rule) {
        const execute = executeRuleOf(rule, knownRulesetsOf(context));
        const target = execute?.target;
        if (!execute?.overrides || !target?.isCore || target.lastRuleId === undefined) return;
        const lastRule = target.lastRuleId;
        const overrides = execute.overrides;
        if (overrides.action !== undefined) context.report({ path: [...overrides.path, 'action'], target: 'key', messageId: 'rulesetAction', data: { lastRule } });
        for (const entry of overrides.categories) {
          if (entry.action !== undefined) context.report({ path: [...entry.path, 'action'], target: 'key', messageId: 'categoryAction', data: { category: entry.key ?? '', lastRule } });
        }
        for (const entry of overrides.rules) {
          if (entry.action !== undefined && entry.key !== undefined && entry.key !== lastRule) {
            context.report({ path: [...entry.path, 'action'], target: 'key', messageId: 'scoringRuleAction', data: { id: entry.key, lastRule } });
          }
        }
      },
    };
  },
});
