import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useUnreadChatCount } from '../../../features/chats';
import { useNotificationCenter } from '../../../features/notifications';
import { useSession } from '../../../shared/session/use-session';
import { IconWithCount } from '../../../shared/ui/badge';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { MenuOutlined } from '../../../shared/ui/icons';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { useLoadedOnOpen } from '../../../shared/ui/use-loaded-on-open';
import { SearchButton } from './search-button';
import styles from './header.module.css';

// The drawer, its menu and their icons load when first opened.
const loadDrawer = () => import('./mobile-drawer').then((module) => module.MobileDrawer);

export function MobileHeader() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const { isSignedIn } = useSession();
  const [open, setOpen] = useState(false);
  const MobileDrawer = useLoadedOnOpen(open, loadDrawer);
  const chatCount = useUnreadChatCount();
  const notificationCount = useNotificationCenter().unread;
  // The shortcuts live in the drawer on a phone: a dot on its button says something is unread there.
  const hasUnread = (chatCount ?? 0) + (notificationCount ?? 0) > 0;

  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <IconWithCount icon={<MenuOutlined aria-hidden="true" />} dot={hasUnread} />
      </button>
      <Link to={href('home')} className={styles.logoLink} aria-label={t('header.home')}>
        <BrandLogo size={26} />
      </Link>
      <div className={styles.actions}>
        <SearchButton />
        {!isSignedIn && (
          <Link to={href('login')} className={styles.mobileLogin}>
            {t('header.login')}
          </Link>
        )}
      </div>
      {MobileDrawer && <MobileDrawer open={open} onClose={() => setOpen(false)} chatCount={chatCount} />}
    </div>
  );
}
