import { defineRule } from '../../src/engine/rule.js';
import { RULESET_KINDS, CREATABLE_KINDS, KIND_OF_ENTRY_POINT } from '../../src/data/ruleset-kinds.js';
import { didYouMean, suggestionEnd } from '../../src/text/did-you-mean.js';

export default defineRule({
  id: 'ruleset/kind-level',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A ruleset\'s `kind` must fit where it lives: `zone` for a zone entry point, `root` or `custom` for an account ruleset; `managed` rulesets cannot be created.',
  messages: {
    unknown: 'Unknown ruleset kind `{{kind}}`{{suggestion}}',
    zoneKind: 'A zone ruleset has kind `zone`, not `{{kind}}`.',
    accountKind: 'An account ruleset has kind `root` or `custom`, not `{{kind}}`.',
    managedNotCreatable: 'Rulesets of kind `managed` cannot be created; deploy one with an `execute` rule.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      ruleset(ruleset) {
        const kind = ruleset.kind;
        if (kind === undefined) return;
        const at = [...ruleset.path, 'kind'];
        if (!RULESET_KINDS.includes(kind)) {
          context.report({ path: at, messageId: 'unknown', data: { kind, suggestion: suggestionEnd(didYouMean(kind, RULESET_KINDS)) } });
          return;
        }
        // A raw API object's level comes from its kind, so only manifest rulesets can disagree with their place.
        if (ruleset.origin !== 'manifest') return;
        if (ruleset.level === 'zone' && kind !== KIND_OF_ENTRY_POINT.zone) {
          context.report({ path: at, messageId: 'zoneKind', data: { kind } });
        } else if (ruleset.level === 'account' && !CREATABLE_KINDS.account.includes(kind)) {
          context.report({ path: at, messageId: kind === 'managed' ? 'managedNotCreatable' : 'accountKind', data: { kind } });
        }
      },
    };
  },
});
