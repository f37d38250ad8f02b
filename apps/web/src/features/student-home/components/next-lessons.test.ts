import { describe, expect, it } from 'vitest';
import { nextLessons, type StudentBooking } from './next-lessons';

const lesson = (pvid: string, status: string, startTime: string, endTime: string) =>
  ({ pvid, status, startTime, endTime }) as StudentBooking;

describe('nextLessons', () => {
  it('keeps the lessons still to come, soonest first, and leaves out ended, cancelled and done ones', () => {
    const now = new Date('2026-12-01T10:00:00.000Z');
    const found = nextLessons(
      [
        lesson('later', 'PAID', '2026-12-03T10:00:00.000Z', '2026-12-03T11:00:00.000Z'),
        lesson('ended', 'ACCEPTED', '2026-11-30T10:00:00.000Z', '2026-11-30T11:00:00.000Z'),
        lesson('now', 'ACCEPTED', '2026-12-01T09:30:00.000Z', '2026-12-01T10:30:00.000Z'),
        lesson('cancelled', 'CANCELLED', '2026-12-02T10:00:00.000Z', '2026-12-02T11:00:00.000Z'),
        lesson('unpaid', 'PENDING', '2026-12-02T10:00:00.000Z', '2026-12-02T11:00:00.000Z'),
        lesson('done', 'DONE', '2026-12-01T08:00:00.000Z', '2026-12-01T11:00:00.000Z'),
      ],
      now,
      5,
    );
    expect(found.map((booking) => booking.pvid)).toEqual(['now', 'unpaid', 'later']);
    expect(nextLessons(found, now, 2)).toHaveLength(2);
  });
});
