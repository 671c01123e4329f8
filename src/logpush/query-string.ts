/**
 * `name=value&name=value` with the offsets of every name and value, for
 * `logpull_options` and the query of `destination_conf`. Names and values are
 * kept as written (no percent-decoding), so offsets stay exact.
 */
import type { Span } from '../logfilter/problem.js';

export interface QueryParameter {
  readonly name: string;
  readonly nameSpan: Span;
  /** `undefined` when the segment has no `=`. */
  readonly value?: string;
  readonly valueSpan?: Span;
  /** The whole `name=value` segment. */
  readonly span: Span;
}

export interface ParsedQuery {
  readonly parameters: readonly QueryParameter[];
  /** A superfluous `&` for every empty segment (`a=1&&b=2`, a leading or trailing `&`). */
  readonly extraSeparators: readonly Span[];
}

const SEPARATOR = '&';

/** Parse `text.slice(start, end)` as a query string; offsets are into `text`. */
export function parseQuery(text: string, start = 0, end = text.length): ParsedQuery {
  const parameters: QueryParameter[] = [];
  const extraSeparators: Span[] = [];
  let segmentStart = start;
  for (let i = start; i <= end; i++) {
    if (i < end && text[i] !== SEPARATOR) continue;
    if (i === segmentStart) {
      // Empty segment: blame the separator before it, or after it when that
      // one is taken (or absent), so each superfluous `&` is blamed once.
      const before = segmentStart > start ? segmentStart - 1 : -1;
      const after = i < end ? i : -1;
      const taken = extraSeparators[extraSeparators.length - 1]?.start;
      const blamed = before >= 0 && before !== taken ? before : after;
      if (blamed >= 0) extraSeparators.push({ start: blamed, end: blamed + 1 });
    } else {
      parameters.push(segment(text, segmentStart, i));
    }
    segmentStart = i + 1;
  }
  return { parameters, extraSeparators };
}

function segment(text: string, start: number, end: number): QueryParameter {
  let equals = start;
  while (equals < end && text[equals] !== '=') equals++;
  const span = { start, end };
  if (equals === end) return { name: text.slice(start, end), nameSpan: span, span };
  return {
    name: text.slice(start, equals),
    nameSpan: { start, end: equals },
    value: text.slice(equals + 1, end),
    valueSpan: { start: equals + 1, end },
    span,
  };
}
