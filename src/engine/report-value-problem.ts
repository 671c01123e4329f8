/**
 * Report a problem an analyser found inside a string value (an expression, a
 * filter, a destination URL) at its offsets in the string at `path`, with its
 * fix and suggestions — the one way rules turn `ValueProblem`s into reports.
 */
import type { Path } from '../model/types.js';
import type { RuleContext } from './rule.js';
import type { ValueProblem } from './value-problem.js';

export function reportValueProblem(
  context: Pick<RuleContext<unknown, string>, 'report'>,
  path: Path,
  problem: ValueProblem,
  messageId: string = problem.messageId,
): void {
  context.report({
    path,
    range: [problem.start, problem.end],
    messageId,
    ...(problem.data ? { data: problem.data } : {}),
    ...(problem.fix ? { fix: problem.fix } : {}),
    ...(problem.suggestions ? { suggest: problem.suggestions } : {}),
  });
}
