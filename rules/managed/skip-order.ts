import { defineRule } from '../../src/engine/rule.js';
import { isObject } from '../../src/model/build.js';
import type { Path } from '../../src/model/types.js';
import { describeRuleset, knownRulesetsOf } from '../../src/managed/known-rulesets.js';
import { deploysManagedRulesets, executeRuleOf, type ExecuteRule } from '../../src/managed/overrides.js';

export default defineRule({
  id: 'managed/skip-order',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A skip rule that skips a managed ruleset or some of its rules must come before the execute rule that deploys it in the same entry point: a skip affects only the execute rules after it.',
  messages: {
    afterExecute: 'This skip comes after rule {{execute}}, which deploys {{ruleset}}; move it before that rule.',
    notDeployed: 'No execute rule after this skip deploys {{ruleset}}, so the skip has no effect.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      ruleset(ruleset) {
        const entryPoint = ruleset.kind === undefined || ruleset.kind === 'zone' || ruleset.kind === 'root';
        if (!deploysManagedRulesets(ruleset) || !entryPoint) return;
        const known = knownRulesetsOf(context);
        const executes = ruleset.rules.map((r) => executeRuleOf(r, known)).filter((e): e is ExecuteRule => e !== undefined);
        for (const rule of ruleset.rules) {
          const p = rule.parameters;
          if (rule.action !== 'skip' || !p) continue;
          const at: Path = [...rule.path, 'action_parameters'];
          const targets: { id: string; path: Path; target: 'key' | 'value' }[] = [];
          if (Array.isArray(p['rulesets'])) {
            p['rulesets'].forEach((id: unknown, i) => {
              if (typeof id === 'string') targets.push({ id, path: [...at, 'rulesets', i], target: 'value' });
            });
          }
          if (isObject(p['rules'])) for (const id of Object.keys(p['rules'])) targets.push({ id, path: [...at, 'rules', id], target: 'key' });
          for (const { id, path, target } of targets) {
            const deploying = executes.filter((e) => e.rulesetId === id);
            if (deploying.some((e) => e.rule.index > rule.index)) continue;
            const name = known.get(id);
            const data = { ruleset: name ? describeRuleset(name) : `ruleset ${id}` };
            // An execute rule of a Terraform `dynamic` block may not be there: it proves neither message.
            const before = deploying.find((e) => e.rule.mayRepeat !== true);
            if (before) context.report({ path, target, messageId: 'afterExecute', data: { ...data, execute: before.rule.index + 1 } });
            else if (deploying.length === 0) context.report({ path, target, messageId: 'notDeployed', data });
          }
        }
      },
    };
  },
});
