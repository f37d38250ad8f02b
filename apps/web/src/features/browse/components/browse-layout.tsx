import { CloseCircleFilled, FilterOutlined, SearchOutlined } from '../../../shared/ui/icons';
import { SEARCH_INPUT_MAX } from '@ajar/domain';
import { lazy, Suspense, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { CountBadge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import type { BrowseFilters } from '../browse-filters';
import styles from '../browse.module.css';
import type { FilterSetup } from './filter-panel';
import { FilterPanelPlaceholder } from './filter-panel-placeholder';

// A phone's first view shows no filters, so the panel and the phone's sheet are fetched when first
// drawn (the side column at once on a desktop, the sheet at its first opening on a phone).
const FilterPanel = lazy(() => import('./filter-panel').then((module) => ({ default: module.FilterPanel })));
const Sheet = lazy(() => import('../../../shared/ui/sheet').then((module) => ({ default: module.Sheet })));

export interface BrowseTexts {
  readonly title: string;
  readonly subtitle: string;
  readonly keywordsLabel: string;
  readonly keywordsPlaceholder: string;
}

interface BrowseLayoutProps {
  readonly texts: BrowseTexts;
  readonly draft: BrowseFilters;
  readonly activeFilters: number;
  readonly setup: FilterSetup;
  readonly onDraftChange: (next: BrowseFilters) => void;
  /** Applies the draft (keywords and filters) as the new search. */
  readonly onApply: () => void;
  readonly onReset: () => void;
  readonly children: ReactNode;
}

/** The frame of every browse page: title, keywords box, filters (side column or drawer), results. */
export function BrowseLayout({
  texts,
  draft,
  activeFilters,
  setup,
  onDraftChange,
  onApply,
  onReset,
  children,
}: BrowseLayoutProps) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const isMobile = useIsMobile();
  const keywordsId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);

  const submitKeywords = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  const panel = (
    <FilterPanel
      value={draft}
      stickyActions={isMobile}
      setup={setup}
      onChange={onDraftChange}
      onApply={() => {
        setDrawerOpen(false);
        onApply();
      }}
      onReset={() => {
        setDrawerOpen(false);
        onReset();
      }}
    />
  );

  return (
    <div className={styles.page}>
      <nav aria-label={t('browse.breadcrumbLabel')} className={styles.breadcrumb}>
        <ol className={styles.crumbs}>
          <li>
            <Link to={href('home')}>{t('browse.home')}</Link>
          </li>
          <li aria-current="page">{texts.title}</li>
        </ol>
      </nav>
      <header className={styles.head}>
        <h1 className={styles.title}>{texts.title}</h1>
        <p className={styles.subtitle}>{texts.subtitle}</p>
      </header>

      <form className={styles.searchBar} onSubmit={submitKeywords} role="search">
        <span className={styles.searchBox}>
          <SearchOutlined aria-hidden="true" className={styles.searchIcon} />
          <input
            id={keywordsId}
            type="search"
            className={styles.searchInput}
            maxLength={SEARCH_INPUT_MAX}
            placeholder={texts.keywordsPlaceholder}
            aria-label={texts.keywordsLabel}
            value={draft.keywords}
            onChange={(event) => onDraftChange({ ...draft, keywords: event.target.value })}
          />
          {draft.keywords && (
            <button
              type="button"
              className={styles.clearKeywords}
              aria-label={t('browse.clearKeywords')}
              onClick={() => onDraftChange({ ...draft, keywords: '' })}
            >
              <CloseCircleFilled aria-hidden="true" />
            </button>
          )}
        </span>
        <Button variant="primary" size="large" type="submit" className={styles.searchButton}>
          {t('browse.filters.apply')}
        </Button>
        {isMobile && (
          <Button
            size="large"
            icon={<FilterOutlined aria-hidden="true" />}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            className={styles.filtersButton}
          >
            {t('browse.filters.open')}
            <CountBadge count={activeFilters} />
          </Button>
        )}
      </form>

      <div className={styles.layout}>
        {!isMobile && (
          <aside className={styles.aside} aria-label={t('browse.filters.title')}>
            <h2 className={styles.asideTitle}>{t('browse.filters.title')}</h2>
            <Suspense fallback={<FilterPanelPlaceholder />}>{panel}</Suspense>
          </aside>
        )}
        <div className={styles.results}>{children}</div>
      </div>

      {isMobile && drawerUsed && (
        <Suspense fallback={null}>
          <Sheet
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            side="right"
            width={440}
            title={t('browse.filters.title')}
            closeLabel={t('browse.filters.close')}
          >
            <div className={styles.sheetBody}>{panel}</div>
          </Sheet>
        </Suspense>
      )}
    </div>
  );
}
