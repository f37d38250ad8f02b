import type { InfoPage } from '@ajar/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { INFO_PAGES } from '../info-pages';
import styles from './info-nav.module.css';

/** The other information pages, the current one marked. */
export function InfoNav({ current }: { current: InfoPage }) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  return (
    <nav className={styles.nav} aria-label={t('info.morePages')}>
      <h2 className={styles.heading}>{t('info.morePages')}</h2>
      <ul className={styles.list}>
        {INFO_PAGES.map((page) => (
          <li key={page}>
            <Link
              to={href(page)}
              className={page === current ? styles.current : undefined}
              aria-current={page === current ? 'page' : undefined}
            >
              {t(`features.${page}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
