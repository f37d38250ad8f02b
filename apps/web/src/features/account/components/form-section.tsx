import type { ReactNode } from 'react';
import styles from '../pages/account-pages.module.css';

interface FormSectionProps {
  readonly number: number;
  readonly title: string;
  readonly hint?: string;
  readonly children: ReactNode;
}

/** A numbered group of fields in a long form. */
export function FormSection({ number, title, hint, children }: FormSectionProps) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>
        <span className={styles.sectionNumber} aria-hidden="true">
          {number}
        </span>
        {title}
      </legend>
      {hint && <p className={styles.sectionHint}>{hint}</p>}
      {children}
    </fieldset>
  );
}
