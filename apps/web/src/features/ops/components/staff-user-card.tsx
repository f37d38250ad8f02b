import { STAFF_NOTE_MAX, STAFF_ROLE_CODE } from '@ajar/domain';
import { Button, Input, Tag } from 'antd';
import { useId, useState } from 'react';
import { useMutation } from 'urql';
import { RestoreUserDocument, SuspendUserDocument, type StaffUserFieldsFragment } from '../../../gql/graphql';
import { showError, showSuccess } from '../../../shared/feedback/toast';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import frame from '../../../shared/ui/page-frame.module.css';
import styles from '../pages/ops-pages.module.css';

/** An account's facts, and suspending or restoring it with a reason. */
export function StaffUserCard({ user }: { user: StaffUserFieldsFragment }) {
  const { t } = useTranslation();
  const country = useCountry();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [suspending, suspend] = useMutation(SuspendUserDocument);
  const [restoring, restore] = useMutation(RestoreUserDocument);
  const when = (iso: string) => formatMarketDate(iso, country, 'D MMM YYYY, HH:mm');

  async function change() {
    const variables = { userId: user.id, reason };
    const result = user.suspended ? await restore(variables) : await suspend(variables);
    if (result.error) showError(result.error);
    else {
      showSuccess(t(user.suspended ? 'messages.userRestored' : 'messages.userSuspended'));
      setReason('');
    }
  }

  const status = user.suspended
    ? t('ops.users.suspended', { date: user.suspendedAt ? when(user.suspendedAt) : '' })
    : user.isActive
      ? t('ops.users.active')
      : t('ops.users.deactivated');
  return (
    <section className={frame.card} aria-labelledby={`${reasonId}-name`} data-testid="staff-user">
      <div className={styles.row}>
        <h2 id={`${reasonId}-name`} className={styles.rowTitle}>
          {user.firstName} {user.lastName}
        </h2>
        <Tag color={user.suspended ? 'red' : user.isActive ? 'green' : 'default'}>{status}</Tag>
      </div>
      <dl className={styles.facts}>
        <dt>{t('ops.users.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('ops.users.role')}</dt>
        <dd>
          {t(`ops.users.roles.${user.roleCode}`, { defaultValue: user.roleCode })} ·{' '}
          {user.country.toUpperCase()}
        </dd>
        <dt>{t('ops.users.joined')}</dt>
        <dd>{when(user.dateJoined)}</dd>
        <dt>{t('ops.users.lastSignIn')}</dt>
        <dd>{user.lastSignInAt ? when(user.lastSignInAt) : '—'}</dd>
        {user.deactivationReason && (
          <>
            <dt>{t('ops.users.reason')}</dt>
            <dd>{user.deactivationReason}</dd>
          </>
        )}
      </dl>
      {user.roleCode === STAFF_ROLE_CODE ? (
        <p className={frame.muted}>{t('ops.users.staffNote')}</p>
      ) : (
        <>
          <label htmlFor={reasonId}>{t('ops.users.reason')}</label>
          <Input.TextArea
            id={reasonId}
            value={reason}
            maxLength={STAFF_NOTE_MAX}
            autoSize={{ minRows: 2, maxRows: 5 }}
            placeholder={t('ops.users.reasonPlaceholder')}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className={styles.actions}>
            <Button
              danger={!user.suspended}
              type="primary"
              loading={suspending.fetching || restoring.fetching}
              onClick={() => void change()}
            >
              {t(user.suspended ? 'ops.users.restore' : 'ops.users.suspend')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
