import { CheckCircleFilled } from '../../../shared/ui/icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './section-card.module.css';

interface SectionCardProps {
  /** The anchor the completion checklist scrolls to. */
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  readonly icon?: ReactNode;
  /** Whether the section counts as done for profile completion; undefined when it does not count. */
  readonly done?: boolean;
  readonly action?: ReactNode;
  readonly children: ReactNode;
}

/** One edit section of the profile: heading, what it is for, its main action and its content. */
export function SectionCard({ id, title, description, icon, done, action, children }: SectionCardProps) {
  const { t } = useTranslation();
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <header className={styles.sectionHead}>
        {icon && (
          <span className={styles.sectionIcon} aria-hidden="true">
            {icon}
          </span>
        )}
        <div className={styles.sectionHeading}>
          <h2 id={`${id}-title`} className={styles.sectionTitle}>
            {title}
            {done && (
              <span className={styles.sectionDone}>
                <CheckCircleFilled aria-hidden="true" /> {t('profile.common.done')}
              </span>
            )}
          </h2>
          {description && <p className={styles.sectionDescription}>{description}</p>}
        </div>
        {action && <div className={styles.sectionAction}>{action}</div>}
      </header>
      <div className={styles.sectionBody}>{children}</div>
    </section>
  );
}
