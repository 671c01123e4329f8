/** What several planning steps share: the managed ruleset check (spec 4.2 rule 4), response paths, wording. */
import { managedRulesetInfo } from '../../data/managed-rulesets.js';
import { isObject } from '../../model/build.js';
import { MANAGED_PHASE, scopePath } from '../endpoints.js';
import type { JsonPath } from '../json-path.js';
import { scopeText } from '../naming.js';
import type { PlanScope } from '../types.js';
import { PlanBuilder, type MutableCall } from '../builder.js';

export const LAST_RULE_PATH: JsonPath = [{ key: 'result' }, { key: 'rules' }, { last: true }, { key: 'id' }];

export function executeRulePath(rulesetId: string): JsonPath {
  return [
    { key: 'result' },
    { key: 'rules' },
    { where: [{ path: ['action'], equals: 'execute' }, { path: ['action_parameters', 'id'], equals: rulesetId }] },
    { key: 'id' },
  ];
}

export const EXAMPLE_ENTRYPOINT_ID = '0f7e4b3c2a1d4e5f8a9b0c1d2e3f4a5b';
export const EXAMPLE_RULE_ID = '9a8b7c6d5e4f43218a7b6c5d4e3f2a1b';

export const scopeLabel = scopeText;

/** The execute rules of a ruleset that deploy a managed ruleset (a known one, or any in the managed phase). */
export function managedDeployments(rules: readonly unknown[], phase: string | undefined): { id: string; phase: string }[] {
  const out: { id: string; phase: string }[] = [];
  for (const rule of rules) {
    if (!isObject(rule) || rule['action'] !== 'execute' || !isObject(rule['action_parameters'])) continue;
    const id = rule['action_parameters']['id'];
    if (typeof id !== 'string') continue;
    const info = managedRulesetInfo(id);
    if (info) out.push({ id, phase: info.phase });
    else if (phase === MANAGED_PHASE) out.push({ id, phase });
  }
  return out;
}

/** Spec 4.2 rule 4: read the account's rulesets and check the managed ruleset is among them before deploying or reading it. */
export function checkManagedRuleset(b: PlanBuilder, account: PlanScope, rulesetId: string, phase: string, stage: number): MutableCall {
  const list = b.add({
    operation: 'rulesets.list',
    name: 'rulesets',
    path: `${scopePath('account', account.id)}/rulesets`,
    description: 'List the account\'s rulesets to find the managed rulesets (spec 4.2 rule 4); list results carry no rules',
    change: 'read',
    scope: account,
    stage,
  });
  const where = [
    { path: ['id'], equals: rulesetId },
    ...(phase === MANAGED_PHASE ? [{ path: ['source'], equals: 'firewall_managed' }] : []),
    { path: ['kind'], equals: 'managed' },
    { path: ['phase'], equals: phase },
  ];
  const name = managedRulesetInfo(rulesetId)?.name;
  b.expectation(list, [{ key: 'result' }, { where }], `the managed ruleset ${rulesetId}${name ? ` (${name})` : ''} is available to the account`);
  return list;
}
