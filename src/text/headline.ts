/**
 * What a lint message must look like: one short headline in ESLint's form —
 * "Duplicate key 'a'.", "Unnecessary conditional, value is always falsy." —
 * that says what is wrong and where, with at most one fix after a semicolon.
 * The reasoning, spec sections and API error codes live on the rule's docs
 * page (`## Why`, `## Facts and sources`), never in the message.
 *
 * Checked on every message the rule tests and the fixtures produce
 * (`src/testing/rule-tester.ts`, `fixtures/fixtures.test.ts`) and on every
 * template rendered with typical values (`rules/messages.test.ts`), so the
 * pretty format at 80 columns shows a finding in at most two rows.
 */

/** The longest headline, in characters, after placeholders are filled. */
export const MAX_HEADLINE_LENGTH = 100;

/**
 * The most characters of one quoted value (a key, a phase, a field name the
 * user wrote): a 300-character key must not make a 360-character message.
 */
export const MAX_QUOTED_LENGTH = 60;

/**
 * `text` cut to `max` characters, the last one an ellipsis, when it is longer. A cut between
 * the two halves of a surrogate pair (an emoji) keeps neither: a lone half is no character, and JSON and
 * SARIF output would carry it as an invalid code point.
 */
export function shortened(text: string, max = MAX_QUOTED_LENGTH): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

/** Code spans (`` `x` ``) and double-quoted strings are quoted input: never read as prose. */
const QUOTED = /`[^`]*`|"[^"]*"/g;

/** What is wrong with `message` as a headline; empty when it is one. */
export function headlineProblems(message: string): string[] {
  const problems: string[] = [];
  if (message.length > MAX_HEADLINE_LENGTH) problems.push(`longer than ${MAX_HEADLINE_LENGTH} characters (${message.length})`);
  if (/[\n\r]/.test(message)) problems.push('more than one line');
  if (!/^[\p{Lu}`"]/u.test(message)) problems.push('does not start with a capital letter or a quoted token');
  if (!/[.?]$/.test(message)) problems.push('does not end with a period');
  if ((message.match(/`/g) ?? []).length % 2 !== 0) problems.push('unbalanced backticks');
  const prose = message.replace(QUOTED, 'x');
  if (/[.?!]\s+\p{Lu}/u.test(prose.slice(0, -1))) problems.push('more than one sentence');
  if ((prose.match(/;/g) ?? []).length > 1) problems.push('more than one semicolon (at most one fix)');
  if (/\bspec \d|\(spec\b|\berror \d{3,}/i.test(prose)) problems.push('cites a spec section or an API error code (they belong on the docs page)');
  if (/ {2}|\s[.,;:?]/.test(prose)) problems.push('stray whitespace');
  return problems;
}
