import { amountStillDueMinor } from '@ajar/domain';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../deps';
import type { PaymentOutcome } from '../../infra/payments/payment-provider';
import { announceBookingPaid, lockBooking, recordCardPart, settlePaid } from '../booking';
import { postCreditsPurchase } from '../credits';
import { announceDisputeEscalated, escalateDisputeWithPaidFee } from '../dispute';
import { announceEnrolment, classStudentOf, enrolFromBalance } from '../classes';
import { DomainError } from '../../kernel/domain-error';
import { settleCartPayment } from './cart-payment';
import { paymentIntoBalance, paymentIntoEscrow } from './payment-money';
import { paymentCallbackEvents, payments, type PaymentRow } from './payment.tables';
import { outcomeOfStripeEvent } from './stripe-webhook';

export type SettlementResult = 'paid' | 'failed' | 'unchanged' | 'unknown' | 'replayed';

/**
 * The provider's verdict on a checkout, applied once: the first verdict for a PENDING payment decides it;
 * a later one (another event about the same checkout) changes nothing. An approved booking payment settles
 * the booking when it still waits for exactly this money; otherwise (cancelled meanwhile) the money goes to
 * the payer's balance. Each event is recorded in the same transaction as its effect, so an event seen
 * before ('replayed': a provider's retry, or a captured callback sent again) changes nothing, and a crash
 * cannot record an event without applying it. An event about no payment we know is not recorded.
 */
export async function settlePayment(
  deps: Deps,
  provider: string,
  outcome: PaymentOutcome,
  eventId: string,
): Promise<SettlementResult> {
  const now = deps.clock.now();
  let paidBookingIds: readonly string[] = [];
  let cartClassIds: readonly string[] = [];
  let payerId = '';
  let escalatedDisputeId: string | null = null;
  let enrolled: { classId: string; userId: string } | null = null;
  const result = await deps.db.transaction(async (tx): Promise<SettlementResult> => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerReference, outcome.reference)))
      .for('update')
      .limit(1);
    if (!payment) return 'unknown';
    const [recorded] = await tx
      .insert(paymentCallbackEvents)
      .values({ provider, eventId, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: paymentCallbackEvents.eventId });
    if (!recorded) return 'replayed';
    const late = payment.status === 'CANCELLED' && outcome.approved;
    if (payment.status !== 'PENDING' && !late) return 'unchanged';
    if (!outcome.approved) {
      await tx
        .update(payments)
        .set({
          status: 'FAILED',
          failureReason: outcome.reason,
          paymentMethod: outcome.method,
          updatedAt: now,
        })
        .where(eq(payments.id, payment.id));
      return 'failed';
    }
    if (payment.service === 'DISPUTE') escalatedDisputeId = await escalateWithPayment(tx, payment, now);
    else if (payment.service === 'CLASS') {
      const classId = await enrolWithPayment(tx, payment, now);
      enrolled = classId ? { classId, userId: payment.userId } : null;
    } else {
      const paid = await moveApprovedMoney(deps, tx, payment, now);
      paidBookingIds = paid.bookingIds;
      cartClassIds = paid.classIds;
      payerId = payment.userId;
    }
    await tx
      .update(payments)
      .set({ status: 'PAID', paymentMethod: outcome.method, updatedAt: now })
      .where(eq(payments.id, payment.id));
    return 'paid';
  });
  for (const bookingId of paidBookingIds) await announceBookingPaid(deps, bookingId);
  if (escalatedDisputeId) await announceDisputeEscalated(deps, escalatedDisputeId);
  const seat = enrolled as { classId: string; userId: string } | null;
  if (seat) await announceEnrolment(deps, seat.classId, seat.userId);
  for (const classId of cartClassIds) await announceEnrolment(deps, classId, payerId);
  return result;
}

/**
 * A verified Stripe event, settled like every provider's verdict; 'ignored' for an event that decides nothing
 * (another type, a completion not yet paid). The reference is the Checkout Session the event is about.
 */
export async function settleStripeEvent(
  deps: Deps,
  event: Stripe.Event,
): Promise<{ readonly result: SettlementResult | 'ignored'; readonly reference: string | null }> {
  const outcome = outcomeOfStripeEvent(event);
  if (!outcome) return { result: 'ignored', reference: null };
  return { result: await settlePayment(deps, 'stripe', outcome, event.id), reference: outcome.reference };
}

/**
 * An escalation fee paid through the provider: the money reaches the payer's balance, and the fee is taken from
 * there in a savepoint, all or nothing. When the dispute can no longer be escalated (settled, escalated by the
 * other party meanwhile), the money stays in the balance. Returns the dispute escalated.
 */
async function escalateWithPayment(tx: Transaction, payment: PaymentRow, now: Date): Promise<string | null> {
  await paymentIntoBalance(tx, payment);
  const disputeId = payment.disputeId;
  if (!disputeId) return null;
  try {
    await tx.transaction((savepoint) =>
      escalateDisputeWithPaidFee(savepoint, { disputeId, payerId: payment.userId, now }),
    );
    return disputeId;
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

/**
 * A seat paid through the provider: the money reaches the payer's balance, and the seat is taken
 * and paid from there in a savepoint, all or nothing. When the class filled up or closed meanwhile, the money
 * stays in the balance. Returns the class enrolled in.
 */
async function enrolWithPayment(tx: Transaction, payment: PaymentRow, now: Date): Promise<string | null> {
  await paymentIntoBalance(tx, payment);
  const classId = payment.classId;
  if (!classId) return null;
  try {
    await tx.transaction(async (savepoint) =>
      enrolFromBalance(savepoint, await classStudentOf(savepoint, payment.userId), classId, now),
    );
    return classId;
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

/** Returns the bookings this payment paid, and the classes a cart payment took a seat in. */
async function moveApprovedMoney(
  deps: Deps,
  tx: Transaction,
  payment: PaymentRow,
  now: Date,
): Promise<{ readonly bookingIds: readonly string[]; readonly classIds: readonly string[] }> {
  const only = (bookingIds: readonly string[]) => ({ bookingIds, classIds: [] });
  if (payment.service === 'CREDITS' && payment.credits !== null) {
    const { id: paymentId, userId, credits, amountMinor, feeMinor, currency } = payment;
    await postCreditsPurchase(tx, { paymentId, userId, credits, amountMinor, feeMinor, currency }, now);
    return only([]);
  }
  if (payment.service === 'CART') {
    await paymentIntoBalance(tx, payment);
    return settleCartPayment(deps, tx, payment, now);
  }
  const booking = payment.bookingId ? await lockBooking(tx, payment.bookingId) : undefined;
  const stillWaiting = booking?.status === 'PENDING' && amountStillDueMinor(booking) === payment.amountMinor;
  if (!booking || !stillWaiting) {
    await paymentIntoBalance(tx, payment);
    return only([]);
  }
  await paymentIntoEscrow(tx, payment);
  await recordCardPart(tx, booking, payment.amountMinor);
  await settlePaid(tx, booking, now);
  return only([booking.id]);
}
