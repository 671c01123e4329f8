import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate } from './calendar-date.js';

describe('parseCalendarDate', () => {
  it.each(['2024-01-01', '2024-02-29', '0099-12-31', '0001-01-01', '0100-01-01', '9999-12-31'])('reads %s as that day, UTC midnight', (text) => {
    const date = parseCalendarDate(text);
    expect(date && formatCalendarDate(date)).toBe(text);
    expect(date?.getUTCHours()).toBe(0);
  });

  it.each(['2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '24-01-01', '2024-1-1', '2024-01-01T00:00', ' 2024-01-01', '0000-00-00'])('refuses %s', (text) => {
    expect(parseCalendarDate(text)).toBeUndefined();
  });
});
