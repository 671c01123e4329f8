import { defineRule } from '../../src/engine/rule.js';
import type { Path } from '../../src/model/types.js';
import { knownRulesetsOf } from '../../src/managed/known-rulesets.js';
import { executeRuleOf, type ParsedOverrides } from '../../src/managed/overrides.js';
import { analyzeParanoia, type LevelState } from '../../src/managed/paranoia.js';
import { wordList } from '../../src/text/word-list.js';

/** Where the override that decides a level's state sits: its category entry, or the ruleset-level `enabled`. */
function decidingPath(state: LevelState, overrides: ParsedOverrides): Path {
  return state.entry ? [...state.entry.path, 'enabled'] : [...overrides.path, 'enabled'];
}

export default defineRule({
  id: 'managed/paranoia-level',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'The paranoia tags an execute rule of the managed core ruleset disables must be exactly the levels above some level N (PL2: `paranoia-level-3` and `paranoia-level-4`), and not all four.',
  messages: {
    gap: '`{{tag}}` is disabled but {{above}} {{verb}} enabled, so no paranoia level is set.',
    lowestOff: '`paranoia-level-1` cannot be disabled alone; disable the tags above the level you want.',
    rulesetGap: '`enabled: false` with {{above}} re-enabled sets no paranoia level.',
    allDisabled: 'Every paranoia tag is disabled, so no core ruleset rule runs; keep `paranoia-level-1` enabled.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      rule(rule) {
        const execute = executeRuleOf(rule, knownRulesetsOf(context));
        const overrides = execute?.overrides;
        if (!execute?.target?.isCore || !overrides) return;
        const analysis = analyzeParanoia(overrides);
        if (analysis.level === 0) {
          context.report({ path: decidingPath(analysis.levels[0]!, overrides), messageId: 'allDisabled' });
          return;
        }
        const reported = new Set<string>();
        const highest = Math.max(...analysis.levels.filter((l) => l.enabled).map((l) => l.level));
        for (const gap of analysis.gaps) {
          const path = decidingPath(gap, overrides);
          const key = JSON.stringify(path);
          if (reported.has(key)) continue;
          reported.add(key);
          // Levels by their short names (PL3 and PL4): the tags would not fit in a headline.
          const above = analysis.levels.filter((l) => l.enabled && l.level > gap.level).map((l) => `PL${l.level}`);
          const data = { tag: gap.tag, above: wordList(above), verb: above.length === 1 ? 'stays' : 'stay', lower: gap.level - 1, highest };
          if (gap.decidedBy === 'ruleset') {
            const disabled = analysis.gaps.filter((g) => g.decidedBy === 'ruleset').map((g) => `PL${g.level}`);
            context.report({ path, messageId: 'rulesetGap', data: { ...data, disabled: wordList(disabled), verb: above.length === 1 ? 'is' : 'are' } });
          } else {
            context.report({ path, messageId: gap.level === 1 ? 'lowestOff' : 'gap', data });
          }
        }
      },
    };
  },
});
