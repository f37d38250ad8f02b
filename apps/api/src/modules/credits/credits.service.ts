import {
  AJAR_CREDITS,
  countryOfCurrency,
  DEFAULT_COUNTRY,
  creditPriceOf,
  majorText,
  systemAccount,
  userAccount,
  type CountryCode,
  type CreditPrice,
} from '@ajar/domain';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { balanceOf, postTransactions } from '../ledger';
import { historyOf, insertHistoryLine } from './credits.queries';
import type { CreditHistoryView, CreditsPurchase, CreditsSpending, CreditsView } from './credits.shapes';

/** getUserCreditsHistory answers at most this many lines, newest first. */
export const CREDIT_HISTORY_MAX = 100;

const creditsAccount = (userId: string) => userAccount('USER_CREDITS', userId, AJAR_CREDITS);

/** getUserCredits: the credits the viewer holds (the ledger's USER_CREDITS balance). */
export async function creditsOf(deps: Deps, viewer: Viewer): Promise<CreditsView> {
  return { credits: await balanceOf(deps.db, creditsAccount(viewer.userId)) };
}

/** getUserCreditsHistory: the viewer's credit movements, newest first. */
export function creditsHistoryOf(deps: Deps, viewer: Viewer): Promise<CreditHistoryView[]> {
  return historyOf(deps.db, viewer.userId, CREDIT_HISTORY_MAX);
}

/**
 * getAjarCreditsPriceByCurreny: what credits cost in `currency` (a market's currency), else in the viewer's
 * market, else in the default market's.
 */
export function creditPriceIn(currency: string | null, viewerCountry: CountryCode | null): CreditPrice {
  if (currency === null) return creditPriceOf(viewerCountry ?? DEFAULT_COUNTRY);
  const country = countryOfCurrency(currency);
  if (!country) throw new DomainError('BAD_USER_INPUT', 'notFound', { currency: 'notFound' });
  return creditPriceOf(country);
}

/**
 * A credits purchase the provider approved, inside the settlement's database transaction: the money
 * (amount to CREDIT_SALES, fee to PLATFORM_FEES, from PAYMENT_CLEARING) and the credits (from
 * CREDITS_ISSUED to the buyer), posted together, and the buyer's history line. Posting it again (a replayed
 * settlement) writes nothing.
 */
export async function postCreditsPurchase(
  tx: Transaction,
  purchase: CreditsPurchase,
  now: Date,
): Promise<void> {
  const { paymentId, userId, credits, amountMinor, feeMinor, currency } = purchase;
  const reference = { type: 'payment', id: paymentId };
  const [, issued] = await postTransactions(tx, [
    {
      kind: 'CREDITS_SALE',
      idempotencyKey: `payment:${paymentId}:approved`,
      reference,
      entries: [
        { account: systemAccount('PAYMENT_CLEARING', currency), amountMinor: -(amountMinor + feeMinor) },
        { account: systemAccount('CREDIT_SALES', currency), amountMinor },
        ...(feeMinor > 0
          ? [{ account: systemAccount('PLATFORM_FEES', currency), amountMinor: feeMinor }]
          : []),
      ],
    },
    {
      kind: 'CREDITS_ISSUE',
      idempotencyKey: `payment:${paymentId}:credits`,
      reference,
      entries: [
        { account: systemAccount('CREDITS_ISSUED', AJAR_CREDITS), amountMinor: -credits },
        { account: creditsAccount(userId), amountMinor: credits },
      ],
    },
  ]);
  if (!issued || issued.replayed) return;
  await insertHistoryLine(tx, {
    userId,
    ledgerTransactionId: issued.id,
    amount: credits,
    type: 'PURCHASE',
    reason: 'Credits bought',
    description: `${currency} ${majorText(amountMinor + feeMinor, currency)}`,
    createdAt: now,
  });
}

/**
 * Credits spent (a boost, a voucher fee or claim), inside the caller's database transaction: the spender's
 * credits to CREDITS_SPENT, and their history line. Refuses with notEnoughCredits when they hold too few,
 * which the ledger decides with the account locked, so concurrent spends never take it below 0.
 */
export async function spendCredits(tx: Transaction, spending: CreditsSpending): Promise<void> {
  const { userId, credits, key, reference, type, reason, description, now } = spending;
  let posted;
  try {
    [posted] = await postTransactions(tx, [
      {
        kind: 'CREDITS_SPEND',
        idempotencyKey: key,
        reference,
        entries: [
          { account: creditsAccount(userId), amountMinor: -credits },
          { account: systemAccount('CREDITS_SPENT', AJAR_CREDITS), amountMinor: credits },
        ],
      },
    ]);
  } catch (error) {
    if (error instanceof DomainError && error.messageKey === 'insufficientBalance')
      throw new DomainError('CONFLICT', 'notEnoughCredits');
    throw error;
  }
  if (!posted || posted.replayed) return;
  await insertHistoryLine(tx, {
    userId,
    ledgerTransactionId: posted.id,
    amount: -credits,
    type,
    reason,
    description,
    createdAt: now,
  });
}
