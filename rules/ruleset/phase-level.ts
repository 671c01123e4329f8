import { defineRule } from '../../src/engine/rule.js';
import { phaseInfo } from '../../src/data/phases.js';
import { CUSTOM_RULESET_PHASES } from '../../src/data/ruleset-kinds.js';
import { wordList } from '../../src/text/word-list.js';

export default defineRule({
  id: 'ruleset/phase-level',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A ruleset\'s phase must exist at its level: some phases have only zone entry points, others only account ones, and custom rulesets exist only for the WAF.',
  messages: {
    notAtLevel: 'Phase `{{phase}}` has no {{level}}-level rulesets; it exists at the {{levels}} level.',
    customPhase: 'Custom rulesets exist only in phase {{phases}}.',
    accountNeedsEnterprise: 'Account-level rulesets need the Enterprise plan; the configured plan is `{{tier}}`.',
  },
  defaultOptions: undefined,
  create(context) {
    const tier = context.settings.tier;
    return {
      ruleset(ruleset) {
        const phase = ruleset.phase;
        const info = phase === undefined ? undefined : phaseInfo(phase);
        if (phase === undefined || !info) return;
        const at = [...ruleset.path, 'phase'];
        if (ruleset.kind === 'custom' && !CUSTOM_RULESET_PHASES.includes(phase)) {
          context.report({ path: at, messageId: 'customPhase', data: { phase, phases: wordList(CUSTOM_RULESET_PHASES, { code: true, conjunction: 'or' }) } });
          return;
        }
        const level = ruleset.level;
        if (level && info.levels && !info.levels.includes(level)) {
          context.report({ path: at, messageId: 'notAtLevel', data: { phase, product: info.product, level, levels: info.levels.join(' and ') } });
        }
        if (level === 'account' && ruleset.kind !== 'managed' && tier !== undefined && tier !== 'enterprise') {
          context.report({ path: at, messageId: 'accountNeedsEnterprise', data: { tier } });
        }
      },
    };
  },
});
