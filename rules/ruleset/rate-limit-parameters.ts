import { defineRule } from '../../src/engine/rule.js';
import {
  API_MITIGATION_TIMEOUTS,
  CHALLENGE_ACTIONS,
  EXCLUSIVE_CHARACTERISTICS,
  MANDATORY_CHARACTERISTIC,
  MAX_MITIGATION_TIMEOUT,
  MAX_PERIOD,
  RATE_LIMIT_PLANS,
  SUPPORTED_PERIOD_VALUES,
} from '../../src/data/rate-limits.js';
import type { RootNode } from '../../src/expr/ast.js';
import { referencesOf } from '../../src/expr/references.js';
import { lookupField, lookupManagedList } from '../../src/expr/scheme.js';
import { analysisOf, expressionSitesOf } from '../../src/expr-rules/expression-sites.js';
import { isObject } from '../../src/model/build.js';
import type { Path, RuleModel } from '../../src/model/types.js';

const MITIGATION_VALUES: readonly number[] = [...new Set([...API_MITIGATION_TIMEOUTS, ...SUPPORTED_PERIOD_VALUES])].sort((a, b) => a - b);

/** The closest values of `list` below and above `value`, for "use … or …". */
function nearest(list: readonly number[], value: number): string {
  const below = [...list].reverse().find((v) => v < value);
  const above = list.find((v) => v > value);
  return [below, above].filter((v) => v !== undefined).join(' or ');
}

function integer(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

/** What an expression reads that rate limiting restricts: response fields, custom (not managed) lists. */
function reads(tree: RootNode | null | undefined): { response: boolean; customLists: boolean } {
  if (tree === null || tree === undefined) return { response: false, customLists: false };
  const { fields, lists } = referencesOf(tree);
  return {
    response: [...fields].some((f) => lookupField(f, 'request')?.field.info.usableIn === 'response'),
    customLists: [...lists].some((l) => lookupManagedList(l) === undefined),
  };
}

export default defineRule({
  id: 'ruleset/rate-limit-parameters',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A rate limiting rule\'s `ratelimit` must be one the product accepts: an offered period and mitigation timeout (within the plan\'s limits), a threshold, `cf.colo.id` and compatible characteristics, and a counting expression the plan and configuration allow.',
  messages: {
    periodUnsupported: 'A period of {{value}} s is not offered; use {{nearest}}.',
    periodPlan: 'The {{tier}} plan counts over at most {{max}} s, not {{value}} s.',
    timeoutUnsupported: 'A mitigation timeout of {{value}} s is not offered; use {{nearest}}.',
    timeoutCustom: 'A mitigation timeout of {{value}} s is not offered; use {{nearest}} (or configure `tier: enterprise`).',
    timeoutTooLong: 'A mitigation timeout of {{value}} s is longer than any plan allows ({{max}} s).',
    timeoutPlan: 'The {{tier}} plan allows a mitigation timeout of at most {{max}} s, not {{value}} s.',
    timeoutChallenge: '`{{action}}` on the {{tier}} plan needs `mitigation_timeout: 0` (request throttling).',
    throttleBlock: 'Only Enterprise throttles with `block` (`mitigation_timeout: 0`); set a duration.',
    noThreshold: 'Set `requests_per_period`, or `score_per_period` for complexity-based counting.',
    scoreHeader: '`score_per_period` needs `score_response_header_name`, the origin\'s header with the score.',
    complexityPlan: 'Complexity-based rate limiting (`score_per_period`) needs Enterprise, not the {{tier}} plan.',
    missingColo: '`characteristics` must include `cf.colo.id`.',
    exclusive: '`{{first}}` and `{{second}}` cannot both be characteristics of one rule; keep one.',
    characteristicPlan: 'The {{tier}} plan counts by {{allowed}}, not `{{characteristic}}`.',
    countingPlan: 'A custom counting expression needs the Business plan or above, not {{tier}}.',
    countingListsAndResponse: 'A counting expression cannot use both response fields and custom lists.',
    listsNeedCachedAssets: 'A rule with custom lists must count cached assets too; set `requests_to_origin: false`.',
    accountLevel: 'An account-level rate limiting rule cannot use custom lists in its expression.',
  },
  fixable: true,
  defaultOptions: undefined,
  create(context) {
    const tier = context.settings.tier;
    const plan = tier === undefined ? undefined : RATE_LIMIT_PLANS[tier];
    return {
      rule(rule: RuleModel) {
        const ratelimit = rule.value['ratelimit'];
        if (!isObject(ratelimit)) return;
        const at: Path = [...rule.path, 'ratelimit'];
        const data = { tier: tier ?? '' };

        const period = integer(ratelimit['period']);
        if (period !== undefined && period > 0) {
          if (!SUPPORTED_PERIOD_VALUES.includes(period) || period > MAX_PERIOD) {
            context.report({ path: [...at, 'period'], messageId: 'periodUnsupported', data: { value: period, nearest: nearest(SUPPORTED_PERIOD_VALUES.filter((v) => v <= MAX_PERIOD), period) } });
          } else if (plan !== undefined && period > plan.maxPeriod) {
            context.report({ path: [...at, 'period'], messageId: 'periodPlan', data: { ...data, value: period, max: plan.maxPeriod } });
          }
        }

        const timeout = integer(ratelimit['mitigation_timeout']);
        if (timeout !== undefined && timeout >= 0) {
          const where = { path: [...at, 'mitigation_timeout'] };
          const challenge = rule.action !== undefined && CHALLENGE_ACTIONS.includes(rule.action);
          if (plan === undefined) {
            // Only Enterprise may set a custom value (footnote 4); without a tier, the offered values are expected.
            if (timeout > MAX_MITIGATION_TIMEOUT) context.report({ ...where, messageId: 'timeoutTooLong', data: { value: timeout, max: MAX_MITIGATION_TIMEOUT } });
            else if (!MITIGATION_VALUES.includes(timeout)) context.report({ ...where, messageId: 'timeoutCustom', data: { value: timeout, nearest: nearest(MITIGATION_VALUES, timeout) } });
          } else if (timeout > plan.maxMitigationTimeout) {
            context.report({ ...where, messageId: 'timeoutPlan', data: { ...data, value: timeout, max: plan.maxMitigationTimeout } });
          } else if (!plan.customMitigationTimeout && !MITIGATION_VALUES.includes(timeout) && timeout !== 0) {
            context.report({ ...where, messageId: 'timeoutUnsupported', data: { value: timeout, nearest: nearest(MITIGATION_VALUES.filter((v) => v <= plan.maxMitigationTimeout), timeout) } });
          } else if (!plan.throttleAndDuration && challenge && timeout !== 0) {
            context.report({ ...where, messageId: 'timeoutChallenge', data: { ...data, action: rule.action ?? '' } });
          } else if (!plan.throttleAndDuration && rule.action === 'block' && timeout === 0) {
            context.report({ ...where, messageId: 'throttleBlock' });
          }
        }

        const hasRequests = ratelimit['requests_per_period'] !== undefined;
        const hasScore = ratelimit['score_per_period'] !== undefined;
        if (!hasRequests && !hasScore) context.report({ path: at, target: 'key', messageId: 'noThreshold' });
        if (hasScore && ratelimit['score_response_header_name'] === undefined) context.report({ path: [...at, 'score_per_period'], target: 'key', messageId: 'scoreHeader' });
        if (hasScore && plan !== undefined && !plan.complexity) context.report({ path: [...at, 'score_per_period'], target: 'key', messageId: 'complexityPlan', data });

        const characteristics = ratelimit['characteristics'];
        if (Array.isArray(characteristics)) {
          const names = characteristics.map((c) => (typeof c === 'string' ? c : undefined));
          if (!names.includes(MANDATORY_CHARACTERISTIC)) {
            context.report({ path: [...at, 'characteristics'], messageId: 'missingColo', fix: { appendTo: [...at, 'characteristics'], items: [MANDATORY_CHARACTERISTIC] } });
          }
          for (const [first, second] of EXCLUSIVE_CHARACTERISTICS) {
            const index = names.indexOf(second);
            if (names.includes(first) && index >= 0) context.report({ path: [...at, 'characteristics', index], messageId: 'exclusive', data: { first, second } });
          }
          const allowed = plan?.characteristics;
          if (allowed !== undefined) {
            names.forEach((name, index) => {
              if (name === undefined || name === MANDATORY_CHARACTERISTIC || allowed.includes(name)) return;
              context.report({ path: [...at, 'characteristics', index], messageId: 'characteristicPlan', data: { ...data, characteristic: name, allowed: allowed.map((a) => `\`${a}\``).join(' and ') } });
            });
          }
        }

        const sites = expressionSitesOf(context, rule);
        const treeAt = (slot: string): RootNode | null | undefined => {
          const site = sites.find((s) => s.context.kind === 'filter' && s.context.filterSlot === slot);
          return site === undefined ? undefined : analysisOf(context, site).ast;
        };
        const counting = treeAt('ratelimit_counting');
        const expression = reads(treeAt('rule'));
        const countingReads = reads(counting);
        const countingPath = [...at, 'counting_expression'];
        if (counting !== undefined && plan !== undefined && !plan.countingExpression) context.report({ path: countingPath, messageId: 'countingPlan', data });
        if (countingReads.response && countingReads.customLists) context.report({ path: countingPath, messageId: 'countingListsAndResponse' });
        if ((expression.customLists || countingReads.customLists) && ratelimit['requests_to_origin'] === true) {
          context.report({ path: [...at, 'requests_to_origin'], messageId: 'listsNeedCachedAssets' });
        }
        // Response fields in a rule expression are expression/field-phase's (no request phase has them), at any level.
        if (rule.ruleset.level === 'account' && expression.customLists) context.report({ path: [...rule.path, 'expression'], messageId: 'accountLevel' });
      },
    };
  },
});
