import { defineRule } from '../../src/engine/rule.js';
import { ACTION_ALIASES, CORE_ACTIONS, OVERRIDE_ACTIONS } from '../../src/data/managed-rulesets.js';
import type { Path } from '../../src/model/types.js';
import { describeRuleset, knownRulesetsOf } from '../../src/managed/known-rulesets.js';
import { deploysManagedRulesets, executeRuleOf } from '../../src/managed/overrides.js';
import { wordList } from '../../src/text/word-list.js';
import { suggestionEnd } from '../../src/text/did-you-mean.js';
import { didYouMean } from '../../src/text/did-you-mean.js';

export default defineRule({
  id: 'managed/override-action',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'An action set by an override of a managed ruleset (ruleset, category or rule level) must be one the product allows: for the managed core ruleset\'s last rule, one of the dashboard actions.',
  messages: {
    notAllowed: 'Overrides cannot set action `{{action}}` here{{suggestion}}',
    notDashboard: 'Action `{{action}}` is not a core ruleset action{{suggestion}}',
  },
  fixable: true,
  defaultOptions: undefined,
  create(context) {
    return {
      rule(rule) {
        if (!deploysManagedRulesets(rule.ruleset)) return;
        const execute = executeRuleOf(rule, knownRulesetsOf(context));
        if (!execute?.overrides) return;
        const phase = execute.target?.phase ?? rule.ruleset.phase!;
        const allowed = OVERRIDE_ACTIONS[phase];
        if (!allowed) return; // actions of the other managed phases are not known (reference §15)
        const ruleset = execute.target ? describeRuleset(execute.target) : `managed ruleset ${execute.rulesetId}`;
        const check = (action: string, path: Path, onLastRule: boolean): void => {
          const list = onLastRule ? Object.keys(CORE_ACTIONS) : allowed;
          if (list.includes(action)) return;
          const alias = ACTION_ALIASES[action.toLowerCase()];
          const suggestion = alias ?? didYouMean(action, list);
          const fix = suggestion === undefined ? undefined : { start: 0, end: action.length, text: suggestion };
          const names = onLastRule ? Object.entries(CORE_ACTIONS).map(([name, label]) => `\`${name}\` (${label})`).join(', ') : wordList(list, { code: true, conjunction: 'or' });
          context.report({
            path,
            messageId: onLastRule ? 'notDashboard' : 'notAllowed',
            data: { action, ruleset, phase, allowed: names, suggestion: suggestionEnd(suggestion) },
            ...(fix ? { fix } : {}),
          });
        };
        const overrides = execute.overrides;
        if (overrides.action !== undefined) check(overrides.action, [...overrides.path, 'action'], false);
        for (const entry of overrides.categories) if (entry.action !== undefined) check(entry.action, [...entry.path, 'action'], false);
        const lastRuleId = execute.target?.isCore ? execute.target.lastRuleId : undefined;
        for (const entry of overrides.rules) {
          if (entry.action !== undefined) check(entry.action, [...entry.path, 'action'], lastRuleId !== undefined && entry.key === lastRuleId);
        }
      },
    };
  },
});
