import { PROFILE_ROUTES, type ProfileSection } from '@ajar/domain';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { MyProfileCompletionDocument } from '../../../gql/graphql';
import { closeCompletionDrawer } from '../completion-drawer-store';
import { scrollToSection, SECTION_ANCHORS } from '../profile-sections';
import { CompletionDrawer } from './completion-drawer';

/**
 * A tutor's completion drawer with its data (asked for while open) and its section links: it loads with the
 * drawer on the first opening, so the site frame carries none of it.
 */
export function TutorCompletionDrawer({ open }: { readonly open: boolean }) {
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
    <CompletionDrawer
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
