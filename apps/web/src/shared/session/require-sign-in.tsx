import { ACCOUNT_ROUTES, countryPath } from '@ajar/domain';
import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useCountry } from '../market/country-context';
import { useSession } from './use-session';
import { savePlaceUrl } from './saved-place';

/**
 * A signed-out visitor goes to login, which brings them back here afterwards. When the session ends
 * while on the page (logout, deactivation, another tab), it goes to / like logout does, instead of
 * racing the logout's own navigation to the login page.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  const arrivedSignedIn = useRef(isSignedIn);
  const country = useCountry();
  const { pathname, search } = useLocation();
  if (isSignedIn) return children;
  if (arrivedSignedIn.current) return <Navigate to="/" replace />;
  const here = pathname + search;
  savePlaceUrl(here);
  const login = `${countryPath(country, ACCOUNT_ROUTES.login)}?${new URLSearchParams({ redirect: here }).toString()}`;
  return <Navigate to={login} replace state={{ from: here }} />;
}
