import { FilterOutlined, SearchOutlined } from '../../../shared/ui/icons';
import { SEARCH_INPUT_MAX } from '@ajar/domain';
import { Badge, Breadcrumb, Button, Drawer, Input } from 'antd';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import type { BrowseFilters } from '../browse-filters';
import styles from '../browse.module.css';
import { FilterPanel, type FilterSetup } from './filter-panel';

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

  const submitKeywords = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  const panel = (
    <FilterPanel
      value={draft}
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
      <Breadcrumb
        aria-label={t('browse.breadcrumbLabel')}
        className={styles.breadcrumb}
        items={[
          { title: <Link to={href('home')}>{t('browse.home')}</Link> },
          { title: <span aria-current="page">{texts.title}</span> },
        ]}
      />
      <header className={styles.head}>
        <h1 className={styles.title}>{texts.title}</h1>
        <p className={styles.subtitle}>{texts.subtitle}</p>
      </header>

      <form className={styles.searchBar} onSubmit={submitKeywords} role="search">
        <Input
          id={keywordsId}
          size="large"
          allowClear
          maxLength={SEARCH_INPUT_MAX}
          prefix={<SearchOutlined aria-hidden="true" className={styles.muted} />}
          placeholder={texts.keywordsPlaceholder}
          aria-label={texts.keywordsLabel}
          value={draft.keywords}
          onChange={(event) => onDraftChange({ ...draft, keywords: event.target.value })}
          className={styles.searchInput}
        />
        <Button type="primary" size="large" htmlType="submit" className={styles.searchButton}>
          {t('browse.filters.apply')}
        </Button>
        {isMobile && (
          <Badge count={activeFilters} size="small" offset={[-4, 4]}>
            <Button
              size="large"
              icon={<FilterOutlined />}
              onClick={() => setDrawerOpen(true)}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
            >
              {t('browse.filters.open')}
            </Button>
          </Badge>
        )}
      </form>

      <div className={styles.layout}>
        {!isMobile && (
          <aside className={styles.aside} aria-label={t('browse.filters.title')}>
            <h2 className={styles.asideTitle}>{t('browse.filters.title')}</h2>
            {panel}
          </aside>
        )}
        <div className={styles.results}>{children}</div>
      </div>

      {isMobile && (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="bottom"
          size="88%"
          title={t('browse.filters.title')}
          className={styles.drawer}
        >
          {panel}
        </Drawer>
      )}
    </div>
  );
}
