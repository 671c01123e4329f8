/**
 * Checks on a field reference: is it available in the phase (response, body,
 * network, transform-only fields), is it deprecated, does the plan have it.
 */
import type { FieldNode } from './ast.js';
import type { CheckContext } from './context.js';
import { FIELD_PLAN_TIERS } from '../data/fields.js';
import { RESPONSE_TRANSFORM_AND_CUSTOM_ERROR_PHASES, TRANSFORM_PHASES } from '../data/functions.js';
import { tierAtLeast } from '../data/plans.js';
import { type FieldLookup, lookupField } from './scheme.js';

/** The phase whose counting expression may read response fields while its rule expression may not. */
const RATE_LIMITING_PHASE = 'http_ratelimit';
const OBSOLETE_PREFIX = /^obsolete:\s*/;

export function checkFieldReference(ctx: CheckContext, node: FieldNode, lookup: FieldLookup): void {
  // Cloudflare's managed rules read fields where customers may not; their names and types are still checked.
  if (!ctx.managed) checkAvailability(ctx, node, lookup);
  checkDeprecation(ctx, node, lookup);
  checkPlan(ctx, node, lookup);
}

function checkAvailability(ctx: CheckContext, node: FieldNode, { field, wrongStage }: FieldLookup): void {
  const { problems } = ctx;
  const phase = ctx.phaseName ?? '(unknown)';
  if (wrongStage) {
    problems.report('field-phase', field.network ? 'networkField' : 'httpField', node.start, node.end, { field: node.name, phase });
    return;
  }
  const usable = field.info.usableIn;
  if (usable === 'transform-rewrite') {
    // Only in rewrite (value) expressions of Transform Rules: never in a filter.
    const inTransform = ctx.phaseName === undefined || (TRANSFORM_PHASES as readonly string[]).includes(ctx.phaseName);
    if (ctx.kind !== 'value' || !inTransform) {
      problems.report('field-phase', 'restricted', node.start, node.end, { field: node.name, where: 'rewrite expressions of Transform Rules' });
    }
    return;
  }
  if (ctx.phaseName === undefined) return;
  const only = field.info.onlyInPhases;
  if (only !== undefined && !only.phases.includes(ctx.phaseName)) {
    problems.report('field-phase', 'restricted', node.start, node.end, { field: node.name, where: only.where });
    return;
  }
  switch (usable) {
    case 'request-body':
      if (ctx.phase !== undefined && !ctx.phase.bodyAccess) problems.report('field-phase', 'bodyField', node.start, node.end, { field: node.name, phase });
      return;
    case 'response':
      if (ctx.stage === 'request' && !(ctx.phaseName === RATE_LIMITING_PHASE && ctx.filterSlot !== 'rule')) {
        problems.report('field-phase', 'responseField', node.start, node.end, { field: node.name, phase });
      }
      return;
    case 'response-transform-or-custom-errors':
      if (!(RESPONSE_TRANSFORM_AND_CUSTOM_ERROR_PHASES as readonly string[]).includes(ctx.phaseName)) {
        problems.report('field-phase', 'restricted', node.start, node.end, { field: node.name, where: 'response header Transform Rules and Custom Error Rules' });
      }
      return;
    case 'transform-rules':
      if (!(TRANSFORM_PHASES as readonly string[]).includes(ctx.phaseName)) {
        problems.report('field-phase', 'restricted', node.start, node.end, { field: node.name, where: 'Transform Rules' });
      }
      return;
    case 'request':
    case 'network':
      return;
  }
}

function checkDeprecation(ctx: CheckContext, node: FieldNode, { field }: FieldLookup): void {
  const { info } = field;
  if (info.obsolete !== undefined) {
    ctx.problems.report('deprecated-field', 'obsolete', node.start, node.end, { field: node.name, reason: info.obsolete.replace(OBSOLETE_PREFIX, '') });
    return;
  }
  const replacements = info.replacedBy;
  if (replacements === undefined || replacements.length === 0) return;
  // With the phase unknown, a name that also exists among the network fields may mean either.
  const ambiguous = replacements.length > 1 || (ctx.stage === undefined && lookupField(node.name, 'network')?.wrongStage === false);
  if (!ambiguous) {
    const replacement = replacements[0]!;
    ctx.problems.report('deprecated-field', 'deprecated', node.start, node.end, { field: node.name, replacement }, { fix: { start: node.start, end: node.end, text: replacement } });
    return;
  }
  const options = ctx.stage === undefined ? [...new Set([...replacements, ...(lookupField(node.name, 'network')?.field.info.replacedBy ?? [])])] : replacements;
  const meaning = field.network ? 'the source or the destination address' : 'depending on the phase, the source address (HTTP) or either address (network)';
  ctx.problems.report(
    'deprecated-field',
    'deprecatedAmbiguous',
    node.start,
    node.end,
    { field: node.name, meaning, replacements: options.map((r) => `\`${r}\``).join(' or ') },
    { suggestions: options.map((r) => ({ desc: `Replace with \`${r}\``, fix: { start: node.start, end: node.end, text: r } })) },
  );
}

function checkPlan(ctx: CheckContext, node: FieldNode, { field }: FieldLookup): void {
  const plan = field.info.plan;
  if (ctx.tier === undefined || plan === undefined) return;
  const minimum = FIELD_PLAN_TIERS[plan];
  if (tierAtLeast(ctx.tier, minimum)) return;
  const words = plan === 'Enterprise add-on' ? 'the Enterprise plan with a paid add-on' : `the ${plan.replace(' or above', '')} plan or above`;
  ctx.problems.report('plan-feature', 'field', node.start, node.end, { field: node.name, plan: words, tier: ctx.tier });
}
