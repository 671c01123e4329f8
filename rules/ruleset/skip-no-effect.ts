import { defineRule } from '../../src/engine/rule.js';
import { rulesetSemanticsOf } from '../../src/expr-rules/ruleset-semantics.js';
import type { RuleModel } from '../../src/model/types.js';

/** `ruleset/skip-no-op` already reports a `ruleset: current` skip that is the last rule of its ruleset. */
function reportedBySkipNoOp(rule: RuleModel): boolean {
  return rule.ruleset.kind !== 'managed' && rule.index === rule.ruleset.rules.length - 1;
}

export default defineRule({
  id: 'ruleset/skip-no-effect',
  type: 'problem',
  defaultSeverity: 'warn',
  description: 'A skip of the rest of the ruleset (`ruleset: current`) must have something to skip: an enabled rule after it that can match a request the skip matches.',
  messages: {
    nothingFollows: '`ruleset: current` skips the rest of this ruleset, but no enabled rule follows.',
    disjoint: 'This skip never applies: no later rule of this ruleset matches a request it matches.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      ruleset(ruleset) {
        for (const { rule, reason } of rulesetSemanticsOf(context, ruleset).idleSkips) {
          if (reason === 'nothingFollows' && reportedBySkipNoOp(rule)) continue;
          context.report({ path: [...rule.path, 'action_parameters', 'ruleset'], messageId: reason });
        }
      },
    };
  },
});
