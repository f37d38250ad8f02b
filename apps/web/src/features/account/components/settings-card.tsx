import type { ReactNode } from 'react';
import styles from './settings-card.module.css';

interface SettingsCardProps {
  readonly title: string;
  readonly description?: string;
  readonly danger?: boolean;
  readonly children: ReactNode;
}

export function SettingsCard({ title, description, danger = false, children }: SettingsCardProps) {
  return (
    <section className={`${styles.card} ${danger ? styles.danger : ''}`}>
      <header className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        {description && <p className={styles.description}>{description}</p>}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
