import { CreditCardOutlined } from '../../../shared/ui/icons';
import {
  amountStillDueMinor,
  balanceSplit,
  countryOfCurrency,
  formatDurationHhMm,
  formatMoney,
  transactionFeeMinor,
  type CurrencyCode,
} from '@ajar/domain';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import {
  GetBookingDocument,
  GetProfileDocument,
  PayPartWithBalanceDocument,
  UpdateBookingStatusDocument,
  type GetBookingQuery,
} from '../../../gql/graphql';
import { describeError } from '../../../shared/feedback/toast';
import { useCountry } from '../../../shared/market/country-context';
import { PaymentMethodChoice, SummaryLine, SummaryLines } from '../../../shared/payment/summary-lines';
import { TestModeBanner } from '../../../shared/payment/test-mode-banner';
import { ButtonLink } from '../../../shared/ui/button-link';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { SharePaymentLink } from '../../payment-share';
import { formatLessonTime, lessonZone } from '../../../shared/format/lesson-time';
import {
  goToCheckout,
  newIdempotencyKey,
  paymentApi,
  type CheckoutOffer,
} from '../../../shared/payment/payment-api';
import { PageFrame } from '../../../shared/ui/page-frame';
import { feeRatePercent } from '../../../shared/format/fee-rate';
import frame from '../../../shared/ui/page-frame.module.css';
import styles from './bookings-pages.module.css';
import { AddToCartButton } from '../components/add-to-cart-button';
import { LessonPolicies } from '../components/lesson-policies';
import { BookingConfirmation } from '../confirmation/booking-confirmation';
import { BookingVoucher, type AppliedVoucher } from '../components/booking-voucher';
import voucherStyles from '../components/booking-voucher.module.css';

/** Spec section 4, Booking payment flow: balance, partial balance, or checkout through the provider. */
function Checkout({
  booking,
  balance,
  onPaid,
}: {
  booking: GetBookingQuery['getBooking'];
  balance: number;
  onPaid: () => void;
}) {
  const { t, i18n } = useTranslation();
  const country = useCountry();
  const zone = lessonZone(country);
  const money = (amount: number) => formatMoney(amount, country);
  const [offer, setOffer] = useState<CheckoutOffer | null>(null);
  const [method, setMethod] = useState('card');
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [, updateStatus] = useMutation(UpdateBookingStatusDocument);
  const [, payPart] = useMutation(PayPartWithBalanceDocument);
  // A voucher applied here: the server's discount, and the offer asked again (it reflects the discount).
  const [applied, setApplied] = useState<AppliedVoucher | null>(null);
  const discount = applied?.discountAmount ?? booking.discountAmount;
  const voucherCode = applied?.voucherCode ?? booking.voucherCode;

  useEffect(() => {
    paymentApi.offerForBooking(booking.pvid).then(setOffer, (failure: Error) => setError(failure.message));
  }, [booking.pvid, applied]);

  const beforeDiscount = amountStillDueMinor({
    dueMinor: booking.dueAmount,
    amountPaidUsingUserBalanceMinor: booking.amountPaidUsingUserBalance,
  });
  const rest = amountStillDueMinor({
    dueMinor: booking.dueAmount,
    amountPaidUsingUserBalanceMinor: booking.amountPaidUsingUserBalance,
    discountMinor: discount,
  });
  const { fromBalance, fromPaymentMethods: fromMethods } = balanceSplit(rest, balance);
  const fee = transactionFeeMinor(fromMethods, booking.currency as CurrencyCode);
  const tutorName = `${booking.tutor.firstName} ${booking.tutor.lastName}`;
  // No provider serves this market: the balance is the only way to pay, and the page says so.
  const balanceOnly = offer !== null && !offer.providerAvailable;
  const throughProvider = fromMethods > 0 && !balanceOnly;

  async function bookUsingBalance() {
    setWorking(true);
    const result = await updateStatus({ id: booking.pvid, status: 'PAID' });
    setWorking(false);
    if (result.error) setError(describeError(result.error).message);
    else onPaid();
  }

  async function payRest() {
    setWorking(true);
    setError(null);
    try {
      if (fromBalance > 0) {
        const part = await payPart({ bookingId: booking.pvid });
        if (part.error) throw new Error(describeError(part.error).message);
      }
      const checkout = await paymentApi.createTransaction({
        service: 'BOOKING',
        bookingId: booking.pvid,
        paymentMethod: method,
        idempotencyKey: newIdempotencyKey(),
      });
      goToCheckout(checkout);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t('messages.fallback'));
      setWorking(false);
    }
  }

  return (
    <>
      {offer?.testMode && <TestModeBanner />}
      {balanceOnly && (
        <Alert className={frame.card} type="info" showIcon title={t('messages.paymentProviderUnavailable')} />
      )}
      {booking.isFirstBooking && booking.numberOfLessons > 1 && (
        <Alert
          className={frame.card}
          type="info"
          showIcon
          message={t('bookings.checkout.firstTitle', { name: tutorName })}
          description={t('bookings.checkout.firstBody', {
            count: booking.numberOfLessons,
            due: money(booking.dueAmount),
            price: money(booking.price),
            remains: money(booking.dueAmount - booking.price),
          })}
        />
      )}
      <section className={frame.card}>
        <SummaryLines>
          <SummaryLine
            label={t('bookings.checkout.lesson')}
            value={`${booking.subjectInfo.subject} · ${booking.subjectInfo.level}`}
          />
          <SummaryLine label={t('bookings.checkout.tutor')} value={tutorName} />
          <SummaryLine
            label={t('bookings.checkout.time')}
            value={`${formatLessonTime(booking.startTime, booking.endTime, zone)} · ${formatDurationHhMm(booking.duration)}`}
          />
          <SummaryLine label={t('bookings.checkout.price')} value={money(booking.price)} />
          {discount > 0 && (
            <SummaryLine
              label={t('bookings.checkout.discount')}
              value={`${voucherCode ?? ''} − ${money(discount)}`}
            />
          )}
          <SummaryLine
            label={t('bookings.checkout.due')}
            value={
              discount > 0 ? (
                <>
                  <del
                    className={voucherStyles.struck}
                    aria-label={t('bookings.checkout.originalLabel', { amount: money(beforeDiscount) })}
                  >
                    {money(beforeDiscount)}
                  </del>
                  {money(rest)}
                </>
              ) : (
                money(rest)
              )
            }
            total
          />
          <SummaryLine label={t('bookings.checkout.balance')} value={money(balance)} />
          {fromBalance > 0 && (
            <SummaryLine label={t('bookings.checkout.fromBalance')} value={money(fromBalance)} />
          )}
          {throughProvider && (
            <>
              <SummaryLine label={t('bookings.checkout.fromMethods')} value={money(fromMethods)} />
              <SummaryLine
                label={t('bookings.checkout.fee', { rate: feeRatePercent(i18n.language) })}
                value={money(fee)}
              />
              <SummaryLine label={t('bookings.checkout.total')} value={money(fromMethods + fee)} total />
            </>
          )}
        </SummaryLines>
      </section>
      <LessonPolicies
        startTime={booking.startTime}
        country={countryOfCurrency(booking.currency) ?? country}
        freeCancellationUntil={booking.freeCancellationUntil}
      />
      <BookingVoucher bookingId={booking.pvid} onApplied={setApplied} />
      {throughProvider && (
        <section className={frame.card}>
          <strong>{t('bookings.checkout.method')}</strong>
          {offer ? (
            <PaymentMethodChoice methods={offer.methods} value={method} onChange={setMethod} />
          ) : (
            <Skeleton active paragraph={{ rows: 2 }} title={false} />
          )}
        </section>
      )}
      {error && <Alert type="error" showIcon message={error} />}
      <div className={styles.actions}>
        {fromMethods === 0 || balanceOnly ? (
          <Button
            type="primary"
            size="large"
            loading={working}
            disabled={fromMethods > 0}
            onClick={() => void bookUsingBalance()}
          >
            {t('bookings.checkout.bookUsingBalance')}
          </Button>
        ) : (
          <Button
            type="primary"
            size="large"
            loading={working}
            disabled={!offer}
            onClick={() => void payRest()}
          >
            {fromBalance > 0 ? t('bookings.checkout.useBalanceAndPay') : t('bookings.checkout.next')}
          </Button>
        )}
        <AddToCartButton bookingId={booking.pvid} />
      </div>
      {throughProvider && (
        <SharePaymentLink bookingId={booking.pvid} title={`${booking.subjectInfo.subject} · ${tutorName}`} />
      )}
    </>
  );
}

function CheckoutBooking() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const [params] = useSearchParams();
  const id = params.get('booking') ?? '';
  const [booking] = useQuery({
    query: GetBookingDocument,
    variables: { id },
    requestPolicy: 'network-only',
    pause: !id,
  });
  const [profile] = useQuery({ query: GetProfileDocument, requestPolicy: 'network-only' });
  const data = booking.data?.getBooking;
  const balance = profile.data?.getProfile.balance ?? null;
  // Paid here with the balance: the booking refreshes to PAID, and the success result stays.
  const [paidNow, setPaidNow] = useState(false);

  return (
    <PageFrame
      icon={<CreditCardOutlined />}
      title={t(paidNow ? 'bookings.checkout.paidTitle' : 'bookings.checkout.title')}
      subtitle={t(paidNow ? 'bookings.checkout.paidSubtitle' : 'bookings.checkout.subtitle')}
    >
      {paidNow ? (
        <BookingConfirmation bookingId={id} />
      ) : booking.error || !id ? (
        <Alert type="error" showIcon message={t('bookings.checkout.loadFailed')} />
      ) : !data || balance === null ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : data.status !== 'PENDING' ? (
        <Result
          status="info"
          title={t('bookings.checkout.notPending')}
          extra={
            <ButtonLink to={href('bookingList')} type="primary">
              {t('bookings.checkout.toBookingList')}
            </ButtonLink>
          }
        />
      ) : (
        <Checkout booking={data} balance={balance} onPaid={() => setPaidNow(true)} />
      )}
    </PageFrame>
  );
}

export function CheckoutBookingPage() {
  return (
    <RequireSignIn>
      <CheckoutBooking />
    </RequireSignIn>
  );
}
