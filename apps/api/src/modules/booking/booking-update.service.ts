import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import {
  acceptBooking,
  bookingDone,
  cancelBooking,
  cancelBookingBeforePaid,
  payBookingWithBalance,
  rejectBooking,
} from './booking-actions.service';
import { applyVoucherCode } from './booking-voucher.service';
import { confirmProviderPayment } from './booking-payment-confirmation';
import { enqueueJob } from '../jobs';
import { BOOKING_JOBS } from './booking-job-kinds';
import { moveBooking } from './booking-writes';
import { lockBooking } from './booking.queries';
import { bookingView, checkLessonTime } from './booking.service';
import type { BookingView, UpdateBookingInput } from './booking.shapes';

/**
 * updateBooking: a status names an action (ACCEPTED accept, REJECTED reject, CANCELLED cancel, DONE done,
 * PAID book using balance, or with paymentId a provider payment's confirmation); times, place and notes
 * change a booking its student has not paid yet; a voucher code applies that voucher first.
 */
export async function updateBooking(
  deps: Deps,
  viewer: Viewer,
  input: UpdateBookingInput,
): Promise<BookingView> {
  const changesDetails = [input.startTime, input.endTime, input.location, input.notes].some(
    (value) => value !== undefined && value !== null,
  );
  if (input.voucherCode) await applyVoucherCode(deps, viewer, input.id, input.voucherCode);
  if (input.paymentId || input.paymentName) {
    if (changesDetails) throw new DomainError('CONFLICT', 'bookingActionNotAllowed');
    return confirmProviderPayment(deps, viewer, input);
  }
  if (changesDetails) await changeDetails(deps, viewer, input);
  switch (input.status ?? null) {
    case null:
      return bookingView(deps, input.id, viewer.userId);
    case 'ACCEPTED':
      return acceptBooking(deps, viewer, input.id);
    case 'REJECTED':
      return rejectBooking(deps, viewer, input.id);
    case 'DONE':
      return bookingDone(deps, viewer, input.id);
    case 'PAID':
      return payBookingWithBalance(deps, viewer, input.id);
    case 'CANCELLED': {
      const current = await bookingView(deps, input.id, viewer.userId);
      return current.status === 'PENDING'
        ? cancelBookingBeforePaid(deps, viewer, input.id)
        : cancelBooking(deps, viewer, input.id);
    }
    default:
      throw new DomainError('CONFLICT', 'bookingActionNotAllowed');
  }
}

async function changeDetails(deps: Deps, viewer: Viewer, input: UpdateBookingInput): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, input.id);
    if (!booking || (booking.studentId !== viewer.userId && booking.tutorId !== viewer.userId))
      throw new DomainError('NOT_FOUND', 'notFound');
    if (booking.studentId !== viewer.userId) throw new DomainError('FORBIDDEN', 'forbidden');
    if (booking.status !== 'PENDING') throw new DomainError('CONFLICT', 'bookingActionNotAllowed');
    const startTime = input.startTime ?? booking.startTime;
    const endTime = input.endTime ?? new Date(startTime.getTime() + booking.durationMinutes * 60_000);
    const moved =
      startTime.getTime() !== booking.startTime.getTime() || endTime.getTime() !== booking.endTime.getTime();
    if (moved) {
      checkLessonTime(startTime, endTime, booking.durationMinutes, now);
      if (!(await deps.tutorHours.withinHours(tx, booking.tutorId, startTime, booking.durationMinutes, now)))
        throw new DomainError('BAD_USER_INPUT', 'bookingSlotUnavailable', {
          startTime: 'bookingSlotUnavailable',
        });
      await enqueueJob(tx, { kind: BOOKING_JOBS.expire, key: booking.id, runAt: startTime });
    }
    await moveBooking(tx, booking.id, {
      startTime,
      endTime,
      location: input.location ?? booking.location,
      notes: input.notes ?? booking.notes,
      updatedAt: now,
    });
  });
}
