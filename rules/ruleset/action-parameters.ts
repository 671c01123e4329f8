import { defineRule } from '../../src/engine/rule.js';
import { actionInfo } from '../../src/data/actions.js';
import { isObject } from '../../src/model/build.js';
import { customerActions, phaseInfo } from '../../src/data/phases.js';
import { wordList } from '../../src/text/word-list.js';

function keys(names: readonly string[]): string {
  return wordList(names, { conjunction: 'or', code: true });
}

/** The parameters to choose from, named while the list stays short enough for a headline. */
function choices(names: readonly string[], action: string): string {
  const listed = keys(names);
  return listed.length <= MAX_LISTED ? listed : `the ${names.length} parameters of \`${action}\``;
}

/** Longest list of parameter names a message spells out. */
const MAX_LISTED = 64;

export default defineRule({
  id: 'ruleset/action-parameters',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A rule\'s `action_parameters` must hold what its action needs, and parameters tied to a phase must be used in that phase (`uri` rewrites in URL rewrite rules, `from_list` in bulk redirects, ...).',
  messages: {
    missingParameters: 'Action `{{action}}` needs `action_parameters` with {{needed}}.',
    missingRequired: '`action_parameters` of `{{action}}` is missing `{{name}}`.',
    missingOneOf: '`action_parameters` needs one of {{names}}.',
    parameterPhase: '`{{name}}` is not available in phase `{{phase}}`.',
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
            const needed = needs.length ? keys(needs) : `one of ${choices(oneOf, action.name)}`;
            context.report({ path: [...rule.path, 'action'], messageId: 'missingParameters', data: { action: action.name, needed } });
          }
          return;
        }
        const at = [...rule.path, 'action_parameters'];
        for (const name of needs) {
          if (!(name in parameters)) context.report({ path: at, target: 'key', messageId: 'missingRequired', data: { action: action.name, name } });
        }
        if (oneOf.length && !oneOf.some((name) => name in parameters)) {
          context.report({ path: at, target: 'key', messageId: 'missingOneOf', data: { names: choices(oneOf, action.name) } });
        }
        const phase = rule.ruleset.phase;
        // Cloudflare's managed rulesets use parameters outside their customer phases (a `uri` rewrite in http_request_sanitize).
        if (phase === undefined || !action.parameterPhases || !phaseRuns || rule.ruleset.kind === 'managed') return;
        for (const [name, phases] of Object.entries(action.parameterPhases)) {
          if (name in parameters && !phases.includes(phase)) {
            context.report({ path: [...at, name], target: 'key', messageId: 'parameterPhase', data: { name, phase } });
          }
        }
      },
    };
  },
});
