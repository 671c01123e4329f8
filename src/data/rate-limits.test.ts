/** The rate limiting and plan tables agree with themselves and with the sources' statements. */
import { expect, it } from 'vitest';
import { API_MITIGATION_TIMEOUTS, API_PERIODS, MAX_MITIGATION_TIMEOUT, MAX_PERIOD, RATE_LIMIT_PLANS, SUPPORTED_PERIOD_VALUES } from './rate-limits.js';
import { PHASE_RULE_LIMITS } from './plan-limits.js';
import { phaseInfo } from './phases.js';
import { TIERS } from './plans.js';

it('every period of the parameters page is a supported value of the plan table', () => {
  for (const period of API_PERIODS) expect(SUPPORTED_PERIOD_VALUES).toContain(period);
});

it('every non-zero mitigation timeout of the parameters page is a supported value', () => {
  for (const timeout of API_MITIGATION_TIMEOUTS.filter((t) => t > 0)) expect(SUPPORTED_PERIOD_VALUES).toContain(timeout);
});

it('plan maxima are supported values and grow with the plan', () => {
  let period = 0;
  let timeout = 0;
  for (const tier of TIERS) {
    const plan = RATE_LIMIT_PLANS[tier];
    expect(SUPPORTED_PERIOD_VALUES).toContain(plan.maxPeriod);
    expect(SUPPORTED_PERIOD_VALUES).toContain(plan.maxMitigationTimeout);
    expect(plan.maxPeriod).toBeGreaterThanOrEqual(period);
    expect(plan.maxMitigationTimeout).toBeGreaterThanOrEqual(timeout);
    period = plan.maxPeriod;
    timeout = plan.maxMitigationTimeout;
  }
  expect(period).toBe(MAX_PERIOD);
  expect(timeout).toBe(MAX_MITIGATION_TIMEOUT);
});

it('rules-per-phase limits name known phases and grow with the plan', () => {
  for (const [phase, { limits }] of PHASE_RULE_LIMITS) {
    expect(phaseInfo(phase), phase).toBeDefined();
    for (let i = 1; i < TIERS.length; i++) expect(limits[TIERS[i]!]).toBeGreaterThanOrEqual(limits[TIERS[i - 1]!]);
  }
});
