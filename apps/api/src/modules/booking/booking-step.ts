import {
  lessonTime,
  nextBookingStatus,
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
import { notifyUnlessRecent } from '../notification';
import { refundToBalance } from './booking-money';
import { moneyStateOf } from './booking-policy-view';
import { bookingView } from './booking.service';
import { viewerRoleIn, type BookingView } from './booking.shapes';
import { bookings, type BookingRow } from './booking.tables';
import { findBookingWithParties, lockBooking } from './booking.queries';

/** Who hears of a change, once its transaction committed. */
export interface Announcement {
  readonly to: 'student' | 'tutor';
  readonly code: NotificationCode;
}

export interface Step {
  /** Who may take it, checked against the state machine with the booking locked. */
  readonly action: BookingAction;
  readonly announce?: Announcement;
  readonly apply: (tx: Transaction, booking: BookingRow, now: Date) => Promise<void>;
}

export const notFound = (): DomainError => new DomainError('NOT_FOUND', 'notFound');

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
    case 'notCompleted':
      return new DomainError('CONFLICT', 'bookingNotCompleted');
    case 'disputeOpen':
      return new DomainError('CONFLICT', 'bookingDisputeOpen');
    case 'nothingToTransfer':
      return new DomainError('CONFLICT', 'bookingNothingToTransfer');
  }
}

/**
 * One state change of a booking, all or nothing: lock the row, check the state machine for this viewer,
 * apply the change with its money movements in the same database transaction, then tell the other party.
 * A payment that completes is the system's action, taken for the student (book using balance).
 */
export async function takeStep(
  deps: Deps,
  viewer: Viewer,
  bookingId: string,
  step: Step,
): Promise<BookingView> {
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
      ...moneyStateOf(booking),
    });
    if (!next.ok) throw refusal(next.reason);
    await step.apply(tx, booking, now);
  });
  if (step.announce) await announce(deps, bookingId, step.announce);
  return bookingView(deps, bookingId, viewer.userId);
}

/** Tells one party of the booking, naming the other; at most once per code and booking. */
export async function announce(deps: Deps, bookingId: string, { to, code }: Announcement): Promise<void> {
  const row = await findBookingWithParties(deps.db, bookingId);
  if (!row) return;
  const [recipient, other] = to === 'tutor' ? [row.tutor, row.student] : [row.student, row.tutor];
  await notifyUnlessRecent(
    deps,
    { userId: recipient.userId, code, entityId: bookingId, remarks: `${other.firstName} ${other.lastName}` },
    (last) => last === null,
  );
}

export const setStatus =
  (status: BookingRow['status'], more: Partial<typeof bookings.$inferInsert> = {}) =>
  async (tx: Transaction, booking: BookingRow, now: Date) => {
    await tx
      .update(bookings)
      .set({ status, updatedAt: now, ...more })
      .where(eq(bookings.id, booking.id));
  };

/** Reject, cancel, cancel before payment: what was paid returns to the balance; open checkouts close. */
export const endWithRefund =
  (deps: Deps, status: 'REJECTED' | 'CANCELLED', cancelledBy: BookingRow['cancelledBy'] = null) =>
  async (tx: Transaction, booking: BookingRow, now: Date) => {
    await refundToBalance(tx, booking);
    await deps.bookingSettlement.cancelPendingPayments(tx, booking.id, now);
    await setStatus(status, { cancelledBy })(tx, booking, now);
  };
