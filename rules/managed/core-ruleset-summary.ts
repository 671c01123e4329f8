import { defineRule } from '../../src/engine/rule.js';
import { CORE_RULESET_ID } from '../../src/data/managed-rulesets.js';
import { MANAGED_FIREWALL_PHASE } from '../../src/data/phases.js';
import type { Path, ScopeModel } from '../../src/model/types.js';
import { coreDeploymentsOf, coreRulesetConfig, coreRulesetConfigFor, coreRulesetConfigOfRuleset, type CoreRulesetConfig } from '../../src/managed/core-config.js';
import { ordinal } from '../../src/managed/text.js';

const MAX_EXPRESSION = 80;

function scopeName(scope: ScopeModel | undefined): string {
  if (!scope) return 'this entry point';
  if (scope.kind === 'account') return 'account';
  return `zone ${scope.name ?? scope.id ?? ''}`.trim();
}

/** ` (from `owasp:`)`, ` (default)` or nothing. */
function origin(fromOwasp: boolean, isDefault: boolean): string {
  return fromOwasp ? ' (from `owasp:`)' : isDefault ? ' (default)' : '';
}

/** The data of the `deployed` message for a configuration with a deployment. */
function describe(config: CoreRulesetConfig, where: string): Record<string, string | number> {
  const d = config.deployment!;
  const s = config.settings;
  const expression = d.expression === undefined || d.expression.trim() === 'true'
    ? ' for every request'
    : ` for requests matching \`${d.expression.length > MAX_EXPRESSION ? `${d.expression.slice(0, MAX_EXPRESSION - 1)}…` : d.expression}\``;
  const entry = d.level === 'zone' ? 'the zone\'s' : d.level === 'account' ? 'the account\'s' : 'this';
  let state = '';
  if (!d.enabled) state = '; the execute rule is disabled, so nothing of it runs';
  else if (!s.lastRuleEnabled) state = '; its last rule is disabled, so the action never runs';
  const others = config.otherDeployments.map((o) => `${o.level === 'account' ? 'the account\'s' : 'this entry point\'s'} rule ${ordinal(o.rule.index)}`);
  return {
    where,
    how: d.level === 'account' && where.startsWith('zone') ? 'at account level ' : '',
    rule: ordinal(d.rule.index),
    entry,
    phase: MANAGED_FIREWALL_PHASE,
    applies: expression,
    paranoia: config.paranoia.level !== undefined && config.paranoia.level > 0
      ? `paranoia level ${config.paranoiaDescription}${origin(config.fromOwasp.paranoia, s.sources.paranoia === 'default')}`
      : config.paranoiaDescription,
    threshold: s.threshold,
    sensitivity: s.sensitivity ? `${config.sensitivityName} sensitivity` : 'custom, not a dashboard level',
    thresholdDefault: config.fromOwasp.threshold ? ', from `owasp:`' : s.sources.threshold === 'default' ? ', default' : '',
    action: config.actionName === s.action
      ? `\`${s.action}\` (not a dashboard action)`
      : `${config.actionName} (\`${s.action}\`${config.fromOwasp.action ? ', from `owasp:`' : s.sources.action === 'default' ? ', default' : ''})`,
    state,
    also: others.length ? `; ${others.join(' and ')} also deploy${others.length === 1 ? 's' : ''} it` : '',
  };
}

export default defineRule({
  id: 'managed/core-ruleset-summary',
  type: 'suggestion',
  defaultSeverity: 'info',
  description: 'Report, for information, each zone\'s effective managed core ruleset configuration: where it is deployed, paranoia level, score threshold and sensitivity, action — and that the action runs only when the threat score is greater than the threshold.',
  messages: {
    deployed: '{{where}}: the managed core ruleset is deployed {{how}}by rule {{rule}} of {{entry}} `{{phase}}` entry point{{applies}}; {{paranoia}}, score threshold {{threshold}} ({{sensitivity}}{{thresholdDefault}}), action {{action}}; the action runs only when a request\'s threat score is greater than {{threshold}} (spec 2.7 rule 4){{state}}{{also}}',
    notDeployed: '{{where}}: the managed core ruleset is not deployed (no execute rule of {{core}} in the zone\'s or the account\'s `{{phase}}` entry point)',
  },
  defaultOptions: undefined,
  create(context) {
    const zoneAnchor = (scope: ScopeModel): { path: Path; target?: 'key' } => ('id' in scope.value ? { path: [...scope.path, 'id'] } : { path: scope.path });
    return {
      scope(scope) {
        const where = scopeName(scope);
        if (scope.kind === 'zone') {
          const config = coreRulesetConfig(scope, context.document);
          if (!config.deployment) {
            // Only for zones that manage this phase at all: a manifest about ESC or log push alone is not told about the WAF.
            if (!scope.rulesets.some((r) => r.phase === MANAGED_FIREWALL_PHASE)) return;
            context.report({ ...zoneAnchor(scope), messageId: 'notDeployed', data: { where, core: CORE_RULESET_ID, phase: MANAGED_FIREWALL_PHASE } });
          } else if (config.deployment.level === 'zone') {
            context.report({ path: config.deployment.execute.idPath, messageId: 'deployed', data: describe(config, where) });
          } else {
            context.report({ ...zoneAnchor(scope), messageId: 'deployed', data: describe(config, where) });
          }
          return;
        }
        // The account: each of its deployments (it may deploy the ruleset several times, with different expressions).
        for (const deployment of coreDeploymentsOf(scope, context.document)) {
          const config = coreRulesetConfigFor([deployment], scope, context.document);
          context.report({ path: deployment.execute.idPath, messageId: 'deployed', data: describe(config, where) });
        }
      },
      ruleset(ruleset) {
        if (ruleset.scope) return;
        const all = coreRulesetConfigOfRuleset(ruleset, context.document);
        for (const deployment of [all.deployment, ...all.otherDeployments]) {
          if (!deployment) continue;
          const config = coreRulesetConfigFor([deployment], undefined, context.document);
          context.report({ path: deployment.execute.idPath, messageId: 'deployed', data: describe(config, scopeName(undefined)) });
        }
      },
    };
  },
});
