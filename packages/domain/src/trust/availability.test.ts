import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  preferredDaysCovered,
  AVAILABILITY_STEP_MINUTES,
  availabilityProblem,
  freeSlots,
  intervalsOn,
  isFreeSlot,
  type Availability,
} from './availability';
import { localDateOf, zonedToInstant } from './zoned-time';

const NINE_TO_FIVE = { start: 9 * 60, end: 17 * 60 };
const weekdays: Availability = {
  weekly: [[], [NINE_TO_FIVE], [NINE_TO_FIVE], [NINE_TO_FIVE], [NINE_TO_FIVE], [NINE_TO_FIVE], []],
  exceptions: [],
  noticeHours: 2,
};
const SG = 'Asia/Singapore';
// Monday 7 December 2026, 08:00 in Singapore.
const mondayMorning = new Date('2026-12-07T00:00:00Z');

describe('availability', () => {
  it('checks its settings', () => {
    expect(availabilityProblem(weekdays)).toBeNull();
    expect(availabilityProblem({ ...weekdays, weekly: weekdays.weekly.slice(1) })).toBe('notSevenDays');
    const day = (intervals: { start: number; end: number }[]) => ({
      ...weekdays,
      weekly: [intervals, [], [], [], [], [], []],
    });
    expect(availabilityProblem(day([{ start: 545, end: 600 }]))).toBe('intervalOffStep');
    expect(availabilityProblem(day([{ start: 600, end: 600 }]))).toBe('intervalEmpty');
    expect(
      availabilityProblem(
        day([
          { start: 540, end: 660 },
          { start: 600, end: 720 },
        ]),
      ),
    ).toBe('intervalsOverlap');
    expect(availabilityProblem({ ...weekdays, noticeHours: 3 })).toBe('noticeUnknown');
    expect(
      availabilityProblem({
        ...weekdays,
        exceptions: [
          { date: '2026-12-25', kind: 'off' },
          { date: '2026-12-25', kind: 'off' },
        ],
      }),
    ).toBe('exceptionRepeated');
  });

  it('offers the weekday’s hours, none on a day off, and extra hours on a date', () => {
    const availability: Availability = {
      ...weekdays,
      exceptions: [
        { date: '2026-12-08', kind: 'off' },
        { date: '2026-12-12', kind: 'extra', intervals: [{ start: 600, end: 720 }] },
      ],
    };
    expect(intervalsOn(availability, '2026-12-07')).toEqual([NINE_TO_FIVE]);
    expect(intervalsOn(availability, '2026-12-08')).toEqual([]);
    expect(intervalsOn(availability, '2026-12-12')).toEqual([{ start: 600, end: 720 }]);
  });

  it('gives free slots in the market’s zone, after the notice, clear of booked lessons', () => {
    const busy = [
      { start: zonedToInstant('2026-12-07', 13 * 60, SG), end: zonedToInstant('2026-12-07', 14 * 60, SG) },
    ];
    const slots = freeSlots({
      availability: weekdays,
      timeZone: SG,
      busy,
      durationMinutes: 60,
      now: mondayMorning,
      from: '2026-12-07',
      days: 1,
    });
    // 08:00 now + 2 h notice: from 10:00; 12:30 and 13:30 would overlap the 13:00 lesson; the last starts at 16:00.
    expect(slots.map((slot) => slot.toISOString().slice(11, 16))).toEqual([
      '02:00',
      '02:30',
      '03:00',
      '03:30',
      '04:00',
      '06:00',
      '06:30',
      '07:00',
      '07:30',
      '08:00',
    ]);
    const query = { availability: weekdays, timeZone: SG, busy, durationMinutes: 60, now: mondayMorning };
    expect(isFreeSlot(query, zonedToInstant('2026-12-07', 10 * 60, SG))).toBe(true);
    expect(isFreeSlot(query, zonedToInstant('2026-12-07', 13 * 60, SG))).toBe(false);
    expect(isFreeSlot(query, zonedToInstant('2026-12-07', 16 * 60 + 30, SG))).toBe(false);
    expect(isFreeSlot(query, zonedToInstant('2026-12-06', 10 * 60, SG))).toBe(false);
  });

  it('keeps local hours across a daylight-saving change (New York, 8 March 2026)', () => {
    const ny = 'America/New_York';
    const everyDay: Availability = {
      weekly: Array.from({ length: 7 }, () => [NINE_TO_FIVE]),
      exceptions: [],
      noticeHours: 2,
    };
    const slots = freeSlots({
      availability: everyDay,
      timeZone: ny,
      busy: [],
      durationMinutes: 480,
      now: new Date('2026-03-01T00:00:00Z'),
      from: '2026-03-07',
      days: 2,
    });
    // 09:00 EST is 14:00 UTC; 09:00 EDT is 13:00 UTC.
    expect(slots.map((slot) => slot.toISOString())).toEqual([
      '2026-03-07T14:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
    ]);
  });

  it('never offers a slot outside the hours, before the notice or over a lesson', () => {
    const zones = ['Asia/Singapore', 'Asia/Jakarta', 'Asia/Kolkata', 'America/New_York'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 47 }),
        fc.integer({ min: 1, max: 47 }),
        fc.constantFrom(30, 60, 90, 120),
        fc.array(fc.integer({ min: 0, max: 7 * 48 }), { maxLength: 6 }),
        fc.integer({ min: 0, max: 72 }),
        (zone, from, length, duration, lessonSteps, nowHours) => {
          const start = from * AVAILABILITY_STEP_MINUTES;
          const end = Math.min(1440, start + length * AVAILABILITY_STEP_MINUTES);
          const availability: Availability = {
            weekly: Array.from({ length: 7 }, () => (end > start ? [{ start, end }] : [])),
            exceptions: [],
            noticeHours: 2,
          };
          const base = new Date('2026-06-01T00:00:00Z');
          const busy = lessonSteps.map((step) => ({
            start: new Date(base.getTime() + step * 30 * 60_000),
            end: new Date(base.getTime() + (step + 2) * 30 * 60_000),
          }));
          const now = new Date(base.getTime() + nowHours * 3_600_000);
          const slots = freeSlots({
            availability,
            timeZone: zone,
            busy,
            durationMinutes: duration,
            now,
            from: '2026-05-31',
            days: 9,
          });
          for (const slot of slots) {
            const slotEnd = new Date(slot.getTime() + duration * 60_000);
            expect(slot.getTime()).toBeGreaterThanOrEqual(now.getTime() + 2 * 3_600_000);
            expect(busy.some((lesson) => lesson.start < slotEnd && slot < lesson.end)).toBe(false);
            const date = localDateOf(slot, zone);
            expect(slot.getTime()).toBeGreaterThanOrEqual(zonedToInstant(date, start, zone).getTime());
            expect(slotEnd.getTime()).toBeLessThanOrEqual(zonedToInstant(date, end, zone).getTime());
          }
        },
      ),
    );
  });
});

describe('preferredDaysCovered', () => {
  it('counts the preferred days a tutor teaches on, each once, ignoring unknown names', () => {
    const weekdaysOnly = [[], [{ start: 540, end: 600 }], [{ start: 540, end: 600 }], [], [], [], []];
    expect(preferredDaysCovered(weekdaysOnly, ['Mon', 'Tue', 'Sun'])).toBe(2);
    expect(preferredDaysCovered(weekdaysOnly, ['Mon', 'Mon'])).toBe(1);
    expect(preferredDaysCovered(weekdaysOnly, ['Sat', 'Funday'])).toBe(0);
    expect(preferredDaysCovered(weekdaysOnly, [])).toBe(0);
  });
});
