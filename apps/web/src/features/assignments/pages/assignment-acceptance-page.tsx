import { InboxOutlined, SendOutlined } from '../../../shared/ui/icons';
import { ROLE_CODES } from '@ajar/domain';
import { Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useQuery } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { ListAssignmentAcceptanceDocument } from '../../../gql/graphql';
import { ButtonLink } from '../../../shared/ui/button-link';
import { myAnswer, type TutorAnswer } from '../assignment-status';
import styles from '../assignments.module.css';
import { AssignmentCard } from '../components/assignment-card';
import { AssignmentGate } from '../components/assignment-gate';
import { EmptyState } from '../components/empty-state';
import { LoadFailed } from '../components/load-failed';
import { PageHead } from '../components/page-head';
import { RoleNotice } from '../components/role-notice';
import { TutorAnswerButtons } from '../components/tutor-answer-buttons';
import { useAssignmentViewer } from '../hooks/use-assignment-viewer';
import { presentItems } from '../../../shared/api/present-items';

type Tab = 'all' | TutorAnswer;
const TABS: readonly Tab[] = ['all', 'offered', 'applied', 'rejected'];

function Offers() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const [tab, setTab] = useState<Tab>('all');
  const [result, refetch] = useQuery({
    query: ListAssignmentAcceptanceDocument,
    requestPolicy: 'cache-and-network',
  });
  const items = presentItems(result.data?.listAssignmentAcceptance);
  const browse = (
    <ButtonLink to={href('publicAssignments')} type="primary">
      {t('assignments.acceptance.browse')}
    </ButtonLink>
  );

  if (result.error && !items)
    return (
      <LoadFailed
        title={t('assignments.acceptance.loadFailed')}
        error={result.error}
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
      />
    );
  if (!items) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (items.length === 0)
    return (
      <EmptyState
        icon={<InboxOutlined />}
        title={t('assignments.acceptance.empty')}
        body={t('assignments.acceptance.emptyBody')}
        action={browse}
      />
    );
  const shown = tab === 'all' ? items : items.filter((item) => myAnswer(item) === tab);
  const count = (which: TutorAnswer) => items.filter((item) => myAnswer(item) === which).length;

  return (
    <>
      <div className={styles.tabs}>
        <Segmented<Tab>
          value={tab}
          onChange={setTab}
          options={TABS.map((value) => ({
            value,
            label:
              value === 'all'
                ? t('assignments.acceptance.tabs.all')
                : `${t(`assignments.acceptance.tabs.${value}`)} (${count(value)})`,
          }))}
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState
          icon={<InboxOutlined />}
          title={t('assignments.acceptance.emptyTab')}
          body={t('assignments.acceptance.emptyTabBody')}
          action={browse}
        />
      ) : (
        <div className={styles.list}>
          {shown.map((item) => (
            <AssignmentCard key={item.pvid} item={item} actions={<TutorAnswerButtons item={item} />} />
          ))}
        </div>
      )}
    </>
  );
}

function AssignmentAcceptance() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const { roleCode } = useAssignmentViewer();
  const isTutor = roleCode === ROLE_CODES.tutor;
  return (
    <div className={styles.page}>
      <PageHead
        icon={<SendOutlined />}
        title={t('assignments.acceptance.title')}
        subtitle={t('assignments.acceptance.subtitle')}
        actions={
          isTutor && (
            <ButtonLink to={href('publicAssignments')}>{t('assignments.acceptance.browse')}</ButtonLink>
          )
        }
      />
      {isTutor ? (
        <Offers />
      ) : (
        <RoleNotice
          title={t('assignments.acceptance.notTutorTitle')}
          body={t('assignments.acceptance.notTutorBody')}
          actions={
            <ButtonLink to={href('assignments')} type="primary">
              {t('assignments.acceptance.mine')}
            </ButtonLink>
          }
        />
      )}
    </div>
  );
}

/** assignments/acceptance: the assignments offered to the tutor, and their accept or reject. */
export function AssignmentAcceptancePage() {
  return (
    <AssignmentGate>
      <AssignmentAcceptance />
    </AssignmentGate>
  );
}
