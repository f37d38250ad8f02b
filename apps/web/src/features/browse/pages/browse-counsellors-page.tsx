import { marketOf } from '@ajar/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useQuery } from 'urql';
import { BrowseCounsellorFilterOptionsDocument, BrowseFindCoachesDocument } from '../../../gql/graphql';
import { showError } from '../../../shared/feedback/toast';
import { Button } from '../../../shared/ui/button';
import { useCountry } from '../../../shared/market/country-context';
import type { BrowseFilters, BrowseSort } from '../browse-filters';
import { BrowseLayout } from '../components/browse-layout';
import { CoachCard } from '../components/coach-card';
import type { FilterSetup } from '../components/filter-panel';
import { EmptyResults, LoadFailed, ResultsHeader, SkeletonGrid } from '../components/result-states';
import { useBrowseFilters } from '../hooks/use-browse-filters';
import { findCoachesVariables } from '../search-variables';
import styles from '../browse.module.css';
import { presentItems } from '../../../shared/api/present-items';

/** findCoaches sorts by relevance, newest or name only. */
const COACH_SORTS: readonly BrowseSort[] = ['relevance', 'recent', 'alphabet'];

/** One 'Load more' page of counsellors (served from the document cache after its first fetch). */
function CoachPage({ filters, page }: { filters: BrowseFilters; page: number }) {
  const country = useCountry();
  const variables = useMemo(() => findCoachesVariables(filters, country, page), [filters, country, page]);
  const [{ data }] = useQuery({ query: BrowseFindCoachesDocument, variables });
  return (
    <>
      {presentItems(data?.findCoaches.coaches)?.map((coach) => (
        <CoachCard key={coach.userPvid} coach={coach} />
      ))}
    </>
  );
}

function useCounsellorSetup(): FilterSetup {
  const country = useCountry();
  const [{ data, fetching }] = useQuery({
    query: BrowseCounsellorFilterOptionsDocument,
    variables: { country },
  });
  return useMemo(
    () => ({
      categories: (data?.getProgrammeSubjectCounselling ?? []).map((item) => ({
        value: item.pvid,
        label: item.name,
      })),
      categoryLabel: 'counsellingTopic' as const,
      cities: (data?.getProgrammeCityList ?? []).map((city) => city.name),
      experience: false,
      rating: false,
      testimonial: false,
      loading: fetching,
    }),
    [data, fetching],
  );
}

/**
 * Spec section 2: counselling/browse, counsellors via findCoaches. The list grows with 'Load more'
 * (spec: there is more while the last fetch returned any counsellors); new filters start again.
 */
export function BrowseCounsellorsPage() {
  const { t } = useTranslation();
  const country = useCountry();
  const state = useBrowseFilters();
  const { filters } = state;
  const setup = useCounsellorSetup();
  const [pages, setPages] = useState(1);
  const [pagesFor, setPagesFor] = useState(filters);
  if (pagesFor !== filters) {
    setPagesFor(filters);
    setPages(1);
  }

  const firstVariables = useMemo(() => findCoachesVariables(filters, country, 1), [filters, country]);
  const lastVariables = useMemo(
    () => findCoachesVariables(filters, country, pages),
    [filters, country, pages],
  );
  const [first, retryFirst] = useQuery({ query: BrowseFindCoachesDocument, variables: firstVariables });
  const [last, retryLast] = useQuery({ query: BrowseFindCoachesDocument, variables: lastVariables });
  const [toasted, setToasted] = useState<unknown>(null);
  const failure = first.error ?? last.error ?? null;
  if (failure && failure !== toasted) {
    setToasted(failure);
    showError(failure);
  }

  const title = t('browse.counsellors.title');
  const total = first.data?.findCoaches.total ?? 0;
  const hasMore = (last.data?.findCoaches.coaches.length ?? 0) > 0;

  let body;
  if (!first.data && first.error) {
    body = <LoadFailed error={first.error} onRetry={() => retryFirst({ requestPolicy: 'network-only' })} />;
  } else if (!first.data) {
    body = <SkeletonGrid />;
  } else if (first.data.findCoaches.coaches.length === 0) {
    body = <EmptyResults title={t('browse.counsellors.emptyTitle')} onReset={state.reset} />;
  } else {
    body = (
      <>
        <div className={styles.grid}>
          {Array.from({ length: pages }, (_, index) => (
            <CoachPage key={index + 1} filters={filters} page={index + 1} />
          ))}
        </div>
        <div className={styles.loadMore}>
          {last.error ? (
            <LoadFailed error={last.error} onRetry={() => retryLast({ requestPolicy: 'network-only' })} />
          ) : hasMore || last.fetching ? (
            <Button size="large" loading={last.fetching} onClick={() => setPages((count) => count + 1)}>
              {t('browse.counsellors.loadMore')}
            </Button>
          ) : (
            <p className={styles.muted}>{t('browse.counsellors.allShown')}</p>
          )}
        </div>
      </>
    );
  }

  return (
    <BrowseLayout
      texts={{
        title,
        subtitle: t('browse.counsellors.subtitle', { market: marketOf(country).name }),
        keywordsLabel: t('browse.counsellors.keywordsLabel'),
        keywordsPlaceholder: t('browse.counsellors.keywordsPlaceholder'),
      }}
      draft={state.draft}
      activeFilters={state.activeFilters}
      setup={setup}
      onDraftChange={state.setDraft}
      onApply={state.apply}
      onReset={state.reset}
    >
      <ResultsHeader
        summary={first.data ? t('browse.counsellors.found', { count: total }) : '\u00a0'}
        sort={filters.sort === 'recent' || filters.sort === 'alphabet' ? filters.sort : 'relevance'}
        sorts={COACH_SORTS}
        onSort={state.setSort}
      />
      {body}
    </BrowseLayout>
  );
}
