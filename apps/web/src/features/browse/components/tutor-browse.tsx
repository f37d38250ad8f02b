import { marketOf, PAGE_SIZE } from '@ajar/domain';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useQuery } from 'urql';
import { BrowseCoachFilterOptionsDocument, BrowseTutorFilterOptionsDocument } from '../../../gql/graphql';
import { useCountry } from '../../../shared/market/country-context';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { brandedTitle } from '../../../shared/routing/page-meta';
import { BROWSE_SORTS } from '../browse-filters';
import { useBrowseFilters } from '../hooks/use-browse-filters';
import { useFindTutors } from '../hooks/use-find-tutors';
import { findTutorsVariables, type TutorSearchOrigin } from '../search-variables';
import styles from '../browse.module.css';
import { BrowseLayout } from './browse-layout';
import type { FilterOption, FilterSetup } from './filter-panel';
import { Pager } from './pager';
import { EmptyResults, LoadFailed, ResultsHeader, SkeletonGrid } from './result-states';
import { TutorCard } from './tutor-card';
import { presentItems } from '../../../shared/api/present-items';

// Drawn only for a keyword search, after the first view: its code stays out of the page's first chunk.
const AlsoFound = lazy(() => import('./also-found').then((module) => ({ default: module.AlsoFound })));

const toOptions = (list: readonly { pvid: string; name: string }[] | undefined): FilterOption[] =>
  (list ?? []).map((item) => ({ value: item.pvid, label: item.name }));

/** The academic filters' choices (spec section 7's reference lists of the market). */
function useAcademicSetup(enabled: boolean, selectedCurriculums: readonly string[]): FilterSetup {
  const country = useCountry();
  const [{ data, fetching }] = useQuery({
    query: BrowseTutorFilterOptionsDocument,
    variables: { country },
    pause: !enabled,
  });
  return useMemo(() => {
    // Once curricula are chosen, only their levels make sense.
    const levels = (data?.getProgrammeLevelList ?? []).filter(
      (level) => selectedCurriculums.length === 0 || selectedCurriculums.includes(level.curriculumPvid),
    );
    return {
      subjects: toOptions(data?.getProgrammeSubjectList),
      curriculums: toOptions(data?.getProgrammeCurriculumList),
      levels: levels.map((level) => ({
        value: level.pvid,
        label: `${level.name} · ${level.curriculumName}`,
      })),
      cities: (data?.getProgrammeCityList ?? []).map((city) => city.name),
      experience: true,
      rating: true,
      testimonial: true,
      availability: true,
      loading: fetching,
    };
  }, [data, fetching, selectedCurriculums]);
}

/** The lifelong filters: a category (or sub-category) instead of subjects, curricula and levels. */
function useLifelongSetup(enabled: boolean): FilterSetup {
  const country = useCountry();
  const [{ data, fetching }] = useQuery({
    query: BrowseCoachFilterOptionsDocument,
    variables: { country },
    pause: !enabled,
  });
  return useMemo(
    () => ({
      categories: (data?.listProfileNonAcademic ?? []).flatMap((category) => [
        { value: category.pvid, label: category.name },
        ...category.subNonAcademic.map((sub) => ({
          value: sub.pvid,
          label: `${category.name} · ${sub.name}`,
        })),
      ]),
      categoryLabel: 'category' as const,
      cities: (data?.getProgrammeCityList ?? []).map((city) => city.name),
      experience: true,
      rating: true,
      testimonial: true,
      availability: true,
      loading: fetching,
    }),
    [data, fetching],
  );
}

/** Browse tutors (academic) or browse coaches (lifelong): findTutors with the URL's filters. */
export function TutorBrowse({ origin }: { origin: TutorSearchOrigin }) {
  const { t } = useTranslation();
  const country = useCountry();
  const state = useBrowseFilters();
  const { filters } = state;
  const academic = origin === 'browse';
  const texts = academic ? 'tutors' : 'coaches';
  const academicSetup = useAcademicSetup(academic, state.draft.curriculums);
  const lifelongSetup = useLifelongSetup(!academic);
  const variables = useMemo(() => findTutorsVariables(filters, country, origin), [filters, country, origin]);
  const search = useFindTutors(variables);
  // The other kinds of people a keyword finds are drawn after the first view: the server's page has none.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const title = t(`browse.${texts}.title`);
  // One chosen subject names the tab ('Mathematics tutors · Ajar'); otherwise the route's title stands.
  const subject =
    academic && filters.subjects.length === 1
      ? academicSetup.subjects?.find((option) => option.value === filters.subjects[0])?.label
      : undefined;
  useDocumentTitle(subject ? brandedTitle(t('browse.meta.subjectTutors', { subject })) : null);

  let body;
  if (search.loading) {
    body = <SkeletonGrid />;
  } else if (!search.result) {
    body = <LoadFailed error={search.error} onRetry={search.retry} />;
  } else if (presentItems(search.result.tutors).length === 0) {
    body = <EmptyResults title={t(`browse.${texts}.emptyTitle`)} onReset={state.reset} />;
  } else {
    body = (
      <div className={styles.grid}>
        {presentItems(search.result.tutors).map((tutor) => (
          <TutorCard key={tutor.userPvid} tutor={tutor} />
        ))}
      </div>
    );
  }
  const total = search.result?.total ?? 0;

  return (
    <BrowseLayout
      texts={{
        title,
        subtitle: t(`browse.${texts}.subtitle`, { market: marketOf(country).name }),
        keywordsLabel: t(`browse.${texts}.keywordsLabel`),
        keywordsPlaceholder: t(`browse.${texts}.keywordsPlaceholder`),
      }}
      draft={state.draft}
      activeFilters={state.activeFilters}
      setup={academic ? academicSetup : lifelongSetup}
      onDraftChange={state.setDraft}
      onApply={state.apply}
      onReset={state.reset}
    >
      <ResultsHeader
        summary={search.result ? t(`browse.${texts}.found`, { count: total }) : '\u00a0'}
        sort={filters.sort}
        sorts={BROWSE_SORTS}
        onSort={state.setSort}
      />
      {mounted && filters.keywords && (
        <Suspense fallback={null}>
          <AlsoFound keywords={filters.keywords} shownKind={academic ? 'ACADEMIC' : 'LIFELONG'} />
        </Suspense>
      )}
      {body}
      {total > PAGE_SIZE && (
        <Pager
          page={filters.page}
          pageCount={Math.ceil(total / PAGE_SIZE)}
          searchOf={state.pageSearch}
          label={t('browse.pagination')}
        />
      )}
    </BrowseLayout>
  );
}
