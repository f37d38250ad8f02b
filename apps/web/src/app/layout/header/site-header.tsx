import { CompletionDrawerHost } from '../../../features/profile/components/completion-drawer-host';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { DesktopHeader } from './desktop-header';
import { MobileHeader } from './mobile-header';
import styles from './header.module.css';

export function SiteHeader() {
  const isMobile = useIsMobile();
  return (
    <header className={styles.header}>
      {isMobile ? <MobileHeader /> : <DesktopHeader />}
      <CompletionDrawerHost />
    </header>
  );
}
