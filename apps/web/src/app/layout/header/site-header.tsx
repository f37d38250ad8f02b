import { NotificationCenterProvider } from '../../../features/notifications';
import { CompletionDrawerHost } from '../../../features/profile';
import { SearchOverlayHost } from '../../../features/search-overlay';
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
