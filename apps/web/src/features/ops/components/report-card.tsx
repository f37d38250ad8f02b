import type { ReportAction } from '@ajar/domain';
import { STAFF_NOTE_MAX, reportActionApplies } from '@ajar/domain';
import { Button, Input, Tag } from 'antd';
import { useId, useState } from 'react';
import { useMutation } from 'urql';
import { ResolveReportDocument, type StaffReportFieldsFragment } from '../../../gql/graphql';
import { showError, showSuccess } from '../../../shared/feedback/toast';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import frame from '../../../shared/ui/page-frame.module.css';
import styles from '../pages/ops-pages.module.css';

const BUTTONS = [
  { action: 'DISMISS', label: 'ops.reports.dismiss', danger: false },
  { action: 'REMOVE_CONTENT', label: 'ops.reports.remove', danger: true },
  { action: 'SUSPEND_USER', label: 'ops.reports.suspend', danger: true },
] as const;

/** One report: what was reported, by whom and why; open ones take a note and an action. */
export function ReportCard({
  report,
  onResolved,
}: {
  report: StaffReportFieldsFragment;
  onResolved: () => void;
}) {
  const { t } = useTranslation();
  const country = useCountry();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [{ fetching }, resolve] = useMutation(ResolveReportDocument);
  const when = (iso: string) => formatMarketDate(iso, country, 'D MMM YYYY, HH:mm');

  async function act(action: ReportAction) {
    const result = await resolve({ reportId: report.id, action, note });
    if (result.error) showError(result.error);
    else {
      showSuccess(t('messages.reportResolved'));
      onResolved();
    }
  }

  const usable = (action: ReportAction) =>
    reportActionApplies(action, report.targetType) &&
    (action !== 'SUSPEND_USER' || report.targetUserId !== null);

  return (
    <li className={frame.card} data-testid="staff-report">
      <div className={styles.row}>
        <p className={styles.rowTitle}>
          {t(`ops.reports.types.${report.targetType}`)}
          {report.targetUserName ? ` · ${report.targetUserName}` : ''}
        </p>
        {report.targetUserSuspended && <Tag color="red">{t('ops.reports.suspendedTag')}</Tag>}
      </div>
      <p className={frame.muted}>
        {report.targetUserEmail
          ? t('ops.reports.owner', { name: report.targetUserName, email: report.targetUserEmail })
          : t('ops.reports.guestOwner')}
      </p>
      <p className={frame.muted}>
        {t('ops.reports.reportedBy', { name: report.reporterName, date: when(report.createdAt) })}
      </p>
      <blockquote className={styles.quote} aria-label={t('ops.reports.reported')}>
        {report.excerpt}
      </blockquote>
      <p>
        <strong>{t('ops.reports.reason')}:</strong> {report.reason}
      </p>
      {report.status === 'OPEN' ? (
        <>
          <label htmlFor={noteId}>{t('ops.reports.note')}</label>
          <Input.TextArea
            id={noteId}
            value={note}
            maxLength={STAFF_NOTE_MAX}
            autoSize={{ minRows: 2, maxRows: 5 }}
            placeholder={t('ops.reports.notePlaceholder')}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className={styles.actions}>
            {BUTTONS.filter(({ action }) => usable(action)).map(({ action, label, danger }) => (
              <Button key={action} danger={danger} loading={fetching} onClick={() => void act(action)}>
                {t(label)}
              </Button>
            ))}
          </div>
        </>
      ) : (
        <p>
          {report.action &&
            t('ops.reports.resolvedAs', {
              action: t(`ops.reports.actions.${report.action}`),
              name: report.resolvedByName ?? '',
              date: report.resolvedAt ? when(report.resolvedAt) : '',
            })}
          {report.staffNote ? ` — ${report.staffNote}` : ''}
        </p>
      )}
    </li>
  );
}
