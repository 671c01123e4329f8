/**
 * The `expression/*` rules fed by the semantic engine: one rule per problem
 * code of `SEMANTIC_PROBLEM_CODES` (contradiction, tautology,
 * impossible-value), each reporting the engine's problems of that code in
 * every filter expression of a rule (`expression`, `counting_expression`).
 */
import { defineRule, type RuleModule } from '../engine/rule.js';
import { SEMANTIC_MESSAGES, SEMANTIC_PROBLEM_CODES, type SemanticMessageId, type SemanticProblemCode } from '../semantic/messages.js';
import { forEachExpression } from './expression-rule.js';
import { semanticProblemsOf } from './semantic-analysis.js';

export function semanticRule<C extends SemanticProblemCode>(code: C): RuleModule<undefined, SemanticMessageId<C>> {
  const info = SEMANTIC_PROBLEM_CODES.find((c) => c.code === code)!;
  return defineRule<undefined, SemanticMessageId<C>>({
    id: `expression/${code}`,
    type: info.type,
    defaultSeverity: info.defaultSeverity,
    description: info.description,
    messages: SEMANTIC_MESSAGES[code] as unknown as Readonly<Record<SemanticMessageId<C>, string>>,
    ...(info.fixable ? { fixable: true } : {}),
    defaultOptions: undefined,
    create(context) {
      return forEachExpression(context, (site) => {
        const problems = semanticProblemsOf(context, site);
        return problems.length === 0 ? problems : problems.filter((problem) => problem.code === code);
      });
    },
  });
}
