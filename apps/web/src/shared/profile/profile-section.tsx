import type { ReactNode } from 'react';
import styles from './profile-section.module.css';

interface ProfileSectionProps {
  readonly id: string;
  readonly title: ReactNode;
  readonly icon?: ReactNode;
  readonly extra?: ReactNode;
  readonly children: ReactNode;
}

/** One card of the profile (About, Subjects and prices, ...), titled for screen readers too. */
export function ProfileSection({ id, title, icon, extra, children }: ProfileSectionProps) {
  const titleId = `profile-${id}-title`;
  return (
    <section className={styles.section} aria-labelledby={titleId} id={`profile-${id}`}>
      <header className={styles.sectionHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {icon && (
            <span className={styles.sectionIcon} aria-hidden="true">
              {icon}
            </span>
          )}
          {title}
        </h2>
        {extra}
      </header>
      {children}
    </section>
  );
}

/** What the owner sees in a section they have not filled in (visitors never see the empty section). */
export function OwnerEmptyNote({ children }: { children: ReactNode }) {
  return <p className={styles.ownerEmpty}>{children}</p>;
}
