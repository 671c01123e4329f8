/**
 * Account rulesets (spec 4.2: create), zone entry points (GET, then the
 * reference's PUT), and the managed core ruleset's settings (spec 4.2 rules 2
 * and 3: GET the entry point, GET the managed ruleset, PATCH the execute rule).
 */
import { CORE_LAST_RULE, CORE_RULESET_ID } from '../../data/managed-rulesets.js';
import { thresholdValue } from '../../managed/core-ruleset-settings.js';
import { isObject } from '../../model/build.js';
import type { JsonObject } from '../../model/types.js';
import { accountRulesetBody, entrypointBody, ruleBody } from '../bodies.js';
import { rulesEqual } from '../compare.js';
import { executeRuleOf, mergedOverrides, overridesGiveSettings, owaspSettings, type OwaspSettings } from '../core-ruleset.js';
import { sourceName, sourceOf, type CallSource, type DesiredScope } from '../desired.js';
import { MANAGED_PHASE, scopePath } from '../endpoints.js';
import { slug } from '../naming.js';
import { PlanBuilder, STAGE } from '../builder.js';
import { counted } from '../../text/counted.js';
import { LAST_RULE_PATH, executeRulePath, EXAMPLE_ENTRYPOINT_ID, EXAMPLE_RULE_ID, scopeLabel, managedDeployments, checkManagedRuleset } from './common.js';

export function planAccountRulesets(b: PlanBuilder, desired: DesiredScope): void {
  const current = b.current(desired.scope);
  // Custom rulesets first: a root ruleset may execute them.
  const ordered = [...desired.rulesets].sort((x, y) => Number(x.value['kind'] !== 'custom') - Number(y.value['kind'] !== 'custom'));
  for (const ruleset of ordered) {
    const { value } = ruleset;
    const kind = value['kind'];
    const phase = typeof value['phase'] === 'string' ? value['phase'] : undefined;
    const name = typeof value['name'] === 'string' ? value['name'] : phase ?? 'ruleset';
    const source = sourceOf(desired, ruleset);
    const rules = Array.isArray(value['rules']) ? value['rules'].filter(isObject) : [];
    const existing = current?.rulesets.find((r) => r.kind === kind && r.phase === phase && (kind === 'root' || r.name === name));
    const sameDescription = (typeof value['description'] === 'string' ? value['description'] : '') === (existing?.value['description'] ?? '');
    if (existing && rulesEqual(rules, existing.rules) && sameDescription) {
      b.unchanged++;
      continue;
    }
    const after = managedDeployments(rules, phase).map((d) => checkManagedRuleset(b, desired.scope, d.id, d.phase, STAGE.accountRulesets));
    if (!existing) {
      b.add({
        operation: 'rulesets.create',
        name: `create_ruleset_${slug(name)}`,
        path: `${scopePath('account', desired.scope.id)}/rulesets`,
        body: accountRulesetBody(value, true),
        description: `Create the account ruleset "${name}" (kind ${String(kind)}, phase ${String(phase)}) with ${counted(rules.length, 'rule')}`,
        change: 'create',
        scope: desired.scope,
        stage: STAGE.accountRulesets,
        source,
        after,
      });
      continue;
    }
    if (!existing.id) {
      b.note('warning', `account ruleset "${name}" in ${existing.file} has no id; it cannot be updated`, desired.scope, desired.file);
      continue;
    }
    const body = accountRulesetBody(value, false);
    if (existing.name !== undefined && existing.name !== name) {
      body['name'] = existing.name;
      b.note('info', `the ${String(phase)} entry point of the account is named "${existing.name}"; a ruleset's name cannot change (reference §4), so the update keeps it`, desired.scope, desired.file);
    }
    b.add({
      operation: 'rulesets.update',
      name: `update_ruleset_${slug(name)}`,
      path: `${scopePath('account', desired.scope.id)}/rulesets/${existing.id}`,
      body,
      description: `Replace the rules of account ruleset "${name}" (${counted(rules.length, 'rule')}; rules not listed are deleted)`,
      change: 'update',
      scope: desired.scope,
      stage: STAGE.accountRulesets,
      source,
      after,
    });
  }
}

/** Overrides the `owasp:` block owns are compared by the block, not as part of the entry point. */
function stripOwned(settings: OwaspSettings): (rule: Record<string, unknown>) => void {
  return (rule) => {
    const parameters = rule['action_parameters'];
    if (rule['action'] !== 'execute' || !isObject(parameters) || parameters['id'] !== CORE_RULESET_ID) return;
    const overrides = parameters['overrides'];
    const merged = mergedOverrides(overrides, settings, CORE_LAST_RULE.id);
    const owned = (entry: unknown): boolean =>
      isObject(entry) && ((settings.paranoia && typeof entry['category'] === 'string' && entry['category'].startsWith('paranoia-level-')) || (settings.lastRule && entry['id'] === CORE_LAST_RULE.id));
    const rest: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(merged)) {
      if (key === 'categories' || key === 'rules') {
        const kept = (item as unknown[]).filter((entry) => !owned(entry));
        if (kept.length) rest[key] = kept;
      } else rest[key] = item;
    }
    const nextParameters: Record<string, unknown> = { ...parameters };
    if (Object.keys(rest).length) nextParameters['overrides'] = rest;
    else delete nextParameters['overrides'];
    rule['action_parameters'] = nextParameters;
  };
}

export function planZoneRulesets(b: PlanBuilder, desired: DesiredScope): void {
  const current = b.current(desired.scope);
  const settings = desired.owasp ? owaspSettings(desired.owasp.value) : undefined;
  const owasp = settings && (settings.paranoia || settings.lastRule) ? settings : undefined;
  /** The core execute rule as deployed once the PUTs are done: `null` when known to be absent, `undefined` when not known. */
  let coreRule: JsonObject | null | undefined;
  let coreRuleFrom: 'configuration' | 'current' | undefined;

  for (const ruleset of desired.rulesets) {
    const phase = typeof ruleset.value['phase'] === 'string' ? ruleset.value['phase'] : undefined;
    if (!phase) {
      b.note('warning', `${sourceName(ruleset)} has no phase; it is not planned`, desired.scope, desired.file);
      continue;
    }
    const source = sourceOf(desired, ruleset);
    const previous = b.claimEntrypoint(desired.scope, phase, `${desired.file} ${sourceName(ruleset)}`);
    if (previous) {
      b.note('warning', `the ${phase} entry point of ${scopeLabel(desired.scope)} is also described at ${previous}; the later PUT replaces the earlier one`, desired.scope, desired.file);
    }
    const rules = Array.isArray(ruleset.value['rules']) ? ruleset.value['rules'].filter(isObject) : [];
    const existing = current?.rulesets.find((r) => r.kind === 'zone' && r.phase === phase);
    const strip = phase === MANAGED_PHASE && owasp ? stripOwned(owasp) : undefined;
    const unchanged = b.compared && existing !== undefined && rulesEqual(rules, existing.rules, strip);
    if (phase === MANAGED_PHASE) {
      coreRule = unchanged ? (executeRuleOf(existing.rules ?? []) ?? null) : (executeRuleOf(rules) ?? null);
      coreRuleFrom = unchanged ? 'current' : 'configuration';
    }
    if (unchanged) {
      b.unchanged++;
      continue;
    }
    const after = managedDeployments(rules, phase).map((d) => checkManagedRuleset(b, desired.account, d.id, d.phase, STAGE.scope));
    const path = `${scopePath('zone', desired.scope.id)}/rulesets/phases/${phase}/entrypoint`;
    const resource = path;
    if (!b.compared || existing) {
      b.add({
        operation: 'entrypoint.get',
        name: `read_entrypoint_${phase}`,
        path,
        description: `Read the zone's ${phase} entry point before it is replaced (404 when the zone has none yet); keep the response to restore the rules`,
        change: 'read',
        scope: desired.scope,
        stage: STAGE.scope,
        source,
        accept: [404],
        phase,
        resource,
      });
    }
    const deploys = managedDeployments(rules, phase).map((d) => d.id);
    b.add({
      operation: 'entrypoint.put',
      name: `put_entrypoint_${phase}`,
      path,
      body: entrypointBody(ruleset.value, 'zone', phase),
      description: `${existing ? 'Replace' : b.compared ? 'Create' : 'Create or replace'} the zone's ${phase} entry point with ${counted(rules.length, 'rule')}${deploys.length ? `, deploying managed ruleset ${deploys.join(', ')} with an execute rule (spec 4.2 rule 1)` : ''}; rules not listed are deleted`,
      change: existing ? 'update' : b.compared ? 'create' : 'replace',
      scope: desired.scope,
      stage: STAGE.scope,
      source,
      phase,
      resource,
      after,
    });
  }

  if (!owasp || !desired.owasp) return;
  const owaspSource = { file: desired.file, path: desired.owasp.path };
  if (coreRule === undefined && b.compared) {
    const entry = current?.rulesets.find((r) => r.kind === 'zone' && r.phase === MANAGED_PHASE);
    coreRule = entry?.rules ? (executeRuleOf(entry.rules) ?? null) : null;
    coreRuleFrom = 'current';
  }
  if (coreRule === null) {
    b.note(
      'warning',
      `${desired.owasp.path}: the managed core ruleset is not deployed in ${scopeLabel(desired.scope)}${coreRuleFrom === 'configuration' ? ' by the configuration' : ''}; its settings apply to the execute rule, which exists only after deployment (spec 4.2 rule 1), so they are not planned`,
      desired.scope,
      desired.file,
    );
    return;
  }
  const currentOverrides = coreRule && isObject(coreRule['action_parameters']) ? coreRule['action_parameters']['overrides'] : undefined;
  if (coreRule && overridesGiveSettings(currentOverrides, owasp)) {
    if (b.compared && coreRuleFrom === 'current') b.unchanged++;
    return;
  }
  if (coreRule === undefined) {
    b.note(
      'info',
      `${desired.owasp.path}: the configuration does not describe the ${MANAGED_PHASE} entry point of ${scopeLabel(desired.scope)}; the PATCH sends the execute rule as the procedure's example does (expression "true", enabled, no other overrides)`,
      desired.scope,
      desired.file,
    );
  }
  planCoreSettings(b, desired, owasp, coreRule ?? undefined, owaspSource);
}

/** Spec 4.2 rules 2 and 3: find the execute rule in the entry point, read the managed ruleset's last rule, PATCH the execute rule. */
function planCoreSettings(b: PlanBuilder, desired: DesiredScope, settings: OwaspSettings, rule: JsonObject | undefined, source: CallSource): void {
  const entrypointPath = `${scopePath('zone', desired.scope.id)}/rulesets/phases/${MANAGED_PHASE}/entrypoint`;
  const lookup = b.add({
    operation: 'entrypoint.get',
    name: `entrypoint_${MANAGED_PHASE}`,
    path: entrypointPath,
    description: `Read the zone's ${MANAGED_PHASE} entry point to find the execute rule of the managed core ruleset (spec 4.2 rule 2)`,
    change: 'read',
    scope: desired.scope,
    stage: STAGE.scope,
    source,
    phase: MANAGED_PHASE,
    resource: entrypointPath,
  });
  const rulesetId = b.capture(lookup, [{ key: 'result' }, { key: 'id' }], 'the id of the zone\'s entry point ruleset', EXAMPLE_ENTRYPOINT_ID);
  const ruleId = b.capture(lookup, executeRulePath(CORE_RULESET_ID), 'the id of the execute rule deploying the managed core ruleset', EXAMPLE_RULE_ID);
  let lastRuleId: string = CORE_LAST_RULE.id;
  if (settings.lastRule) {
    const check = checkManagedRuleset(b, desired.account, CORE_RULESET_ID, MANAGED_PHASE, STAGE.scope);
    const managed = b.add({
      operation: 'rulesets.get',
      name: `ruleset_${CORE_RULESET_ID.slice(0, 8)}`,
      path: `${scopePath('account', desired.account.id)}/rulesets/${CORE_RULESET_ID}`,
      description: 'Read the managed core ruleset to take the id of its last rule, which carries the score threshold and the action (spec 4.2 rule 3)',
      change: 'read',
      scope: desired.account,
      stage: STAGE.scope,
      source,
      after: [check],
    });
    lastRuleId = b.capture(managed, LAST_RULE_PATH, 'the id of the last rule of the managed core ruleset (949110 Inbound Anomaly Score Exceeded)', CORE_LAST_RULE.id);
  }
  const base: JsonObject = rule ?? { action: 'execute', expression: 'true', enabled: true, action_parameters: { id: CORE_RULESET_ID } };
  const parameters = isObject(base['action_parameters']) ? base['action_parameters'] : { id: CORE_RULESET_ID };
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(ruleBody(base, false))) {
    if (key === 'action_parameters') continue;
    body[key] = value;
  }
  body['action'] = 'execute';
  if (typeof body['expression'] !== 'string') body['expression'] = 'true';
  if (typeof body['enabled'] !== 'boolean') body['enabled'] = true;
  const nextParameters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parameters)) if (key !== 'overrides') nextParameters[key] = value;
  nextParameters['overrides'] = mergedOverrides(parameters['overrides'], settings, lastRuleId);
  body['action_parameters'] = nextParameters;
  const threshold = thresholdValue(settings.input.score_threshold);
  const what = [
    settings.paranoia ? `paranoia level ${String(settings.input.paranoia_level)} (overrides.categories)` : undefined,
    settings.lastRule
      ? `${threshold !== undefined ? `score threshold ${threshold}${typeof settings.input.score_threshold === 'string' ? ` (${settings.input.score_threshold})` : ''}` : ''}${threshold !== undefined && settings.input.action ? ' and ' : ''}${settings.input.action ? `action ${settings.input.action}` : ''} (overrides.rules on the last rule)`
      : undefined,
  ].filter(Boolean);
  b.add({
    operation: 'rules.patch',
    name: `patch_execute_rule_${CORE_RULESET_ID.slice(0, 8)}`,
    path: `${scopePath('zone', desired.scope.id)}/rulesets/${rulesetId}/rules/${ruleId}`,
    body,
    description: `Set the managed core ruleset's ${what.join(' and ')} on its execute rule; PATCH replaces the whole rule, so the body carries the complete rule ${
      settings.paranoia && settings.lastRule ? 'with both override lists' : 'and keeps its other overrides'
    }`,
    change: 'update',
    scope: desired.scope,
    stage: STAGE.scope,
    source,
    resource: entrypointPath,
  });
}
