// The public face of the booking area: the one file other areas and the app layer import.
export { announceBookingPaid } from './booking-actions.service';
export { settlePaid } from './booking-money';
export { findBookingWithParties, lockBooking } from './booking.queries';
export { bookings } from './booking.tables';
export type { BookingRow } from './booking.tables';
