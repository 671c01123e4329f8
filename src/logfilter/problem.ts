/**
 * Typed construction of `ValueProblem`s from a message table, so a code and a
 * messageId that do not belong together are a compile error. Each code is a
 * rule `logpush/<code>`, which holds its description and default severity.
 */
import type { ValueEdit, ValueProblem, ValueSuggestion } from '../engine/value-problem.js';

export type MessageTable = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface Span {
  readonly start: number;
  readonly end: number;
}

export interface ProblemExtras {
  readonly fix?: ValueEdit;
  readonly suggestions?: readonly ValueSuggestion[];
}

/** A `makeProblem` bound to one message table. */
export function problemFactory<T extends MessageTable>() {
  return function makeProblem<C extends keyof T & string>(
    code: C,
    messageId: keyof T[C] & string,
    span: Span,
    data?: Readonly<Record<string, string | number>>,
    extras: ProblemExtras = {},
  ): ValueProblem {
    return {
      code,
      messageId,
      start: span.start,
      end: span.end,
      ...(data && Object.keys(data).length > 0 ? { data } : {}),
      ...(extras.fix ? { fix: extras.fix } : {}),
      ...(extras.suggestions && extras.suggestions.length > 0 ? { suggestions: extras.suggestions } : {}),
    };
  };
}

/** Longest quotation of user text inside a message (values can be as long as the filter). */
export const QUOTE_MAX_LENGTH = 40;

/** `text`, shortened with an ellipsis so messages stay one readable line. */
export function quoteForMessage(text: string): string {
  return text.length > QUOTE_MAX_LENGTH ? `${text.slice(0, QUOTE_MAX_LENGTH)}…` : text;
}

/** Problems in reading order; equal ranges keep the order they were found in. */
export function sortByOffset(problems: readonly ValueProblem[]): ValueProblem[] {
  return problems
    .map((problem, order) => ({ problem, order }))
    .sort((a, b) => a.problem.start - b.problem.start || a.problem.end - b.problem.end || a.order - b.order)
    .map(({ problem }) => problem);
}
