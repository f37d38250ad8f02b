import type { ReportStatus } from '@ajar/domain';
import { Alert, Button, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useQuery } from 'urql';
import { GetStaffReportsDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { useTranslation } from '../../../shared/i18n/use-translation';
import frame from '../../../shared/ui/page-frame.module.css';
import { OpsFrame } from '../components/ops-frame';
import { ReportCard } from '../components/report-card';
import styles from './ops-pages.module.css';

function ReportQueue({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [result, refetch] = useQuery({
    query: GetStaffReportsDocument,
    variables: { status, page },
    requestPolicy: 'cache-and-network',
  });
  const answer = result.data?.getStaffReports;
  const reports = presentItems(answer?.items);
  if (result.error && !reports) return <Alert type="error" showIcon title={t('ops.reports.loadFailed')} />;
  if (!answer || !reports) return <Skeleton active paragraph={{ rows: 6 }} title={false} />;
  if (reports.length === 0)
    return (
      <div className={frame.empty}>
        <strong>{t('ops.reports.empty')}</strong>
        <p className={frame.muted}>{t('ops.reports.emptyBody')}</p>
      </div>
    );
  const pages = Math.max(1, Math.ceil(answer.total / answer.pageSize));
  return (
    <>
      <ul className={styles.list}>
        {reports.map((report) => (
          <ReportCard
            key={report.id}
            report={report}
            onResolved={() => refetch({ requestPolicy: 'network-only' })}
          />
        ))}
      </ul>
      {pages > 1 && (
        <div className={styles.actions}>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('ops.reports.previous')}
          </Button>
          <span>{t('ops.reports.pageOf', { page, pages })}</span>
          <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('ops.reports.next')}
          </Button>
        </div>
      )}
    </>
  );
}

/** /{country}/ops/reports: the queue of open reports, oldest first, and the resolved ones. */
export function OpsReportsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReportStatus>('OPEN');
  return (
    <OpsFrame title={t('ops.reports.title')} subtitle={t('ops.reports.subtitle')}>
      <Segmented<ReportStatus>
        value={status}
        onChange={(value) => setStatus(value)}
        options={[
          { value: 'OPEN', label: t('ops.reports.open') },
          { value: 'RESOLVED', label: t('ops.reports.resolved') },
        ]}
        style={{ marginBottom: 16 }}
      />
      <ReportQueue key={status} status={status} />
    </OpsFrame>
  );
}
