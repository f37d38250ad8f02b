import type { ReactNode } from 'react';
import styles from '../assignments.module.css';

interface EmptyStateProps {
  readonly icon: ReactNode;
  readonly title: string;
  readonly body: string;
  /** The next step. */
  readonly action?: ReactNode;
}

/** Nothing to list yet: why, and what to do next. */
export function EmptyState({ icon, title, body, action }: EmptyStateProps) {
  return (
    <div className={`${styles.card} ${styles.empty}`}>
      <span className={styles.emptyIcon} aria-hidden="true">
        {icon}
      </span>
      <strong className={styles.emptyTitle}>{title}</strong>
      <p className={styles.muted}>{body}</p>
      {action && <div className={styles.emptyAction}>{action}</div>}
    </div>
  );
}
