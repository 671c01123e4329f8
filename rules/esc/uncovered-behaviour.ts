import { defineRule } from '../../src/engine/rule.js';
import { coverageOf } from '../../src/esc/rule-support.js';
import { describeBehaviour, scopeLabel } from '../../src/esc/behaviour.js';
import { describeRuleRef } from '../../src/esc/coverage.js';
import { replacementJson, type GeneratedReplacement } from '../../src/esc/replacement.js';
import type { EscBehaviourModel } from '../../src/model/types.js';
import { wordList as list } from '../../src/text/word-list.js';

/** "zone example.com's `http_request_origin` entry point (rulesets[1])" or "a new … entry point ruleset of zone example.com". */
function where(behaviour: EscBehaviourModel, generated: GeneratedReplacement): string {
  const scope = scopeLabel(behaviour.scope);
  const ruleset = generated.target.ruleset;
  if (ruleset) {
    const index = ruleset.path[ruleset.path.length - 1];
    return `the \`${generated.target.phase}\` entry point of ${scope} (rulesets[${String(index)}])`;
  }
  return `a new \`${generated.target.phase}\` entry point ruleset of ${scope}`;
}


export default defineRule({
  id: 'esc/uncovered-behaviour',
  type: 'suggestion',
  defaultSeverity: 'warn',
  description: 'An ESC behaviour is covered when the zone (or its account) holds enabled rules in the replacement phase that do the same under the same condition; an uncovered behaviour is reported with the complete generated replacement rule as a suggestion.',
  messages: {
    uncovered: 'ESC `{{useCase}}` is not replaced yet: no enabled `{{action}}` rule in `{{phase}}` ({{product}}) of {{scope}} or its account {{does}} under the same condition; the suggestion adds {{what}} to {{where}} (`edgelint report` shows {{it}})',
    partly: 'ESC `{{useCase}}` is only partly replaced: the `{{phase}}` rules of {{scope}} and its account lack {{missing}} under the same condition; the suggestion adds {{what}} to {{where}} (`edgelint report` shows {{it}})',
    disabled: 'ESC `{{useCase}}` would be replaced by {{refs}}, but {{pronoun}} disabled (`enabled: false`); enable {{object}} once tested with the `disable_esc` cookie',
    noGeneratedRule: 'ESC `{{useCase}}` is not replaced yet: no enabled `{{action}}` rule in `{{phase}}` ({{product}}) of {{scope}} or its account {{does}} under the same condition; a replacement rule is generated once {{blockers}}',
  },
  hasSuggestions: true,
  defaultOptions: undefined,
  create(context) {
    return {
      escBehaviour(behaviour) {
        const coverage = coverageOf(context, behaviour);
        if (coverage.status !== 'uncovered' || !coverage.replacement) return;
        const replacement = coverage.replacement;
        const path = [...behaviour.path, 'use_case'];
        const base = {
          useCase: replacement.useCase,
          action: replacement.action ?? '',
          phase: replacement.phase ?? '',
          product: replacement.product,
          scope: scopeLabel(behaviour.scope),
          does: describeBehaviour(behaviour),
        };
        if (coverage.disabledWouldCover) {
          const many = coverage.disabled.length > 1;
          context.report({
            path,
            messageId: 'disabled',
            data: { useCase: replacement.useCase, refs: coverage.disabled.map(describeRuleRef).join('; '), pronoun: many ? 'they are' : 'it is', object: many ? 'them' : 'it' },
          });
          return;
        }
        const generated = coverage.generated;
        if (!generated) {
          context.report({ path, messageId: 'noGeneratedRule', data: { ...base, blockers: list(coverage.blockedBy ?? []) } });
          return;
        }
        const one = generated.rules.length === 1;
        const partial = (coverage.partlyBy?.length ?? 0) > 0;
        // The generated rules are a suggestion: appended to the phase's entry point, or a new entry point for them.
        const fix = generated.target.ruleset
          ? { appendTo: generated.target.rulesPath, items: generated.rules }
          : { appendTo: generated.target.rulesPath, items: [{ phase: generated.target.phase, rules: generated.rules }] };
        context.report({
          path,
          messageId: partial ? 'partly' : 'uncovered',
          data: { ...base, what: one ? 'a rule' : `${generated.rules.length} rules`, it: one ? 'it' : 'them', where: where(behaviour, generated), missing: coverage.missing.join(', ') },
          suggest: [{ desc: `add the generated ${generated.target.phase} ${one ? 'rule' : 'rules'} ${replacementJson(generated)}`, fix }],
        });
      },
    };
  },
});

