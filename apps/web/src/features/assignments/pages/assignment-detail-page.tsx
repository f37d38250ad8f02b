import { ArrowLeftOutlined, FileSearchOutlined, FileTextOutlined } from '../../../shared/ui/icons';
import { parseAssignmentSegment } from '@ajar/domain';
import { Alert, Result, Skeleton } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { LazyNotFoundPage } from '../../../shared/ui/error-page/lazy-not-found-page';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { DetailPostingAssignmentDocument } from '../../../gql/graphql';
import { readServerError } from '../../../shared/api/server-errors';
import { ButtonLink } from '../../../shared/ui/button-link';
import styles from '../assignments.module.css';
import { ApplicantList } from '../components/applicant-list';
import { AssignmentFacts } from '../components/assignment-facts';
import { AssignmentGate } from '../components/assignment-gate';
import { AssignmentTags } from '../components/assignment-tags';
import { LoadFailed } from '../components/load-failed';
import { NotInCountry } from '../components/not-in-country';
import { OwnerControls } from '../components/owner-controls';
import { PageHead } from '../components/page-head';
import { TutorAnswerPanel } from '../components/tutor-answer-panel';
import { useAssignmentViewer } from '../hooks/use-assignment-viewer';
import { useLiveApplicants } from '../hooks/use-live-applicants';

function Detail({ pvid }: { pvid: string }) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const viewer = useAssignmentViewer();
  const [result, refetch] = useQuery({
    query: DetailPostingAssignmentDocument,
    variables: { pvid },
    requestPolicy: 'cache-and-network',
  });
  const item = result.data?.detailPostingAssignment;
  useLiveApplicants(pvid, item?.role === 'OWNER', () => refetch({ requestPolicy: 'network-only' }));
  const back = item?.role === 'OWNER' ? href('assignments') : href('publicAssignments');

  let body;
  if (!item && result.error) {
    const { code, messageKey } = readServerError(result.error);
    if (code === 'FORBIDDEN' && messageKey === 'assignmentNotInCountry')
      body = <NotInCountry home={viewer.country} />;
    else if (code === 'NOT_FOUND')
      body = (
        <Result
          className={styles.card}
          icon={<FileSearchOutlined className={styles.resultIcon} />}
          title={t('assignments.detail.notFound')}
          subTitle={t('assignments.detail.notFoundBody')}
          extra={
            <ButtonLink to={href('publicAssignments')} type="primary">
              {t('assignments.my.browse')}
            </ButtonLink>
          }
        />
      );
    else
      body = (
        <LoadFailed
          title={t('assignments.detail.loadFailed')}
          error={result.error}
          onRetry={() => refetch({ requestPolicy: 'network-only' })}
        />
      );
  } else if (!item) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else
    body = (
      <>
        <PageHead
          icon={<FileTextOutlined />}
          title={item.title}
          subtitle={`${item.programmeSubjectName} · ${item.programmeLevelName}`}
          actions={
            <>
              <AssignmentTags item={item} />
              {item.role === 'OWNER' && <OwnerControls item={item} />}
            </>
          }
        />
        {item.role === 'OWNER' && !item.isActive && (
          <Alert className={styles.banner} type="warning" showIcon title={t('messages.assignmentClosed')} />
        )}
        {item.role === 'TUTOR' && <TutorAnswerPanel item={item} />}
        <AssignmentFacts item={item} />
        {item.role === 'OWNER' && <ApplicantList item={item} />}
        {item.role === 'VIEWER' && (
          <Alert className={styles.banner} type="info" showIcon title={t('assignments.detail.viewerBody')} />
        )}
      </>
    );

  return (
    <div className={styles.page}>
      {(item || !result.error) && (
        <ButtonLink to={back} type="link" icon={<ArrowLeftOutlined />} className={styles.back}>
          {t('assignments.detail.back')}
        </ButtonLink>
      )}
      {body}
    </div>
  );
}

/** assignments/{title}--{assignment_id}: the assignment, and the viewer's part in it. */
export function AssignmentDetailPage() {
  const { segment } = useParams();
  const pvid = parseAssignmentSegment(segment ?? '');
  if (!pvid) return <LazyNotFoundPage />;
  return (
    <AssignmentGate>
      <Detail key={pvid} pvid={pvid} />
    </AssignmentGate>
  );
}
