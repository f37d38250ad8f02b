import type { BookingAction, MessageKey } from '@ajar/domain';
import { useState } from 'react';
import { useMutation } from 'urql';
import {
  BookingDoneDocument,
  CancelBookingBeforePaidDocument,
  CancelBookingDocument,
  TransferBookingMoneyDocument,
  UpdateBookingStatusDocument,
  type BookingFieldsFragment,
} from '../../gql/graphql';
import { showError, showSuccess } from '../../shared/feedback/toast';
import { useTranslation } from '../../shared/i18n/use-translation';

/**
 * The status actions a party takes with a button (paying has its own page; the jobs expire and auto-reject; the
 * offers, reschedule, no-show and dispute, have their own controls).
 */
export type DirectAction = Exclude<BookingAction, 'pay' | 'expire' | 'autoReject'>;

/** What a finished action says (the domain's texts, in the reader's language). */
const ACTION_DONE_MESSAGE: Readonly<Partial<Record<BookingAction, MessageKey>>> = {
  pay: 'bookingPaidWithBalance',
  accept: 'bookingAccepted',
  reject: 'bookingRejected',
  cancel: 'bookingCancelled',
  cancelBeforePaid: 'bookingCancelled',
  done: 'bookingMarkedDone',
  transfer: 'moneyTransferred',
  tutorCancel: 'bookingCancelled',
};

/** The booking list's actions: each one mutation, a toast, and the list asked again. */
export function useBookingActions(onDone: () => void) {
  const { t } = useTranslation();
  const [, update] = useMutation(UpdateBookingStatusDocument);
  const [, cancel] = useMutation(CancelBookingDocument);
  const [, cancelBeforePaid] = useMutation(CancelBookingBeforePaidDocument);
  const [, done] = useMutation(BookingDoneDocument);
  const [, transfer] = useMutation(TransferBookingMoneyDocument);
  const [working, setWorking] = useState<string | null>(null);

  async function send(booking: BookingFieldsFragment, action: DirectAction) {
    const id = booking.pvid;
    switch (action) {
      case 'accept':
        return update({ id, status: 'ACCEPTED' });
      case 'reject':
        return update({ id, status: 'REJECTED' });
      case 'cancel':
      case 'tutorCancel':
        return cancel({ bookingId: id });
      case 'cancelBeforePaid':
        return cancelBeforePaid({ bookingId: id });
      case 'done':
        return done({ bookingId: id });
      case 'transfer':
        return transfer({ bookingId: id });
    }
  }

  async function run(booking: BookingFieldsFragment, action: DirectAction) {
    setWorking(`${booking.pvid}:${action}`);
    const result = await send(booking, action);
    setWorking(null);
    if (result.error) showError(result.error);
    else {
      const message = ACTION_DONE_MESSAGE[action];
      if (message) showSuccess(t(`messages.${message}`));
      onDone();
    }
  }
  return { run, working };
}
