import { ExclamationCircleFilled, SearchOutlined } from '../../../shared/ui/icons';
import { PAGE_SIZE } from '@ajar/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { describeError } from '../../../shared/feedback/toast';
import { Button } from '../../../shared/ui/button';
import { SkeletonBlock } from '../../../shared/ui/skeleton/skeleton-block';
import type { BrowseSort } from '../browse-filters';
import styles from '../browse.module.css';
import browseCardStyles from './browse-card.module.css';
import { SelectBox } from './select-box';

/** A page of card-shaped placeholders while a search runs. */
export function SkeletonGrid({ count = PAGE_SIZE }: { count?: number }) {
  return (
    <div className={styles.grid} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={browseCardStyles.card} aria-hidden="true">
          <div className={styles.skeletonHead}>
            <SkeletonBlock width={64} height={64} round />
            <div className={styles.skeletonLines}>
              <SkeletonBlock width="60%" height={18} />
              <SkeletonBlock width="40%" height={14} />
            </div>
          </div>
          <SkeletonBlock height={14} />
          <SkeletonBlock height={14} />
          <SkeletonBlock width="70%" height={14} />
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
      <Button variant="primary" onClick={onReset}>
        {t('browse.resetFilters')}
      </Button>
    </div>
  );
}

/** The list could not load: why, in the server's words, and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.alert} role="alert">
      <ExclamationCircleFilled className={styles.alertIcon} aria-hidden="true" />
      <div className={styles.alertText}>
        <p className={styles.alertTitle}>{t('browse.loadFailed')}</p>
        <p className={styles.alertBody}>{describeError(error).message}</p>
      </div>
      <Button onClick={onRetry} className={styles.alertAction}>
        {t('common.tryAgain')}
      </Button>
    </div>
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
        <SelectBox
          id={sortId}
          compact
          choices={sorts.map((value) => ({ value, label: t(`browse.sort.${value}`) }))}
          value={sort}
          onChange={onSort}
        />
      </div>
    </div>
  );
}
