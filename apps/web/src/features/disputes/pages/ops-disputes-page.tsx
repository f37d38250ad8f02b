import { Alert, Empty, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useQuery } from 'urql';
import { GetStaffDisputesDocument, type DisputeStatus } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { describeError } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { FileSearchOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import { DisputeList } from '../components/dispute-list';
import styles from '../components/dispute.module.css';

const FILTERS: readonly (DisputeStatus | 'ALL')[] = ['ESCALATED', 'NEGOTIATING', 'AGREED', 'DECIDED', 'ALL'];

/** The team's queue: escalated disputes first; the server refuses it to anyone but staff. */
function OpsDisputes() {
  const { t } = useTranslation();
  const country = useCountry();
  const [filter, setFilter] = useState<DisputeStatus | 'ALL'>('ESCALATED');
  const [{ data, fetching, error }] = useQuery({
    query: GetStaffDisputesDocument,
    variables: { status: filter === 'ALL' ? null : filter },
    requestPolicy: 'cache-and-network',
  });
  const disputes = presentItems(data?.getStaffDisputes);
  return (
    <PageFrame
      icon={<FileSearchOutlined />}
      title={t('disputes.ops.title')}
      subtitle={t('disputes.ops.subtitle')}
    >
      {/* Five statuses do not fit 375 px: the filter scrolls sideways instead of widening the page. */}
      <div className={`${frame.card} ${styles.filters}`}>
        <Segmented
          aria-label={t('disputes.ops.filter')}
          value={filter}
          onChange={(value) => setFilter(value)}
          options={FILTERS.map((value) => ({
            value,
            label: value === 'ALL' ? t('disputes.ops.all') : t(`disputes.statuses.${value}`),
          }))}
        />
      </div>
      {!disputes && fetching && <Skeleton active paragraph={{ rows: 6 }} />}
      {error && !disputes && (
        <Alert className={frame.card} type="error" showIcon title={describeError(error).message} />
      )}
      {disputes?.length === 0 && <Empty className={frame.card} description={t('disputes.ops.empty')} />}
      {disputes && disputes.length > 0 && (
        <DisputeList disputes={disputes} hrefOf={(id) => `/${country}/ops/disputes/${id}`} />
      )}
    </PageFrame>
  );
}

export function OpsDisputesPage() {
  return (
    <RequireSignIn>
      <OpsDisputes />
    </RequireSignIn>
  );
}
