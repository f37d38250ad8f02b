import { useEffect, useState } from 'react';
import type { CheckoutOffer } from './payment-api';

/** Waits for the typing to settle before asking the payment service for the fee. */
const OFFER_DELAY_MS = 300;

/**
 * The payment service's offer (methods, amount, fee) for what the payer is choosing, asked once `key`
 * has settled, and the method chosen among its methods (kept while the offer still has it). `load` is
 * not called while `key` is null (nothing valid chosen yet); it must be a stable function (the payment
 * API's), or every render would ask again.
 */
export function useCheckoutOffer<Key extends string | number>(
  key: Key | null,
  load: (key: Key) => Promise<CheckoutOffer>,
) {
  const [offer, setOffer] = useState<CheckoutOffer | null>(null);
  const [method, setMethod] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    const timer = setTimeout(() => {
      load(key).then(
        (next) => {
          if (!current) return;
          setFailed(false);
          setOffer(next);
          setMethod((chosen) =>
            chosen && next.methods.some((option) => option.id === chosen)
              ? chosen
              : (next.methods[0]?.id ?? null),
          );
        },
        () => current && setFailed(true),
      );
    }, OFFER_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, load]);

  return { offer, method, setMethod, failed };
}
