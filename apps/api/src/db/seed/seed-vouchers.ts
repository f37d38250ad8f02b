import { MARKETS, VOUCHER_FEE_TIERS, majorToMinor, type CountryCode } from '@ajar/domain';
import type { Transaction } from '../client';
import { recordPaidCreditsPurchase } from '../../modules/payment';
import { bookTutorVoucher, claimInTransaction, createGeneralUseVoucher } from '../../modules/voucher';

const DAY = 24 * 60 * 60 * 1000;
const [STARTER, GROWTH] = VOUCHER_FEE_TIERS;

/**
 * A market's demo vouchers: two tutors' public vouchers (a percentage and a fixed amount, their fees
 * paid in credits they bought), Ajar's free general-use voucher and one sold for credits; the market's demo
 * student has claimed the first tutor's voucher, so their vouchers pages are not empty.
 */
export async function seedMarketVouchers(
  tx: Transaction,
  input: {
    readonly country: CountryCode;
    readonly tutorIds: readonly string[];
    readonly studentId: string | undefined;
    readonly now: Date;
  },
): Promise<void> {
  const { country, tutorIds, studentId } = input;
  const at = new Date(input.now.getTime() - 3 * DAY);
  const upper = country.toUpperCase();
  const market = MARKETS[country];
  const [percentTutor, fixedTutor] = [tutorIds[2], tutorIds[3]];
  if (!STARTER || !GROWTH) return;
  const tutorVoucher = async (
    userId: string,
    code: string,
    discount: { percentage?: number; amountMinor?: number },
  ) => {
    await recordPaidCreditsPurchase(tx, {
      userId,
      country,
      credits: GROWTH.sellerCreditsFee,
      at,
      key: `voucher-fee:${userId}`,
    });
    return bookTutorVoucher(tx, {
      userId,
      country,
      code,
      service: 'Booking',
      typeOfDiscount: discount.percentage ? 'Percentage' : 'Fixed',
      discountOfPercentage: discount.percentage ?? null,
      discountAmountMinor: discount.amountMinor ?? null,
      discountCurrency: discount.amountMinor ? market.currency : null,
      totalNumberOfUsed: 40,
      tier: GROWTH,
      numberOfDays: 30,
      byBalance: false,
      now: at,
    });
  };
  const first = percentTutor
    ? await tutorVoucher(percentTutor, `${upper}-FIRST15`, { percentage: 15 })
    : null;
  if (fixedTutor)
    await tutorVoucher(fixedTutor, `${upper}-TRIAL`, {
      amountMinor: majorToMinor(market.suggestionRange.min / 5, market.currency),
    });
  await createGeneralUseVoucher(tx, {
    code: `AJAR-${upper}10`,
    country,
    discount: { typeOfDiscount: 'Percentage', percentage: 10 },
    totalNumberOfUsed: 500,
    buyerCreditsPrice: 0,
    startedAt: at,
    endAt: new Date(at.getTime() + 60 * DAY),
  });
  await createGeneralUseVoucher(tx, {
    code: `AJAR-${upper}-PLUS20`,
    country,
    discount: { typeOfDiscount: 'Percentage', percentage: 20 },
    totalNumberOfUsed: 100,
    buyerCreditsPrice: 25,
    startedAt: at,
    endAt: new Date(at.getTime() + 60 * DAY),
  });
  if (first && studentId) await claimInTransaction(tx, { userId: studentId, country }, first, at);
}
