/**
 * One schema validation per document, shared by the five schema/* rules
 * through the rule context's memo: enabling several of them costs one pass.
 */
import type { RuleContext } from '../engine/rule.js';
import { schemaProblems, type SchemaProblem } from './schema-problems.js';

export function schemaProblemsOf(context: RuleContext<unknown, string>): readonly SchemaProblem[] {
  return context.memo('schema/problems', () => schemaProblems(context.document));
}
