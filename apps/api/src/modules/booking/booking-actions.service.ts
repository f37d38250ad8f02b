import {
  amountStillDueMinor,
  balanceSplit,
  cancellationSplit,
  completesAt,
  lessonReviewPromptAt,
  userAccount,
} from '@ajar/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { openClassroom } from '../classroom';
import { enqueueJob } from '../jobs';
import { balanceOf } from '../ledger';
import {
  earnAndPayOut,
  refundPartOfLesson,
  settlePaid,
  takeFromBalance,
  tutorEarningOf,
} from './booking-money';
import { BOOKING_JOBS } from './booking-job-kinds';
import { announce, endWithRefund, notFound, setStatus, takeStep } from './booking-step';
import { bookingView } from './booking.service';
import type { BookingView } from './booking.shapes';
import { bookings, type BookingRow } from './booking.tables';
import { findBookingWithParties } from './booking.queries';

/** Accepting opens the lesson's classroom (its address is the booking's classUrl) and dates the review prompt. */
export const acceptBooking = (deps: Deps, viewer: Viewer, bookingId: string) =>
  takeStep(deps, viewer, bookingId, {
    action: 'accept',
    announce: { to: 'student', code: 'BOOKING_ACCEPTED' },
    apply: async (tx, booking, now) => {
      const classUrl = await openClassroom(tx, {
        kind: 'BOOKING',
        refId: booking.id,
        country: booking.country,
      });
      await setStatus('ACCEPTED', { classUrl })(tx, booking, now);
      await enqueueJob(tx, {
        kind: BOOKING_JOBS.reviewPrompt,
        key: booking.id,
        runAt: lessonReviewPromptAt(booking.endTime),
      });
    },
  });

export const rejectBooking = (deps: Deps, viewer: Viewer, bookingId: string) =>
  takeStep(deps, viewer, bookingId, {
    action: 'reject',
    announce: { to: 'student', code: 'BOOKING_REJECTED' },
    apply: endWithRefund(deps, 'REJECTED'),
  });

/**
 * A student's cancel of a paid lesson: free until FREE_CANCELLATION_HOURS before the start, a full
 * refund; later the tutor keeps LATE_CANCEL_TUTOR_PERCENT, transferable at once, and the rest is refunded.
 */
const studentCancel = (deps: Deps, viewer: Viewer, bookingId: string) =>
  takeStep(deps, viewer, bookingId, {
    action: 'cancel',
    announce: { to: 'tutor', code: 'BOOKING_CANCELLED' },
    apply: async (tx: Transaction, booking: BookingRow, now: Date) => {
      const split = cancellationSplit({
        paidMinor: tutorEarningOf(booking),
        country: booking.country,
        by: 'student',
        start: booking.startTime,
        now,
      });
      if (split.free) return endWithRefund(deps, 'CANCELLED', 'student')(tx, booking, now);
      await refundPartOfLesson(tx, booking, split.refundMinor, 'LATE_CANCEL_REFUND');
      await deps.bookingSettlement.cancelPendingPayments(tx, booking.id, now);
      await setStatus('CANCELLED', { cancelledBy: 'student', completedAt: now })(tx, booking, now);
    },
  });

/** The tutor's cancel of a paid lesson: everything back to the student, and it counts against the tutor. */
const tutorCancel = (deps: Deps, viewer: Viewer, bookingId: string) =>
  takeStep(deps, viewer, bookingId, {
    action: 'tutorCancel',
    announce: { to: 'student', code: 'BOOKING_CANCELLED_BY_TUTOR' },
    apply: endWithRefund(deps, 'CANCELLED', 'tutor'),
  });

/** cancelBooking(bookingId): the student's cancel, or the tutor's when the tutor asks. */
export async function cancelBooking(deps: Deps, viewer: Viewer, bookingId: string): Promise<BookingView> {
  const row = await findBookingWithParties(deps.db, bookingId);
  if (!row) throw notFound();
  return row.booking.tutorId === viewer.userId
    ? tutorCancel(deps, viewer, bookingId)
    : studentCancel(deps, viewer, bookingId);
}

export const cancelBookingBeforePaid = (deps: Deps, viewer: Viewer, bookingId: string) =>
  takeStep(deps, viewer, bookingId, {
    action: 'cancelBeforePaid',
    apply: endWithRefund(deps, 'CANCELLED', 'student'),
  });

export const bookingDone = (deps: Deps, viewer: Viewer, bookingId: string) =>
  takeStep(deps, viewer, bookingId, {
    action: 'done',
    announce: { to: 'student', code: 'BOOKING_DONE' },
    apply: async (tx, booking, now) => {
      await setStatus('DONE', { doneAt: now })(tx, booking, now);
      await enqueueJob(tx, { kind: BOOKING_JOBS.complete, key: booking.id, runAt: completesAt(now) });
    },
  });

/** tutorTransfareBookingMoneyToHisAccount: a done booking's price to the tutor's bank account, once. */
export const transferBookingMoney = (deps: Deps, viewer: Viewer, bookingId: string) =>
  takeStep(deps, viewer, bookingId, {
    action: 'transfer',
    apply: async (tx, booking, now) => {
      const account = await deps.bookingSettlement.payoutAccountOf(tx, booking.tutorId, booking.currency);
      if (!account) throw new DomainError('CONFLICT', 'bankAccountRequired');
      const amount = await earnAndPayOut(tx, booking);
      if (amount > 0)
        await deps.bookingSettlement.insertPayout(tx, {
          userId: booking.tutorId,
          bankAccountId: account.id,
          bookingId: booking.id,
          amountMinor: amount,
          currency: booking.currency,
          createdAt: now,
        });
      await tx
        .update(bookings)
        .set({ isTutorWithdrawMoney: true, updatedAt: now })
        .where(eq(bookings.id, booking.id));
    },
  });

/** Balance may pay a booking only while no checkout for it is open with the provider. */
async function assertNoCheckoutOpen(deps: Deps, tx: Transaction, booking: BookingRow): Promise<void> {
  if (await deps.bookingSettlement.hasPendingPayment(tx, booking.id))
    throw new DomainError('CONFLICT', 'bookingActionNotAllowed');
}

/** "Book using balance": the rest of what is due comes from the balance and the booking is paid. */
export const payBookingWithBalance = (deps: Deps, viewer: Viewer, bookingId: string) =>
  takeStep(deps, viewer, bookingId, {
    action: 'pay',
    announce: { to: 'tutor', code: 'BOOKING_PAID' },
    apply: async (tx, booking, now) => {
      await assertNoCheckoutOpen(deps, tx, booking);
      await takeFromBalance(tx, booking, amountStillDueMinor(booking));
      await settlePaid(tx, booking, now);
    },
  });

/**
 * paidPartOfBookingPriceUseUserBalance: what the balance can pay of the rest goes in now; the remainder
 * is paid at checkout. A balance that covers it all pays the booking.
 */
export async function payPartWithBalance(
  deps: Deps,
  viewer: Viewer,
  bookingId: string,
): Promise<BookingView> {
  let paidInFull = false;
  const view = await takeStep(deps, viewer, bookingId, {
    action: 'pay',
    apply: async (tx, booking, now) => {
      await assertNoCheckoutOpen(deps, tx, booking);
      const rest = amountStillDueMinor(booking);
      const balance = await balanceOf(
        tx,
        userAccount('STUDENT_BALANCE', booking.studentId, booking.currency),
      );
      const part = balanceSplit(rest, balance).fromBalance;
      if (part <= 0) throw new DomainError('CONFLICT', 'insufficientBalance');
      await takeFromBalance(tx, booking, part);
      if (part === rest) {
        await settlePaid(tx, booking, now);
        paidInFull = true;
      }
    },
  });
  if (paidInFull) await announce(deps, bookingId, { to: 'tutor', code: 'BOOKING_PAID' });
  return paidInFull ? bookingView(deps, bookingId, viewer.userId) : view;
}

/** A payment through the provider paid the booking: the tutor hears of it (once). */
export const announceBookingPaid = (deps: Deps, bookingId: string): Promise<void> =>
  announce(deps, bookingId, { to: 'tutor', code: 'BOOKING_PAID' });

/** sendNotificationSuccessBooking: the tutor hears of a paid booking (once; a paid booking tells them itself). */
export async function notifyBookingSuccess(deps: Deps, viewer: Viewer, bookingId: string): Promise<void> {
  const row = await findBookingWithParties(deps.db, bookingId);
  if (!row || row.booking.studentId !== viewer.userId) throw notFound();
  if (!row.booking.paidAt) throw new DomainError('CONFLICT', 'bookingActionNotAllowed');
  await announce(deps, bookingId, { to: 'tutor', code: 'BOOKING_PAID' });
}
