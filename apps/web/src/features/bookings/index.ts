/**
 * The bookings area's public face: its pages, strings, the booking dialog and its lazy loader, and the lessons
 * waiting for the student's review (the student's home).
 */
export { bookingsEn } from './i18n/en';
export { bookingsId } from './i18n/id';
export { BookingDialog } from './components/booking-dialog';
export { NextAvailable } from './components/next-available';
export { loadBookingDialog } from './load-booking-dialog';
export { LessonsToReview } from './review/lessons-to-review';
