import {
  BOOKING_LOCATION_MAX,
  BOOKING_NOTES_MAX,
  BOOKING_STATUSES,
  BOOKING_TYPES,
  FIRST_BOOKING_PREPAID_LESSONS,
  MESSAGES,
  PREPAID_LESSONS_MAX,
  PREPAID_LESSONS_MIN,
  availableBookingActions,
  lessonTime,
  type BookingAction,
  type BookingOffer,
  type BookingStatus,
  type BookingType,
  type CurrencyCode,
} from '@ajar/domain';
import { z } from 'zod';
import type { BookingParty, BookingWithParties } from './booking.queries';
import type { BookingRow } from './booking.tables';
import { moneyStateOf, offersOf, policyViewOf, type BookingPolicyView } from './booking-policy-view';

export interface BookingPartyView {
  readonly pvid: string;
  readonly userPvid: string;
  readonly email: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly country: string;
  readonly phone: string | null;
  readonly address: string | null;
}

export interface BookingView extends BookingPolicyView {
  readonly pvid: string;
  readonly startTime: Date;
  readonly endTime: Date;
  readonly location: string;
  readonly status: BookingStatus;
  readonly notes: string;
  readonly classUrl: string | null;
  readonly statusAfterPayment: BookingStatus | null;
  readonly isTutorWithdrawMoney: boolean;
  /** What the student paid from their own balance (never a card's money that passed through it). */
  readonly amountPaidUsingUserBalance: number;
  /** What a card paid. */
  readonly amountPaidByCard: number;
  readonly price: number;
  readonly dueAmount: number;
  /** A voucher's discount on the lesson (0 without one). */
  readonly discountAmount: number;
  readonly voucherCode: string | null;
  readonly currency: CurrencyCode;
  readonly duration: number;
  readonly type: BookingType;
  readonly isFirstBooking: boolean;
  readonly student: BookingPartyView;
  readonly tutor: BookingPartyView;
  readonly subjectInfo: { readonly pvid: string | null; readonly subject: string; readonly level: string };
  /** What the viewer may do now (booking-list's buttons), from the domain's state machine and offers. */
  readonly availableActions: readonly (BookingAction | BookingOffer)[];
}

/** The spec's statusAfterPayment: what an unpaid booking becomes once paid. */
const statusAfterPaymentOf = (status: BookingStatus): BookingStatus | null =>
  status === 'PENDING' ? 'PAID' : null;

/** Contact details go only to the two parties of the booking. */
function partyView(party: BookingParty, withContact: boolean): BookingPartyView {
  return {
    pvid: party.userId,
    userPvid: party.userId,
    email: withContact ? party.email : null,
    firstName: party.firstName,
    lastName: party.lastName,
    country: party.country,
    phone: withContact ? party.phone : null,
    address: withContact ? party.address : null,
  };
}

export function viewerRoleIn(booking: BookingRow, userId: string | null): 'student' | 'tutor' | null {
  if (userId === booking.studentId) return 'student';
  if (userId === booking.tutorId) return 'tutor';
  return null;
}

/**
 * What the student paid of this booking from their own balance: what went through the balance, less the card
 * money a cart's payment passed through it.
 */
function paidFromOwnBalanceMinor(booking: BookingRow): number {
  const paidByStudent = booking.dueMinor - booking.discountMinor;
  return Math.max(
    0,
    Math.min(booking.amountPaidUsingUserBalanceMinor, paidByStudent - booking.amountPaidByCardMinor),
  );
}

/** A booking as `viewerId` sees it at `now` (which actions are open depends on the lesson's time). */
export function toBookingView(row: BookingWithParties, viewerId: string | null, now: Date): BookingView {
  const { booking } = row;
  const role = viewerRoleIn(booking, viewerId);
  const withContact = role !== null;
  return {
    pvid: booking.id,
    startTime: booking.startTime,
    endTime: booking.endTime,
    location: withContact ? booking.location : '',
    status: booking.status,
    notes: withContact ? booking.notes : '',
    classUrl: withContact ? booking.classUrl : null,
    statusAfterPayment: statusAfterPaymentOf(booking.status),
    isTutorWithdrawMoney: booking.isTutorWithdrawMoney,
    amountPaidUsingUserBalance: paidFromOwnBalanceMinor(booking),
    amountPaidByCard: booking.amountPaidByCardMinor,
    price: booking.priceMinor,
    dueAmount: booking.dueMinor,
    discountAmount: booking.discountMinor,
    voucherCode: booking.voucherCode,
    currency: booking.currency,
    duration: booking.durationMinutes,
    type: booking.type,
    isFirstBooking: booking.isFirstBooking,
    // Anyone else sees that the slot is taken, not by whom.
    student: withContact
      ? partyView(row.student, true)
      : { ...partyView(row.student, false), firstName: '', lastName: '' },
    tutor: partyView(row.tutor, withContact),
    subjectInfo: { pvid: booking.subjectLevelId, subject: booking.subjectName, level: booking.levelName },
    availableActions: role
      ? [
          ...availableBookingActions(
            booking.status,
            role,
            lessonTime(booking.startTime, booking.endTime, now),
            moneyStateOf(booking),
          ),
          ...offersOf(booking, role, now),
        ]
      : [],
    ...policyViewOf(booking, row.reschedule, role, viewerId, now),
  };
}

/** Spec section 3, Calendar booking. The tutor sees the student and details; other viewers a busy slot. */
export interface CalendarBookingView {
  readonly id: string;
  readonly startTime: Date;
  readonly endTime: Date;
  readonly location: string;
  readonly status: BookingStatus | null;
  readonly statusAfterPayment: BookingStatus | null;
  readonly price: number | null;
  readonly currency: CurrencyCode | null;
  readonly title: string;
  readonly description: string;
  readonly studentName: string | null;
}

export function toCalendarBookingView(row: BookingWithParties, ownerView: boolean): CalendarBookingView {
  const { booking } = row;
  return {
    id: booking.id,
    startTime: booking.startTime,
    endTime: booking.endTime,
    location: ownerView ? booking.location : '',
    status: ownerView ? booking.status : null,
    statusAfterPayment: ownerView ? statusAfterPaymentOf(booking.status) : null,
    price: ownerView ? booking.priceMinor : null,
    currency: ownerView ? booking.currency : null,
    title: ownerView ? `${booking.subjectName} (${booking.levelName})` : '',
    description: ownerView ? booking.notes : '',
    studentName: ownerView ? `${row.student.firstName} ${row.student.lastName}` : null,
  };
}

export interface AddBookingResultView {
  readonly booking: BookingView;
  readonly isThisFirstBooking: boolean;
  readonly bookingPrice: number;
  readonly currency: CurrencyCode;
  readonly hasEnoughBalance: boolean;
  readonly firstBookingMsgData: {
    readonly numberOfLessons: number;
    readonly tutorName: string;
    readonly remainsAmountAfterFirstBooking: number;
  } | null;
  readonly amountWillPaidUsePaymentsMethods: number;
  readonly amountWillPaidUseUserBalance: number;
}

const trimmed = (max: number) => z.string().trim().max(max, { error: MESSAGES.textTooLong });

export const addBookingSchema = z.object({
  tutorPvid: z.string().uuid({ error: MESSAGES.notFound }),
  subjectPvid: z.string().uuid({ error: MESSAGES.bookingSubjectUnavailable }),
  startTime: z.date({ error: MESSAGES.bookingTimeInvalid }),
  endTime: z.date({ error: MESSAGES.bookingTimeInvalid }),
  type: z.enum(BOOKING_TYPES, { error: MESSAGES.required }),
  location: trimmed(BOOKING_LOCATION_MAX).default(''),
  notes: trimmed(BOOKING_NOTES_MAX).default(''),
  duration: z.number().int({ error: MESSAGES.bookingDurationInvalid }),
  /** A first booking's lessons to prepay; the spec's 'up to 8' when not given. */
  numberOfLessons: z
    .number()
    .int({ error: MESSAGES.prepaidLessonsInvalid })
    .min(PREPAID_LESSONS_MIN, { error: MESSAGES.prepaidLessonsInvalid })
    .max(PREPAID_LESSONS_MAX, { error: MESSAGES.prepaidLessonsInvalid })
    .default(FIRST_BOOKING_PREPAID_LESSONS),
  isTrial: z.boolean().default(false),
});
export type AddBookingInput = z.output<typeof addBookingSchema>;

export const bookingStatusSchema = z.enum(BOOKING_STATUSES, { error: MESSAGES.bookingActionNotAllowed });

export const updateBookingSchema = z.object({
  id: z.string().uuid({ error: MESSAGES.notFound }),
  startTime: z.date({ error: MESSAGES.bookingTimeInvalid }).nullish(),
  endTime: z.date({ error: MESSAGES.bookingTimeInvalid }).nullish(),
  location: trimmed(BOOKING_LOCATION_MAX).nullish(),
  notes: trimmed(BOOKING_NOTES_MAX).nullish(),
  status: bookingStatusSchema.nullish(),
  paymentId: z.string().trim().max(64).nullish(),
  paymentName: z.string().trim().max(64).nullish(),
  voucherCode: z.string().trim().max(64).nullish(),
});
export type UpdateBookingInput = z.output<typeof updateBookingSchema>;
