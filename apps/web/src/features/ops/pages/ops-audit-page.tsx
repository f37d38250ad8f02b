import { OPS_PAGE_SIZE } from '@ajar/domain';
import { Alert, Button, Select, Skeleton } from 'antd';
import { useId, useState } from 'react';
import { useQuery } from 'urql';
import { GetStaffAuditLogDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { useTranslation } from '../../../shared/i18n/use-translation';
import frame from '../../../shared/ui/page-frame.module.css';
import { AuditEntry } from '../components/audit-entry';
import { OpsFrame } from '../components/ops-frame';
import styles from './ops-pages.module.css';

const KINDS = ['USER', 'REPORT', 'REVIEW', 'MESSAGE', 'DISPUTE', 'STUDY_ROOM'] as const;
const ALL = 'ALL';

/** One page of the log, and the way to the older ones (before its last entry). */
function AuditPage({
  entityType,
  before,
  onOlder,
}: {
  entityType: string;
  before: string | null;
  onOlder: (at: string) => void;
}) {
  const { t } = useTranslation();
  const [result] = useQuery({
    query: GetStaffAuditLogDocument,
    variables: { ...(before ? { before } : {}), ...(entityType === ALL ? {} : { entityType }) },
    requestPolicy: 'cache-and-network',
  });
  const entries = presentItems(result.data?.getStaffAuditLog);
  if (result.error && !entries) return <Alert type="error" showIcon title={t('ops.audit.loadFailed')} />;
  if (!entries) return <Skeleton active paragraph={{ rows: 6 }} title={false} />;
  if (entries.length === 0) return <p className={frame.empty}>{t('ops.audit.empty')}</p>;
  const last = entries.at(-1);
  return (
    <>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <AuditEntry key={entry.id} entry={entry} />
        ))}
      </ul>
      {entries.length === OPS_PAGE_SIZE && last && (
        <div className={styles.actions}>
          <Button onClick={() => onOlder(last.createdAt)}>{t('ops.audit.more')}</Button>
        </div>
      )}
    </>
  );
}

/** /{country}/ops/audit: the log of every staff action, newest first. */
export function OpsAuditPage() {
  const { t } = useTranslation();
  const kindId = useId();
  const [entityType, setEntityType] = useState<string>(ALL);
  const [before, setBefore] = useState<string | null>(null);
  return (
    <OpsFrame title={t('ops.audit.title')} subtitle={t('ops.audit.subtitle')}>
      <div className={`${frame.card} ${styles.filter}`}>
        <label htmlFor={kindId}>{t('ops.audit.kind')}</label>
        <Select
          id={kindId}
          value={entityType}
          style={{ minWidth: 180 }}
          onChange={(value) => {
            setEntityType(value);
            setBefore(null);
          }}
          options={[
            { value: ALL, label: t('ops.audit.allKinds') },
            ...KINDS.map((kind) => ({ value: kind, label: t(`ops.audit.kinds.${kind}`) })),
          ]}
        />
      </div>
      <AuditPage
        key={`${entityType}-${before ?? ''}`}
        entityType={entityType}
        before={before}
        onOlder={setBefore}
      />
    </OpsFrame>
  );
}
