import { formatMoney, isMessageKey } from '@ajar/domain';
import { Alert, Button, Radio, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountry } from '../../../shared/market/country-context';
import {
  PaymentApiError,
  newIdempotencyKey,
  paymentApi,
  type CheckoutOffer,
} from '../../bookings/payment-api';
import styles from '../pages/payment-share-page.module.css';

const failureKey = (failure: unknown): string | null =>
  failure instanceof PaymentApiError ? failure.messageKey : null;

/** The payer's checkout through a shared link: method, amount with fee, then the provider's page. */
export function SharedPaymentForm({ bookingId, code }: { bookingId: string; code: string }) {
  const { t } = useTranslation();
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
      window.location.assign(checkout.checkoutUrl);
    } catch (failure) {
      setErrorKey(failureKey(failure) ?? 'fallback');
      setWorking(false);
    }
  }

  if (errorKey === 'nothingToPay') return <Result status="info" title={t('paymentShare.page.closedTitle')} />;
  const total = offer ? money(offer.amount + offer.fee) : '';
  return (
    <>
      <section className={styles.card}>
        {offer ? (
          <>
            <dl className={styles.lines}>
              <div className={styles.line}>
                <dt>{t('paymentShare.page.amount')}</dt>
                <dd>{money(offer.amount)}</dd>
              </div>
              <div className={styles.line}>
                <dt>{t('paymentShare.page.fee')}</dt>
                <dd>{money(offer.fee)}</dd>
              </div>
              <div className={`${styles.line} ${styles.total}`}>
                <dt>{t('paymentShare.page.total')}</dt>
                <dd>{total}</dd>
              </div>
            </dl>
            <strong>{t('paymentShare.page.method')}</strong>
            <Radio.Group
              className={styles.methods}
              value={method}
              onChange={(event) => setMethod(String(event.target.value))}
            >
              {offer.methods.map((option) => (
                <Radio key={option.id} value={option.id}>
                  {option.name}
                </Radio>
              ))}
            </Radio.Group>
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
