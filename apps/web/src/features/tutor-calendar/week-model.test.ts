import type { Availability } from '@ajar/domain';
import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from './calendar-entry';
import { dayPlan, gridSpan, mondayOf, shiftAnchor, shownDates } from './week-model';

const SG = 'Asia/Singapore';
const hours: Availability = {
  weekly: Array.from({ length: 7 }, () => [{ start: 9 * 60, end: 18 * 60 }]),
  exceptions: [{ date: '2030-01-08', kind: 'blocked', intervals: [{ start: 13 * 60, end: 17 * 60 }] }],
  noticeHours: 2,
};
const lesson = (id: string, start: string, end: string): CalendarEntry => ({
  id,
  startTime: start,
  endTime: end,
  details: { title: 'Mathematics', studentName: 'Dewi', location: '', status: 'ACCEPTED', price: 4000 },
});

describe('the week and day views', () => {
  it('show the week from Monday, or the day alone, and step by a week or a day', () => {
    // Wednesday 9 January 2030.
    expect(mondayOf('2030-01-09')).toBe('2030-01-07');
    expect(mondayOf('2030-01-07')).toBe('2030-01-07');
    expect(mondayOf('2030-01-13')).toBe('2030-01-07');
    expect(shownDates('week', '2030-01-09')).toEqual([
      '2030-01-07',
      '2030-01-08',
      '2030-01-09',
      '2030-01-10',
      '2030-01-11',
      '2030-01-12',
      '2030-01-13',
    ]);
    expect(shownDates('day', '2030-01-09')).toEqual(['2030-01-09']);
    expect(shiftAnchor('week', '2030-01-09', 1)).toBe('2030-01-16');
    expect(shiftAnchor('day', '2030-01-09', -1)).toBe('2030-01-08');
  });

  it('place a date’s open and blocked hours, lessons and class sessions in the market’s minutes', () => {
    const plan = dayPlan(
      '2030-01-08',
      hours,
      [lesson('a', '2030-01-08T02:00:00Z', '2030-01-08T03:00:00Z')],
      [{ id: 's', title: 'IELTS group', startTime: '2030-01-08T11:00:00Z', endTime: '2030-01-08T12:30:00Z' }],
      SG,
    );
    expect(plan.open).toEqual([
      { start: 540, end: 780 },
      { start: 1020, end: 1080 },
    ]);
    expect(plan.blocked).toEqual([{ start: 780, end: 1020 }]);
    expect(plan.items).toEqual([
      {
        id: 'a',
        kind: 'lesson',
        start: 600,
        end: 660,
        title: 'Mathematics',
        who: 'Dewi',
        status: 'ACCEPTED',
      },
      { id: 's', kind: 'class', start: 1140, end: 1230, title: 'IELTS group', who: null, status: null },
    ]);
    expect(dayPlan('2030-01-09', hours, [], [], SG).blocked).toEqual([]);
  });

  it('cut a lesson across midnight at the day’s edges', () => {
    const late = [lesson('late', '2030-01-08T15:00:00Z', '2030-01-08T17:00:00Z')];
    expect(dayPlan('2030-01-08', hours, late, [], SG).items[0]).toMatchObject({ start: 1380, end: 1440 });
    expect(dayPlan('2030-01-09', hours, late, [], SG).items[0]).toMatchObject({ start: 0, end: 60 });
  });

  it('span 07:00–21:00 unless something falls outside', () => {
    expect(gridSpan([dayPlan('2030-01-09', hours, [], [], SG)])).toEqual({ first: 420, last: 1260 });
    const early = [lesson('e', '2030-01-08T22:30:00Z', '2030-01-08T23:15:00Z')];
    expect(gridSpan([dayPlan('2030-01-09', hours, early, [], SG)])).toEqual({ first: 360, last: 1260 });
  });
});
