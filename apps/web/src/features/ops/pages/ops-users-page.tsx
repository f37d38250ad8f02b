import { Alert, Button, Input, Skeleton } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from 'urql';
import { GetStaffUserDocument } from '../../../gql/graphql';
import { useTranslation } from '../../../shared/i18n/use-translation';
import frame from '../../../shared/ui/page-frame.module.css';
import { OpsFrame } from '../components/ops-frame';
import { StaffUserCard } from '../components/staff-user-card';
import styles from './ops-pages.module.css';

function FoundUser({ email }: { email: string }) {
  const { t } = useTranslation();
  const [result] = useQuery({
    query: GetStaffUserDocument,
    variables: { email },
    requestPolicy: 'network-only',
  });
  if (result.error) return <Alert type="error" showIcon title={t('messages.fallback')} />;
  if (!result.data) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  const user = result.data.getStaffUser;
  if (!user) return <p className={frame.empty}>{t('ops.users.notFound')}</p>;
  return <StaffUserCard user={user} />;
}

/** /{country}/ops/users: an account by email, suspended or restored with a reason. */
export function OpsUsersPage() {
  const { t } = useTranslation();
  const emailId = useId();
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState<string | null>(null);

  function search(event: FormEvent) {
    event.preventDefault();
    if (typed.trim()) setEmail(typed.trim());
  }

  return (
    <OpsFrame title={t('ops.users.title')} subtitle={t('ops.users.subtitle')}>
      <form
        className={`${frame.card} ${styles.form}`}
        onSubmit={search}
        role="search"
        aria-label={t('ops.users.searchLabel')}
      >
        <div style={{ flex: '1 1 240px' }}>
          <label htmlFor={emailId}>{t('ops.users.email')}</label>
          <Input id={emailId} type="email" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </div>
        <Button type="primary" htmlType="submit">
          {t('ops.users.search')}
        </Button>
      </form>
      {email && <FoundUser key={email} email={email} />}
    </OpsFrame>
  );
}
