import { shortened } from '../text/headline.js';

/**
 * A problem found *inside* a string value: an expression, a log filter, a
 * destination URL. Analysers of such languages (src/expr, src/logfilter, ...)
 * return these with offsets into the value string; the rule that reports them
 * hands the offsets to the engine, which maps them through the scalar's source
 * map to a file range (for every YAML scalar style and for JSON).
 *
 * Analysers never format messages themselves: `messageId` names a template in
 * the reporting rule's `meta.messages` (each analyser exports its template
 * table, which the rule re-uses), and `data` fills its `{{placeholders}}`.
 */
export interface ValueProblem {
  /** The rule that reports it, without its domain: `unknown-field` → `expression/unknown-field`. */
  readonly code: string;
  /** Key of the message template in that rule's `meta.messages`. */
  readonly messageId: string;
  /** Values for the template's `{{name}}` placeholders. */
  readonly data?: Readonly<Record<string, string | number>>;
  /** Start offset into the value string (UTF-16 code units, inclusive). */
  readonly start: number;
  /** End offset into the value string (exclusive); `end > start` unless the problem is "something missing here". */
  readonly end: number;
  /** An automatic fix, applied by `--fix`: replace `[start, end)` of the value. */
  readonly fix?: ValueEdit;
  /** Fixes offered but not applied automatically (ESLint's suggestions). */
  readonly suggestions?: readonly ValueSuggestion[];
}

/** No problems, shared: checks that run for every value of a document return it instead of a new empty list. */
export const NO_PROBLEMS: readonly ValueProblem[] = [];

/** Replace `[start, end)` of a string value with `text` (offsets into the value, not the file). */
export interface ValueEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

export interface ValueSuggestion {
  /** Human description of what the suggestion does. */
  readonly desc: string;
  readonly fix: ValueEdit;
}

/**
 * Fill `{{name}}` placeholders the way ESLint does; unknown names are left as
 * written. A placeholder inside a code span of the template (`` `{{name}}` ``,
 * `` `"{{name}}"` ``) holds what the user wrote — a key, a phase, a field, a
 * bare word — and is cut to `MAX_QUOTED_LENGTH` characters, so a
 * 300-character key still makes a headline; other placeholders (hints, whole
 * messages) are the rules' own text.
 */
export function formatMessage(template: string, data?: Readonly<Record<string, string | number>>): string {
  if (!data) return template;
  return template.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (whole, name: string, offset: number) => {
    if (!Object.prototype.hasOwnProperty.call(data, name)) return whole;
    const value = String(data[name]);
    return insideCodeSpan(template, offset) ? shortened(value) : value;
  });
}

/** Whether `offset` of a template lies inside a code span (after an odd number of backticks). */
function insideCodeSpan(template: string, offset: number): boolean {
  let ticks = 0;
  for (let i = template.indexOf('`'); i !== -1 && i < offset; i = template.indexOf('`', i + 1)) ticks++;
  return ticks % 2 === 1;
}
