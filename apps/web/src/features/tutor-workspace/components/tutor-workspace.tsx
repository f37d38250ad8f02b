import { ROLE_CODES } from '@ajar/domain';
import { useRoleCode } from '../../../shared/session/use-role-code';
import type { ReactNode } from 'react';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { useSidebarPreference } from '../hooks/use-sidebar-preference';
import { TutorSideMenu } from './tutor-side-menu';
import styles from './tutor-workspace.module.css';

/**
 * A tutor's page with the dashboard's side menu beside it (spec section 2: shown when the sidebar option is on),
 * on a desktop; on a phone the tutor's bottom bar takes its place. Anyone else sees the page alone.
 */
export function TutorWorkspace({ children }: { readonly children: ReactNode }) {
  const isMobile = useIsMobile();
  const [sidebarOn] = useSidebarPreference();
  const isTutor = useRoleCode() === ROLE_CODES.tutor;
  const shown = isTutor && !isMobile && sidebarOn;
  // The same elements either way: a page turned into a phone's width (or back) keeps its state.
  return (
    <div className={shown ? styles.workspace : undefined}>
      {shown && (
        <aside className={styles.sidebar}>
          <TutorSideMenu />
        </aside>
      )}
      <div className={shown ? styles.page : undefined}>{children}</div>
    </div>
  );
}
