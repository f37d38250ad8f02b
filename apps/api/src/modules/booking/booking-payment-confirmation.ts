import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { isPvid } from '../../kernel/ids';
import { bookingView } from './booking.service';
import type { BookingView, UpdateBookingInput } from './booking.shapes';

const notForBooking = (field: 'paymentId' | 'paymentName') =>
  new DomainError('BAD_USER_INPUT', 'paymentNotForBooking', { [field]: 'paymentNotForBooking' });

/**
 * updateBooking(id, status: PAID, paymentId, paymentName): the student tells us a provider payment paid the
 * booking. The provider's signed callback is what pays it; this only reads our record of that payment and
 * answers the booking as it stands, or why it is not paid. It never takes the balance.
 */
export async function confirmProviderPayment(
  deps: Deps,
  viewer: Viewer,
  input: UpdateBookingInput,
): Promise<BookingView> {
  const booking = await bookingView(deps, input.id, viewer.userId);
  if (booking.tutor.userPvid === viewer.userId) throw new DomainError('FORBIDDEN', 'forbidden');
  if ((input.status ?? 'PAID') !== 'PAID') throw new DomainError('CONFLICT', 'bookingActionNotAllowed');
  const paymentId = input.paymentId ?? '';
  const payment = isPvid(paymentId)
    ? await deps.bookingSettlement.findPaymentOfBooking(deps.db, paymentId, input.id)
    : undefined;
  if (!payment) throw notForBooking('paymentId');
  if (input.paymentName && input.paymentName !== payment.paymentMethod) throw notForBooking('paymentName');
  switch (payment.status) {
    case 'PAID':
      return booking;
    case 'PENDING':
      throw new DomainError('CONFLICT', 'paymentPending');
    case 'FAILED':
      throw new DomainError('CONFLICT', 'paymentDeclined');
    default:
      throw new DomainError('CONFLICT', 'paymentCancelled');
  }
}
