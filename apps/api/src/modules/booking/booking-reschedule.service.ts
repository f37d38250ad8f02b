import { acceptDeadline, bookingOffers, lessonReviewPromptAt } from '@ajar/domain';
import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import { isPvid } from '../../kernel/ids';
import type { Viewer } from '../../kernel/viewer';
import { enqueueJob } from '../jobs';
import { BOOKING_JOBS } from './booking-job-kinds';
import { tellParties } from './booking-notices';
import { moveBooking } from './booking-writes';
import { bookingView, checkLessonTime } from './booking.service';
import type { BookingView } from './booking.shapes';
import { bookingReschedules, bookings, type BookingRow } from './booking.tables';
import { lockBooking } from './booking.queries';

const notFound = () => new DomainError('NOT_FOUND', 'notFound');
const notAllowed = () => new DomainError('CONFLICT', 'rescheduleNotAllowed');
const slotTaken = () => new DomainError('CONFLICT', 'slotTaken', { startTime: 'slotTaken' });

const roleOf = (booking: BookingRow, userId: string) =>
  booking.studentId === userId ? 'student' : booking.tutorId === userId ? 'tutor' : null;

/** Whether another lesson of the tutor holds any of [start, end). */
async function overlapsAnother(
  tx: Transaction,
  booking: BookingRow,
  start: Date,
  end: Date,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.tutorId, booking.tutorId),
        ne(bookings.id, booking.id),
        inArray(bookings.status, ['PENDING', 'PAID', 'ACCEPTED', 'DONE']),
        lt(bookings.startTime, end),
        gt(bookings.endTime, start),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function bookingOfProposal(tx: Transaction, rescheduleId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ bookingId: bookingReschedules.bookingId })
    .from(bookingReschedules)
    .where(eq(bookingReschedules.id, rescheduleId))
    .limit(1);
  return row?.bookingId;
}

async function proposalById(tx: Transaction, rescheduleId: string) {
  const [row] = await tx
    .select()
    .from(bookingReschedules)
    .where(eq(bookingReschedules.id, rescheduleId))
    .limit(1);
  return row;
}

/**
 * proposeBookingReschedule: either party of a paid or accepted lesson proposes a new time before it starts. A
 * student's time must be in the tutor's hours; a time another lesson holds is refused. Until the other party
 * accepts, the old time holds; a new proposal replaces the open one.
 */
export async function proposeReschedule(
  deps: Deps,
  viewer: Viewer,
  bookingId: string,
  startTime: Date,
): Promise<BookingView> {
  const now = deps.clock.now();
  const role = await deps.db.transaction(async (tx) => {
    const booking = isPvid(bookingId) ? await lockBooking(tx, bookingId) : undefined;
    const role = booking ? roleOf(booking, viewer.userId) : null;
    if (!booking || !role) throw notFound();
    const offers = bookingOffers({
      status: booking.status,
      role,
      start: booking.startTime,
      end: booking.endTime,
      now,
      doneAt: booking.doneAt,
      completed: booking.completedAt !== null,
      disputeOpen: booking.disputeOpen,
    });
    if (!offers.includes('reschedule')) throw notAllowed();
    const endTime = new Date(startTime.getTime() + booking.durationMinutes * 60_000);
    checkLessonTime(startTime, endTime, booking.durationMinutes, now);
    if (
      role === 'student' &&
      !(await deps.tutorHours.withinHours(tx, booking.tutorId, startTime, booking.durationMinutes, now))
    )
      throw new DomainError('BAD_USER_INPUT', 'bookingSlotUnavailable', {
        startTime: 'bookingSlotUnavailable',
      });
    if (await overlapsAnother(tx, booking, startTime, endTime)) throw slotTaken();
    await tx
      .update(bookingReschedules)
      .set({ status: 'REPLACED', respondedAt: now })
      .where(and(eq(bookingReschedules.bookingId, booking.id), eq(bookingReschedules.status, 'PROPOSED')));
    await tx.insert(bookingReschedules).values({
      bookingId: booking.id,
      proposedById: viewer.userId,
      startTime,
      endTime,
      status: 'PROPOSED',
      createdAt: now,
    });
    return role;
  });
  await tellParties(deps, bookingId, 'BOOKING_RESCHEDULE_PROPOSED', [
    role === 'student' ? 'tutor' : 'student',
  ]);
  return bookingView(deps, bookingId, viewer.userId);
}

/**
 * respondToBookingReschedule: the other party accepts (the lesson moves; the tutors' no-overlap constraint is
 * the referee against a booking made meanwhile) or declines (the old time stays).
 */
export async function respondToReschedule(
  deps: Deps,
  viewer: Viewer,
  rescheduleId: string,
  accept: boolean,
): Promise<BookingView> {
  if (!isPvid(rescheduleId)) throw new DomainError('NOT_FOUND', 'rescheduleNotFound');
  const now = deps.clock.now();
  const { bookingId, proposerRole } = await deps.db.transaction(async (tx) => {
    // The proposal's booking never changes, so it may be read before the lock; its status may, so it is
    // read again under the booking's lock, where a concurrent answer or replacement has already committed.
    const proposedFor = await bookingOfProposal(tx, rescheduleId);
    const booking = proposedFor ? await lockBooking(tx, proposedFor) : undefined;
    const proposal = booking ? await proposalById(tx, rescheduleId) : undefined;
    const role = booking ? roleOf(booking, viewer.userId) : null;
    if (!proposal || !booking || !role) throw new DomainError('NOT_FOUND', 'rescheduleNotFound');
    if (proposal.proposedById === viewer.userId) throw new DomainError('FORBIDDEN', 'forbidden');
    if (proposal.status !== 'PROPOSED') throw new DomainError('CONFLICT', 'rescheduleNotFound');
    if (accept) {
      if (!['PAID', 'ACCEPTED'].includes(booking.status) || now >= booking.startTime) throw notAllowed();
      checkLessonTime(proposal.startTime, proposal.endTime, booking.durationMinutes, now);
      await moveBooking(tx, booking.id, {
        startTime: proposal.startTime,
        endTime: proposal.endTime,
        location: booking.location,
        notes: booking.notes,
        updatedAt: now,
      });
      if (booking.status === 'PAID' && booking.paidAt)
        await enqueueJob(tx, {
          kind: BOOKING_JOBS.acceptDeadline,
          key: booking.id,
          runAt: acceptDeadline(proposal.startTime, booking.paidAt),
        });
      if (booking.status === 'ACCEPTED')
        await enqueueJob(tx, {
          kind: BOOKING_JOBS.reviewPrompt,
          key: booking.id,
          runAt: lessonReviewPromptAt(proposal.endTime),
        });
    }
    const [answered] = await tx
      .update(bookingReschedules)
      .set({ status: accept ? 'ACCEPTED' : 'DECLINED', respondedAt: now })
      .where(and(eq(bookingReschedules.id, proposal.id), eq(bookingReschedules.status, 'PROPOSED')))
      .returning({ id: bookingReschedules.id });
    if (!answered) throw new DomainError('CONFLICT', 'rescheduleNotFound');
    return { bookingId: booking.id, proposerRole: role === 'student' ? 'tutor' : 'student' } as const;
  });
  await tellParties(deps, bookingId, accept ? 'BOOKING_RESCHEDULED' : 'BOOKING_RESCHEDULE_DECLINED', [
    proposerRole,
  ]);
  return bookingView(deps, bookingId, viewer.userId);
}
