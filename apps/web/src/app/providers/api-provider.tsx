import { useMemo, type ReactNode } from 'react';
import { Provider } from 'urql';
import { apiClientFor } from '../../shared/api/current-client';
import { useSession } from '../../shared/session/use-session';

/** A fresh client per session token: no cached data crosses a login or logout. */
export function ApiProvider({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const client = useMemo(() => apiClientFor(token), [token]);
  return <Provider value={client}>{children}</Provider>;
}
