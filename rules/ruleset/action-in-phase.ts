import { defineRule } from '../../src/engine/rule.js';
import { actionInfo, phasesOfAction } from '../../src/data/actions.js';
import { customerActions, phaseInfo } from '../../src/data/phases.js';
import { tierAtLeast } from '../../src/data/plans.js';

export default defineRule({
  id: 'ruleset/action-in-phase',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A rule\'s action must be one the ruleset\'s phase runs (a `redirect` belongs to the redirect phases, `route` to origin rules, ...).',
  messages: {
    notInPhase: 'Action `{{action}}` is not available in phase `{{phase}}`.',
    atOtherLevel: 'Action `{{action}}` is allowed in phase `{{phase}}` only at the {{levels}} level.',
    enterpriseOnly: 'Action `{{action}}` needs the Enterprise plan; the configured plan is `{{tier}}`.',
  },
  defaultOptions: undefined,
  create(context) {
    const tier = context.settings.tier;
    return {
      rule(rule) {
        const action = rule.action;
        const phase = rule.ruleset.phase;
        const action_ = action === undefined ? undefined : actionInfo(action);
        if (action === undefined || !action_) return; // ruleset/known-action reports unknown actions
        if (action_.enterpriseOnly && tier !== undefined && !tierAtLeast(tier, 'enterprise')) {
          context.report({ path: [...rule.path, 'action'], messageId: 'enterpriseOnly', data: { action, tier } });
        }
        // A managed ruleset read back from the API is Cloudflare's: it runs actions customers cannot use in its phase.
        if (rule.ruleset.kind === 'managed') return;
        const info = phase === undefined ? undefined : phaseInfo(phase);
        if (!info) return;
        const allowed = customerActions(info, rule.ruleset.level);
        if (allowed.includes(action)) return;
        // Allowed in this phase at another level (the account's http_ratelimit entry point runs `execute`).
        const levels = Object.entries(info.levelActions ?? {}).filter(([, actions]) => actions.includes(action)).map(([level]) => level);
        if (levels.length > 0 && rule.ruleset.level !== undefined) {
          context.report({ path: [...rule.path, 'action'], messageId: 'atOtherLevel', data: { action, phase: info.name, levels: levels.join(' and '), level: rule.ruleset.level } });
          return;
        }
        const home = phasesOfAction(action);
        // Where the phase's action list is incomplete, flag only an action whose every known phase has a complete list:
        // such an action clearly belongs to another product (a `redirect` or a challenge in `magic_transit`).
        if (!info.actionsComplete && (home.length === 0 || home.some((p) => !phaseInfo(p)?.actionsComplete))) return;
        context.report({
          path: [...rule.path, 'action'],
          messageId: 'notInPhase',
          data: { action, phase: info.name },
        });
      },
    };
  },
});
