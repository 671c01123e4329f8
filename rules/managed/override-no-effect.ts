import { defineRule } from '../../src/engine/rule.js';
import { knownRulesetsOf } from '../../src/managed/known-rulesets.js';
import { executeRuleOf } from '../../src/managed/overrides.js';

export default defineRule({
  id: 'managed/override-no-effect',
  type: 'suggestion',
  defaultSeverity: 'warn',
  description: 'Overrides must change something: an empty `overrides`, an empty `categories` or `rules` list, or an entry that names a tag or rule and sets nothing has no effect (and the API schema rejects it).',
  messages: {
    emptyOverrides: '`overrides` is empty and changes nothing; remove it.',
    emptyList: '`{{list}}` is empty and changes nothing; remove it.',
    noChange: 'This override of {{what}} `{{key}}` sets nothing; it has no effect.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      rule(rule) {
        const execute = executeRuleOf(rule, knownRulesetsOf(context));
        const overrides = execute?.overrides;
        if (!overrides) return;
        if (Object.keys(overrides.value).length === 0) {
          context.report({ path: overrides.path, target: 'key', messageId: 'emptyOverrides' });
          return;
        }
        for (const list of ['categories', 'rules'] as const) {
          const value = overrides.value[list];
          if (Array.isArray(value) && value.length === 0) context.report({ path: [...overrides.path, list], target: 'key', messageId: 'emptyList', data: { list } });
        }
        for (const entry of [...overrides.categories, ...overrides.rules]) {
          const keyName = entry.level === 'category' ? 'category' : 'id';
          if (entry.key === undefined || Object.keys(entry.value).some((k) => k !== keyName)) continue;
          context.report({
            path: entry.path,
            messageId: 'noChange',
            data: { what: entry.level === 'category' ? 'tag' : 'rule', key: entry.key, more: entry.level === 'rule' ? ', `score_threshold`, `sensitivity_level`' : ', `sensitivity_level`' },
          });
        }
      },
    };
  },
});
