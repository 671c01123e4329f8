import { defineRule } from '../../src/engine/rule.js';
import { reportValueProblem } from '../../src/engine/report-value-problem.js';
import { whenOf } from '../../src/esc/rule-support.js';
import { whenCodes, whenMessages } from '../../src/esc/when.js';

const CODES = whenCodes('warn');
const MESSAGES = whenMessages(CODES);

export default defineRule({
  id: 'esc/when-suspicious',
  type: 'problem',
  defaultSeverity: 'warn',
  description: 'An ESC behaviour\'s `when` should not hold what the Rules-language checks warn about in any expression: comparisons that never or always match, wrong case, duplicate set members, needless regexes, undocumented syntax.',
  messages: MESSAGES,
  fixable: true,
  hasSuggestions: true,
  defaultOptions: undefined,
  create(context) {
    return {
      escBehaviour(behaviour) {
        const when = whenOf(context, behaviour);
        if (!when) return;
        for (const problem of when.analysis.problems) {
          const messageId = `${problem.code}/${problem.messageId}`;
          if (!CODES.has(problem.code) || !(messageId in MESSAGES)) continue;
          reportValueProblem(context, [...behaviour.path, 'when'], problem, messageId);
        }
      },
    };
  },
});
