/**
 * The planner: the configuration (and, with `--current`, the state it is
 * compared with) in, the ordered API calls out. Pure and deterministic.
 *
 * Order (each call's prerequisites come first):
 *   1. account rules lists (rules use them by name);
 *   2. account rulesets (custom before root, which may execute them);
 *   3. per zone: entry point rulesets (deployments), then the managed core
 *      ruleset's overrides (after the deployment they patch), then log push
 *      jobs; account log push jobs;
 *   4. ESC secrets (testing the replacement rules per request);
 *   5. ESC disabled for zones, 6. for the account (esc.md §5: secret, zone, account).
 * Reads that look things up sit right before the first call that needs them
 * and are shared; a value known only from a response is a placeholder
 * `{{<call id>.<JSON path>}}`.
 */
import type { DocumentModel, Path } from '../model/types.js';
import { plannedRulesets } from './configuration.js';
import { ACCOUNT_ID_REFERENCE, desiredScopes, pathText, unplannable, ZONE_ID_REFERENCE, type ResourceAt } from './desired.js';
import { zoneIdsOf } from './zone-ids.js';
import type { Plan, PlannedCall, PlanScope } from './types.js';
import { PlanBuilder, type PlanOptions } from './builder.js';
import { currentProblemText } from './current-state.js';
import { planLists } from './steps/lists.js';
import { planAccountRulesets, planZoneRulesets } from './steps/rulesets.js';
import { planLogpush } from './steps/logpush.js';
import { planEsc } from './steps/esc.js';

export interface PlanDocumentInput {
  /** The file the document comes from, as it should appear in the plan (relative paths keep plans portable). */
  readonly filePath: string;
  readonly document: DocumentModel;
  /** The Terraform resource a path of the document falls in, for a document read from Terraform: calls name it. */
  readonly resourceAt?: ResourceAt;
}

export type { PlanOptions };

/** The plan for documents of one or more files, in file and document order. */
export function planDocuments(inputs: readonly PlanDocumentInput[], options: PlanOptions = {}, forced?: { errorCount: number }): Plan {
  const b = new PlanBuilder(options);
  for (const problem of options.current?.problems ?? []) b.note('warning', currentProblemText(problem));
  const zoneIds = zoneIdsOf(inputs);
  for (const { filePath, document, resourceAt } of inputs) {
    for (const { path, reason } of unplannable(document)) b.note('warning', `${path}: ${reason}; not planned`, undefined, filePath);
    const scopes = desiredScopes(filePath, document, resourceAt, zoneIds);
    if (document.kind !== 'manifest') {
      for (const s of scopes) {
        b.note('info', `${filePath} is a raw API object: the ${s.scope.level} id is not known and is written ${s.scope.id}, supplied at run time`, s.scope, filePath);
        b.input(s.scope.id.slice(2, -1), 'scope-id', `the id of the ${s.scope.level} that ${filePath} describes`);
      }
    } else {
      // A scope whose id the file does not give: a Terraform resource's `zone_id = var.zone_id`, or a manifest entry without `id`.
      if (document.account?.id === undefined && scopes.some((s) => s.scope.id === ACCOUNT_ID_REFERENCE)) {
        b.input(ACCOUNT_ID_REFERENCE.slice(2, -1), 'scope-id', 'the id of the account, which the configuration does not give literally (a variable, a reference or no id)');
      }
      for (const zone of document.scopes) {
        const id = zoneIds(filePath, zone);
        if (id) b.input(id.reference.slice(2, -1), 'scope-id', id.description);
      }
    }
    for (const s of scopes) {
      if (s.scope.level === 'account') {
        planLists(b, s);
        planAccountRulesets(b, s);
      } else {
        if (/^\$\{/.test(s.account.id)) b.input(s.account.id.slice(2, -1), 'scope-id', 'the id of the account (for account-level lookups)');
        planZoneRulesets(b, s);
      }
      planLogpush(b, s);
      planEsc(b, s);
    }
  }
  return { ...b.finish(forced), rulesets: plannedRulesets(inputs, zoneIds) };
}

/** The plan of one document. */
export function planDocument(document: DocumentModel, options: PlanOptions & { readonly filePath?: string } = {}): Plan {
  return planDocuments([{ filePath: options.filePath ?? '', document }], options);
}

/**
 * The calls of a plan that act on `scope`, with the calls they depend on (account lookups), in plan
 * order. A lookup of the scope made only for other scopes' calls (the account's ruleset list read for
 * a zone's deployment) belongs to those scopes.
 */
export function callsForScope(plan: Plan, scope: Pick<PlanScope, 'level' | 'id'>): PlannedCall[] {
  const byId = new Map(plan.calls.map((c) => [c.id, c]));
  const dependents = new Map<string, PlannedCall[]>();
  for (const call of plan.calls) for (const dep of call.dependsOn) dependents.set(dep, [...(dependents.get(dep) ?? []), call]);
  const inScope = (c: PlannedCall): boolean => c.scope.level === scope.level && c.scope.id === scope.id;
  const wanted = new Set<string>();
  const visit = (call: PlannedCall): void => {
    if (wanted.has(call.id)) return;
    wanted.add(call.id);
    for (const dep of call.dependsOn) {
      const d = byId.get(dep);
      if (d) visit(d);
    }
  };
  // Later calls first, so that whether a lookup's users are themselves lookups for others is known.
  const forOthers = new Set<string>();
  for (const call of [...plan.calls].reverse()) {
    const users = dependents.get(call.id) ?? [];
    if ((call.change === 'read' || call.change === 'check') && users.length > 0 && users.every((u) => !inScope(u) || forOthers.has(u.id))) forOthers.add(call.id);
  }
  for (const call of plan.calls) if (inScope(call) && !forOthers.has(call.id)) visit(call);
  return plan.calls.filter((c) => wanted.has(c.id));
}

/**
 * The calls for one scope of a document (for the migration report):
 * `callsForScope(planDocument(document, options), scope)`. A zone without
 * id may be named `${ZONE_ID}` with its `path` in the document, or its
 * `name`: it is that zone (the plan names each zone without id apart,
 * zone-ids.ts; two zones without id or name differ by their path only).
 */
export function planScope(
  document: DocumentModel,
  scope: Pick<PlanScope, 'level' | 'id' | 'name'> & { readonly path?: Path },
  options: PlanOptions & { readonly filePath?: string } = {},
): PlannedCall[] {
  const filePath = options.filePath ?? '';
  let wanted: Pick<PlanScope, 'level' | 'id'> = scope;
  if (scope.level === 'zone' && scope.id === ZONE_ID_REFERENCE && document.kind === 'manifest') {
    const path = scope.path === undefined ? undefined : pathText(scope.path);
    const zone = document.scopes.find((s) => s.kind === 'zone' && s.id === undefined && (path === undefined ? s.name === scope.name : pathText(s.path) === path));
    const id = zone && zoneIdsOf([{ filePath, document }])(filePath, zone);
    if (id) wanted = { level: 'zone', id: id.reference };
  }
  return callsForScope(planDocument(document, options), wanted);
}
