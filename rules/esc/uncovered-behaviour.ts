import { defineRule } from '../../src/engine/rule.js';
import { coverageOf } from '../../src/esc/rule-support.js';
import { scopeLabel } from '../../src/esc/behaviour.js';
import { replacementJson, type GeneratedReplacement } from '../../src/esc/replacement.js';
import type { EscBehaviourModel } from '../../src/model/types.js';

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
    uncovered: 'ESC `{{useCase}}` is not replaced yet; the suggestion adds {{what}}.',
    partly: 'ESC `{{useCase}}` is only partly replaced; the suggestion adds {{what}}.',
    disabled: 'ESC `{{useCase}}` is replaced only by disabled rules; enable {{object}} once tested.',
    noGeneratedRule: 'ESC `{{useCase}}` is not replaced yet; fix its other findings to generate the rule.',
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
        // What the behaviour does, the rules that lack it and what blocks a generated rule are `edgelint report`'s.
        const base = { useCase: replacement.useCase, phase: replacement.phase ?? '' };
        if (coverage.disabledWouldCover) {
          const many = coverage.disabled.length > 1;
          context.report({
            path,
            messageId: 'disabled',
            data: { useCase: replacement.useCase, object: many ? 'them' : 'it' },
          });
          return;
        }
        const generated = coverage.generated;
        if (!generated) {
          context.report({ path, messageId: 'noGeneratedRule', data: base });
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
          data: { ...base, what: one ? 'a rule' : `${generated.rules.length} rules` },
          suggest: [{ desc: `Add the generated ${one ? 'rule' : 'rules'} to ${where(behaviour, generated)}: ${replacementJson(generated)}`, fix }],
        });
      },
    };
  },
});

