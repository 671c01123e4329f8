/**
 * Filter limits (spec 8: approximately 30 operators and 1000 bytes).
 *
 * What is counted (the sources leave it open, reference §7/§10):
 * - **operators**: one per condition object `{key, operator, value}`, in
 *   document order; `and`/`or` combinators are not counted (they are reported
 *   separately as `combinatorCount`, so a stricter rule could add them). An
 *   `in` with many elements is still one operator.
 * - **bytes**: the UTF-8 length of the filter string itself, i.e. the text the
 *   job's `filter` member holds, not its JSON-escaped form inside the request
 *   body. A lone surrogate counts as the 3 bytes of its replacement character.
 *
 * Where a limit diagnostic points:
 * - too many operators: the first condition beyond the limit (the 31st by
 *   default), so the reader sees where to cut;
 * - too many bytes: from the first character that does not fit any more to
 *   the end of the string.
 */
import type { ValueProblem } from '../engine/value-problem.js';
import { FILTER_LIMITS } from '../data/logpush-limits.js';
import { filterProblem } from './messages.js';
import type { Span } from './problem.js';
import { isSurrogatePairAt } from './utf16.js';

export interface FilterMeasurements {
  /** UTF-8 length of the filter string. */
  readonly byteSize: number;
  /** Number of conditions; `undefined` when the filter is not valid JSON (nothing to count). */
  readonly operatorCount?: number;
  /** Number of `and` / `or` nodes; `undefined` when the filter is not valid JSON. */
  readonly combinatorCount?: number;
  /** The span of every condition, in document order. */
  readonly conditionSpans: readonly Span[];
}

export interface FilterLimitOptions {
  /** Default: `FILTER_LIMITS.maxOperators` (30). */
  readonly maxOperators?: number;
  /** Default: `FILTER_LIMITS.maxBytes` (1000). */
  readonly maxBytes?: number;
}

const UTF8_ONE_BYTE_MAX = 0x7f;
const UTF8_TWO_BYTES_MAX = 0x7ff;
const UTF8_BYTES_OF_BMP = 3;
const UTF8_BYTES_OF_ASTRAL = 4;

/** UTF-8 bytes of the code point starting at `i`, and how many UTF-16 units it spans. */
function utf8At(text: string, i: number): { bytes: number; units: number } {
  const code = text.charCodeAt(i);
  if (code <= UTF8_ONE_BYTE_MAX) return { bytes: 1, units: 1 };
  if (code <= UTF8_TWO_BYTES_MAX) return { bytes: 2, units: 1 };
  if (isSurrogatePairAt(text, i)) return { bytes: UTF8_BYTES_OF_ASTRAL, units: 2 };
  // Other BMP characters, and lone surrogates (encoded as U+FFFD).
  return { bytes: UTF8_BYTES_OF_BMP, units: 1 };
}

/** The UTF-8 length of `text`, as `TextEncoder` would encode it. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; ) {
    const step = utf8At(text, i);
    bytes += step.bytes;
    i += step.units;
  }
  return bytes;
}

/** The span of the first condition beyond `maxOperators`, or `undefined` when within the limit. */
export function operatorLimitSpan(measurements: FilterMeasurements, maxOperators: number): Span | undefined {
  if (measurements.operatorCount === undefined || measurements.operatorCount <= maxOperators) return undefined;
  return measurements.conditionSpans[Math.max(0, Math.floor(maxOperators))];
}

/** From the first character that no longer fits in `maxBytes` to the end, or `undefined` when it fits. */
export function byteLimitSpan(text: string, maxBytes: number): Span | undefined {
  let bytes = 0;
  for (let i = 0; i < text.length; ) {
    const step = utf8At(text, i);
    if (bytes + step.bytes > maxBytes) return { start: i, end: text.length };
    bytes += step.bytes;
    i += step.units;
  }
  return undefined;
}

/** The `filter-limits` problems of a filter, for the rule's configured limits. */
export function checkFilterLimits(text: string, measurements: FilterMeasurements, options: FilterLimitOptions = {}): ValueProblem[] {
  const maxOperators = options.maxOperators ?? FILTER_LIMITS.maxOperators;
  const maxBytes = options.maxBytes ?? FILTER_LIMITS.maxBytes;
  const problems: ValueProblem[] = [];
  const operatorSpan = operatorLimitSpan(measurements, maxOperators);
  if (operatorSpan) {
    problems.push(filterProblem('filter-limits', 'tooManyOperators', operatorSpan, { count: measurements.operatorCount!, max: maxOperators }));
  }
  const byteSpan = byteLimitSpan(text, maxBytes);
  if (byteSpan) problems.push(filterProblem('filter-limits', 'tooManyBytes', byteSpan, { size: measurements.byteSize, max: maxBytes }));
  return problems;
}
