import { formatMoney } from '@ajar/domain';
import { Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams } from 'react-router';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { useCountry } from '../../../shared/market/country-context';
import { ButtonLink } from '../../../shared/ui/button-link';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { paymentApi, type Checkout } from '../../../shared/payment/payment-api';
import frame from '../../../shared/ui/page-frame.module.css';
import { BookingConfirmation } from '../confirmation/booking-confirmation';

const POLL_MS = 1500;
const POLL_LIMIT = 40;

/** Where the payment provider sends the payer back: the payment's outcome, polled until it is known. */
function PaymentResult() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const country = useCountry();
  const { transactionId = '' } = useParams();
  const [payment, setPayment] = useState<Checkout | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const poll = async () => {
      try {
        const current = await paymentApi.transaction(transactionId);
        if (stopped) return;
        setPayment(current);
        polls += 1;
        if (current.status === 'PENDING' && polls < POLL_LIMIT)
          timer = setTimeout(() => void poll(), POLL_MS);
      } catch {
        if (!stopped) setFailed(true);
      }
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [transactionId]);

  const bookings = (
    <ButtonLink key="bookings" to={href('bookingList')} type="primary">
      {t('bookings.result.bookings')}
    </ButtonLink>
  );
  const reference = payment ? t('bookings.result.reference', { id: payment.paymentId.slice(0, 8) }) : '';

  if (failed) return <Result status="error" title={t('messages.notFound')} extra={bookings} />;
  if (!payment || payment.status === 'PENDING')
    return (
      <Result
        icon={<Spin size="large" />}
        title={t('bookings.result.pendingTitle')}
        subTitle={t('bookings.result.pendingBody')}
      />
    );
  if (payment.status === 'PAID')
    return payment.service === 'BOOKING' ? (
      <BookingConfirmation bookingId={payment.bookingId ?? null} />
    ) : payment.service === 'CART' ? (
      <Result
        status="success"
        title={t('bookings.result.cartTitle')}
        subTitle={t('bookings.result.cartBody')}
        extra={bookings}
      />
    ) : payment.service === 'CLASS' ? (
      <Result
        status="success"
        title={t('bookings.result.classTitle')}
        subTitle={t('bookings.result.classBody')}
        extra={
          <ButtonLink to={href('myOnlineClasses')} type="primary">
            {t('bookings.result.toClasses')}
          </ButtonLink>
        }
      />
    ) : payment.service === 'CREDITS' ? (
      <Result
        status="success"
        title={t('bookings.result.creditsTitle')}
        subTitle={t('bookings.result.creditsBody', { count: payment.credits ?? 0 })}
        extra={
          <ButtonLink to={href('credits')} type="primary">
            {t('bookings.result.toCredits')}
          </ButtonLink>
        }
      />
    ) : (
      <Result
        status="success"
        title={t('bookings.result.topUpTitle')}
        subTitle={t('bookings.result.topUpBody', { amount: formatMoney(payment.amount, country) })}
        extra={<ButtonLink to={href('home')}>{t('bookings.result.home')}</ButtonLink>}
      />
    );
  const retryTo =
    payment.service === 'BOOKING' && payment.bookingId
      ? `/${country}/checkout/booking?booking=${payment.bookingId}`
      : href(
          payment.service === 'CART'
            ? 'cart'
            : payment.service === 'CREDITS'
              ? 'creditsBuy'
              : payment.service === 'CLASS'
                ? 'classes'
                : 'balance',
        );
  const retry = (
    <ButtonLink key="retry" to={retryTo} type="primary">
      {t('bookings.result.retry')}
    </ButtonLink>
  );
  return (
    <Result
      status="warning"
      title={t('bookings.result.failedTitle')}
      subTitle={`${t(payment.status === 'CANCELLED' ? 'messages.paymentCancelled' : 'messages.paymentDeclined')} ${reference}`}
      extra={[retry, bookings]}
    />
  );
}

export function PaymentResultPage() {
  return (
    <RequireSignIn>
      <div className={frame.page}>
        <PaymentResult />
      </div>
    </RequireSignIn>
  );
}
