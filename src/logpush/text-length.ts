import type { Span } from '../logfilter/problem.js';
import { codeUnitsAt } from '../logfilter/utf16.js';

/**
 * Length limits of job strings (OpenAPI `maxLength`) count code points. When
 * `text` has more than `max`, the span from the first code point beyond the
 * limit to the end, and the length; otherwise `undefined`.
 */
export function codePointLimitSpan(text: string, max: number): { span: Span; length: number } | undefined {
  let count = 0;
  let firstBeyond = -1;
  for (let i = 0; i < text.length; i += codeUnitsAt(text, i)) {
    count++;
    if (count === max + 1) firstBeyond = i;
  }
  return firstBeyond === -1 ? undefined : { span: { start: firstBeyond, end: text.length }, length: count };
}
