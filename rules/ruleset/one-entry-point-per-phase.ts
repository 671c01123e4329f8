import { entryPointPhase, entryScopeOf, placeText, projectEntryPointOf, zoneReferenceOf } from '../../src/cross-file/project-context.js';
import { defineRule } from '../../src/engine/rule.js';
import type { RulesetModel } from '../../src/model/types.js';

export default defineRule({
  id: 'ruleset/one-entry-point-per-phase',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A zone has one entry point ruleset per phase, and so does an account (kind `root`); a second one is rejected (API error 20217).',
  messages: {
    duplicate: 'Second `{{phase}}` entry point of {{scope}}; merge it into ruleset {{first}}.',
    duplicateInProject: 'Second `{{phase}}` entry point of {{scope}}; first in {{place}}.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      scope(scope) {
        const seen = new Map<string, RulesetModel>();
        // A Terraform zone known only by its zone_id's reference is named by it (`zone var.zone_id`).
        const name = scope.kind === 'zone' ? `zone ${scope.name ?? scope.id ?? zoneReferenceOf(scope) ?? ''}`.trim() : 'the account';
        // The same zone (or account) in other files of the project (src/cross-file/): their entry points come first.
        const projectScope = context.settings.project ? entryScopeOf(scope) : undefined;
        scope.rulesets.forEach((ruleset) => {
          // Account custom rulesets are not entry points, and a Terraform resource with `count` / `for_each` may make no ruleset at all.
          const phase = entryPointPhase(scope, ruleset);
          if (phase === undefined) return;
          const first = seen.get(phase);
          if (!first) {
            seen.set(phase, ruleset);
            const elsewhere = projectEntryPointOf(context.settings.project, projectScope, phase);
            if (elsewhere && elsewhere.document !== context.document.index) {
              context.report({ path: [...ruleset.path, 'phase'], messageId: 'duplicateInProject', data: { scope: name, phase, place: placeText(elsewhere) } });
            }
            return;
          }
          const index = first.path[first.path.length - 1];
          context.report({
            path: [...ruleset.path, 'phase'],
            messageId: 'duplicate',
            data: { scope: name, phase, first: typeof index === 'number' ? index + 1 : String(index) },
          });
        });
      },
    };
  },
});
