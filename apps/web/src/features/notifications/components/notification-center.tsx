import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { loadNamespaces } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/use-session';
import {
  NotificationCenterContext,
  SIGNED_OUT_CENTER,
  type NotificationCenter,
} from './notification-center-context';

// Signed in only: the count, the live feed and the drawer load once someone is signed in (a
// visitor's first view carries none of it).
const NotificationCenterController = lazy(async () => {
  const [module] = await Promise.all([
    import('./notification-center-controller'),
    // The drawer's texts load with it; the shell carries only the bell's.
    loadNamespaces(['notificationsDrawer']),
  ]);
  return { default: module.NotificationCenterController };
});

/** The bell's state for the header: signed out, nothing; signed in, what the controller reports. */
export function NotificationCenterProvider({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  const [center, setCenter] = useState<NotificationCenter | null>(null);
  // Until the controller is in, a click on the bell is remembered and the drawer opens as it arrives.
  const [openWanted, setOpenWanted] = useState(false);
  const waiting = useMemo<NotificationCenter>(
    () => ({
      ...SIGNED_OUT_CENTER,
      open: openWanted,
      openDrawer: () => setOpenWanted(true),
      closeDrawer: () => setOpenWanted(false),
    }),
    [openWanted],
  );
  const report = useCallback((next: NotificationCenter | null) => {
    setCenter(next);
    if (next) setOpenWanted(false);
  }, []);
  return (
    <NotificationCenterContext.Provider value={isSignedIn ? (center ?? waiting) : SIGNED_OUT_CENTER}>
      {children}
      {isSignedIn && (
        <Suspense fallback={null}>
          <NotificationCenterController onChange={report} openAtOnce={openWanted} />
        </Suspense>
      )}
    </NotificationCenterContext.Provider>
  );
}
