import { FileSearchOutlined, InboxOutlined, PlusOutlined } from '../../../shared/ui/icons';
import { ROLE_CODES, type CountryCode } from '@ajar/domain';
import { Button, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { FindAssignmentDocument } from '../../../gql/graphql';
import { readServerError } from '../../../shared/api/server-errors';
import { useCountry } from '../../../shared/market/country-context';
import { ButtonLink } from '../../../shared/ui/button-link';
import {
  NO_FILTERS,
  countActiveFilters,
  findAssignmentVariables,
  readAssignmentFilters,
  writeAssignmentFilters,
  type AssignmentFilters,
} from '../assignment-filters';
import styles from '../assignments.module.css';
import { AssignmentCard } from '../components/assignment-card';
import { AssignmentFiltersPanel } from '../components/assignment-filters-panel';
import { AssignmentGate } from '../components/assignment-gate';
import { EmptyState } from '../components/empty-state';
import { LoadFailed } from '../components/load-failed';
import { NotInCountry } from '../components/not-in-country';
import { PageHead } from '../components/page-head';
import { TutorAnswerButtons } from '../components/tutor-answer-buttons';
import { useAssignmentViewer } from '../hooks/use-assignment-viewer';
import { useReferenceOptions } from '../hooks/use-reference-options';
import { presentItems } from '../../../shared/api/present-items';

function Results({
  country,
  filters,
  onChange,
}: {
  country: CountryCode;
  filters: AssignmentFilters;
  onChange: (next: AssignmentFilters) => void;
}) {
  const { t } = useTranslation();
  const variables = useMemo(() => findAssignmentVariables(filters, country), [filters, country]);
  const [result, refetch] = useQuery({
    query: FindAssignmentDocument,
    variables,
    requestPolicy: 'cache-and-network',
  });
  const items = presentItems(result.data?.findAssignment);

  if (result.error && !items) {
    const { code, messageKey } = readServerError(result.error);
    if (code === 'FORBIDDEN' && messageKey === 'assignmentNotInCountry') return <NotInCountry home={null} />;
    return (
      <LoadFailed
        title={t('assignments.public.loadFailed')}
        error={result.error}
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
      />
    );
  }
  if (!items) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (items.length === 0)
    return countActiveFilters(filters) > 0 ? (
      <EmptyState
        icon={<FileSearchOutlined />}
        title={t('assignments.public.empty')}
        body={t('assignments.public.emptyBody')}
        action={<Button onClick={() => onChange(NO_FILTERS)}>{t('assignments.public.clear')}</Button>}
      />
    ) : (
      <EmptyState
        icon={<InboxOutlined />}
        title={t('assignments.public.emptyNone')}
        body={t('assignments.public.emptyNoneBody')}
      />
    );
  return (
    <>
      <p className={styles.resultCount} role="status">
        {t('assignments.public.count', { count: items.length })}
      </p>
      <div className={styles.list}>
        {items.map((item) => (
          <AssignmentCard key={item.pvid} item={item} actions={<TutorAnswerButtons item={item} />} />
        ))}
      </div>
    </>
  );
}

function PublicAssignments() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const country = useCountry();
  const viewer = useAssignmentViewer();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readAssignmentFilters(params, country), [params, country]);
  const { subjects, curricula } = useReferenceOptions(country);
  const change = (next: AssignmentFilters) =>
    setParams(writeAssignmentFilters(next, country), { replace: true });
  const wrongCountry = viewer.country !== null && viewer.country !== country;

  let actions = null;
  if (viewer.roleCode === ROLE_CODES.student)
    actions = (
      <ButtonLink to={href('postAssignment')} type="primary" icon={<PlusOutlined />}>
        {t('assignments.public.post')}
      </ButtonLink>
    );
  else if (viewer.roleCode === ROLE_CODES.tutor)
    actions = <ButtonLink to={href('assignmentAcceptance')}>{t('assignments.public.offers')}</ButtonLink>;

  return (
    <div className={styles.page}>
      <PageHead
        icon={<FileSearchOutlined />}
        title={t('assignments.public.title')}
        subtitle={t('assignments.public.subtitle', { country: t(`countries.${country}`) })}
        actions={!wrongCountry && actions}
      />
      {wrongCountry ? (
        <NotInCountry home={viewer.country} />
      ) : (
        <>
          <AssignmentFiltersPanel
            country={country}
            filters={filters}
            onChange={change}
            subjects={subjects}
            curricula={curricula}
          />
          <Results country={country} filters={filters} onChange={change} />
        </>
      )}
    </div>
  );
}

/** assignments/public: the open assignments of the page's market, with filters. */
export function PublicAssignmentsPage() {
  return (
    <AssignmentGate>
      <PublicAssignments />
    </AssignmentGate>
  );
}
