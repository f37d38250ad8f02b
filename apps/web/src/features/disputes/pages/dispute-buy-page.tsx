import { escalationFeeMinor, type CurrencyCode } from '@ajar/domain';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { EscalateDisputeDocument, GetDisputeDocument, GetProfileDocument } from '../../../gql/graphql';
import { describeError } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { PaymentMethodChoice, SummaryLine, SummaryLines } from '../../../shared/payment/summary-lines';
import { TestModeBanner } from '../../../shared/payment/test-mode-banner';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { ButtonLink } from '../../../shared/ui/button-link';
import { CreditCardOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import { paymentApi } from '../../../shared/payment/payment-api';
import { useCheckoutOffer } from '../../../shared/payment/use-checkout-offer';
import { useStartCheckout } from '../../../shared/payment/use-start-checkout';
import styles from '../components/dispute.module.css';
import { useDisputeFormat } from '../components/use-dispute-format';

/** What dispute/buy/{type} pays: the escalation fee only. */
const PAYABLE_TYPES = ['escalation'];

/** The fee is paid (here, or at the payment service and back): the team has the dispute. */
function Escalated({ disputeId }: { disputeId: string }) {
  const { t } = useTranslation();
  const country = useCountry();
  return (
    <Result
      className={frame.card}
      status="success"
      title={t('disputes.buy.done')}
      extra={
        <ButtonLink to={`/${country}/dispute/negotiationstatus/${disputeId}`}>
          {t('disputes.buy.back')}
        </ButtonLink>
      }
    />
  );
}

function PayFee({ disputeId, currency }: { disputeId: string; currency: string }) {
  const { t } = useTranslation();
  const { money } = useDisputeFormat(currency);
  const fee = escalationFeeMinor(currency as CurrencyCode);
  const [profile] = useQuery({ query: GetProfileDocument, requestPolicy: 'network-only' });
  const balance = profile.data?.getProfile.balance ?? null;
  const { offer, method, setMethod, failed } = useCheckoutOffer(disputeId, paymentApi.offerForDispute);
  const { working, error, start } = useStartCheckout();
  const [escalating, escalate] = useMutation(EscalateDisputeDocument);
  const [balanceError, setBalanceError] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);

  if (paid) return <Escalated disputeId={disputeId} />;
  if (balance === null) return <Skeleton active paragraph={{ rows: 6 }} />;
  const shownError = balanceError ?? error ?? (failed ? t('messages.fallback') : null);

  async function payWithBalance() {
    setBalanceError(null);
    const result = await escalate({ disputeId });
    if (result.error) setBalanceError(describeError(result.error).message);
    else setPaid(true);
  }

  return (
    <>
      {offer?.testMode && <TestModeBanner />}
      <section className={`${frame.card} ${styles.form}`}>
        <SummaryLines>
          <SummaryLine label={t('disputes.buy.fee')} value={money(fee)} total />
        </SummaryLines>
        <p className={`${frame.muted} ${styles.flush}`}>{t('disputes.buy.refunded')}</p>
        <div className={styles.actions}>
          <Button
            type="primary"
            size="large"
            disabled={balance < fee}
            loading={escalating.fetching}
            onClick={() => void payWithBalance()}
          >
            {t('disputes.buy.payWithBalance', { balance: money(balance) })}
          </Button>
        </div>
      </section>
      {offer?.providerAvailable && (
        <section className={`${frame.card} ${styles.form}`}>
          <strong>{t('disputes.buy.method')}</strong>
          <PaymentMethodChoice methods={offer.methods} value={method} onChange={setMethod} />
          <SummaryLines>
            <SummaryLine label={t('disputes.buy.charged')} value={money(offer.amount + offer.fee)} total />
          </SummaryLines>
          <div className={styles.actions}>
            <Button
              size="large"
              loading={working}
              disabled={!method}
              onClick={() => method && void start({ service: 'DISPUTE', disputeId, paymentMethod: method })}
            >
              {t('disputes.buy.payWithMethod')}
            </Button>
          </div>
        </section>
      )}
      {shownError && <Alert className={frame.card} type="error" showIcon title={shownError} />}
    </>
  );
}

function DisputeBuy() {
  const { t } = useTranslation();
  const { type } = useParams();
  const [params] = useSearchParams();
  const disputeId = params.get('dispute') ?? '';
  const [{ data, fetching }] = useQuery({
    query: GetDisputeDocument,
    variables: { id: disputeId },
    pause: !disputeId,
  });
  const dispute = data?.getDispute;
  const known = PAYABLE_TYPES.includes(type ?? '');
  const payable = known && dispute?.availableActions.includes('escalate');
  // Once paid, the dispute refetches as escalated (no longer payable): say it is with the team.
  const escalated = known && dispute?.status === 'ESCALATED' && dispute.myParty === dispute.escalatedBy;
  return (
    <PageFrame
      icon={<CreditCardOutlined />}
      title={t('disputes.buy.title')}
      subtitle={t('disputes.buy.subtitle')}
    >
      {fetching && !dispute && <Skeleton active paragraph={{ rows: 4 }} />}
      {dispute && escalated && <Escalated disputeId={dispute.id} />}
      {dispute && payable && <PayFee disputeId={dispute.id} currency={dispute.currency} />}
      {!fetching && !payable && !escalated && (
        <Result className={frame.card} status="404" title={t('disputes.buy.unknownType')} />
      )}
    </PageFrame>
  );
}

export function DisputeBuyPage() {
  return (
    <RequireSignIn>
      <DisputeBuy />
    </RequireSignIn>
  );
}
