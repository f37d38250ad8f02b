import { describe, expect, it } from 'vitest';
import { countInMonth, groupByDay } from './group-by-day';

const lesson = (id: string, startTime: string) => ({ id, startTime });

describe('groupByDay', () => {
  it("files lessons under the day they start on in the market's zone, earliest first", () => {
    const days = groupByDay(
      [
        lesson('late', '2026-03-10T09:00:00.000Z'),
        lesson('early', '2026-03-10T01:00:00.000Z'),
        // 17:30 UTC is already the next day in Singapore (+8).
        lesson('next', '2026-03-10T17:30:00.000Z'),
      ],
      'Asia/Singapore',
    );
    expect([...days.keys()]).toEqual(['2026-03-10', '2026-03-11']);
    expect(days.get('2026-03-10')?.map((entry) => entry.id)).toEqual(['early', 'late']);
    expect(days.get('2026-03-11')?.map((entry) => entry.id)).toEqual(['next']);
  });

  it('depends on the zone: the same instant is another day in Jakarta and New York', () => {
    const instant = [lesson('a', '2026-03-10T03:00:00.000Z')];
    expect([...groupByDay(instant, 'Asia/Jakarta').keys()]).toEqual(['2026-03-10']);
    expect([...groupByDay(instant, 'America/New_York').keys()]).toEqual(['2026-03-09']);
  });

  it('keeps a lesson that runs past midnight on its first day', () => {
    const days = groupByDay([{ startTime: '2026-03-10T15:00:00.000Z' }], 'Asia/Singapore');
    expect([...days.keys()]).toEqual(['2026-03-10']);
  });

  it('gives an empty map for no lessons', () => {
    expect(groupByDay([], 'Asia/Singapore').size).toBe(0);
  });
});

describe('countInMonth', () => {
  it("counts only the month's lessons", () => {
    const days = groupByDay(
      [
        lesson('a', '2026-03-01T02:00:00.000Z'),
        lesson('b', '2026-03-01T04:00:00.000Z'),
        lesson('c', '2026-03-31T04:00:00.000Z'),
        lesson('d', '2026-04-01T04:00:00.000Z'),
      ],
      'Asia/Singapore',
    );
    expect(countInMonth(days, '2026-03')).toBe(3);
    expect(countInMonth(days, '2026-04')).toBe(1);
    expect(countInMonth(days, '2026-05')).toBe(0);
  });
});
