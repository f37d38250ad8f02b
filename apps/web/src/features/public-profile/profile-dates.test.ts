import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, formatMarketMonthYear, formatShortMonthYear } from './profile-dates';

describe("the profile's dates", () => {
  it('draws a date-only value as that very day, whatever the reader’s time zone', () => {
    expect(formatDayMonthYear('2019-05-02', 'en')).toBe('2 May 2019');
    expect(formatShortMonthYear('2014-08-01', 'en')).toBe('Aug 2014');
    expect(formatShortMonthYear('2014-08-01', 'id')).toMatch(/^Ag[tu] 2014$/);
  });

  it("reads an instant in the market's time zone", () => {
    // 20:30 UTC on 31 March is 1 April in Jakarta, still 31 March in New York.
    expect(formatMarketMonthYear('2025-03-31T20:30:00.000Z', 'id', 'en')).toBe('April 2025');
    expect(formatMarketMonthYear('2025-03-31T20:30:00.000Z', 'us', 'en')).toBe('March 2025');
  });

  it('names the month in the reader’s language', () => {
    expect(formatMarketMonthYear('2024-05-10T03:00:00.000Z', 'sg', 'id')).toBe('Mei 2024');
  });
});
