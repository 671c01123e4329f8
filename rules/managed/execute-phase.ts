import { defineRule } from '../../src/engine/rule.js';
import { phaseInfo } from '../../src/data/phases.js';
import { describeRuleset, knownRulesetsOf } from '../../src/managed/known-rulesets.js';
import { executeRuleOf } from '../../src/managed/overrides.js';

export default defineRule({
  id: 'managed/execute-phase',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A managed ruleset is deployed by an execute rule in the entry point of the phase the managed ruleset belongs to (the WAF managed rulesets: `http_request_firewall_managed`).',
  messages: {
    wrongPhase: 'This managed ruleset runs in phase `{{expected}}`; move the execute rule there.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      rule(rule) {
        const phase = rule.ruleset.phase;
        if (rule.action !== 'execute' || phase === undefined || !phaseInfo(phase)) return; // an unknown phase is ruleset/known-phase's
        const execute = executeRuleOf(rule, knownRulesetsOf(context));
        const expected = execute?.target?.phase;
        if (!execute?.target || expected === undefined || expected === phase) return;
        context.report({ path: execute.idPath, messageId: 'wrongPhase', data: { ruleset: describeRuleset(execute.target), expected, phase } });
      },
    };
  },
});
