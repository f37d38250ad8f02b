import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { bottomNavItems } from './bottom-nav-items';
import styles from './bottom-nav.module.css';

/** Spec section 2: the mobile bottom bar, scrolled sideways when it does not fit. */
export function BottomNav() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const { pathname } = useLocation();
  return (
    <nav className={styles.bar} aria-label={t('bottomNav.label')}>
      <ul className={styles.list}>
        {bottomNavItems(pathname).map(({ feature, label, icon: Icon }) => (
          <li key={label}>
            <Link to={href(feature)} className={styles.item}>
              <span className={styles.icon}>
                <Icon />
              </span>
              <span className={styles.text}>{t(`bottomNav.${label}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
