/**
 * The schema/* rules differ only in which kind of schema failure they
 * report, so they are made by one factory: each file under rules/schema/
 * names its kind and describes it.
 */
import { defineRule, type RuleModule } from '../engine/rule.js';
import type { SchemaProblemCode } from './schema-problems.js';
import { schemaProblemsOf } from './schema-pass.js';

export function schemaRule(code: SchemaProblemCode, description: string): RuleModule<undefined, 'problem'> {
  return defineRule<undefined, 'problem'>({
    id: `schema/${code}`,
    type: 'problem',
    defaultSeverity: 'error',
    description,
    // Schema messages are composed from the schema (object title, allowed values, did-you-mean).
    messages: { problem: '{{message}}' },
    defaultOptions: undefined,
    create(context) {
      return {
        document() {
          for (const problem of schemaProblemsOf(context)) {
            if (problem.code === code) context.report({ messageId: 'problem', data: { message: problem.message }, path: problem.path, target: problem.target });
          }
        },
      };
    },
  });
}
