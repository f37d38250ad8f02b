import { SLOT_HOLDING_STATUSES, type BookingStatus } from '@ajar/domain';
import type { Deps } from '../../deps';
import { DomainError } from '../../graphql/errors';
import type { Viewer } from '../account/session.service';
import {
  findBookingWithParties,
  listBookingsOf,
  tutorCalendarBookings,
  type BookingRole,
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
 * getBookingsPublic: another user's bookings as anyone may see them: only the slots they hold from now on,
 * without the other party's name, the place, notes or contact details.
 */
export async function publicBookingsOf(
  deps: Deps,
  userId: string,
  role: BookingRole,
  status: BookingStatus | null,
  viewerId: string | null,
): Promise<BookingView[]> {
  const statuses = status
    ? SLOT_HOLDING_STATUSES.filter((holding) => holding === status)
    : SLOT_HOLDING_STATUSES;
  const now = deps.clock.now();
  const rows = await listBookingsOf(deps.db, userId, role, statuses);
  return rows.filter((row) => row.booking.endTime > now).map((row) => toBookingView(row, viewerId, now));
}

/** The tutor's calendar: bookings that hold time from today on; full details for the tutor only. */
export async function calendarOfTutor(
  deps: Deps,
  tutorId: string,
  viewerId: string | null,
): Promise<CalendarBookingView[]> {
  const now = deps.clock.now();
  const startOfToday = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const rows = await tutorCalendarBookings(deps.db, tutorId, SLOT_HOLDING_STATUSES, startOfToday);
  return rows.map((row) => toCalendarBookingView(row, viewerId === tutorId));
}

/** Spec section 3, Shared booking link: what someone paying through a shared link is paying for. */
export interface SharedBookingView {
  readonly product_name: string;
  readonly product_start_date: Date;
  readonly product_end_date: Date;
}

export async function sharedBookingDetails(deps: Deps, bookingId: string): Promise<SharedBookingView> {
  const row = await findBookingWithParties(deps.db, bookingId);
  if (!row) throw new DomainError('NOT_FOUND', 'notFound');
  const { booking, tutor } = row;
  return {
    product_name: `${booking.subjectName} (${booking.levelName}) · ${tutor.firstName} ${tutor.lastName}`,
    product_start_date: booking.startTime,
    product_end_date: booking.endTime,
  };
}
