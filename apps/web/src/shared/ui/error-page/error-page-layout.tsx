import { HomeOutlined } from '../icons';
import { countryPath } from '@ajar/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useCountry } from '../../market/country-context';
import { actionClassName } from '../button';
import styles from './error-page.module.css';

interface ErrorPageLayoutProps {
  readonly code: string;
  readonly title: string;
  readonly body?: string;
  readonly extraAction?: ReactNode;
}

/**
 * The frame of the 404/500/502 pages. "Back home" is a full page load on purpose: after a crash or
 * an outage the app's state is not to be trusted.
 */
export function ErrorPageLayout({ code, title, body, extraAction }: ErrorPageLayoutProps) {
  const { t } = useTranslation();
  const country = useCountry();
  return (
    <section className={styles.page}>
      <div className={styles.code} aria-hidden="true">
        {code.split('').map((digit, index) => (
          <span key={index} className={index === 1 ? styles.codeAccent : undefined}>
            {digit}
          </span>
        ))}
      </div>
      <h1 className={styles.title}>{title}</h1>
      {body && <p className={styles.body}>{body}</p>}
      <div className={styles.actions}>
        <a href={countryPath(country)} className={actionClassName({ variant: 'primary', size: 'large' })}>
          <HomeOutlined />
          {t('common.backHome')}
        </a>
        {extraAction}
      </div>
    </section>
  );
}
