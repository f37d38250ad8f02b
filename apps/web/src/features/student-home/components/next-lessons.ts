import type { GetBookingsQuery } from '../../../gql/graphql';

export type StudentBooking = NonNullable<GetBookingsQuery['getBookings'][number]>;

/** The statuses of a lesson still to come: booked and not yet paid, paid, accepted. */
const COMING = new Set(['PENDING', 'PAID', 'ACCEPTED']);

/** The lessons still to come (not yet ended), soonest first, at most `limit` of them. */
export function nextLessons(bookings: readonly StudentBooking[], now: Date, limit: number): StudentBooking[] {
  return bookings
    .filter((booking) => COMING.has(booking.status) && Date.parse(booking.endTime) > now.getTime())
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))
    .slice(0, limit);
}
