/**
 * The ESC removal deadline: how many days are left between `now` (from the
 * settings, never the clock) and the removal date, and whether it has passed.
 */
import { formatCalendarDate, parseCalendarDate } from '../text/calendar-date.js';
import { ESC_REMOVAL_DATE } from '../data/esc-limits.js';
import type { CoverageStatus } from './coverage.js';
import { counted } from '../text/counted.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The `removalDate` option shared by esc/removal-deadline and
 * esc/removal-countdown: absent by default, so both follow the one date of
 * the configuration (`removalDate`, `--removal-date`); set, it narrows the
 * date for that rule alone.
 */
export interface RemovalDateOptions {
  readonly removalDate?: string;
}

export const DEFAULT_REMOVAL_OPTIONS: RemovalDateOptions = {};

/** JSON Schema of `{ removalDate }` (no `format`: rule option schemas compile in strict ajv without ajv-formats). */
export const REMOVAL_DATE_OPTIONS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    removalDate: {
      type: 'string',
      pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
      description: 'The date ESC configuration is removed (YYYY-MM-DD), for this rule only; default: the configuration\'s `removalDate`, else 2024-01-01 from the spec.',
    },
  },
} as const;

/** The removal date a deadline rule uses: its own option, else the configuration's, else the spec's. */
export function removalDateFor(options: RemovalDateOptions, settings: { readonly removalDate?: string }): string {
  return options.removalDate ?? settings.removalDate ?? ESC_REMOVAL_DATE;
}

export interface EscDeadline {
  /** YYYY-MM-DD. */
  readonly removalDate: string;
  /** YYYY-MM-DD. */
  readonly now: string;
  /** `now` is on or after the removal date: ESC no longer runs. */
  readonly removed: boolean;
  /**
   * Whole days from `now` to the removal date: positive before it, 0 on the
   * day, negative after it (`-3`: removed three days ago).
   */
  readonly daysLeft: number;
}

/** The deadline at `now`. An invalid `removalDate` falls back to the spec's date. */
export function escDeadline(now: Date, removalDate: string = ESC_REMOVAL_DATE): EscDeadline {
  const removal = parseCalendarDate(removalDate) ?? parseCalendarDate(ESC_REMOVAL_DATE)!;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysLeft = Math.round((removal.getTime() - today) / DAY_MS);
  return { removalDate: formatCalendarDate(removal), now: formatCalendarDate(new Date(today)), removed: daysLeft <= 0, daysLeft };
}

/** "61 days", "1 day". */
export function daysWord(days: number): string {
  const n = Math.abs(days);
  return counted(n, 'day');
}

const STATUS_MESSAGE_SUFFIX = { covered: 'Covered', uncovered: 'Uncovered', needs_worker: 'Worker', discontinued: 'Discontinued' } as const satisfies Record<CoverageStatus, string>;

/**
 * The deadline rules' message for a behaviour, by how far its replacement is:
 * `<prefix>Covered`, `<prefix>Uncovered`, `<prefix>Worker`, `<prefix>Discontinued`,
 * or `<prefix>` alone for an unknown use case — one short headline per case.
 */
export function statusMessageId<P extends string>(prefix: P, status: CoverageStatus | undefined): P | `${P}${(typeof STATUS_MESSAGE_SUFFIX)[CoverageStatus]}` {
  return status === undefined ? prefix : `${prefix}${STATUS_MESSAGE_SUFFIX[status]}`;
}
