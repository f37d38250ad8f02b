import { useQuery } from 'urql';
import { StudentBookedTutorsDocument } from '../../gql/graphql';
import { presentItems } from '../../shared/api/present-items';

/**
 * Whether booking this tutor now would be the student's first booking with them (so it prepays lessons), as
 * the server decides it: not after a paid booking with them, nor while another first one waits for payment.
 * Null until known. A cancelled or rejected booking was paid unless it was dropped before payment; either
 * way the server has the last word, and a count it does not use is ignored.
 */
export function useFirstBooking(tutorId: string, pause: boolean): boolean | null {
  const [result] = useQuery({ query: StudentBookedTutorsDocument, pause, requestPolicy: 'network-only' });
  const bookings = presentItems(result.data?.getBookings);
  if (!bookings) return result.error ? true : null;
  return !bookings.some(
    (booking) =>
      booking.tutor.userPvid === tutorId &&
      (booking.status === 'PAID' ||
        booking.status === 'ACCEPTED' ||
        booking.status === 'DONE' ||
        (booking.status === 'PENDING' && booking.isFirstBooking)),
  );
}
