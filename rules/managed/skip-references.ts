import { defineRule } from '../../src/engine/rule.js';
import { ID_FORM, SKIP_EXCLUSIONS } from '../../src/data/managed-rulesets.js';
import { PHASES, PHASE_NAMES, phaseInfo } from '../../src/data/phases.js';
import { isObject } from '../../src/model/build.js';
import type { Path, RuleModel } from '../../src/model/types.js';
import { checkRuleId, checkRulesetId, describeRule, describeRuleset, knownRulesetsOf, knowsManagedRulesetsOf, type KnownRuleset } from '../../src/managed/known-rulesets.js';
import { deploysManagedRulesets } from '../../src/managed/overrides.js';
import { didYouMean, suggestionEnd } from '../../src/text/did-you-mean.js';

type MessageId =
  | 'combination'
  | 'unknownPhase'
  | 'notLater'
  | 'samePhase'
  | 'unknownRuleset'
  | 'malformedRuleset'
  | 'otherPhase'
  | 'unknownRule'
  | 'malformedRule'
  | 'ruleRef'
  | 'otherRulesetRule';

export default defineRule<undefined, MessageId>({
  id: 'managed/skip-references',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A skip rule\'s `phases`, `rulesets` and `rules` must reference known phases, managed rulesets and their rules, from a place where the skip can take effect, and combine only as the API allows.',
  messages: {
    combination: '`{{a}}` cannot be combined with `{{b}}` in one skip rule; use two skip rules.',
    unknownPhase: 'Unknown phase `{{target}}`{{suggestion}}',
    notLater: 'Phase `{{target}}` runs before this one, so skipping it has no effect.',
    samePhase: 'This is the rule\'s own phase; write `ruleset: current` to skip the rest of this ruleset.',
    unknownRuleset: 'Unknown managed ruleset{{suggestion}}',
    malformedRuleset: `Invalid ruleset id; ruleset ids are ${ID_FORM}.`,
    otherPhase: 'This ruleset runs in phase `{{target}}`; skip it there, before its execute rule.',
    unknownRule: 'Not a rule of this managed ruleset{{suggestion}}',
    malformedRule: `Invalid rule id; rule ids are ${ID_FORM}.`,
    ruleRef: 'Skip rules name rules by id, not by {{what}}; write `{{ruleId}}`.',
    otherRulesetRule: 'This rule belongs to {{other}}, not to {{ruleset}}.',
  },
  fixable: true,
  defaultOptions: undefined,
  create(context) {
    const checkRulesetRef = (rule: RuleModel, id: string, path: Path, target: 'key' | 'value', what: string): KnownRuleset | undefined => {
      const known = knownRulesetsOf(context);
      const phase = rule.ruleset.phase;
      const found = known.get(id);
      if (!found) {
        // Custom rulesets of http_request_firewall_custom, and managed rulesets of phases the table does not cover, are not known.
        if (!deploysManagedRulesets(rule.ruleset) || !knowsManagedRulesetsOf(phase, known)) return undefined;
        const problem = checkRulesetId(id, known);
        if (problem?.kind === 'malformed') context.report({ path, target, messageId: 'malformedRuleset', data: { id } });
        else if (problem) context.report({ path, target, messageId: 'unknownRuleset', data: { id, suggestion: suggestionEnd(problem.suggestion) } });
        return undefined;
      }
      if (phase !== undefined && found.phase !== undefined && found.phase !== phase) {
        context.report({ path, target, messageId: 'otherPhase', data: { ruleset: describeRuleset(found), target: found.phase, phase, what } });
      }
      return found;
    };
    return {
      rule(rule) {
        const p = rule.parameters;
        if (rule.action !== 'skip' || !p) return;
        const at: Path = [...rule.path, 'action_parameters'];
        const reported = new Set<string>();
        for (const { member, notWith } of SKIP_EXCLUSIONS) {
          if (!(member in p)) continue;
          for (const other of notWith) {
            const pair = [member, other].sort().join('|');
            if (!(other in p) || reported.has(pair)) continue;
            reported.add(pair);
            context.report({ path: [...at, other], target: 'key', messageId: 'combination', data: { a: member, b: other } });
          }
        }
        const phase = rule.ruleset.phase;
        const here = phase === undefined ? undefined : phaseInfo(phase);
        if (Array.isArray(p['phases'])) {
          p['phases'].forEach((target: unknown, i) => {
            if (typeof target !== 'string') return;
            const path = [...at, 'phases', i];
            const info = phaseInfo(target);
            if (!info) return context.report({ path, messageId: 'unknownPhase', data: { target, suggestion: suggestionEnd(didYouMean(target, PHASE_NAMES)) } });
            if (!here || info.stage !== here.stage) return;
            if (info.name === here.name) return context.report({ path, messageId: 'samePhase', data: { target } });
            if (PHASES.indexOf(info) < PHASES.indexOf(here)) context.report({ path, messageId: 'notLater', data: { target, phase: here.name } });
          });
        }
        if (Array.isArray(p['rulesets'])) {
          p['rulesets'].forEach((id: unknown, i) => {
            if (typeof id === 'string') checkRulesetRef(rule, id, [...at, 'rulesets', i], 'value', 'it');
          });
        }
        const rules = p['rules'];
        if (isObject(rules)) {
          const known = knownRulesetsOf(context);
          for (const [rulesetId, ids] of Object.entries(rules)) {
            const target = checkRulesetRef(rule, rulesetId, [...at, 'rules', rulesetId], 'key', 'its rules');
            if (!target || !Array.isArray(ids)) continue;
            ids.forEach((id: unknown, i) => {
              if (typeof id !== 'string') return;
              const path = [...at, 'rules', rulesetId, i];
              const problem = checkRuleId(id, target, known);
              if (!problem) return;
              if (problem.kind === 'ref' || problem.kind === 'ruleNumber') {
                context.report({
                  path,
                  messageId: 'ruleRef',
                  data: { id, what: problem.kind === 'ref' ? '`ref`' : 'upstream number', rule: describeRule(problem.rule, problem.rule.id), ruleId: problem.rule.id },
                  fix: { start: 0, end: id.length, text: problem.rule.id },
                });
              } else if (problem.kind === 'otherRuleset') {
                context.report({ path, messageId: 'otherRulesetRule', data: { rule: describeRule(problem.rule, id), other: describeRuleset(problem.ruleset), ruleset: describeRuleset(target) } });
              } else if (problem.kind === 'malformed') {
                context.report({ path, messageId: 'malformedRule', data: { id } });
              } else {
                context.report({ path, messageId: 'unknownRule', data: { id, ruleset: describeRuleset(target), suggestion: suggestionEnd(problem.suggestion) } });
              }
            });
          }
        }
      },
    };
  },
});
