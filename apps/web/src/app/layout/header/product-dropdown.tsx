import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { DownOutlined } from '../../../shared/ui/icons';
import { MenuButton, MenuItemLink } from '../../../shared/ui/menu';
import { useLoadedOnOpen } from '../../../shared/ui/use-loaded-on-open';
import type { ProductMenuKey } from './product-menu-keys';
import styles from './header.module.css';

// The menus' items and their icons load when a menu is first opened.
const loadProductMenus = () => import('./product-menus').then((module) => module.PRODUCT_MENUS);

export function ProductDropdown({ menuKey }: { menuKey: ProductMenuKey }) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  // Loaded at the first opening (tried again at the next one if that fetch failed), kept after.
  const [open, setOpen] = useState(false);
  const menus = useLoadedOnOpen(open, loadProductMenus);
  const items = menus?.find((menu) => menu.key === menuKey)?.items ?? [];

  return (
    <MenuButton
      className={styles.menuTrigger}
      popupClassName={styles.productPopup}
      openOnHover
      onOpenChange={setOpen}
      label={
        <>
          {t(`header.${menuKey}`)}
          <DownOutlined className={styles.menuChevron} aria-hidden="true" />
        </>
      }
    >
      {items.map(({ feature, icon: Icon }) => (
        <MenuItemLink key={feature} to={href(feature)} className={styles.productItem}>
          <span className={styles.productIcon} aria-hidden="true">
            <Icon />
          </span>
          <span className={styles.productText}>
            <span className={styles.productName}>{t(`features.${feature}`)}</span>
            <span className={styles.productBlurb}>{t(`productBlurbs.${feature}`)}</span>
          </span>
        </MenuItemLink>
      ))}
    </MenuButton>
  );
}
