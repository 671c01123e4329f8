import { defineRule } from '../../src/engine/rule.js';
import { PARANOIA_TAG_PREFIX } from '../../src/data/managed-rulesets.js';
import { describeRule, knownRulesetsOf } from '../../src/managed/known-rulesets.js';
import { executeRuleOf, type OverrideEntry } from '../../src/managed/overrides.js';
import { ordinal } from '../../src/managed/text.js';

function state(enabled: boolean): string {
  return enabled ? 'enabled' : 'disabled';
}

export default defineRule({
  id: 'managed/override-conflict',
  type: 'problem',
  defaultSeverity: 'warn',
  description: 'Overrides that disagree about one rule — a rule override against a tag override, or two tag overrides of a rule that carries both tags — are resolved by the documented precedence; say which one wins.',
  messages: {
    ruleOverTag: 'rule {{rule}} is {{ruleState}} here while its tag `{{tag}}` is {{tagState}} (category entry {{entry}}); a rule override beats a tag override, so the rule is {{ruleState}}{{note}}',
    ruleActionOverTag: 'rule {{rule}} gets action `{{ruleAction}}` here while its tag `{{tag}}` sets `{{tagAction}}` (category entry {{entry}}); a rule override beats a tag override, so the rule takes `{{ruleAction}}`',
    lastTagWins: 'rule {{rule}} carries both `{{firstTag}}` and `{{tag}}`, and their overrides disagree (entry {{first}}: {{firstState}}, this entry: {{thisState}}); the last tag override in the list wins, so the rule is {{thisState}}',
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
            const note = ruleEnabled.enabled && tag.startsWith(PARANOIA_TAG_PREFIX) ? `: it runs although paranoia level ${tag.slice(PARANOIA_TAG_PREFIX.length)} is off` : '';
            context.report({
              path: [...ruleEnabled.path, 'enabled'],
              messageId: 'ruleOverTag',
              data: { rule: name, ruleState: state(ruleEnabled.enabled!), tag, tagState: state(lastTagEnabled.enabled!), entry: ordinal(lastTagEnabled.index), note },
            });
          } else if (!ruleEnabled) {
            const withEnabled = tagEntries.filter((e): e is OverrideEntry & { enabled: boolean; key: string } => e.enabled !== undefined && e.key !== undefined);
            const last = withEnabled[withEnabled.length - 1];
            const disagreeing = last ? withEnabled.find((e) => e.key !== last.key && e.enabled !== last.enabled) : undefined;
            if (last && disagreeing) {
              context.report({
                path: [...last.path, 'enabled'],
                messageId: 'lastTagWins',
                data: { rule: name, firstTag: disagreeing.key, tag: last.key, first: ordinal(disagreeing.index), firstState: state(disagreeing.enabled), thisState: state(last.enabled) },
              });
            }
          }
          if (ruleAction && lastTagAction && ruleAction.action !== lastTagAction.action) {
            context.report({
              path: [...ruleAction.path, 'action'],
              messageId: 'ruleActionOverTag',
              data: { rule: name, ruleAction: ruleAction.action!, tag: lastTagAction.key!, tagAction: lastTagAction.action!, entry: ordinal(lastTagAction.index) },
            });
          }
        }
      },
    };
  },
});
