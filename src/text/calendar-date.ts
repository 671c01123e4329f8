/**
 * Calendar dates (YYYY-MM-DD) as UTC midnights: `now` from the configuration
 * or `--now`, the ESC removal date, report dates. One parser, so every place
 * accepts and rejects the same dates (2024-02-30 is not one).
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date (UTC midnight) from YYYY-MM-DD, or `undefined` when it is not one. */
export function parseCalendarDate(text: string): Date | undefined {
  const match = DATE.exec(text);
  if (!match) return undefined;
  // `setUTCFullYear`, not `Date.UTC`: the latter reads years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.toISOString().startsWith(text) ? date : undefined;
}

export function formatCalendarDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Today as a calendar date: the default `now`. Read once, by the CLI, never by a rule. */
export function today(clock: () => number = Date.now): Date {
  const d = new Date(clock());
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}
