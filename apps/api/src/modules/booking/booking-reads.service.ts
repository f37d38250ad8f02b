import { SLOT_HOLDING_STATUSES, type BookingStatus } from '@ajar/domain';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import {
  bookingsEndingAfter,
  findBookingOfParty,
  findBookingWithParties,
  listBookingsOf,
  type BookingRole,
  type BookingWithParties,
} from './booking.queries';
import {
  toBookingView,
  toCalendarBookingView,
  type BookingView,
  type CalendarBookingView,
} from './booking.shapes';

/** getBookings: the viewer's bookings as student or tutor, optionally of one status. */
export async function bookingsOfViewer(
  deps: Deps,
  viewer: Viewer,
  role: BookingRole,
  status: BookingStatus | null,
): Promise<BookingView[]> {
  const rows = await listBookingsOf(deps.db, viewer.userId, role, status ? [status] : null);
  const now = deps.clock.now();
  return rows.map((row) => toBookingView(row, viewer.userId, now));
}

/**
 * getBookingsPublic: a user's slot-holding bookings from now on. The user sees every detail of their own.
 * Anyone else sees a tutor's busy times only (no student, price, place, notes or state, whatever status
 * they ask for, since asking by state would tell the state), and nothing of a student's lessons.
 */
export async function publicBookingsOf(
  deps: Deps,
  userId: string,
  role: BookingRole,
  status: BookingStatus | null,
  viewerId: string | null,
): Promise<CalendarBookingView[]> {
  const own = viewerId === userId;
  if (!own && role === 'student') return [];
  const statuses =
    own && status ? SLOT_HOLDING_STATUSES.filter((holding) => holding === status) : SLOT_HOLDING_STATUSES;
  const rows = await bookingsEndingAfter(deps.db, userId, role, statuses, deps.clock.now());
  return rows.map((row) => toCalendarBookingView(row, own));
}

/** The tutor's calendar: bookings that hold time from today on; full details for the tutor only. */
export async function calendarOfTutor(
  deps: Deps,
  tutorId: string,
  viewerId: string | null,
): Promise<CalendarBookingView[]> {
  const now = deps.clock.now();
  const startOfToday = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const rows = await bookingsEndingAfter(deps.db, tutorId, 'tutor', SLOT_HOLDING_STATUSES, startOfToday);
  return rows.map((row) => toCalendarBookingView(row, viewerId === tutorId));
}

/** Spec section 3, Shared booking link: what someone paying through a shared link is paying for. */
export interface SharedBookingView {
  readonly product_name: string;
  readonly product_start_date: Date;
  readonly product_end_date: Date;
}

/**
 * getBookingDetailsForSharedURL(id): `id` is a shared payment link's code, which anyone holding it may read;
 * the booking's own student and tutor may also give the booking's id. Everything else is the same
 * "not found", so the answer never tells whether a booking exists.
 */
export async function sharedBookingDetails(
  deps: Deps,
  idOrCode: string,
  viewerId: string | null,
): Promise<SharedBookingView> {
  const row = await sharedOrOwnBooking(deps, idOrCode, viewerId);
  if (!row) throw new DomainError('NOT_FOUND', 'notFound');
  const { booking, tutor } = row;
  return {
    product_name: `${booking.subjectName} (${booking.levelName}) · ${tutor.firstName} ${tutor.lastName}`,
    product_start_date: booking.startTime,
    product_end_date: booking.endTime,
  };
}

async function sharedOrOwnBooking(
  deps: Deps,
  idOrCode: string,
  viewerId: string | null,
): Promise<BookingWithParties | undefined> {
  const sharedBookingId = await deps.bookingSettlement.bookingIdOfSharedLink(deps.db, idOrCode);
  if (sharedBookingId) return findBookingWithParties(deps.db, sharedBookingId);
  return viewerId ? findBookingOfParty(deps.db, idOrCode, viewerId) : undefined;
}
