import type { CountryCode } from '@ajar/domain';
import type { TestApp } from '../../../test/test-app';
import { recordPaidCreditsPurchase } from '../../payment';
import { createGeneralUseVoucher } from '../voucher.service';

export const VOUCHER_FIELDS = `id userId code sellerCreditsFee buyerCreditsPrice service typeOfDiscount
  discountOfPercentage discountAmount discountCurrency totalNumberOfUsed numberOfUsage startedAt endAt expired
  active isClaimed ableToUse isUsedBefore generalUse country currency usedAtCheckout discountGiven
  tutor { userPvid firstName lastName }`;

export const CREATE_VOUCHER = `mutation Create($voucherName: String!, $numberOfDaysId: ID!, $usedFeeId: ID!,
  $typeOfDiscount: VoucherDiscountType!, $discountAmount: Money, $discountCurrency: String,
  $percentageOfPrice: Int, $totalNumberOfUsed: Int!, $payUsingHisBalance: Boolean, $userId: ID) {
  createNewVoucher(voucherName: $voucherName, numberOfDaysId: $numberOfDaysId, usedFeeId: $usedFeeId,
    typeOfDiscount: $typeOfDiscount, discountAmount: $discountAmount, discountCurrency: $discountCurrency,
    percentageOfPrice: $percentageOfPrice, totalNumberOfUsed: $totalNumberOfUsed, serviceId: Booking,
    payUsingHisBalance: $payUsingHisBalance, userId: $userId) {
    success voucher { ${VOUCHER_FIELDS} }
  }
}`;

export const CLAIM_VOUCHER = `mutation Claim($voucherId: ID!) { claimVoucher(voucherId: $voucherId) { ${VOUCHER_FIELDS} } }`;

export interface VoucherFields {
  readonly id: string;
  readonly userId: string | null;
  readonly code: string;
  readonly sellerCreditsFee: number;
  readonly buyerCreditsPrice: number;
  readonly typeOfDiscount: 'Fixed' | 'Percentage';
  readonly discountOfPercentage: number | null;
  readonly discountAmount: number | null;
  readonly totalNumberOfUsed: number;
  readonly numberOfUsage: number;
  readonly expired: boolean;
  readonly active: boolean;
  readonly isClaimed: boolean;
  readonly ableToUse: boolean;
  readonly isUsedBefore: boolean;
  readonly generalUse: boolean;
  readonly usedAtCheckout: number;
  readonly discountGiven: number;
}

/** Credits on a user's account as a paid purchase through the sandbox would put them. */
let purchases = 0;
export async function giveCredits(t: TestApp, userId: string, credits: number, country: CountryCode = 'sg') {
  const key = `${userId}:${(purchases += 1)}`;
  await t.deps.db.transaction((tx) =>
    recordPaidCreditsPurchase(tx, { userId, country, credits, at: t.clock.now(), key }),
  );
}

let codes = 0;
export const uniqueCode = (prefix = 'TEST') => `${prefix}-${process.pid % 1000}-${(codes += 1)}`;

/** A tutor's percentage voucher made through createNewVoucher (its fee paid with credits given first). */
export async function tutorVoucher(
  t: TestApp,
  tutor: { userId: string; token: string },
  options: { percentage?: number; amount?: number; uses?: number; tier?: string; days?: string } = {},
): Promise<VoucherFields> {
  await giveCredits(t, tutor.userId, 200);
  const fixed = options.amount !== undefined;
  const result = await t.gql<{ createNewVoucher: { voucher: VoucherFields } }>(
    CREATE_VOUCHER,
    {
      voucherName: uniqueCode(),
      numberOfDaysId: options.days ?? '30',
      usedFeeId: options.tier ?? 'growth',
      typeOfDiscount: fixed ? 'Fixed' : 'Percentage',
      ...(fixed ? { discountAmount: options.amount } : { percentageOfPrice: options.percentage ?? 20 }),
      totalNumberOfUsed: options.uses ?? 10,
    },
    { token: tutor.token },
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createNewVoucher.voucher;
}

/** Ajar's general-use voucher of a market. */
export async function generalVoucher(
  t: TestApp,
  options: { country?: CountryCode; percentage?: number; uses?: number; buyerCreditsPrice?: number } = {},
) {
  const now = t.clock.now();
  return t.deps.db.transaction((tx) =>
    createGeneralUseVoucher(tx, {
      code: uniqueCode('AJAR'),
      country: options.country ?? 'sg',
      discount: { typeOfDiscount: 'Percentage', percentage: options.percentage ?? 10 },
      totalNumberOfUsed: options.uses ?? 100,
      buyerCreditsPrice: options.buyerCreditsPrice ?? 0,
      startedAt: now,
      endAt: new Date(now.getTime() + 30 * 86_400_000),
    }),
  );
}

export function claim(t: TestApp, token: string, voucherId: string) {
  return t.gql<{ claimVoucher: VoucherFields }>(CLAIM_VOUCHER, { voucherId }, { token });
}
