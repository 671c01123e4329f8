import { describe, expect, it } from 'vitest';
import { daysWord, escDeadline } from './deadline.js';
import { parseCalendarDate } from '../text/calendar-date.js';

const day = (text: string): Date => parseCalendarDate(text)!;

describe('escDeadline', () => {
  it('counts the days left before the spec\'s removal date', () => {
    expect(escDeadline(day('2023-11-01'))).toEqual({ removalDate: '2024-01-01', now: '2023-11-01', removed: false, daysLeft: 61 });
    expect(escDeadline(day('2023-12-31')).daysLeft).toBe(1);
  });

  it('is removed on the date and after it, with negative days', () => {
    expect(escDeadline(day('2024-01-01'))).toMatchObject({ removed: true, daysLeft: 0 });
    expect(escDeadline(day('2024-01-04'))).toMatchObject({ removed: true, daysLeft: -3 });
  });

  it('takes another removal date and ignores the time of day', () => {
    expect(escDeadline(new Date('2024-12-31T23:59:00Z'), '2025-01-01')).toMatchObject({ removed: false, daysLeft: 1, now: '2024-12-31' });
  });

  it('falls back to the spec\'s date for an impossible date', () => {
    expect(escDeadline(day('2023-11-01'), '2024-02-30').removalDate).toBe('2024-01-01');
  });

  it('words days', () => {
    expect([daysWord(1), daysWord(2), daysWord(-1), daysWord(0)]).toEqual(['1 day', '2 days', '1 day', '0 days']);
  });
});
