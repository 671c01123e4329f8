import { defineRule } from '../../src/engine/rule.js';
import { PHASE_RULE_LIMITS } from '../../src/data/plan-limits.js';

export interface RulesPerPhaseOptions {
  /** Limits by phase that replace the plan's (an Enterprise contract's numbers). */
  readonly maxRules: Readonly<Record<string, number>>;
}

export default defineRule<RulesPerPhaseOptions, 'tooMany'>({
  id: 'ruleset/rules-per-phase',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'An entry point ruleset holds at most as many enabled rules as the configured plan (`tier`) allows for its phase\'s product.',
  messages: {
    tooMany: 'Exceeds the {{tier}} plan\'s limit of enabled {{product}} per phase ({{max}}).',
  },
  schema: {
    type: 'object',
    properties: {
      maxRules: {
        type: 'object',
        additionalProperties: { type: 'integer', minimum: 0 },
        description: 'Enabled rules allowed per phase, replacing the plan\'s number (for example `{ http_request_firewall_custom: 2000 }` for a contract).',
      },
    },
    additionalProperties: false,
  },
  defaultOptions: { maxRules: {} },
  create(context) {
    const tier = context.settings.tier;
    return {
      ruleset(ruleset) {
        if (tier === undefined || ruleset.phase === undefined || ruleset.kind === 'custom' || ruleset.kind === 'managed') return;
        const entry = PHASE_RULE_LIMITS.get(ruleset.phase);
        // The numbers are per zone; of the account entry points only Bulk Redirects (an account product) is covered.
        if (entry === undefined || (ruleset.level === 'account' && ruleset.phase !== 'http_request_redirect')) return;
        const max = context.options.maxRules[ruleset.phase] ?? entry.limits[tier];
        // Rules of a Terraform `dynamic` block may expand to none: only the rules certainly there count.
        const enabled = ruleset.rules.filter((r) => r.enabled && r.mayRepeat !== true);
        const first = enabled[max];
        if (first === undefined) return;
        context.report({ path: first.path, messageId: 'tooMany', data: { tier, max, product: entry.product } });
      },
    };
  },
});
