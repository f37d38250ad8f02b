import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_DURATIONS_MINUTES,
  FIRST_BOOKING_PREPAID_LESSONS,
  amountStillDueMinor,
  balanceSplit,
  bookingDueMinor,
  formatDurationHhMm,
  isBookingDuration,
  lessonPriceMinor,
} from './booking-rules';

describe('booking rules', () => {
  it('offers 30 minutes to 6 hours in 30-minute steps, shown as HH:mm', () => {
    expect(BOOKING_DURATIONS_MINUTES).toHaveLength(12);
    expect(BOOKING_DURATIONS_MINUTES[0]).toBe(30);
    expect(BOOKING_DURATIONS_MINUTES.at(-1)).toBe(360);
    expect([0, 15, 45, 390, 30.5].map(isBookingDuration)).toEqual([false, false, false, false, false]);
    expect(BOOKING_DURATIONS_MINUTES.map(formatDurationHhMm).slice(0, 3)).toEqual([
      '00:30',
      '01:00',
      '01:30',
    ]);
    expect(formatDurationHhMm(360)).toBe('06:00');
  });

  it('prices a lesson from the hourly price, rounding a half up', () => {
    expect(lessonPriceMinor(4500, 90)).toBe(6750);
    expect(lessonPriceMinor(25_001, 30)).toBe(12_501);
    expect(lessonPriceMinor(0, 60)).toBe(0);
    expect(() => lessonPriceMinor(100, 45)).toThrow(RangeError);
    expect(() => lessonPriceMinor(-1, 60)).toThrow(RangeError);
  });

  it('prices exactly beyond 2^53 products, and refuses what a number cannot hold', () => {
    // 2^53 − 1 per hour: hourly × 360 is far past 2^53, yet the 30-minute price is exact.
    expect(lessonPriceMinor(Number.MAX_SAFE_INTEGER, 30)).toBe(4_503_599_627_370_496);
    expect(lessonPriceMinor(2_147_483_647, 360)).toBe(12_884_901_882);
    expect(() => lessonPriceMinor(Number.MAX_SAFE_INTEGER, 360)).toThrow(RangeError);
    expect(() => bookingDueMinor(Number.MAX_SAFE_INTEGER, FIRST_BOOKING_PREPAID_LESSONS)).toThrow(RangeError);
    fc.assert(
      fc.property(fc.nat(1_000_000_000), fc.constantFrom(...BOOKING_DURATIONS_MINUTES), (hourly, minutes) => {
        const exact = (BigInt(hourly) * BigInt(minutes) + 30n) / 60n;
        expect(BigInt(lessonPriceMinor(hourly, minutes))).toBe(exact);
      }),
    );
  });

  it('charges a first booking the prepaid lessons and splits any amount between balance and payment', () => {
    expect(bookingDueMinor(5000, FIRST_BOOKING_PREPAID_LESSONS)).toBe(5000 * FIRST_BOOKING_PREPAID_LESSONS);
    expect(bookingDueMinor(5000, 1)).toBe(5000);
    expect(bookingDueMinor(5000, 3)).toBe(15000);
    expect(() => bookingDueMinor(5000, 0)).toThrow(RangeError);
    expect(() => bookingDueMinor(5000, 9)).toThrow(RangeError);
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (due, balance) => {
        const split = balanceSplit(due, balance);
        expect(split.fromBalance + split.fromPaymentMethods).toBe(due);
        expect(split.fromBalance).toBeLessThanOrEqual(balance);
        expect(split.hasEnoughBalance).toBe(split.fromPaymentMethods === 0);
      }),
    );
  });

  it('still asks what is due less what the balance paid, never less than nothing', () => {
    expect(amountStillDueMinor({ dueMinor: 10_000, amountPaidUsingUserBalanceMinor: 0 })).toBe(10_000);
    expect(amountStillDueMinor({ dueMinor: 10_000, amountPaidUsingUserBalanceMinor: 2_500 })).toBe(7_500);
    expect(amountStillDueMinor({ dueMinor: 10_000, amountPaidUsingUserBalanceMinor: 10_000 })).toBe(0);
    expect(amountStillDueMinor({ dueMinor: 100, amountPaidUsingUserBalanceMinor: 300 })).toBe(0);
    expect(
      amountStillDueMinor({ dueMinor: 10_000, discountMinor: 2_000, amountPaidUsingUserBalanceMinor: 2_500 }),
    ).toBe(5_500);
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (due, paid) => {
        const still = amountStillDueMinor({
          dueMinor: due,
          amountPaidUsingUserBalanceMinor: Math.min(paid, due),
        });
        expect(still + Math.min(paid, due)).toBe(due);
      }),
    );
  });
});
