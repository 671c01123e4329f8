import { defineRule } from '../../src/engine/rule.js';
import { analysisOf, expressionSitesOf } from '../../src/expr-rules/expression-sites.js';
import { ZONE_PLAN_PHASES, contentEnd, hasZonePlanClause, zonePlanFix } from '../../src/expr-rules/zone-plan.js';

export interface AccountZonePlanOptions {
  /** Kinds of account rulesets whose rules need the clause. */
  readonly kinds: readonly ('root' | 'custom')[];
}

export default defineRule<AccountZonePlanOptions, 'missing'>({
  id: 'expression/account-zone-plan',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'Rules of account-level WAF entry point rulesets (`http_request_firewall_custom`, `http_request_firewall_managed`) must end with `and cf.zone.plan eq "ENT"`, or the API rejects them.',
  messages: {
    missing: 'Account-level `{{phase}}` rules must end with `and cf.zone.plan eq "ENT"`.',
  },
  fixable: true,
  schema: {
    type: 'object',
    properties: {
      kinds: {
        type: 'array',
        items: { enum: ['root', 'custom'] },
        uniqueItems: true,
        description: 'Kinds of account rulesets whose rules need the clause: `root` (the entry point, default) and optionally `custom`.',
      },
    },
    additionalProperties: false,
  },
  defaultOptions: { kinds: ['root'] },
  create(context) {
    const kinds: readonly string[] = context.options.kinds;
    return {
      rule(rule) {
        const { ruleset } = rule;
        if (ruleset.level !== 'account' || ruleset.kind === undefined || !kinds.includes(ruleset.kind)) return;
        if (ruleset.phase === undefined || !ZONE_PLAN_PHASES.includes(ruleset.phase)) return;
        const site = expressionSitesOf(context, rule).find((s) => s.context.filterSlot === 'rule');
        if (site === undefined) return;
        const { ast } = analysisOf(context, site);
        // An expression that does not parse is expression/syntax's.
        if (ast === null || hasZonePlanClause(ast)) return;
        const end = contentEnd(site.text);
        const fix = zonePlanFix(site.text, ast);
        context.report({ path: site.path, range: [end, end], messageId: 'missing', data: { phase: ruleset.phase }, ...(fix ? { fix } : {}) });
      },
    };
  },
});
