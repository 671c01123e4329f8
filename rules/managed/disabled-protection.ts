import { defineRule } from '../../src/engine/rule.js';
import { PARANOIA_TAG_PREFIX } from '../../src/data/managed-rulesets.js';
import { checkCategory, checkRuleId, describeRule, describeRuleset, knownRulesetsOf } from '../../src/managed/known-rulesets.js';
import { categoryStates, deploysManagedRulesets, executeRuleOf, ruleOverridesById } from '../../src/managed/overrides.js';

export default defineRule({
  id: 'managed/disabled-protection',
  type: 'suggestion',
  defaultSeverity: 'info',
  description: 'Report, for information, every managed protection that is switched off: a disabled deployment, and every ruleset, tag or rule an override disables (`enabled: false`).',
  messages: {
    deploymentDisabled: 'The execute rule deploying {{ruleset}} is disabled; none of its rules run.',
    rulesetDisabled: 'Every rule of {{ruleset}} is disabled, except those an override enables again.',
    tagDisabled: 'The rules of {{ruleset}} tagged `{{tag}}` are disabled.',
    paranoiaTagDisabled: 'Paranoia level {{level}} (`{{tag}}`) of the core ruleset is disabled.',
    ruleDisabled: 'A rule of {{ruleset}} is disabled: {{rule}}.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      rule(rule) {
        if (rule.action !== 'execute' || !deploysManagedRulesets(rule.ruleset)) return;
        const known = knownRulesetsOf(context);
        const execute = executeRuleOf(rule, known);
        if (!execute) return;
        const target = execute.target;
        const ruleset = target ? describeRuleset(target) : `managed ruleset ${execute.rulesetId}`;
        if (rule.value['enabled'] === false) context.report({ path: [...rule.path, 'enabled'], messageId: 'deploymentDisabled', data: { ruleset } });
        const overrides = execute.overrides;
        if (!overrides) return;
        if (overrides.enabled === false) context.report({ path: [...overrides.path, 'enabled'], messageId: 'rulesetDisabled', data: { ruleset } });
        // Only the override that decides a tag's or a rule's state: the last one in the list.
        const deciding = new Set([...categoryStates(overrides).values(), ...[...ruleOverridesById(overrides).values()].filter((e) => e.enabled !== undefined)]);
        for (const entry of [...overrides.categories, ...overrides.rules]) {
          if (entry.enabled !== false || entry.key === undefined || !deciding.has(entry)) continue;
          // An override that matches no rule switches nothing off (managed/known-category, managed/known-rule report it).
          if (target && (entry.level === 'rule' ? checkRuleId(entry.key, target, known) : checkCategory(entry.key, target))) continue;
          const path = [...entry.path, 'enabled'];
          if (entry.level === 'rule') {
            const known_ = target?.rules.find((r) => r.id === entry.key);
            context.report({ path, messageId: 'ruleDisabled', data: { rule: describeRule(known_, entry.key), ruleset } });
          } else if (target?.isCore && entry.key.startsWith(PARANOIA_TAG_PREFIX)) {
            context.report({ path, messageId: 'paranoiaTagDisabled', data: { tag: entry.key, level: entry.key.slice(PARANOIA_TAG_PREFIX.length) } });
          } else {
            context.report({ path, messageId: 'tagDisabled', data: { tag: entry.key, ruleset } });
          }
        }
      },
    };
  },
});
