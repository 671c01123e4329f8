import { defineRule } from '../../src/engine/rule.js';
import { ANOMALY_SCORE_DESCRIPTION, CORE_RULESET_ID } from '../../src/data/managed-rulesets.js';
import type { RuleModel } from '../../src/model/types.js';

/**
 * The spec (2.4) allows `score_threshold` in two places only: on the last rule
 * of the managed core ruleset — recognised by its description naming an
 * inbound anomaly score check — and in a rule override of an execute rule
 * (checked by the managed/* rules).
 */
function isCoreLastRule(rule: RuleModel): boolean {
  const ruleset = rule.ruleset;
  const isCore = ruleset.kind === 'managed' && (ruleset.id === undefined || ruleset.id === CORE_RULESET_ID);
  const description = rule.value['description'];
  return isCore && rule.index === ruleset.rules.length - 1 && typeof description === 'string' && ANOMALY_SCORE_DESCRIPTION.test(description);
}

export default defineRule({
  id: 'ruleset/score-threshold-placement',
  type: 'problem',
  defaultSeverity: 'error',
  description: '`score_threshold` belongs only on the last rule of the managed core ruleset or in a rule override of the execute rule that deploys it.',
  messages: {
    misplaced: '`score_threshold` is allowed only in a rule override of the core ruleset\'s execute rule.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      rule(rule) {
        if ('score_threshold' in rule.value && !isCoreLastRule(rule)) {
          context.report({ path: [...rule.path, 'score_threshold'], target: 'key', messageId: 'misplaced' });
        }
      },
    };
  },
});
