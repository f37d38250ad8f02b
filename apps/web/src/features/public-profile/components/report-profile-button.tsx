import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSession } from '../../../shared/session/use-session';

// Only signed-in visitors see it, and only once the page has hydrated: its code stays out of the profile's
// first view, which every guest downloads (the tutor profile's 170 KB budget).
const ReportButton = lazy(() => import('../../ops').then((module) => ({ default: module.ReportButton })));

const noChange = () => () => undefined;

/** 'Report this profile' for a signed-in visitor. */
export function ReportProfileButton({ userPvid, className }: { userPvid: string; className?: string }) {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const hydrated = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  if (!isSignedIn || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ReportButton
        targetType="PROFILE"
        targetId={userPvid}
        label={t('publicProfile.reportProfile')}
        className={className}
      />
    </Suspense>
  );
}
