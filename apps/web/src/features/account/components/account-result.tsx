import type { ReactNode } from 'react';
import styles from './account-result.module.css';

interface AccountResultProps {
  readonly status: 'success' | 'info' | 'error' | 'pending';
  readonly icon: ReactNode;
  readonly title: ReactNode;
  readonly body?: ReactNode;
  readonly actions?: ReactNode;
}

/** The outcome pages of the account flows (mail sent, account active, password changed...). */
export function AccountResult({ status, icon, title, body, actions }: AccountResultProps) {
  return (
    <section className={styles.page}>
      <div className={styles.card} role={status === 'error' ? 'alert' : 'status'}>
        <div className={`${styles.icon} ${styles[status]}`}>{icon}</div>
        <h1 className={styles.title}>{title}</h1>
        {body && <div className={styles.body}>{body}</div>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </section>
  );
}
