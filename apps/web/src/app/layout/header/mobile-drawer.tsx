import { useEffect, useRef, type MouseEvent } from 'react';
import { useRoleCode } from '../../../shared/session/use-role-code';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { useLogout } from '../../../features/account';
import { useFavourites } from '../../../shared/favourites/use-favourites';
import { useCartCount } from '../../../features/cart';
import { useNotificationCenter } from '../../../features/notifications';
import { useSession } from '../../../shared/session/use-session';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { LogoutOutlined } from '../../../shared/ui/icons';
import { MenuItemButton, MenuItemLink, MenuList, MenuSeparator, MenuSubmenu } from '../../../shared/ui/menu';
import { Sheet } from '../../../shared/ui/sheet';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { accountLinksFor } from './account-links';
import { AccountSummary } from './account-summary';
import { HEADER_SHORTCUTS, type ShortcutFeature } from './header-shortcuts';
import { CountBadge } from '../../../shared/ui/badge';
import { PRODUCT_MENUS } from './product-menus';
import { TutorSearchBox } from './tutor-search-box';
import styles from './header.module.css';

const DRAWER_WIDTH = 320;

interface MobileDrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The chat badge (the header keeps it live). */
  readonly chatCount?: number;
}

/** The mobile header's side drawer: the desktop header's items, plus a tutor search. */
export function MobileDrawer({ open, onClose, chatCount }: MobileDrawerProps) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const logout = useLogout();
  const { isSignedIn } = useSession();
  const roleCode = useRoleCode();
  const favouriteCount = useFavourites().ids.size;
  const notifications = useNotificationCenter();
  const cartCount = useCartCount();
  const counts: Partial<Record<ShortcutFeature, number>> = {
    favourites: favouriteCount,
    chats: chatCount,
    notifications: notifications.unread,
    cart: cartCount,
  };

  // A new page closes the drawer.
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  const shownPath = useRef(path);
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    if (open) onClose();
  }, [path, open, onClose]);

  // Choosing an item closes the drawer; opening Find, Learn or Create does not.
  const onMenuClick = (event: MouseEvent<HTMLUListElement>) => {
    const item = (event.target as HTMLElement).closest('[role="menuitem"]');
    if (item && !item.hasAttribute('aria-haspopup')) onClose();
  };

  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={<BrandLogo size={24} />}
      closeLabel={t('header.close')}
      width={DRAWER_WIDTH}
    >
      <div className={styles.drawerSection}>
        <TutorSearchBox onSearch={onClose} />
      </div>
      {isSignedIn ? (
        <div className={styles.drawerSection}>
          <AccountSummary onNavigate={onClose} />
        </div>
      ) : (
        <div className={`${styles.drawerSection} ${styles.drawerAuth}`}>
          <Link
            to={href('login')}
            onClick={onClose}
            className={`${styles.authButton} ${styles.defaultButton}`}
          >
            {t('header.login')}
          </Link>
          <Link
            to={href('register')}
            onClick={onClose}
            className={`${styles.authButton} ${styles.primaryButton}`}
          >
            {t('header.signUp')}
          </Link>
        </div>
      )}
      <MenuList roving aria-label={t('header.products')} className={styles.drawerMenu} onClick={onMenuClick}>
        {PRODUCT_MENUS.map((menu) => (
          <MenuSubmenu key={menu.key} label={t(`header.${menu.key}`)}>
            {menu.items.map(({ feature, icon: Icon }) => (
              <MenuItemLink key={feature} to={href(feature)} icon={<Icon />}>
                {t(`features.${feature}`)}
              </MenuItemLink>
            ))}
          </MenuSubmenu>
        ))}
        {isSignedIn && (
          <>
            <MenuSeparator />
            {HEADER_SHORTCUTS.map(({ feature, icon: Icon }) => {
              const label = (
                <>
                  {t(`features.${feature}`)}{' '}
                  <CountBadge count={counts[feature]} className={styles.drawerBadge} />
                </>
              );
              // The notifications open their drawer in place: they have no page.
              return feature === 'notifications' ? (
                <MenuItemButton key={feature} icon={<Icon />} onClick={notifications.openDrawer}>
                  {label}
                </MenuItemButton>
              ) : (
                <MenuItemLink key={feature} to={href(feature)} icon={<Icon />}>
                  {label}
                </MenuItemLink>
              );
            })}
            <MenuSeparator />
            {accountLinksFor(roleCode).map(({ feature, icon: Icon }) => (
              <MenuItemLink key={`account-${feature}`} to={href(feature)} icon={<Icon />}>
                {t(`features.${feature}`)}
              </MenuItemLink>
            ))}
            <MenuItemButton icon={<LogoutOutlined />} danger onClick={() => void logout()}>
              {t('header.logout')}
            </MenuItemButton>
          </>
        )}
      </MenuList>
    </Sheet>
  );
}
