import { ROLE_CODES } from '@ajar/domain';
import { useRoleCode } from '../../../shared/session/use-role-code';
import { useSession } from '../../../shared/session/use-session';
import { useCompletionDrawerOpen } from '../completion-drawer-store';
import { useLoadedOnOpen } from '../../../shared/ui/use-loaded-on-open';
import { withAntdScope } from '../../../shared/ui/antd-scope-loader';
import { withNamespaces } from '../../../shared/i18n/with-namespaces';

// The drawer (antd's Drawer, Progress, Alert, Skeleton), its data and links load when first opened, with
// antd's scope.
const loadDrawer = withAntdScope(
  withNamespaces(['profile'], () =>
    import('./tutor-completion-drawer').then((module) => module.TutorCompletionDrawer),
  ),
);

/** The one completion drawer of the site, for signed-in tutors; its code and data load when first opened. */
export function CompletionDrawerHost() {
  const open = useCompletionDrawerOpen();
  const { isSignedIn } = useSession();
  const isTutor = useRoleCode() === ROLE_CODES.tutor;
  const TutorCompletionDrawer = useLoadedOnOpen(open, loadDrawer);
  if (!isSignedIn || !isTutor || !TutorCompletionDrawer) return null;
  return <TutorCompletionDrawer open={open} />;
}
