import { defineRule } from '../../src/engine/rule.js';
import type { RulesetModel } from '../../src/model/types.js';

export default defineRule({
  id: 'ruleset/one-entry-point-per-phase',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A zone has one entry point ruleset per phase, and so does an account (kind `root`); a second one is rejected (API error 20217).',
  messages: {
    duplicate: 'Second `{{phase}}` entry point of {{scope}}; merge it into ruleset {{first}}.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      scope(scope) {
        const seen = new Map<string, RulesetModel>();
        scope.rulesets.forEach((ruleset) => {
          const phase = ruleset.phase;
          // Account custom rulesets are not entry points: any number may share a phase.
          const entryPoint = scope.kind === 'zone' ? ruleset.kind === undefined || ruleset.kind === 'zone' : ruleset.kind === 'root';
          // A Terraform resource with `count` / `for_each` may make no ruleset at all.
          if (phase === undefined || !entryPoint || ruleset.mayRepeat === true) return;
          const first = seen.get(phase);
          if (!first) {
            seen.set(phase, ruleset);
            return;
          }
          const index = first.path[first.path.length - 1];
          context.report({
            path: [...ruleset.path, 'phase'],
            messageId: 'duplicate',
            data: { scope: scope.kind === 'zone' ? `zone ${scope.name ?? scope.id ?? ''}`.trim() : 'the account', phase, first: typeof index === 'number' ? index + 1 : String(index) },
          });
        });
      },
    };
  },
});
