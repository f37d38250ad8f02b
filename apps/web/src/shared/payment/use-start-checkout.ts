import { isMessageKey } from '@ajar/domain';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { PaymentApiError, goToCheckout, newIdempotencyKey, paymentApi } from './payment-api';

type CheckoutRequest = Omit<Parameters<typeof paymentApi.createTransaction>[0], 'idempotencyKey'>;

/**
 * Starts a payment through the provider and sends the payer to its page (a new idempotency key per attempt);
 * a refusal becomes a message in the reader's language, and the button can be pressed again.
 */
export function useStartCheckout() {
  const { t } = useTranslation();
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start(request: CheckoutRequest): Promise<void> {
    setWorking(true);
    setError(null);
    try {
      goToCheckout(await paymentApi.createTransaction({ ...request, idempotencyKey: newIdempotencyKey() }));
    } catch (failure) {
      const key = failure instanceof PaymentApiError ? failure.messageKey : null;
      setError(isMessageKey(key) ? t(`messages.${key}`) : t('messages.fallback'));
      setWorking(false);
    }
  }

  return { working, error, start };
}
