import { SkeletonBlock } from '../../../shared/ui/skeleton/skeleton-block';
import styles from './skeleton-lines.module.css';

/** A paragraph loading: a short heading line, then `count` lines, the last one shorter (antd's Skeleton). */
export function SkeletonLines({ count }: { count: number }) {
  return (
    <div className={styles.lines} aria-hidden="true">
      <SkeletonBlock width="38%" height={16} />
      {Array.from({ length: count }, (_, index) => (
        <SkeletonBlock key={index} width={index === count - 1 ? '61%' : undefined} height={16} />
      ))}
    </div>
  );
}
