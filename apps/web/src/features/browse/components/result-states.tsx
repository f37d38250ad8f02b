import { SearchOutlined } from '../../../shared/ui/icons';
import { PAGE_SIZE } from '@ajar/domain';
import { Alert, Button, Select, Skeleton } from 'antd';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../shared/feedback/toast';
import type { BrowseSort } from '../browse-filters';
import styles from '../browse.module.css';
import browseCardStyles from './browse-card.module.css';

/** A page of card-shaped placeholders while a search runs. */
export function SkeletonGrid({ count = PAGE_SIZE }: { count?: number }) {
  return (
    <div className={styles.grid} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={browseCardStyles.card}>
          <Skeleton avatar={{ size: 64 }} active paragraph={{ rows: 3 }} />
        </div>
      ))}
    </div>
  );
}

export function EmptyResults({ title, onReset }: { title: string; onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon} aria-hidden="true">
        <SearchOutlined />
      </span>
      <h2 className={styles.emptyTitle}>{title}</h2>
      <p className={styles.emptyBody}>{t('browse.emptyBody')}</p>
      <Button type="primary" onClick={onReset}>
        {t('browse.resetFilters')}
      </Button>
    </div>
  );
}

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      title={t('browse.loadFailed')}
      description={describeError(error).message}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      }
    />
  );
}

/** The count of results and the sort, which applies at once. */
export function ResultsHeader({
  summary,
  sort,
  sorts,
  onSort,
}: {
  summary: ReactNode;
  sort: BrowseSort;
  sorts: readonly BrowseSort[];
  onSort: (next: BrowseSort) => void;
}) {
  const { t } = useTranslation();
  const sortId = useId();
  return (
    <div className={styles.resultsHead}>
      <p className={styles.resultsCount} aria-live="polite">
        {summary}
      </p>
      <div className={styles.sort}>
        <label htmlFor={sortId} className={styles.sortLabel}>
          {t('browse.sort.label')}
        </label>
        <Select
          id={sortId}
          value={sort}
          onChange={onSort}
          options={sorts.map((value) => ({ value, label: t(`browse.sort.${value}`) }))}
          popupMatchSelectWidth={false}
          className={styles.sortSelect}
        />
      </div>
    </div>
  );
}
