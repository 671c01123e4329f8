import { defineRule } from '../../src/engine/rule.js';
import { reportValueProblem } from '../../src/engine/report-value-problem.js';
import { whenOf } from '../../src/esc/rule-support.js';
import { whenCodes, whenMessages } from '../../src/esc/when.js';

const CODES = whenCodes('error');
const MESSAGES = whenMessages(CODES);

export default defineRule({
  id: 'esc/when-invalid',
  type: 'problem',
  defaultSeverity: 'error',
  description: 'An ESC behaviour\'s `when` becomes the expression of its replacement rule, so it must be a valid Rules-language filter in the replacement\'s phase (syntax, fields, functions, types, lists, plan).',
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
