import type { DataSource } from './source.js';

export const source: DataSource = {
  title: 'Plan tiers, in order, for plan-gated checks',
  refs: [
    '../shared/reference/rules-language.md §11 (custom rules per plan; regex only on Business and Enterprise)',
    '../shared/reference/rulesets-api.md §6 (account-level phases are Enterprise-only), §8 (`log` action Enterprise only)',
    'design.md (tool configuration `tier`: free|pro|business|enterprise)',
  ],
  checked: '2026-11-21',
};

/** The account's plan, lowest first. */
export const TIERS = ['free', 'pro', 'business', 'enterprise'] as const;

export type Tier = (typeof TIERS)[number];

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (TIERS as readonly string[]).includes(value);
}

/** `true` when `tier` is at least `minimum` (free < pro < business < enterprise). */
export function tierAtLeast(tier: Tier, minimum: Tier): boolean {
  return TIERS.indexOf(tier) >= TIERS.indexOf(minimum);
}
