import { formatMoney, isMessageKey } from '@ajar/domain';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { feeRatePercent } from '../../../shared/format/fee-rate';
import { useCountry } from '../../../shared/market/country-context';
import { PaymentMethodChoice, SummaryLine, SummaryLines } from '../../../shared/payment/summary-lines';
import { TestModeBanner } from '../../../shared/payment/test-mode-banner';
import {
  PaymentApiError,
  goToCheckout,
  newIdempotencyKey,
  paymentApi,
  type CheckoutOffer,
} from '../../../shared/payment/payment-api';
import styles from '../pages/payment-share-page.module.css';

const failureKey = (failure: unknown): string | null =>
  failure instanceof PaymentApiError ? failure.messageKey : null;

/** The payer's checkout through a shared link: method, amount with fee, then the provider's page. */
export function SharedPaymentForm({ bookingId, code }: { bookingId: string; code: string }) {
  const { t, i18n } = useTranslation();
  const country = useCountry();
  const money = (amount: number) => formatMoney(amount, country);
  const [offer, setOffer] = useState<CheckoutOffer | null>(null);
  const [method, setMethod] = useState('card');
  const [working, setWorking] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const errorText = errorKey && isMessageKey(errorKey) ? t(`messages.${errorKey}`) : t('messages.fallback');

  useEffect(() => {
    paymentApi
      .offerForBooking(bookingId, code)
      .then(setOffer, (failure: unknown) => setErrorKey(failureKey(failure) ?? 'fallback'));
  }, [bookingId, code]);

  async function pay() {
    setWorking(true);
    setErrorKey(null);
    try {
      const checkout = await paymentApi.createTransaction({
        service: 'BOOKING',
        bookingId,
        paymentMethod: method,
        idempotencyKey: newIdempotencyKey(),
        sharedCode: code,
      });
      await paymentApi.activateSharedLink(code, checkout.paymentId);
      goToCheckout(checkout);
    } catch (failure) {
      setErrorKey(failureKey(failure) ?? 'fallback');
      setWorking(false);
    }
  }

  if (errorKey === 'nothingToPay') return <Result status="info" title={t('paymentShare.page.closedTitle')} />;
  // No provider serves this market: a shared link can only be paid through one.
  if (offer && !offer.providerAvailable)
    return <Alert type="info" showIcon title={t('messages.paymentProviderUnavailable')} />;
  const total = offer ? money(offer.amount + offer.fee) : '';
  return (
    <>
      {offer?.testMode && <TestModeBanner />}
      <section className={styles.card}>
        {offer ? (
          <>
            <SummaryLines>
              <SummaryLine label={t('paymentShare.page.amount')} value={money(offer.amount)} />
              <SummaryLine
                label={t('paymentShare.page.fee', { rate: feeRatePercent(i18n.language) })}
                value={money(offer.fee)}
              />
              <SummaryLine label={t('paymentShare.page.total')} value={total} total />
            </SummaryLines>
            <strong>{t('paymentShare.page.method')}</strong>
            <PaymentMethodChoice methods={offer.methods} value={method} onChange={setMethod} />
          </>
        ) : errorKey ? null : (
          <Skeleton active paragraph={{ rows: 3 }} title={false} />
        )}
      </section>
      {errorKey && <Alert type="error" showIcon message={errorText} />}
      {offer && (
        <Button
          className={styles.pay}
          type="primary"
          size="large"
          block
          loading={working}
          onClick={() => void pay()}
        >
          {t('paymentShare.page.pay', { total })}
        </Button>
      )}
    </>
  );
}
