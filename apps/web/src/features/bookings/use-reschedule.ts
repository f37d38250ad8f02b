import { useMutation } from 'urql';
import {
  ProposeBookingRescheduleDocument,
  RespondToBookingRescheduleDocument,
  type BookingFieldsFragment,
} from '../../gql/graphql';
import { showError, showSuccess } from '../../shared/feedback/toast';
import { useTranslation } from '../../shared/i18n/use-translation';

/** Proposing a lesson's new time, and answering the other party's proposal; the list asked again after. */
export function useReschedule(onDone: () => void) {
  const { t } = useTranslation();
  const [, propose] = useMutation(ProposeBookingRescheduleDocument);
  const [, respond] = useMutation(RespondToBookingRescheduleDocument);

  async function onPropose(booking: BookingFieldsFragment, startTime: string): Promise<boolean> {
    const result = await propose({ bookingId: booking.pvid, startTime });
    if (result.error) {
      showError(result.error);
      return false;
    }
    showSuccess(t('bookings.list.reschedule.sent'));
    onDone();
    return true;
  }

  async function onRespond(rescheduleId: string, accept: boolean): Promise<void> {
    const result = await respond({ rescheduleId, accept });
    if (result.error) showError(result.error);
    else {
      showSuccess(t(accept ? 'bookings.list.reschedule.accepted' : 'bookings.list.reschedule.declined'));
      onDone();
    }
  }

  return { onPropose, onRespond };
}
