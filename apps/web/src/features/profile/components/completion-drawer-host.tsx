import { PROFILE_ROUTES, ROLE_CODES, type ProfileSection } from '@ajar/domain';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { MyProfileCompletionDocument } from '../../../gql/graphql';
import { useProfile } from '../../../shared/session/profile-context';
import { useSession } from '../../../shared/session/use-session';
import { closeCompletionDrawer, useCompletionDrawerOpen } from '../completion-drawer-store';
import { scrollToSection, SECTION_ANCHORS } from '../profile-sections';
import { useLoadedOnOpen } from '../../../shared/ui/use-loaded-on-open';
import { withAntdScope } from '../../../shared/ui/antd-scope-loader';
import { withNamespaces } from '../../../shared/i18n/with-namespaces';

// The drawer (antd's Drawer, Progress, Alert, Skeleton) loads when first opened, with antd's scope.
const loadDrawer = withAntdScope(
  withNamespaces(['profile'], () => import('./completion-drawer').then((module) => module.CompletionDrawer)),
);

/** The one completion drawer of the site, for signed-in tutors; its data loads when first opened. */
export function CompletionDrawerHost() {
  const open = useCompletionDrawerOpen();
  const { isSignedIn, user } = useSession();
  const { profile } = useProfile();
  const isTutor = (profile?.roleCode ?? user?.role.code) === ROLE_CODES.tutor;
  const CompletionDrawer = useLoadedOnOpen(open, loadDrawer);
  if (!isSignedIn || !isTutor || !CompletionDrawer) return null;
  return <TutorCompletionDrawer open={open} Drawer={CompletionDrawer} />;
}

function TutorCompletionDrawer({
  open,
  Drawer,
}: {
  open: boolean;
  Drawer: NonNullable<Awaited<ReturnType<typeof loadDrawer>>>;
}) {
  const href = useFeatureHref();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [{ data }] = useQuery({ query: MyProfileCompletionDocument, pause: !open });
  const profile = data?.getProfile;
  const onProfilePage = pathname.endsWith(`/${PROFILE_ROUTES.me}`);

  const pickSection = (section: ProfileSection) => {
    closeCompletionDrawer();
    const anchor = SECTION_ANCHORS[section];
    if (onProfilePage) scrollToSection(anchor);
    else void navigate(`${href('myProfile')}#${anchor}`);
  };

  return (
    <Drawer
      open={open}
      onClose={closeCompletionDrawer}
      completion={
        profile
          ? {
              completionPercent: profile.completionUser.completionPercent,
              details: profile.completionDetail,
            }
          : null
      }
      onPickSection={pickSection}
    />
  );
}
