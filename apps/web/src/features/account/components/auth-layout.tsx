import { CheckCircleFilled } from '../../../shared/ui/icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './auth-layout.module.css';

interface AuthLayoutProps {
  readonly title: ReactNode;
  readonly subtitle?: ReactNode;
  readonly children: ReactNode;
  /** Wide forms (registration) get more room and no side panel. */
  readonly wide?: boolean;
  readonly footer?: ReactNode;
}

/** The frame of the account pages: a form card, beside a brand panel on wide screens. */
export function AuthLayout({ title, subtitle, children, wide = false, footer }: AuthLayoutProps) {
  const { t } = useTranslation();
  const points = [t('auth.aside.point1'), t('auth.aside.point2'), t('auth.aside.point3')];
  return (
    <div className={`${styles.page} ${wide ? styles.wide : ''}`}>
      {!wide && (
        <aside className={styles.aside}>
          <p className={styles.asideEyebrow}>{t('auth.aside.eyebrow')}</p>
          <h2 className={styles.asideTitle}>{t('auth.aside.title')}</h2>
          <ul className={styles.asideList}>
            {points.map((point) => (
              <li key={point}>
                <CheckCircleFilled />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </aside>
      )}
      <section className={styles.card}>
        <header className={styles.head}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </header>
        {children}
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </section>
    </div>
  );
}
