import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { CountrySwitcher } from './country-switcher';
import { FOOTER_GROUPS, SOCIAL_LINKS } from './footer-links';
import styles from './footer.module.css';

export function SiteFooter() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Link to={href('home')} aria-label={t('header.home')} className={styles.logo}>
            <BrandLogo />
          </Link>
          <p>{t('footer.about')}</p>
          <CountrySwitcher />
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.key} className={styles.group} aria-label={t(`footer.${group.key}`)}>
            <h2 className={styles.groupTitle}>{t(`footer.${group.key}`)}</h2>
            <ul>
              {group.features.map((feature) => (
                <li key={feature}>
                  <Link to={href(feature)}>{t(`features.${feature}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <span>{t('footer.rights', { year })}</span>
        {SOCIAL_LINKS.length > 0 && (
          <nav className={styles.social} aria-label={t('footer.social')}>
            {SOCIAL_LINKS.map(({ feature, icon: Icon }) => (
              <Link key={feature} to={href(feature)} aria-label={t(`features.${feature}`)}>
                <Icon />
              </Link>
            ))}
          </nav>
        )}
      </div>
    </footer>
  );
}
