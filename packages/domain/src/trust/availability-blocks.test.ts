import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availabilityProblem, freeSlots, intervalsOn, type Availability } from './availability';
import { withTimeBlocked, withTimeUnblocked } from './availability-blocks';

const NINE_TO_FIVE = { start: 9 * 60, end: 17 * 60 };
const weekdays: Availability = {
  weekly: [[], [NINE_TO_FIVE], [NINE_TO_FIVE], [NINE_TO_FIVE], [NINE_TO_FIVE], [NINE_TO_FIVE], []],
  exceptions: [],
  noticeHours: 2,
};
const TODAY = '2026-12-07';
// Tuesday 8 December 2026.
const TUESDAY = '2026-12-08';
const afternoon = { start: 13 * 60, end: 17 * 60 };

function blocked(availability: Availability | string): Availability {
  if (typeof availability === 'string') throw new Error(availability);
  return availability;
}

describe('blocking time', () => {
  it('takes an afternoon out of a date, and only that date', () => {
    const after = blocked(withTimeBlocked(weekdays, { date: TUESDAY, interval: afternoon }, TODAY));
    expect(intervalsOn(after, TUESDAY)).toEqual([{ start: 540, end: 780 }]);
    expect(intervalsOn(after, '2026-12-15')).toEqual([NINE_TO_FIVE]);
    expect(availabilityProblem(after)).toBeNull();
    const slots = freeSlots({
      availability: after,
      timeZone: 'Asia/Singapore',
      busy: [],
      durationMinutes: 60,
      now: new Date('2026-12-07T00:00:00Z'),
      from: TUESDAY,
      days: 1,
    });
    expect(slots.at(-1)?.toISOString()).toBe('2026-12-08T04:00:00.000Z');
  });

  it('joins touching blocks and gives back part of one', () => {
    const once = blocked(withTimeBlocked(weekdays, { date: TUESDAY, interval: afternoon }, TODAY));
    const twice = blocked(
      withTimeBlocked(once, { date: TUESDAY, interval: { start: 600, end: 780 } }, TODAY),
    );
    expect(twice.exceptions).toEqual([
      { date: TUESDAY, kind: 'blocked', intervals: [{ start: 600, end: 1020 }] },
    ]);
    const back = blocked(
      withTimeUnblocked(twice, { date: TUESDAY, interval: { start: 720, end: 840 } }, TODAY),
    );
    expect(intervalsOn(back, TUESDAY)).toEqual([
      { start: 540, end: 600 },
      { start: 720, end: 840 },
    ]);
    const all = blocked(withTimeUnblocked(back, { date: TUESDAY, interval: { start: 0, end: 1440 } }, TODAY));
    expect(all.exceptions).toEqual([]);
  });

  it('keeps extra hours on the same date and takes the block out of them too', () => {
    const extra: Availability = {
      ...weekdays,
      exceptions: [{ date: TUESDAY, kind: 'extra', intervals: [{ start: 17 * 60, end: 19 * 60 }] }],
    };
    const after = blocked(
      withTimeBlocked(extra, { date: TUESDAY, interval: { start: 16 * 60, end: 18 * 60 } }, TODAY),
    );
    expect(availabilityProblem(after)).toBeNull();
    expect(intervalsOn(after, TUESDAY)).toEqual([
      { start: 540, end: 960 },
      { start: 1080, end: 1140 },
    ]);
  });

  it('refuses a past date, one past the horizon, an empty or off-step span', () => {
    const refused = [
      { date: '2026-12-06', interval: afternoon },
      { date: '2027-02-05', interval: afternoon },
      { date: 'tomorrow', interval: afternoon },
      { date: TUESDAY, interval: { start: 600, end: 600 } },
      { date: TUESDAY, interval: { start: 605, end: 700 } },
      { date: TUESDAY, interval: { start: 600, end: 1470 } },
    ];
    for (const block of refused) expect(withTimeBlocked(weekdays, block, TODAY)).toBe('blockInvalid');
  });

  it('drops past dates’ exceptions when it writes', () => {
    const old: Availability = { ...weekdays, exceptions: [{ date: '2026-11-02', kind: 'off' }] };
    const after = blocked(withTimeBlocked(old, { date: TUESDAY, interval: afternoon }, TODAY));
    expect(after.exceptions.map((item) => item.date)).toEqual([TUESDAY]);
  });

  it('never offers a blocked minute, whatever is blocked', () => {
    const step = fc.integer({ min: 0, max: 48 }).map((value) => value * 30);
    fc.assert(
      fc.property(fc.array(fc.tuple(step, step), { maxLength: 4 }), (spans) => {
        let availability: Availability = weekdays;
        const cuts = spans
          .filter(([a, b]) => a !== b)
          .map(([a, b]) => ({ start: Math.min(a, b), end: Math.max(a, b) }));
        for (const interval of cuts) {
          const next = withTimeBlocked(availability, { date: TUESDAY, interval }, TODAY);
          if (typeof next === 'string') return;
          availability = next;
        }
        for (const open of intervalsOn(availability, TUESDAY))
          for (const cut of cuts) expect(open.end <= cut.start || cut.end <= open.start).toBe(true);
      }),
    );
  });
});
