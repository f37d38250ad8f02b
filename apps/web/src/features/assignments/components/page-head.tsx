import type { ReactNode } from 'react';
import styles from '../assignments.module.css';

interface PageHeadProps {
  readonly icon: ReactNode;
  readonly title: string;
  readonly subtitle?: string;
  readonly actions?: ReactNode;
}

/** The heading every assignment page opens with: icon, title, a line of context and its main actions. */
export function PageHead({ icon, title, subtitle, actions }: PageHeadProps) {
  return (
    <header className={styles.headRow}>
      <div className={styles.head}>
        <span className={styles.headIcon} aria-hidden="true">
          {icon}
        </span>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
      </div>
      {actions && <div className={styles.headActions}>{actions}</div>}
    </header>
  );
}
