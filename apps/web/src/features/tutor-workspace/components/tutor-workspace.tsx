import { ROLE_CODES } from '@ajar/domain';
import { Suspense, type ReactNode } from 'react';
import { NamespacesGate } from '../../../shared/i18n/namespaces-gate';
import { useProfile } from '../../../shared/session/profile-context';
import { useSession } from '../../../shared/session/use-session';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { useSidebarPreference } from '../hooks/use-sidebar-preference';
import { TutorSideMenu } from './tutor-side-menu';
import styles from './tutor-workspace.module.css';

/**
 * A tutor's page with the dashboard's side menu beside it (spec section 2: shown when the sidebar option is on),
 * on a desktop; on a phone the tutor's bottom bar takes its place. Anyone else sees the page alone.
 */
export function TutorWorkspace({ children }: { readonly children: ReactNode }) {
  const { user } = useSession();
  const { profile } = useProfile();
  const isMobile = useIsMobile();
  const [sidebarOn] = useSidebarPreference();
  const isTutor = (profile?.roleCode ?? user?.role.code) === ROLE_CODES.tutor;
  const shown = isTutor && !isMobile && sidebarOn;
  // The same elements either way: a page turned into a phone's width (or back) keeps its state.
  return (
    <div className={shown ? styles.workspace : undefined}>
      {shown && (
        <aside className={styles.sidebar}>
          {/* The menu's few texts come in their own chunk; the aside keeps its place meanwhile. */}
          <Suspense fallback={null}>
            <NamespacesGate namespaces={['tutorWorkspace']}>
              <TutorSideMenu />
            </NamespacesGate>
          </Suspense>
        </aside>
      )}
      <div className={shown ? styles.page : undefined}>{children}</div>
    </div>
  );
}
