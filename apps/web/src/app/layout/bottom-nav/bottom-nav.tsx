import { useEffect, useState } from 'react';
import { useRoleCode } from '../../../shared/session/use-role-code';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { NavLink, useLocation } from 'react-router';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { bottomNavItems, hasOwnBar } from './bottom-nav-items';
import type { BOTTOM_NAV_ICONS } from './bottom-nav-icons';
import styles from './bottom-nav.module.css';

type Icons = typeof BOTTOM_NAV_ICONS;

/**
 * Spec section 2: the mobile bottom bar, scrolled sideways when it does not fit; a signed-in student or tutor
 * gets their own five. The labels draw at once; the icons arrive in their own chunk after the first paint, into
 * boxes already their size (no layout shift).
 */
export function BottomNav() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const { pathname } = useLocation();
  const roleCode = useRoleCode();
  const [icons, setIcons] = useState<Icons | null>(null);
  useEffect(() => {
    let live = true;
    import('./bottom-nav-icons').then(
      (module) => live && setIcons(module.BOTTOM_NAV_ICONS),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <nav className={styles.bar} aria-label={t(hasOwnBar(roleCode) ? 'bottomNav.mine' : 'bottomNav.label')}>
      <ul className={styles.list}>
        {bottomNavItems(pathname, roleCode).map(({ feature, label }) => {
          const Icon = icons?.[label];
          return (
            <li key={label}>
              <NavLink to={href(feature)} className={styles.item}>
                <span className={styles.icon} aria-hidden="true">
                  {Icon && <Icon />}
                </span>
                <span className={styles.text}>{t(`bottomNav.${label}`)}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
