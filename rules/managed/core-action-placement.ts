import { defineRule } from '../../src/engine/rule.js';
import { knownRulesetsOf } from '../../src/managed/known-rulesets.js';
import { executeRuleOf } from '../../src/managed/overrides.js';

export default defineRule({
  id: 'managed/core-action-placement',
  type: 'problem',
  defaultSeverity: 'warn',
  description: 'The managed core ruleset\'s action is the action of its last rule, set by a rule override of that rule; an action override on the ruleset, a tag or a scoring rule changes the scoring rules instead.',
  messages: {
    rulesetAction: 'a ruleset-level `action` applies to every rule of the managed core ruleset, the scoring rules included, and does not set the action taken when the threat score exceeds the threshold; set that in a rule override of the last rule `{{lastRule}}` (spec 1.5; 4.2 rule 3)',
    categoryAction: 'an `action` on tag `{{category}}` applies to the scoring rules that carry the tag, not to the threshold check; the core ruleset\'s action is set in a rule override of the last rule `{{lastRule}}` (spec 1.5; 4.2 rule 3)',
    scoringRuleAction: 'rule `{{id}}` is a scoring rule of the managed core ruleset: an `action` here makes it act on its own match instead of adding to the threat score; the core ruleset\'s action is set in a rule override of the last rule `{{lastRule}}` (spec 1.5; 4.2 rule 3)',
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
