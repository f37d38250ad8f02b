import { Alert, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { GetDisputeDocument } from '../../../gql/graphql';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { FileProtectOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import { DisputeEvidence } from '../components/dispute-evidence';
import { DisputePartyActions } from '../components/dispute-party-actions';
import { DisputeSummary } from '../components/dispute-summary';
import { DisputeTimeline } from '../components/dispute-timeline';

function DisputeStatus() {
  const { t } = useTranslation();
  const country = useCountry();
  const { id = '' } = useParams();
  const [{ data, fetching, error }] = useQuery({ query: GetDisputeDocument, variables: { id } });
  const dispute = data?.getDispute;
  return (
    <PageFrame
      icon={<FileProtectOutlined />}
      title={t('disputes.status.title')}
      subtitle={
        dispute
          ? t('disputes.status.subtitle', {
              subject: dispute.lesson.subject,
              date: formatMarketDate(dispute.lesson.startTime as string, country),
            })
          : undefined
      }
    >
      {!dispute && fetching && <Skeleton active paragraph={{ rows: 8 }} />}
      {!dispute && !fetching && (
        <Alert
          className={frame.card}
          type="error"
          showIcon
          title={error ? t('disputes.status.notFound') : ''}
        />
      )}
      {dispute && (
        <>
          <DisputeSummary dispute={dispute} />
          <DisputePartyActions dispute={dispute} />
          <DisputeTimeline dispute={dispute} />
          <DisputeEvidence dispute={dispute} />
        </>
      )}
    </PageFrame>
  );
}

export function DisputeStatusPage() {
  return (
    <RequireSignIn>
      <DisputeStatus />
    </RequireSignIn>
  );
}
