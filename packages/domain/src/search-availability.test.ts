import { describe, expect, it } from 'vitest';
import { availabilityWindows, weekdayNumberOf, weeklyHoursMeet } from './search-availability';
import { DEFAULT_AVAILABILITY, type WeeklyHours } from './trust/availability';

const hours = (byDay: Partial<Record<number, [number, number][]>>): WeeklyHours =>
  Array.from({ length: 7 }, (_, day) => (byDay[day] ?? []).map(([start, end]) => ({ start, end })));

describe('the availability filter of search', () => {
  it("numbers the spec's days as availability does (Sunday 0)", () => {
    expect(weekdayNumberOf('Sun')).toBe(0);
    expect(weekdayNumberOf('Mon')).toBe(1);
    expect(weekdayNumberOf('Sat')).toBe(6);
  });

  it('makes a window of each chosen day and time of day', () => {
    expect(availabilityWindows([], [])).toEqual([]);
    expect(availabilityWindows(['Mon', 'Sun'], ['EVENING'])).toEqual([
      { weekday: 1, start: 1020, end: 1320 },
      { weekday: 0, start: 1020, end: 1320 },
    ]);
    expect(availabilityWindows(['Tue'], [])).toEqual([{ weekday: 2, start: 0, end: 1440 }]);
    expect(availabilityWindows([], ['MORNING'])).toHaveLength(7);
  });

  it('keeps hours that overlap a window, not hours that only touch it', () => {
    // Saturday 09:00–12:00 only.
    const saturdayMorning = hours({ 6: [[540, 720]] });
    expect(weeklyHoursMeet(saturdayMorning, availabilityWindows(['Sat'], ['MORNING']))).toBe(true);
    expect(weeklyHoursMeet(saturdayMorning, availabilityWindows(['Sat'], ['AFTERNOON']))).toBe(false);
    expect(weeklyHoursMeet(saturdayMorning, availabilityWindows(['Sun'], []))).toBe(false);
    expect(
      weeklyHoursMeet(saturdayMorning, availabilityWindows(['Sun', 'Sat'], ['EVENING', 'MORNING'])),
    ).toBe(true);
    // 21:30–23:00 on Monday reaches into the evening.
    expect(weeklyHoursMeet(hours({ 1: [[1290, 1380]] }), availabilityWindows([], ['EVENING']))).toBe(true);
    expect(weeklyHoursMeet(hours({ 1: [[1320, 1440]] }), availabilityWindows([], ['EVENING']))).toBe(false);
    expect(weeklyHoursMeet(hours({}), [])).toBe(true);
  });

  it('finds the default hours (every day 08:00–22:00) in every time of day', () => {
    for (const time of ['MORNING', 'AFTERNOON', 'EVENING'] as const)
      expect(weeklyHoursMeet(DEFAULT_AVAILABILITY.weekly, availabilityWindows(['Wed'], [time]))).toBe(true);
  });
});
