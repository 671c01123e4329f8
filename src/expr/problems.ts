/**
 * Collects the problems of one analysis. Each problem names its code (the
 * future rule) and a message id of that code's table in messages.ts; the
 * types make a message id of another code a compile error.
 */
import type { ValueEdit, ValueProblem, ValueSuggestion } from '../engine/value-problem.js';
import type { ExpressionProblemCode, MessageIdOf } from './messages.js';

export type ProblemData = Readonly<Record<string, string | number>>;

export interface ProblemExtras {
  readonly fix?: ValueEdit;
  readonly suggestions?: readonly ValueSuggestion[];
}

export class ProblemList {
  readonly items: ValueProblem[] = [];

  report<C extends ExpressionProblemCode>(
    code: C,
    messageId: MessageIdOf<C>,
    start: number,
    end: number,
    data?: ProblemData,
    extras?: ProblemExtras,
  ): void {
    const problem: { -readonly [K in keyof ValueProblem]: ValueProblem[K] } = { code, messageId, start, end };
    if (data !== undefined) problem.data = data;
    if (extras?.fix !== undefined) problem.fix = extras.fix;
    if (extras?.suggestions !== undefined) problem.suggestions = extras.suggestions;
    this.items.push(problem);
  }
}
