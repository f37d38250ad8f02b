import { MARKETS, creditsPriceMinor, transactionFeeMinor, type CountryCode } from '@ajar/domain';
import type { Transaction } from '../../db/client';
import { postCreditsPurchase } from '../credits';
import { payments } from './payment.tables';

/**
 * Credits a user bought through the provider, recorded as done (the demo seed: a tutor who bought credits
 * before). The same rows and ledger movements as a real purchase the sandbox approved, keyed by the user (or
 * the key given) so it happens once.
 */
export async function recordPaidCreditsPurchase(
  tx: Transaction,
  purchase: { userId: string; country: CountryCode; credits: number; at: Date; key?: string },
): Promise<void> {
  const { userId, country, credits, at } = purchase;
  const key = purchase.key ?? userId;
  const currency = MARKETS[country].currency;
  const amountMinor = creditsPriceMinor(credits, currency);
  const feeMinor = transactionFeeMinor(amountMinor, currency);
  const [payment] = await tx
    .insert(payments)
    .values({
      userId,
      service: 'CREDITS',
      credits,
      amountMinor,
      feeMinor,
      currency,
      status: 'PAID',
      provider: 'sandbox',
      paymentMethod: 'card',
      providerReference: `seed-credits-${key}`,
      idempotencyKey: `seed-credits:${key}`,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  if (!payment) return;
  await postCreditsPurchase(
    tx,
    { paymentId: payment.id, userId, credits, amountMinor, feeMinor, currency },
    at,
  );
}
