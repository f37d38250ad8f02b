import { describe, expect, it } from 'vitest';
import { classEnrolmentOpen, classSessionCancellable, classSessionShares } from './classes';
import { createClassSchema, minutesOfTime } from './class-schema';

describe('group class rules', () => {
  it('splits a seat’s price over the sessions, the remainder to the earliest, summing exactly', () => {
    expect(classSessionShares(10_000, 3)).toEqual([3334, 3333, 3333]);
    expect(classSessionShares(100_000, 3)).toEqual([33_334, 33_333, 33_333]);
    expect(classSessionShares(5, 3)).toEqual([2, 2, 1]);
    expect(classSessionShares(2, 3)).toEqual([1, 1, 0]);
    for (const [price, count] of [
      [1, 1],
      [999_999_999, 7],
      [50_000_000_00, 20],
      [12_345, 11],
    ] as const) {
      const shares = classSessionShares(price, count);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(price);
      expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
    }
  });

  it('takes enrolments until the first session not cancelled starts; cancels only sessions to come', () => {
    const at = (hour: number) => new Date(Date.UTC(2030, 0, 1, hour));
    const sessions = [
      { startsAt: at(10), cancelledAt: at(1) },
      { startsAt: at(12), cancelledAt: null },
    ];
    expect(classEnrolmentOpen(sessions, at(11))).toBe(true);
    expect(classEnrolmentOpen(sessions, at(12))).toBe(false);
    expect(classEnrolmentOpen([], at(0))).toBe(false);
    expect(classSessionCancellable({ startsAt: at(12), cancelledAt: null }, at(11))).toBe(true);
    expect(classSessionCancellable({ startsAt: at(12), cancelledAt: null }, at(12))).toBe(false);
  });

  it('reads quarter-hour times and refuses others', () => {
    expect(minutesOfTime('18:45')).toBe(1125);
    expect(minutesOfTime('24:00')).toBeNull();
    const base = {
      title: 'Maths',
      subjectPvid: '6f1c1d0e-7c1a-4d3e-9a55-0d6c2b8f9a10',
      levelPvid: '6f1c1d0e-7c1a-4d3e-9a55-0d6c2b8f9a11',
      description: 'Fractions',
      seats: 10,
      priceMinor: 5000,
      sessions: [{ date: '2030-01-02', time: '18:15', durationMinutes: 90 }],
    };
    expect(createClassSchema('sg').safeParse(base).success).toBe(true);
    const bad = createClassSchema('sg').safeParse({
      ...base,
      sessions: [{ ...base.sessions[0], time: '18:05' }],
    });
    expect(bad.success).toBe(false);
  });
});
