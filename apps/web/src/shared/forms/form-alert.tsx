import type { ReactNode } from 'react';
import { CloseCircleFilled } from '../ui/icons';
import styles from './form-alert.module.css';

/** A form-level server error (not tied to one input), announced to screen readers. Looks like antd's Alert. */
export function FormAlert({ message, action }: { message: string | null; action?: ReactNode }) {
  if (!message) return null;
  return (
    <div className={styles.alert} role="alert">
      <span className={styles.icon}>
        <CloseCircleFilled aria-hidden />
      </span>
      <div className={styles.section}>
        <div className={styles.title}>{message}</div>
        {action && <div className={styles.description}>{action}</div>}
      </div>
    </div>
  );
}
