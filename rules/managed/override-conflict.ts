import { defineRule } from '../../src/engine/rule.js';
import { describeRule, knownRulesetsOf } from '../../src/managed/known-rulesets.js';
import { executeRuleOf, type OverrideEntry } from '../../src/managed/overrides.js';

function state(enabled: boolean): string {
  return enabled ? 'enabled' : 'disabled';
}

export default defineRule({
  id: 'managed/override-conflict',
  type: 'problem',
  defaultSeverity: 'warn',
  description: 'Overrides that disagree about one rule — a rule override against a tag override, or two tag overrides of a rule that carries both tags — are resolved by the documented precedence; say which one wins.',
  messages: {
    ruleOverTag: 'The rule is {{ruleState}} here but tag `{{tag}}` is {{tagState}}; the rule override wins.',
    ruleActionOverTag: 'Action `{{ruleAction}}` of the rule override wins over `{{tagAction}}` from tag `{{tag}}`.',
    lastTagWins: 'This override of `{{tag}}` wins over `{{firstTag}}` (entry {{first}}) for rules with both tags.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      rule(rule) {
        const execute = executeRuleOf(rule, knownRulesetsOf(context));
        const target = execute?.target;
        const overrides = execute?.overrides;
        if (!target || !overrides) return;
        for (const known of target.rules) {
          const tags = known.categories ?? [];
          if (tags.length === 0) continue;
          const ruleEntries = overrides.rules.filter((e) => e.key === known.id);
          const tagEntries = overrides.categories.filter((e) => e.key !== undefined && tags.includes(e.key));
          const lastTagEnabled = [...tagEntries].reverse().find((e) => e.enabled !== undefined);
          const lastTagAction = [...tagEntries].reverse().find((e) => e.action !== undefined);
          const ruleEnabled = [...ruleEntries].reverse().find((e) => e.enabled !== undefined);
          const ruleAction = [...ruleEntries].reverse().find((e) => e.action !== undefined);
          const name = describeRule(known, known.id);
          if (ruleEnabled && lastTagEnabled && ruleEnabled.enabled !== lastTagEnabled.enabled) {
            const tag = lastTagEnabled.key!;
            context.report({
              path: [...ruleEnabled.path, 'enabled'],
              messageId: 'ruleOverTag',
              data: { rule: name, ruleState: state(ruleEnabled.enabled!), tag, tagState: state(lastTagEnabled.enabled!), entry: lastTagEnabled.index + 1 },
            });
          } else if (!ruleEnabled) {
            const withEnabled = tagEntries.filter((e): e is OverrideEntry & { enabled: boolean; key: string } => e.enabled !== undefined && e.key !== undefined);
            const last = withEnabled[withEnabled.length - 1];
            const disagreeing = last ? withEnabled.find((e) => e.key !== last.key && e.enabled !== last.enabled) : undefined;
            if (last && disagreeing) {
              context.report({
                path: [...last.path, 'enabled'],
                messageId: 'lastTagWins',
                data: { rule: name, firstTag: disagreeing.key, tag: last.key, first: disagreeing.index + 1, firstState: state(disagreeing.enabled), thisState: state(last.enabled) },
              });
            }
          }
          if (ruleAction && lastTagAction && ruleAction.action !== lastTagAction.action) {
            context.report({
              path: [...ruleAction.path, 'action'],
              messageId: 'ruleActionOverTag',
              data: { rule: name, ruleAction: ruleAction.action!, tag: lastTagAction.key!, tagAction: lastTagAction.action!, entry: lastTagAction.index + 1 },
            });
          }
        }
      },
    };
  },
});
