import {
  BOOKING_MAX_AHEAD_MS,
  BOOKING_MIN_LEAD_MS,
  MARKETS,
  ROLE_CODES,
  SLOT_HOLDING_STATUSES,
  balanceSplit,
  bookingDueMinor,
  isBookingDuration,
  lessonPriceMinor,
  userAccount,
  type CountryCode,
} from '@ajar/domain';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { balanceOf } from '../ledger';
import { insertBookingWithExpiry } from './booking-writes';
import {
  findBookableSubject,
  findBookingWithParties,
  findUserWithRole,
  firstBookingTaken,
  trialTaken,
} from './booking.queries';
import {
  toBookingView,
  type AddBookingInput,
  type AddBookingResultView,
  type BookingView,
} from './booking.shapes';

const refuse = (
  key: ConstructorParameters<typeof DomainError>[1],
  code: ConstructorParameters<typeof DomainError>[0] = 'BAD_USER_INPUT',
) => new DomainError(code, key);

/** A lesson time the server accepts: the chosen duration, ending when it says, an hour to a year ahead. */
export function checkLessonTime(start: Date, end: Date, minutes: number, now: Date): void {
  if (!isBookingDuration(minutes))
    throw new DomainError('BAD_USER_INPUT', 'bookingDurationInvalid', { duration: 'bookingDurationInvalid' });
  const lead = start.getTime() - now.getTime();
  if (
    Number.isNaN(start.getTime()) ||
    end.getTime() !== start.getTime() + minutes * 60_000 ||
    lead < BOOKING_MIN_LEAD_MS ||
    lead > BOOKING_MAX_AHEAD_MS
  )
    throw new DomainError('BAD_USER_INPUT', 'bookingTimeInvalid', { startTime: 'bookingTimeInvalid' });
}

/**
 * addBooking: a student books a tutor's subject level for a lesson. The booking holds the slot at once
 * (PENDING); the answer says what to pay and how (spec section 3, Add-booking result).
 */
export async function addBooking(
  deps: Deps,
  viewer: Viewer,
  input: AddBookingInput,
): Promise<AddBookingResultView> {
  if (viewer.roleCode !== ROLE_CODES.student) throw refuse('onlyStudentsBook', 'FORBIDDEN');
  const now = deps.clock.now();
  checkLessonTime(input.startTime, input.endTime, input.duration, now);
  const tutor = await findUserWithRole(deps.db, input.tutorPvid);
  if (!tutor || tutor.roleCode !== ROLE_CODES.tutor || !tutor.isActive)
    throw refuse('bookingTutorUnavailable', 'NOT_FOUND');
  if (tutor.country !== viewer.country) throw refuse('differentCountry', 'FORBIDDEN');
  const subject = await findBookableSubject(deps.db, tutor.id, input.subjectPvid);
  if (!subject)
    throw new DomainError('BAD_USER_INPUT', 'bookingSubjectUnavailable', {
      subjectPvid: 'bookingSubjectUnavailable',
    });

  const country = tutor.country as CountryCode;
  const currency = MARKETS[country].currency;
  const trial = input.isTrial ? await trialTerms(deps, viewer, tutor.id, input.duration) : null;
  if (!(await deps.tutorHours.withinHours(deps.db, tutor.id, input.startTime, input.duration, now)))
    throw new DomainError('BAD_USER_INPUT', 'bookingSlotUnavailable', {
      startTime: 'bookingSlotUnavailable',
    });
  const price = trial ? trial.priceMinor : lessonPriceMinor(subject.pricePerHourMinor, input.duration);
  const lessonsOf = (isFirst: boolean) => (isFirst && !trial ? input.numberOfLessons : 1);
  const valuesOf = (isFirst: boolean) => ({
    tutorId: tutor.id,
    studentId: viewer.userId,
    subjectLevelId: subject.subjectLevelId,
    subjectName: subject.subjectName,
    levelName: subject.levelName,
    startTime: input.startTime,
    endTime: input.endTime,
    durationMinutes: input.duration,
    type: input.type,
    location: input.location,
    notes: input.notes,
    country,
    currency,
    priceMinor: price,
    dueMinor: bookingDueMinor(price, lessonsOf(isFirst)),
    prepaidLessons: lessonsOf(isFirst),
    isFirstBooking: isFirst,
    isTrial: trial !== null,
    createdAt: now,
    updatedAt: now,
  });
  const inserted = await insertBookingWithExpiry(deps.db, valuesOf, (tx) =>
    firstBookingTaken(tx, viewer.userId, tutor.id),
  );
  if (inserted === 'trialTaken') throw refuse('trialTaken', 'CONFLICT');
  const { id: bookingId, isFirstBooking } = inserted;
  const due = bookingDueMinor(price, lessonsOf(isFirstBooking));
  const balance = await balanceOf(deps.db, userAccount('STUDENT_BALANCE', viewer.userId, currency));
  const split = balanceSplit(due, balance);
  return {
    booking: await bookingView(deps, bookingId, viewer.userId),
    isThisFirstBooking: isFirstBooking,
    bookingPrice: due,
    currency,
    hasEnoughBalance: split.hasEnoughBalance,
    firstBookingMsgData: isFirstBooking
      ? {
          numberOfLessons: lessonsOf(true),
          tutorName: `${tutor.firstName} ${tutor.lastName}`,
          remainsAmountAfterFirstBooking: due - price,
        }
      : null,
    amountWillPaidUsePaymentsMethods: split.fromPaymentMethods,
    amountWillPaidUseUserBalance: split.fromBalance,
  };
}

/** The tutor's trial terms for this student, or the reason they cannot book a trial. */
async function trialTerms(deps: Deps, viewer: Viewer, tutorId: string, duration: number) {
  const trial = await deps.tutorHours.trialLessonOf(deps.db, tutorId);
  if (!trial) throw refuse('trialNotOffered', 'CONFLICT');
  if (trial.durationMinutes !== duration)
    throw new DomainError('BAD_USER_INPUT', 'bookingDurationInvalid', { duration: 'bookingDurationInvalid' });
  if (await trialTaken(deps.db, viewer.userId, tutorId)) throw refuse('trialTaken', 'CONFLICT');
  return trial;
}

/** A booking as its viewer sees it; NOT_FOUND for anyone but its student and tutor. */
export async function bookingView(deps: Deps, bookingId: string, viewerId: string): Promise<BookingView> {
  const row = await findBookingWithParties(deps.db, bookingId);
  if (!row || (row.booking.studentId !== viewerId && row.booking.tutorId !== viewerId))
    throw new DomainError('NOT_FOUND', 'notFound');
  return toBookingView(row, viewerId, deps.clock.now());
}

/** The statuses whose bookings hold the tutor's time, for the calendar. */
export const CALENDAR_STATUSES = SLOT_HOLDING_STATUSES;
