import { Alert, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { GetDisputeDocument } from '../../../gql/graphql';
import { describeError } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { FileSearchOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import { DecisionForm } from '../components/decision-form';
import styles from '../components/dispute.module.css';
import { DisputeEvidence } from '../components/dispute-evidence';
import { DisputeSummary } from '../components/dispute-summary';
import { DisputeTimeline } from '../components/dispute-timeline';
import { useDisputeFormat } from '../components/use-dispute-format';

function EscalationFee({ fee, who, currency }: { fee: number; who: string; currency: string }) {
  const { t } = useTranslation();
  const { money } = useDisputeFormat(currency);
  return (
    <section className={frame.card}>
      <p className={`${frame.muted} ${styles.flush}`}>{t('disputes.ops.fee', { amount: money(fee), who })}</p>
    </section>
  );
}

/** One dispute for the team: the whole history, the evidence, and the decision form while escalated. */
function OpsDispute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [{ data, fetching, error }] = useQuery({ query: GetDisputeDocument, variables: { id } });
  const dispute = data?.getDispute;
  return (
    <PageFrame
      icon={<FileSearchOutlined />}
      title={t('disputes.meta.opsDispute.title')}
      subtitle={t('disputes.meta.opsDispute.description')}
    >
      {!dispute && fetching && <Skeleton active paragraph={{ rows: 8 }} />}
      {!dispute && error && (
        <Alert className={frame.card} type="error" showIcon title={describeError(error).message} />
      )}
      {dispute && (
        <>
          <DisputeSummary dispute={dispute} />
          {dispute.escalatedBy && dispute.escalationFee !== null && dispute.escalationFee !== undefined && (
            <EscalationFee
              fee={dispute.escalationFee}
              who={t(`disputes.parties.${dispute.escalatedBy}`)}
              currency={dispute.currency}
            />
          )}
          {dispute.status === 'ESCALATED' && <DecisionForm dispute={dispute} />}
          <DisputeTimeline dispute={dispute} />
          <DisputeEvidence dispute={dispute} />
        </>
      )}
    </PageFrame>
  );
}

export function OpsDisputePage() {
  return (
    <RequireSignIn>
      <OpsDispute />
    </RequireSignIn>
  );
}
