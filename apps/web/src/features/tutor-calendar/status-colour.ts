import type { BookingStatus } from '../../gql/graphql';

/** The same tag colours as the booking list, so a status looks alike on both pages. */
export const STATUS_COLOURS: Readonly<Record<BookingStatus, string>> = {
  PENDING: 'gold',
  PAID: 'blue',
  ACCEPTED: 'green',
  REJECTED: 'red',
  CANCELLED: 'default',
  DONE: 'purple',
};
