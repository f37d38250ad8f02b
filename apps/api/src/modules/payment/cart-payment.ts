import { balanceSplit, userAccount, type CurrencyCode } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { users } from '../account';
import { cartOf, payCartFromBalance } from '../cart';
import { balanceOf } from '../ledger';
import type { PaymentRow } from './payment.tables';

/**
 * What the provider is asked for a cart (service CART): its total with the voucher, less the viewer's balance
 * when it pays first (useBalance).
 */
export async function cartDue(
  deps: Deps,
  executor: Executor,
  viewer: Viewer,
  voucherId: string | null,
  useBalance: boolean,
): Promise<{ amount: number; currency: CurrencyCode; discount: number; voucherId: string | null }> {
  const cart = await cartOf(deps, viewer, voucherId, executor);
  if (cart.count === 0) throw new DomainError('CONFLICT', 'cartEmpty');
  const balance = useBalance
    ? await balanceOf(executor, userAccount('STUDENT_BALANCE', viewer.userId, cart.currency))
    : 0;
  return {
    amount: balanceSplit(cart.totalPrice, balance).fromPaymentMethods,
    currency: cart.currency,
    discount: cart.totalDiscountAmount,
    voucherId: cart.voucher?.id ?? null,
  };
}

/**
 * An approved cart payment: its money went to the payer's balance; now the cart is paid from there, all or
 * nothing, in a savepoint. When the cart changed meanwhile (a booking cancelled, the voucher used elsewhere,
 * the balance spent, a class filled up), the money simply stays in the balance. Returns the bookings paid and
 * the classes a seat was taken in.
 */
export async function settleCartPayment(
  deps: Deps,
  tx: Transaction,
  payment: PaymentRow,
  now: Date,
): Promise<{ readonly bookingIds: readonly string[]; readonly classIds: readonly string[] }> {
  const nothing = { bookingIds: [], classIds: [] };
  const [payer] = await tx
    .select({ country: users.country })
    .from(users)
    .where(eq(users.id, payment.userId))
    .limit(1);
  if (!payer) return nothing;
  try {
    const result = await tx.transaction((savepoint) =>
      payCartFromBalance(
        deps,
        savepoint,
        { userId: payment.userId, country: payer.country },
        payment.voucherId,
        now,
        payment.amountMinor,
      ),
    );
    return { bookingIds: result.bookingIds, classIds: result.classIds };
  } catch (error) {
    if (error instanceof DomainError) return nothing;
    throw error;
  }
}
