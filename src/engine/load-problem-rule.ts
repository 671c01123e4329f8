/**
 * Rules that report what the loader found in the source text but did not
 * make fatal (duplicate keys, YAML warnings, characters YAML does not allow):
 * the same problem kinds every YAML linter reports, made configurable like
 * any rule. Fatal load problems (syntax errors) are not rules: they are
 * reported with `ruleId: null` and stop linting of their document, as
 * ESLint does with parse errors.
 */
import type { LoadProblemCode } from '../load/load-problem.js';
import { defineRule, type RuleModule, type Severity } from './rule.js';

export function loadProblemRule(
  id: string,
  codes: readonly LoadProblemCode[],
  description: string,
  defaultSeverity: Severity,
): RuleModule<undefined, 'problem'> {
  return defineRule<undefined, 'problem'>({
    id,
    type: 'problem',
    defaultSeverity,
    description,
    // The loader composes the message (it knows the key, the first line, the character).
    messages: { problem: '{{message}}' },
    defaultOptions: undefined,
    create(context) {
      return {
        document(document) {
          for (const problem of document.loadProblems) {
            if (codes.includes(problem.code)) context.report({ messageId: 'problem', data: { message: problem.message }, fileRange: [problem.start, problem.end] });
          }
        },
      };
    },
  });
}
