import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { useSession } from '../../../shared/session/use-session';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { useFavourites } from '../../../features/favourites';
import { useUnreadChatCount } from '../../../features/chats';
import { NotificationBell } from '../../../features/notifications';
import { AccountMenu } from './account-menu';
import { HEADER_SHORTCUTS, type ShortcutFeature } from './header-shortcuts';
import { HintTip } from '../../../shared/ui/badge';
import { ProductDropdown } from './product-dropdown';
import { PRODUCT_MENU_KEYS } from './product-menu-keys';
import { SearchButton } from './search-button';
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
        {PRODUCT_MENU_KEYS.map((key) => (
          <ProductDropdown key={key} menuKey={key} />
        ))}
      </nav>
      <div className={styles.actions}>
        <HintTip label={t('header.search')}>
          <SearchButton />
        </HintTip>
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
            <Link to={href('login')} className={`${styles.authButton} ${styles.loginButton}`}>
              {t('header.login')}
            </Link>
            <Link to={href('register')} className={`${styles.authButton} ${styles.primaryButton}`}>
              {t('header.signUp')}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
