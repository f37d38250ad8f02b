import { FileTextOutlined, PlusOutlined } from '../../../shared/ui/icons';
import { ROLE_CODES } from '@ajar/domain';
import { Skeleton } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useQuery } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { ListPostingAssignmentDocument } from '../../../gql/graphql';
import { ButtonLink } from '../../../shared/ui/button-link';
import styles from '../assignments.module.css';
import { AssignmentCard } from '../components/assignment-card';
import { AssignmentGate } from '../components/assignment-gate';
import { EmptyState } from '../components/empty-state';
import { LoadFailed } from '../components/load-failed';
import { PageHead } from '../components/page-head';
import { RoleNotice } from '../components/role-notice';
import { useAssignmentViewer } from '../hooks/use-assignment-viewer';
import { presentItems } from '../../../shared/api/present-items';

function OwnAssignments() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const [result, refetch] = useQuery({
    query: ListPostingAssignmentDocument,
    requestPolicy: 'cache-and-network',
  });
  const items = presentItems(result.data?.listPostingAssignment);

  if (result.error && !items)
    return (
      <LoadFailed
        title={t('assignments.my.loadFailed')}
        error={result.error}
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
      />
    );
  if (!items) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (items.length === 0)
    return (
      <EmptyState
        icon={<FileTextOutlined />}
        title={t('assignments.my.empty')}
        body={t('assignments.my.emptyBody')}
        action={
          <ButtonLink to={href('postAssignment')} type="primary" icon={<PlusOutlined />}>
            {t('assignments.my.post')}
          </ButtonLink>
        }
      />
    );
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <AssignmentCard key={item.pvid} item={item} />
      ))}
    </div>
  );
}

function MyAssignments() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const { roleCode } = useAssignmentViewer();
  const isStudent = roleCode === ROLE_CODES.student;

  return (
    <div className={styles.page}>
      <PageHead
        icon={<FileTextOutlined />}
        title={t('assignments.my.title')}
        subtitle={t('assignments.my.subtitle')}
        actions={
          isStudent && (
            <ButtonLink to={href('postAssignment')} type="primary" icon={<PlusOutlined />}>
              {t('assignments.my.post')}
            </ButtonLink>
          )
        }
      />
      {isStudent ? (
        <OwnAssignments />
      ) : (
        <RoleNotice
          title={t('assignments.my.tutorTitle')}
          body={t('assignments.my.tutorBody')}
          actions={[
            <ButtonLink key="browse" to={href('publicAssignments')} type="primary">
              {t('assignments.my.browse')}
            </ButtonLink>,
            roleCode === ROLE_CODES.tutor && (
              <ButtonLink key="offers" to={href('assignmentAcceptance')}>
                {t('assignments.my.offers')}
              </ButtonLink>
            ),
          ]}
        />
      )}
    </div>
  );
}

/** assignments: the student's own assignments, newest first, and the way to post another. */
export function MyAssignmentsPage() {
  return (
    <AssignmentGate>
      <MyAssignments />
    </AssignmentGate>
  );
}
