import { LinkOutlined } from '../../../shared/ui/icons';
import { ACCOUNT_ROUTES, countryPath } from '@ajar/domain';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation, useParams } from 'react-router';
import { useQuery } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { SharedPaymentDocument } from '../../../gql/graphql';
import { useCountry } from '../../../shared/market/country-context';
import { SummaryLines, SummaryLine } from '../../../shared/payment/summary-lines';
import { useSession } from '../../../shared/session/use-session';
import { ButtonLink } from '../../../shared/ui/button-link';
import { formatLessonTime, lessonZone } from '../../../shared/format/lesson-time';
import { PaymentApiError, paymentApi, type SharedLinkStatus } from '../../../shared/payment/payment-api';
import { SharedPaymentForm } from '../components/shared-payment-form';
import styles from './payment-share-page.module.css';

type Loaded =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'ready'; status: SharedLinkStatus };

function useSharedLink(code: string): { link: Loaded; retry: () => void } {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let stopped = false;
    paymentApi.sharedLinkStatus(code).then(
      (status) => !stopped && setLoaded({ state: 'ready', status }),
      (failure: unknown) =>
        !stopped &&
        setLoaded(
          failure instanceof PaymentApiError && failure.status === 404
            ? { state: 'missing' }
            : { state: 'failed' },
        ),
    );
    return () => {
      stopped = true;
    };
  }, [code, attempt]);
  const retry = () => {
    setLoaded({ state: 'loading' });
    setAttempt((count) => count + 1);
  };
  return { link: loaded, retry };
}

/** What the payer sees besides the lesson: a login prompt, their own link, the result, or the form. */
function PayerStep({ status, code }: { status: SharedLinkStatus; code: string }) {
  const { t } = useTranslation();
  const country = useCountry();
  const { isSignedIn, user } = useSession();
  const { pathname } = useLocation();
  if (status.paid)
    return (
      <Result
        status="success"
        title={t('paymentShare.page.paidTitle')}
        subTitle={t('paymentShare.page.paidBody')}
      />
    );
  if (!isSignedIn) {
    const login = `${countryPath(country, ACCOUNT_ROUTES.login)}?${new URLSearchParams({ redirect: pathname }).toString()}`;
    return (
      <section className={styles.card}>
        <strong>{t('paymentShare.page.loginTitle')}</strong>
        <p className={styles.muted}>{t('paymentShare.page.loginBody')}</p>
        <ButtonLink to={login} type="primary" size="large">
          {t('paymentShare.page.login')}
        </ButtonLink>
      </section>
    );
  }
  if (user?.pvid === status.userId)
    return <Alert type="info" showIcon message={t('paymentShare.page.ownLink')} />;
  return <SharedPaymentForm bookingId={status.bookingId} code={code} />;
}

function SharedPayment({ status, code }: { status: SharedLinkStatus; code: string }) {
  const { t } = useTranslation();
  const country = useCountry();
  const [{ data, error }] = useQuery({
    query: SharedPaymentDocument,
    // The link's code, not the booking's id: only the code opens the booking's details to a payer.
    variables: { code, userId: status.userId },
  });
  if (error) return <Alert type="error" showIcon message={t('messages.fallback')} />;
  if (!data) return <Skeleton active paragraph={{ rows: 4 }} />;
  const booking = data.getBookingDetailsForSharedURL;
  const sharer = data.getUserDetailsOnPaymentURL;
  return (
    <>
      <p className={styles.asked}>
        {t('paymentShare.page.subtitle', { name: `${sharer.firstName} ${sharer.lastName}` })}
      </p>
      <section className={styles.card}>
        <SummaryLines>
          <SummaryLine label={t('paymentShare.page.lesson')} value={booking.product_name} />
          <SummaryLine
            label={t('paymentShare.page.time')}
            value={formatLessonTime(
              booking.product_start_date,
              booking.product_end_date,
              lessonZone(country),
            )}
          />
        </SummaryLines>
      </section>
      <PayerStep status={status} code={code} />
    </>
  );
}

/** Spec section 2, payment/share/{urlCode}: someone pays a booking that another person shared. */
export function PaymentSharePage() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const { urlCode = '' } = useParams();
  const { link, retry } = useSharedLink(urlCode);

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <span className={styles.headIcon} aria-hidden="true">
          <LinkOutlined />
        </span>
        <h1 className={styles.title}>{t('paymentShare.page.title')}</h1>
      </header>
      {link.state === 'missing' ? (
        <Result
          status="404"
          title={t('paymentShare.page.notFoundTitle')}
          subTitle={t('paymentShare.page.notFoundBody')}
          extra={
            <ButtonLink to={href('home')} type="primary">
              {t('paymentShare.page.home')}
            </ButtonLink>
          }
        />
      ) : link.state === 'failed' ? (
        <Alert
          type="error"
          showIcon
          message={t('messages.fallback')}
          action={<Button onClick={retry}>{t('common.tryAgain')}</Button>}
        />
      ) : link.state === 'loading' ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <SharedPayment status={link.status} code={urlCode} />
      )}
    </div>
  );
}
