import { acceptDeadline, completesAt, lessonReviewOpen, lessonReviewPromptAt } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { JobHandlers } from '../jobs';
import { BOOKING_JOBS } from './booking-job-kinds';
import { tellParties } from './booking-notices';
import { endWithRefund } from './booking-step';
import { bookings } from './booking.tables';
import { lockBooking } from './booking.queries';

/*
 * The booking's deadlines, run by modules/jobs exactly once each. A handler re-reads the locked
 * booking and does nothing when the reason went away (paid, accepted, disputed, moved): the job is then done.
 * Each step tells both parties once its transaction committed.
 */
export function bookingJobHandlers(deps: Deps): JobHandlers {
  return {
    [BOOKING_JOBS.expire]: async (tx, job, now) => {
      const booking = await lockBooking(tx, job.key);
      if (!booking || booking.status !== 'PENDING' || now < booking.startTime) return;
      await endWithRefund(deps, 'CANCELLED', 'system')(tx, booking, now);
      return () => tellParties(deps, booking.id, 'BOOKING_EXPIRED');
    },
    [BOOKING_JOBS.acceptDeadline]: async (tx, job, now) => {
      const booking = await lockBooking(tx, job.key);
      if (!booking || booking.status !== 'PAID' || !booking.paidAt) return;
      if (now < acceptDeadline(booking.startTime, booking.paidAt)) return;
      await endWithRefund(deps, 'REJECTED')(tx, booking, now);
      return () => tellParties(deps, booking.id, 'BOOKING_AUTO_REJECTED');
    },
    [BOOKING_JOBS.complete]: async (tx, job, now) => {
      const booking = await lockBooking(tx, job.key);
      if (!booking || booking.status !== 'DONE' || booking.completedAt || booking.disputeOpen) return;
      if (!booking.doneAt || now < completesAt(booking.doneAt)) return;
      await tx.update(bookings).set({ completedAt: now, updatedAt: now }).where(eq(bookings.id, booking.id));
      return () => tellParties(deps, booking.id, 'BOOKING_COMPLETED');
    },
    [BOOKING_JOBS.reviewPrompt]: async (tx, job, now) => {
      const booking = await lockBooking(tx, job.key);
      if (!booking || !lessonReviewOpen(booking, now) || now < lessonReviewPromptAt(booking.endTime)) return;
      return () => tellParties(deps, booking.id, 'LESSON_REVIEW_REQUEST', ['student']);
    },
  };
}
