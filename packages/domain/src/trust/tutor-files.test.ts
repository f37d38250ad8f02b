import { describe, expect, it } from 'vitest';
import {
  STORAGE_PACKAGES,
  analyticsWeeksOf,
  conversionPercent,
  storagePackageOf,
  tutorFileAccept,
} from './tutor-files';

describe('the tutor’s analytics weeks', () => {
  it('are 12 Monday-to-Monday weeks in the market’s zone, the current one last', () => {
    // Thursday 2026-01-15 08:00Z is Thursday 16:00 in Singapore; its week began Monday 2026-01-12 00:00 SGT.
    const weeks = analyticsWeeksOf(new Date('2026-01-15T08:00:00Z'), 'Asia/Singapore');
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({
      weekStart: '2026-01-12',
      from: new Date('2026-01-11T16:00:00Z'),
      to: new Date('2026-01-18T16:00:00Z'),
    });
    expect(weeks[0]?.weekStart).toBe('2025-10-27');
    weeks.slice(1).forEach((week, index) => expect(week.from).toEqual(weeks[index]?.to));
  });

  it('start on the local Monday even when UTC is still on Sunday', () => {
    const [week] = analyticsWeeksOf(new Date('2026-01-11T17:00:00Z'), 'Asia/Jakarta', 1);
    expect(week?.weekStart).toBe('2026-01-12');
  });
});

describe('storage packages and conversion', () => {
  it('are priced in every currency, found by code, and conversion is bookings per view', () => {
    for (const option of STORAGE_PACKAGES) {
      expect(Object.values(option.priceMinor).every((price) => Number.isInteger(price) && price > 0)).toBe(
        true,
      );
      expect(storagePackageOf(option.code)).toBe(option);
    }
    expect(storagePackageOf('nope')).toBeNull();
    expect(conversionPercent(1, 3)).toBe(33.3);
    expect(conversionPercent(2, 0)).toBeNull();
    expect(tutorFileAccept()).toContain('.pdf');
  });
});
