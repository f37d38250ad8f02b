import { SkeletonBlock } from '../../../shared/ui/skeleton/skeleton-block';
import styles from './browse-form.module.css';

/** The side column's fields while the filter panel's code arrives: a label and a box each. */
export function FilterPanelPlaceholder({ fields = 6 }: { fields?: number }) {
  return (
    <div className={styles.filterForm} aria-hidden="true">
      {Array.from({ length: fields }, (_, index) => (
        <div key={index} className={styles.field}>
          <SkeletonBlock width="40%" height={14} />
          <SkeletonBlock height={40} />
        </div>
      ))}
    </div>
  );
}
