/**
 * The words that stand for values Terraform knows only at apply time inside
 * a string the front ends build (`"http.host eq \"${var.host}\""` becomes
 * `http.host eq "tf_unknown_1"`). One spelling for every front end, so that
 * the analyses reading such strings recognise them: the linter drops reports
 * on their spans (`LoadedDocument.unknownAt`), and the semantic engine reads
 * a literal holding one as "any value" (`src/expr-rules/semantic-analysis.ts`).
 *
 * A configuration that writes such a word itself only makes the engine say
 * less about that literal: treating a known value as unknown widens, never
 * narrows, what a condition may match.
 */

const PREFIX = 'tf_unknown_';
const ANY_PLACEHOLDER = /tf_unknown_\d/;
const EVERY_PLACEHOLDER = /tf_unknown_\d/g;

/** The `n`th placeholder of a file (numbered from 1, so each unknown part has its own). */
export function unknownPlaceholder(n: number): string {
  return `${PREFIX}${n}`;
}

/** Where each placeholder of `text` starts, in order (a digit the file writes right after one is not a new one). */
export function unknownPlaceholderStarts(text: string): number[] {
  if (!text.includes(PREFIX)) return [];
  return [...text.matchAll(EVERY_PLACEHOLDER)].map((match) => match.index);
}

/** Whether `text` holds a placeholder (the whole text, or part of it as in `"/a/${var.x}"`). */
export function holdsUnknownPlaceholder(text: string): boolean {
  return text.includes(PREFIX) && ANY_PLACEHOLDER.test(text);
}
