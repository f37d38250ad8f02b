/**
 * The booking area's testing face: what other areas' tests use to arrange a world and check it.
 * Tests only (rule testing-face-only-for-tests): production code imports index.ts.
 */
export {
  ADD_BOOKING,
  BOOKING_FIELDS,
  UPDATE_BOOKING,
  bookingMutation,
  bookingWorld,
  expectRefusal,
} from './booking-test-helpers';
export type { Party } from './booking-test-helpers';
export { bookings } from '../booking.tables';
