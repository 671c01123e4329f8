import { entryPointPhase, entryScopeOf, placeText, projectEntryPointOf, zoneReferenceOf } from '../../src/cross-file/project-context.js';
import { defineRule } from '../../src/engine/rule.js';
import { formatMessage } from '../../src/engine/value-problem.js';
import type { RulesetModel } from '../../src/model/types.js';
import { MAX_HEADLINE_LENGTH } from '../../src/text/headline.js';

const MESSAGES = {
  duplicate: 'Second `{{phase}}` entry point of {{scope}}; merge it into ruleset {{first}}.',
  duplicateInProject: 'Second `{{phase}}` entry point of {{scope}}; first in {{place}}.',
} as const;

/**
 * The data of a report, with `short` for the scope when naming it (a zone's
 * 32-character id, its `zone_id` reference) would make the headline longer
 * than it may be: the report's position says which zone.
 */
function headlineData<D extends { readonly scope: string }>(messageId: keyof typeof MESSAGES, data: D, short: string): D {
  return formatMessage(MESSAGES[messageId], data).length <= MAX_HEADLINE_LENGTH ? data : { ...data, scope: short };
}

export default defineRule({
  id: 'ruleset/one-entry-point-per-phase',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A zone has one entry point ruleset per phase, and so does an account (kind `root`); a second one is rejected (API error 20217).',
  messages: MESSAGES,
  defaultOptions: undefined,
  create(context) {
    return {
      scope(scope) {
        const seen = new Map<string, RulesetModel>();
        // A Terraform zone known only by its zone_id's reference is named by it (`zone var.zone_id`).
        const name = scope.kind === 'zone' ? `zone ${scope.name ?? scope.id ?? zoneReferenceOf(scope) ?? ''}`.trim() : 'the account';
        // A zone known by its id or reference only: `this zone` when that makes the headline too long (a name is kept).
        const short = scope.kind === 'zone' && scope.name === undefined ? 'this zone' : name;
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
              context.report({ path: [...ruleset.path, 'phase'], messageId: 'duplicateInProject', data: headlineData('duplicateInProject', { scope: name, phase, place: placeText(elsewhere) }, short) });
            }
            return;
          }
          const index = first.path[first.path.length - 1];
          context.report({
            path: [...ruleset.path, 'phase'],
            messageId: 'duplicate',
            data: headlineData('duplicate', { scope: name, phase, first: typeof index === 'number' ? index + 1 : String(index) }, short),
          });
        });
      },
    };
  },
});
