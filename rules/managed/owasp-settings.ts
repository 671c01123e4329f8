import { defineRule } from '../../src/engine/rule.js';
import { CORE_RULESET_ID, PARANOIA_LEVELS } from '../../src/data/managed-rulesets.js';
import { MANAGED_FIREWALL_PHASE } from '../../src/data/phases.js';
import { coreRulesetConfig } from '../../src/managed/core-config.js';
import { parseParanoiaLevel, thresholdValue } from '../../src/managed/core-ruleset-settings.js';
import { ruleOverridesById } from '../../src/managed/overrides.js';
import { analyzeParanoia, paranoiaTag } from '../../src/managed/paranoia.js';
import { codeList, ordinal } from '../../src/managed/text.js';

function tagsText(levels: readonly number[]): string {
  return levels.length === 0 ? 'no paranoia tag' : codeList(levels.map(paranoiaTag), 'and');
}

export default defineRule({
  id: 'managed/owasp-settings',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A zone\'s `owasp:` settings need an execute rule deploying the managed core ruleset in the zone\'s `http_request_firewall_managed` entry point, and must agree with the explicit overrides that rule carries.',
  messages: {
    notDeployed: '`owasp:` settings configure the execute rule that deploys the managed core ruleset in this zone\'s `{{phase}}` entry point, and that rule exists only after deployment (spec 4.2 rule 1); add an execute rule with `action_parameters.id: {{core}}` to the zone\'s rulesets{{account}}',
    paranoiaMismatch: '`paranoia_level: {{requested}}` means disabling {{expected}}, but the execute rule (rule {{rule}} of the entry point) disables {{actual}}; make its category overrides match, or remove them and let the plan derive them from `owasp:`',
    thresholdMismatch: '`score_threshold: {{requested}}` ({{value}}) disagrees with the execute rule\'s rule override of the last rule (rule {{rule}} of the entry point), `score_threshold: {{actual}}`',
    actionMismatch: '`action: {{requested}}` disagrees with the execute rule\'s {{where}} `action: {{actual}}` (rule {{rule}} of the entry point)',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      scope(scope) {
        const owasp = scope.owasp;
        if (scope.kind !== 'zone' || !owasp) return;
        const config = coreRulesetConfig(scope, context.document);
        const deployment = config.deployment;
        if (!deployment || deployment.level !== 'zone') {
          const account = deployment?.level === 'account' ? `; the account's deployment (rule ${ordinal(deployment.rule.index)} of its entry point) runs for every zone it matches but cannot carry one zone's settings` : '';
          context.report({ path: owasp.path, target: 'key', messageId: 'notDeployed', data: { phase: MANAGED_FIREWALL_PHASE, core: CORE_RULESET_ID, account } });
          return;
        }
        const rule = ordinal(deployment.rule.index);
        const requested = config.requested?.settings ?? {};
        const level = parseParanoiaLevel(requested.paranoia_level);
        const explicit = analyzeParanoia(deployment.execute.overrides);
        if (level !== undefined && explicit.touched) {
          const expected: readonly number[] = PARANOIA_LEVELS.filter((n) => n > level);
          const actual = explicit.disabledLevels;
          if (expected.join() !== actual.join()) {
            context.report({
              path: [...owasp.path, 'paranoia_level'],
              messageId: 'paranoiaMismatch',
              data: { requested: requested.paranoia_level!, expected: tagsText(expected), actual: actual.length === 0 ? 'no paranoia tag' : `${tagsText(actual)}${actual.length < 4 && expected.length > actual.length && actual.every((n) => expected.includes(n)) ? ' only' : ''}`, rule },
            });
          }
        }
        const overrides = deployment.execute.overrides;
        const lastRuleId = deployment.execute.target?.lastRuleId;
        const last = lastRuleId === undefined ? undefined : ruleOverridesById(overrides).get(lastRuleId);
        const value = thresholdValue(requested.score_threshold);
        if (value !== undefined && last?.scoreThreshold !== undefined && last.scoreThreshold !== value) {
          context.report({
            path: [...owasp.path, 'score_threshold'],
            messageId: 'thresholdMismatch',
            data: { requested: String(requested.score_threshold), value, actual: last.scoreThreshold, rule },
          });
        }
        if (requested.action !== undefined) {
          const actual = last?.action ?? overrides?.action;
          const where = last?.action !== undefined ? 'rule override of the last rule,' : 'ruleset-level';
          if (actual !== undefined && actual !== requested.action) {
            context.report({ path: [...owasp.path, 'action'], messageId: 'actionMismatch', data: { requested: requested.action, where, actual, rule } });
          }
        }
      },
    };
  },
});
