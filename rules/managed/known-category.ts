import { defineRule } from '../../src/engine/rule.js';
import { CORE_RULESET_ID } from '../../src/data/managed-rulesets.js';
import { checkCategory, describeRuleset, knownRulesetsOf } from '../../src/managed/known-rulesets.js';
import { executeRuleOf } from '../../src/managed/overrides.js';
import { suggestionEnd } from '../../src/text/did-you-mean.js';

export default defineRule({
  id: 'managed/known-category',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A category (tag) override of an execute rule must name a category of the managed ruleset it deploys; paranoia tags belong to the managed core ruleset only.',
  messages: {
    unknown: '`{{category}}` is not a category of {{ruleset}}{{suggestion}}',
    badParanoiaTag: '`{{category}}` is not a paranoia tag{{suggestion}}',
    paranoiaElsewhere: '`{{category}}` is a core ruleset paranoia tag, not a category of {{ruleset}}.',
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
        for (const entry of execute.overrides.categories) {
          if (entry.key === undefined) continue;
          const problem = checkCategory(entry.key, target);
          if (!problem) continue;
          const path = [...entry.path, 'category'];
          const data = { category: entry.key, ruleset: describeRuleset(target), core: CORE_RULESET_ID };
          if (problem.kind === 'paranoiaElsewhere') {
            context.report({ path, messageId: 'paranoiaElsewhere', data });
          } else if (problem.kind === 'badParanoiaTag') {
            const fix = problem.suggestion === undefined ? undefined : { start: 0, end: entry.key.length, text: problem.suggestion };
            context.report({ path, messageId: 'badParanoiaTag', data: { ...data, suggestion: suggestionEnd(problem.suggestion) }, ...(fix ? { fix } : {}) });
          } else {
            context.report({ path, messageId: 'unknown', data: { ...data, suggestion: suggestionEnd(problem.suggestion) } });
          }
        }
      },
    };
  },
});
