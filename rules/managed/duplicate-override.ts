import { defineRule } from '../../src/engine/rule.js';
import { isDeepStrictEqual } from 'node:util';
import { knownRulesetsOf } from '../../src/managed/known-rulesets.js';
import { executeRuleOf, type OverrideEntry } from '../../src/managed/overrides.js';
import { ordinal } from '../../src/managed/text.js';

const COMPARED = ['enabled', 'action', 'score_threshold', 'sensitivity_level'] as const;

function shown(value: unknown): string {
  return value === undefined ? 'unset' : String(value);
}

export default defineRule({
  id: 'managed/duplicate-override',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'An execute rule overrides each category and each rule at most once; a second override of the same tag or rule is a duplicate, or contradicts the first.',
  messages: {
    duplicate: '{{what}} `{{key}}` is already overridden, identically, by entry {{first}}; remove this entry (the API schema requires distinct entries)',
    contradictoryTag: 'tag `{{key}}` is overridden again, with {{changes}} against entry {{first}}; the last override of a tag wins, so entry {{first}} has no effect — keep one entry',
    contradictoryRule: 'rule `{{key}}` is overridden again, with {{changes}} against entry {{first}}; only one entry can apply (edgelint assumes the last, as for tags) — merge them into one',
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
          context.report({ path, messageId: 'duplicate', data: { what, key: entry.key, first: ordinal(earlier.index) } });
          continue;
        }
        const changes = COMPARED.filter((m) => !isDeepStrictEqual(earlier.value[m], entry.value[m]))
          .map((m) => `\`${m}\` ${shown(entry.value[m])} (was ${shown(earlier.value[m])})`)
          .join(', ');
        context.report({
          path,
          messageId: what === 'category' ? 'contradictoryTag' : 'contradictoryRule',
          data: { key: entry.key, first: ordinal(earlier.index), changes: changes || 'different members' },
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
