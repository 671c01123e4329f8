/**
 * The planned configuration: every ruleset the configuration describes, per
 * scope, in the body the plan sends (`bodies.ts`), with the replacement
 * rules generated for uncovered ESC behaviours (`src/esc/coverage.ts`)
 * appended to the entry point of their phase — or in a new entry point when
 * the scope has none — and a zone's `owasp:` settings in the overrides of
 * its core ruleset's execute rule. The `terraform` plan format writes it as provider
 * resources.
 */
import { analyzeCoverage } from '../esc/coverage.js';
import type { DocumentModel } from '../model/types.js';
import { accountRulesetBody, entrypointBody, ruleBody } from './bodies.js';
import { owaspSettings, withCoreSettings } from './core-ruleset.js';
import { MANAGED_PHASE } from './endpoints.js';
import { desiredScopes, pathText, sourceOf, type CallSource, type ResourceAt } from './desired.js';
import type { PlanDocumentInput } from './planner.js';
import type { PlanScope } from './types.js';
import { zoneIdsOf, type ZoneIdsOf } from './zone-ids.js';

export interface PlannedRuleset {
  readonly scope: PlanScope;
  /** The ruleset as the plan sends it: `{name?, description?, kind, phase, rules}`. */
  readonly body: Record<string, unknown>;
  /** Where it is described; `undefined` for an entry point made for generated rules only. */
  readonly source?: CallSource;
  /** How many of its rules were generated to replace ESC behaviours. */
  readonly generatedRules: number;
}

type Mutable = { -readonly [K in keyof PlannedRuleset]: PlannedRuleset[K] };

function rulesetsOf(filePath: string, document: DocumentModel, resourceAt: ResourceAt | undefined, zoneIds: ZoneIdsOf): Mutable[] {
  const out: Mutable[] = [];
  const scopes = desiredScopes(filePath, document, resourceAt, zoneIds);
  for (const desired of scopes) {
    for (const ruleset of desired.rulesets) {
      const phase = typeof ruleset.value['phase'] === 'string' ? ruleset.value['phase'] : '';
      const kind = ruleset.value['kind'];
      const body = desired.scope.level === 'zone' ? entrypointBody(ruleset.value, 'zone', phase) : kind === 'custom' ? accountRulesetBody(ruleset.value, true) : entrypointBody(ruleset.value, 'root', phase);
      // The `owasp:` settings are a PATCH of the core execute rule in the plan's calls; the configuration carries them in its overrides.
      if (desired.owasp && desired.scope.level === 'zone' && phase === MANAGED_PHASE && Array.isArray(body['rules'])) {
        body['rules'] = withCoreSettings(body['rules'], owaspSettings(desired.owasp.value));
      }
      out.push({ scope: desired.scope, body, source: sourceOf(desired, ruleset), generatedRules: 0 });
    }
  }
  // Replacement rules of uncovered ESC behaviours, at the entry point of their phase in their scope.
  if (document.kind !== 'manifest') return out;
  for (const behaviour of document.escBehaviours) {
    const generated = analyzeCoverage(behaviour).generated;
    const desired = scopes[document.scopes.indexOf(behaviour.scope)];
    if (!generated || !desired) continue;
    const rules = generated.rules.map((r) => ruleBody({ ...r }, false));
    const targetPath = generated.target.ruleset ? pathText(generated.target.ruleset.path) : undefined;
    let target = out.find((r) => r.scope === desired.scope && (targetPath !== undefined ? r.source?.path === targetPath : r.source === undefined && r.body['phase'] === generated.target.phase));
    if (!target) {
      const kind = desired.scope.level === 'zone' ? 'zone' : 'root';
      target = { scope: desired.scope, body: { kind, phase: generated.target.phase, rules: [] }, generatedRules: 0 };
      out.push(target);
    }
    target.body = { ...target.body, rules: [...(Array.isArray(target.body['rules']) ? target.body['rules'] : []), ...rules] };
    target.generatedRules += rules.length;
  }
  return out;
}

/** The rulesets of every document, in file and document order; `zoneIds`: the id inputs of zones without id, of all of `inputs` (zone-ids.ts). */
export function plannedRulesets(inputs: readonly PlanDocumentInput[], zoneIds: ZoneIdsOf = zoneIdsOf(inputs)): PlannedRuleset[] {
  return inputs.flatMap(({ filePath, document, resourceAt }) => rulesetsOf(filePath, document, resourceAt, zoneIds));
}
