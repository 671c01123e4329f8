import { defineRule } from '../../src/engine/rule.js';
import { actionInfo } from '../../src/data/actions.js';
import { isObject } from '../../src/model/build.js';
import { customerActions, phaseInfo } from '../../src/data/phases.js';
import { wordList } from '../../src/text/word-list.js';

function keys(names: readonly string[]): string {
  return wordList(names, { conjunction: 'or', code: true });
}

export default defineRule({
  id: 'ruleset/action-parameters',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A rule\'s `action_parameters` must hold what its action needs, and parameters tied to a phase must be used in that phase (`uri` rewrites in URL rewrite rules, `from_list` in bulk redirects, ...).',
  messages: {
    missingParameters: 'action `{{action}}` needs `action_parameters` with {{needed}}',
    missingRequired: '`action_parameters` of `{{action}}` is missing `{{name}}`',
    missingOneOf: '`action_parameters` of `{{action}}` needs one of {{names}}',
    parameterPhase: '`{{name}}` of a `{{action}}` rule belongs to phase {{phases}}, not `{{phase}}`',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      rule(rule) {
        const action = rule.action === undefined ? undefined : actionInfo(rule.action);
        if (!action) return;
        // An action the phase does not run at all is ruleset/action-in-phase's report; its parameters would only add noise.
        const phaseOfRule = rule.ruleset.phase === undefined ? undefined : phaseInfo(rule.ruleset.phase);
        const phaseRuns = phaseOfRule !== undefined && customerActions(phaseOfRule, rule.ruleset.level).includes(action.name);
        if (phaseOfRule?.actionsComplete && !phaseRuns) return;
        const raw = rule.value['action_parameters'];
        if (raw !== undefined && !isObject(raw)) return; // schema/wrong-type reports it
        const parameters = rule.parameters;
        const needs = action.requiredParameters ?? [];
        const oneOf = action.oneOfParameters ?? [];
        if (!parameters) {
          if (needs.length || oneOf.length) {
            const needed = needs.length ? keys(needs) : `one of ${keys(oneOf)}`;
            context.report({ path: [...rule.path, 'action'], messageId: 'missingParameters', data: { action: action.name, needed } });
          }
          return;
        }
        const at = [...rule.path, 'action_parameters'];
        for (const name of needs) {
          if (!(name in parameters)) context.report({ path: at, target: 'key', messageId: 'missingRequired', data: { action: action.name, name } });
        }
        if (oneOf.length && !oneOf.some((name) => name in parameters)) {
          context.report({ path: at, target: 'key', messageId: 'missingOneOf', data: { action: action.name, names: keys(oneOf) } });
        }
        const phase = rule.ruleset.phase;
        // Cloudflare's managed rulesets use parameters outside their customer phases (a `uri` rewrite in http_request_sanitize).
        if (phase === undefined || !action.parameterPhases || !phaseRuns || rule.ruleset.kind === 'managed') return;
        for (const [name, phases] of Object.entries(action.parameterPhases)) {
          if (name in parameters && !phases.includes(phase)) {
            context.report({ path: [...at, name], target: 'key', messageId: 'parameterPhase', data: { name, action: action.name, phase, phases: keys(phases) } });
          }
        }
      },
    };
  },
});
