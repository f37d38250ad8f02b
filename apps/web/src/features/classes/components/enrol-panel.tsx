import { ACCOUNT_ROUTES, ROLE_CODES, countryPath } from '@ajar/domain';
import { Alert, Button, Skeleton } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useMutation, useQuery } from 'urql';
import {
  AddClassToCartDocument,
  EnrolInClassDocument,
  GetProfileDocument,
  type GroupClassFieldsFragment,
} from '../../../gql/graphql';
import { describeError, showSuccess } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PaymentMethodChoice, SummaryLine, SummaryLines } from '../../../shared/payment/summary-lines';
import { TestModeBanner } from '../../../shared/payment/test-mode-banner';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { useSession } from '../../../shared/session/use-session';
import { ButtonLink } from '../../../shared/ui/button-link';
import { paymentApi } from '../../../shared/payment/payment-api';
import { useCheckoutOffer } from '../../../shared/payment/use-checkout-offer';
import { useStartCheckout } from '../../../shared/payment/use-start-checkout';
import styles from './class-page.module.css';
import { useClassFormat } from './use-class-format';

/** Paying for a seat: from the balance, through the cart, or through the payment service. */
function PayForSeat({ row, onEnrolled }: { row: GroupClassFieldsFragment; onEnrolled: () => void }) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const { money } = useClassFormat(row.country);
  const [profile] = useQuery({ query: GetProfileDocument, requestPolicy: 'network-only' });
  const balance = profile.data?.getProfile.balance ?? null;
  const [enrolling, enrol] = useMutation(EnrolInClassDocument);
  const [adding, addToCart] = useMutation(AddClassToCartDocument);
  const [inCart, setInCart] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { offer, method, setMethod, failed } = useCheckoutOffer(row.id, paymentApi.offerForClass);
  const { working, error, start } = useStartCheckout();

  if (balance === null) return <Skeleton active paragraph={{ rows: 3 }} />;
  const shownError = failure ?? error ?? (failed ? t('messages.fallback') : null);
  const methodName = offer?.methods.find((option) => option.id === method)?.name ?? '';

  async function payWithBalance() {
    setFailure(null);
    const result = await enrol({ classId: row.id });
    if (result.error) return setFailure(describeError(result.error).message);
    showSuccess(t('messages.classEnrolled'));
    onEnrolled();
  }

  async function putInCart() {
    setFailure(null);
    const result = await addToCart({ classId: row.id });
    if (result.error) return setFailure(describeError(result.error).message);
    setInCart(true);
  }

  return (
    <div className={styles.pay}>
      {offer?.testMode && <TestModeBanner />}
      <p className={styles.muted}>{t('classes.page.balance', { amount: money(balance) })}</p>
      <Button
        type="primary"
        size="large"
        block
        disabled={balance < row.due}
        loading={enrolling.fetching}
        onClick={() => void payWithBalance()}
      >
        {t('classes.page.payWithBalance', { amount: money(row.due) })}
      </Button>
      {balance < row.due && (
        <ButtonLink to={href('balance')} block>
          {t('classes.page.topUp')}
        </ButtonLink>
      )}
      {inCart ? (
        <ButtonLink to={href('cart')} block>
          {t('classes.page.viewCart')}
        </ButtonLink>
      ) : (
        <Button size="large" block loading={adding.fetching} onClick={() => void putInCart()}>
          {t('classes.page.addToCart')}
        </Button>
      )}
      {offer?.providerAvailable && (
        <div className={styles.provider}>
          <PaymentMethodChoice methods={offer.methods} value={method} onChange={setMethod} />
          <SummaryLines>
            <SummaryLine
              label={t('classes.page.charged', {
                amount: money(offer.amount + offer.fee),
                fee: money(offer.fee),
              })}
              value={money(offer.amount + offer.fee)}
              total
            />
          </SummaryLines>
          <Button
            size="large"
            block
            loading={working}
            disabled={!method}
            onClick={() => method && void start({ service: 'CLASS', classId: row.id, paymentMethod: method })}
          >
            {t('classes.page.payWithMethod', { method: methodName })}
          </Button>
        </div>
      )}
      {shownError && <Alert type="error" showIcon title={shownError} />}
    </div>
  );
}

/** What the class page offers the viewer: a seat to pay for, or why not. */
export function EnrolPanel({ row, onEnrolled }: { row: GroupClassFieldsFragment; onEnrolled: () => void }) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const { isSignedIn, user } = useSession();
  const { pathname } = useLocation();
  const { money, country } = useClassFormat(row.country);
  const full = row.seatsTaken >= row.seats;
  const notice = (() => {
    if (row.viewerIsTutor)
      return (
        <>
          <p>{t('classes.page.yourClass')}</p>
          <ButtonLink to={href('manageClasses')}>{t('classes.page.manage')}</ButtonLink>
        </>
      );
    if (row.viewerEnrolled)
      return (
        <>
          <Alert type="success" showIcon title={t('classes.page.enrolled')} />
          <ButtonLink to={href('myOnlineClasses')}>{t('classes.page.myClasses')}</ButtonLink>
        </>
      );
    if (row.status === 'CANCELLED') return <p>{t('classes.page.cancelledClass')}</p>;
    if (!row.enrolmentOpen) return <p>{t('classes.page.closed')}</p>;
    if (full) return <p>{t('classes.page.full')}</p>;
    if (!isSignedIn) {
      const login = `${countryPath(country, ACCOUNT_ROUTES.login)}?${new URLSearchParams({ redirect: pathname }).toString()}`;
      return <ButtonLink to={login}>{t('classes.page.loginToEnrol')}</ButtonLink>;
    }
    if (user?.role.code !== ROLE_CODES.student) return <p>{t('classes.page.studentsOnly')}</p>;
    return null;
  })();
  return (
    <section className={styles.panel} aria-labelledby="class-enrol-title">
      <h2 id="class-enrol-title" className={styles.panelTitle}>
        {t('classes.page.enrolTitle')}
      </h2>
      <p className={styles.price}>
        {money(row.due)} <span className={styles.muted}>{t('classes.card.perSeat')}</span>
      </p>
      <p className={styles.muted}>{t('classes.page.seats', { taken: row.seatsTaken, seats: row.seats })}</p>
      {notice ?? <PayForSeat row={row} onEnrolled={onEnrolled} />}
      <p className={styles.small}>{t('classes.page.refundRule')}</p>
    </section>
  );
}
