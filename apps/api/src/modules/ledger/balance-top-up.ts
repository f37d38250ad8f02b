import { MARKETS, systemAccount, userAccount, type CountryCode } from '@ajar/domain';
import type { Executor } from '../../db/client';
import { postTransaction } from './ledger.service';

/**
 * Money on a user's balance as if they had topped it up through the provider (the demo seed and test
 * factories; real top-ups are payments). Its own ledger transaction, keyed by `key` so it happens once.
 */
export async function creditBalance(
  executor: Executor,
  userId: string,
  country: CountryCode,
  amountMinor: number,
  key: string,
): Promise<void> {
  const currency = MARKETS[country].currency;
  await executor.transaction((tx) =>
    postTransaction(tx, {
      kind: 'BALANCE_TOP_UP',
      idempotencyKey: key,
      reference: { type: 'user', id: userId },
      entries: [
        { account: systemAccount('PAYMENT_CLEARING', currency), amountMinor: -amountMinor },
        { account: userAccount('STUDENT_BALANCE', userId, currency), amountMinor },
      ],
    }),
  );
}
