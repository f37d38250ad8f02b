import { describe, expect, it } from 'vitest';
import { formatPriceRange } from './assignment-price';
import { answerOf, applicantsOf, myAnswer } from './assignment-status';
import { acceptance } from './testing/assignment-fixtures';

describe('assignment answers (spec section 4)', () => {
  it('reads offered, applied and rejected from isApply and isAccept', () => {
    expect(answerOf({ isApply: false, isAccept: null })).toBe('offered');
    expect(answerOf({ isApply: true, isAccept: true })).toBe('applied');
    expect(answerOf({ isApply: false, isAccept: false })).toBe('rejected');
  });

  it('gives a tutor their own answer, and nobody else one', () => {
    const row = acceptance('r1', 'Wei Ming', { isApply: true, isAccept: true });
    expect(myAnswer({ role: 'TUTOR', acceptanceTutorList: [row] })).toBe('applied');
    expect(myAnswer({ role: 'TUTOR', acceptanceTutorList: [] })).toBeNull();
    expect(myAnswer({ role: 'OWNER', acceptanceTutorList: [row] })).toBeNull();
  });

  it('lists only the tutors who applied, latest first', () => {
    const list = [
      acceptance('r1', 'Offered', { isApply: false, isAccept: null }),
      acceptance('r2', 'Early', { isApply: true, isAccept: true, updatedAt: '2025-03-01T00:00:00.000Z' }),
      acceptance('r3', 'Declined', { isApply: false, isAccept: false }),
      acceptance('r4', 'Late', { isApply: true, isAccept: true, updatedAt: '2025-03-02T00:00:00.000Z' }),
    ];
    expect(applicantsOf({ acceptanceTutorList: list }).map((row) => row.tutor.firstName)).toEqual([
      'Late',
      'Early',
    ]);
  });

  it('writes the hourly range in its own currency', () => {
    const sgd = { priceRangeStartPrice: 1000, priceRangeEndPrice: 10000, currency: 'SGD' };
    expect(formatPriceRange(sgd, 'sg')).toBe('SG$ 10.00 – SG$ 100.00');
    expect(formatPriceRange({ ...sgd, priceRangeEndPrice: 1000 }, 'sg')).toBe('SG$ 10.00');
    const idr = { priceRangeStartPrice: 50000, priceRangeEndPrice: 350000, currency: 'IDR' };
    expect(formatPriceRange(idr, 'sg')).toBe('Rp 50.000 – Rp 350.000');
  });
});
