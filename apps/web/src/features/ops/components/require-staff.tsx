import { STAFF_ROLE_CODE } from '@ajar/domain';
import type { ReactNode } from 'react';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { useSession } from '../../../shared/session/use-session';
import { LazyNotFoundPage } from '../../../shared/ui/error-page/lazy-not-found-page';

/**
 * The console is the Ajar team's: a visitor logs in first; anyone else signed in meets the 404 page, as if the
 * console were not there. The server refuses every staff field anyway; this only keeps the pages honest.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return (
    <RequireSignIn>{user?.role.code === STAFF_ROLE_CODE ? children : <LazyNotFoundPage />}</RequireSignIn>
  );
}
