import { defineRule } from '../../src/engine/rule.js';
import { PHASE_NAMES, phaseInfo } from '../../src/data/phases.js';
import { didYouMean, suggestionEnd } from '../../src/text/did-you-mean.js';

export default defineRule({
  id: 'ruleset/known-phase',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'A ruleset\'s `phase` must be one of the phases of the rulesets API.',
  messages: {
    unknown: 'Unknown phase `{{phase}}`{{suggestion}}',
    notInApi: 'Phase `{{phase}}` is missing from the API\'s phase list; the API may reject it.',
  },
  defaultOptions: undefined,
  create(context) {
    return {
      ruleset(ruleset) {
        const phase = ruleset.phase;
        if (phase === undefined) return;
        const info = phaseInfo(phase);
        if (!info) {
          context.report({ path: [...ruleset.path, 'phase'], messageId: 'unknown', data: { phase, suggestion: suggestionEnd(didYouMean(phase, PHASE_NAMES)) } });
        } else if (!info.inSdkEnum) {
          context.report({ path: [...ruleset.path, 'phase'], messageId: 'notInApi', data: { phase } });
        }
      },
    };
  },
});
