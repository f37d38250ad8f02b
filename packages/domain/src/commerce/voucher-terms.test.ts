import { describe, expect, it } from 'vitest';
import {
  VOUCHER_FEE_TIERS,
  isVoucherCode,
  normalizeVoucherCode,
  voucherFeeBalanceMinor,
  voucherFeeTierOf,
  voucherStatus,
  voucherValidityOf,
} from './voucher-terms';

const day = 86_400_000;
const start = new Date('2026-11-01T00:00:00Z');
const end = new Date(start.getTime() + 30 * day);
const flags = (at: Date, claimed = false, claimUsed = false, deleted = false) =>
  voucherStatus({ startedAt: start, endAt: end, deleted, claimed, claimUsed }, at);

describe('voucher terms', () => {
  it('knows its validity periods and fee tiers by id', () => {
    expect(voucherValidityOf('30')?.numberOfDays).toBe(30);
    expect(voucherValidityOf('31')).toBeNull();
    expect(voucherFeeTierOf('starter')?.maxUses).toBe(10);
    expect(voucherFeeTierOf('nope')).toBeNull();
    const starter = VOUCHER_FEE_TIERS[0];
    expect(voucherFeeBalanceMinor(starter, 'SGD')).toBe(starter.sellerCreditsFee * 15);
  });

  it('takes codes of 4 to 20 letters, digits and inner dashes, upper case', () => {
    expect(normalizeVoucherCode(' summer-20 ')).toBe('SUMMER-20');
    for (const good of ['ABCD', 'SUMMER-20', 'A'.repeat(20)]) expect(isVoucherCode(good)).toBe(true);
    for (const bad of ['ABC', 'A'.repeat(21), '-ABCD', 'ABCD-', 'AB CD', 'abcd'])
      expect(isVoucherCode(bad)).toBe(false);
  });

  it('computes the status flags at a moment, for a viewer', () => {
    const during = new Date(start.getTime() + day);
    expect(flags(during)).toEqual({
      expired: false,
      active: true,
      isClaimed: false,
      ableToUse: false,
      isUsedBefore: false,
    });
    expect(flags(during, true).ableToUse).toBe(true);
    expect(flags(during, true, true)).toMatchObject({ ableToUse: false, isUsedBefore: true });
    expect(flags(during, true, false, true)).toMatchObject({ active: false, ableToUse: false });
    expect(flags(end, true)).toMatchObject({ expired: true, active: false, ableToUse: false });
    expect(flags(new Date(start.getTime() - 1), true).active).toBe(false);
  });
});
