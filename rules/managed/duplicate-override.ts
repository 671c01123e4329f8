import { defineRule } from '../../src/engine/rule.js';
import { isDeepStrictEqual } from 'node:util';
import { knownRulesetsOf } from '../../src/managed/known-rulesets.js';
import { executeRuleOf, type OverrideEntry } from '../../src/managed/overrides.js';
import { wordList } from '../../src/text/word-list.js';

const COMPARED = ['enabled', 'action', 'score_threshold', 'sensitivity_level'] as const;

export default defineRule({
  id: 'managed/duplicate-override',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'An execute rule overrides each category and each rule at most once; a second override of the same tag or rule is a duplicate, or contradicts the first.',
  messages: {
    duplicate: 'Entry {{first}} already overrides this {{what}} the same way; remove this entry.',
    contradictoryTag: 'Entry {{first}} also overrides tag `{{key}}`, with another {{changes}}; keep one entry.',
    contradictoryRule: 'Entry {{first}} also overrides this rule, with another {{changes}}; merge the entries.',
  },
  defaultOptions: undefined,
  create(context) {
    const check = (entries: readonly OverrideEntry[], what: 'category' | 'rule'): void => {
      const first = new Map<string, OverrideEntry>();
      for (const entry of entries) {
        if (entry.key === undefined) continue;
        const earlier = first.get(entry.key);
        if (!earlier) {
          first.set(entry.key, entry);
          continue;
        }
        const path = [...entry.path, what === 'category' ? 'category' : 'id'];
        if (isDeepStrictEqual(earlier.value, entry.value)) {
          context.report({ path, messageId: 'duplicate', data: { what, key: entry.key, first: earlier.index + 1 } });
          continue;
        }
        // The members that differ, by name: their values are on the two lines the report and entry number point at.
        const changed = COMPARED.filter((m) => !isDeepStrictEqual(earlier.value[m], entry.value[m]));
        context.report({
          path,
          messageId: what === 'category' ? 'contradictoryTag' : 'contradictoryRule',
          data: { key: entry.key, first: earlier.index + 1, changes: changed.length ? wordList(changed, { code: true }) : 'set of members' },
        });
      }
    };
    return {
      rule(rule) {
        const execute = executeRuleOf(rule, knownRulesetsOf(context));
        if (!execute?.overrides) return;
        check(execute.overrides.categories, 'category');
        check(execute.overrides.rules, 'rule');
      },
    };
  },
});
