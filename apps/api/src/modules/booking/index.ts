// The public face of the booking area: the one file other areas and the app layer import.
export { announceBookingPaid } from './booking-actions.service';
export { recordCardPart, settlePaid, takeFromBalance } from './booking-money';
export { setBookingDiscount } from './booking-voucher.service';
export { bookingsEndingAfter, findBookingWithParties, lockBooking } from './booking.queries';
export { bookings } from './booking.tables';
export type { BookingRow } from './booking.tables';
export { bookingJobHandlers } from './booking-jobs';
export { lockBookingForDispute, setBookingDisputeOpen, settleBookingDispute } from './booking-dispute-hooks';
export type { DisputeBooking } from './booking-dispute-hooks';
export { tellParties } from './booking-notices';
// Classroom: who a booking's room is for
export { bookingClassroomOccasions } from './booking-classroom';
