import type { GetStaffAuditLogQuery } from '../../../gql/graphql';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import frame from '../../../shared/ui/page-frame.module.css';
import styles from '../pages/ops-pages.module.css';

type Entry = NonNullable<GetStaffAuditLogQuery['getStaffAuditLog'][number]>;

/** The stored JSON, indented for reading; text that is not JSON as it is. */
function readable(json: string | null | undefined): string | null {
  if (!json) return null;
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
}

/** One staff action: who, what, on which thing, when, and the thing before → after. */
export function AuditEntry({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  const country = useCountry();
  return (
    <li className={frame.card} data-testid="audit-entry">
      <div className={styles.row}>
        <p className={styles.rowTitle}>
          <code>{entry.action}</code>
        </p>
        <span className={frame.muted}>
          {t('ops.audit.by', {
            name: entry.staffName,
            date: formatMarketDate(entry.createdAt, country, 'D MMM YYYY, HH:mm:ss'),
          })}
        </span>
      </div>
      <p className={frame.muted}>{t('ops.audit.on', { type: entry.entityType, id: entry.entityId })}</p>
      {entry.reason && <p>{t('ops.audit.reason', { reason: entry.reason })}</p>}
      <div className={styles.diff}>
        <div>
          <strong>{t('ops.audit.before')}</strong>
          <pre className={styles.json}>{readable(entry.before) ?? t('ops.audit.none')}</pre>
        </div>
        <div>
          <strong>{t('ops.audit.after')}</strong>
          <pre className={styles.json}>{readable(entry.after) ?? t('ops.audit.none')}</pre>
        </div>
      </div>
    </li>
  );
}
