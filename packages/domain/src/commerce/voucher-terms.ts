import { CREDIT_PRICE_MINOR } from './credits';
import type { CurrencyCode } from '../markets';

/*
 * The terms a tutor picks when creating a voucher (the spec names the ids, createNewVoucher's
 * numberOfDaysId and usedFeeId, and leaves the lists unstated): how long it runs, and a fee tier that
 * bounds how many students may claim it. The fee is paid in credits, or with balance at the credits' price.
 */

/** numberOfDaysId: how long a voucher runs from its creation. */
export const VOUCHER_VALIDITY_OPTIONS = [
  { id: '7', numberOfDays: 7 },
  { id: '14', numberOfDays: 14 },
  { id: '30', numberOfDays: 30 },
  { id: '60', numberOfDays: 60 },
  { id: '90', numberOfDays: 90 },
] as const;

/** usedFeeId: a tier of claims (up to maxUses) and its creation fee in credits. */
export const VOUCHER_FEE_TIERS = [
  { id: 'starter', maxUses: 10, sellerCreditsFee: 20 },
  { id: 'growth', maxUses: 50, sellerCreditsFee: 60 },
  { id: 'campaign', maxUses: 200, sellerCreditsFee: 150 },
] as const;

export type VoucherValidityOption = (typeof VOUCHER_VALIDITY_OPTIONS)[number];
export type VoucherFeeTier = (typeof VOUCHER_FEE_TIERS)[number];

export function voucherValidityOf(id: unknown): VoucherValidityOption | null {
  return VOUCHER_VALIDITY_OPTIONS.find((option) => option.id === id) ?? null;
}

export function voucherFeeTierOf(id: unknown): VoucherFeeTier | null {
  return VOUCHER_FEE_TIERS.find((tier) => tier.id === id) ?? null;
}

/** The fee of a tier paid with balance: its credits at the credit price of the tutor's currency. */
export function voucherFeeBalanceMinor(tier: VoucherFeeTier, currency: CurrencyCode): number {
  return tier.sellerCreditsFee * CREDIT_PRICE_MINOR[currency];
}

/** A voucher code (the tutor's voucherName): 4 to 20 letters, digits or dashes, stored upper case. */
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,18}[A-Z0-9]$/;

export function normalizeVoucherCode(name: string): string {
  return name.trim().toUpperCase();
}

export function isVoucherCode(code: string): boolean {
  return VOUCHER_CODE_PATTERN.test(code);
}

/** The spec's Voucher status flags (section 4), computed at `now` for one viewer, never stored. */
export interface VoucherStatusInput {
  readonly startedAt: Date;
  readonly endAt: Date;
  readonly deleted: boolean;
  /** The viewer holds a claim. */
  readonly claimed: boolean;
  /** The viewer's claim is on a booking that was not cancelled or rejected. */
  readonly claimUsed: boolean;
}

export interface VoucherStatusFlags {
  readonly expired: boolean;
  readonly active: boolean;
  readonly isClaimed: boolean;
  readonly ableToUse: boolean;
  readonly isUsedBefore: boolean;
}

export function voucherStatus(input: VoucherStatusInput, now: Date): VoucherStatusFlags {
  const expired = now.getTime() >= input.endAt.getTime();
  const active = !expired && !input.deleted && now.getTime() >= input.startedAt.getTime();
  return {
    expired,
    active,
    isClaimed: input.claimed,
    isUsedBefore: input.claimUsed,
    ableToUse: active && input.claimed && !input.claimUsed,
  };
}
