import { FormOutlined } from '../../../shared/ui/icons';
import { ROLE_CODES, type CountryCode } from '@ajar/domain';
import { Skeleton } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { featureHref } from '../../../shared/routing/feature-routes';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { useCountry } from '../../../shared/market/country-context';
import { ButtonLink } from '../../../shared/ui/button-link';
import styles from '../assignments.module.css';
import { AssignmentForm } from '../components/assignment-form';
import { AssignmentGate } from '../components/assignment-gate';
import { LoadFailed } from '../components/load-failed';
import { NotInCountry } from '../components/not-in-country';
import { PageHead } from '../components/page-head';
import { RoleNotice } from '../components/role-notice';
import { useAssignmentViewer } from '../hooks/use-assignment-viewer';
import { useReferenceOptions } from '../hooks/use-reference-options';

function FormWithOptions({ country }: { country: CountryCode }) {
  const { t } = useTranslation();
  const { subjects, curricula, error, retry } = useReferenceOptions(country);
  if (error)
    return <LoadFailed title={t('assignments.post.referenceFailed')} error={error} onRetry={retry} />;
  if (!subjects || !curricula) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <AssignmentForm country={country} subjects={subjects} curricula={curricula} />;
}

function PostAssignment() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const country = useCountry();
  const viewer = useAssignmentViewer();

  let body;
  if (viewer.roleCode !== ROLE_CODES.student)
    body = (
      <RoleNotice
        title={t('assignments.post.notStudentTitle')}
        body={t('assignments.post.notStudentBody')}
        actions={
          <ButtonLink to={href('publicAssignments')} type="primary">
            {t('assignments.my.browse')}
          </ButtonLink>
        }
      />
    );
  else if (viewer.country !== null && viewer.country !== country) {
    const home = t(`countries.${viewer.country}`);
    body = (
      <NotInCountry
        home={viewer.country}
        body={t('assignments.post.wrongCountryBody', { country: home })}
        action={
          <ButtonLink to={featureHref(viewer.country, 'postAssignment')} type="primary">
            {t('assignments.post.wrongCountryAction', { country: home })}
          </ButtonLink>
        }
      />
    );
  } else body = <FormWithOptions country={country} />;

  return (
    <div className={styles.page}>
      <PageHead
        icon={<FormOutlined />}
        title={t('assignments.post.title')}
        subtitle={t('assignments.post.subtitle')}
      />
      {body}
    </div>
  );
}

/** assignments/post_assignment: a student posts what they need, in their own country only. */
export function PostAssignmentPage() {
  return (
    <AssignmentGate>
      <PostAssignment />
    </AssignmentGate>
  );
}
