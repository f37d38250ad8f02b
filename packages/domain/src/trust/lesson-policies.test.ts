import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationSplit, isPrepaidLessons } from './lesson-policies';

const start = new Date('2026-12-10T10:00:00Z');
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3_600_000);

describe('lesson policies', () => {
  it('refunds a student’s cancel in full until 24 hours before, then the tutor keeps half', () => {
    expect(
      cancellationSplit({ paidMinor: 4000, country: 'sg', by: 'student', start, now: hoursBefore(24) }),
    ).toEqual({
      toTutorMinor: 0,
      refundMinor: 4000,
      free: true,
    });
    expect(
      cancellationSplit({ paidMinor: 4001, country: 'sg', by: 'student', start, now: hoursBefore(23.99) }),
    ).toEqual({
      toTutorMinor: 2001,
      refundMinor: 2000,
      free: false,
    });
    // Rupiah have no minor unit: Rp 150.001 splits 75.001 / 75.000.
    expect(
      cancellationSplit({ paidMinor: 150_001, country: 'id', by: 'student', start, now: hoursBefore(2) }),
    ).toEqual({
      toTutorMinor: 75_001,
      refundMinor: 75_000,
      free: false,
    });
  });

  it('refunds a tutor’s cancel in full, at any time', () => {
    expect(
      cancellationSplit({ paidMinor: 4000, country: 'sg', by: 'tutor', start, now: hoursBefore(1) })
        .refundMinor,
    ).toBe(4000);
  });

  it('always adds up to what was paid', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000_000 }), fc.integer({ min: -10, max: 100 }), (paid, hours) => {
        const split = cancellationSplit({
          paidMinor: paid,
          country: 'my',
          by: 'student',
          start,
          now: hoursBefore(hours),
        });
        expect(split.toTutorMinor + split.refundMinor).toBe(paid);
        expect(split.toTutorMinor).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('takes 1 to 8 prepaid lessons', () => {
    expect([0, 1, 8, 9, 2.5].map(isPrepaidLessons)).toEqual([false, true, true, false, false]);
  });
});
