import {
  amountStillDueMinor,
  balanceSplit,
  lessonTime,
  nextBookingStatus,
  userAccount,
  type TransitionRefusal,
  type BookingAction,
  type BookingActor,
  type NotificationCode,
} from '@ajar/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { balanceOf } from '../ledger';
import { lastNotifiedAt, notify } from '../notification';
import { earnAndPayOut, refundToBalance, settlePaid, takeFromBalance } from './booking-money';
import { bookingView } from './booking.service';
import { viewerRoleIn, type BookingView } from './booking.shapes';
import { bookings, type BookingRow } from './booking.tables';
import { findBookingWithParties, lockBooking } from './booking.queries';

/** Who hears of a change, once its transaction committed. */
interface Announcement {
  readonly to: 'student' | 'tutor';
  readonly code: NotificationCode;
}

interface Step {
  /** Who may take it, checked against the state machine with the booking locked. */
  readonly action: BookingAction;
  readonly announce?: Announcement;
  readonly apply: (tx: Transaction, booking: BookingRow, now: Date) => Promise<void>;
}

const notFound = (): DomainError => new DomainError('NOT_FOUND', 'notFound');

function refusal(reason: TransitionRefusal): DomainError {
  switch (reason) {
    case 'wrongActor':
      return new DomainError('FORBIDDEN', 'forbidden');
    case 'alreadyTransferred':
      return new DomainError('CONFLICT', 'bookingAlreadyTransferred');
    case 'lessonNotOver':
      return new DomainError('CONFLICT', 'bookingLessonNotOver');
    case 'lessonStarted':
      return new DomainError('CONFLICT', 'bookingLessonStarted');
    case 'wrongStatus':
      return new DomainError('CONFLICT', 'bookingActionNotAllowed');
  }
}

/**
 * One state change of a booking, all or nothing: lock the row, check the state machine for this viewer,
 * apply the change with its money movements in the same database transaction, then tell the other party.
 * A payment that completes is the system's action, taken for the student (book using balance).
 */
async function takeStep(deps: Deps, viewer: Viewer, bookingId: string, step: Step): Promise<BookingView> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    const role = booking ? viewerRoleIn(booking, viewer.userId) : null;
    if (!booking || !role) throw notFound();
    const actor: BookingActor = step.action === 'pay' && role === 'student' ? 'system' : role;
    const next = nextBookingStatus({
      status: booking.status,
      actor,
      action: step.action,
      lesson: lessonTime(booking.startTime, booking.endTime, now),
      tutorWithdrewMoney: booking.isTutorWithdrawMoney,
    });
    if (!next.ok) throw refusal(next.reason);
    await step.apply(tx, booking, now);
  });
  if (step.announce) await announce(deps, bookingId, step.announce);
  return bookingView(deps, bookingId, viewer.userId);
}

/** Tells one party of the booking, naming the other; at most once per code and booking. */
async function announce(deps: Deps, bookingId: string, { to, code }: Announcement): Promise<void> {
  const row = await findBookingWithParties(deps.db, bookingId);
  if (!row) return;
  const [recipient, other] = to === 'tutor' ? [row.tutor, row.student] : [row.student, row.tutor];
  if (await lastNotifiedAt(deps.db, recipient.userId, code, bookingId)) return;
  await notify(deps, {
    userId: recipient.userId,
    code,
    entityId: bookingId,
    remarks: `${other.firstName} ${other.lastName}`,
  });
}

const setStatus =
  (status: BookingRow['status']) => async (tx: Transaction, booking: BookingRow, now: Date) => {
    await tx.update(bookings).set({ status, updatedAt: now }).where(eq(bookings.id, booking.id));
  };

/** Reject, cancel, cancel before payment: what was paid returns to the balance; open checkouts close. */
const endWithRefund =
  (deps: Deps, status: 'REJECTED' | 'CANCELLED') =>
  async (tx: Transaction, booking: BookingRow, now: Date) => {
    await refundToBalance(tx, booking);
    await deps.bookingSettlement.cancelPendingPayments(tx, booking.id, now);
    await setStatus(status)(tx, booking, now);
  };

export const acceptBooking = (deps: Deps, viewer: Viewer, bookingId: string) =>
  takeStep(deps, viewer, bookingId, {
    action: 'accept',
    announce: { to: 'student', code: 'BOOKING_ACCEPTED' },
    apply: setStatus('ACCEPTED'),
  });

export const rejectBooking = (deps: Deps, viewer: Viewer, bookingId: string) =>
  takeStep(deps, viewer, bookingId, {
    action: 'reject',
    announce: { to: 'student', code: 'BOOKING_REJECTED' },
    apply: endWithRefund(deps, 'REJECTED'),
  });

export const cancelBooking = (deps: Deps, viewer: Viewer, bookingId: string) =>
  takeStep(deps, viewer, bookingId, {
    action: 'cancel',
    announce: { to: 'tutor', code: 'BOOKING_CANCELLED' },
    apply: endWithRefund(deps, 'CANCELLED'),
  });

export const cancelBookingBeforePaid = (deps: Deps, viewer: Viewer, bookingId: string) =>
  takeStep(deps, viewer, bookingId, { action: 'cancelBeforePaid', apply: endWithRefund(deps, 'CANCELLED') });

export const bookingDone = (deps: Deps, viewer: Viewer, bookingId: string) =>
  takeStep(deps, viewer, bookingId, {
    action: 'done',
    announce: { to: 'student', code: 'BOOKING_DONE' },
    apply: setStatus('DONE'),
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
