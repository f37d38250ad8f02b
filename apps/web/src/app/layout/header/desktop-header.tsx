import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Link } from 'react-router';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { useSession } from '../../../shared/session/use-session';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { useFavourites } from '../../../features/favourites';
import { useUnreadChatCount } from '../../../features/chats';
import { NotificationBell } from '../../../features/notifications';
import { AccountMenu } from './account-menu';
import { HEADER_SHORTCUTS, type ShortcutFeature } from './header-shortcuts';
import { ProductDropdown } from './product-dropdown';
import { SearchButton } from './search-button';
import { PRODUCT_MENUS } from './product-menus';
import { ShortcutLink } from './shortcut-link';
import styles from './header.module.css';

export function DesktopHeader() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const { isSignedIn } = useSession();
  const favouriteCount = useFavourites().ids.size;
  const chatCount = useUnreadChatCount();
  const counts: Partial<Record<ShortcutFeature, number>> = { favourites: favouriteCount, chats: chatCount };

  return (
    <div className={styles.bar}>
      <Link to={href('home')} className={styles.logoLink} aria-label={t('header.home')}>
        <BrandLogo />
      </Link>
      <nav className={styles.productNav} aria-label={t('header.products')}>
        {PRODUCT_MENUS.map((menu) => (
          <ProductDropdown key={menu.key} menu={menu} />
        ))}
      </nav>
      <div className={styles.actions}>
        <Tooltip title={t('header.search')}>
          <SearchButton />
        </Tooltip>
        {isSignedIn ? (
          <>
            {HEADER_SHORTCUTS.map((shortcut) =>
              shortcut.feature === 'notifications' ? (
                <NotificationBell key={shortcut.feature} className={styles.iconButton} />
              ) : (
                <ShortcutLink key={shortcut.feature} shortcut={shortcut} count={counts[shortcut.feature]} />
              ),
            )}
            <AccountMenu />
          </>
        ) : (
          <>
            <ButtonLink to={href('login')} type="text" className={styles.loginButton}>
              {t('header.login')}
            </ButtonLink>
            <ButtonLink to={href('register')} type="primary">
              {t('header.signUp')}
            </ButtonLink>
          </>
        )}
      </div>
    </div>
  );
}
