import { defineRule } from '../../src/engine/rule.js';
import { MANAGED_FIREWALL_PHASE } from '../../src/data/phases.js';
import type { Path, ScopeModel } from '../../src/model/types.js';
import { coreDeploymentsOf, coreRulesetConfig, coreRulesetConfigFor, coreRulesetConfigOfRuleset, type CoreRulesetConfig } from '../../src/managed/core-config.js';
import { wordList } from '../../src/text/word-list.js';

type SummaryId = 'deployed' | 'deployedByAccount' | 'disabled' | 'neverActs';

/** ` (default)` when no override sets the value; the page explains where values come from. */
function marked(text: string, isDefault: boolean): string {
  return isDefault ? `${text} (default)` : text;
}

/**
 * The headline for a deployment: its effective settings, or why nothing of
 * it acts. `byAccount`: the account's deployment, reported at a zone.
 */
function summary(config: CoreRulesetConfig, byAccount: boolean): { messageId: SummaryId; data: Record<string, string | number> } {
  const d = config.deployment!;
  const s = config.settings;
  const paranoia = config.paranoia.level !== undefined && config.paranoia.level > 0 ? marked(config.paranoiaDescription, s.sources.paranoia === 'default') : config.paranoiaDescription;
  const data = {
    paranoia,
    threshold: s.threshold,
    sensitivity: s.sensitivity ? config.sensitivityName : 'custom',
    action: config.actionName === s.action ? `\`${s.action}\`` : marked(config.actionName, s.sources.action === 'default'),
  };
  if (!d.enabled) return { messageId: 'disabled', data };
  if (!s.lastRuleEnabled) return { messageId: 'neverActs', data };
  return { messageId: byAccount ? 'deployedByAccount' : 'deployed', data };
}

/** The other execute rules that deploy the core ruleset for the same scope ("the account's rule 2"). */
function others(config: CoreRulesetConfig): string {
  return wordList(config.otherDeployments.map((o) => `${o.level === 'account' ? 'the account\'s' : 'this entry point\'s'} rule ${o.rule.index + 1}`));
}

export default defineRule({
  id: 'managed/core-ruleset-summary',
  type: 'suggestion',
  defaultSeverity: 'info',
  description: 'Report, for information, each zone\'s effective managed core ruleset configuration: where it is deployed, paranoia level, score threshold and sensitivity, action — and that the action runs only when the threat score is greater than the threshold.',
  messages: {
    deployed: 'Core ruleset: {{paranoia}}, threshold {{threshold}} ({{sensitivity}}), action {{action}}.',
    deployedByAccount: 'Account core ruleset: {{paranoia}}, threshold {{threshold}} ({{sensitivity}}), action {{action}}.',
    disabled: 'Core ruleset deployed, but its execute rule is disabled: none of its rules run.',
    neverActs: 'Core ruleset: {{paranoia}}, threshold {{threshold}}; its last rule is disabled, so it never acts.',
    alsoDeployed: 'The core ruleset is also deployed by {{others}}.',
    notDeployed: 'The managed core ruleset is not deployed for this zone.',
  },
  defaultOptions: undefined,
  create(context) {
    const zoneAnchor = (scope: ScopeModel): { path: Path; target?: 'key' } => ('id' in scope.value ? { path: [...scope.path, 'id'] } : { path: scope.path });
    /** The summary of `config` at `at`, and the other deployments of the same scope as a second finding. */
    const report = (at: { path: Path; target?: 'key' }, config: CoreRulesetConfig, byAccount: boolean): void => {
      context.report({ ...at, ...summary(config, byAccount) });
      if (config.otherDeployments.length) context.report({ ...at, messageId: 'alsoDeployed', data: { others: others(config) } });
    };
    return {
      scope(scope) {
        if (scope.kind === 'zone') {
          const config = coreRulesetConfig(scope, context.document);
          if (!config.deployment) {
            // Only for zones that manage this phase at all: a manifest about ESC or log push alone is not told about the WAF.
            if (!scope.rulesets.some((r) => r.phase === MANAGED_FIREWALL_PHASE)) return;
            context.report({ ...zoneAnchor(scope), messageId: 'notDeployed' });
          } else if (config.deployment.level === 'zone') {
            report({ path: config.deployment.execute.idPath }, config, false);
          } else {
            report(zoneAnchor(scope), config, true);
          }
          return;
        }
        // The account: each of its deployments (it may deploy the ruleset several times, with different expressions).
        for (const deployment of coreDeploymentsOf(scope, context.document)) {
          report({ path: deployment.execute.idPath }, coreRulesetConfigFor([deployment], scope, context.document), false);
        }
      },
      ruleset(ruleset) {
        if (ruleset.scope) return;
        const all = coreRulesetConfigOfRuleset(ruleset, context.document);
        for (const deployment of [all.deployment, ...all.otherDeployments]) {
          if (!deployment) continue;
          report({ path: deployment.execute.idPath }, coreRulesetConfigFor([deployment], undefined, context.document), false);
        }
      },
    };
  },
});
