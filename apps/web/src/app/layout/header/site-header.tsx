import { NotificationCenterProvider } from '../../../features/notifications/components/notification-center';
import { CompletionDrawerHost } from '../../../features/profile/components/completion-drawer-host';
import { SearchOverlayHost } from '../../../features/search-overlay/components/search-overlay-host';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { DesktopHeader } from './desktop-header';
import { MobileHeader } from './mobile-header';
import styles from './header.module.css';

export function SiteHeader() {
  const isMobile = useIsMobile();
  return (
    <header className={styles.header}>
      <NotificationCenterProvider>
        {isMobile ? <MobileHeader /> : <DesktopHeader />}
      </NotificationCenterProvider>
      <CompletionDrawerHost />
      <SearchOverlayHost />
    </header>
  );
}
