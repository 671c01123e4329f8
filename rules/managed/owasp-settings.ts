import { defineRule } from '../../src/engine/rule.js';
import { PARANOIA_LEVELS } from '../../src/data/managed-rulesets.js';
import { coreRulesetConfig } from '../../src/managed/core-config.js';
import { parseParanoiaLevel, thresholdValue } from '../../src/managed/core-ruleset-settings.js';
import { ruleOverridesById } from '../../src/managed/overrides.js';
import { analyzeParanoia, paranoiaTag } from '../../src/managed/paranoia.js';
import { wordList } from '../../src/text/word-list.js';

function tagsText(levels: readonly number[]): string {
  return levels.length === 0 ? 'no paranoia tag' : wordList(levels.map(paranoiaTag), { code: true });
}

export default defineRule({
  id: 'managed/owasp-settings',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A zone\'s `owasp:` settings need an execute rule deploying the managed core ruleset in the zone\'s `http_request_firewall_managed` entry point, and must agree with the explicit overrides that rule carries.',
  messages: {
    notDeployed: '`owasp:` needs the core ruleset deployed in this zone; add its execute rule to the zone.',
    accountDeployment: '`owasp:` cannot configure the account\'s deployment; deploy the core ruleset in this zone.',
    paranoiaMismatch: 'The execute rule disables {{actual}}, not what `paranoia_level: {{requested}}` needs.',
    thresholdMismatch: '`score_threshold: {{requested}}` disagrees with the execute rule\'s `score_threshold: {{actual}}`.',
    actionMismatch: '`action: {{requested}}` disagrees with the execute rule\'s `action: {{actual}}`.',
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
          // The account's deployment runs for every zone it matches, so it cannot carry one zone's settings.
          context.report({ path: owasp.path, target: 'key', messageId: deployment?.level === 'account' ? 'accountDeployment' : 'notDeployed' });
          return;
        }
        const rule = deployment.rule.index + 1;
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
